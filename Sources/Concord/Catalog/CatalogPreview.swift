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

extension CatalogPreview {
    /// A frequent masculine and a frequent feminine common noun of `language` from its shipped lexicon (two
    /// frequent nouns where nouns have no gender), chosen deterministically: highest frequency, then lemma order.
    ///
    /// One pass over the lexicon's bytes keeps the noun lines only; whether a candidate is also the lemma or a
    /// form of another part of speech is asked of the loaded lexicon, for the few candidates tried, instead of
    /// collecting every form of every verb (which made a preview take a second per locale).
    public static func sampleNouns(language: String, store: LexiconStore = .shared) -> [String] {
        guard let directory = store.directory,
              let data = FileManager.default.contents(atPath: directory + "/\(language)/lexicon.tsv") else { return [] }
        // A language that capitalizes its nouns has them all capitalized; elsewhere a capital marks a name.
        let capitalizesNouns = LanguageRegistry.grammar(for: language)?.capitalizesNouns ?? false
        // Common nouns that have a plural: (gender column as a code of `genderNames`, frequency, lemma).
        var nouns: [(gender: UInt8, frequency: Int, lemma: String)] = []
        var genderNames = GenderNames()
        data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            var lineStart = 0
            while lineStart < bytes.count {
                let rest = bytes.count - lineStart
                let lineEnd = memchr(bytes.baseAddress! + lineStart, 0x0A, rest)
                    .map { UnsafePointer($0.assumingMemoryBound(to: UInt8.self)) - bytes.baseAddress! } ?? bytes.count
                defer { lineStart = lineEnd + 1 }
                guard lineEnd > lineStart, bytes[lineStart] != 0x23 else { continue } // blank or a comment
                if let noun = nounLine(UnsafeBufferPointer(rebasing: bytes[lineStart..<lineEnd]),
                                       capitalizesNouns: capitalizesNouns, genders: &genderNames) {
                    nouns.append(noun)
                }
            }
        }
        // A lemma listed with several genders (German Sie, Gerade) is no clear sample of either: its first
        // gender, or `GenderNames.several` once another one is seen (one look-up per noun, changed in place).
        var genders: [String: UInt8] = [:]
        genders.reserveCapacity(nouns.count)
        for n in nouns {
            genders[n.lemma, default: GenderNames.unseen].note(n.gender)
        }
        let m = genderNames.code(of: "m"), f = genderNames.code(of: "f")
        // Most frequent first, then in lemma order: ordered by frequency alone (integers), and each group of
        // equal frequency by lemma only when the walk below reaches it (most walks end in the first groups).
        nouns.sort { $0.frequency > $1.frequency }
        var sortedUpTo = 0
        func ensureSorted(through i: Int) {
            guard i >= sortedUpTo else { return }
            var end = sortedUpTo
            while end < nouns.count, nouns[end].frequency == nouns[sortedUpTo].frequency { end += 1 }
            nouns[sortedUpTo..<end].sort { $0.lemma < $1.lemma }
            sortedUpTo = end
        }
        // A sample reads as a noun: not the lemma or a form of another part of speech (Italian stato, a
        // participle), not one of the language's pronouns, and a word the engine itself reads as a noun of that
        // gender (not a determiner the lexicon also lists as a noun: Spanish todo, German Einer). Asked in
        // frequency order, only until the samples are found.
        let lexicon = store.lexicon(for: language)
        let engine = ConcordEngine(lexicons: store)
        let locale = InflectionLocale(language)
        let pronouns = LanguageRegistry.grammar(for: language)?.pronouns
        func readsAsAnotherWord(_ word: String, gender: UInt8) -> Bool {
            if lexicon.readings(of: word).contains(where: { $0.entry.origin == .lexicon && $0.entry.pos != "noun" }) { return true }
            if pronouns?.contains(word) == true { return true }
            guard let features = engine.analyze(word, locale: locale)?.features, features.partOfSpeech == .noun else { return true }
            switch gender {
            case m: return features.grammaticalGender != .masculine
            case f: return features.grammaticalGender != .feminine
            default: return false
            }
        }
        // Without both genders among the candidates there is no pair to find: the first two do.
        let hasBothGenders = nouns.contains { $0.gender == m } && nouns.contains { $0.gender == f }
        var masculine: String?, feminine: String?, first: [String] = []
        for i in nouns.indices {
            ensureSorted(through: i)
            let n = nouns[i]
            // The letters of a lemma decide alone, so its entries are all kept or all left: the genders above,
            // counted over both, are those of the kept ones.
            guard genders[n.lemma]! != GenderNames.several, isSampleLemma(n.lemma, capitalizesNouns: capitalizesNouns) else { continue }
            let fillsGender = (n.gender == m && masculine == nil) || (n.gender == f && feminine == nil)
            guard fillsGender || first.count < 2, !readsAsAnotherWord(n.lemma, gender: n.gender) else { continue }
            if n.gender == m, masculine == nil { masculine = n.lemma }
            if n.gender == f, feminine == nil { feminine = n.lemma }
            if let m = masculine, let f = feminine { return [m, f] }
            if first.count < 2 { first.append(n.lemma) }
            if !hasBothGenders, first.count == 2 { break }
        }
        // No genders (English): the two most frequent nouns.
        return first
    }

    /// Whether `lemma` has three letters or more, in lower case (capitalized where the language capitalizes nouns).
    private static func isSampleLemma(_ lemma: String, capitalizesNouns: Bool) -> Bool {
        lemma.count >= 3 && lemma.allSatisfy(\.isLetter) && lemma.dropFirst().allSatisfy(\.isLowercase)
            && (capitalizesNouns ? lemma.first!.isUppercase : lemma.first!.isLowercase)
    }

    /// Flags of nouns that make no sample: no plural to show, or a name.
    private static let excludedFlags: [[UInt8]] = ["singular-only", "plural-only", "zero-plural", "invariable", "proper"].map { Array($0.utf8) }

    private static func isLower(_ b: UInt8) -> Bool { b >= 0x61 && b <= 0x7A }
    private static func isUpper(_ b: UInt8) -> Bool { b >= 0x41 && b <= 0x5A }

    /// A noun line's (gender, frequency, lemma) when it may be a sample: a common noun with a plural whose lemma
    /// does not start with the wrong ASCII case. The rest of the lemma's letters are checked by
    /// ``isSampleLemma(_:capitalizesNouns:)`` when the walk reaches it.
    private static func nounLine(_ line: UnsafeBufferPointer<UInt8>, capitalizesNouns: Bool, genders: inout GenderNames)
        -> (gender: UInt8, frequency: Int, lemma: String)? {
        // lemma, pos, gender, forms, flags, frequency (and more): the ranges of the first six fields.
        var fields: (Range<Int>, Range<Int>, Range<Int>, Range<Int>, Range<Int>, Range<Int>) = (0..<0, 0..<0, 0..<0, 0..<0, 0..<0, 0..<0)
        var field = 0, start = 0
        guard let base = line.baseAddress else { return nil }
        // Each field's end found by memchr: the forms field of a line is long, and half a million lines are read.
        while field < 6 {
            let i = memchr(base + start, 0x09, line.count - start)
                .map { UnsafePointer($0.assumingMemoryBound(to: UInt8.self)) - base } ?? line.count
            switch field {
            case 0: fields.0 = start..<i
            case 1:
                guard line[start..<i].elementsEqual("noun".utf8) else { return nil }
                fields.1 = start..<i
            case 2: fields.2 = start..<i
            case 3: fields.3 = start..<i
            case 4: fields.4 = start..<i
            default: fields.5 = start..<i
            }
            field += 1
            start = i + 1
            if i == line.count { break }
        }
        guard field == 6 else { return nil }
        for flag in line[fields.4].split(separator: 0x2C) where excludedFlags.contains(where: { flag.elementsEqual($0) }) {
            return nil
        }
        let lemmaBytes = line[fields.0]
        if let first = lemmaBytes.first, first < 0x80, capitalizesNouns ? !isUpper(first) : !isLower(first) {
            return nil // read off the first byte: most lines end here
        }
        let lemma = String(decoding: UnsafeBufferPointer(rebasing: lemmaBytes), as: UTF8.self)
        return (genders.code(of: UnsafeBufferPointer(rebasing: line[fields.2])),
                integer(UnsafeBufferPointer(rebasing: line[fields.5])) ?? 0, lemma)
    }

    /// `Int(text)` of the bytes of `text`, read in place: an optional sign, then decimal digits, nil for anything
    /// else (no digit, another byte, a value past `Int`).
    static func integer(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var i = 0
        var negative = false
        if let sign = bytes.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
            negative = sign == UInt8(ascii: "-")
            i = 1
        }
        guard i < bytes.count else { return nil }
        var value = 0
        while i < bytes.count {
            let digit = Int(bytes[i]) - 0x30
            guard digit >= 0, digit <= 9 else { return nil }
            let (times, o1) = value.multipliedReportingOverflow(by: 10)
            let (next, o2) = negative ? times.subtractingReportingOverflow(digit) : times.addingReportingOverflow(digit)
            guard !o1, !o2 else { return nil }
            value = next
            i += 1
        }
        return value
    }
}

