/// The pronoun sets of the predefined terms of address (masculine, feminine, neutral) in one language, made once:
/// a `referentConcept` span then looks its set up instead of building it on every rendering.
enum PredefinedPronounSets {
    /// The sets `make` gives for the predefined kinds, by kind (a kind it gives none for is left out).
    static func byKind(_ make: (TermOfAddress.Kind) -> [InflectionMorphology.Pronoun]?)
        -> [TermOfAddress.Kind: [InflectionMorphology.Pronoun]] {
        var sets: [TermOfAddress.Kind: [InflectionMorphology.Pronoun]] = [:]
        for kind in [TermOfAddress.Kind.masculine, .feminine, .neutral] { sets[kind] = make(kind) }
        return sets
    }
}
