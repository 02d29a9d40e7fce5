import Foundation

extension AttributedString {
    /// Mirrors Apple's `inflected()` with the locale, the user's term and the concepts given explicitly (Apple
    /// reads them from the string's language and the system): ranges carrying Concord's inflection attributes
    /// (`string.inflectionMode = .automatic`, `string.agreeWithArgumentIndex = 2`…) are inflected; runs with a
    /// `replacementIndex` are the arguments `agreeWithArgument` points at. Markdown intents, links and custom
    /// attributes are kept. Consecutive runs with the same inflection attributes form one span.
    public func inflected(locale: InflectionLocale, userTermOfAddress: TermOfAddress? = nil,
                          inflectionConcepts: [InflectionConcept] = [], engine: ConcordEngine = ConcordEngine()) -> AttributedString {
        let (markup, arguments) = AttributedMarkup.markup(of: self)
        let request = RenderRequest(markup: markup, locale: locale, arguments: arguments, concepts: inflectionConcepts,
                                    userTermOfAddress: userTermOfAddress.map { .term($0) } ?? .notGiven)
        return engine.render(request).attributedString()
    }
}

/// Writes an attributed string back as Concord markup, so the engine can inflect it.
enum AttributedMarkup {
    struct SpanKey: Equatable {
        var body: String
    }

    static func markup(of string: AttributedString) -> (String, [FormatArgument]) {
        var arguments: [Int: FormatArgument] = [:]
        var pieces: [(text: String, span: String)] = []
        for run in string.runs {
            let text = String(string[run.range].characters)
            var inline: String
            if let n = run.replacementIndex, n >= 1, n <= 1_000 {
                arguments[n] = NumberValue(text).map(FormatArgument.number) ?? .text(text)
                inline = "%\(n)$@"
            } else {
                inline = run.markdownIntent?.contains(.code) == true ? codeSpan(text) : escaped(text)
            }
            if let intent = run.markdownIntent {
                if intent.contains(.emphasized) { inline = "*" + inline + "*" }
                if intent.contains(.stronglyEmphasized) { inline = "**" + inline + "**" }
            }
            if let link = run.link { inline = "[" + inline + "](" + link.absoluteString + ")" }
            pieces.append((inline, spanBody(run)))
        }
        var markup = ""
        var i = 0
        while i < pieces.count {
            var j = i
            var inner = ""
            while j < pieces.count, pieces[j].span == pieces[i].span { inner += pieces[j].text; j += 1 }
            markup += pieces[i].span.isEmpty ? inner : "^[" + inner + "](" + pieces[i].span + ")"
            i = j
        }
        let count = arguments.keys.max() ?? 0
        return (markup, count == 0 ? [] : (1...count).map { arguments[$0] ?? .text("") })
    }

    /// The JSON5 body of a run's inflection and custom attributes ("" when it has none).
    static func spanBody(_ run: AttributedString.Runs.Run) -> String {
        var parts: [String] = []
        switch run.inflectionMode {
        case .automatic?: parts.append("inflect: true")
        case .explicit(let m)?: parts.append("inflect: \(m)")
        case nil: break
        }
        if let m = run.inflectionMorphology { parts.append("morphology: \(m)") }
        if let s = run.inflectionAlternativeText { parts.append("inflectionAlternative: " + AttributeValue.string(s).description) }
        if let n = run.agreeWithArgumentIndex { parts.append("agreeWithArgument: \(n)") }
        if let n = run.agreeWithConceptIndex { parts.append("agreeWithConcept: \(n)") }
        if let n = run.referentConceptIndex { parts.append("referentConcept: \(n)") }
        if run.formatsNumber == true { parts.append("formatNumber: true") }
        if let s = run.spanLanguage { parts.append("languageIdentifier: " + AttributeValue.string(s).description) }
        if !parts.isEmpty || run.customAttributes != nil {
            for (key, value) in (run.customAttributes ?? [:]).sorted(by: { $0.key < $1.key }) { parts.append("\(key): \(value)") }
        }
        return parts.joined(separator: ", ")
    }

    /// Text with Markdown's punctuation escaped and `%` doubled, so it reads back as itself.
    static func escaped(_ text: String) -> String {
        var out = ""
        for c in text {
            if c == "%" { out += "%%" } else if c.isASCII, c.isPunctuation || c.isSymbol { out += "\\" + String(c) } else { out.append(c) }
        }
        return out
    }

    /// A code span with a fence longer than any run of backticks inside.
    static func codeSpan(_ text: String) -> String {
        var longest = 0, current = 0
        for c in text { current = c == "`" ? current + 1 : 0; longest = max(longest, current) }
        let fence = String(repeating: "`", count: longest + 1)
        let pad = text.hasPrefix("`") || text.hasSuffix("`") ? " " : ""
        return fence + pad + text + pad + fence
    }
}
