"""Portuguese lexicon. Sources: LanguageTool Portuguese dictionary (nouns/adjectives/verbs, speller
lists for pt-BR and pt-PT), wordfreq (frequencies)."""
import re
import unicodedata
from collections import defaultdict

from common import Lexicon, src, zipf, pkg_version
from languagetool import read_noun_categories, read_noun_forms, noun_entry, read_adjectives, follows_root, by_analogy

# 3sg.pres 3pl.pres 3sg.past(perfeito) 3pl.past pp for irregular roots; prefix + root gets prefix + forms
IRREGULAR = {
    "ser": "é são foi foram sido", "estar": "está estão esteve estiveram estado",
    "ter": "tem têm teve tiveram tido", "haver": "há hão houve houveram havido",
    "ir": "vai vão foi foram ido", "fazer": "faz fazem fez fizeram feito",
    "dizer": "diz dizem disse disseram dito", "pôr": "põe põem pôs puseram posto",
    "por": "põe põem pôs puseram posto", "vir": "vem vêm veio vieram vindo",
    "ver": "vê veem viu viram visto", "dar": "dá dão deu deram dado",
    "poder": "pode podem pôde puderam podido", "saber": "sabe sabem soube souberam sabido",
    "querer": "quer querem quis quiseram querido", "trazer": "traz trazem trouxe trouxeram trazido",
    "caber": "cabe cabem coube couberam cabido", "ler": "lê leem leu leram lido",
    "crer": "crê creem creu creram crido", "rir": "ri riem riu riram rido",
    "escrever": "escreve escrevem escreveu escreveram escrito", "abrir": "abre abrem abriu abriram aberto",
    "cobrir": "cobre cobrem cobriu cobriram coberto", "prover": "provê proveem proveu proveram provido",
    "valer": "vale valem valeu valeram valido", "jazer": "jaz jazem jazeu jazeram jazido",
    "prazer": "praz prazem prouve prouveram prazido", "requerer": "requer requerem requereu requereram requerido",
    "reaver": "reouve reouveram reouve reouveram reavido", "perder": "perde perdem perdeu perderam perdido",
    "construir": "constrói constroem construiu construíram construído",
    "destruir": "destrói destroem destruiu destruíram destruído",
    "fugir": "foge fogem fugiu fugiram fugido", "subir": "sobe sobem subiu subiram subido",
    "sumir": "some somem sumiu sumiram sumido", "acudir": "acode acodem acudiu acudiram acudido",
    "cuspir": "cospe cospem cuspiu cuspiram cuspido", "sacudir": "sacode sacodem sacudiu sacudiram sacudido",
    "doer": "dói doem doeu doeram doído", "precaver": "precave precavem precaveu precaveram precavido",
    "reunir": "reúne reúnem reuniu reuniram reunido", "proibir": "proíbe proíbem proibiu proibiram proibido",
    "imprimir": "imprime imprimem imprimiu imprimiram impresso",
    "morrer": "morre morrem morreu morreram morrido", "ouvir": "ouve ouvem ouviu ouviram ouvido",
}
IRREGULAR = {k: v.split() for k, v in IRREGULAR.items()}
ROOTS_LONGEST_FIRST = sorted(IRREGULAR, key=len, reverse=True)
UIR = {"abluir", "arguir", "pruir", "buir"}  # conclui, concluem, concluiu, concluíram, concluído
AIR = {"cair", "sair", "raer", "embair", "sobresair"}
EAR = {"arear", "odiar", "gear", "aurorear"}  # passeia / odeia in the singular and 3pl present
OER = {"corroer", "doer", "moer"}
ZIR = {"conduzir", "introduzir"}


def conjugate(verb, model):
    # An irregular root lends its forms to verbs whose model is that root or a prefixed form of it (conter ->
    # ater = a + ter); servir (ser + vir) and aderir (model ferir) are not derived from vir or rir.
    for key in ROOTS_LONGEST_FIRST:
        if verb.endswith(key) and (verb == key or follows_root(model, key)):
            pre = verb[: len(verb) - len(key)]
            out = [pre + x for x in IRREGULAR[key]]
            if pre and key in ("ter", "vir"):  # detém, detêm; provém, provêm
                out[0] = pre + key[0] + "ém"
                out[1] = pre + key[0] + "êm"
            return out
    if model in IRREGULAR:
        out = by_analogy(verb, model, IRREGULAR[model])
        if out:
            return out
    stem, end = verb[:-2], verb[-2:]
    if model in UIR or (end == "ir" and stem.endswith("u") and model not in ("seguir", "distinguir", "extinguir", "restinguir", "delinquir", "relinquir", "lusquir", "entanguir", "ressequir")):
        return [stem + "i", stem + "em", stem + "iu", stem + "íram", stem + "ído"]
    if model in AIR or (end in ("ir",) and stem.endswith("a")):
        return [stem + "i", stem + "em", stem + "iu", stem + "íram", stem + "ído"]
    if model in OER:
        return [stem[:-1] + "ói", stem + "em", stem + "eu", stem + "eram", stem + "ído"]
    if end == "ar":
        p3, p6 = stem + "a", stem + "am"
        if model in EAR:
            base = stem[:-1] if stem.endswith(("e", "i")) else stem
            p3, p6 = base + "eia", base + "eiam"
        return [p3, p6, stem + "ou", stem + "aram", stem + "ado"]
    if end == "er":
        return [stem + "e", stem + "em", stem + "eu", stem + "eram", stem + "ido"]
    if end == "ir":
        # Stem changes of -ir models (ferir, servir, dormir…) touch only the 1st person singular and the
        # subjunctive, not these forms.
        p3 = stem if model in ZIR or stem.endswith("uz") else stem + "e"
        return [p3, stem + "em", stem + "iu", stem + "iram", stem + "ido"]
    return None  # -ôr verbs conjugate only through the pôr root above


