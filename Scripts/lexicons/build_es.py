"""Spanish lexicon. Sources: LanguageTool Spanish dictionary (noms/adjectius/verbs), doozan
spanish_data frequency.csv (per part of speech), wordfreq (fallback frequencies)."""
import csv
import re
import unicodedata
from collections import defaultdict

from common import Lexicon, src, zipf, count_to_zipf100, pkg_version, RARE_PLURAL_GAP
from languagetool import read_noun_categories, read_noun_forms, noun_entry, read_adjectives, follows_root, by_analogy

VOWELS = "aeiouáéíóúü"
ACCENTED = "áéíóú"

# --- verbs -------------------------------------------------------------------------------
# Full 3sg.pres, 3pl.pres, 3sg.past (preterite), 3pl.past, pp for irregular roots. A verb whose
# conjugation model ends in one of these roots (and which ends in it itself) takes prefix + forms.
IRREGULAR = {
    "ser": "es son fue fueron sido", "estar": "está están estuvo estuvieron estado",
    "haber": "ha han hubo hubieron habido", "ir": "va van fue fueron ido",
    "tener": "tiene tienen tuvo tuvieron tenido", "venir": "viene vienen vino vinieron venido",
    "poner": "pone ponen puso pusieron puesto", "hacer": "hace hacen hizo hicieron hecho",
    "facer": "face facen fizo ficieron fecho",
    "decir": "dice dicen dijo dijeron dicho", "traer": "trae traen trajo trajeron traído",
    "ducir": "duce ducen dujo dujeron ducido", "querer": "quiere quieren quiso quisieron querido",
    "poder": "puede pueden pudo pudieron podido", "saber": "sabe saben supo supieron sabido",
    "caber": "cabe caben cupo cupieron cabido", "dar": "da dan dio dieron dado",
    "ver": "ve ven vio vieron visto", "salir": "sale salen salió salieron salido",
    "valer": "vale valen valió valieron valido", "andar": "anda andan anduvo anduvieron andado",
    "oír": "oye oyen oyó oyeron oído", "caer": "cae caen cayó cayeron caído",
    "reír": "ríe ríen rio rieron reído", "freír": "fríe fríen frio frieron frito",
    "escribir": "escribe escriben escribió escribieron escrito",
    "abrir": "abre abren abrió abrieron abierto", "cubrir": "cubre cubren cubrió cubrieron cubierto",
    "romper": "rompe rompen rompió rompieron roto", "imprimir": "imprime imprimen imprimió imprimieron impreso",
    "volver": "vuelve vuelven volvió volvieron vuelto", "solver": "suelve suelven solvió solvieron suelto",
    "morir": "muere mueren murió murieron muerto", "dormir": "duerme duermen durmió durmieron dormido",
    "pudrir": "pudre pudren pudrió pudrieron podrido", "placer": "place placen plació placieron placido",
    "yacer": "yace yacen yació yacieron yacido", "asir": "ase asen asió asieron asido",
    "erguir": "yergue yerguen irguió irguieron erguido", "jugar": "juega juegan jugó jugaron jugado",
    "errar": "yerra yerran erró erraron errado", "oler": "huele huelen olió olieron olido",
    "adquirir": "adquiere adquieren adquirió adquirieron adquirido",
    "satisfacer": "satisface satisfacen satisfizo satisficieron satisfecho",
    "bendecir": "bendice bendicen bendijo bendijeron bendecido",
    "maldecir": "maldice maldicen maldijo maldijeron maldecido",
    "predecir": "predice predicen predijo predijeron predicho",
    "prever": "prevé prevén previó previeron previsto", "proveer": "provee proveen proveyó proveyeron provisto",
    "leer": "lee leen leyó leyeron leído", "roer": "roe roen royó royeron roído",
    "raer": "rae raen rayó rayeron raído", "haber ": "",
}
IRREGULAR = {k: v.split() for k, v in IRREGULAR.items() if v}
ROOTS_LONGEST_FIRST = sorted(IRREGULAR, key=len, reverse=True)

