#!/usr/bin/env python3
"""Self-check of the committed lexicons: column format, sorting, sizes, and known facts per language."""
import os
import re
import sys

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "Lexicons")
LANGS = ["en", "es", "fr", "it", "pt", "de"]
POS = {"noun", "adjective", "verb", "determiner", "pronoun", "adposition", "adverb", "conjunction"}
GENDERS = {"m", "f", "n", "mf", "-"}


def documented_flags():
    """The flags of Lexicons/FORMAT.md's table (the first cell of each row: `an` / `a` gives two): the same list
    a user lexicon accepts (UserLexiconFileTests checks that side)."""
    text = open(os.path.join(ROOT, "FORMAT.md"), encoding="utf-8").read()
    table = text.split("## Flags", 1)[1].split("\n## ", 1)[0]
    return {f for row in table.splitlines() if row.startswith("| `") for f in re.findall(r"`([^`]+)`", row.split("|")[1])}


FLAGS = documented_flags()
SLOT_RE = re.compile(r"^[a-z0-9.]+$")
errors = []


def fail(msg):
    errors.append(msg)


def load(lang):
    path = os.path.join(ROOT, lang, "lexicon.tsv")
    size = os.path.getsize(path)
    if size > 8 * 1024 * 1024:
        fail("%s: %d bytes > 8 MB" % (lang, size))
    entries = {}
    keys = []
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if line.startswith("#"):
                continue
            line = line.rstrip("\n")
            c = line.split("\t")
            if len(c) != 6:
                fail("%s:%d: %d columns" % (lang, n, len(c)))
                continue
            lemma, pos, g, forms, flags, freq = c
            if not lemma or lemma != lemma.strip():
                fail("%s:%d: bad lemma %r" % (lang, n, lemma))
            if pos not in POS:
                fail("%s:%d: bad pos %r" % (lang, n, pos))
            if g not in GENDERS:
                fail("%s:%d: bad gender %r" % (lang, n, g))
            fm = {}
            if forms != "-":
                for part in forms.split(";"):
                    slot, eq, vals = part.partition("=")
                    if not eq or not SLOT_RE.match(slot) or not vals or "" in vals.split("|"):
                        fail("%s:%d: bad forms %r" % (lang, n, part))
                        continue
                    fm[slot] = vals.split("|")
            fl = set() if flags == "-" else set(flags.split(","))
            if fl - FLAGS:
                fail("%s:%d: unknown flags %s" % (lang, n, fl - FLAGS))
            if not re.match(r"^\d+$", freq):
                fail("%s:%d: bad freq %r" % (lang, n, freq))
            key = (lemma, pos, g)
            if key in entries:
                fail("%s:%d: duplicate %s" % (lang, n, key))
            entries[key] = (fm, fl, int(freq) if freq.isdigit() else 0)
            keys.append(key)
    if keys != sorted(keys):
        fail("%s: entries not sorted" % lang)
    return entries, size


def expect(lang, E, lemma, pos, g, slots=None, flags=(), noflags=()):
    e = E.get((lemma, pos, g))
    if not e:
        fail("%s: missing %s/%s/%s" % (lang, lemma, pos, g))
        return
    fm, fl, _ = e
    for s, v in (slots or {}).items():
        if fm.get(s, [None])[0] != v:
            fail("%s: %s %s: %s=%r, expected %r" % (lang, lemma, pos, s, fm.get(s), v))
    for f in flags:
        if f not in fl:
            fail("%s: %s %s: flag %s missing (%s)" % (lang, lemma, pos, f, sorted(fl)))
    for f in noflags:
        if f in fl:
            fail("%s: %s %s: unexpected flag %s" % (lang, lemma, pos, f))


