import Foundation

/// Where localized markup comes from: Concord's counterpart of the bundle Apple's `AttributedString(localized:)`
/// reads. ``Catalog`` (an `.xcstrings`, `.strings`/`.stringsdict` or a folder of `.lproj` folders, read by
/// ``CatalogReader``) conforms; ``LocalizedStringTable`` is a small in-memory source.
public protocol LocalizedStringSource {
    /// The markup of `key` in `table` (nil: the default table, `Localizable`) for `locale`, with the plural
    /// variants `arguments` select; nil when the source has no such key.
    func localizedMarkup(forKey key: String, table: String?, locale: InflectionLocale, arguments: [FormatArgument]) -> String?
}

/// Localized markup held in memory: locale identifier → key → markup (one table).
public struct LocalizedStringTable: LocalizedStringSource, Sendable {
    /// The markup by locale identifier (`es`, `es-MX`), then by key: `["es": ["Tu %@": "Tu ^[%@](inflect: true)"]]`.
    public var strings: [String: [String: String]]

    /// A table of `strings`: locale identifier → key → markup.
    public init(_ strings: [String: [String: String]]) { self.strings = strings }

    /// The entry of the exact locale (`es-MX`), else of its language (`es`).
    public func localizedMarkup(forKey key: String, table: String?, locale: InflectionLocale, arguments: [FormatArgument]) -> String? {
        strings[locale.identifier]?[key] ?? strings[locale.language]?[key]
    }
}

/// Mirrors `AttributedString.LocalizationOptions` / `String.LocalizationOptions`: the concepts the string's
/// `agreeWithConcept` and `referentConcept` point at, the user's term of address, whether to inflect at all,
/// and the custom attributes to decode (Apple's `including:` scope).
public struct ConcordLocalizationOptions: Hashable, Sendable {
    /// Apple's `options.concepts`.
    public var concepts: [InflectionConcept]
    /// What Apple reads from the system's `TermOfAddress.currentUser`.
    public var userTermOfAddress: UserTermSetting
    /// Apple's `options.inflect` (iOS 18): false leaves the text as written, markup removed.
    public var inflect: Bool
    /// The custom attributes to check and decode.
    public var attributes: [AttributeDeclaration]

    /// Options as Apple's defaults: no concepts, the user's term of address not given, inflection on, no custom
    /// attributes declared.
    public init(concepts: [InflectionConcept] = [], userTermOfAddress: UserTermSetting = .notGiven, inflect: Bool = true,
                attributes: [AttributeDeclaration] = []) {
        self.concepts = concepts
        self.userTermOfAddress = userTermOfAddress
        self.inflect = inflect
        self.attributes = attributes
    }

    /// The custom attributes of a scope (Apple's `including: \.caffeApp`).
    public mutating func include<Scope: ConcordAttributeScope>(_ scope: Scope.Type) {
        attributes += Scope.declarations
    }
}

extension ConcordEngine {
    /// Renders the markup of `key` from `source` with `arguments` and `options`; a key the source lacks is
    /// rendered as it is, as Foundation shows a missing key.
    public func render(localized key: String, table: String? = nil, in source: some LocalizedStringSource,
                       locale: InflectionLocale, arguments: [FormatArgument] = [],
                       options: ConcordLocalizationOptions = ConcordLocalizationOptions()) -> Rendering {
        let markup = source.localizedMarkup(forKey: key, table: table, locale: locale, arguments: arguments) ?? key
        var request = RenderRequest(markup: markup, locale: locale, arguments: arguments, concepts: options.concepts,
                                    userTermOfAddress: options.userTermOfAddress)
        request.attributes = options.attributes
        request.inflects = options.inflect
        return render(request)
    }
}

extension AttributedString {
    /// Mirrors `AttributedString(localized:options:table:bundle:locale:including:)`: the key's markup from
    /// `source`, its arguments substituted and inflected for `locale`, as an attributed string (see
    /// ``Rendering/attributedString(declaring:)``).
    ///
    /// ```swift
    /// var options = ConcordLocalizationOptions(concepts: [.localizedPhrase("ensalada")])
    /// let s = AttributedString(localized: "Tu ^[%@](agreeWithConcept: 1)", in: catalog,
    ///                          locale: InflectionLocale("es"), arguments: [.text("pequeño")], options: options)
    /// ```
    public init(localized key: String, table: String? = nil, in source: some LocalizedStringSource,
                locale: InflectionLocale, arguments: [FormatArgument] = [],
                options: ConcordLocalizationOptions = ConcordLocalizationOptions(), engine: ConcordEngine = ConcordEngine()) {
        self = engine.render(localized: key, table: table, in: source, locale: locale, arguments: arguments, options: options)
            .attributedString(declaring: options.attributes)
    }
}

extension String {
    /// Mirrors `String(localized:options:table:bundle:locale:)`: the plain text of
    /// `AttributedString(localized:table:in:locale:arguments:options:engine:)`.
    public init(localized key: String, table: String? = nil, in source: some LocalizedStringSource,
                locale: InflectionLocale, arguments: [FormatArgument] = [],
                options: ConcordLocalizationOptions = ConcordLocalizationOptions(), engine: ConcordEngine = ConcordEngine()) {
        self = engine.render(localized: key, table: table, in: source, locale: locale, arguments: arguments, options: options).text
    }
}
