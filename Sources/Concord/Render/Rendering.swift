/// One run of the result: text with its attributes (the spans it came from, inline style, argument number,
/// custom attributes).
public struct RenderedRun: Hashable, Sendable {
    public var text: String
    /// The spans (as written) containing the run, outermost first.
    public var spans: [String]
    public var style: RunStyle
    /// `replacementIndex`: the 1-based argument the run was substituted from.
    public var replacementIndex: Int?
    /// Custom attributes from the spans around the run (`rainbow: 'fun'` → `"rainbow": .string("fun")`), the
    /// innermost span's value winning.
    public var customAttributes: [String: AttributeValue]
    /// The inflection attributes of the spans around the run, the innermost span's value winning for each key.
    public var inflection = SpanAttributes()

    public init(text: String, spans: [String], style: RunStyle, replacementIndex: Int?,
                customAttributes: [String: AttributeValue]) {
        self.text = text
        self.spans = spans
        self.style = style
        self.replacementIndex = replacementIndex
        self.customAttributes = customAttributes
    }
}

/// The result of rendering markup: the text, its runs, the trace and the diagnostics.
public struct Rendering: Hashable, Sendable {
    public var text: String
    public var runs: [RenderedRun]
    public var trace: [TraceEntry]
    public var diagnostics: [Diagnostic]

    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
