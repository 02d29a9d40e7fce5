/// Something a span agrees with that is not in the string itself. Mirrors Foundation's `InflectionConcept`.
public enum InflectionConcept: Hashable, Codable, Sendable, CustomStringConvertible {
    /// A person, through their terms of address (the first that applies to the language is used).
    case termsOfAddress([TermOfAddress])
    /// An already-localized phrase whose gender and number the span takes (`"ensalada"`).
    case localizedPhrase(String)
    /// A localized phrase with declared features, for words the lexicon does not know (a Concord extension).
    case describedPhrase(String, InflectionMorphology)

    public var description: String {
        switch self {
        case .termsOfAddress(let terms): return "termsOfAddress(" + terms.map(\.description).joined(separator: ", ") + ")"
        case .localizedPhrase(let phrase): return "localizedPhrase(\"\(phrase)\")"
        case .describedPhrase(let phrase, let m): return "localizedPhrase(\"\(phrase)\", morphology: \(m))"
        }
    }
}
