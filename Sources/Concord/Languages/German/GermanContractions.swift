/// Prepositions fused with the definite article (*in dem* → *im*) and the cases prepositions govern.
enum GermanContractions {
    /// Contraction, preposition, article.
    static let table: [(contraction: String, preposition: String, article: String)] = [
        ("im", "in", "dem"), ("ins", "in", "das"), ("am", "an", "dem"), ("ans", "an", "das"),
        ("zum", "zu", "dem"), ("zur", "zu", "der"), ("vom", "von", "dem"), ("beim", "bei", "dem"),
        // Standard but optional: understood and split when needed, never created.
        ("aufs", "auf", "das"), ("fürs", "für", "das"), ("ums", "um", "das"), ("durchs", "durch", "das"),
    ]
    /// The fusions written almost always (created when an article change allows them).
    static let created: Set<String> = ["im", "ins", "am", "ans", "zum", "zur", "vom", "beim"]

    /// The table's rows by contraction (the first row of each), looked up instead of searched.
    static let byContraction: [String: (preposition: String, article: String)] = {
        var rows: [String: (preposition: String, article: String)] = [:]
        for row in table where rows[row.contraction] == nil { rows[row.contraction] = (row.preposition, row.article) }
        return rows
    }()

    /// The preposition and article a contraction stands for.
    static func expand(_ word: String) -> (preposition: String, article: String)? {
        byContraction[word.lowercasedFast()]
    }
    static func expand(lowercased word: String) -> (preposition: String, article: String)? { byContraction[word] }

    /// The fused form of a preposition and a definite article, when German fuses them.
    static func contract(_ preposition: String, _ article: String) -> String? {
        let p = preposition.lowercasedFast(), a = article.lowercasedFast()
        return table.first { $0.preposition == p && $0.article == a && created.contains($0.contraction) }?.contraction
    }

    /// The cases a preposition can govern (two-way prepositions take accusative or dative).
    static func government(of word: String) -> [GrammaticalCase]? {
        governedCases[word.lowercasedFast()]
    }
    static func government(lowercased word: String) -> [GrammaticalCase]? { governedCases[word] }

    /// The prepositions and their cases, as a table looked up once per word.
    static let governedCases: [String: [GrammaticalCase]] = {
        var cases: [String: [GrammaticalCase]] = [:]
        for p in ["mit", "von", "zu", "bei", "aus", "nach", "seit", "gegenüber", "ab", "außer"] { cases[p] = [.dative] }
        // (*je*, distributive: *je 2 Personen*; LanguageTool tags it a preposition of the nominative and accusative.)
        for p in ["für", "durch", "gegen", "ohne", "um", "bis", "je"] { cases[p] = [.accusative] }
        for p in ["wegen", "während", "trotz", "statt", "anstatt", "innerhalb", "außerhalb", "mithilfe"] { cases[p] = [.genitive] }
        // Two-way prepositions, the case an interface most often means first: the dative of a place (*Auf dem Server
        // speichern*, *Unter dem Namen*), but after *an* and *über* the accusative of a recipient or a topic
        // (*Nachricht an den Kunden*, *Über den Link teilen*; a place after *an* is mostly written fused, *am*).
        for p in ["in", "auf", "unter", "vor", "hinter", "neben", "zwischen"] { cases[p] = [.dative, .accusative] }
        for p in ["an", "über"] { cases[p] = [.accusative, .dative] }
        return cases
    }()

    /// The case a two-way preposition takes right before a count, where its reading there is settled: *über* before a
    /// count is *more than* (*über 100 Fotos*, whose case is the sentence's: a nominative or an accusative, alike in
    /// the plural) or the accusative of a route or a topic (*Über 3 Kanäle teilen*; was *Kanälen*, the dative of a
    /// place above, which is seldom counted). Not *an* (*an 3 Kontakte senden*, but *an 3 Tagen*) nor *in*, *auf*
    /// (*in 3 Ordner verschieben*, *in 3 Ordnern gefunden*): there only the verb tells, and it is not read.
    static let caseBeforeCount: [String: GrammaticalCase] = ["über": .accusative]
}
