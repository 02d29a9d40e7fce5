/// "Did you mean" for attribute bodies: a misspelled attribute key (`inflct`), morphology key
/// (`grammaticalGendr`) or value (`inflect: ture`, `number: 'plural'`). Unknown span keys stay custom
/// attributes, as Apple keeps them; only a near miss of a known name is worth a warning.
///
/// Diagnostic codes (stable, for `concord lint` and JSON lines):
/// - `attribute.unknown-key` (warning): a span key close to a known attribute; kept as a custom attribute.
/// - `attribute.unknown-value` (error): a bare word close to `true`, `false` or `null` (`inflect: ture`).
/// - `morphology.unknown-key` (error): a key inside `morphology: {…}` or `inflect: {…}` that Concord does not know.
/// - `morphology.unknown-value` (error): a value that key does not take (`number: 'plural'`).
/// - `attribute.typographic-quotes` (error): a string written in typographic quotes (`number: ’other’`, an
///   editor's smart quotes), which JSON5 does not read as quotes.
/// - `markup.custom-attribute` (note): any other unknown key, kept as a custom attribute.
public enum AttributeSuggestions {
    /// The diagnostic for a span key Concord does not interpret.
    static func customAttribute(_ custom: CustomAttribute, location: SourceLocation, span: String) -> Diagnostic {
        guard let meant = EditDistance.closest(to: custom.key, among: SpanAttributes.knownKeys) else {
            return Diagnostic(.note, code: "markup.custom-attribute",
                              "'\(custom.key)' is not an inflection attribute; it is kept as a custom attribute",
                              location: location, span: span, key: custom.key)
        }
        return Diagnostic(.warning, code: "attribute.unknown-key",
                          "'\(custom.key)' is not an inflection attribute — did you mean \(meant)? It is kept as a custom attribute and nothing is inflected for it",
                          hint: "write \(meant): \(custom.value.json5Text)", location: location, span: span, key: custom.key)
    }

    /// An undeclared custom key near a declared one (`rainbw` when `rainbow` is declared) is a typo too: its
    /// note becomes an `attribute.unknown-key` warning naming the declared attribute.
    static func suggestDeclared(_ declared: [String], in diagnostics: inout [Diagnostic]) {
        guard !declared.isEmpty else { return }
        for i in diagnostics.indices where diagnostics[i].code == "markup.custom-attribute" {
            guard let key = diagnostics[i].key, let meant = EditDistance.closest(to: key, among: declared) else { continue }
            diagnostics[i].severity = .warning
            diagnostics[i].code = "attribute.unknown-key"
            diagnostics[i].message = "'\(key)' is not a declared attribute — did you mean \(meant)? It is kept as a custom attribute"
            diagnostics[i].hint = "write \(meant), or declare \(key)"
        }
    }

    /// The hint for a morphology key Concord does not know.
    static func morphologyKeyHint(_ key: String) -> String {
        if let meant = EditDistance.closest(to: key, among: InflectionMorphology.markupKeys) { return "did you mean \(meant)?" }
        return "keys: " + InflectionMorphology.markupKeys.joined(separator: ", ")
    }

    /// The hint for a value `key` does not take. `number` uses CLDR's plural categories, not grammar-book names.
    static func valueHint(key: String, value: String, expected: [String]) -> String {
        if key == "number" {
            switch value.lowercasedFast() {
            case "plural", "pl", "plurals": return "\(value) is other here: number takes CLDR plural categories — write number: 'other'"
            case "singular", "sg", "sing": return "\(value) is one here: number takes CLDR plural categories — write number: 'one'"
            default: break
            }
        }
        if let meant = EditDistance.closest(to: value, among: expected) { return "did you mean '\(meant)'?" }
        return "one of: " + expected.joined(separator: ", ")
    }

    /// Typographic quotes where a JSON5 value was expected (`number: ’other’`, `“Te damos la bienvenida”`): an
    /// editor's smart quotes around a string. Returns the code, the message and the hint with the value in
    /// straight quotes; nil when the character there is no such quote.
    public static func typographicQuote(in chars: [Character], at offset: Int, end: Int) -> (code: String, message: String?, hint: String)? {
        let quotes: Set<Character> = ["‘", "’", "‚", "‛", "“", "”", "„", "‟", "«", "»", "‹", "›", "′", "″"]
        guard offset < end, offset < chars.count, quotes.contains(chars[offset]) else { return nil }
        let open = chars[offset]
        // The text up to the next typographic quote (the closing one), a line's worth at most.
        var j = offset + 1
        var text = ""
        while j < end, j < chars.count, j - offset <= 200, !quotes.contains(chars[j]), chars[j] != "\n" {
            text.append(chars[j])
            j += 1
        }
        let closed = j < end && j < chars.count && quotes.contains(chars[j])
        let straight = text.contains("'") ? "\"\(text)\"" : "'\(text)'"
        return ("attribute.typographic-quotes",
                "\(open) is a typographic quote, which JSON5 does not read as one: strings take straight quotes (' or \")",
                closed ? "write \(straight)" : "write the string between ' and ' (or \" and \")")
    }

    /// A bare word where a JSON5 value was expected: a near miss of `true`/`false`/`null`, or a morphology
    /// value that only lacks its quotes. Returns the code, a message that replaces the JSON5 one when it would
    /// mislead (`strings need quotes: 'ture'`), and the hint; nil when nothing better can be said.
    public static func bareWord(in chars: [Character], at offset: Int, end: Int) -> (code: String, message: String?, hint: String)? {
        var j = offset
        var word = ""
        while j < end, j - offset < 64, chars[j].isLetter || chars[j].isNumber || chars[j] == "_" { word.append(chars[j]); j += 1 }
        // A correct literal at the error is not the problem (`inflect true` lacks its colon).
        guard !word.isEmpty, !["true", "false", "null"].contains(word) else { return nil }
        if let literal = EditDistance.closest(to: word, among: ["true", "false", "null"]) {
            return ("attribute.unknown-value", "'\(word)' is not a JSON5 value — did you mean \(literal)?", "write \(literal)")
        }
        // The key before the value: `number: plural` → number.
        var k = offset - 1
        while k >= 0, chars[k] == " " { k -= 1 }
        guard k >= 0, chars[k] == ":" else { return nil }
        k -= 1
        while k >= 0, chars[k] == " " { k -= 1 }
        var key = ""
        while k >= 0, k > offset - 128, chars[k].isLetter { key.insert(chars[k], at: key.startIndex); k -= 1 }
        guard let values = InflectionMorphology.markupValues(forKey: key) else { return nil }
        if values.contains(word) { return ("morphology.unknown-value", nil, "quote the value: \(key): '\(word)'") }
        return ("morphology.unknown-value", nil, "values are quoted strings; " + valueHint(key: key, value: word, expected: values))
    }
}

extension MorphologyValueError {
    /// How to fix it: the key or value probably meant, or the accepted ones.
    public var hint: String {
        switch self {
        case .unknownKey(let key): return AttributeSuggestions.morphologyKeyHint(key)
        case .unknownValue(let key, let value, let expected): return AttributeSuggestions.valueHint(key: key, value: value, expected: expected)
        }
    }
}
