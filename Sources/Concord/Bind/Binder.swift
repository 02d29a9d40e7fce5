/// Inline formatting carried by a run.
public struct RunStyle: Hashable, Codable, Sendable {
    public var emphasis = false
    public var strong = false
    public var code = false
    public var link: String?

    public init() {}
    public var isPlain: Bool { !emphasis && !strong && !code && link == nil }
}

/// A piece of text with uniform attributes, after the arguments have been substituted.
public struct BoundRun: Hashable, Sendable {
    public var text: String
    /// The spans containing this run, outermost first.
    public var spanPath: [Int]
    public var style: RunStyle
    /// The 1-based argument this run was substituted from.
    public var argumentIndex: Int?
    /// The numeric value of a numeric argument.
    public var number: NumberValue?
    /// The argument's declared morphology.
    public var argumentMorphology: InflectionMorphology?
    /// A format specifier without its argument (`%5$lld` with three arguments): kept as written, and never
    /// read as a word or a count by the agreement.
    public var isUnboundSpecifier = false
}

/// Substitutes the format arguments into the parsed markup and flattens it into runs.
public enum Binder {
    public static func bind(_ parsed: ParsedMarkup, arguments: [FormatArgument],
                            locale: InflectionLocale = InflectionLocale("en"),
                            diagnostics: inout [Diagnostic]) -> [BoundRun] {
        // The characters are only needed to place a diagnostic.
        var charsMemo: [Character]?
        func chars() -> [Character] {
            if charsMemo == nil { charsMemo = Array(parsed.source) }
            return charsMemo!
        }
        // Sequential specifiers take the next argument; positional ones their own number.
        var next = 0
        var indexOf: [Int: Int] = [:] // specifier offset → argument number
        var used = Set<Int>()
        for spec in parsed.formatSpecifiers {
            let n: Int
            if let p = spec.position { n = p } else { next += 1; n = next }
            indexOf[spec.offset] = n
            used.insert(n)
        }
        let needed = used.max() ?? 0
        if needed > arguments.count {
            let missing = parsed.formatSpecifiers.first { indexOf[$0.offset]! > arguments.count }!
            diagnostics.append(Diagnostic(.error, code: "format.too-few-arguments",
                                          "\(missing.text) needs argument \(indexOf[missing.offset]!), but only \(arguments.count) argument\(arguments.count == 1 ? " was" : "s were") given",
                                          hint: "give \(needed) argument\(needed == 1 ? "" : "s") (the specifier is kept as written and the span does not agree with it)",
                                          location: SourceLocation(offset: missing.offset, in: chars())))
        } else if arguments.count > needed {
            diagnostics.append(Diagnostic(.error, code: "format.too-many-arguments",
                                          "\(arguments.count) arguments were given but the markup uses only \(needed)",
                                          hint: needed == 0 ? "remove the arguments, or add %@ / %lld where they belong"
                                                            : "remove the extra arguments or add specifiers such as %\(needed + 1)$@"))
        }
        for gap in (1...max(needed, 1)).filter({ !used.contains($0) && $0 <= needed }) {
            diagnostics.append(Diagnostic(.warning, code: "format.unused-argument",
                                          "argument \(gap) is not used by any format specifier"))
        }
        var runs: [BoundRun] = []
        func walk(_ nodes: [MarkupNode], path: [Int], style: RunStyle) {
            for node in nodes {
                switch node {
                case .text(let t, _):
                    runs.append(BoundRun(text: t, spanPath: path, style: style))
                case .code(let t, _):
                    var s = style
                    s.code = true
                    runs.append(BoundRun(text: t, spanPath: path, style: s))
                case .format(let spec):
                    let n = indexOf[spec.offset]!
                    guard n <= arguments.count else {
                        runs.append(BoundRun(text: spec.text, spanPath: path, style: style, isUnboundSpecifier: true))
                        continue
                    }
                    let arg = arguments[n - 1]
                    var run = BoundRun(text: arg.text, spanPath: path, style: style, argumentIndex: n)
                    switch arg {
                    case .number(let value):
                        run.text = spec.format(value)
                        // Plural categories follow the number as shown: %lld of 1.5 prints "1", which is "one".
                        run.number = NumberValue(run.text) ?? value
                    case .text(let s):
                        if spec.isNumeric {
                            if let value = NumberValue(s) {
                                run.text = spec.format(value)
                                run.number = NumberValue(run.text) ?? value
                            } else {
                                diagnostics.append(Diagnostic(.error, code: "format.argument-type",
                                                              "\(spec.text) expects a number but argument \(n) is the text \"\(s)\"",
                                                              hint: "pass a number, or use %@ for text",
                                                              location: SourceLocation(offset: spec.offset, in: chars())))
                            }
                        }
                    case .phrase(_, let m):
                        run.argumentMorphology = m
                    case .formatted(let value):
                        bindFormatted(value, spec: spec, argument: n, locale: locale, into: &run,
                                      chars: chars(), diagnostics: &diagnostics)
                    }
                    runs.append(run)
                case .span(let id, let children):
                    walk(children, path: path + [id], style: style)
                case .emphasis(let children):
                    var s = style
                    s.emphasis = true
                    walk(children, path: path, style: s)
                case .strong(let children):
                    var s = style
                    s.strong = true
                    walk(children, path: path, style: s)
                case .link(let destination, let children):
                    var s = style
                    s.link = destination
                    walk(children, path: path, style: s)
                }
            }
        }
        walk(parsed.nodes, path: [], style: RunStyle())
        return runs
    }
}
