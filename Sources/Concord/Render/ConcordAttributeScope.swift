import Foundation

/// Markdown's inline styles on a run: Concord's counterpart of Foundation's `InlinePresentationIntent`, which
/// Linux Foundation does not have (named apart so the two never clash where both exist).
public struct MarkdownInlineIntent: OptionSet, Hashable, Codable, Sendable {
    /// The intents as bits (``emphasized`` 1, ``stronglyEmphasized`` 2, ``code`` 4); this is what is encoded.
    public let rawValue: Int
    /// The intents whose bits are set in `rawValue` (0 is none).
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
            /// The run's ``InflectionMode`` (`.automatic` or `.explicit(…)`); Apple's counterpart is
            /// `InflectionRuleAttribute` (`\.inflect`), whose value is an `InflectionRule`.
            public typealias Value = InflectionMode
            /// The attribute's key in an `AttributedString` and its encoded form; the `Concord.` prefix keeps it
            /// apart from Foundation's own keys.
            public static let name = "Concord.inflect"
        }
        /// `InflectionMorphology` of a run.
        public enum InflectionMorphologyAttribute: CodableAttributedStringKey {
            /// The `morphology: {…}` features as an ``InflectionMorphology``; Apple's counterpart is
            /// `MorphologyAttribute` (`\.morphology`), whose value is a `Morphology`.
            public typealias Value = InflectionMorphology
            /// The attribute's key in an `AttributedString` and its encoded form; the `Concord.` prefix keeps it
            /// apart from Foundation's own keys.
            public static let name = "Concord.morphology"
        }
        /// The inflection alternative of a run.
        public enum InflectionAlternativeTextAttribute: CodableAttributedStringKey {
            /// The `inflectionAlternative` text as written in the markup; Apple's counterpart is
            /// `InflectionAlternativeAttribute` (`\.inflectionAlternative`).
            public typealias Value = String
            /// The attribute's key in an `AttributedString` and its encoded form; the `Concord.` prefix keeps it
            /// apart from Foundation's own keys.
            public static let name = "Concord.inflectionAlternative"
        }
        /// The argument a run agrees with.
        public enum AgreeWithArgumentIndexAttribute: CodableAttributedStringKey {
            /// The 1-based argument number of `agreeWithArgument: N`; Apple's counterpart is
            /// `AgreementArgumentAttribute` (`\.agreementArgument`).
            public typealias Value = Int
            /// The attribute's key in an `AttributedString` and its encoded form; the `Concord.` prefix keeps it
            /// apart from Foundation's own keys.
            public static let name = "Concord.agreeWithArgument"
        }
        /// The concept a run agrees with.
        public enum AgreeWithConceptIndexAttribute: CodableAttributedStringKey {
            /// The 1-based concept number of `agreeWithConcept: N`; Apple's counterpart is `AgreementConceptAttribute`
            /// (`\.agreementConcept`).
            public typealias Value = Int
            /// The attribute's key in an `AttributedString` and its encoded form; the `Concord.` prefix keeps it
            /// apart from Foundation's own keys.
            public static let name = "Concord.agreeWithConcept"
        }
        /// The concept whose pronouns replace the run's.
        public enum ReferentConceptIndexAttribute: CodableAttributedStringKey {
            /// The 1-based concept number of `referentConcept: N`; Apple's counterpart is `ReferentConceptAttribute`
            /// (`\.referentConcept`).
            public typealias Value = Int
            /// The attribute's key in an `AttributedString` and its encoded form; the `Concord.` prefix keeps it
            /// apart from Foundation's own keys.
            public static let name = "Concord.referentConcept"
        }
        /// Whether the run's numbers are formatted for the locale.
        public enum FormatsNumberAttribute: CodableAttributedStringKey {
            /// Always `true` when set (`formatNumber: true`); Apple's counterpart is `LocalizedNumberFormatAttribute`
            /// (`\.localizedNumberFormat`), whose value describes the format instead of a flag.
            public typealias Value = Bool
            /// The attribute's key in an `AttributedString` and its encoded form; the `Concord.` prefix keeps it
            /// apart from Foundation's own keys.
            public static let name = "Concord.formatNumber"
        }
        /// The language a span declares.
        public enum SpanLanguageAttribute: CodableAttributedStringKey {
            /// The BCP 47 identifier of `languageIdentifier: 'de'`; Apple's counterpart is
            /// `LanguageIdentifierAttribute` (`\.languageIdentifier`).
            public typealias Value = String
            /// The attribute's key in an `AttributedString` and its encoded form; the `Concord.` prefix keeps it
            /// apart from Foundation's own keys.
            public static let name = "Concord.languageIdentifier"
        }
        /// Markdown's inline styles.
        public enum MarkdownIntentAttribute: CodableAttributedStringKey {
            /// The run's emphasis, strong emphasis and code as a ``MarkdownInlineIntent`` (set only when not empty);
            /// Apple's counterpart is `InlinePresentationIntentAttribute` (`\.inlinePresentationIntent`).
            public typealias Value = MarkdownInlineIntent
            /// The attribute's key in an `AttributedString` and its encoded form; the `Concord.` prefix keeps it
            /// apart from Foundation's own keys.
            public static let name = "Concord.markdownIntent"
        }
        /// Custom attributes by Markdown name.
        public enum CustomAttributesAttribute: CodableAttributedStringKey {
            /// Each custom attribute's value by Markdown name (set only when there is one). Apple has no single
            /// counterpart: there each custom key is an attribute of its own, declared in the app's `AttributeScope`.
            public typealias Value = [String: AttributeValue]
            /// The attribute's key in an `AttributedString` and its encoded form; the `Concord.` prefix keeps it
            /// apart from Foundation's own keys.
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
