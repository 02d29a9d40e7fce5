/// The gender of Portuguese nouns: a declared `morphology` first, then the lexicon, then documented suffix
/// rules (marked as guesses): *-ção*, *-são*, *-dade*, *-tude*, *-agem*, *-ice*, *-ez(a)*, *-ura*, *-ã(e)*, *-ise*, *-a*
/// → feminine; *-ema*, *-oma*, *-grama*, *-orama*, *-ismo*, *-o*, *-or*, *-ão*, *-ês* → masculine.
enum PortugueseGender {
    /// What is known about a noun's gender.
    struct Fact {
        var gender: GrammaticalGender?
        var source: FactSource
        /// The noun has a form for each gender (*primo*/*prima*, *usuário*/*usuária*) or is common to both
        /// (*estudante*): the referent decides.
        var variesWithReferent: Bool = false
        var fact: TraceFact?
    }

    /// (*-ite* is no rule: among the lexicon's common nouns it ends as many masculines, *site*, *limite*, *convite*,
    /// as feminines, *noite*, *elite*, *hepatite*; a word it does not know, *holerite*, was guessed feminine.)
    static let feminineSuffixes = ["ção", "são", "dade", "tude", "agem", "ice", "eza", "ez", "ura", "ãe", "ã", "ise"]
    /// Greek *-ma* nouns (*problema*, *idioma*, *programa*, *panorama*) are masculine; other *-ma* nouns
    /// (*cama*, *prima*) follow the *-a* rule.
    static let masculineSuffixes = ["ema", "oma", "grama", "orama", "ismo", "or", "ão", "ês", "o", "ume"]

    /// The gender of a noun (singular or plural).
    static func of(noun word: String, declared: InflectionMorphology?, lexicon: Lexicon, locale: InflectionLocale) -> Fact {
        if let g = declared?.grammaticalGender {
            return Fact(gender: g, source: .declaration, fact: TraceFact(word, "grammaticalGender", g.rawValue, source: .declaration))
        }
        let readings = PortugueseNouns.readings(of: word, lexicon: lexicon, locale: locale)
        if let tie = tie(word, readings: readings) { return tie }
        for r in readings {
            let e = r.entry
            let src = PortugueseNouns.source(e)
            let varies = e.forms["f.sg"] != nil || e.forms["m.sg"] != nil || e.gender == .common
            var g = e.gender.grammaticalGender
            if r.slots.contains("f.sg") || r.slots.contains("f.pl") { g = .feminine }
            if r.slots.contains("m.sg") || r.slots.contains("m.pl") { g = .masculine }
            if let g {
                return Fact(gender: g, source: src, variesWithReferent: varies,
                            fact: TraceFact(word, "grammaticalGender", g.rawValue, source: src))
            }
            if e.gender == .common {
                return Fact(gender: nil, source: src, variesWithReferent: true,
                            fact: TraceFact(word, "grammaticalGender", "common", source: src))
            }
        }
        if let parts = PortugueseNouns.compoundParts(word) {
            let i = PortugueseNouns.varyingParts(parts, lexicon: lexicon, locale: locale).first ?? 0
            return of(noun: parts[i], declared: nil, lexicon: lexicon, locale: locale)
        }
        return guess(word)
    }

    /// The gender of a noun the lexicon lists as two entries of one lemma, masculine and feminine, equally frequent
    /// (*papel*, *corte*, *cabeça*, *modelo*), read as the form itself (not as another lemma's gendered form): the word
    /// alone does not tell, so the ending *-a* or *-o* (not *-ão*), which marks a gender, names the reading the form was
    /// made for (*cabeça*: feminine; *modelo*: masculine), as does a feminine suffix of ``feminineSuffixes`` (*visão*),
    /// and any other ending leaves the gender to the context (the written determiner, the referent) — as in Spanish. (Taking the first entry made every such noun feminine: *uma papel*,
    /// *2 papéis timbradas*, *1 corte programada*.) Nil when the lexicon does not list such a tie.
    static func tie(_ word: String, readings: [LexicalReading]) -> Fact? {
        guard readings.count > 1, let top = readings.first?.entry.frequency else { return nil }
        var masculine = false, feminine = false
        var src = FactSource.lexicon
        for r in readings where r.entry.frequency == top {
            // A form filling another lemma's gendered slot (*usuária* of *usuário*) has that slot's gender.
            guard !r.slots.contains(where: { $0.hasPrefix("m.") || $0.hasPrefix("f.") }) else { return nil }
            switch r.entry.gender {
            case .masculine: masculine = true
            case .feminine: feminine = true
            default: return nil
            }
            src = PortugueseNouns.source(r.entry)
        }
        guard masculine, feminine else { return nil }
        let singular = PortuguesePlurals.looksPlural(word) ? PortuguesePlurals.singular(word).form.lowercasedFast() : word.lowercasedFast()
        let ending: (GrammaticalGender, String)?
        if singular.hasSuffixFast("a") {
            ending = (.feminine, "a")
        } else if singular.hasSuffixFast("o"), !singular.hasSuffixFast("ão") {
            ending = (.masculine, "o")
        } else if let suffix = feminineSuffixes.first(where: { singular.hasSuffixFast($0) }) {
            // A feminine suffix (*visão*, *tentação*) keeps the feminine the first entry gave; the masculine ones
            // (*-ão*, *-or*) name no gender here: *razão*, *cor* are feminine.
            ending = (.feminine, suffix)
        } else {
            ending = nil
        }
        if case let (g, suffix)? = ending {
            return Fact(gender: g, source: src, variesWithReferent: false,
                        fact: TraceFact(word, "grammaticalGender", "\(g.rawValue) (two entries; ending -\(suffix))", source: src))
        }
        return Fact(gender: nil, source: src, variesWithReferent: true,
                    fact: TraceFact(word, "grammaticalGender", "masculine or feminine (two entries)", source: src))
    }

    /// The suffix rules, on the singular of the word.
    static func guess(_ word: String) -> Fact {
        let base = PortuguesePlurals.looksPlural(word) ? PortuguesePlurals.singular(word).form.lowercasedFast() : word.lowercasedFast()
        func fact(_ g: GrammaticalGender, _ suffix: String) -> Fact {
            Fact(gender: g, source: .guess, variesWithReferent: false,
                 fact: TraceFact(word, "grammaticalGender", "\(g.rawValue) (suffix -\(suffix))", source: .guess))
        }
        if let s = feminineSuffixes.first(where: { base.hasSuffixFast($0) }) { return fact(.feminine, s) }
        if let s = masculineSuffixes.first(where: { base.hasSuffixFast($0) }) { return fact(.masculine, s) }
        if base.hasSuffixFast("a") { return fact(.feminine, "a") }
        return Fact(gender: nil, source: .guess)
    }
}
