/// French adjectives and past participles (which agree like adjectives): the four forms, plus the
/// masculine singular used before a vowel (*bel*, *nouvel*, *vieil*), from the lexicon, a small table of
/// irregular adjectives, or the spelling rules (-eux/-euse, -if/-ive, -er/-ère, -el/-elle, -en/-enne,
/// -on/-onne, -et/-ette, -teur/-trice, invariable -e, +e otherwise).
enum FrenchAdjectives {
    /// The forms of one adjective.
    struct Paradigm {
        var mSg: String
        var mSgVowel: String?
        var fSg: String
        var mPl: String
        var fPl: String
        var source: FactSource
        var rule: String

        func form(gender: GrammaticalGender, plural: Bool, beforeVowel: Bool) -> String {
            switch (gender == .feminine, plural) {
            case (true, false): return fSg
            case (true, true): return fPl
            case (false, true): return mPl
            case (false, false): return beforeVowel ? (mSgVowel ?? mSg) : mSg
            }
        }

        /// The gender and number `word` has in this paradigm (nil = either).
        func features(of word: String) -> (gender: GrammaticalGender?, plural: Bool?) {
            let w = word.lowercasedFast()
            let masc = w == mSg || w == mSgVowel || w == mPl
            let fem = w == fSg || w == fPl
            let sg = w == mSg || w == mSgVowel || w == fSg
            let pl = w == mPl || w == fPl
            return (masc == fem ? nil : (fem ? .feminine : .masculine), sg == pl ? nil : pl)
        }
    }

    /// Adjectives whose forms no spelling rule gives: m.sg, m.sg before a vowel, f.sg, m.pl, f.pl.
    static let irregular: [[String]] = [
        ["beau", "bel", "belle", "beaux", "belles"], ["nouveau", "nouvel", "nouvelle", "nouveaux", "nouvelles"],
        ["vieux", "vieil", "vieille", "vieux", "vieilles"], ["fou", "fol", "folle", "fous", "folles"],
        ["mou", "mol", "molle", "mous", "molles"], ["tout", "", "toute", "tous", "toutes"],
        ["jumeau", "", "jumelle", "jumeaux", "jumelles"], ["blanc", "", "blanche", "blancs", "blanches"],
        ["franc", "", "franche", "francs", "franches"], ["sec", "", "sèche", "secs", "sèches"],
        ["frais", "", "fraîche", "frais", "fraîches"], ["long", "", "longue", "longs", "longues"],
        ["doux", "", "douce", "doux", "douces"], ["faux", "", "fausse", "faux", "fausses"],
        ["roux", "", "rousse", "roux", "rousses"], ["bas", "", "basse", "bas", "basses"],
        ["gros", "", "grosse", "gros", "grosses"], ["gras", "", "grasse", "gras", "grasses"],
        ["épais", "", "épaisse", "épais", "épaisses"], ["las", "", "lasse", "las", "lasses"],
        ["gentil", "", "gentille", "gentils", "gentilles"], ["nul", "", "nulle", "nuls", "nulles"],
        ["favori", "", "favorite", "favoris", "favorites"], ["public", "", "publique", "publics", "publiques"],
        ["grec", "", "grecque", "grecs", "grecques"], ["bref", "", "brève", "brefs", "brèves"],
        ["complet", "", "complète", "complets", "complètes"], ["concret", "", "concrète", "concrets", "concrètes"],
        ["discret", "", "discrète", "discrets", "discrètes"], ["inquiet", "", "inquiète", "inquiets", "inquiètes"],
        ["secret", "", "secrète", "secrets", "secrètes"], ["malin", "", "maligne", "malins", "malignes"],
        ["bénin", "", "bénigne", "bénins", "bénignes"], ["aigu", "", "aiguë", "aigus", "aiguës"],
    ]

    /// Masculine -al adjectives whose plural is -als.
    static let alPlurals = WordSet(["banal", "bancal", "fatal", "final", "natal", "naval", "glacial", "tonal", "causal", "idéal"])

    /// Adjectives that usually stand before the noun (so the noun is the next word, not this one).
    static let prenominal = WordSet([
        "petit", "grand", "gros", "beau", "bel", "joli", "bon", "mauvais", "meilleur", "jeune", "vieux", "vieil",
        "nouveau", "nouvel", "premier", "dernier", "deuxième", "second", "prochain", "long", "haut", "autre",
        "même", "seul", "vrai", "faux", "double", "simple", "tout", "chaque", "certain", "plusieurs", "divers",
        "quel", "aucun", "nul", "moindre", "pire", "demi", "ancien", "cher", "pauvre", "propre", "excellent",
    ])

