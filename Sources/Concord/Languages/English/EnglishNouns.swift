/// English noun plurals and singulars: lexicon first, then the spelling rules.
enum EnglishNouns {
    /// The plural of `word` and the rule that made it.
    static func plural(of word: String, lexicon: Lexicon) -> (form: String, rule: String, facts: [TraceFact]) {
        let lower = word.lowercased()
        for reading in lexicon.readings(of: lower, pos: "noun") {
            if reading.slots.contains("pl") && !reading.isBaseForm {
                return (word, "en.noun.plural.already-plural", [TraceFact(word, "number", "other", source: source(reading.entry))])
            }
            if reading.isBaseForm {
                let e = reading.entry
                if e.has("zero-plural") || e.has("plural-only") || e.has("invariable") {
                    return (word, "en.noun.plural.zero", [TraceFact(word, "plural", word, source: source(e))])
                }
                if let pl = e.form("pl") {
                    let regular = ruleBasedPlural(lower)
                    let rule = pl.lowercased() == regular.form ? regular.rule : "en.noun.plural.irregular"
                    return (Casing.apply(from: word, to: pl), rule, [TraceFact(word, "plural", pl, source: source(e))])
                }
            }
        }
        if Casing.isAllCaps(word) && word.count <= 5 {
            return (word + "s", "en.noun.plural.acronym", [TraceFact(word, "acronym", "yes", source: .guess)])
        }
        let r = ruleBasedPlural(lower)
        return (Casing.apply(from: word, to: r.form), r.rule, [TraceFact(word, "plural", "by rule", source: .guess)])
    }

    static func source(_ e: LexicalEntry) -> FactSource { e.origin == .user ? .userLexicon : .lexicon }

    static func ruleBasedPlural(_ w: String) -> (form: String, rule: String) {
        let vowels = Set("aeiou")
        if w.hasSuffix("s") || w.hasSuffix("x") || w.hasSuffix("z") || w.hasSuffix("ch") || w.hasSuffix("sh") {
            return (w + "es", "en.noun.plural.sibilant")
        }
        if w.hasSuffix("y"), w.count > 1, !vowels.contains(w[w.index(w.endIndex, offsetBy: -2)]) {
            return (String(w.dropLast()) + "ies", "en.noun.plural.y-ies")
        }
        return (w + "s", "en.noun.plural.regular")
    }

    /// The singular of a plural noun, or nil when `word` is not known or guessed to be plural.
    static func singular(of word: String, lexicon: Lexicon) -> (form: String, rule: String)? {
        for reading in lexicon.readings(of: word, pos: "noun") where reading.slots.contains("pl") && !reading.isBaseForm {
            return (Casing.apply(from: word, to: reading.entry.lemma), "en.noun.singular.lexicon")
        }
        if !lexicon.readings(of: word, pos: "noun").isEmpty { return nil }
        let w = word.lowercased()
        if w.hasSuffix("ies"), w.count > 4 { return (Casing.apply(from: word, to: String(w.dropLast(3)) + "y"), "en.noun.singular.ies-y") }
        if w.hasSuffix("ses") || w.hasSuffix("xes") || w.hasSuffix("ches") || w.hasSuffix("shes") {
            return (Casing.apply(from: word, to: String(w.dropLast(2))), "en.noun.singular.sibilant")
        }
        if w.hasSuffix("s"), !w.hasSuffix("ss"), w.count > 2 { return (String(word.dropLast()), "en.noun.singular.regular") }
        return nil
    }

    static func analyze(_ phrase: Phrase, lexicon: Lexicon) -> PhraseAnalysis {
        var analysis = PhraseAnalysis()
        let words = phrase.words
        guard let head = words.last else { return analysis }
        var m = InflectionMorphology()
        if let first = words.first?.lowercased(), words.count > 1 {
            if first == "the" { m.definiteness = .definite }
            if first == "a" || first == "an" { m.definiteness = .indefinite }
        }
        if singular(of: head, lexicon: lexicon) != nil {
            m.number = .plural
        } else {
            m.number = .singular
        }
        analysis.features = m
        return analysis
    }
}