def read_dic(path):
    words = set()
    with open(path, encoding="latin-1") as f:
        next(f)
        for line in f:
            w = line.strip().split("/")[0]
            if w:
                words.add(w)
    return words


def variant_key(w):
    """Key shared by pt-BR / pt-PT spelling pairs: accents removed, silent c/p before c ç t removed,
    -ctar/-tar, registar/registrar."""
    s = unicodedata.normalize("NFD", w.lower())
    s = "".join(ch for ch in s if unicodedata.category(ch) != "Mn")
    s = re.sub(r"[cp](?=[ct])", "", s)
    s = s.replace("mn", "n").replace("str", "st")
    return s


REGULAR_MODELS = {"amar", "colocar", "alugar", "atiçar", "gerecer", "demitir", "temer", "agir", "ranger",
                  "concetualizar", "cegar", "secar", "entregar", "premiar", "agenciar"}
PERSON_MF = re.compile(r"(ista|nte|cida|ata|iatra|ícola)$")


def main():
    lex = Lexicon("pt")

    def fr(lemma):
        return zipf(lemma, "pt")

    cats, pairs, plural_order = read_noun_categories(src("pt", "nouns-fdic.txt"), r"^([A-Z]+)")
    forms = read_noun_forms(src("pt", "nouns-forms.txt"))
    for lemma, cat in cats.items():
        f = fr(lemma)
        flags, g, out = noun_entry(lemma, cat, forms.get(lemma, {}), pairs, plural_order, same_plural_last=True)
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
            lex.add(lemma, "noun", gg, out, flags, f)

    adjectives = read_adjectives(src("pt", "adjectives-forms.txt"))
    for lemma, out in adjectives.items():
        flags = {"invariable"} if all(v == lemma for v in out.values()) else set()
        regular = (lemma.endswith("o") and out == {"f.sg": lemma[:-1] + "a", "m.pl": lemma + "s", "f.pl": lemma[:-1] + "as"}) or \
                  (lemma.endswith("e") and out == {"f.sg": lemma, "m.pl": lemma + "s", "f.pl": lemma + "s"})
        if regular and fr(lemma) == 0:
            continue  # size budget: unknown-frequency adjectives with regular -o/-a/-os/-as or -e/-es forms
        lex.add(lemma, "adjective", "-", out, flags, fr(lemma))

    skipped = 0
    with open(src("pt", "verbs-fdic.txt"), encoding="utf-8") as f:
        for line in f:
            if line.startswith("#") or "=" not in line:
                continue
            verb, right = line.rstrip("\n").split("=", 1)
            m = re.search(r"model:([^;]+)", right)
            if not m or " " in verb:
                continue
            model = m.group(1).strip()
            res = conjugate(verb, model)
            if not res:
                continue
            if fr(verb) == 0 and model in REGULAR_MODELS:
                skipped += 1
                continue  # size budget: unknown-frequency regular verbs follow the rules
            lex.add(verb, "verb", "-", dict(zip(["3sg.pres", "3pl.pres", "3sg.past", "3pl.past", "pp"],
                                                [[x] for x in res])), (), fr(verb))
            pp = res[4]
            if pp.endswith("o") and (fr(pp) > 0 or pp in adjectives):
                lex.add(pp, "adjective", "-", {"f.sg": pp[:-1] + "a", "m.pl": pp + "s", "f.pl": pp[:-1] + "as"},
                        {"participle"}, fr(pp))

    # BR / PT spelling flags
    br = read_dic(src("pt", "speller-pt_BR.dic"))
    pt = read_dic(src("pt", "speller-pt_PT_90.dic"))
    groups = defaultdict(set)
    for w in set(k[0] for k in lex.entries) | br | pt:
        groups[variant_key(w)].add(w)
    nflag = 0
    for (lemma, pos, g), e in lex.entries.items():
        in_br, in_pt = lemma in br, lemma in pt
        if in_br == in_pt:
            continue
        others = groups[variant_key(lemma)] - {lemma}
        if in_br and any(o in pt and o not in br for o in others):
            e["flags"].add("BR")
            nflag += 1
        elif in_pt and any(o in br and o not in pt for o in others):
            e["flags"].add("PT")
            nflag += 1

    lex.write([
        "Sources: LanguageTool Portuguese dictionary (github languagetool-org/portuguese-pos-dict @ aa4805b),",
        "  LGPL-2.1: nouns-fdic/nouns-forms (gender, plurals), adjectives-forms, verbs-fdic (conjugation",
        "  models), speller-pt_BR.dic / speller-pt_PT_90.dic (BR/PT flags); wordfreq %s (data CC BY-SA 4.0)." % pkg_version("wordfreq"),
        "freq: wordfreq zipf_frequency(lemma, 'pt') x 100.",
        "BR/PT: the lemma is in only one of the two speller lists and a spelling variant of it (same letters",
        "  without accents and silent c/p: facto/fato, económico/econômico, registar/registrar) is only in the other.",
        "Nouns: MF without a feminine pair -> mf if a person suffix (-ista, -nte, ...), else two entries m and f.",
        "Omitted for size: verbs with a regular model (amar, temer, demitir, ...) unknown to wordfreq, and",
        "  participle entries of such verbs; adjectives unknown to wordfreq with regular forms",
        "  (-o/-a/-os/-as, -e/-e/-es/-es).",
        "Verbs: generated from the source's conjugation model (irregular roots from a hand table); 3sg.past/",
        "  3pl.past = pretérito perfeito. Participles in -o are also adjective entries with the participle flag.",
    ])


if __name__ == "__main__":
    main()