/// The gender column's texts as small codes: a lexicon writes a handful of them (`m`, `f`, `n`…), and a code is
/// compared and kept without a string per line.
struct GenderNames {
    /// A lemma not seen yet, and one seen with more than one gender.
    static let unseen: UInt8 = 0xFE, several: UInt8 = 0xFF
    private var names: [[UInt8]] = []

    /// The code of the gender written `bytes` (a new code the first time).
    mutating func code(of bytes: UnsafeBufferPointer<UInt8>) -> UInt8 {
        if let k = names.firstIndex(where: { $0.elementsEqual(bytes) }) { return UInt8(k) }
        guard names.count < Int(Self.unseen) else { return Self.several } // never for a real lexicon
        names.append(Array(bytes))
        return UInt8(names.count - 1)
    }

    /// The code of `name`, or `unseen` (which no noun has) when no line wrote it.
    func code(of name: String) -> UInt8 {
        names.firstIndex(where: { $0.elementsEqual(name.utf8) }).map(UInt8.init) ?? Self.unseen
    }
}

private extension UInt8 {
    /// Notes gender `g` for a lemma whose genders so far are `self` (see ``GenderNames``).
    mutating func note(_ g: UInt8) {
        if self == GenderNames.unseen { self = g } else if self != g { self = GenderNames.several }
    }
}
