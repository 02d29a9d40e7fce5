/// Inline formatting carried by a run.
public struct RunStyle: Hashable, Codable, Sendable {
    /// Inside Markdown emphasis (`*…*` or `_…_`): shown in italics.
    public var emphasis = false
    /// Inside strong emphasis (`**…**`): shown in bold.
    public var strong = false
    /// Inline code: text between backticks.
    public var code = false
    /// The destination of the Markdown link around the run (`https://example.com` in
    /// `[text](https://example.com)`), as written; nil outside a link.
    public var link: String?

    /// Plain text: no emphasis, no strong emphasis, no code, no link.
    public init() {}
    /// Whether the run has no formatting at all: no emphasis, strong emphasis, code or link.
    public var isPlain: Bool { !emphasis && !strong && !code && link == nil }
}

/// A piece of text with uniform attributes, after the arguments have been substituted.
public struct BoundRun: Hashable, Sendable {
    /// The run's text before agreement: the markup's text, or the argument put in place of a specifier (a number
    /// as the specifier formats it, a formatted value as Foundation writes it for the locale).
    public var text: String
    /// The spans containing this run, outermost first.
    public var spanPath: [Int]
    /// The inline formatting the run is inside (emphasis, strong, code, link).
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
    /// Substitutes `arguments` into `parsed` and returns the runs in reading order. `locale` gives the decimal
    /// separator of `%f` numbers and the text of formatted values; a missing, unused or mistyped argument and a
    /// specifier over `limits` are reported in `diagnostics` (a specifier with no argument is kept as written).
    public static func bind(_ parsed: ParsedMarkup, arguments: [FormatArgument],
                            locale: InflectionLocale = InflectionLocale("en"), limits: RequestLimits = .standard,
                            diagnostics: inout [Diagnostic]) -> [BoundRun] {
        bind(parsed, plan: RunPlan(parsed), arguments: arguments, locale: locale, limits: limits,
             diagnostics: &diagnostics)
    }

