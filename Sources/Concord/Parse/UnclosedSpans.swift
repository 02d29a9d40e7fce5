/// Finds `^[` that did not become a span — a missing `]`, `(`, `)` or reference definition — and says where
/// and how to fix it. Such text stays literal, as swift-cmark leaves it; without a word the author would not
/// know why nothing was inflected.
///
/// Kept apart from ``MarkupParser`` (which calls it once, after parsing) so the parser's internals can change
/// without touching it: it reads only the characters and the spans that were found.
enum UnclosedSpans {
    /// Past this many, the rest are summed up in the last diagnostic; it also keeps the scan linear.
    static let maximumReported = 8

    static func diagnostics(in chars: [Character], spans: [SpanInfo], reported: [Diagnostic]) -> [Diagnostic] {
        var starts = Set(spans.map(\.location.offset))
        starts.formUnion(reported.filter { $0.code == "markup.depth" }.compactMap { $0.location?.offset })
        // Attribute bodies are JSON5, not Markdown: a `^[` in a quoted string there is no span.
        var skip: [Range<Int>] = []
        for span in spans where !span.isReference && span.source.hasSuffix(")") {
            let end = span.location.offset + span.source.count - 1
            skip.append((end - span.body.count)..<end)
        }
        skip.sort { $0.lowerBound < $1.lowerBound }
        var out: [Diagnostic] = []
        var unreported = 0
        var skipIndex = 0
        var i = 0
        while i < chars.count {
            while skipIndex < skip.count, skip[skipIndex].upperBound <= i { skipIndex += 1 }
            if skipIndex < skip.count, skip[skipIndex].contains(i) { i = skip[skipIndex].upperBound; continue }
            let c = chars[i]
            if c == "\\" { i += 2; continue }
            if c == "`" {
                i = afterCodeSpan(chars, at: i)
                continue
            }
            if c == "^", i + 1 < chars.count, chars[i + 1] == "[", !starts.contains(i), !isReferenceDefinition(chars, at: i) {
                if out.count < maximumReported { out.append(diagnostic(chars, at: i)) } else { unreported += 1 }
            }
            i += 1
        }
        if unreported > 0, !out.isEmpty {
            out[out.count - 1].message += " (and \(unreported) more like it)"
        }
        return out
    }

    /// Where scanning resumes after the backticks at `start`: past the code span, or past the run of
    /// backticks when none closes it.
    private static func afterCodeSpan(_ chars: [Character], at start: Int) -> Int {
        var n = 0
        while start + n < chars.count, chars[start + n] == "`" { n += 1 }
        var i = start + n
        while i < chars.count {
            if chars[i] == "`" {
                var m = 0
                while i + m < chars.count, chars[i + m] == "`" { m += 1 }
                if m == n { return i + m }
                i += m
            } else {
                i += 1
            }
        }
        return start + n
    }

    /// `^[label]: attributes` at the start of a line defines a reference; it is no span.
    private static func isReferenceDefinition(_ chars: [Character], at p: Int) -> Bool {
        var b = p - 1
        while b >= 0, chars[b] == " " { b -= 1 }
        guard b < 0 || chars[b] == "\n" else { return false }
        var j = p + 2
        while j < chars.count, chars[j] != "]", chars[j] != "\n" { j += 1 }
        return j + 1 < chars.count && chars[j] == "]" && chars[j + 1] == ":"
    }

    /// The `]` closing the `[` at `open`, skipping escapes; nil if the text ends first.
    private static func closingBracket(_ chars: [Character], from open: Int) -> Int? {
        var depth = 0
        var i = open
        while i < chars.count {
            switch chars[i] {
            case "\\": i += 1
            case "[": depth += 1
            case "]":
                depth -= 1
                if depth == 0 { return i }
            default: break
            }
            i += 1
        }
        return nil
    }

    /// Where the line holding `offset` ends.
    private static func lineEnd(_ chars: [Character], from offset: Int) -> Int {
        var i = offset
        while i < chars.count, chars[i] != "\n" { i += 1 }
        return i
    }

    /// The `(` that most likely opens the attributes of a span whose `]` is missing: the first `(` on the
    /// line followed by a known attribute name.
    private static func attributesWithoutBracket(_ chars: [Character], after p: Int) -> Int? {
        let end = lineEnd(chars, from: p)
        var i = p + 2
        while i < end {
            if chars[i] == "(" {
                var j = i + 1
                while j < end, chars[j] == " " || chars[j] == "{" { j += 1 }
                var name = ""
                while j < end, chars[j].isLetter { name.append(chars[j]); j += 1 }
                if SpanAttributes.knownKeys.contains(name) || EditDistance.closest(to: name, among: SpanAttributes.knownKeys) != nil {
                    return i
                }
            }
            i += 1
        }
        return nil
    }

    private static func diagnostic(_ chars: [Character], at p: Int) -> Diagnostic {
        let location = SourceLocation(offset: p, in: chars)
        let column = location.column
        func text(_ r: Range<Int>) -> String { chars.text(r) }
        func make(_ message: String, _ hint: String) -> Diagnostic {
            Diagnostic(.warning, code: "markup.unclosed-span", message, hint: hint, location: location)
        }
        guard let close = closingBracket(chars, from: p + 1) else {
            if let paren = attributesWithoutBracket(chars, after: p) {
                let parenColumn = SourceLocation(offset: paren, in: chars).column
                let end = lineEnd(chars, from: paren)
                var closeParen = paren
                while closeParen < end, chars[closeParen] != ")" { closeParen += 1 }
                let fixed = text(p..<paren) + "]" + text(paren..<min(closeParen + 1, end))
                return make("the span at column \(column) has no ']' before its attributes, so it stays as text",
                            "add ] before the ( at column \(parenColumn): \(fixed)")
            }
            return make("the span at column \(column) is never closed with ']', so it stays as text",
                        "end the text with ] and add the attributes: ^[text](inflect: true)")
        }
        let written = text(p..<(close + 1))
        guard close + 1 < chars.count else {
            return make("\(written) at column \(column) has no attributes, so it stays as text",
                        "add them after the ]: \(written)(inflect: true)")
        }
        switch chars[close + 1] {
        case "(":
            let end = lineEnd(chars, from: close)
            let closeColumn = SourceLocation(offset: end, in: chars).column
            return make("the attributes of the span at column \(column) are never closed with ')', so it stays as text",
                        "add ) where the attributes end (the line ends at column \(closeColumn) without one)")
        case "[":
            var j = close + 2
            while j < chars.count, chars[j] != "]", chars[j] != "\n" { j += 1 }
            let label = text((close + 2)..<j)
            return make("\(written)[\(label)] at column \(column) uses the reference '\(label)', which is not defined, so it stays as text",
                        "define it on a line of its own: ^[\(label)]: inflect: true")
        case " " where close + 2 < chars.count && chars[close + 2] == "(":
            return make("a space separates \(written) at column \(column) from its attributes, so it stays as text",
                        "remove the space between ] and (")
        default:
            return make("\(written) at column \(column) has no attributes, so it stays as text",
                        "add them after the ]: \(written)(inflect: true)")
        }
    }
}