# stem-change classes of the other models: (present change, preterite change)
CLASS = {}
for m in ("alentar cerrar entender negar arrendar gobernar quebrar acertar sembrar helar pensar empedrar "
          "confesar temblar nevar apretar herbar manifestar comenzar empezar perder verter aneblar "
          "atestar aterrar beldar cerner deslendrar emparentar entortar heder hender hendir querer "
          "tender").split():
    CLASS[m] = ("e>ie", None)
for m in ("volar sonar descollar amoblar acordar costar probar doler mover soñar soldar contar "
          "encontrar colgar rodar renovar mostrar morder engrosar apostar asolar soltar rogar trocar "
          "volcar forzar cocer torcer acornar aforar encorar encovar desosar llover soler agorar "
          "degollar avergonzar emporcar enrocar follar").split():
    CLASS[m] = ("o>ue", None)
for m in "pedir ceñir vestir regir elegir competir concebir servir rendir gemir seguir henchir".split():
    CLASS[m] = ("e>i", "e>i")
for m in "digerir sentir convertir hervir requerir discernir aterir".split():
    CLASS[m] = ("e>ie", "e>i")
for m in "construir fluir prostituir rehuir argüir".split():
    CLASS[m] = ("y", "y")
for m in ("enviar actuar piar ahilar aislar ahijar airar ahitar prohibir reunir rehusar aullar aunar "
          "ahumar ahuchar descafeinar embaular desembaular aupar cabrahigar ahincar").split():
    CLASS[m] = ("accent", None)
CLASS["adecuar"] = (None, None)
CLASS["sonreír"] = CLASS["sofreír"] = None  # via IRREGULAR reír/freír
CLASS["embaír"] = CLASS["desvaír"] = ("y", "y")
CLASS["mullir"] = CLASS["tañer"] = CLASS["bullir"] = ("", "ll")


def change_last(stem, a, b):
    i = stem.rfind(a)
    if i < 0:
        return stem
    if a == "o" and b == "ue" and i == 0:
        return "hue" + stem[1:]
    if a == "e" and b == "ie" and i == 0:
        return "ie" + stem[1:]
    return stem[:i] + b + stem[i + len(a):]


def accent_last(stem):
    for i in range(len(stem) - 1, -1, -1):
        if stem[i] in "iu":
            return stem[:i] + {"i": "í", "u": "ú"}[stem[i]] + stem[i + 1:]
    return stem


def irregular_forms(verb, model):
    """The irregular root `verb` follows and the forms it lends, or (None, None). The source names each verb's
    model: an irregular model lends its forms by analogy; a model of no stem-change class that is a prefixed
    irregular root (componer = com + poner) lends the root's forms (see follows_root: cerrar is not c + errar,
    nor mover mo + ver)."""
    if model in IRREGULAR:
        return model, by_analogy(verb, model, IRREGULAR[model])
    if model not in CLASS:
        for root in ROOTS_LONGEST_FIRST:
            if verb.endswith(root) and follows_root(model, root):
                return root, [verb[: len(verb) - len(root)] + x for x in IRREGULAR[root]]
    return None, None


def conjugate(verb, model):
    root, out = irregular_forms(verb, model)
    if out:
        if verb != root and root == "dar":
            return None
        if verb != root and root == "ver":
            out[0], out[1] = out[0][:-1] + "é", out[1][:-2] + "én"   # prevé, prevén
        return out
    if verb.endswith("ír"):
        verb = verb[:-2] + "ir"
    stem, end = verb[:-2], verb[-2:]
    cls = CLASS.get(model) or (None, None)
    pres, past = cls
    pstem = stem
    if pres == "e>ie":
        pstem = change_last(stem, "e", "ie")
    elif pres == "o>ue":
        pstem = change_last(stem, "o", "ue")
        if model in ("jugar",):
            pstem = change_last(stem, "u", "ue")
        pstem = pstem.replace("gue", "güe") if model in ("agorar", "degollar", "avergonzar") else pstem
    elif pres == "e>i":
        pstem = change_last(stem, "e", "i")
    elif pres == "accent":
        pstem = accent_last(stem)
    tstem = stem
    if past == "e>i":
        tstem = change_last(stem, "e", "i")
    if end == "ar":
        p3, p6, t3, t6, pp = pstem + "a", pstem + "an", tstem + "ó", tstem + "aron", stem + "ado"
    else:
        e = "e"
        p3, p6 = pstem + e, pstem + e + "n"
        if pres == "y":
            p3, p6 = stem + "ye", stem + "yen"
        if end == "er" and stem[-1:] in VOWELS or pres == "y" or (end == "ir" and stem[-1:] in "aeo"):
            t3, t6 = tstem + "yó", tstem + "yeron"
            pp = stem + ("ído" if stem[-1:] in "aeo" else "ido")
        elif past == "ll" or stem.endswith(("ll", "ñ")):
            t3, t6, pp = tstem + "ó", tstem + "eron", stem + "ido"
        else:
            t3, t6, pp = tstem + "ió", tstem + "ieron", stem + "ido"
        if model in ("dormir", "morir"):
            t3, t6 = change_last(stem, "o", "u") + "ió", change_last(stem, "o", "u") + "ieron"
    return [p3, p6, t3, t6, pp]


