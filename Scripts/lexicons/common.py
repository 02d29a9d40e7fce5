"""Shared helpers for the Concord lexicon builders (TSV writing, sorting, header, frequencies)."""
import math
import unicodedata
import os
import sys

SOURCES = os.environ.get("LEXICON_SOURCES") or os.path.join(
    os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "shared", "lexicon-sources")
SOURCES = os.path.normpath(SOURCES)
REPO = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))

SLOT_ORDER = [
    # nouns
    "pl", "m.sg", "m.pl", "f.sg", "f.pl",
    # de nouns
    "nom.sg", "acc.sg", "dat.sg", "gen.sg", "nom.pl", "acc.pl", "dat.pl", "gen.pl",
    # adjectives
    "m.sg.vowel", "stem", "comp", "sup",
    # verbs
    "3sg", "past", "pastpart", "ing",
    "3sg.pres", "3pl.pres", "3sg.past", "3pl.past", "pp",
]
SLOT_RANK = {s: i for i, s in enumerate(SLOT_ORDER)}

# A noun whose plural is this much rarer than its lemma (Zipf x 100; 150 = 1 in 30) is flagged `rare-plural`.
RARE_PLURAL_GAP = 150


def src(*parts):
    return os.path.join(SOURCES, *parts)


def clean(s):
    return s.replace("\t", " ").replace("\n", " ").strip()


