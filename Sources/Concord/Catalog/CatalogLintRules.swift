import Foundation

extension CatalogLinter {
    /// The parser's errors and warnings (attribute typos, unclosed `^[`…), indices (0, beyond the arguments),
    /// `inflect` where Concord cannot inflect, and spans in which nothing can agree.
    func checkMarkup(_ value: CatalogValue, parsed: ParsedMarkup, locale: (name: String, facts: LocaleFacts), argumentCount: Int,
                     entry: CatalogEntry, into out: inout [CatalogDiagnostic]) {
        let language = locale.facts.language
        func add(_ d: Diagnostic, at offset: Int?) {
            out.append(Self.finding(d, value: value, offset: offset ?? 0, key: entry.key, locale: locale.name))
        }
        // The parser's own errors and warnings: unparsable bodies, misspelled attribute names, unclosed `^[`…
        for d in parsed.diagnostics where d.severity != .note { add(d, at: d.location?.offset) }
        let canInflect = locale.facts.canInflect
        for span in parsed.spans {
            let a = span.attributes
            let keyOffset = { (key: String) in a.keyOffsets[key] ?? span.location.offset }
            for (key, index) in [("agreeWithArgument", a.agreeWithArgument), ("agreeWithConcept", a.agreeWithConcept),
                                 ("referentConcept", a.referentConcept)] {
                guard let index else { continue }
                if index == 0 {
                    add(Diagnostic(.error, code: Rule.indexZero.rawValue, "\(key): 0 — numbers start at 1",
                                   hint: "write \(key): 1 for the first", span: span.source, key: key), at: keyOffset(key))
                } else if key == "agreeWithArgument", index > argumentCount {
                    add(Diagnostic(.error, code: Rule.agreeWithArgumentRange.rawValue,
                                   "agreeWithArgument: \(index), but the key has \(argumentCount) argument\(argumentCount == 1 ? "" : "s")",
                                   hint: argumentCount == 0 ? "the key has no format specifiers to agree with"
                                       : argumentCount == 1 ? "write agreeWithArgument: 1" : "use an argument from 1 to \(argumentCount)",
                                   span: span.source, key: key), at: keyOffset(key))
                }
            }
            guard a.inflect != nil else { continue }
            if !canInflect {
                add(Diagnostic(.error, code: Rule.inflectUnsupported.rawValue,
                               "inflect in '\(locale.name)': Concord cannot inflect \(language), so the span is left as written",
                               hint: "Concord inflects " + LanguageRegistry.all.map(\.languageCode).joined(separator: ", ")
                                   + "; remove the markup, or keep it for Apple platforms that inflect this language",
                               span: span.source, key: "inflect"), at: keyOffset("inflect"))
                continue
            }
            if let unknown = wordsNothingCanAgree(span, parsed: parsed, language: language) {
                let word = unknown.first ?? ""
                add(Diagnostic(.warning, code: Rule.nothingCanAgree.rawValue,
                               "no rule can apply in \(span.source): the \(language) lexicon knows none of its words (\(unknown.map { "'\($0)'" }.joined(separator: ", "))) and nothing declares their grammar",
                               hint: "declare the word in a user lexicon (REPL: :word \(language) \(word) noun feminine), or give the span morphology: {grammaticalGender: 'feminine'}",
                               span: span.source, key: "inflect"), at: span.location.offset)
            }
        }
        if canInflect { checkWordsAfterSpans(parsed, locale: locale, argumentCount: argumentCount, add: add) }
    }

    /// A word after an `inflect: true` span that would agree inside it (*^[%lld file](inflect: true) was deleted*):
    /// the value renders with a number of the plural category other than `one` for each numeric argument and `x`
    /// for each other, once as written and once with the span widened over the words after it
    /// (``WordAfterSpan``); only values with such a span followed by a word the lexicon knows as a verb or an
    /// adjective render at all.
    func checkWordsAfterSpans(_ parsed: ParsedMarkup, locale: (name: String, facts: LocaleFacts), argumentCount: Int,
                              add: (Diagnostic, Int?) -> Void) {
        guard parsed.spans.contains(where: { $0.parent == nil && $0.attributes.inflect == .automatic }),
              argumentCount <= RequestLimits.standard.maximumArguments else { return }
        let lexicon = lexicons.lexicon(for: locale.facts.language)
        let spans = WordAfterSpan.spansToAsk(in: parsed, lexicon: lexicon)
        if spans.isEmpty { return }
        let inflection = InflectionLocale(locale.name)
        let plural = locale.facts.pluralSample
        var arguments = [FormatArgument](repeating: .text("x"), count: argumentCount)
        var sequential = 0
        var countGiven: NumberValue? = nil
        for specifier in parsed.formatSpecifiers where specifier.conversion != "%" {
            let n: Int
            if let position = specifier.position { n = position } else { sequential += 1; n = sequential }
            if specifier.isNumeric, let plural, n >= 1, n <= argumentCount {
                arguments[n - 1] = .number(plural)
                countGiven = plural
            }
        }
        let engine = ConcordEngine(lexicons: lexicons)
        let request = RenderRequest(markup: parsed.source, locale: inflection, arguments: arguments, recordsTrace: false)
        let text = { engine.render(request, includingRuns: false).text }
        for found in WordAfterSpan.find(in: request, parsed: parsed, spans: spans, lexicon: lexicon, rendering: text, engine: engine) {
            // The sample arguments' text (x for a noun) is no example to show: the hint is the markup alone.
            add(Diagnostic(Rule.wordAfterSpan.severity, code: Rule.wordAfterSpan.rawValue,
                           found.message + (countGiven.map { " (for a count such as \($0.text))" } ?? ""),
                           hint: "widen the span: " + found.widenedSpan, span: found.span, key: "inflect"), found.offset)
        }
    }

