import Foundation

/// Every key of a catalog rendered with sample arguments, so a translator sees every agreement the table will
/// produce: numbers covering each plural category of the locale, and for each `%@` a masculine and a feminine
/// noun of that locale taken from the lexicon.
public struct CatalogPreview: Sendable {
    /// One rendering of one key in one locale.
    public struct Row: Sendable {
        public var key: String
        public var locale: String
        /// The sample arguments as shown (`2`, `ensalada`).
        public var arguments: [String]
        public var output: String
        /// The markup the engine rendered (the chosen variant, substitutions expanded).
        public var markup: String
        /// Where the value came from and which variants were chosen.
        public var choices: [String]
        public var trace: [TraceEntry]
        public var diagnostics: [Diagnostic]
    }

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
            for key in t.keys {
                guard let entry = t[key] else { continue }
                let signature = linter.sourceSignature(entry, developmentLanguage: catalog.developmentLanguage)?.0 ?? .init()
                let samples: [[FormatArgument]] = (0..<signature.count).map { i in
                    switch signature.types[i + 1] {
                    case .object?: return texts.isEmpty ? [.text("x")] : texts
                    case .integer?, .float?: return numbers
                    default: return [.text("x")]
                    }
                }
                for args in combinations(samples) {
                    let request = RenderRequest(markup: "", locale: inflection, arguments: args)
                    guard let r = engine.render(key: key, in: catalog, table: t.name, request: request,
                                                 includingRuns: false) else { continue } // a row shows no runs
                    rows.append(Row(key: key, locale: locale, arguments: args.map(\.text), output: r.rendering.text,
                                    markup: r.resolved.markup, choices: r.resolved.choices, trace: r.rendering.trace,
                                    diagnostics: r.rendering.diagnostics))
                }
            }
        }
        return CatalogPreview(rows: rows)
    }

    /// Every combination when there are few (at most 12), else each list walked in step (every sample appears).
    static func combinations(_ lists: [[FormatArgument]]) -> [[FormatArgument]] {
        if lists.isEmpty { return [[]] }
        let product = lists.reduce(1) { $0 * $1.count }
        if product <= 12 {
            return lists.reduce([[]]) { partial, list in partial.flatMap { p in list.map { p + [$0] } } }
        }
        let rounds = lists.map(\.count).max() ?? 1
        return (0..<rounds).map { i in lists.map { $0[i % $0.count] } }
    }
}

extension CatalogPreview {
    /// A frequent masculine and a frequent feminine common noun of `language` from its shipped lexicon (two
    /// frequent nouns where nouns have no gender), chosen deterministically: highest frequency, then lemma order.
    public static func sampleNouns(language: String, store: LexiconStore = .shared) -> [String] {
        guard let directory = store.directory,
              let data = FileManager.default.contents(atPath: directory + "/\(language)/lexicon.tsv") else { return [] }
        let excludedFlags: Set<Substring> = ["singular-only", "plural-only", "zero-plural", "invariable", "proper"]
        // A language that capitalizes its nouns has them all capitalized; elsewhere a capital marks a name.
        let capitalizesNouns = LanguageRegistry.grammar(for: language)?.capitalizesNouns ?? false
        // Common nouns that have a plural: (gender column, frequency, lemma); and the lemmas and forms of other
        // parts of speech, whose nouns are left out so the sample reads as a noun (Italian stato, a participle).
        var nouns: [(gender: String, frequency: Int, lemma: String)] = []
        var otherParts = Set<Substring>()
        for line in data.split(separator: 0x0A) where line.first != 0x23 {
            let fields = line.split(separator: 0x09, omittingEmptySubsequences: false)
            guard fields.count >= 6 else { continue }
            guard fields[1].elementsEqual("noun".utf8) else {
                // The lemma and every form (slot=form|form;…) of the other part of speech.
                otherParts.insert(Substring(decoding: fields[0], as: UTF8.self).lowercasedFast()[...])
                for slot in fields[3].split(separator: 0x3B) {
                    guard let eq = slot.firstIndex(of: 0x3D) else { continue }
                    for form in slot[slot.index(after: eq)...].split(separator: 0x7C) {
                        otherParts.insert(Substring(decoding: form, as: UTF8.self).lowercasedFast()[...])
                    }
                }
                continue
            }
            let lemma = String(decoding: fields[0], as: UTF8.self)
            guard lemma.count >= 3, lemma.allSatisfy(\.isLetter), lemma.dropFirst().allSatisfy(\.isLowercase),
                  capitalizesNouns ? lemma.first!.isUppercase : lemma.first!.isLowercase else { continue }
            let flags = String(decoding: fields[4], as: UTF8.self).split(separator: ",")
            guard !flags.contains(where: { excludedFlags.contains($0) }) else { continue }
            nouns.append((String(decoding: fields[2], as: UTF8.self), Int(String(decoding: fields[5], as: UTF8.self)) ?? 0, lemma))
        }
        // A lemma listed with several genders (German Sie, Gerade) is no clear sample of either.
        var genders: [String: Set<String>] = [:]
        for n in nouns { genders[n.lemma, default: []].insert(n.gender) }
        nouns.removeAll { otherParts.contains(Substring($0.lemma.lowercasedFast())) || genders[$0.lemma]!.count > 1 }
        nouns.sort { $0.frequency != $1.frequency ? $0.frequency > $1.frequency : $0.lemma < $1.lemma }
        if let m = nouns.first(where: { $0.gender == "m" }), let f = nouns.first(where: { $0.gender == "f" }) { return [m.lemma, f.lemma] }
        // No genders (English): the two most frequent nouns.
        return nouns.prefix(2).map(\.lemma)
    }
}
