/// The library's entry point: markup text → parse → bind → agree → render.
///
/// ```swift
/// let engine = ConcordEngine()
/// let result = engine.render(RenderRequest(markup: "Añadir ^[%1$lld %3$@ %2$@](inflect: true) a tu pedido",
///                                          locale: InflectionLocale("es"),
///                                          arguments: [.number(NumberValue(2)), .text("pequeño"), .text("ensalada")]))
/// result.text // "Añadir 2 ensaladas pequeñas a tu pedido"
/// ```
public struct ConcordEngine: Sendable {
    /// Where lexicons come from.
    public let lexicons: LexiconStore
    /// The most one request may ask; a request over a limit renders nothing and gets one `request.limit` error.
    public let limits: RequestLimits

    /// An engine reading lexicons from `lexicons` (by default ``LexiconStore/shared``, shared by every engine)
    /// and refusing requests over `limits` (by default ``RequestLimits/standard``).
    public init(lexicons: LexiconStore = .shared, limits: RequestLimits = .standard) {
        self.lexicons = lexicons
        self.limits = limits
    }

    /// Renders `request`: never throws; problems are in ``Rendering/diagnostics`` and the rest still renders.
    public func render(_ request: RenderRequest) -> Rendering {
        render(request, includingRuns: true)
    }

    /// Renders `request`; with `includingRuns` false, ``Rendering/runs`` is left empty and the text, trace and
    /// diagnostics are those ``render(_:)`` gives, worked out without building the runs (for callers that only
    /// show the text, such as a service whose client did not ask for the runs).
    public func render(_ request: RenderRequest, includingRuns: Bool) -> Rendering {
        render(request, includingRuns: includingRuns, template: nil)
    }

    /// ``render(_:includingRuns:)`` given the markup's template when the caller already found it
    /// (``TemplateCache/compiled(utf8:)``); one for another markup is not used.
    package func render(_ request: RenderRequest, includingRuns: Bool, template known: CompiledTemplate?) -> Rendering {
        if let excess = limits.check(request) { return Rendering(refusing: excess) }
        let template: CompiledTemplate // compiled once per distinct markup
        if let known, ExactText.same(known.parsed.source, request.markup) {
            template = known
        } else {
            template = TemplateCache.compile(request.markup)
        }
        let parsed = template.parsed
        var diagnostics = parsed.diagnostics
        // A declared attribute is expected: no note that it is custom, but a warning when its value is not allowed.
        // (Most requests declare none: then there is nothing to look at, nor any list to build.)
        if !request.attributes.isEmpty {
            let declared = Set(request.attributes.map(\.name))
            diagnostics.removeAll { ["markup.custom-attribute", "attribute.unknown-key"].contains($0.code) && $0.key.map(declared.contains) == true }
            AttributeSuggestions.suggestDeclared(request.attributes.map(\.name), in: &diagnostics)
            diagnostics += AttributeDeclaration.check(parsed, against: request.attributes)
        }
        let runs = Binder.bind(parsed, plan: template.plan, arguments: request.arguments, locale: request.locale,
                               limits: limits, diagnostics: &diagnostics)
        if let excess = limits.check(parsed, runs: runs) { return Rendering(refusing: excess) }
        // Without a span (most strings of a catalog) nothing agrees: the text is the runs' texts, as bound.
        if parsed.spans.isEmpty { return plainRendering(runs, template: template, diagnostics: diagnostics, includingRuns: includingRuns) }
        return agreedRendering(runs, template: template, request: request, diagnostics: &diagnostics,
                               includingRuns: includingRuns)
    }

    /// The rendering of a markup with spans: the agreement run over `runs`. Kept out of ``render(_:includingRuns:template:)``
    /// (where a markup without spans, most of a catalog's, would otherwise pay for the engine's set-up around it).
    @inline(never)
    private func agreedRendering(_ runs: [BoundRun], template: CompiledTemplate, request: RenderRequest,
                                 diagnostics: inout [Diagnostic], includingRuns: Bool) -> Rendering {
        var engine = AgreementEngine(parsed: template.parsed, runs: runs, request: request, lexicons: lexicons,
                                     literalTokens: template.literalTokens)
        if !template.literalNumberRuns.isEmpty { engine.readNumbers(inRuns: template.literalNumberRuns) }
        // The diagnostics moved into the engine and, with the trace, out of it: copies would be retained here and
        // released with the engine.
        swap(&engine.diagnostics, &diagnostics)
        engine.run()
        var trace: [TraceEntry] = []
        swap(&trace, &engine.trace)
        swap(&diagnostics, &engine.diagnostics)
        if request.recordsTrace, request.asksAboutWordsAfterSpans { noteWordsAfterSpans(request, parsed: template.parsed, text: { AgreementEngine.text(of: engine.tokens) }, in: &trace) }
        guard includingRuns else {
            // The runs' texts in order are the text: the runs would only group them (and drop the empty ones).
            let text = AgreementEngine.text(of: engine.tokens)
            ReusableTokenBuffer.giveBack(&engine.tokens)
            return Rendering(text: text, runs: [], trace: trace, diagnostics: limits.capped(diagnostics))
        }
        let rendered = Self.renderedRuns(runs, template: template) { engine.text(ofTokens: engine.tokenRange(ofRuns: $0..<($0 + 1))) }
        let text = Self.text(of: rendered)
        ReusableTokenBuffer.giveBack(&engine.tokens)
        return Rendering(text: text, runs: rendered, trace: trace, diagnostics: limits.capped(diagnostics))
    }