    /// The words of a span none of which the lexicon knows, when nothing else can drive agreement: no argument,
    /// no number (unknown nouns still pluralise by rule), no morphology, no agreeWith… / referent. Nil otherwise.
    func wordsNothingCanAgree(_ span: SpanInfo, parsed: ParsedMarkup, language: String) -> [String]? {
        let a = span.attributes
        guard a.morphology == nil, a.agreeWithArgument == nil, a.agreeWithConcept == nil, a.referentConcept == nil,
              a.inflectionAlternative == nil else { return nil }
        if Self.innerTextRulesOut(span.source) { return nil }
        // The span's text: between `^[` and its `](`.
        let source = Array(span.source)
        guard let close = source.lastIndex(of: "]"), close > 2 else { return nil }
        let inner = String(source[2..<close])
        if inner.utf8.contains(0x25) || CatalogValue.holdsSpanOpener(inner) { return nil }
        let words = inner.split(whereSeparator: { !$0.isLetter && $0 != "'" && $0 != "’" && $0 != "-" }).map(String.init)
        guard !words.isEmpty else { return nil }
        let lexicon = lexicons.lexicon(for: language)
        let unknown = words.filter { lexicon.readings(of: $0).isEmpty }
        return unknown.count == words.count ? unknown : nil
    }

    /// Whether the bytes of a span show at once what the characters below would find: no `]` after `^[`, or
    /// a `%` or a `^[` in the span's text. Only when every character is one scalar (``ValueToken/charactersAreScalars(_:)``)
    /// and the span starts with two ASCII bytes, so byte offsets past 2 are character offsets past 2.
    static func innerTextRulesOut(_ source: String) -> Bool {
        source.utf8.withContiguousStorageIfAvailable { b in
            guard b.count >= 2, b[0] < 0x80, b[1] < 0x80, ValueToken.charactersAreScalars(b) else { return false }
            guard let close = b.lastIndex(of: UInt8(ascii: "]")), close > 2 else { return true }
            var previous: UInt8 = 0
            for x in b[2..<close] {
                if x == 0x25 || (previous == 0x5E && x == 0x5B) { return true }
                previous = x
            }
            return false
        } ?? false
    }

    /// Categories the locale needs in each plural variation, as its language says
    /// (``LanguageGrammar/requiredPluralCategories``); nil for a language Concord does not inflect.
    static func requiredPluralCategories(language: String) -> [String]? {
        LanguageRegistry.grammar(forCode: language)?.requiredPluralCategories.map(\.rawValue)
    }

    func checkPlurals(_ l: CatalogLocalization, locale: (name: String, facts: LocaleFacts), entry: CatalogEntry,
                      into out: inout [CatalogDiagnostic]) {
        guard let required = locale.facts.requiredPluralCategories else { return }
        // `substitution`: the name of the substitution being visited (the label is written only for a finding).
        func visit(_ variants: CatalogVariants, substitution: String?) {
            switch variants {
            case .value: return
            case .device(let cases): for c in cases { visit(c.variants, substitution: substitution) }
            case .plural(let cases):
                let missing = required.filter { category in !cases.contains { $0.category == category } }
                for c in cases { visit(c.variants, substitution: substitution) }
                guard !missing.isEmpty else { return }
                var values: [CatalogValue] = []
                cases.first?.variants.appendValues(to: &values)
                guard let first = values.first else { return }
                let label = substitution.map { "substitution \($0): " } ?? ""
                let needs = missing.map { $0 == "many" ? "many (1000000, 1e6…)" : $0 }.joined(separator: ", ")
                out.append(Self.finding(Diagnostic(.warning, code: Rule.pluralMissing.rawValue,
                                                   "\(label)plural variants lack \(needs), which \(locale.name) needs; \(missing.contains("other") ? "there is no fallback" : "'other' is used instead")",
                                                   hint: "add a \(missing[0]) variant"),
                                        value: first, offset: 0, key: entry.key, locale: locale.name))
            }
        }
        visit(l.variants, substitution: nil)
        for s in l.substitutions { visit(s.variants, substitution: s.name) }
    }

    func checkStates(_ leaves: [Leaf], entry: CatalogEntry, locale: String, into out: inout [CatalogDiagnostic]) {
        var reported = Set<String>()
        for leaf in leaves {
            // The byte count first (most values are "translated"): no other text is equal to these ASCII words.
            guard let state = leaf.value.state, [3, 5, 12].contains(state.utf8.count), ["new", "stale", "needs_review"].contains(state),
                  reported.insert(state).inserted else { continue }
            let why = state == "stale" ? "the key no longer appears in the code" : state == "new" ? "it has not been translated yet"
                                                                                  : "a reviewer must check it"
            out.append(Self.finding(Diagnostic(.note, code: Rule.state.rawValue, "the translation is marked \(state): \(why)"),
                                    value: leaf.value, offset: 0, key: entry.key, locale: locale))
        }
    }
}
