"""German lexicon: nouns (gender, 8 case forms, weak/adjectival), adjectives (stem/comp/sup),
participles, verbs. Sources: LanguageTool german-pos-dict (de/), german-nouns (Wiktionary), wordfreq."""
import csv
import os
import re
from collections import defaultdict

import german_nouns

from common import Lexicon, src, zipf, pkg_version

GENDER = {"MAS": "m", "FEM": "f", "NEU": "n", "m": "m", "f": "f", "n": "n"}
LT_SLOTS = ["nom.sg", "gen.sg", "dat.sg", "acc.sg", "nom.pl", "gen.pl", "dat.pl", "acc.pl"]
GN_SLOTS = {"nom.sg": "nominativ singular", "gen.sg": "genitiv singular", "dat.sg": "dativ singular",
            "acc.sg": "akkusativ singular", "nom.pl": "nominativ plural", "gen.pl": "genitiv plural",
            "dat.pl": "dativ plural", "acc.pl": "akkusativ plural"}
SLOTS = ["nom.sg", "acc.sg", "dat.sg", "gen.sg", "nom.pl", "acc.pl", "dat.pl", "gen.pl"]
MIN_NOUN_FREQ = 125  # size budget: nouns below Zipf 1.25 (wordfreq's floor ~1.0) are omitted
NOUN_RE = re.compile(r"^[A-ZÄÖÜ][a-zäöüß]+(-[A-ZÄÖÜ]?[a-zäöüß]+)*$")


def split(v):
    return [x for x in v.split("|") if x] if v else []


def load_german_nouns():
    """lemma -> gender -> slot -> ordered forms (Wiktionary order: preferred first)."""
    path = os.path.join(list(german_nouns.__path__)[0], "nouns.csv")
    out = defaultdict(lambda: defaultdict(dict))
    merged = set()
    adjectival = set()
    with open(path, encoding="utf-8") as f:
        r = csv.reader(f)
        head = next(r)
        idx = {h: i for i, h in enumerate(head)}
        for row in r:
            lemma, pos = row[0], row[1]
            if "Substantiv" not in pos or any(t in pos for t in ("Nachname", "Vorname", "Gebundenes", "Affix")):
                continue
            if "adjektivische Deklination" in pos:
                adjectival.add(lemma)
                continue
            genders = []
            if row[idx["genus"]]:
                genders.append((row[idx["genus"]], [""]))
            else:
                per = defaultdict(list)
                for i in range(1, 5):
                    g = row[idx["genus %d" % i]]
                    if g:
                        per[g].append(" %d" % i)
                # Numbered genders that are all one gender share the unnumbered columns too (der Bauer: genus 1
                # and 2 masculine, plural Bauern unnumbered).
                genders = [(g, ["", "*"] + sfx) for g, sfx in per.items()] if len(per) == 1 else list(per.items())
            for g, suffixes in genders:
                if g not in ("m", "f", "n"):
                    continue
                slots = {}
                for slot, col in GN_SLOTS.items():
                    vals = []
                    for sfx in suffixes + ["*"] if suffixes == [""] else suffixes:
                        c = idx.get(col + sfx)
                        if c is not None and row[c] and row[c] != "—" and row[c] not in vals:
                            vals.append(row[c])
                    if vals:
                        slots[slot] = vals
                # A lemma's later rows of the same gender are its other meanings (der Bauer: farmer, birdcage;
                # die Bank: bench, bank): their variants are merged, not written over the first row's.
                if not slots:
                    continue
                if g in out[lemma]:
                    merged.add((lemma, g))
                for slot, vals in slots.items():
                    known = out[lemma][g].setdefault(slot, [])
                    known += [v for v in vals if v not in known]
    # Between the meanings of a homograph no row is preferred: the more frequent form goes first (Banken before
    # Bänke, Mütter before Muttern), and a form the same as the lemma last (its frequency is the singular's:
    # Bauern before Bauer).
    for lemma, g in merged:
        for slot, vals in out[lemma][g].items():
            vals.sort(key=lambda v: (v == lemma, -zipf(v, "de")))
    return out, adjectival


def order(vals, preferred):
    """Preferred (Wiktionary) order first, then by descending frequency."""
    pref = [v for v in preferred if v in vals]
    rest = sorted((v for v in vals if v not in pref), key=lambda v: -zipf(v, "de"))
    return pref + rest


