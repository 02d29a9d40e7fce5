/// A template compiled once per distinct markup (``TemplateCache/compile(_:)``): what every render of it would
/// otherwise work out again. Its parse; its runs before any argument is bound (``RunPlan``); the tokens of the
/// literal runs, with the morphology their spans declare; and what the runs inside each span carry into the
/// rendering — the spans' sources, their custom attributes and their merged inflection attributes along the path
/// from the outermost span. A request then only binds its arguments, tokenizes them and runs the agreement.
final class CompiledTemplate: Sendable {
    /// What a run inside a span (or outside every span) carries: see ``RenderedRun``.
    struct RunPath: Sendable {
        /// The span ids from the outermost span to the innermost one.
        let ids: [Int]
        let spans: [String]
        let custom: [String: AttributeValue]
        let inflection: SpanAttributes

        init(ids: [Int], in spans: [SpanInfo]) {
            self.ids = ids
            self.spans = ids.map { spans[$0].source }
            var custom: [String: AttributeValue] = [:]
            for id in ids {
                for c in spans[id].attributes.custom { custom[c.key] = AttributeValue(c.value) }
            }
            self.custom = custom
            inflection = SpanAttributes.inflection(along: ids, in: spans)
        }
    }

    let parsed: ParsedMarkup
    let plan: RunPlan
    /// By run of ``plan``: the tokens of a literal run (nil for a specifier's run, and for a run holding a
    /// number, whose value is read in the request's locale).
    let literalTokens: [[Token]?]
    /// By run of ``plan``: the index in ``paths`` of what the run carries (nil: outside every span).
    let runPaths: [Int?]
    /// By innermost span id.
    private let paths: [RunPath]
    private let root: RunPath

    init(_ parsed: ParsedMarkup) {
        self.parsed = parsed
        let spans = parsed.spans
        paths = spans.indices.map { innermost in
            var ids: [Int] = []
            var id: Int? = innermost
            while let current = id, ids.count <= spans.count { // a parent chain is never longer than the spans
                ids.append(current)
                id = spans[current].parent
            }
            return RunPath(ids: ids.reversed(), in: spans)
        }
        root = RunPath(ids: [], in: spans)
        plan = RunPlan(parsed)
        let runs = plan.runs
        var isSpecifier = [Bool](repeating: false, count: runs.count)
        for r in plan.specifierRuns { isSpecifier[r] = true }
        // The locale only matters to numbers, which are left to each request.
        let anyLocale = InflectionLocale("en")
        literalTokens = runs.indices.map { r in
            guard !isSpecifier[r] else { return nil }
            let declared = AgreementEngine.declaredMorphology(argument: nil, path: runs[r].spanPath, spans: spans)
            let tokens = AgreementEngine.tokens(ofRun: runs[r], at: r, declared: declared, locale: anyLocale)
            return tokens.contains { $0.kind == .number } ? nil : tokens
        }
        let paths = paths
        runPaths = runs.map { run in
            guard let innermost = run.spanPath.last else { return nil }
            return paths.indices.contains(innermost) && paths[innermost].ids == run.spanPath ? innermost : -1
        }
    }

    /// What a run with span path `ids` carries: looked up by its innermost span when the path is that span's chain
    /// (as the binder makes it), worked out otherwise.
    func path(_ ids: [Int]) -> RunPath {
        guard let innermost = ids.last else { return root }
        if paths.indices.contains(innermost), paths[innermost].ids == ids { return paths[innermost] }
        return RunPath(ids: ids, in: parsed.spans)
    }

    /// What run `r` of ``plan`` carries.
    func path(ofRun r: Int) -> RunPath {
        guard let p = runPaths[r] else { return root }
        return p >= 0 ? paths[p] : path(plan.runs[r].spanPath)
    }
}
