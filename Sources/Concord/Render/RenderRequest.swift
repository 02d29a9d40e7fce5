/// Everything needed to render one marked-up string.
public struct RenderRequest: Hashable, Sendable {
    /// The string in Apple's Markdown with `^[…](…)` spans and printf specifiers: `^[%lld %@](inflect: true)`.
    public var markup: String
    /// The language the text is inflected in (a span's `languageIdentifier` overrides it) and arguments are
    /// formatted for.
    public var locale: InflectionLocale
    /// The values of the format specifiers, in order: the second is `%2$@` and `agreeWithArgument: 2`.
    public var arguments: [FormatArgument]
    /// The concepts `agreeWithConcept: N` and `referentConcept: N` name, 1-based (Apple's `options.concepts`).
    public var concepts: [InflectionConcept]
    /// The user's term of address, for words addressing the user (Apple's `TermOfAddress.currentUser`).
    public var userTermOfAddress: UserTermSetting
    /// Whether ``Rendering/trace`` is filled in. Without it the rules record nothing (the output is the same); with
    /// it, a word after an `inflect: true` span that the lexicon knows as a verb or an adjective costs a rendering
    /// more (``WordAfterSpan``: whether it would agree inside the span). A service that shows no trace turns it off.
    public var recordsTrace: Bool
    /// Custom attributes the app declared (`rainbow: plain|fun|extreme`); their values are checked.
    public var attributes: [AttributeDeclaration] = []
    /// False renders the text as written, markup removed, without agreement or number formatting (Apple's
    /// `LocalizationOptions.inflect`).
    public var inflects = true
    /// The inclusive style for words referring to a non-binary person (the user, a concept); nil (the default)
    /// keeps Apple's behaviour.
    public var neutralStyle: NeutralStyle?
    /// Whether a traced rendering asks, for the words after its `inflect: true` spans, whether they would agree
    /// inside them (``WordAfterSpan``); false for the renderings that asking makes, which would ask again.
    var asksAboutWordsAfterSpans = true

    /// A request for `markup`; by default in English, with no arguments or concepts, the user's term of address
    /// not given, no inclusive style (Apple's behaviour), the trace recorded and no custom attributes declared.
    public init(markup: String, locale: InflectionLocale = InflectionLocale("en"), arguments: [FormatArgument] = [],
                concepts: [InflectionConcept] = [], userTermOfAddress: UserTermSetting = .notGiven,
                neutralStyle: NeutralStyle? = nil, recordsTrace: Bool = true) {
        self.markup = markup
        self.locale = locale
        self.arguments = arguments
        self.concepts = concepts
        self.userTermOfAddress = userTermOfAddress
        self.neutralStyle = neutralStyle
        self.recordsTrace = recordsTrace
    }
}
