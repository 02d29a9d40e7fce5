/// The two Spanish contractions of a preposition with the masculine singular article: de + el → del,
/// a + el → al. They are undone when the article changes (del gato → de la gata) and made when it becomes el
/// (de los → del).
enum SpanishContractions {
    /// The preposition hidden in `del`/`al` (any casing), or nil.
    static func preposition(in word: String) -> String? {
        switch word.lowercasedFast() {
        case "del": return "de"
        case "al": return "a"
        default: return nil
        }
    }

    /// The contraction of `preposition` + `article`, or nil when they do not contract.
    static func contract(_ preposition: String, _ article: String) -> String? {
        guard article.lowercasedFast() == "el" else { return nil }
        switch preposition.lowercasedFast() {
        case "de": return "del"
        case "a": return "al"
        default: return nil
        }
    }
}