def main():
    lex = Lexicon("de")
    gn, gn_adjectival = load_german_nouns()
    adjs = {}
    with open(src("de", "adjectives.tsv"), encoding="utf-8") as f:
        for line in f:
            if line.startswith("#"):
                continue
            c = line.rstrip("\n").split("\t")
            adjs.setdefault(c[0], c)

    # ---- nouns from LanguageTool
    readings = defaultdict(dict)  # lemma -> gender -> slots
    with open(src("de", "nouns.tsv"), encoding="utf-8") as f:
        for line in f:
            if line.startswith("#"):
                continue
            c = line.rstrip("\n").split("\t")
            lemma, g = c[0], c[1]
            if not NOUN_RE.match(lemma):
                continue
            slots = {s: split(v) for s, v in zip(LT_SLOTS, c[2:10])}
            gender = GENDER.get(g, "-")
            readings[lemma][gender] = slots
    # ---- nouns only in german-nouns
    for lemma, per in gn.items():
        if lemma in readings or not NOUN_RE.match(lemma):
            continue
        for g, slots in per.items():
            readings[lemma][g] = dict(slots)

    adj_stems = set(adjs)
    for a, c in adjs.items():
        for col in c[5:8]:
            for v in split(col):
                if v.endswith("er"):
                    adj_stems.add(v[:-2])
    verbs_inf = set()
    with open(src("de", "verbs.tsv"), encoding="utf-8") as f:
        for line in f:
            if not line.startswith("#"):
                verbs_inf.add(line.split("\t", 1)[0])

    def adjectival(lemma, genders):
        if lemma in gn_adjectival or (lemma + "r") in gn_adjectival:
            return True
        if lemma in gn:
            return False  # Wiktionary knows it as an ordinary noun (der Junge)
        return lemma.endswith("e") and lemma[:-1].lower() in adj_stems

    def derivable_rare(lemma, per):
        """Zero-frequency nouns the engine can derive: nominalised adjectives/participles,
        nominalised infinitives, -in feminines of a listed masculine."""
        if zipf(lemma, "de") > 0 or lemma in gn:
            return False
        if adjectival(lemma, per):
            return True
        if lemma.lower() in verbs_inf and list(per) == ["n"]:
            return True
        if lemma.endswith("in") and list(per) == ["f"] and lemma[:-2] in readings:
            return True
        return False

    final = {}  # lemma -> gender -> (slots, flags)
    derived = rare = 0
    for lemma in readings:
        per = readings[lemma]
        if derivable_rare(lemma, per):
            derived += 1
            continue
        if zipf(lemma, "de") < MIN_NOUN_FREQ:
            rare += 1
            continue
        is_adj = adjectival(lemma, per)
        for g, slots in per.items():
            pref = gn.get(lemma, {}).get(g, {})
            out = {}
            for s in SLOTS:
                vals = slots.get(s, [])
                if s == "dat.sg" and len(vals) > 1:
                    # archaic dative -e (dem Manne) dropped when the plain form exists
                    vals = [v for v in vals if not (v.endswith("e") and v[:-1] in vals)]
                if vals:
                    out[s] = order(vals, pref.get(s, []))
            flags = set()
            if is_adj:
                flags.add("adjectival")
            sg = out.get("nom.sg") or out.get("acc.sg")
            if not sg and out.get("nom.pl"):
                flags.add("plural-only")
            if sg and not out.get("nom.pl"):
                flags.add("singular-only")
            acc = out.get("acc.sg", [""])[0]
            if (g == "m" and not is_adj and acc != lemma and acc.endswith("n")
                    and out.get("gen.sg", [""])[0].endswith("n")):
                flags.add("weak")
            final.setdefault(lemma, {})[g] = (out, flags)

    # ---- drop compounds whose longest known head gives the same genders and forms
    kept = set()
    dropped = 0

    def follows(lemma, head):
        prefix = lemma[: len(lemma) - len(head)]
        hl = head.lower()
        if final[lemma].keys() != final[head].keys():
            return False
        for g, (out, flags) in final[lemma].items():
            hout, hflags = final[head][g]
            if flags - {"singular-only"} != hflags - {"singular-only"}:
                return False
            for s in SLOTS:
                a = out.get(s, [])
                b = [prefix + (h[0].lower() + h[1:] if h[:1].isupper() else h) for h in hout.get(s, [])]
                # the engine will use the head's preferred form: it must be attested for the compound
                if a and (not b or b[0] not in a):
                    return False
        return True

    # The head is found as the engine finds it (longest kept noun after a prefix of at least 2 letters),
    # and a compound is dropped only when that prefix is a real word part of at least 3 letters: a
    # 1- or 2-letter "prefix" is a coincidence (Herz is not H + Erz) and the engine would not see it.
    for lemma in sorted(final, key=lambda w: (len(w), w)):
        head, prefix_len = None, 0
        for i in range(2, len(lemma) - 2):
            cand = lemma[i].upper() + lemma[i + 1:]
            if cand in kept:
                head, prefix_len = cand, i
                break
        if head and prefix_len >= 3 and "-" not in lemma and follows(lemma, head):
            dropped += 1
            continue
        kept.add(lemma)

    for lemma in kept:
        f = zipf(lemma, "de")
        for g, (out, flags) in final[lemma].items():
            lex.add(lemma, "noun", g, out, flags, f)

    # ---- adjectives and participles
    for lemma, c in adjs.items():
        if not re.match(r"^[a-zäöüß][a-zäöüß-]*$", lemma):
            continue
        kind = c[1]
        forms = {}
        strong = c[5] if len(c) > 5 else ""
        if strong.endswith("er"):
            forms["stem"] = strong.split("|")[0][:-2]
        comp = c[6].split("|")[0] if len(c) > 6 and c[6] else ""
        sup = c[7].split("|")[0] if len(c) > 7 and c[7] else ""
        base = forms.get("stem", lemma)
        if comp.endswith("er") and comp[:-2] != base + "er":
            forms["comp"] = comp[:-2]
        if sup.endswith("er") and sup[:-2] not in (base + "st", base + "est"):
            forms["sup"] = sup[:-2]
        flags = {"participle"} if kind == "PA2" else set()
        lex.add(lemma, "adjective", "-", forms, flags, zipf(lemma, "de"))

    # ---- adverbs (closed class): an adverb before an adjective is not declined (sehr schöne, ganz neue)
    with open(src("de", "closed-class.tsv"), encoding="utf-8") as f:
        for line in f:
            if line.startswith("#"):
                continue
            c = line.rstrip("\n").split("\t")
            if len(c) >= 3 and c[2].split(":")[0] == "ADV" and re.match(r"^[a-zäöüß]+$", c[1]) and c[0] == c[1]:
                lex.add(c[1], "adverb", "-", {}, (), zipf(c[1], "de"))

    # ---- verbs
    with open(src("de", "verbs.tsv"), encoding="utf-8") as f:
        for line in f:
            if line.startswith("#"):
                continue
            c = line.rstrip("\n").split("\t")
            if len(c) < 11 or " " in c[0]:
                continue
            forms = {"3sg.pres": split(c[4]), "3pl.pres": split(c[7]), "3sg.past": split(c[8]),
                     "3pl.past": split(c[9]), "pp": split(c[10])}
            lex.add(c[0], "verb", "-", forms, (), zipf(c[0], "de"))

    lex.write([
        "Sources: LanguageTool German dictionary (github languagetool-org/german-pos-dict @ a0d7adc; Morphy,",
        "  korrekturen.de), CC BY-SA 4.0: nouns, adjectives, participles, verbs;",
        "  german-nouns %s (Wiktionary, CC BY-SA 4.0): preferred order of form variants, extra nouns;" % pkg_version("german-nouns"),
        "  wordfreq %s: freq = zipf_frequency(lemma, 'de') x 100 (variants without a Wiktionary order are ordered by it)." % pkg_version("wordfreq"),
        "Omitted (%d): zero-frequency nominalised adjectives/participles (Feigeste), nominalised infinitives" % derived,
        "  (Kasernieren) and -in feminines of a listed masculine (Kalvinistin): they follow regular rules.",
        "Omitted for size (%d): nouns with Zipf frequency < %.2f (unknown to wordfreq or extremely rare)." % (rare, MIN_NOUN_FREQ / 100),
        "Archaic dative-singular -e variants (dem Manne) are dropped when the plain form exists.",
        "Nouns: a case slot equal to the lemma is omitted (absent slot = lemma). %d compounds omitted: their" % dropped,
        "  gender follows from the longest head noun kept in this file after a prefix of at least 2 letters",
        "  (Fundort -> Ort), the prefix has at least 3 letters (Herz is kept: not H + Erz), and the head's",
        "  preferred form of every slot, with the compound's prefix, is an attested form of the compound.",
        "weak: masculine, acc.sg and gen.sg differ from nom.sg and end in -n. adjectival: Wiktionary",
        "  'adjektivische Deklination', or -e noun with m and f readings whose stem is an adjective.",
        "Adjectives: stem/comp/sup are attributive stems (strong nom.sg.m form minus -er); stem omitted",
        "  when it equals the lemma, comp/sup omitted when regular (stem+er, stem+(e)st). participle = LanguageTool PA2.",
        "Verbs: 3sg.past/3pl.past = Praeteritum; pp = Partizip II.",
        "Adverbs: closed-class.tsv words tagged ADV (lower-case lemma as written), no forms.",
    ], drop_equal_to_lemma=("nom.sg", "acc.sg", "dat.sg", "gen.sg", "nom.pl", "acc.pl", "dat.pl", "gen.pl", "stem"))


if __name__ == "__main__":
    main()