    /// The rendering of a markup without spans: its runs' texts as bound, grouped as any rendering's are, and no
    /// trace — no token is read, nothing can change.
    private func plainRendering(_ runs: [BoundRun], template: CompiledTemplate, diagnostics: [Diagnostic],
                                includingRuns: Bool) -> Rendering {
        guard includingRuns else {
            let text = runs.count == 1 ? runs[0].text : String.joining { piece in for r in runs.indices { piece(runs[r].text) } }
            return Rendering(text: text, runs: [], trace: [], diagnostics: limits.capped(diagnostics))
        }
        let rendered = Self.renderedRuns(runs, template: template) { runs[$0].text }
        return Rendering(text: Self.text(of: rendered), runs: rendered, trace: [], diagnostics: limits.capped(diagnostics))
    }

    /// The rendered runs of `runs`, run `r` rendered as `text(r)`: a run of text joins the one before it when they
    /// carry the same spans, style and attributes; an argument's run stays its own; empty runs are left out.
    private static func renderedRuns(_ runs: [BoundRun], template: CompiledTemplate, text: (Int) -> String) -> [RenderedRun] {
        var rendered: [RenderedRun] = []
        rendered.reserveCapacity(runs.count)
        // What the runs carry (spans, custom and inflection attributes) is read in place from the compiled
        // template: the runs are the template's, so run r carries what the template's run r does.
        var lastCarried = -1 // what the last rendered run carries
        for r in runs.indices { // fields read in place: no copy of each run
            let text = text(r)
            // The place an empty span holds stays out of the runs when nothing was put there.
            if text.isEmpty && runs[r].text.isEmpty { continue }
            let c = template.runCarries[r]
            // Compared in place: copying the last run out would retain all of its parts.
            if runs[r].argumentIndex == nil, let l = rendered.indices.last, rendered[l].replacementIndex == nil,
               rendered[l].style == runs[r].style,
               c == lastCarried || (rendered[l].spans == template.carried[c].spans
                                    && rendered[l].customAttributes == template.carried[c].custom) {
                rendered[l].text += text
            } else {
                rendered.append(RenderedRun(text: text, spans: template.carried[c].spans, style: runs[r].style,
                                            replacementIndex: runs[r].argumentIndex, customAttributes: template.carried[c].custom))
                rendered[rendered.count - 1].inflection = template.carried[c].inflection // set in place: no copy of the run
                lastCarried = c
            }
        }
        rendered.removeAll { $0.text.isEmpty }
        return rendered
    }

    /// The text of rendered runs: one run (most strings) is the text; more are joined in place, with no copy of each.
    private static func text(of rendered: [RenderedRun]) -> String {
        if rendered.count == 1 { return rendered[0].text }
        return String.joining { piece in for i in rendered.indices { piece(rendered[i].text) } }
    }

    /// What the engine knows about a word or phrase in `locale`.
    public func analyze(_ text: String, locale: InflectionLocale) -> PhraseAnalysis? {
        guard let grammar = LanguageRegistry.grammar(for: locale.language) else { return nil }
        let context = AgreementContext(locale: locale, lexicon: lexicons.lexicon(for: grammar.languageCode))
        return grammar.analyze(Phrase(text), context: context)
    }

    /// Inflects a plain phrase to `features` (the REPL's `:inflect`).
    public func inflect(_ text: String, to features: InflectionMorphology, locale: InflectionLocale) -> (String, [TraceEntry])? {
        guard let grammar = LanguageRegistry.grammar(for: locale.language) else { return nil }
        let context = AgreementContext(locale: locale, lexicon: lexicons.lexicon(for: grammar.languageCode))
        var phrase = Phrase(text)
        var recorder = TraceRecorder()
        grammar.inflect(&phrase, mode: .explicit(features), context: context, trace: &recorder)
        return (phrase.text, recorder.entries)
    }
}