class Lexicon:
    """Collects entries keyed by (lemma, pos, gender); later additions merge into earlier ones."""

    def __init__(self, lang):
        self.lang = lang
        self.entries = {}

    def add(self, lemma, pos, gender="-", forms=None, flags=(), freq=0, merge=True):
        lemma = clean(lemma)
        if not lemma:
            return None
        key = (lemma, pos, gender or "-")
        e = self.entries.get(key)
        if e is None:
            e = {"forms": {}, "flags": set(), "freq": 0}
            self.entries[key] = e
        elif not merge:
            return e
        for slot, vals in (forms or {}).items():
            if isinstance(vals, str):
                vals = [vals]
            vals = [clean(v) for v in vals if v and clean(v)]
            if not vals:
                continue
            cur = e["forms"].setdefault(slot, [])
            for v in vals:
                if v not in cur:
                    cur.append(v)
        e["flags"].update(f for f in flags if f)
        e["freq"] = max(e["freq"], int(freq or 0))
        return e

    def get(self, lemma, pos, gender="-"):
        return self.entries.get((lemma, pos, gender))

    def keys_for(self, lemma, pos):
        return [k for k in self.entries if k[0] == lemma and k[1] == pos]

    def flag_rare_plurals(self):
        """Flags `rare-plural` the nouns whose most frequent plural (other than the lemma) wordfreq finds at least
        RARE_PLURAL_GAP below the lemma: a plural written under once for every 30 singulars. Such a lemma is mostly
        another part of speech that the sources also list as a noun (en how, pt não, it essere) or a mass noun (en
        information): `concord preview` takes none as a sample noun. Returns how many were flagged."""
        flagged = 0
        for (lemma, pos, _), e in self.entries.items():
            if pos != "noun":
                continue
            plurals = [v for slot in ("pl", "nom.pl") for v in e["forms"].get(slot, []) if v != lemma]
            if plurals and zipf(lemma, self.lang) - max(zipf(v, self.lang) for v in plurals) >= RARE_PLURAL_GAP:
                e["flags"].add("rare-plural")
                flagged += 1
        return flagged

    def reconcile_accent_variants(self):
        """Where a lemma's adjective plural and its noun plural differ only in accents (pt azul: adjective azúis, noun
        azuis), one of the two is a slip of the source (an adjective's plurals, either gender, against the noun's):
        both take the spelling wordfreq finds more often (nothing changes when it knows neither). Returns the forms
        changed, as (lemma, old, new)."""
        changed = []
        for (lemma, pos, _), e in self.entries.items():
            if pos != "noun":
                continue
            adjective = self.entries.get((lemma, "adjective", "-"))
            if adjective is None:
                continue
            for slot, i, a in [(slot, i, a) for slot in ("m.pl", "f.pl") for i, a in enumerate(adjective["forms"].get(slot, []))]:
                for j, n in enumerate(e["forms"].get("pl", [])):
                    if a == n or strip_accents(a) != strip_accents(n):
                        continue
                    za, zn = zipf(a, self.lang), zipf(n, self.lang)
                    if za == zn:
                        continue
                    better = a if za > zn else n
                    if a != better:
                        adjective["forms"][slot][i] = better
                        changed.append((lemma, a, better))
                    if n != better:
                        e["forms"]["pl"][j] = better
                        changed.append((lemma, n, better))
        return changed

    def write(self, header_lines, path=None, drop_equal_to_lemma=()):
        """drop_equal_to_lemma: slots omitted when they equal the lemma (documented per language). Every file gets
        the `rare-plural` flags (flag_rare_plurals) and a header line saying how they were measured."""
        path = path or os.path.join(REPO, "Lexicons", self.lang, "lexicon.tsv")
        rare = self.flag_rare_plurals()
        reconciled = self.reconcile_accent_variants()
        header_lines = list(header_lines) + ([
            "Accent slips (%d forms): a lemma's adjective and noun plurals that differ only in accents take the"
            " spelling wordfreq finds more often: %s." % (len(reconciled), ", ".join("%s %s -> %s" % r for r in sorted(reconciled)))
        ] if reconciled else []) + [
            "rare-plural (%d nouns): wordfreq's Zipf of the most frequent plural is >= %.1f below the lemma's." % (
                rare, RARE_PLURAL_GAP / 100)]
        os.makedirs(os.path.dirname(path), exist_ok=True)
        lines = []
        for (lemma, pos, gender), e in self.entries.items():
            parts = []
            for slot in sorted(e["forms"], key=lambda s: (SLOT_RANK.get(s, 999), s)):
                vals = e["forms"][slot]
                if slot in drop_equal_to_lemma and vals == [lemma]:
                    continue
                parts.append(slot + "=" + "|".join(vals))
            forms = ";".join(parts) if parts else "-"
            flags = ",".join(sorted(e["flags"])) if e["flags"] else "-"
            lines.append((lemma, pos, gender, forms, flags, str(int(e["freq"]))))
        lines.sort()
        with open(path, "w", encoding="utf-8", newline="\n") as f:
            f.write("# Concord lexicon, language: %s. Format: Lexicons/FORMAT.md (version 1).\n" % self.lang)
            f.write("# Generated by Scripts/build-lexicons (Scripts/lexicons/build_%s.py); do not edit by hand.\n" % self.lang)
            for h in header_lines:
                f.write("# " + h + "\n")
            f.write("# lemma\tpos\tgender\tforms\tflags\tfreq\n")
            for l in lines:
                f.write("\t".join(l) + "\n")
        print("%s: %d entries, %d bytes" % (path, len(lines), os.path.getsize(path)), file=sys.stderr)
        return lines


def strip_accents(word):
    """The word without combining marks (azúis -> azuis)."""
    return "".join(c for c in unicodedata.normalize("NFD", word) if not unicodedata.combining(c))


_zipf_cache = {}


def zipf(word, lang):
    """wordfreq Zipf frequency x 100 as an integer (0 = unknown)."""
    key = (word, lang)
    if key not in _zipf_cache:
        from wordfreq import zipf_frequency
        _zipf_cache[key] = int(round(zipf_frequency(word, lang) * 100))
    return _zipf_cache[key]


def count_to_zipf100(count, total):
    """Zipf = log10(frequency per billion words)."""
    if count <= 0 or total <= 0:
        return 0
    return max(0, int(round(math.log10(count * 1e9 / total) * 100)))


def pkg_version(name):
    try:
        from importlib.metadata import version
        return version(name)
    except Exception:
        return "unknown"


def git_rev_note(folder):
    return ""
