/// The most one request may ask of the engine, so that every request costs a bounded time and memory.
///
/// The engine checks a request against its limits before doing any work, and a request over a limit gets one
/// error (`request.limit`) naming the limit, the value found and the most allowed — never a stall. The
/// defaults are far above what a localized string needs.
public struct RequestLimits: Hashable, Sendable {
    /// The longest markup, in characters.
    public var maximumMarkupLength = 10_000
    /// The deepest nesting of square brackets (`^[`, `[`) in the markup, open ones counted until closed.
    public var maximumNestingDepth = 1_000
    /// The most words (runs of text between spaces) in one span: agreement looks at the whole span.
    public var maximumWordsPerSpan = 2_000
    /// The most spans in one markup string.
    public var maximumSpans = 1_000
    /// The most format specifiers in one markup string.
    public var maximumFormatSpecifiers = 1_000
    /// The most arguments (and concepts) one request may pass.
    public var maximumArguments = 1_000
    /// The largest explicit argument position (`%1000$@`).
    public var maximumArgumentPosition = 1_000
    /// The widest field width a specifier may ask for (`%1000d`).
    public var maximumFormatWidth = 1_000
    /// The largest precision a specifier may ask for (`%.100f`).
    public var maximumFormatPrecision = 100
    /// The longest text of one argument or concept, in characters.
    public var maximumArgumentLength = 20_000
    /// The longest request line the JSON-lines service reads, in bytes; the rest of a longer line is skipped.
    public var maximumLineBytes = 1 << 22
    /// The most diagnostics one answer lists; the rest are counted in a closing note.
    public var maximumDiagnostics = 100

    /// The default limits.
    public static let standard = RequestLimits()

    /// Limits with every property at its default value, the same as ``standard``.
    public init() {}

    /// One exceeded limit: its name, the value found and the most allowed, in a sentence.
    public struct Excess: Error, Hashable, Sendable, CustomStringConvertible {
        /// The limit's property name, e.g. `maximumMarkupLength`.
        public var limit: String
        /// What was measured, e.g. `markup of 400085 characters`.
        public var found: String
        /// The most allowed.
        public var maximum: Int
        /// How to get under the limit.
        public var hint: String

        public var description: String { "\(found) is over the limit of \(maximum) (\(limit))" }

        /// The error diagnostic for this excess.
        public var diagnostic: Diagnostic {
            Diagnostic(.error, code: "request.limit", description, hint: hint)
        }
    }

    /// Checks the parts of a request that can be measured before parsing.
    public func check(_ request: RenderRequest) -> Excess? {
        // Counting characters costs a pass over the text; no more bytes than the limit means no more characters.
        let bytes = request.markup.utf8.count
        let length = bytes > maximumMarkupLength ? request.markup.count : bytes
        if length > maximumMarkupLength {
            return Excess(limit: "maximumMarkupLength", found: "markup of \(length) characters",
                          maximum: maximumMarkupLength, hint: "split the text into several strings")
        }
        let depth = bytes > maximumNestingDepth ? Self.bracketDepth(request.markup) : 0
        if depth > maximumNestingDepth {
            return Excess(limit: "maximumNestingDepth", found: "markup with brackets nested \(depth) deep",
                          maximum: maximumNestingDepth, hint: "close the brackets you open, or escape a literal one as \\[")
        }
        if request.arguments.count > maximumArguments {
            return Excess(limit: "maximumArguments", found: "a list of \(request.arguments.count) arguments",
                          maximum: maximumArguments, hint: "pass fewer arguments")
        }
        if request.concepts.count > maximumArguments {
            return Excess(limit: "maximumArguments", found: "a list of \(request.concepts.count) concepts",
                          maximum: maximumArguments, hint: "pass fewer concepts")
        }
        func tooLong(_ text: String) -> Bool { text.utf8.count > maximumArgumentLength && text.count > maximumArgumentLength }
        // Read in place: a copy of each argument costs more than measuring it.
        var overlong: (String, String)?
        for i in request.arguments.indices where Self.isLong(request.arguments[i], maximumArgumentLength) {
            if tooLong(request.arguments[i].text) { overlong = ("argument \(i + 1)", request.arguments[i].text); break }
        }
        if overlong == nil {
            overlong = request.concepts.firstIndex { tooLong($0.limitedText) }.map { ("concept \($0 + 1)", request.concepts[$0].limitedText) }
        }
        if let (what, text) = overlong {
            return Excess(limit: "maximumArgumentLength", found: "\(what) of \(text.count) characters",
                          maximum: maximumArgumentLength, hint: "shorten the \(what.split(separator: " ")[0])")
        }
        return nil
    }

    /// Whether `argument`'s text may be longer than `maximum` characters: a text or phrase of more bytes, or a
    /// formatted value (its text is worked out only then).
    private static func isLong(_ argument: borrowing FormatArgument, _ maximum: Int) -> Bool {
        switch argument {
        case .text(let s), .phrase(let s, _): return s.utf8.count > maximum
        case .number(let n): return n.text.utf8.count > maximum
        case .formatted: return true
        }
    }

