import Foundation

/// Every key of a catalog rendered with sample arguments, so a translator sees every agreement the table will
/// produce: numbers covering each plural category of the locale, and for each `%@` a masculine and a feminine
/// noun of that locale taken from the lexicon.
public struct CatalogPreview: Sendable {
    /// One rendering of one key in one locale.
    public struct Row: Sendable {
        /// The key rendered.
        public var key: String
        /// The locale identifier it was rendered in, as requested (`es`, `pt-BR`).
        public var locale: String
        /// The sample arguments as shown (`2`, `ensalada`).
        public var arguments: [String]
        /// The rendered text, with every agreement applied (`2 ensaladas frescas`).
        public var output: String
        /// The markup the engine rendered (the chosen variant, substitutions expanded).
        public var markup: String
        /// Where the value came from and which variants were chosen.
        public var choices: [String]
        /// The rules the engine applied and the facts they used, as ``Rendering/trace`` has them.
        public var trace: [TraceEntry]
        /// The resolver's and the engine's diagnostics for this rendering, placed in ``markup`` (not in the file).
        public var diagnostics: [Diagnostic]
    }

    /// Every rendering: by locale in the order given, then by key in file order, then by sample arguments.
    public var rows: [Row]

    /// Candidate sample numbers, in the order they are tried for each plural category.
    static let candidateNumbers = ["1", "2", "0", "5", "21", "1000000", "1.5"]

    /// The first candidate number of each plural category `locale` distinguishes (e.g. es: 1, 2, 1000000).
    public static func sampleNumbers(for locale: InflectionLocale) -> [NumberValue] {
        var seen = Set<PluralCategory>()
        return candidateNumbers.compactMap { NumberValue($0) }.filter { seen.insert(PluralRules.category(of: $0, in: locale)).inserted }
    }

    /// Renders every key of `table` in each of `locales`, with `nouns(language)` giving the sample nouns.
    public static func make(_ catalog: Catalog, table: String? = nil, locales: [String], engine: ConcordEngine,
                            nouns: (String) -> [String]) -> CatalogPreview {
        guard let t = catalog.table(table) else { return CatalogPreview(rows: []) }
        let linter = CatalogLinter(lexicons: engine.lexicons)
        var rows: [Row] = []
        for locale in locales {
            let inflection = InflectionLocale(locale)
            let numbers = sampleNumbers(for: inflection).map(FormatArgument.number)
            let texts = nouns(inflection.language).map(FormatArgument.text)
            func keyRows(_ key: String) -> [Row] {
                guard let entry = t[key] else { return [] }
                let signature = linter.sourceSignature(entry, developmentLanguage: catalog.developmentLanguage)?.0 ?? .init()
                // A value naming argument 2147483647 gets one argument more than a request may pass (the render
                // then says so), not an array of two billion samples.
                let count = min(signature.count, engine.limits.maximumArguments + 1)
                let samples: [[FormatArgument]] = (0..<count).map { i in
                    switch signature.types[i + 1] {
                    case .object?: return texts.isEmpty ? [.text("x")] : texts
                    case .integer?, .float?: return numbers
                    default: return [.text("x")]
                    }
                }
                var out: [Row] = []
                for args in combinations(samples) {
                    let request = RenderRequest(markup: "", locale: inflection, arguments: args)
                    guard let r = engine.render(key: key, in: catalog, table: t.name, request: request,
                                                 includingRuns: false) else { continue } // a row shows no runs
                    out.append(Row(key: key, locale: locale, arguments: args.map(\.text), output: r.rendering.text,
                                   markup: r.resolved.markup, choices: r.resolved.choices, trace: r.rendering.trace,
                                   diagnostics: r.rendering.diagnostics))
                }
                return out
            }
            // Keys are rendered independently: a large table is cut into pieces rendered on all cores, and the
            // pieces' rows joined in key order.
            let keys = t.keys
            let pieces = keys.count < 64 ? 1 : min(keys.count, ProcessInfo.processInfo.activeProcessorCount * 4)
            for piece in Parallel.map(pieces, { p in
                (keys.count * p / pieces..<keys.count * (p + 1) / pieces).flatMap { keyRows(keys[$0]) }
            }) {
                rows += piece
            }
        }
        return CatalogPreview(rows: rows)
    }

    /// Every combination when there are few (at most 12), else each list walked in step (every sample appears).
    static func combinations(_ lists: [[FormatArgument]]) -> [[FormatArgument]] {
        if lists.isEmpty { return [[]] }
        // Counted only up to 13: seventy specifiers would overflow the product.
        let product = lists.reduce(1) { product, list in product > 12 ? product : product * min(list.count, 13) }
        if product <= 12 {
            return lists.reduce([[]]) { partial, list in partial.flatMap { p in list.map { p + [$0] } } }
        }
        let rounds = lists.map(\.count).max() ?? 1
        return (0..<rounds).map { i in lists.map { $0[i % $0.count] } }
    }
}
