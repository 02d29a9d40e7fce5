/// Everything needed to render one marked-up string.
public struct RenderRequest: Hashable, Sendable {
    public var markup: String
    public var locale: InflectionLocale
    public var arguments: [FormatArgument]
    public var concepts: [InflectionConcept]
    public var userTermOfAddress: UserTermSetting
    /// Whether ``Rendering/trace`` is filled in. Without it the rules record nothing (the output is the same).
    public var recordsTrace: Bool
    /// Custom attributes the app declared (`rainbow: plain|fun|extreme`); their values are checked.
    public var attributes: [AttributeDeclaration] = []
    /// False renders the text as written, markup removed, without agreement or number formatting (Apple's
    /// `LocalizationOptions.inflect`).
    public var inflects = true
    /// The inclusive style for words referring to a non-binary person (the user, a concept); nil (the default)
    /// keeps Apple's behaviour.
    public var neutralStyle: NeutralStyle?

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
