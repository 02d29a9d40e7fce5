/// One run of the result: text with its attributes (the spans it came from, inline style, argument number,
/// custom attributes).
public struct RenderedRun: Hashable, Sendable {
    /// The run's text, as inflected (a rendering leaves out runs with no text).
    public var text: String
    /// The spans (as written) containing the run, outermost first.
    public var spans: [String]
    /// The run's Markdown emphasis, strong emphasis, code and link.
    public var style: RunStyle
    /// `replacementIndex`: the 1-based argument the run was substituted from.
    public var replacementIndex: Int?
    /// Custom attributes from the spans around the run (`rainbow: 'fun'` → `"rainbow": .string("fun")`), the
    /// innermost span's value winning.
    public var customAttributes: [String: AttributeValue]
    /// The inflection attributes of the spans around the run, the innermost span's value winning for each key.
    public var inflection = SpanAttributes()

    /// A run with these values; ``inflection`` starts empty.
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
    /// The rendered string, markup removed: the runs' texts joined (empty when a limit refused the request).
    public var text: String
    /// The text cut where its attributes change, in order; empty when a limit refused the request or
    /// ``ConcordEngine/render(_:includingRuns:)`` was asked not to build them.
    public var runs: [RenderedRun]
    /// What each rule did to each span, in the order the rules ran; empty when ``RenderRequest/recordsTrace``
    /// is false.
    public var trace: [TraceEntry]
    /// Every problem found (parsing, arguments, agreement), at most ``RequestLimits/maximumDiagnostics`` of them
    /// plus a closing note counting the rest.
    public var diagnostics: [Diagnostic]

    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
