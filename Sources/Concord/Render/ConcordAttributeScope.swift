import Foundation

/// Markdown's inline styles on a run: Concord's counterpart of Foundation's `InlinePresentationIntent`, which
/// Linux Foundation does not have (named apart so the two never clash where both exist).
public struct MarkdownInlineIntent: OptionSet, Hashable, Codable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// `*emphasis*` / `_emphasis_`.
    public static let emphasized = MarkdownInlineIntent(rawValue: 1 << 0)
    /// `**strong**`.
    public static let stronglyEmphasized = MarkdownInlineIntent(rawValue: 1 << 1)
    /// A code span.
    public static let code = MarkdownInlineIntent(rawValue: 1 << 2)

    /// The intents of a run's style.
    public init(_ style: RunStyle) {
        self = []
        if style.emphasis { insert(.emphasized) }
        if style.strong { insert(.stronglyEmphasized) }
        if style.code { insert(.code) }
    }
}

extension AttributeScopes {
    /// Concord's attributes on an `AttributedString` result, next to Foundation's own (`replacementIndex`,
    /// `link`). The names differ from Apple's (`inflect`, `morphology`, `agreementArgument`…) so that code using
    /// both never meets an ambiguity.
    public struct ConcordAttributes: AttributeScope {
        /// `inflect: true` or `inflect: {…}` of the spans around the run.
        public let inflectionMode: InflectionModeAttribute
        /// `morphology: {…}`.
        public let inflectionMorphology: InflectionMorphologyAttribute
        /// `inflectionAlternative: '…'`.
        public let inflectionAlternativeText: InflectionAlternativeTextAttribute
        /// `agreeWithArgument: N`.
        public let agreeWithArgumentIndex: AgreeWithArgumentIndexAttribute
        /// `agreeWithConcept: N`.
        public let agreeWithConceptIndex: AgreeWithConceptIndexAttribute
        /// `referentConcept: N`.
        public let referentConceptIndex: ReferentConceptIndexAttribute
        /// `formatNumber: true`.
        public let formatsNumber: FormatsNumberAttribute
        /// `languageIdentifier: 'de'`.
        public let spanLanguage: SpanLanguageAttribute
        /// Markdown's emphasis, strong emphasis and code.
        public let markdownIntent: MarkdownIntentAttribute
        /// Every custom attribute (`rainbow: 'fun'`) with its decoded value, declared or not.
        public let customAttributes: CustomAttributesAttribute
        /// Foundation's attributes (`replacementIndex`, `link`).
        public let foundation: FoundationAttributes

        /// `InflectionMode` of a run.
        public enum InflectionModeAttribute: CodableAttributedStringKey {
            public typealias Value = InflectionMode
            public static let name = "Concord.inflect"
        }
        /// `InflectionMorphology` of a run.
        public enum InflectionMorphologyAttribute: CodableAttributedStringKey {
            public typealias Value = InflectionMorphology
            public static let name = "Concord.morphology"
        }
        /// The inflection alternative of a run.
        public enum InflectionAlternativeTextAttribute: CodableAttributedStringKey {
            public typealias Value = String
            public static let name = "Concord.inflectionAlternative"
        }
        /// The argument a run agrees with.
        public enum AgreeWithArgumentIndexAttribute: CodableAttributedStringKey {
            public typealias Value = Int
            public static let name = "Concord.agreeWithArgument"
        }
        /// The concept a run agrees with.
        public enum AgreeWithConceptIndexAttribute: CodableAttributedStringKey {
            public typealias Value = Int
            public static let name = "Concord.agreeWithConcept"
        }
        /// The concept whose pronouns replace the run's.
        public enum ReferentConceptIndexAttribute: CodableAttributedStringKey {
            public typealias Value = Int
            public static let name = "Concord.referentConcept"
        }
        /// Whether the run's numbers are formatted for the locale.
        public enum FormatsNumberAttribute: CodableAttributedStringKey {
            public typealias Value = Bool
            public static let name = "Concord.formatNumber"
        }
        /// The language a span declares.
        public enum SpanLanguageAttribute: CodableAttributedStringKey {
            public typealias Value = String
            public static let name = "Concord.languageIdentifier"
        }
        /// Markdown's inline styles.
        public enum MarkdownIntentAttribute: CodableAttributedStringKey {
            public typealias Value = MarkdownInlineIntent
            public static let name = "Concord.markdownIntent"
        }
        /// Custom attributes by Markdown name.
        public enum CustomAttributesAttribute: CodableAttributedStringKey {
            public typealias Value = [String: AttributeValue]
            public static let name = "Concord.customAttributes"
        }
    }

    /// `\.concord`, for `AttributedString(…, including: \.concord)`-style code and `AttributeContainer` look-ups.
    public var concord: ConcordAttributes.Type { ConcordAttributes.self }
}

extension AttributeDynamicLookup {
    /// `run.inflectionMode`, `string.markdownIntent`… on any `AttributedString`.
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.ConcordAttributes, T>) -> T {
        self[T.self]
    }
}
