/// Checks on parsed markup that find what the author probably did not mean, although it parses: an attribute
/// name one typo away from a known one (Foundation silently keeps it as a custom attribute), and a `^[` that
/// never became a span. The parser reports both itself (``AttributeSuggestions``, ``UnclosedSpans``); these read
/// its diagnostics, for callers that want only these findings.
public enum MarkupChecks {
    /// The known attribute `key` is probably a misspelling of (`inflct` → `inflect`), or nil.
    public static func suggestedAttribute(for key: String) -> String? {
        EditDistance.closest(to: key, among: SpanAttributes.knownKeys)
    }

    /// Warnings for custom attributes that look like misspelled known ones: "did you mean inflect?".
    public static func attributeTypos(_ parsed: ParsedMarkup) -> [Diagnostic] {
        parsed.diagnostics.filter { $0.code == "attribute.unknown-key" }
    }

    /// Warnings for each `^[` that did not open a span (its `]` or its `(…)` is missing), so the text stays as written.
    public static func unclosedSpans(_ parsed: ParsedMarkup) -> [Diagnostic] {
        parsed.diagnostics.filter { $0.code == "markup.unclosed-span" }
    }
}
