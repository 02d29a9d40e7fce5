/// A form the Portuguese rules produced, the rule that produced it and the facts it rests on.
struct PortugueseForm: Hashable {
    var form: String
    var rule: String
    var facts: [TraceFact] = []
}

/// Portuguese noun number: the lexicon first (its `pl` slot, with the Brazilian or European spelling), then
/// the spelling rules of ``PortuguesePlurals``; hyphenated compounds vary in the elements that carry number.
enum PortugueseNouns {
    static func source(_ e: LexicalEntry) -> FactSource { e.origin == .user ? .userLexicon : .lexicon }

    /// Noun readings of `word`, the locale's own spelling first.
    static func readings(of word: String, lexicon: Lexicon, locale: InflectionLocale) -> [LexicalReading] {
        PortugueseSpelling.ordered(lexicon.readings(of: word, pos: "noun"), for: word, locale: locale)
    }

    static func isPluralSlot(_ slot: String) -> Bool { slot == "pl" || slot.hasSuffixFast(".pl") }

    /// Whether `word` is plural, and where that is known from.
    static func isPlural(_ word: String, lexicon: Lexicon, locale: InflectionLocale) -> (plural: Bool, source: FactSource) {
        let rs = readings(of: word, lexicon: lexicon, locale: locale)
        if let r = rs.first {
            if r.entry.has("plural-only") { return (true, source(r.entry)) }
            if r.isBaseForm || r.slots.contains(where: { !isPluralSlot($0) }) { return (false, source(r.entry)) }
            return (true, source(r.entry))
        }
        if let parts = compoundParts(word) {
            let i = varyingParts(parts, lexicon: lexicon, locale: locale).first ?? 0
            return isPlural(parts[i], lexicon: lexicon, locale: locale)
        }
        return (PortuguesePlurals.looksPlural(word), .guess)
    }

    /// The elements of a hyphenated compound, or nil for a simple word.
    /// Asked of several words of every span: a word without a hyphen byte is told so from its bytes (Foundation's
    /// `contains`, which searched the text, cost about 4,700 instructions a word).
    static func compoundParts(_ word: String) -> [String]? {
        guard word.utf8.contains(UInt8(ascii: "-")) else { return nil }
        let parts = HyphenatedParts.split(word)
        return parts.count > 1 && !parts.contains(where: \.isEmpty) ? parts : nil
    }

    /// Which elements of a compound carry number: the first before a linking preposition (*pais-de-santo*),
    /// the last after an invariable first element or a verb (*bem-vindos*, *guarda-chuvas*), otherwise every
    /// noun and adjective (*segundas-feiras*).
    static func varyingParts(_ parts: [String], lexicon: Lexicon, locale: InflectionLocale) -> [Int] {
        let lower = parts.map { $0.lowercasedFast() }
        if lower.dropFirst().dropLast().contains(where: { PortuguesePlurals.linkingPrepositions.contains($0) }) { return [0] }
        if PortuguesePlurals.invariablePrefixes.contains(lower[0]) { return [parts.count - 1] }
        let first = lexicon.readings(of: lower[0])
        if let top = first.first, top.entry.isVerb, !first.contains(where: { $0.entry.isNoun || $0.entry.isAdjective }) {
            return [parts.count - 1]
        }
        return parts.indices.filter { !PortuguesePlurals.linkingPrepositions.contains(lower[$0]) }
    }

