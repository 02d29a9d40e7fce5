/// Runs the agreement stage over bound runs: every span, innermost first, is handed to its language with what
/// it must agree with; the trace records each rule.
struct AgreementEngine {
    /// What the engine reads of the parse: its spans and its source. Not the whole parse: each of its parts would
    /// be retained by every request's engine, and released with it.
    struct ParsedSpans {
        let spans: [SpanInfo]
        let source: String
    }

    /// What the engine reads of the request (not its markup or its attribute declarations, for the same reason).
    struct RequestFacts {
        let locale: InflectionLocale
        let arguments: [FormatArgument]
        let concepts: [InflectionConcept]
        let userTermOfAddress: UserTermSetting
        let recordsTrace: Bool
        let inflects: Bool
        let neutralStyle: NeutralStyle?
    }

    let parsed: ParsedSpans
    let request: RequestFacts
    let lexicons: LexiconStore
    var runs: [BoundRun]
    /// The tokens of every run, in run order: run `r`'s are those whose `runID` is `r` (``tokenRange(ofRuns:)``).
    /// One array for the whole rendering rather than one per run: a request then allocates one buffer for its
    /// tokens, however many runs it has, and a span's phrase is cut from it and put back in place.
    var tokens: [Token]
    var trace: [TraceEntry] = []
    var diagnostics: [Diagnostic] = []
    /// By run, the tokens the template gave a run of literal text (see ``init(parsed:runs:request:lexicons:literalTokens:)``):
    /// while a run's tokens still have their texts, its text is the run's own (``text(ofTokens:)``).
    private let literalTokens: [[Token]?]?
    /// Words already reported as noun-or-verb, so a word is reported once per rendering.
    var notedAmbiguousWords: Set<String> = []
    /// The markup's lines, found when the first diagnostic needs a place (see ``keyLocation(_:_:)``).
    private var sourceLines: SourceLines?
    /// The runs of each span by span id, for a string of more than eight spans (``runsOfSpans(_:spanCount:)``).
    private var spanRuns: [Range<Int>]?

    /// `literalTokens`, when given, holds for each run of text the template fixes (nil for the others) the
    /// tokens ``tokens(ofRun:at:declared:locale:)`` gives it: worked out once per template, not per request. The
    /// value of a number among them must then be read in the request's locale (``readNumbers(inRuns:)``).
    // Inlined where it is used: a call would copy the request, the parse and the runs into the engine, with a
    // retain of each of their parts.
    @inline(__always)
    init(parsed: ParsedMarkup, runs: [BoundRun], request: RenderRequest, lexicons: LexiconStore,
         literalTokens: [[Token]?]? = nil) {
        self.parsed = ParsedSpans(spans: parsed.spans, source: parsed.source)
        self.request = RequestFacts(locale: request.locale, arguments: request.arguments, concepts: request.concepts,
                                    userTermOfAddress: request.userTermOfAddress, recordsTrace: request.recordsTrace,
                                    inflects: request.inflects, neutralStyle: request.neutralStyle)
        self.lexicons = lexicons
        self.runs = runs
        self.literalTokens = literalTokens
        // Room for the literal tokens, a token per argument (most are one word or number), and a few more that a
        // language may insert (an article, a space): the buffer then seldom grows.
        var count = 4
        for r in runs.indices { count += literalTokens?[r]?.count ?? 1 }
        tokens = ReusableTokenBuffer.take() // the thread's array of the last rendering, emptied: no allocation
        tokens.reserveCapacity(count)
        for r in runs.indices { // fields read in place: no copy of each run
            if let literal = literalTokens?[r] {
                tokens.append(contentsOf: literal)
                continue
            }
            let declared = Self.declaredMorphology(argument: runs[r].argumentMorphology, path: runs[r].spanPath,
                                                   spans: parsed.spans)
            // The run's fields passed one by one: a copy of the whole run would retain all of its parts.
            Self.appendTokens(ofText: runs[r].text, argumentIndex: runs[r].argumentIndex, number: runs[r].number,
                              isUnboundSpecifier: runs[r].isUnboundSpecifier, at: r, declared: declared,
                              locale: request.locale, to: &tokens)
        }
    }

