"""Readers for the LanguageTool dictionary exports that the Spanish and Portuguese builders share.

`*-fdic.txt` lines are `lemma [feminine] [pl. a o b] = CATEGORY ...`; `*-forms.txt` lines are
`form lemma EAGLES-tag`. Both languages use the same layout and tags, so one reader serves both.
"""
import re
from collections import defaultdict


def read_noun_categories(path, category, drop_parenthesised=False):
    """Reads a nouns fdic file.

    Returns (cats, pairs, plural_order): the category letters of each lemma (`M`, `F`, `MF`, with `I`
    invariable, `P` plural-only, `S` singular-only), the feminine paired with a masculine lemma
    (`usuario usuaria`, or a `[fem. jefa]` note), and the plurals a `[pl. …]` note lists, in the source's order (first = preferred).
    `category` is the regular expression whose group 1 is the category; `drop_parenthesised` removes
    `(…)` words, which in some files are abbreviations or spelling variants, not feminines.
    """
    cats, pairs, plural_order = {}, {}, {}
    with open(path, encoding="utf-8") as f:
        for line in f:
            if line.startswith("#") or "=" not in line:
                continue
            left, right = line.rstrip("\n").split("=", 1)
            m = re.search(category, right)
            if not m:
                continue
            note = re.search(r"\[pl\.\s*([^\]]+)\]", left)
            fem = re.search(r"\[fem\.\s*([^\]\s]+)\]", left)
            left = re.sub(r"\s*\[.*?\]", "", left).strip()
            if drop_parenthesised:
                left = re.sub(r"\s*\(.*?\)", "", left).strip()
            words = left.split(" ")
            if len(words) > 2:
                continue
            lemma = words[0]
            if note and len(words) == 1:
                # several lines for one lemma: the first line's order, then what later lines add
                order = plural_order.setdefault(lemma, [])
                order += [x for x in note.group(1).split() if x not in ("o", "ou") and x not in order]
            if len(words) == 2:
                pairs[lemma] = words[1]
            elif fem:
                # `jefe [fem. jefa]`: a person noun of common gender that also has a feminine of its own.
                pairs[lemma] = fem.group(1)
            cats[lemma] = m.group(1)
    return cats, pairs, plural_order


def read_tagged_forms(path, prefixes, key):
    """Reads a forms file: lemma -> key(tag) -> forms in file order, for tags starting with `prefixes`."""
    forms = defaultdict(lambda: defaultdict(list))
    with open(path, encoding="utf-8") as f:
        for line in f:
            p = line.split()
            if len(p) != 3 or not p[2].startswith(prefixes):
                continue
            form, lemma, tag = p
            k = key(tag)
            if form not in forms[lemma][k]:
                forms[lemma][k].append(form)
    return forms


def read_noun_forms(path):
    """Common-noun forms keyed by gender and number letters (`MS`, `FP`, `CP`…)."""
    return read_tagged_forms(path, ("NC",), lambda tag: tag[2] + tag[3])


def noun_entry(lemma, cat, fm, pairs, plural_order, same_plural_last=False):
    """The flags, gender letters and forms of a noun lemma from its category and forms.

    Plurals: the `[pl. …]` order first, then the forms file's; at most two. `same_plural_last` keeps a plural
    equal to the lemma as the last variant (pt *o fax / os fax|faxes*) instead of dropping it.
    """
    flags = set()
    if cat.endswith("I"):
        flags.add("invariable")
    if cat.endswith("P"):
        flags.add("plural-only")
    if cat.endswith("S") and len(cat) > 1:
        flags.add("singular-only")
    gender = cat.rstrip("ISP") or cat
    out = {}
    if "invariable" not in flags and "plural-only" not in flags:
        pl = fm.get("MP", []) + fm.get("FP", []) + fm.get("CP", [])
        if lemma in pairs:
            # the feminine's plurals go to f.pl; a common-gender lemma (jefe) lists its plural as CP
            pl = fm.get("MP", []) or fm.get("CP", [])
        pl = [x for x in pl if x != lemma] + ([x for x in pl if x == lemma] if same_plural_last else [])
        if lemma in plural_order:
            pl = plural_order[lemma] + [x for x in pl if x not in plural_order[lemma]]
        if pl:
            out["pl"] = pl[:2]
    if lemma in pairs:
        out["f.sg"] = [pairs[lemma]]
        if fm.get("FP"):
            out["f.pl"] = fm["FP"][:1]
    return flags, gender, out


def read_adjectives(path):
    """Adjective forms: lemma -> {f.sg, m.pl, f.pl} (common-gender and invariable tags fill both genders)."""
    aforms = read_tagged_forms(path, ("AQ", "AO"), lambda tag: tag[3:5])
    result = {}
    for lemma, fm in aforms.items():
        def first(*keys):
            for k in keys:
                if fm.get(k):
                    return fm[k][0]
            return None
        result[lemma] = {"f.sg": first("FS", "CS", "CN") or lemma, "m.pl": first("MP", "CP", "CN") or lemma,
                         "f.pl": first("FP", "CP", "CN") or lemma}
    return result


# Prefixes that derive Spanish and Portuguese verbs from others (con+tener, pro+vir, des+hacer). LanguageTool's
# conjugation model of a derived verb is often itself derived (conter -> ater, intervir -> advir), so a model
# follows an irregular root only when what precedes the root is one of these: ser+vir, c+errar and mo+ver do not.
VERB_PREFIXES = {
    "a", "ab", "abs", "ad", "ante", "anti", "bem", "ben", "circun", "co", "com", "con", "contra", "de", "des",
    "di", "dis", "e", "em", "en", "entre", "entre", "ex", "im", "in", "inter", "intro", "man", "mal", "o", "ob",
    "per", "pos", "pre", "pro", "re", "res", "retro", "sobre", "sub", "super", "sus", "tras", "trans",
}


def follows_root(model, root):
    """Whether a conjugation model is the irregular `root` itself or a prefixed form of it (prefixes may stack:
    re+com+por)."""
    if model == root:
        return True
    if not model.endswith(root):
        return False
    rest = model[: len(model) - len(root)]
    # split the rest into known prefixes, longest first
    def split(s):
        return s == "" or any(s.startswith(p) and split(s[len(p):]) for p in sorted(VERB_PREFIXES, key=len, reverse=True))
    return split(rest)


def common_suffix(a, b):
    n = 0
    while n < min(len(a), len(b)) and a[-1 - n] == b[-1 - n]:
        n += 1
    return n


def by_analogy(verb, model, forms):
    """The model's forms carried over to a verb that shares its ending: resolver/volver (vuelve -> resuelve,
    vuelto -> resuelto), descubrir/abrir (abierto -> descubierto), pt descrever/escrever (escrito -> descrito)."""
    if verb == model:  # the model itself (es ir: too short to share three letters with anything)
        return list(forms)
    n = common_suffix(verb, model)
    model_prefix, verb_prefix = model[: len(model) - n], verb[: len(verb) - n]
    if n < 3 or any(not f.startswith(model_prefix) for f in forms):
        return None
    return [verb_prefix + f[len(model_prefix):] for f in forms]
