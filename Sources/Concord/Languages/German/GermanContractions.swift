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

    /// The preposition and article a contraction stands for.
    static func expand(_ word: String) -> (preposition: String, article: String)? {
        let w = word.lowercasedFast()
        return table.first { $0.contraction == w }.map { ($0.preposition, $0.article) }
    }

    /// The fused form of a preposition and a definite article, when German fuses them.
    static func contract(_ preposition: String, _ article: String) -> String? {
        let p = preposition.lowercasedFast(), a = article.lowercasedFast()
        return table.first { $0.preposition == p && $0.article == a && created.contains($0.contraction) }?.contraction
    }

    /// The cases a preposition can govern (two-way prepositions take accusative or dative).
    static func government(of word: String) -> [GrammaticalCase]? {
        switch word.lowercasedFast() {
        case "mit", "von", "zu", "bei", "aus", "nach", "seit", "gegenüber", "ab", "außer":
            return [.dative]
        case "für", "durch", "gegen", "ohne", "um", "bis":
            return [.accusative]
        case "wegen", "während", "trotz", "statt", "anstatt", "innerhalb", "außerhalb", "mithilfe":
            return [.genitive]
        case "in", "an", "auf", "über", "unter", "vor", "hinter", "neben", "zwischen":
            return [.dative, .accusative]
        default:
            return nil
        }
    }
}