    /// The tokens of run `r`: every token takes the run and its argument; a number its value (the argument's, or
    /// the literal read in `locale`); a word or number the declared morphology around it.
    static func tokens(ofRun run: BoundRun, at r: Int, declared: InflectionMorphology?, locale: InflectionLocale) -> [Token] {
        guard !run.isUnboundSpecifier, Tokenizer.simpleKind(of: run.text) == nil else {
            var tokens: [Token] = []
            appendTokens(ofText: run.text, argumentIndex: run.argumentIndex, number: run.number,
                         isUnboundSpecifier: run.isUnboundSpecifier, at: r, declared: declared, locale: locale, to: &tokens)
            return tokens
        }
        // The tokenizer's array set in place: a text too long for the memo is tokenized into an array of its own,
        // which is then neither copied nor grown (a memo's array is copied by the first change, as an append
        // would copy it).
        var tokens = TemplateCache.tokens(of: run.text)
        setRunFields(of: &tokens, from: 0, argumentIndex: run.argumentIndex, number: run.number, at: r,
                     declared: declared, locale: locale)
        return tokens
    }

    /// Appends ``tokens(ofRun:at:declared:locale:)`` to `tokens` for a run of `text` (from argument
    /// `argumentIndex`, of value `number`), set in place there (no array of the run's own).
    @inline(never) // kept out of the engine's initializer, which is then small enough to be inlined where it is used
    static func appendTokens(ofText text: String, argumentIndex: Int?, number: NumberValue?, isUnboundSpecifier: Bool,
                             at r: Int, declared: InflectionMorphology?, locale: InflectionLocale, to tokens: inout [Token]) {
        // A specifier left without its argument is one opaque token: no word to inflect, no count.
        if isUnboundSpecifier {
            tokens.append(Token(text, kind: .punctuation, runID: r, argumentIndex: argumentIndex))
            return
        }
        // A lone word, number or space (most arguments) is made directly, as the general tokenizer makes it.
        if let kind = Tokenizer.simpleKind(of: text) {
            let value = kind == .number ? number ?? NumberValue(localized: text, locale: locale) : nil
            tokens.append(Token(text, kind: kind, runID: r, argumentIndex: argumentIndex, number: value,
                                declared: kind == .space ? nil : declared))
            return
        }
        // The memo's tokens, copied once and set in place; a text too long for the memo is tokenized in place.
        let start = tokens.count
        if TemplateCache.keepsTokens(of: text) {
            tokens.append(contentsOf: TemplateCache.tokens(of: text))
        } else {
            Tokenizer.walk(text, runID: 0, appendingTo: &tokens)
        }
        setRunFields(of: &tokens, from: start, argumentIndex: argumentIndex, number: number, at: r, declared: declared,
                     locale: locale)
    }

    /// Gives tokens `start...` of `tokens` (the tokenizer's, all in run 0) what run `r` says of them: the run, its
    /// argument, a number's value (the argument's `number`, or the literal read in `locale`), the declared
    /// morphology.
    private static func setRunFields(of tokens: inout [Token], from start: Int, argumentIndex: Int?, number: NumberValue?,
                                     at r: Int, declared: InflectionMorphology?, locale: InflectionLocale) {
        for i in start..<tokens.count {
            tokens[i].runID = r
            tokens[i].argumentIndex = argumentIndex
            if tokens[i].kind == .number {
                tokens[i].number = number ?? NumberValue(localized: tokens[i].text, locale: locale)
            }
            if tokens[i].kind != .space && tokens[i].kind != .punctuation { tokens[i].declared = declared }
        }
    }

    /// Reads the numbers of literal runs `runIDs` in the request's locale, as ``tokens(ofRun:at:declared:locale:)``
    /// does (`1.234,5` is a thousand and more in German, one and a bit in English).
    mutating func readNumbers(inRuns runIDs: [Int]) {
        for r in runIDs {
            for i in tokenRange(ofRuns: r..<(r + 1)) where tokens[i].kind == .number {
                tokens[i].number = NumberValue(localized: tokens[i].text, locale: request.locale)
            }
        }
    }

