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
                            locale: InflectionLocale = InflectionLocale("en"), limits: RequestLimits = .standard,
                            diagnostics: inout [Diagnostic]) -> [BoundRun] {
        // The lines are only needed to place a diagnostic; found once, they place each one in O(log lines).
        let lines = LazySourceLines(parsed.source)
        func place(_ offset: Int) -> SourceLocation { lines.location(offset) }
        // Sequential specifiers take the next argument; positional ones their own number. A specifier over the
        // limits is kept as written and takes no argument.
        // The argument number of each specifier, in reading order (0: over a limit, takes none).
        let specifiers = parsed.formatSpecifiers
        var next = 0
        // Filled by appending: `Array(repeating:count:)` takes an unspecialized path that costs more than the loop.
        var numbers: [Int] = []
        numbers.reserveCapacity(specifiers.count)
        var needed = 0
        for spec in specifiers {
            if let problem = limitProblem(spec, limits: limits) {
                diagnostics.append(Diagnostic(.error, code: "format.limit", problem.message, hint: problem.hint,
                                              location: place(spec.offset)))
                numbers.append(0)
                continue
            }
            let n: Int
            if let p = spec.position { n = p } else { next += 1; n = next }
            numbers.append(n)
            needed = max(needed, n)
        }
        if needed > arguments.count {
            let k = numbers.firstIndex { $0 > arguments.count }!
            let missing = specifiers[k]
            diagnostics.append(Diagnostic(.error, code: "format.too-few-arguments",
                                          "\(missing.text) needs argument \(numbers[k]), but only \(arguments.count) argument\(arguments.count == 1 ? " was" : "s were") given",
                                          hint: "give \(needed) argument\(needed == 1 ? "" : "s") (the specifier is kept as written and the span does not agree with it)",
                                          location: place(missing.offset)))
        } else if arguments.count > needed {
            diagnostics.append(Diagnostic(.error, code: "format.too-many-arguments",
                                          "\(arguments.count) arguments were given but the markup uses only \(needed)",
                                          hint: needed == 0 ? "remove the arguments, or add %@ / %lld where they belong"
                                                            : "remove the extra arguments or add specifiers such as %\(needed + 1)$@"))
        }
        // Only arguments that were given can be unused; one warning names them all.
        let given = min(needed, arguments.count)
        let unused: [Int]
        if given < 64 { // the common case: a bit per argument, no table
            var used: UInt64 = 0
            for n in numbers where n <= given { used |= 1 << UInt64(n) }
            unused = (1..<(given + 1)).filter { used & (1 << UInt64($0)) == 0 }
        } else {
            var isUsed: [Bool] = []
            isUsed.reserveCapacity(given + 1)
            for _ in 0...given { isUsed.append(false) }
            for n in numbers where n <= given { isUsed[n] = true }
            unused = (1..<(given + 1)).filter { !isUsed[$0] }
        }
        if let warning = unusedArgumentsWarning(unused) { diagnostics.append(warning) }
        var walker = RunWalker(arguments: arguments, specifiers: specifiers, numbers: numbers, locale: locale, lines: lines,
                               diagnostics: diagnostics)
        walker.runs.reserveCapacity(2 * specifiers.count + parsed.spans.count + 2) // text around each specifier
        walker.walk(parsed.nodes, path: [], style: RunStyle())
        diagnostics = walker.diagnostics
        return walker.runs
    }

    /// Flattens the markup tree into runs, substituting each specifier's argument. A struct rather than a nested
    /// function, so that its state is not captured in boxes on every render.
    private struct RunWalker {
        let arguments: [FormatArgument]
        /// The markup's specifiers and the argument number of each, in reading order (0: none).
        let specifiers: [FormatSpecifier]
        let numbers: [Int]
        let locale: InflectionLocale
        /// The markup's lines, to place a diagnostic (kept as the object: a stored closure would be allocated).
        let lines: LazySourceLines
        var diagnostics: [Diagnostic]
        var runs: [BoundRun] = []
        /// The walk meets the specifiers in reading order.
        var formatIndex = 0

        init(arguments: [FormatArgument], specifiers: [FormatSpecifier], numbers: [Int], locale: InflectionLocale,
             lines: LazySourceLines, diagnostics: [Diagnostic]) {
            self.arguments = arguments
            self.specifiers = specifiers
            self.numbers = numbers
            self.locale = locale
            self.lines = lines
            self.diagnostics = diagnostics
        }

        mutating func walk(_ nodes: [MarkupNode], path: [Int], style: RunStyle) {
            for node in nodes {
                switch node {
                case .text(let t, _):
                    runs.append(BoundRun(text: t, spanPath: path, style: style))
                case .code(let t, _):
                    var s = style
                    s.code = true
                    runs.append(BoundRun(text: t, spanPath: path, style: s))
                case .format:
                    // The parsed list holds the same specifier: read there in place, not copied out of the node.
                    let k = formatIndex
                    let n = numbers[k]
                    formatIndex += 1
                    guard n > 0, n <= arguments.count else {
                        runs.append(BoundRun(text: specifiers[k].text, spanPath: path, style: style, isUnboundSpecifier: true))
                        continue
                    }
                    runs.append(bound(specifierAt: k, argument: n, path: path, style: style))
                case .span(let id, let children):
                    let before = runs.count
                    var inner = path
                    inner.append(id)
                    walk(children, path: inner, style: style)
                    // Every span owns at least one run, so text it gains (an inflectionAlternative) has a place.
                    if runs.count == before { runs.append(BoundRun(text: "", spanPath: inner, style: style)) }
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

        /// The run of argument `n` substituted for `spec`.
        mutating func bound(specifierAt k: Int, argument n: Int, path: [Int], style: RunStyle) -> BoundRun {
            let specifiers = specifiers // the array, not the specifier, is copied (a retain)
            let lines = lines
            func place(_ offset: Int) -> SourceLocation { lines.location(offset) }
            let arg = arguments[n - 1]
            var run = BoundRun(text: arg.text, spanPath: path, style: style, argumentIndex: n)
            switch arg {
            case .number(let value):
                Binder.substitute(value, for: specifiers[k], into: &run, place: place, diagnostics: &diagnostics)
            case .text(let s):
                if specifiers[k].isNumeric {
                    if let value = NumberValue(s) {
                        Binder.substitute(value, for: specifiers[k], into: &run, place: place, diagnostics: &diagnostics)
                    } else {
                        diagnostics.append(Diagnostic(.error, code: "format.argument-type",
                                                      "\(specifiers[k].text) expects a number but argument \(n) is the text \"\(s)\"",
                                                      hint: "pass a number, or use %@ for text",
                                                      location: place(specifiers[k].offset)))
                    }
                }
            case .phrase(_, let m):
                run.argumentMorphology = m
            case .formatted(let value):
                Binder.bindFormatted(value, spec: specifiers[k], argument: n, locale: locale, into: &run,
                                     place: place, diagnostics: &diagnostics)
            }
            return run
        }
    }

    /// Formats a number for `spec`; a number the specifier cannot format is an error and stays as given.
    /// `place` gives the location of a character offset in the markup, needed only for a diagnostic.
    static func substitute(_ value: NumberValue, for spec: FormatSpecifier, into run: inout BoundRun,
                           place: (Int) -> SourceLocation, diagnostics: inout [Diagnostic]) {
        if let problem = spec.problem(formatting: value) {
            diagnostics.append(Diagnostic(.error, code: "format.argument-type", problem.message, hint: problem.hint,
                                          location: place(spec.offset)))
        }
        // Plural categories follow the number as shown: %lld of 1.5 prints "1", which is "one".
        (run.text, run.number) = spec.format(value)
    }

    /// Why a specifier is over the limits (its argument position, width or precision), or nil.
    static func limitProblem(_ spec: FormatSpecifier, limits: RequestLimits) -> (message: String, hint: String)? {
        func over(_ what: String, _ value: Int, _ limit: String, _ maximum: Int) -> (message: String, hint: String) {
            let shown = value == Int.max ? "more than \(Int.max)" : String(value)
            return ("\(spec.text) asks for \(what) \(shown), over the limit of \(maximum) (\(limit))",
                    "use \(what) of at most \(maximum) (the specifier is kept as written)")
        }
        if let p = spec.position, p > limits.maximumArgumentPosition {
            return over("an argument number", p, "maximumArgumentPosition", limits.maximumArgumentPosition)
        }
        if let w = spec.width, w > limits.maximumFormatWidth {
            return over("a width", w, "maximumFormatWidth", limits.maximumFormatWidth)
        }
        if let p = spec.precision, p > limits.maximumFormatPrecision {
            return over("a precision", p, "maximumFormatPrecision", limits.maximumFormatPrecision)
        }
        return nil
    }

    /// One warning for the given arguments no specifier uses (`arguments 2, 3 and 5 are not used…`), or nil.
    static func unusedArgumentsWarning(_ unused: [Int]) -> Diagnostic? {
        guard let first = unused.first else { return nil }
        let listed = unused.prefix(5).map(String.init)
        let names: String
        if unused.count == 1 {
            names = "argument \(first) is"
        } else if unused.count <= 5 {
            names = "arguments " + listed.dropLast().joined(separator: ", ") + " and " + listed.last! + " are"
        } else {
            names = "arguments " + listed.joined(separator: ", ") + " and \(unused.count - 5) more are"
        }
        return Diagnostic(.warning, code: "format.unused-argument", "\(names) not used by any format specifier",
                          hint: "add a specifier such as %\(first)$@, or remove the argument")
    }
}
