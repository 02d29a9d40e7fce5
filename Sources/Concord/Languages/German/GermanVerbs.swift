/// Third-person verbs that agree in number with the noun or count of their span (*ist/sind*, *hat/haben*).
enum GermanVerbs {
    /// Copulas, auxiliaries and modals: singular and plural third-person forms (present and past).
    static let pairs: [(singular: String, plural: String)] = [
        ("ist", "sind"), ("war", "waren"), ("hat", "haben"), ("hatte", "hatten"), ("wird", "werden"),
        ("wurde", "wurden"), ("kann", "können"), ("konnte", "konnten"), ("muss", "müssen"),
        ("musste", "mussten"), ("soll", "sollen"), ("sollte", "sollten"), ("will", "wollen"),
        ("wollte", "wollten"), ("darf", "dürfen"), ("durfte", "durften"), ("mag", "mögen"),
        ("möchte", "möchten"), ("würde", "würden"),
    ]

    /// The form of `word` for `plural`, the rule and the fact's source; nil when `word` is not a known
    /// third-person verb form.
    static func form(of word: String, plural: Bool, lexicon: Lexicon) -> (form: String, rule: String, source: FactSource)? {
        let w = word.lowercasedFast()
        if let p = pairs.first(where: { $0.singular == w || $0.plural == w }) {
            return (Casing.apply(from: word, to: plural ? p.plural : p.singular), "de.verb.number", .grammar)
        }
        guard w == word else { return nil }     // capitalized words are nouns
        for reading in lexicon.readings(of: w, pos: "verb") {
            let e = reading.entry
            let pairsOfSlots = [("3sg.pres", "3pl.pres"), ("3sg.past", "3pl.past")]
            for (sg, pl) in pairsOfSlots where reading.slots.contains(sg) || reading.slots.contains(pl) {
                guard let target = e.form(plural ? pl : sg) else { continue }
                return (target, "de.verb.number", e.origin == .user ? .userLexicon : .lexicon)
            }
        }
        return nil
    }
}