    /// Whether `word` is (a form of) an adjective that usually precedes its noun.
    static func isPrenominal(_ word: String, lexicon: Lexicon) -> Bool {
        FrenchWordFacts.of(word, lexicon).isPrenominal
    }

    /// The paradigm of the written adjective `word` (any of its forms).
    static func paradigm(of word: String, lexicon: Lexicon) -> Paradigm {
        FrenchWordFacts.of(word, lexicon).paradigm
    }

    /// `paradigm`, worked out (memoized in ``FrenchWordFacts``).
    static func derivedParadigm(of word: String, lexicon: Lexicon) -> Paradigm {
        let w = word.lowercasedFast()
        let row = w.isEmpty ? nil : irregular.first(where: { $0.contains(w) })
        if let r = FrenchWords.adjectiveReadings(word, lexicon).first {
            let e = r.entry
            let m = e.lemma.lowercasedFast()
            let f = e.form("f.sg")?.lowercasedFast() ?? (e.has("invariable") ? m : feminine(of: m))
            let mpl = e.form("m.pl")?.lowercasedFast() ?? (e.has("invariable") ? m : masculinePlural(of: m))
            let fpl = e.form("f.pl")?.lowercasedFast() ?? (e.has("invariable") ? f : femininePlural(of: f))
            let vowel = e.form("m.sg.vowel")?.lowercasedFast() ?? row.flatMap { $0[0] == m && !$0[1].isEmpty ? $0[1] : nil }
            return Paradigm(mSg: m, mSgVowel: vowel, fSg: f, mPl: mpl, fPl: fpl,
                            source: FrenchWords.source(e), rule: "fr.adjective.lexicon")
        }
        if let row {
            return Paradigm(mSg: row[0], mSgVowel: row[1].isEmpty ? nil : row[1], fSg: row[2], mPl: row[3], fPl: row[4],
                            source: .grammar, rule: "fr.adjective.irregular")
        }
        let m = masculineSingular(of: w)
        let f = feminine(of: m)
        return Paradigm(mSg: m, mSgVowel: nil, fSg: f, mPl: masculinePlural(of: m), fPl: femininePlural(of: f),
                        source: .guess, rule: "fr.adjective.rule")
    }

    // MARK: Rules

    /// Feminine of a masculine singular.
    static func feminine(of m: String) -> String {
        func swap(_ suffix: String, _ replacement: String) -> String { String(m.dropLast(suffix.count)) + replacement }
        if m.hasSuffixFast("e") { return m }
        if m.hasSuffixFast("eux") { return swap("eux", "euse") }
        if m.hasSuffixFast("x") { return swap("x", "se") }
        if m.hasSuffixFast("érieur") || ["meilleur", "majeur", "mineur"].contains(m) { return m + "e" }
        if m.hasSuffixFast("teur") { return swap("teur", "trice") }
        if m.hasSuffixFast("eur") { return swap("eur", "euse") }
        if m.hasSuffixFast("f") { return swap("f", "ve") }
        if m.hasSuffixFast("er") { return swap("er", "ère") }
        if m.hasSuffixFast("el") || m.hasSuffixFast("eil") || m.hasSuffixFast("ul") { return m + "le" }
        if m.hasSuffixFast("en") || m.hasSuffixFast("on") { return m + "ne" }
        if m.hasSuffixFast("et") { return m + "te" }
        if m.hasSuffixFast("c") { return m + "que" }
        if m.hasSuffixFast("g") { return m + "ue" }
        return m + "e"
    }

    /// Masculine plural of a masculine singular.
    static func masculinePlural(of m: String) -> String {
        if m.hasSuffixFast("s") || m.hasSuffixFast("x") { return m }
        if m.hasSuffixFast("eau") { return m + "x" }
        if m.hasSuffixFast("al"), !alPlurals.contains(m) { return String(m.dropLast(2)) + "aux" }
        return m + "s"
    }

    static func femininePlural(of f: String) -> String { f.hasSuffixFast("s") ? f : f + "s" }