    /// The text of `tokens[range]`. Tokens that are those of a literal run, their texts unchanged (the text
    /// around most spans), are the run's own text: no string is built for them.
    func text(ofTokens range: Range<Int>) -> String {
        if range.count > 1, let first = range.first, let all = literalTokens, all.indices.contains(tokens[first].runID),
           let literal = all[tokens[first].runID], literal.count == range.count,
           literal.indices.allSatisfy({ ExactText.sameRepresentation(literal[$0].text, tokens[first + $0].text) }) {
            // The literal tokens are the run's text cut up, every character kept: joined, they are the text.
            return runs[tokens[first].runID].text
        }
        return Self.text(of: tokens[range])
    }

    /// Where the tokens of runs `runIDs` are in ``tokens`` (sorted by run: found by bisection).
    func tokenRange(ofRuns runIDs: Range<Int>) -> Range<Int> {
        firstToken(ofRunAtLeast: runIDs.lowerBound)..<firstToken(ofRunAtLeast: runIDs.upperBound)
    }

    /// The tokens of run `r`.
    func tokens(ofRun r: Int) -> ArraySlice<Token> { tokens[tokenRange(ofRuns: r..<(r + 1))] }

    /// The index of the first token of run `r` or a later one (the end when there is none).
    private func firstToken(ofRunAtLeast r: Int) -> Int {
        var low = 0, high = tokens.count
        while low < high {
            let middle = (low + high) / 2
            if tokens[middle].runID < r { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The morphology hints around a run: the argument's own, then `morphology` spans (innermost wins) that
    /// do not themselves ask for agreement.
    static func declaredMorphology(argument: InflectionMorphology?, path: [Int], spans: [SpanInfo]) -> InflectionMorphology? {
        var m = argument
        for id in path {
            // Read in place: copying the attributes out would retain every one of their parts.
            if let hint = spans[id].attributes.morphology, spans[id].attributes.isInert {
                m = (m ?? InflectionMorphology()).overridden(by: hint)
            }
        }
        return m
    }

    private var userAddress: UserAddress {
        switch request.userTermOfAddress {
        case .term(let t) where t.applies(to: request.locale) && t.kind != .currentUser: return .term(t)
        default: return .unknown
        }
    }

    /// Spans run innermost first; spans that agree with an argument run last, so they see the argument as the
    /// other spans rendered it ("2 fotos" → "seleccionadas").
    mutating func run() {
        guard request.inflects else { return }
        // Many spans: their runs found in one pass, not searched for per span.
        if parsed.spans.count > 8 { spanRuns = Self.runsOfSpans(runs, spanCount: parsed.spans.count) }
        formatNumberSpans()
        if parsed.spans.count == 1 { // nothing to order (most strings)
            process(0)
            return
        }
        // The spans' positions in that order, sorted in place (up to four spans, as most strings have: no array).
        let spans = parsed.spans
        func precedes(_ a: Int, _ b: Int) -> Bool {
            let agreesA = spans[a].attributes.agreeWithArgument != nil, agreesB = spans[b].attributes.agreeWithArgument != nil
            if agreesA != agreesB { return agreesB }
            return (spans[a].depth, -spans[a].id) > (spans[b].depth, -spans[b].id)
        }
        guard spans.count <= 8 else { // many spans: a sort in n log n
            for k in spans.indices.sorted(by: precedes) { process(k) }
            return
        }
        var order = SmallIndices(spans.indices)
        for k in order.indices.dropFirst() { // insertion sort: no array, and at most 28 swaps
            var j = k
            while j > 0, precedes(order[j], order[j - 1]) {
                order.swapAt(j, j - 1)
                j -= 1
            }
        }
        for k in order {
            process(k)
        }
    }

    /// The argument's text as rendered so far (the first place it was substituted), or nil when it was not.
    /// `analysis` of argument `n`, with the gender of the argument and the word written right before it in its own
    /// span when the argument alone has none: a noun of either gender (*estudiante*, *cantante*) is what the
    /// determiner before it says (`^[La %@](inflect: true) está ^[listo](agreeWithArgument: 1)` → *La estudiante
    /// está lista*; was *listo*), as its own span already wrote it. One word only: in `El precio de la %@` the words
    /// further back belong to another noun.
    private func genderFromWordBefore(_ analysis: PhraseAnalysis, argument n: Int, grammar: any LanguageGrammar,
                                      context: AgreementContext) -> PhraseAnalysis {
        guard analysis.features.grammaticalGender == nil, grammar.nounsHaveGender,
              let r = run(ofArgument: n), !runs[r].spanPath.isEmpty
        else { return analysis }
        let argumentTokens = tokenRange(ofRuns: r..<(r + 1))
        var i = argumentTokens.lowerBound - 1
        while i >= 0, tokens[i].kind == .space { i -= 1 }
        guard i >= 0, tokens[i].kind == .word, runs.indices.contains(tokens[i].runID),
              runs[tokens[i].runID].spanPath == runs[r].spanPath else { return analysis }
        let wider = grammar.analyze(Phrase(Self.text(of: tokens[i..<argumentTokens.upperBound])), context: context)
        guard let gender = wider.features.grammaticalGender else { return analysis }
        var result = analysis
        result.features.grammaticalGender = gender
        if context.recordsTrace {
            result.facts.append(TraceFact(tokens[i].text + " " + Self.text(of: tokens[argumentTokens]), "grammaticalGender",
                                          gender.rawValue, source: .argument))
        }
        return result
    }

    /// The run argument `n` was substituted into (the first, should it be used twice).
    private func run(ofArgument n: Int) -> Int? { runs.indices.first { runs[$0].argumentIndex == n } }

    private func renderedArgument(_ n: Int) -> String? {
        guard let r = run(ofArgument: n) else { return nil }
        return Self.text(of: tokens(ofRun: r))
    }

    func locale(for span: SpanInfo) -> InflectionLocale { locale(forSpan: span.id) }

    /// The locale of span `id`: the `languageIdentifier` of it or of the nearest span around it, or the request's.
    func locale(forSpan id: Int) -> InflectionLocale {
        var id: Int? = id
        while let current = id {
            if let lang = parsed.spans[current].attributes.languageIdentifier { return InflectionLocale(lang) }
            id = parsed.spans[current].parent
        }
        return request.locale
    }

    /// Runs the agreement of span `k` (of ``ParsedMarkup/spans``).
    private mutating func process(_ k: Int) {
        // The span is read in place from the spans' array: a copy of it, or of its attributes, would retain every
        // one of their parts for each span of each request. A path that reports a problem copies it (`span`).
        let spans = parsed.spans
        var span: SpanInfo { spans[k] }
        guard !spans[k].attributes.isInert else { return }
        let runIDs = runs(ofSpan: k)
        let range = tokenRange(ofRuns: runIDs)
        // A span over every token (most strings) shares the engine's array, which lets go of it before the first
        // change (see `letGo`): the phrase's array is then its own and nothing is copied. Another span's tokens
        // are copied into an array of the phrase's own, so a language's first change copies nothing either.
        let takesAll = range == tokens.indices
        var phrase = Phrase(tokens: takesAll ? tokens : Array(tokens[range]))
        let locale = locale(forSpan: k)
        // Named only for the trace (`inflect: {grammaticalCase: 'dative'}` is a string to build).
        let attribute = request.recordsTrace ? Self.attributeName(spans[k].attributes) : ""
        func note(_ rule: String, _ message: @autoclosure () -> String) {
            guard request.recordsTrace else { return }
            trace.append(TraceEntry(span: spans[k].source, attribute: attribute, rule: rule, input: phrase.text,
                                    output: phrase.text, note: message()))
        }
        guard let grammar = LanguageRegistry.grammar(forCode: locale.language) else {
            note("engine.unchanged.unsupported-language",
                 "Concord cannot inflect '\(locale.identifier)'; the text is left as written")
            if !diagnostics.contains(where: { $0.code == "locale.unsupported" }) {
                diagnostics.append(Diagnostic(.warning, code: "locale.unsupported",
                                              "Concord cannot inflect '\(locale.identifier)': the markup is removed and the text left as written",
                                              hint: "supported: " + LanguageRegistry.all.map(\.languageCode).joined(separator: ", ")))
            }
            return
        }
        var context = AgreementContext(locale: locale, lexicon: lexicons.lexicon(for: grammar.languageCode),
                                       user: userAddress, spanMorphology: spans[k].attributes.morphology)
        context.neutralStyle = request.neutralStyle
        context.recordsTrace = request.recordsTrace // analyses then leave out the facts only a trace reads
        let around = grammar.readsTextAroundSpans
        if around.after, let last = runIDs.last, last + 1 < runs.count {
            context.textAfter = text(ofTokens: range.upperBound..<min(tokens.count, range.upperBound + Self.tokensAroundSpan))
        }
        if around.before, let first = runIDs.first, first > 0 {
            context.textBefore = text(ofTokens: max(0, range.lowerBound - Self.tokensAroundSpan)..<range.lowerBound)
        }
        var recorder = TraceRecorder(recording: request.recordsTrace)
        // The tokens after the span as the language changed them, put in place once the phrase is back.
        var following: (run: Int, tokens: [Token])?

        if let n = spans[k].attributes.referentConcept {
            guard let concept = concept(n, key: "referentConcept", span: span) else {
                note("engine.unchanged.index-out-of-range", "referentConcept: \(n) does not name a concept")
                return
            }
            guard case .termsOfAddress(let terms) = concept else {
                let location = keyLocation(span, "referentConcept")
                diagnostics.append(Diagnostic(.error, code: "index.not-a-person",
                                              "referentConcept: \(n) points at \(concept), which is not a term of address",
                                              hint: "referentConcept needs a termsOfAddress concept",
                                              location: location, span: span.source, key: "referentConcept"))
                note("engine.unchanged.not-a-person", "concept \(n) is a phrase, not a person")
                return
            }
            guard var term = TermOfAddress.firstApplicable(terms, for: locale) else {
                note("engine.unchanged.no-applicable-term", "none of the terms of concept \(n) applies to \(locale.identifier)")
                return
            }
            if term.kind == .currentUser {
                guard case .term(let t) = userAddress else {
                    note("engine.unchanged.user-unknown", "the concept is the current user, whose term of address is unknown")
                    return
                }
                term = t
            }
            if takesAll { tokens = [] } // see `takesAll`
            grammar.substitutePronouns(&phrase, term: term, context: context, trace: &recorder)
            if let last = runIDs.last, last + 1 < runs.count, runs[last + 1].spanPath.isEmpty {
                var after = Array(tokens(ofRun: last + 1))
                grammar.agreeTextAfterSubstitution(phrase, following: &after, context: context, trace: &recorder)
                following = (last + 1, after)
            }
        } else {
            var mode: AgreementMode
            if let n = spans[k].attributes.agreeWithConcept {
                guard let concept = concept(n, key: "agreeWithConcept", span: span) else {
                    note("engine.unchanged.index-out-of-range", "agreeWithConcept: \(n) does not name a concept")
                    return
                }
                guard let controller = controller(for: concept, grammar: grammar, context: context) else {
                    note("engine.unchanged.user-unknown", "concept \(n) has no term of address that applies")
                    return
                }
                mode = .agreement(controller)
            } else if let n = spans[k].attributes.agreeWithArgument {
                guard n >= 1, n <= request.arguments.count else {
                    let count = request.arguments.count
                    let location = keyLocation(span, "agreeWithArgument")
                    diagnostics.append(Diagnostic(.error, code: "index.out-of-range",
                                                  n < 1 ? "agreeWithArgument: \(n) — argument numbers start at 1"
                                                        : "agreeWithArgument: \(n), but only \(count) argument\(count == 1 ? " was" : "s were") given",
                                                  hint: n < 1 ? "write agreeWithArgument: 1 for the first argument" : "give \(n) arguments, or use an index from 1 to \(count)",
                                                  location: location, span: span.source, key: "agreeWithArgument"))
                    note("engine.unchanged.index-out-of-range", "agreeWithArgument: \(n) is out of range (\(count) arguments)")
                    return
                }
                mode = .agreement(controller(forArgument: n, grammar: grammar, context: context))
            } else if case .explicit(let m)? = spans[k].attributes.inflect {
                mode = .explicit(m)
            } else {
                mode = .automatic
            }
            if case .agreement(let controller) = mode, case .explicit(let m)? = spans[k].attributes.inflect {
                var c = controller
                c.features = c.features.overridden(by: m)
                mode = .agreement(c)
            }
            noteNounOrVerb(in: phrase, span: k, grammar: grammar, context: context)
            if takesAll { tokens = [] } // see `takesAll`
            if let style = context.inclusiveStyle,
               InclusiveForms.inflect(&phrase, mode: mode, style: style, grammar: grammar, context: context, trace: &recorder) {
                // Written in the inclusive style the request asked for.
            } else {
                grammar.inflect(&phrase, mode: mode, context: context, trace: &recorder)
            }
            if case .agreement(let controller) = mode {
                for i in phrase.tokens.indices where phrase.tokens[i].isWord {
                    phrase.tokens[i].agreed = controller.features
                }
            }
        }

        // A language also asks for the alternative when the user's term is known but has no form here (a
        // custom set without French adjective forms); the notes must not then call it unknown.
        var knownTerm: String?
        if case .term(let t) = context.user { knownTerm = t.description } // the user address, worked out once
        if recorder.needsUserTermOfAddress, let alternative = spans[k].attributes.inflectionAlternative {
            let before = phrase.text
            let altTokens = TemplateCache.tokens(of: MarkupParser.plainText(of: alternative), runID: runIDs.first ?? 0)
            phrase = Phrase(tokens: altTokens)
            recorder.fired("engine.inflection-alternative", before, phrase.text,
                           facts: [TraceFact("user", "termOfAddress", knownTerm ?? "unknown", source: .user)],
                           note: knownTerm.map { "the user's term of address (\($0)) gives no form here, so the inflectionAlternative is used" }
                               ?? "the user's term of address is unknown, so the inflectionAlternative is used")
        } else if recorder.needsUserTermOfAddress, knownTerm == nil {
            recorder.unchanged("engine.unchanged.user-unknown", phrase.text,
                               because: "the span addresses the user, whose term of address is unknown, and it has no inflectionAlternative")
        }
        if recorder.count == 0 {
            recorder.unchanged("engine.unchanged.no-rule", phrase.text, because: "no rule of \(grammar.languageCode) applies to this span")
        }
        for var entry in recorder.entries where recorder.isRecording {
            entry.span = spans[k].source
            entry.attribute = attribute
            trace.append(entry)
        }
        putBack(&phrase, runs: runIDs, at: range, takesAll: takesAll)
        if let following {
            tokens.replaceSubrange(tokenRange(ofRuns: following.run..<(following.run + 1)), with: following.tokens)
        }
    }

    /// Puts the tokens of `phrase`, made of runs `runIDs` (at `range` in ``tokens`` before), back into those runs:
    /// a token of another run (or of none) joins the span's first run. The tokens of one run keep their order.
    private mutating func putBack(_ phrase: inout Phrase, runs runIDs: Range<Int>, at range: Range<Int>, takesAll: Bool) {
        var inOrder = true
        var previous = Int.min
        for i in phrase.tokens.indices {
            let id = phrase.tokens[i].runID
            let r = runIDs.contains(id) ? id : (runIDs.first ?? id)
            if r != id { phrase.tokens[i].runID = r }
            if r < previous { inOrder = false }
            previous = r
        }
        // A language that moved a word before one of an earlier run: its run's tokens are gathered again.
        if !inOrder {
            let order = phrase.tokens.indices.sorted { (phrase.tokens[$0].runID, $0) < (phrase.tokens[$1].runID, $1) }
            phrase.tokens = order.map { phrase.tokens[$0] }
        }
        // A span without runs (the plan gives every span one) has no place of its own: each token goes to its run.
        if runIDs.isEmpty {
            for t in phrase.tokens { tokens.insert(t, at: tokenRange(ofRuns: t.runID..<(t.runID + 1)).upperBound) }
            return
        }
        if takesAll && tokens.isEmpty {
            swap(&tokens, &phrase.tokens)
        } else if phrase.tokens.count == range.count, range.upperBound <= tokens.count {
            // As many tokens as the span had (most spans: words changed, none added or removed): each is moved into
            // its place, where a replacement would copy them in and then destroy the phrase's.
            tokens.withUnsafeMutableBufferPointer { all in
                phrase.tokens.withUnsafeMutableBufferPointer { own in
                    for j in own.indices { swap(&all[range.lowerBound + j], &own[j]) }
                }
            }
        } else {
            tokens.replaceSubrange(range, with: phrase.tokens)
        }
    }

    /// How many tokens of the text on each side of a span its language is given (``AgreementContext/textBefore``,
    /// ``AgreementContext/textAfter``): far more than any rule reads (the words next to the span, the rest of a
    /// short sentence), and few enough that a string of many spans costs time linear in its length, not the square
    /// of it (each span was given all the text before and after it).
    static let tokensAroundSpan = 64

    /// The runs inside `span`: the binder flattens the markup in reading order, so they follow one another.
    func runs(of span: SpanInfo) -> Range<Int> { runs(ofSpan: span.id) }

    /// The runs inside span `id` (see ``runs(of:)``).
    func runs(ofSpan id: Int) -> Range<Int> {
        if let ranges = spanRuns { return id < ranges.count ? ranges[id] : 0..<0 }
        guard let first = runs.indices.first(where: { runs[$0].spanPath.contains(id) }) else { return 0..<0 }
        var end = first + 1
        while end < runs.count, runs[end].spanPath.contains(id) { end += 1 }
        assert(!runs[end...].contains { $0.spanPath.contains(id) }, "the runs of a span follow one another")
        return first..<end
    }

    /// The runs of every span, by span id, found in one pass over the runs: searching them for each span of a
    /// string of many spans would cost the product of the two.
    static func runsOfSpans(_ runs: [BoundRun], spanCount: Int) -> [Range<Int>] {
        var ranges = [Range<Int>](repeating: 0..<0, count: spanCount)
        for r in runs.indices {
            for id in runs[r].spanPath where id >= 0 && id < spanCount {
                ranges[id] = ranges[id].isEmpty ? r..<(r + 1) : ranges[id].lowerBound..<(r + 1)
            }
        }
        return ranges
    }

    /// The text of some tokens, joined (a lone token's text as it is).
    static func text(of tokens: some RandomAccessCollection<Token>) -> String {
        if tokens.count == 1 { return tokens.first!.text }
        // Over the tokens' own storage (arrays and their slices have it): two plain loops, no closure per token.
        if let text = tokens.withContiguousStorageIfAvailable({ joinedText(of: $0) }) { return text }
        return String.joining { piece in for i in tokens.indices { piece(tokens[i].text) } }
    }

    /// The texts of `tokens` joined, in one allocation: their UTF-8 counted, then copied.
    private static func joinedText(of tokens: UnsafeBufferPointer<Token>) -> String {
        var total = 0
        for i in tokens.indices { total += tokens[i].text.utf8.count }
        guard total > 0 else { return "" }
        return String(unsafeUninitializedCapacity: total) { buffer in
            var at = 0
            for i in tokens.indices {
                var text = tokens[i].text
                text.withUTF8 { bytes in
                    guard let source = bytes.baseAddress, at + bytes.count <= total else { return }
                    (buffer.baseAddress! + at).initialize(from: source, count: bytes.count)
                    at += bytes.count
                }
            }
            return at
        }
    }

    static func attributeName(_ a: SpanAttributes) -> String {
        if let n = a.referentConcept { return "referentConcept: \(n)" }
        if let n = a.agreeWithConcept { return "agreeWithConcept: \(n)" }
        if let n = a.agreeWithArgument { return "agreeWithArgument: \(n)" }
        if let i = a.inflect { return i.description }
        return ""
    }

    /// Where `key` is written in `span`'s attributes (where the span starts, when the key's place is unknown).
    mutating func keyLocation(_ span: SpanInfo, _ key: String) -> SourceLocation {
        guard let offset = span.attributes.keyOffsets[key] else { return span.location }
        if sourceLines == nil { sourceLines = SourceLines(parsed.source) }
        return sourceLines!.location(offset)
    }

    private mutating func concept(_ n: Int, key: String, span: SpanInfo) -> InflectionConcept? {
        let count = request.concepts.count
        guard n >= 1, n <= count else {
            let location = keyLocation(span, key)
            diagnostics.append(Diagnostic(.error, code: "index.out-of-range",
                                          n < 1 ? "\(key): \(n) — concept numbers start at 1"
                                                : "\(key): \(n), but only \(count) concept\(count == 1 ? " was" : "s were") given",
                                          hint: n < 1 ? "write \(key): 1 for the first concept" : "add concepts, or use an index from 1 to \(count)",
                                          location: location, span: span.source, key: key))
            return nil
        }
        return request.concepts[n - 1]
    }

    private func controller(for concept: InflectionConcept, grammar: any LanguageGrammar,
                            context: AgreementContext) -> AgreementController? {
        switch concept {
        case .termsOfAddress(let terms):
            guard var term = TermOfAddress.firstApplicable(terms, for: context.locale) else { return nil }
            if term.kind == .currentUser {
                guard case .term(let t) = context.user else { return nil }
                term = t
            }
            let features = InflectionMorphology(grammaticalGender: term.grammaticalGender, number: .singular,
                                                grammaticalPerson: .third)
            return AgreementController(features: features, text: term.description,
                                       facts: [TraceFact(term.description, "grammaticalGender",
                                                         term.grammaticalGender?.rawValue ?? "unspecified", source: .concept)],
                                       isPerson: true)
        case .localizedPhrase(let text):
            let analysis = grammar.analyze(Phrase(text), context: context)
            return AgreementController(features: analysis.features, text: text, facts: analysis.facts)
        case .describedPhrase(let text, let m):
            let analysis = grammar.analyze(Phrase(text), context: context)
            return AgreementController(features: analysis.features.overridden(by: m), text: text,
                                       facts: m.markupPairs.map { TraceFact(text, $0.key, $0.value, source: .declaration) } + analysis.facts)
        }
    }

    private func controller(forArgument n: Int, grammar: any LanguageGrammar, context: AgreementContext) -> AgreementController {
        switch request.arguments[n - 1] {
        case .number(let value):
            let number = context.number(for: value)
            return AgreementController(features: InflectionMorphology(number: number), text: value.text,
                                       facts: [TraceFact(value.text, "number", number.markupName, source: .count)])
        case .text(let given):
            let text = renderedArgument(n) ?? given
            let analysis = genderFromWordBefore(grammar.analyze(Phrase(text), context: context), argument: n,
                                                grammar: grammar, context: context)
            return AgreementController(features: analysis.features, text: text, facts: analysis.facts)
        case .phrase(let given, let m):
            let text = renderedArgument(n) ?? given
            let analysis = genderFromWordBefore(grammar.analyze(Phrase(text), context: context), argument: n,
                                                grammar: grammar, context: context)
            var features = analysis.features.overridden(by: m)
            // A declared number describes the argument as given; the rendered text may have been pluralised.
            if text != given, let number = analysis.features.number { features.number = number }
            return AgreementController(features: features, text: text,
                                       facts: context.recordsTrace ? m.markupPairs.map { TraceFact(given, $0.key, $0.value, source: .declaration) } + analysis.facts : [])
        case .formatted(let value):
            return controller(forFormatted: value, grammar: grammar, context: context)
        }
    }
}