    /// The deepest nesting of `[` (a backslash-escaped bracket does not count; an unclosed one stays open).
    static func bracketDepth(_ markup: String) -> Int {
        var depth = 0, deepest = 0, escaped = false
        for c in markup.utf8 {
            if escaped { escaped = false; continue }
            switch c {
            case UInt8(ascii: "\\"): escaped = true
            case UInt8(ascii: "["): depth += 1; deepest = max(deepest, depth)
            case UInt8(ascii: "]"): depth = max(0, depth - 1)
            default: break
            }
        }
        return deepest
    }

    /// Checks the parsed markup and its bound runs: spans, specifiers and the words of each span.
    func check(_ parsed: ParsedMarkup, runs: [BoundRun]) -> Excess? {
        if parsed.spans.count > maximumSpans {
            return Excess(limit: "maximumSpans", found: "markup with \(parsed.spans.count) spans",
                          maximum: maximumSpans, hint: "split the text into several strings")
        }
        let specifiers = parsed.formatSpecifiers.count
        if specifiers > maximumFormatSpecifiers {
            return Excess(limit: "maximumFormatSpecifiers", found: "markup with \(specifiers) format specifiers",
                          maximum: maximumFormatSpecifiers, hint: "split the text into several strings")
        }
        // A span cannot hold more words than its runs have bytes.
        var bytes = 0
        for i in runs.indices where !runs[i].spanPath.isEmpty { bytes += runs[i].text.utf8.count } // in place
        guard bytes > maximumWordsPerSpan else { return nil }
        var words = [Int](repeating: 0, count: parsed.spans.count)
        for run in runs where !run.spanPath.isEmpty {
            let count = Self.wordCount(run.text)
            for id in run.spanPath { words[id] += count }
        }
        if let (id, count) = words.enumerated().first(where: { $0.element > maximumWordsPerSpan }) {
            let location = parsed.spans[id].location
            return Excess(limit: "maximumWordsPerSpan",
                          found: "the span at line \(location.line), column \(location.column) with \(count) words",
                          maximum: maximumWordsPerSpan, hint: "inflect a shorter span: only the words that must agree")
        }
        return nil
    }
}

extension RequestLimits {
    /// `text.split(whereSeparator: \.isWhitespace).count`, counted on the bytes when the text is plain (every byte
    /// below 0xCC, so every scalar below U+0300: no character joins two scalars but CR LF, both white space), where
    /// white space is ASCII's and U+0085, U+00A0. Other text is split by characters.
    static func wordCount(_ text: String) -> Int {
        let counted: Int?? = text.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
            var words = 0, inWord = false, i = 0
            while i < bytes.count {
                let b = bytes[i]
                guard b < 0xCC else { return nil }
                var isSpace = b == 0x20 || (b >= 0x09 && b <= 0x0D)
                if b == 0xC2, i + 1 < bytes.count, bytes[i + 1] == 0x85 || bytes[i + 1] == 0xA0 {
                    isSpace = true
                    i += 1
                }
                if isSpace { inWord = false } else if !inWord { inWord = true; words += 1 }
                i += 1
            }
            return words
        }
        if let counted, let words = counted { return words }
        return text.split(whereSeparator: \.isWhitespace).count
    }
}

private extension InflectionConcept {
    /// The text a concept carries, for the length limit.
    var limitedText: String {
        switch self {
        case .localizedPhrase(let text), .describedPhrase(let text, _): return text
        case .termsOfAddress: return ""
        }
    }
}

extension RequestLimits {
    /// `diagnostics`, at most ``maximumDiagnostics`` of them, the rest counted in a closing note.
    func capped(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        guard diagnostics.count > maximumDiagnostics else { return diagnostics }
        let rest = diagnostics.count - maximumDiagnostics
        // Errors are kept before warnings and notes (they decide the exit status); the order stays as found.
        let errors = diagnostics.indices.filter { diagnostics[$0].severity == .error }.prefix(maximumDiagnostics)
        let others = diagnostics.indices.filter { diagnostics[$0].severity != .error }
            .prefix(maximumDiagnostics - errors.count)
        return (errors + others).sorted().map { diagnostics[$0] }
            + [Diagnostic(.note, code: "request.more-diagnostics",
                          "\(rest) more diagnostic\(rest == 1 ? "" : "s") not shown (maximumDiagnostics is \(maximumDiagnostics))",
                          hint: "fix the ones shown first")]
    }
}

extension Rendering {
    /// The answer to a request over a limit: no text, one error naming the limit.
    init(refusing excess: RequestLimits.Excess) {
        self.init(text: "", runs: [], trace: [], diagnostics: [excess.diagnostic])
    }
}
