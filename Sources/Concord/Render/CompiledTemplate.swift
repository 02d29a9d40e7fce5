/// A template compiled once per distinct markup (``TemplateCache/compile(_:)``): what every render of it would
/// otherwise work out again. Its parse; its runs before any argument is bound (``RunPlan``); the tokens of the
/// literal runs, with the morphology their spans declare; and what the runs inside each span carry into the
/// rendering — the spans' sources, their custom attributes and their merged inflection attributes along the path
/// from the outermost span. A request then only binds its arguments, tokenizes them and runs the agreement.
package final class CompiledTemplate: Sendable {
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
    /// By run of ``plan``: the tokens of a literal run (nil for a specifier's run). The value of a number among
    /// them is read in each request's locale (see ``literalNumberRuns``). Nil for a template that serves one
    /// request (``TemplateCache/compile(_:)``), whose request tokenizes its literal runs itself.
    let literalTokens: [[Token]?]?
    /// The literal runs that hold a number token.
    let literalNumberRuns: [Int]
    /// What runs carry: one path per span (its chain of spans, by innermost span id), then the path outside every
    /// span, then any other path a run of ``plan`` has.
    let carried: [RunPath]
    /// By run of ``plan``: the index in ``carried`` of what the run carries. Two runs carry the same when they
    /// have the same index.
    let runCarries: [Int]

    /// Compiles `parsed`; with `tokenizingLiterals` false the literal runs are left to the request (see
    /// ``literalTokens``).
    init(_ parsed: ParsedMarkup, tokenizingLiterals: Bool = true) {
        self.parsed = parsed
        let spans = parsed.spans
        var carried = spans.indices.map { innermost in
            var ids: [Int] = []
            var id: Int? = innermost
            while let current = id, ids.count <= spans.count { // a parent chain is never longer than the spans
                ids.append(current)
                id = spans[current].parent
            }
            return RunPath(ids: ids.reversed(), in: spans)
        }
        let root = carried.count
        carried.append(RunPath(ids: [], in: spans))
        plan = RunPlan(parsed)
        let runs = plan.runs
        var isSpecifier = [Bool](repeating: false, count: runs.count)
        for r in plan.specifierRuns { isSpecifier[r] = true }
        // The locale only matters to numbers, which are left to each request.
        let anyLocale = InflectionLocale("en")
        let literalTokens: [[Token]?]? = !tokenizingLiterals ? nil : runs.indices.map { r in
            guard !isSpecifier[r] else { return nil }
            let declared = AgreementEngine.declaredMorphology(argument: nil, path: runs[r].spanPath, spans: spans)
            return AgreementEngine.tokens(ofRun: runs[r], at: r, declared: declared, locale: anyLocale)
        }
        self.literalTokens = literalTokens
        literalNumberRuns = literalTokens.map { all in all.indices.filter { all[$0]?.contains { $0.kind == .number } ?? false } } ?? []
        var runCarries: [Int] = []
        runCarries.reserveCapacity(runs.count)
        for run in runs {
            guard let innermost = run.spanPath.last else { runCarries.append(root); continue }
            if carried.indices.contains(innermost), innermost < root, carried[innermost].ids == run.spanPath {
                runCarries.append(innermost)
            } else if let known = carried.indices.first(where: { carried[$0].ids == run.spanPath }) {
                runCarries.append(known)
            } else {
                runCarries.append(carried.count)
                carried.append(RunPath(ids: run.spanPath, in: spans))
            }
        }
        self.carried = carried
        self.runCarries = runCarries
    }

    /// About how many bytes the template holds, for the memo's bound: its tokens, runs and paths, and its parse
    /// (counted as a few bytes per byte of markup).
    var approximateBytes: Int {
        let tokens = literalTokens?.reduce(0) { $0 + ($1?.count ?? 0) } ?? 0
        let paths = carried.reduce(0) { $0 + $1.ids.count + $1.spans.count }
        return tokens * MemoryLayout<Token>.stride + plan.runs.count * MemoryLayout<BoundRun>.stride
            + paths * 16 + carried.count * MemoryLayout<RunPath>.stride + 8 * parsed.source.utf8.count
    }
}