# --- tonic a -----------------------------------------------------------------------------
def syllable_nuclei(word):
    """Count vowel groups; unaccented i/u next to another vowel form a diphthong (one nucleus)."""
    w = word.lower().replace("qu", "q").replace("gu", "g").replace("gü", "gw")
    groups = re.findall(r"[aeiouáéíóúü]+", w)
    n = 0
    for g in groups:
        # strong vowels (a e o and accented i u) each start a nucleus; a/e/o pairs are hiatus
        k = sum(1 for ch in g if ch in "aeoáéóíú")
        n += max(1, k)
    return n


def tonic_a(lemma):
    """Stressed initial a-/ha-: written accent on the first a, or (no written accent in the word)
    two syllables, ending in a vowel, -n or -s (penultimate stress by Spanish stress rules)."""
    w = lemma.lower()
    if not re.match(r"^h?[aá]", w):
        return False
    if re.match(r"^h?á", w):
        return True
    if any(c in ACCENTED for c in w):
        return False
    if re.match(r"^h?a[iu][aeo]", w):  # a-ie..., a-ue...: first syllable is a bare a? (ahuecar) -> skip
        return False
    return syllable_nuclei(w) == 2 and w[-1] in "aeiouns"


PERSON_MF = re.compile(r"(ista|nte|cida|ata|iatra|ícola|ónimo)$")