    /// The plural of a noun.
    static func plural(of word: String, lexicon: Lexicon, locale: InflectionLocale) -> PortugueseForm {
        let rs = readings(of: word, lexicon: lexicon, locale: locale)
        if let r = rs.first {
            let e = r.entry
            let src = source(e)
            if !r.isBaseForm, r.slots.allSatisfy(isPluralSlot) {
                return PortugueseForm(form: word, rule: "pt.noun.plural.already-plural",
                                      facts: [TraceFact(word, "number", "other", source: src)])
            }
            if e.has("invariable") || e.has("plural-only") || e.has("singular-only") {
                return PortugueseForm(form: word, rule: "pt.noun.plural.invariable",
                                      facts: [TraceFact(word, "plural", word, source: src)])
            }
            let slot = r.slots.contains("f.sg") ? "f.pl" : r.slots.contains("m.sg") ? "m.pl" : "pl"
            if let variants = e.forms[slot], let chosen = PortugueseSpelling.preferred(variants, lexicon: lexicon, locale: locale) {
                var facts = [TraceFact(word, "plural", chosen.form, source: src)]
                if chosen.regional { facts.append(TraceFact(chosen.form, "spelling", PortugueseSpelling.region(of: locale), source: src)) }
                return PortugueseForm(form: Casing.apply(from: word, to: chosen.form), rule: "pt.noun.plural.lexicon", facts: facts)
            }
        }
        if let parts = compoundParts(word) {
            return compound(parts, lexicon: lexicon, locale: locale, rule: "pt.noun.plural.compound") {
                plural(of: $0, lexicon: lexicon, locale: locale).form
            }
        }
        if rs.isEmpty, PortuguesePlurals.looksPlural(word) {
            return PortugueseForm(form: word, rule: "pt.noun.plural.already-plural",
                                  facts: [TraceFact(word, "number", "other", source: .guess)])
        }
        if WrittenSymbol.isSymbol(word) {
            return PortugueseForm(form: word, rule: "pt.noun.plural.symbol",
                                  facts: [TraceFact(word, "symbol", "invariable", source: .grammar)])
        }
        let r = PortuguesePlurals.plural(word)
        return PortugueseForm(form: r.form, rule: "pt.noun.plural.\(r.rule)",
                              facts: [TraceFact(word, "plural", "by rule", source: .guess)])
    }

    /// The singular of a noun (the word itself when it is singular already).
    static func singular(of word: String, lexicon: Lexicon, locale: InflectionLocale) -> PortugueseForm {
        let rs = readings(of: word, lexicon: lexicon, locale: locale)
        if let r = rs.first {
            let e = r.entry
            let src = source(e)
            if r.isBaseForm || e.has("invariable") || e.has("plural-only") || r.slots.contains(where: { !isPluralSlot($0) }) {
                return PortugueseForm(form: word, rule: "pt.noun.singular.already-singular",
                                      facts: [TraceFact(word, "number", "one", source: src)])
            }
            let slot = r.slots.contains("f.pl") ? "f.sg" : r.slots.contains("m.pl") ? "m.sg" : "sg"
            let form = slot == "sg" ? e.lemma : (e.forms[slot].flatMap { PortugueseSpelling.preferred($0, lexicon: lexicon, locale: locale)?.form } ?? e.lemma)
            return PortugueseForm(form: Casing.apply(from: word, to: form), rule: "pt.noun.singular.lexicon",
                                  facts: [TraceFact(word, "singular", form, source: src)])
        }
        if let parts = compoundParts(word) {
            return compound(parts, lexicon: lexicon, locale: locale, rule: "pt.noun.singular.compound") {
                singular(of: $0, lexicon: lexicon, locale: locale).form
            }
        }
        guard PortuguesePlurals.looksPlural(word) else {
            return PortugueseForm(form: word, rule: "pt.noun.singular.already-singular",
                                  facts: [TraceFact(word, "number", "one", source: .guess)])
        }
        let r = PortuguesePlurals.singular(word)
        return PortugueseForm(form: r.form, rule: "pt.noun.singular.\(r.rule)",
                              facts: [TraceFact(word, "singular", "by rule", source: .guess)])
    }

    /// Applies `change` to the elements of a compound that carry number.
    static func compound(_ parts: [String], lexicon: Lexicon, locale: InflectionLocale, rule: String,
                         change: (String) -> String) -> PortugueseForm {
        let varying = varyingParts(parts, lexicon: lexicon, locale: locale)
        var out = parts
        for i in varying { out[i] = change(parts[i]) }
        let form = out.joined(separator: "-")
        return PortugueseForm(form: form, rule: rule,
                              facts: [TraceFact(parts.joined(separator: "-"), "varying elements",
                                                varying.map { parts[$0] }.joined(separator: ", "), source: .grammar)])
    }
}
