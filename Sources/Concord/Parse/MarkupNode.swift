/// The inline structure of parsed markup.
public indirect enum MarkupNode: Hashable, Sendable {
    /// Literal text.
    case text(String, offset: Int)
    /// A format specifier, replaced by an argument when bound.
    case format(FormatSpecifier)
    /// An attribute span `^[…](…)`; the integer indexes ``ParsedMarkup/spans``.
    case span(Int, [MarkupNode])
    /// `*text*` or `_text_`.
    case emphasis([MarkupNode])
    /// `**text**`.
    case strong([MarkupNode])
    /// Inline code: text between backticks.
    case code(String, offset: Int)
    /// `[text](destination)`.
    case link(destination: String, [MarkupNode])
}

/// One attribute span as written.
public struct SpanInfo: Hashable, Sendable {
    /// Index in ``ParsedMarkup/spans``.
    public var id: Int
    /// The enclosing span, if any.
    public var parent: Int?
    /// 0 for a span not inside another span.
    public var depth: Int
    /// The whole span as written: `^[%lld %@](inflect: true)`.
    public var source: String
    /// Where `^[` stands.
    public var location: SourceLocation
    /// The attribute body as written (without parentheses).
    public var body: String
    /// The decoded attributes (empty when the body was rejected).
    public var attributes: SpanAttributes
    /// True for the reference form `^[text][label]`.
    public var isReference: Bool
}

/// The result of parsing: nodes, spans and the problems found.
public struct ParsedMarkup: Hashable, Sendable {
    /// The markup that was parsed, unchanged.
    public var source: String
    /// The top-level nodes in reading order (empty for empty markup); setting them updates ``formatSpecifiers``.
    public var nodes: [MarkupNode] { didSet { formatSpecifiers = Self.specifiers(in: nodes) } }
    /// Every attribute span in the order its `^[` appears, nested ones included; ``MarkupNode/span(_:_:)`` and
    /// ``SpanInfo/parent`` hold indexes into it.
    public var spans: [SpanInfo]
    /// The problems found while parsing (rejected attribute bodies, spans nested too deeply, unclosed spans).
    public var diagnostics: [Diagnostic]
    /// The format specifiers in reading order (kept with the nodes: every render of a template reads them).
    public private(set) var formatSpecifiers: [FormatSpecifier]

    /// Wraps a parse result; ``formatSpecifiers`` is collected from `nodes`.
    /// ``MarkupParser/parse(_:extendedAttributes:)`` is how markup is normally parsed.
    public init(source: String, nodes: [MarkupNode], spans: [SpanInfo], diagnostics: [Diagnostic]) {
        self.source = source
        self.nodes = nodes
        self.spans = spans
        self.diagnostics = diagnostics
        self.formatSpecifiers = Self.specifiers(in: nodes)
    }

    private static func specifiers(in nodes: [MarkupNode]) -> [FormatSpecifier] {
        var out: [FormatSpecifier] = []
        func walk(_ nodes: [MarkupNode]) {
            for n in nodes {
                switch n {
                case .format(let f): out.append(f)
                case .span(_, let c), .emphasis(let c), .strong(let c), .link(_, let c): walk(c)
                case .text, .code: break
                }
            }
        }
        walk(nodes)
        return out
    }
}
