/// The gender of Portuguese nouns: a declared `morphology` first, then the lexicon, then documented suffix
/// rules (marked as guesses): *-ção*, *-são*, *-dade*, *-tude*, *-agem*, *-ice*, *-ez(a)*, *-ura*, *-ã(e)*, *-a*
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

    static let feminineSuffixes = ["ção", "são", "dade", "tude", "agem", "ice", "eza", "ez", "ura", "ãe", "ã", "ise", "ite"]
    /// Greek *-ma* nouns (*problema*, *idioma*, *programa*, *panorama*) are masculine; other *-ma* nouns
    /// (*cama*, *prima*) follow the *-a* rule.
    static let masculineSuffixes = ["ema", "oma", "grama", "orama", "ismo", "or", "ão", "ês", "o", "ume"]

    /// The gender of a noun (singular or plural).
    static func of(noun word: String, declared: InflectionMorphology?, lexicon: Lexicon, locale: InflectionLocale) -> Fact {
        if let g = declared?.grammaticalGender {
            return Fact(gender: g, source: .declaration, fact: TraceFact(word, "grammaticalGender", g.rawValue, source: .declaration))
        }
        for r in PortugueseNouns.readings(of: word, lexicon: lexicon, locale: locale) {
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
