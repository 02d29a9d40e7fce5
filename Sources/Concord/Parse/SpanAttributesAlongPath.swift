extension SpanAttributes {
    /// The inflection attributes a run inside `path` carries (outermost first; the innermost span's value wins
    /// for each key), without the custom attributes and key offsets, which a rendered run keeps elsewhere.
    static func inflection(along path: [Int], in spans: [SpanInfo]) -> SpanAttributes {
        var merged = SpanAttributes()
        for id in path {
            let a = spans[id].attributes
            merged.inflect = a.inflect ?? merged.inflect
            merged.morphology = a.morphology ?? merged.morphology
            merged.inflectionAlternative = a.inflectionAlternative ?? merged.inflectionAlternative
            merged.agreeWithArgument = a.agreeWithArgument ?? merged.agreeWithArgument
            merged.agreeWithConcept = a.agreeWithConcept ?? merged.agreeWithConcept
            merged.referentConcept = a.referentConcept ?? merged.referentConcept
            merged.formatNumber = a.formatNumber ?? merged.formatNumber
            merged.languageIdentifier = a.languageIdentifier ?? merged.languageIdentifier
        }
        return merged
    }
}