    /// Feminine and plural endings undone, for a written form no table knows: the ordered list of endings
    /// whose masculine singular is unambiguous.
    static let feminineEndings: [(feminine: String, masculine: String)] = [
        ("euse", "eux"), ("trice", "teur"), ("ive", "if"), ("ère", "er"), ("elle", "el"), ("eille", "eil"),
        ("enne", "en"), ("onne", "on"), ("ette", "et"), ("ée", "é"),
        // -que and -gue are the same in both genders (*magnifique*, *vague*, *chaque*); other -ue feminines drop
        // their e (*continue* → *continu*).
        ("que", "que"), ("gue", "gue"), ("ue", "u"), ("ie", "i"), ("ale", "al"),
        ("ante", "ant"), ("ente", "ent"), ("aise", "ais"), ("oise", "ois"), ("aite", "ait"), ("ite", "it"),
        ("ête", "êt"), ("ise", "is"), ("ine", "in"), ("rte", "rt"), ("nde", "nd"),
    ]

    /// The masculine singular of a written form (which may be feminine and/or plural).
    static func masculineSingular(of w: String) -> String {
        var s = w
        if s.hasSuffixFast("eaux") { s = String(s.dropLast()) }
        else if s.hasSuffixFast("aux"), s.count > 4 { s = String(s.dropLast(3)) + "al" }
        else if s.hasSuffixFast("s"), s.count > 2, FrenchNouns.looksPlural(s) || s.hasSuffixFast("us") && s.count > 5 { s = String(s.dropLast()) }
        for (f, m) in feminineEndings where s.hasSuffixFast(f) && s.count > f.count + 1 {
            return String(s.dropLast(f.count)) + m
        }
        return s
    }

    /// The gender a written adjective shows (nil when it cannot tell, e.g. *rouge*).
    static func gender(of word: String, lexicon: Lexicon) -> (GrammaticalGender?, FactSource) {
        let facts = FrenchWordFacts.of(word, lexicon)
        return (facts.adjectiveFeatures.gender, facts.paradigm.source)
    }

    /// `word` inflected to `gender` (nil = keep its own) and `number` (nil = keep its own), keeping its
    /// casing. `beforeVowel`: the next word is the vowel-initial noun (*bel homme*).
    static func inflect(_ word: String, gender: GrammaticalGender?, number: GrammaticalNumber?, beforeVowel: Bool,
                        lexicon: Lexicon) -> FrenchNouns.Result {
        inflect(word, facts: FrenchWordFacts.of(word, lexicon), gender: gender, number: number, beforeVowel: beforeVowel)
    }

    /// The same, with the word's facts already looked up.
    static func inflect(_ word: String, facts wordFacts: FrenchWordFacts, gender: GrammaticalGender?, number: GrammaticalNumber?,
                        beforeVowel: Bool) -> FrenchNouns.Result {
        // A word written inclusively (*actif·ve*) is both genders already: only its number changes.
        if FrenchInclusive.isWritten(word) {
            guard let number else { return FrenchNouns.Result(form: word, rule: "fr.inclusive.unchanged") }
            if number.isSingular { return wordFacts.singular ?? FrenchNouns.Result(form: word, rule: "fr.inclusive.singular.unchanged") }
            return wordFacts.plural // (FrenchNouns.derivedPlural reads the written inclusive form)
        }
        let p = wordFacts.paradigm
        let own = wordFacts.adjectiveFeatures
        let g: GrammaticalGender = gender == .feminine ? .feminine : (gender == nil ? (own.gender ?? .masculine) : .masculine)
        let plural = number.map { !$0.isSingular } ?? (own.plural ?? false)
        var form = p.form(gender: g, plural: plural, beforeVowel: beforeVowel)
        // An unknown written form the rules cannot take apart stays as it is when nothing changes.
        if gender == nil && number == nil { form = wordFacts.lower }
        var facts = [TraceFact(word, "masculine singular", p.mSg, source: p.source)]
        if gender != nil { facts.append(TraceFact(word, "target grammaticalGender", g.rawValue, source: .grammar)) }
        if beforeVowel && g != .feminine && !plural { facts.append(TraceFact(word, "before", "vowel", source: .grammar)) }
        let rule: String
        if form == wordFacts.lower { rule = p.rule + ".unchanged" }
        else if g == .feminine { rule = p.rule + (plural ? ".feminine-plural" : ".feminine") }
        else if plural { rule = p.rule + ".plural" }
        else if beforeVowel && form == p.mSgVowel { rule = p.rule + ".before-vowel" }
        else { rule = p.rule + ".masculine" }
        return FrenchNouns.Result(form: Casing.apply(from: word, to: form), rule: rule, facts: facts)
    }
}
