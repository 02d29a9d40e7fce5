"""Italian lexicon. Sources: Morph-it! (nouns, adjectives; via FreeLing), hand table of frequent
irregular verbs, wordfreq (frequencies)."""
import re
from collections import defaultdict

from common import Lexicon, src, zipf, pkg_version, RARE_PLURAL_GAP

# 3sg.pres 3pl.pres 3sg.past(passato remoto) 3pl.past pp
VERBS = {
    "essere": "è sono fu furono stato", "avere": "ha hanno ebbe ebbero avuto",
    "stare": "sta stanno stette stettero stato", "fare": "fa fanno fece fecero fatto",
    "andare": "va vanno andò andarono andato", "dare": "dà danno diede diedero dato",
    "venire": "viene vengono venne vennero venuto", "dire": "dice dicono disse dissero detto",
    "potere": "può possono poté poterono potuto", "volere": "vuole vogliono volle vollero voluto",
    "dovere": "deve devono dovette dovettero dovuto", "sapere": "sa sanno seppe seppero saputo",
    "vedere": "vede vedono vide videro visto", "tenere": "tiene tengono tenne tennero tenuto",
    "uscire": "esce escono uscì uscirono uscito", "bere": "beve bevono bevve bevvero bevuto",
    "prendere": "prende prendono prese presero preso", "mettere": "mette mettono mise misero messo",
    "scrivere": "scrive scrivono scrisse scrissero scritto", "leggere": "legge leggono lesse lessero letto",
    "chiedere": "chiede chiedono chiese chiesero chiesto", "rispondere": "risponde rispondono rispose risposero risposto",
    "vivere": "vive vivono visse vissero vissuto", "nascere": "nasce nascono nacque nacquero nato",
    "morire": "muore muoiono morì morirono morto", "aprire": "apre aprono aprì aprirono aperto",
    "chiudere": "chiude chiudono chiuse chiusero chiuso", "perdere": "perde perdono perse persero perso",
    "correre": "corre corrono corse corsero corso", "vincere": "vince vincono vinse vinsero vinto",
    "rimanere": "rimane rimangono rimase rimasero rimasto", "scegliere": "sceglie scelgono scelse scelsero scelto",
    "conoscere": "conosce conoscono conobbe conobbero conosciuto", "piacere": "piace piacciono piacque piacquero piaciuto",
    "credere": "crede credono credette credettero creduto", "ricevere": "riceve ricevono ricevette ricevettero ricevuto",
    "vendere": "vende vendono vendette vendettero venduto", "ripetere": "ripete ripetono ripeté ripeterono ripetuto",
    "cadere": "cade cadono cadde caddero caduto", "parere": "pare paiono parve parvero parso",
    "porre": "pone pongono pose posero posto", "trarre": "trae traggono trasse trassero tratto",
    "condurre": "conduce conducono condusse condussero condotto", "produrre": "produce producono produsse produssero prodotto",
    "tradurre": "traduce traducono tradusse tradussero tradotto", "spegnere": "spegne spengono spense spensero spento",
    "accendere": "accende accendono accese accesero acceso", "decidere": "decide decidono decise decisero deciso",
    "dormire": "dorme dormono dormì dormirono dormito", "sentire": "sente sentono sentì sentirono sentito",
    "partire": "parte partono partì partirono partito", "seguire": "segue seguono seguì seguirono seguito",
    "offrire": "offre offrono offrì offrirono offerto", "soffrire": "soffre soffrono soffrì soffrirono sofferto",
    "servire": "serve servono servì servirono servito", "finire": "finisce finiscono finì finirono finito",
    "capire": "capisce capiscono capì capirono capito", "preferire": "preferisce preferiscono preferì preferirono preferito",
    "pulire": "pulisce puliscono pulì pulirono pulito", "costruire": "costruisce costruiscono costruì costruirono costruito",
    "salire": "sale salgono salì salirono salito", "apparire": "appare appaiono apparve apparvero apparso",
    "muovere": "muove muovono mosse mossero mosso", "rompere": "rompe rompono ruppe ruppero rotto",
    "crescere": "cresce crescono crebbe crebbero cresciuto", "tacere": "tace tacciono tacque tacquero taciuto",
    "valere": "vale valgono valse valsero valso", "giungere": "giunge giungono giunse giunsero giunto",
    "raggiungere": "raggiunge raggiungono raggiunse raggiunsero raggiunto", "togliere": "toglie tolgono tolse tolsero tolto",
    "cogliere": "coglie colgono colse colsero colto", "stringere": "stringe stringono strinse strinsero stretto",
    "rendere": "rende rendono rese resero reso", "difendere": "difende difendono difese difesero difeso",
    "scendere": "scende scendono scese scesero sceso", "spendere": "spende spendono spese spesero speso",
    "dipendere": "dipende dipendono dipese dipesero dipeso", "sorridere": "sorride sorridono sorrise sorrisero sorriso",
    "ridere": "ride ridono rise risero riso", "discutere": "discute discutono discusse discussero discusso",
    "esistere": "esiste esistono esistette esistettero esistito", "resistere": "resiste resistono resistette resistettero resistito",
    "assistere": "assiste assistono assistette assistettero assistito", "insistere": "insiste insistono insistette insistettero insistito",
    "succedere": "succede succedono successe successero successo", "mantenere": "mantiene mantengono mantenne mantennero mantenuto",
    "ottenere": "ottiene ottengono ottenne ottennero ottenuto", "contenere": "contiene contengono contenne contennero contenuto",
    "divenire": "diviene divengono divenne divennero divenuto", "diventare": "diventa diventano diventò diventarono diventato",
    "proporre": "propone propongono propose proposero proposto", "comporre": "compone compongono compose composero composto",
    "esporre": "espone espongono espose esposero esposto", "imporre": "impone impongono impose imposero imposto",
    "permettere": "permette permettono permise permisero permesso", "promettere": "promette promettono promise promisero promesso",
    "scoprire": "scopre scoprono scoprì scoprirono scoperto", "coprire": "copre coprono coprì coprirono coperto",
    "convincere": "convince convincono convinse convinsero convinto", "dipingere": "dipinge dipingono dipinse dipinsero dipinto",
    "spingere": "spinge spingono spinse spinsero spinto", "fingere": "finge fingono finse finsero finto",
    "piangere": "piange piangono pianse piansero pianto", "cuocere": "cuoce cuociono cosse cossero cotto",
    "nascondere": "nasconde nascondono nascose nascosero nascosto", "registrare": "registra registrano registrò registrarono registrato",
}
VERBS = {k: v.split() for k, v in VERBS.items()}
NOUN_SLOTS = {"S": "sg", "P": "pl", "N": "inv"}
# Derivational suffixes that make feminine nouns only (abstract nouns, never persons; margine, the one -gine
# masculine, Morph-it tags masculine).
FEMININE_SUFFIXES = ("zione", "sione", "tà", "tù", "gine", "udine")