def main():
    lex = Lexicon("es")
    # frequencies per part of speech
    freq = defaultdict(int)
    total = 0
    with open(src("es", "frequency.csv"), encoding="utf-8") as f:
        for row in csv.DictReader(f):
            c = int(row["count"])
            total += c
            freq[(row["spanish"], row["pos"])] += c

    def fr(lemma, pos):
        c = freq.get((lemma, pos), 0)
        return count_to_zipf100(c, total) if c else zipf(lemma, "es")

    # ---- nouns
    # Of two listed plurals, one wordfreq finds RARE_PLURAL_GAP more often than the other is the plural in use
    # (fan: fans 4.31, fanes 2.12; lemming: lemmings), whatever the spelling rules predict — unless it is also that
    # much more frequent than the lemma, which makes it a word of its own (estay: estáis is a form of estar).
    frequent_plurals = []

    def frequent_plural_first(lemma, out):
        variants = out.get("pl", [])
        if len(variants) < 2:
            return False
        ranked = sorted(variants, key=lambda v: -zipf(v, "es"))
        top, rest = ranked[0], ranked[1:]
        if zipf(top, "es") - max(zipf(v, "es") for v in rest) < RARE_PLURAL_GAP:
            return False
        if zipf(top, "es") - zipf(lemma, "es") >= RARE_PLURAL_GAP:
            return False
        out["pl"] = [top] + [v for v in variants if v != top]
        return True

    cats, pairs, plural_order = read_noun_categories(src("es", "noms-fdic.txt"), r"categories: ([A-Z]+)",
                                                     drop_parenthesised=True)
    forms = read_noun_forms(src("es", "noms-forms.txt"))
    for lemma, cat in cats.items():
        f = fr(lemma, "n")
        flags, g, out = noun_entry(lemma, cat, forms.get(lemma, {}), pairs, plural_order)
        if frequent_plural_first(lemma, out):
            flags.add("frequent-plural")
            frequent_plurals.append(lemma)
        if lemma in pairs:
            lex.add(lemma, "noun", "m", out, flags, f)
            continue
        if g in ("M", "F"):
            genders = [g.lower()]
        elif PERSON_MF.search(lemma):
            genders = ["mf"]
        else:
            genders = ["m", "f"]
        for gg in genders:
            fl = set(flags)
            if gg == "f" and g == "F" and tonic_a(lemma) and "plural-only" not in flags:
                fl.add("tonic-a")
            lex.add(lemma, "noun", gg, out, fl, f)

    # ---- adjectives
    for lemma, out in read_adjectives(src("es", "adjectius-forms.txt")).items():
        flags = {"invariable"} if all(v == lemma for v in out.values()) else set()
        lex.add(lemma, "adjective", "-", out, flags, fr(lemma, "adj"))

    # ---- adverbs: frequency.csv's `adv` rows, each form its usage column gives for at least a tenth of the row's
    # count (*mucho* is written *muy*; misspellings and subtitle noise fall below)
    with open(src("es", "frequency.csv"), encoding="utf-8") as f:
        for row in csv.DictReader(f):
            if row["pos"] != "adv":
                continue
            count = int(row["count"])
            for use in row["usage"].split("|"):
                n, _, form = use.partition(":")
                if n.isdigit() and int(n) * 10 >= count and re.fullmatch(r"[a-záéíóúñü]{2,}", form):
                    lex.add(form, "adverb", "-", None, (), count_to_zipf100(int(n), total))

    # ---- verbs and participles
    with open(src("es", "verbs-fdic.txt"), encoding="utf-8") as f:
        for line in f:
            if line.startswith("#") or "=" not in line:
                continue
            verb, right = line.rstrip("\n").split("=", 1)
            m = re.search(r"model:([^;]+)", right)
            if not m or " " in verb:
                continue
            res = conjugate(verb, m.group(1).strip())
            if not res:
                continue
            fv = fr(verb, "v")
            lex.add(verb, "verb", "-", dict(zip(["3sg.pres", "3pl.pres", "3sg.past", "3pl.past", "pp"],
                                                [[x] for x in res])), (), fv)
            pp = res[4]
            if pp.endswith("o"):
                lex.add(pp, "adjective", "-", {"f.sg": pp[:-1] + "a", "m.pl": pp + "s", "f.pl": pp[:-1] + "as"},
                        {"participle"}, fr(pp, "adj"))
    lex.write([
        "Sources: LanguageTool Spanish dictionary (github jaumeortola/spanish-dict-tools @ f771357), LGPL-2.1:",
        "  nouns (noms-fdic.txt gender/categories, noms-forms.txt plurals), adjectives (adjectius-forms.txt), verbs",
        "  (verbs-fdic.txt conjugation models); doozan/spanish_data frequency.csv @ aeac698 (CC BY 4.0): frequencies,",
        "  adverbs (its adv rows: each form of the usage column written for at least a tenth of the row's count);",
        "  wordfreq %s (data CC BY-SA 4.0)." % pkg_version("wordfreq"),
        "freq: Zipf x 100 from frequency.csv counts of the lemma in that part of speech (n/adj/v/adv); wordfreq",
        "  zipf_frequency(lemma, 'es') when frequency.csv does not list it.",
        "Nouns: MF without a feminine pair -> mf if a person suffix (-ista, -nte, ...), else two entries m and f.",
        "frequent-plural: of two listed plurals, the first is the one wordfreq finds %.1f Zipf more often than the"
        " other (and not that much more often than the lemma): %d nouns (fan -> fans|fanes)." % (RARE_PLURAL_GAP / 100, len(set(frequent_plurals))),
        "tonic-a: feminine noun starting a-/ha- with a written accent on that a (águila, área), or with no written",
        "  accent, two syllables and ending in a vowel, -n or -s (stress on the first syllable: agua, alma, hambre).",
        "Verbs: forms generated from the source's conjugation model (irregular roots from a hand table, stem",
        "  changes per model class); 3sg.past/3pl.past = pretérito indefinido. Participles in -o are also",
        "  listed as adjective entries with the participle flag.",
    ])


if __name__ == "__main__":
    main()