    /// Binds `arguments` into the runs `plan` worked out once for `parsed`: only the specifiers' runs change.
    static func bind(_ parsed: ParsedMarkup, plan: RunPlan, arguments: [FormatArgument], locale: InflectionLocale,
                     limits: RequestLimits, diagnostics: inout [Diagnostic]) -> [BoundRun] {
        var place = DiagnosticPlacer(source: parsed.source)
        // Sequential specifiers take the next argument; positional ones their own number. A specifier over the
        // limits is kept as written and takes no argument.
        // The argument number of each specifier, in reading order (0: over a limit, takes none): in a buffer on the
        // stack for the handful of specifiers a markup has, so that a render allocates nothing for them.
        let specifiers = parsed.formatSpecifiers
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: specifiers.count) { numbers -> [BoundRun] in
            var next = 0
            var needed = 0
            var filled = 0 // every specifier fills its place below: all are set before any is read
            for i in specifiers.indices { // read in place: a specifier taken out is copied, a retain per string
                if isOverLimits(position: specifiers[i].position, width: specifiers[i].width,
                                precision: specifiers[i].precision, limits: limits),
                   let problem = limitProblem(specifiers[i], limits: limits) {
                    diagnostics.append(Diagnostic(.error, code: "format.limit", problem.message, hint: problem.hint,
                                                  location: place.location(specifiers[i].offset)))
                    numbers[filled] = 0
                    filled += 1
                    continue
                }
                let n: Int
                if let p = specifiers[i].position { n = p } else { next += 1; n = next }
                numbers[filled] = n
                filled += 1
                needed = max(needed, n)
            }
            if needed > arguments.count {
                let k = numbers.firstIndex { $0 > arguments.count }!
                let missing = specifiers[k]
                diagnostics.append(Diagnostic(.error, code: "format.too-few-arguments",
                                              "\(missing.text) needs argument \(numbers[k]), but only \(arguments.count) argument\(arguments.count == 1 ? " was" : "s were") given",
                                              hint: "give \(needed) argument\(needed == 1 ? "" : "s") (the specifier is kept as written and the span does not agree with it)",
                                              location: place.location(missing.offset)))
            } else if arguments.count > needed {
                diagnostics.append(Diagnostic(.error, code: "format.too-many-arguments",
                                              "\(arguments.count) argument\(arguments.count == 1 ? " was" : "s were") given but the markup uses \(needed == 0 ? "none" : "only \(needed)")",
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
            // The plan holds every run already, each specifier's as written (unbound): only those with an argument
            // change, in reading order, so their diagnostics come in the order the markup gives them.
            guard !specifiers.isEmpty else { return plan.runs }
            var runs: [BoundRun] = []
            runs.reserveCapacity(plan.runs.count)
            var k = 0
            for r in plan.runs.indices { // read in place: a run is copied only when it is kept
                guard k < plan.specifierRuns.count, plan.specifierRuns[k] == r else {
                    runs.append(plan.runs[r])
                    continue
                }
                let n = numbers[k]
                if n > 0, n <= arguments.count {
                    runs.append(bound(specifiers, k, argument: arguments[n - 1], number: n, path: plan.runs[r].spanPath,
                                      style: plan.runs[r].style, locale: locale, place: &place, diagnostics: &diagnostics))
                } else {
                    runs.append(plan.runs[r])
                }
                k += 1
            }
            return runs
        }
    }

    /// The run of argument `n` substituted for `specifiers[k]`. The specifier is read in place, and copied out
    /// only for a number (a copy retains each of its strings; most arguments are text for `%@`).
    private static func bound(_ specifiers: [FormatSpecifier], _ k: Int, argument arg: FormatArgument, number n: Int,
                              path: [Int], style: RunStyle, locale: InflectionLocale, place: inout DiagnosticPlacer,
                              diagnostics: inout [Diagnostic]) -> BoundRun {
        var run = BoundRun(text: arg.text, spanPath: path, style: style, argumentIndex: n)
        switch arg {
        case .number(let value):
            substitute(value, for: specifiers[k], into: &run, locale: locale, place: &place, diagnostics: &diagnostics)
        case .text(let s):
            if specifiers[k].isNumeric {
                let spec = specifiers[k]
                if let value = NumberValue(s) {
                    substitute(value, for: spec, into: &run, locale: locale, place: &place, diagnostics: &diagnostics)
                } else {
                    diagnostics.append(Diagnostic(.error, code: "format.argument-type",
                                                  "\(spec.text) expects a number but argument \(n) is the text \"\(s)\"",
                                                  hint: "pass a number, or use %@ for text",
                                                  location: place.location(spec.offset)))
                }
            }
        case .phrase(_, let m):
            run.argumentMorphology = m
        case .formatted(let value):
            bindFormatted(value, spec: specifiers[k], argument: n, locale: locale, into: &run, place: &place,
                          diagnostics: &diagnostics)
        }
        return run
    }

    /// Formats a number for `spec` in `locale` (its decimal separator, as Foundation's localized formatting
    /// writes it); a number the specifier cannot format is an error and stays as given.
    /// `place` gives the location of a character offset in the markup, needed only for a diagnostic.
    static func substitute(_ value: NumberValue, for spec: FormatSpecifier, into run: inout BoundRun, locale: InflectionLocale,
                           place: inout DiagnosticPlacer, diagnostics: inout [Diagnostic]) {
        if let problem = spec.problem(formatting: value) {
            diagnostics.append(Diagnostic(.error, code: "format.argument-type", problem.message, hint: problem.hint,
                                          location: place.location(spec.offset)))
        }
        // Plural categories follow the number as shown: %lld of 1.5 prints "1", which is "one".
        (run.text, run.number) = spec.isInteger || spec.isCharacter || !spec.isNumeric
            ? spec.format(value) : spec.format(value, decimalSeparator: DecimalSeparator.of(locale))
    }

    /// Whether a specifier with these argument position, width and precision may be over `limits`: read from its
    /// numbers alone, before ``limitProblem(_:limits:)`` is asked (a specifier passed along is copied).
    @inline(__always) private static func isOverLimits(position: Int?, width: Int?, precision: Int?,
                                                       limits: RequestLimits) -> Bool {
        (position.map { $0 > limits.maximumArgumentPosition } ?? false)
            || (width.map { $0 > limits.maximumFormatWidth } ?? false)
            || (precision.map { $0 > limits.maximumFormatPrecision } ?? false)
    }

    /// Why a specifier is over the limits (its argument position, width or precision), or nil.
    static func limitProblem(_ spec: FormatSpecifier, limits: RequestLimits) -> (message: String, hint: String)? {
        if let p = spec.position, p > limits.maximumArgumentPosition {
            return over(spec.text, "an argument number", p, "maximumArgumentPosition", limits.maximumArgumentPosition)
        }
        if let w = spec.width, w > limits.maximumFormatWidth {
            return over(spec.text, "a width", w, "maximumFormatWidth", limits.maximumFormatWidth)
        }
        if let p = spec.precision, p > limits.maximumFormatPrecision {
            return over(spec.text, "a precision", p, "maximumFormatPrecision", limits.maximumFormatPrecision)
        }
        return nil
    }

    /// The problem of the specifier written `text` asking for `value` of `what`, over `limit` (`maximum`). Not a
    /// function nested in ``limitProblem(_:limits:)``: capturing the specifier there copies it on every call.
    private static func over(_ text: String, _ what: String, _ value: Int, _ limit: String,
                             _ maximum: Int) -> (message: String, hint: String) {
        let shown = value == Int.max ? "more than \(Int.max)" : String(value)
        return ("\(text) asks for \(what) \(shown), over the limit of \(maximum) (\(limit))",
                "use \(what) of at most \(maximum) (the specifier is kept as written)")
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

/// Where a character offset of a markup is, for a diagnostic: the markup's lines are found on the first diagnostic
/// placed (then each is placed in O(log lines)). Most renders place nothing and allocate nothing for it. A struct
/// passed `inout` rather than a closure over a variable: the closure's variable is boxed and every render pays for
/// it, diagnostic or not.
struct DiagnosticPlacer {
    /// Only the source is kept: keeping the parsed markup would copy all of it.
    let source: String
    private var lines: SourceLines?

    init(source: String) { self.source = source }

    /// The line and column of character `offset`.
    mutating func location(_ offset: Int) -> SourceLocation {
        if lines == nil { lines = SourceLines(source) }
        return lines!.location(offset)
    }
}