def main():
    L = {}
    total = 0
    for lang in LANGS:
        L[lang], size = load(lang)
        total += size
        counts = {}
        for (lemma, pos, g) in L[lang]:
            counts[pos] = counts.get(pos, 0) + 1
        print("%s: %d entries (%s), %.2f MB" % (lang, len(L[lang]), ", ".join("%s %d" % kv for kv in sorted(counts.items())), size / 1048576))
    if total > 35 * 1024 * 1024:
        fail("total %d bytes > 35 MB" % total)
    es, fr, it, de, pt, en = L["es"], L["fr"], L["it"], L["de"], L["pt"], L["en"]
    expect("es", es, "agua", "noun", "f", {"pl": "aguas"}, ["tonic-a"])
    expect("es", es, "águila", "noun", "f", None, ["tonic-a"])
    expect("es", es, "hambre", "noun", "f", None, ["tonic-a"])
    expect("es", es, "ensalada", "noun", "f", {"pl": "ensaladas"}, noflags=["tonic-a"])
    expect("es", es, "pequeño", "adjective", "-", {"f.sg": "pequeña", "m.pl": "pequeños", "f.pl": "pequeñas"})
    expect("es", es, "grande", "adjective", "-", {"f.sg": "grande", "m.pl": "grandes"})
    expect("es", es, "hecho", "adjective", "-", {"f.sg": "hecha"}, ["participle"])
    expect("es", es, "usuario", "noun", "m", {"pl": "usuarios", "f.sg": "usuaria", "f.pl": "usuarias"})
    expect("es", es, "crisis", "noun", "f", None, ["invariable"])
    expect("es", es, "cometa", "noun", "m")
    expect("es", es, "cometa", "noun", "f")
    expect("es", es, "ser", "verb", "-", {"3sg.pres": "es", "3pl.pres": "son", "pp": "sido"})
    expect("es", es, "ir", "verb", "-", {"3sg.pres": "va", "3pl.pres": "van", "3sg.past": "fue", "pp": "ido"})
    expect("es", es, "lápiz", "noun", "m", {"pl": "lápices"})
    expect("es", es, "compañía", "noun", "f", {"pl": "compañías"})
    expect("es", es, "bacon", "noun", "m", {"pl": "bacones"})
    # rare-plural: a word mostly of another part of speech, or a mass noun; not a countable noun
    expect("en", en, "how", "noun", "-", None, ["rare-plural"])
    expect("en", en, "information", "noun", "-", None, ["rare-plural"])
    expect("en", en, "way", "noun", "-", None, noflags=["rare-plural"])
    expect("pt", pt, "não", "noun", "m", None, ["rare-plural"])
    expect("pt", pt, "casa", "noun", "f", None, noflags=["rare-plural"])
    expect("es", es, "casa", "noun", "f", None, noflags=["rare-plural"])
    expect("de", de, "Mann", "noun", "m", None, noflags=["rare-plural"])
    expect("fr", fr, "hôpital", "noun", "m", {"pl": "hôpitaux"}, ["elision"])
    expect("fr", fr, "hêtre", "noun", "m", None, ["aspirated"], ["elision"])
    expect("fr", fr, "beau", "adjective", "-", {"m.sg.vowel": "bel", "f.sg": "belle", "m.pl": "beaux"})
    expect("fr", fr, "Paris", "noun", "-", None, ["proper-name"])
    expect("fr", fr, "Japon", "noun", "m", None, noflags=["proper-name"])
    expect("fr", fr, "Hellfest", "noun", "m", None, ["invariable"], noflags=["proper-name"])
    expect("fr", fr, "porté", "adjective", "-", {"f.sg": "portée"}, ["participle"])
    expect("fr", fr, "œil", "noun", "m", {"pl": "yeux"})
    expect("fr", fr, "être", "verb", "-", {"3sg.pres": "est", "3pl.pres": "sont"})
    expect("fr", fr, "table", "noun", "f", {"pl": "tables"})
    expect("it", it, "gnomo", "noun", "m", {"pl": "gnomi"})
    expect("it", it, "aula", "noun", "f", None, ["elision"])
    expect("it", it, "fatto", "adjective", "-", {"f.sg": "fatta", "m.pl": "fatti"}, ["participle"])
    expect("it", it, "essere", "verb", "-", {"3sg.pres": "è", "3pl.pres": "sono"})
    expect("it", it, "città", "noun", "f", None, ["invariable"])
    expect("de", de, "Student", "noun", "m", {"acc.sg": "Studenten"}, ["weak"])
    expect("de", de, "Mensch", "noun", "m", {"acc.sg": "Menschen"}, ["weak"])
    expect("de", de, "Mann", "noun", "m", {"nom.pl": "Männer", "dat.pl": "Männern"}, noflags=["weak"])
    expect("de", de, "Angestellte", "noun", "m", None, ["adjectival"])
    expect("de", de, "hoch", "adjective", "-", {"stem": "hoh", "comp": "höher"})
    expect("de", de, "dunkel", "adjective", "-", {"stem": "dunkl"})
    expect("de", de, "teuer", "adjective", "-", {"stem": "teur"})
    expect("de", de, "sein", "verb", "-", {"3sg.pres": "ist", "3pl.pres": "sind", "pp": "gewesen"})
    expect("de", de, "Herz", "noun", "n", {"nom.pl": "Herzen", "gen.sg": "Herzens"})
    expect("de", de, "Teil", "noun", "m")
    expect("de", de, "Teil", "noun", "n")
    expect("pt", pt, "pão", "noun", "m", {"pl": "pães"})
    expect("pt", pt, "fax", "noun", "m", {"pl": "fax"})
    expect("pt", pt, "feito", "adjective", "-", {"f.sg": "feita"}, ["participle"])
    expect("pt", pt, "chorão", "adjective", "-", {"f.sg": "chorona"})
    expect("pt", pt, "ser", "verb", "-", {"3sg.pres": "é", "3pl.pres": "são"})
    expect("pt", pt, "econômico", "adjective", "-", None, ["BR"])
    expect("pt", pt, "económico", "adjective", "-", None, ["PT"])
    expect("en", en, "child", "noun", "-", {"pl": "children"})
    expect("en", en, "sheep", "noun", "-", {"pl": "sheep"}, ["zero-plural"])
    expect("en", en, "mapping", "noun", "-", {"pl": "mappings"}, noflags=["singular-only", "zero-plural"])
    expect("en", en, "ox", "noun", "-", {"pl": "oxen"}, ["plural-inflect"])
    expect("en", en, "hour", "noun", "-", None, ["an"])
    expect("en", en, "unicorn", "noun", "-", None, ["a"])
    expect("en", en, "go", "verb", "-", {"3sg": "goes", "past": "went", "pastpart": "gone", "ing": "going"})
    expect("en", en, "be", "verb", "-", {"3sg": "is"})
    for e in errors:
        print("FAIL:", e)
    print("%d errors; total %.2f MB" % (len(errors), total / 1048576))
    sys.exit(1 if errors else 0)


if __name__ == "__main__":
    main()
