/// Checks on parsed markup that find what the author probably did not mean, although it parses: an attribute
/// name one typo away from a known one (Foundation silently keeps it as a custom attribute), and a `^[` that
/// never became a span.
///
/// These are small, separate functions so that the parser's own diagnostics can replace them when it reports
/// the same things.
public enum MarkupChecks {
    /// The known attribute `key` is probably a misspelling of (`inflct` → `inflect`), or nil.
    public static func suggestedAttribute(for key: String) -> String? {
        let lowered = key.lowercased()
        if let sameLetters = SpanAttributes.knownKeys.first(where: { $0.lowercased() == lowered }) { return sameLetters }
        let scored = SpanAttributes.knownKeys.map { ($0, EditDistance.between($0.lowercased(), lowered)) }
        guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= max(1, min(3, key.count / 4)) else { return nil }
        return best.0
    }

    /// Warnings for custom attributes that look like misspelled known ones: "did you mean inflect?".
    public static func attributeTypos(_ parsed: ParsedMarkup) -> [Diagnostic] {
        parsed.diagnostics.compactMap { d in
            guard d.code == "markup.custom-attribute", let key = d.key, let known = suggestedAttribute(for: key) else { return nil }
            return Diagnostic(.warning, code: "markup.attribute-typo",
                              "'\(key)' is not an attribute Concord knows; did you mean \(known)?",
                              hint: "Foundation keeps '\(key)' as a custom attribute and nothing agrees; write \(known)",
                              location: d.location, span: d.span, key: key)
        }
    }

    /// Warnings for each `^[` that did not open a span (its `]` or its `(…)` is missing), so the text stays as written.
    public static func unclosedSpans(_ parsed: ParsedMarkup) -> [Diagnostic] {
        let chars = Array(parsed.source)
        let opened = Set(parsed.spans.map(\.location.offset))
        var out: [Diagnostic] = []
        var k = 0
        while k + 1 < chars.count {
            if chars[k] == "\\" { k += 2; continue }
            if chars[k] == "^", chars[k + 1] == "[", !opened.contains(k) {
                out.append(Diagnostic(.warning, code: "markup.unclosed-span",
                                      "this ^[ does not open a span: its ] or its (attributes) is missing, so it stays as text",
                                      hint: "write ^[text](inflect: true)", location: SourceLocation(offset: k, in: chars)))
            }
            k += 1
        }
        return out
    }
}
