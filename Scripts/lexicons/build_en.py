"""English lexicon: nouns (plural), verbs (3sg/past/pastpart/ing), adjectives (irregular comp/sup),
a/an flags. Sources: lemminflect (inflection table), inflect (a/an), wordfreq (frequencies)."""
import csv
import gzip
import os
import re

import inflect
import lemminflect

from common import Lexicon, zipf, pkg_version

ENG = inflect.engine()
RES = os.path.join(os.path.dirname(lemminflect.__file__), "resources", "infl_lu.csv.gz")

# Nouns whose plural is usually the singular even when lemminflect lists an -s variant first
# (animals hunted/fished, -craft, -fish, invariant -ies/-s nouns).
ZERO_PLURAL_RE = re.compile(r"(fish|craft|deer|sheep|moose|swine|salmon|trout|cod|bison|species|series"
                            r"|means|offspring|aircraft|headquarters|yen|yuan|rand|baht|won)$")
MASS_RE = re.compile(r"(ism|ness|tion|sion|ity|ment|ance|ence|ia|ics|ure|ing|ship|hood|dom|cy|ry|th|ty)$")
WORD_RE = re.compile(r"^[A-Za-z][A-Za-z'.-]*$")


def spelling_article(word):
    return "an" if word[0].lower() in "aeiou" else "a"


def article_flag(word):
    if not word or not word[0].isalpha():
        return None
    try:
        art = ENG.a(word).split(" ", 1)[0].lower()
    except Exception:
        return None
    if art in ("a", "an") and art != spelling_article(word):
        return art
    return None


def preferred_plurals(lemma, variants):
    """lemminflect's plural variants, first = preferred; inflect's plural goes first instead when it is the more
    frequent word (wordfreq): lemminflect prefers persons and lacks oxen. Frequency alone would pick homographs
    (colon -> cola, diva -> dive), and inflect alone slips (thief -> thiefs), so each checks the other."""
    first = next((v for v in variants if v and v != lemma), None)
    # Names keep lemminflect's order (Douglases, not the surname Douglass); wordfreq splits hyphenated words, so
    # their frequencies cannot be compared.
    if first is None or lemma[0].isupper() or not lemma.isalpha():
        return variants
    theirs = ENG.plural_noun(lemma)
    if not theirs or theirs == lemma or theirs == first or not WORD_RE.match(theirs):
        return variants
    if zipf(theirs, "en") > zipf(first, "en"):
        return [theirs] + [v for v in variants if v != theirs]
    return variants


def add_inflect_irregulars(lex):
    """Nouns lemminflect lacks but inflect's table of irregular plurals has (ox -> oxen, genus -> genera): inflect's
    first plural is preferred, flagged `plural-inflect` so the trace can name the source. Only lemmas written as one
    lower-case word that is not also a name (inflect's mary, jerry), and that wordfreq knows (Zipf >= 1)."""
    for lemma, plurals in sorted(inflect.pl_sb_irregular.items()):
        if not lemma.isalpha() or not lemma.islower() or lex.get(lemma, "noun") or zipf(lemma, "en") < 100 \
                or lex.get(lemma.capitalize(), "noun"):
            continue
        variants = [p for p in plurals.split("|") if p]
        lex.add(lemma, "noun", "-", {"pl": variants}, {"plural-inflect"}, zipf(lemma, "en"))


def regular_comp(lemma, comp, suffix):
    stem = lemma[:-1] if lemma.endswith("e") else lemma
    cands = {lemma + suffix, stem + suffix, lemma[:-1] + "i" + suffix if lemma.endswith("y") else None,
             lemma + lemma[-1] + suffix, "more " + lemma, "most " + lemma}
    return comp in cands


def main():
    lex = Lexicon("en")
    with gzip.open(RES, "rt", encoding="utf-8") as f:
        rows = list(csv.reader(f))
    for row in rows:
        lemma, pos = row[0], row[1]
        if not WORD_RE.match(lemma):
            continue
        if pos == "noun":
            if lemma[0].isupper() and lemma.lower() != lemma and zipf(lemma, "en") < 250:
                continue  # rare proper names
            variants = row[2].split("/")
            flags = set()
            if ZERO_PLURAL_RE.search(lemma) and lemma in variants:
                flags.add("zero-plural")
                variants = [lemma] + [v for v in variants if v != lemma]
            elif variants == [lemma]:
                # lemminflect lists mass nouns with plural = singular
                flags.add("singular-only" if MASS_RE.search(lemma) else "zero-plural")
            else:
                # `mapping|mappings`: a noun with a mass reading listed first still counts with its own plural
                # (2 mappings), so the changed form goes first and the noun is not flagged.
                ours = [v for v in variants if v != lemma] + [lemma] if variants[0] == lemma else variants
                variants = preferred_plurals(lemma, ours)
                if variants[0] != ours[0]:
                    flags.add("plural-inflect")
            lex.add(lemma, "noun", "-", {"pl": variants}, flags, zipf(lemma, "en"))
        elif pos == "verb":
            past, pastpart, ing, s3 = (row + ["", "", "", ""])[2:6]
            forms = {"3sg": s3.split("/"), "past": past.split("/"), "pastpart": (pastpart or past).split("/"),
                     "ing": ing.split("/")}
            lex.add(lemma, "verb", "-", forms, (), zipf(lemma, "en"))
        elif pos == "adj":
            comp, sup = (row + ["", ""])[2:4]
            forms = {}
            c = comp.split("/")[0] if comp else ""
            s = sup.split("/")[0] if sup else ""
            if c and not regular_comp(lemma, c, "er"):
                forms["comp"] = comp.split("/")
            if s and not regular_comp(lemma, s, "est"):
                forms["sup"] = sup.split("/")
            lex.add(lemma, "adjective", "-", forms, (), zipf(lemma, "en"))
    add_inflect_irregulars(lex)
    # copulas / auxiliaries that lemminflect lists with VBP variants
    be = lex.add("be", "verb", "-", {}, (), zipf("be", "en"))
    be["forms"] = {"3sg": ["is"], "past": ["was"], "pastpart": ["been"], "ing": ["being"]}
    # a/an against the spelling
    for (lemma, pos, g), e in lex.entries.items():
        fl = article_flag(lemma)
        if fl:
            e["flags"].add(fl)
    lex.write([
        "Sources: lemminflect %s (MIT, infl_lu.csv: inflections of English lemmas);" % pkg_version("lemminflect"),
        "  inflect %s (MIT; a/an flags = inflect.a() disagreeing with the first letter);" % pkg_version("inflect"),
        "  wordfreq %s (freq column = zipf_frequency(lemma, 'en') x 100; data CC BY-SA 4.0)." % pkg_version("wordfreq"),
        "zero-plural: lemminflect's preferred plural equals the singular (or a listed zero-plural suffix);",
        "  singular-only instead when such a noun has an abstract-noun suffix (-ism, -ness, -tion, -ity, ...).",
        "Verbs: pastpart = past when lemminflect gives no separate participle.",
        "Nouns: pl = lemminflect plural variants; inflect's plural first when wordfreq finds it more frequent.",
        "  A noun listed with the unchanged form first and a changed one (mapping|mappings) counts: changed form first.",
        "  plural-inflect: the preferred plural is inflect's, not lemminflect's (person -> people), and nouns only",
        "  inflect's irregular table has (ox -> oxen) are added with it.",
        "  Proper nouns kept when zipf >= 2.5.",
    ])


if __name__ == "__main__":
    main()