def elision(word):
    w = word.lower()
    if re.match(r"^i[aeiouàèéìòù]", w) or re.match(r"^(u[aeioàèéìò])", w) and w.startswith(("uo", "ua", "ue", "ui")) and False:
        return False
    return bool(re.match(r"^[aeiouàèéìòùh]", w))


def main():
    lex = Lexicon("it")
    nouns = defaultdict(lambda: defaultdict(list))
    with open(src("it", "nouns"), encoding="utf-8") as f:
        for line in f:
            p = line.split()
            if len(p) != 3 or not p[2].startswith("NC"):
                continue
            form, lemma, tag = p
            if form not in nouns[lemma][tag[2:4]]:
                nouns[lemma][tag[2:4]].append(form)

    # Morph-it lists a few irregular plurals as lemmas of their own (uomini, templi), which leaves the singular
    # without a plural (2 uomo -> "2 uomi" by rule). A lemma with singular forms only takes the plural-only lemma of
    # the same gender that starts with all but its last two letters (uomo/uomini, tempio/templi), when just one does.
    def tag_genders(fm):
        return {k[0] for k in fm}
    singular_only = [l for l, fm in nouns.items() if all(k[1] == "S" for k in fm)]
    plural_only = [l for l, fm in nouns.items() if all(k[1] == "P" for k in fm)]
    for lemma in singular_only:
        stem = lemma[:-2]
        if len(stem) < 2:
            continue
        cands = [p for p in plural_only if p.startswith(stem) and tag_genders(nouns[p]) == tag_genders(nouns[lemma])]
        if len(cands) == 1 and cands[0] in nouns:
            for tag, forms in nouns.pop(cands[0]).items():
                nouns[lemma][tag] += [x for x in forms if x not in nouns[lemma][tag]]

    # Morph-it tags some nouns of one gender as common (C, either gender: immagine, azione, età). A noun made with a
    # suffix that Italian grammar makes feminine, and that never names a person (-zione, -sione, -tà, -tù, -gine,
    # -udine), is feminine when the source gives no form of either gender: the person nouns of common gender
    # (cantante, nipote) end otherwise.
    for lemma, fm in nouns.items():
        if tag_genders(fm) == {"C"} and lemma.endswith(FEMININE_SUFFIXES):
            nouns[lemma] = defaultdict(list, {"F" + k[1]: v for k, v in fm.items()})

    def cia_gia_order(lemma, plurals):
        # Morph-it lists both plurals of a noun in -cia/-gia in alphabetical order (camice|camicie). Italian spelling
        # keeps the i after a vowel (camicia -> camicie, ciliegia -> ciliegie) and drops it after a consonant
        # (fascia -> fasce, minaccia -> minacce): that plural goes first.
        if len(plurals) < 2 or not lemma.endswith(("cia", "gia")) or len(lemma) < 4:
            return plurals
        keeps_i = lemma[-4] in "aeiouàèéìòù"
        preferred = lemma[:-1] + "e" if keeps_i else lemma[:-2] + "e"
        return sorted(plurals, key=lambda x: x != preferred)

    def fem_of(lemma):
        cands = []
        if lemma.endswith("o"):
            cands.append(lemma[:-1] + "a")
        if lemma.endswith("tore"):
            cands.append(lemma[:-4] + "trice")
        if lemma.endswith("e"):
            cands += [lemma[:-1] + "essa", lemma[:-1] + "a"]
        for c in cands:
            if c in nouns and nouns[c].get("FS"):
                return c
        return None

    feminine_first = []
    for lemma, fm in nouns.items():
        f = zipf(lemma, "it")
        genders = set()
        for k in fm:
            genders.add(k[0])
        if "C" in genders:
            out = {}
            pls = fm.get("MP", []) + fm.get("FP", []) + fm.get("CP", [])
            if fm.get("MP") and fm.get("FP") and fm["MP"] != fm["FP"]:
                out = {"pl": fm["MP"][:1], "f.pl": fm["FP"][:1]}
            elif (fm.get("MP") and not fm.get("FP") and not fm.get("CP") and not fm.get("CN")
                  and f - zipf(fm["MP"][0], "it") >= RARE_PLURAL_GAP):
                # A noun of either gender with a masculine plural only (la radio / il radio, radii): the feminine is
                # a shortened word, invariable like every feminine in -o (le radio). When wordfreq finds the
                # masculine plural rare (RARE_PLURAL_GAP below the lemma), the masculine is the rare reading: the
                # feminine is an entry of its own, before it. (An f.pl equal to the lemma on the common entry would
                # make every singular read as a plural: *la moto* -> *le moti*.)
                lex.add(lemma, "noun", "f", {}, {"invariable"}, f)
                lex.add(lemma, "noun", "m", {"pl": fm["MP"][:1]}, (), zipf(fm["MP"][0], "it"))
                feminine_first.append(lemma)
                continue
            elif pls:
                out = {"pl": pls[:1]}
            lex.add(lemma, "noun", "mf", out, {"invariable"} if fm.get("CN") else (), f)
            continue
        for g in sorted(genders):
            gg = g.lower()
            sg = fm.get(g + "S", [])
            pl = cia_gia_order(lemma, [x for x in fm.get(g + "P", []) if x != lemma])
            flags = set()
            if fm.get(g + "N"):
                flags.add("invariable")
            elif not sg and pl:
                flags.add("plural-only")
            out = {"pl": pl} if pl else {}
            if gg == "m" and "F" not in genders:
                fem = fem_of(lemma)
                if fem:
                    out["f.sg"] = [fem]
                    out["f.pl"] = cia_gia_order(fem, nouns[fem].get("FP", []))[:1]
            if gg == "f" and "M" in genders and not sg and lemma in nouns and fm.get("MS"):
                # braccio -> le braccia: feminine plural of a masculine noun, kept as a plural variant
                lex.add(lemma, "noun", "m", {"pl": pl}, (), f)
                continue
            lex.add(lemma, "noun", gg, out, flags, f)

    adjs = defaultdict(lambda: defaultdict(list))
    verbs_seen = set()
    with open(src("it", "adjs"), encoding="utf-8") as f:
        for line in f:
            p = line.split()
            if len(p) != 3 or not p[2].startswith("AQ"):
                continue
            form, lemma, tag = p
            if re.search(r"(are|ere|ire|rre)$", lemma) and not form.startswith(lemma[:2]) is False and form.endswith(("nte", "nti")):
                verbs_seen.add(lemma)
                continue
            adjs[lemma][tag[3:5]].append(form)
    for lemma, fm in adjs.items():
        def cp(x):
            n = 0
            while n < min(len(x), len(lemma)) and x[n] == lemma[n]:
                n += 1
            return n

        def first(*keys):
            cands = [(cp(x), -i, -fm[k].index(x), x) for i, k in enumerate(keys) for x in fm.get(k, [])]
            return max(cands)[3] if cands else None  # superlatives (massimo under grande) lose
        if re.search(r"(are|ere|ire)$", lemma) and not fm.get("MS"):
            continue
        out = {"f.sg": first("FS", "CS", "CN") or lemma, "m.pl": first("MP", "CP", "CN") or lemma,
               "f.pl": first("FP", "CP", "CN") or lemma}
        flags = {"invariable"} if all(v == lemma for v in out.values()) else set()
        lex.add(lemma, "adjective", "-", out, flags, zipf(lemma, "it"))

    # verbs: hand table, plus regular -are verbs known from Morph-it's present participles
    for v in sorted(verbs_seen):
        if v in VERBS or not v.endswith("are") or any(v.endswith(x) for x in ("fare", "dare", "stare")):
            continue
        st = v[:-3]
        pres = st + "a"
        p6 = st + "ano"
        VERBS.setdefault(v, [pres, p6, st + "ò", st + "arono", st + "ato"])
    for v, forms in VERBS.items():
        lex.add(v, "verb", "-", dict(zip(["3sg.pres", "3pl.pres", "3sg.past", "3pl.past", "pp"], [[x] for x in forms])),
                (), zipf(v, "it"))
        pp = forms[4]
        if pp.endswith("o"):
            e = lex.get(pp, "adjective")
            if e:
                e["flags"].add("participle")
            else:
                lex.add(pp, "adjective", "-", {"f.sg": pp[:-1] + "a", "m.pl": pp[:-1] + "i", "f.pl": pp[:-1] + "e"},
                        {"participle"}, zipf(pp, "it"))

    for (lemma, pos, g), e in lex.entries.items():
        if pos in ("noun", "adjective") and elision(lemma):
            e["flags"].add("elision")
    lex.write([
        "Sources: Morph-it! (Marco Baroni, Eros Zanchetta; University of Bologna) as distributed in FreeLing",
        "  data/it/dictionary/entries (@ e08efbc), CC BY-SA: nouns and adjectives with all forms;",
        "  wordfreq %s (data CC BY-SA 4.0): freq = zipf_frequency(lemma, 'it') x 100." % pkg_version("wordfreq"),
        "Verbs: hand table of frequent irregular verbs (essere, avere, stare, fare, ...), plus regular -are verbs",
        "  whose present participle Morph-it lists; 3sg.past/3pl.past = passato remoto. Participles in -o are",
        "  also adjective entries (-o/-a/-i/-e) with the participle flag. Morph-it's -ante/-ente participles",
        "  are not listed as adjectives.",
        "Nouns: masculine nouns whose feminine lemma exists (gatto/gatta, attore/attrice, dottore/dottoressa)",
        "  carry f.sg/f.pl; common-gender nouns (regista) are mf with pl (masculine) and f.pl. Nouns Morph-it",
        "  tags common whose suffix is feminine only (-zione, -sione, -tà, -tù, -gine, -udine: immagine, azione)",
        "  are f. A plural Morph-it lists as its own lemma is the plural of the singular-only lemma of the same",
        "  gender that shares all but its last two letters (uomo/uomini, tempio/templi). Of two plurals of a",
        "  -cia/-gia noun, the one Italian spelling prefers comes first (camicie, but fasce).",
        "Nouns Morph-it tags common with a masculine plural only that wordfreq finds %.1f Zipf below the lemma: the"
        " feminine, invariable, is an entry of its own before the masculine, whose freq is its plural's (%s)."
        % (RARE_PLURAL_GAP / 100, ", ".join(sorted(feminine_first))),
        "elision: noun/adjective starting with a vowel or h, except i + vowel (lo iato).",
    ])


if __name__ == "__main__":
    main()
