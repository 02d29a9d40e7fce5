import Foundation
#if canImport(Glibc)
import Glibc
#endif

extension CatalogPreview {
    /// A frequent masculine and a frequent feminine common noun of `language` from its shipped lexicon (two
    /// frequent nouns where nouns have no gender), chosen deterministically: highest frequency, then lemma order.
    ///
    /// One pass over the lexicon's bytes keeps the noun lines only, as places in the file (no string per noun);
    /// whether a candidate is also the lemma or a form of another part of speech is asked of the loaded lexicon,
    /// for the few candidates tried, instead of collecting every form of every verb (which made a preview take a
    /// second per locale).
    public static func sampleNouns(language: String, store: LexiconStore = .shared) -> [String] {
        guard let directory = store.directory,
              let data = FileManager.default.contents(atPath: directory + "/\(language)/lexicon.tsv") else { return [] }
        return data.withUnsafeBytes { raw in
            sampleNouns(in: raw.bindMemory(to: UInt8.self), language: language, store: store)
        }
    }

    /// A noun line that may give a sample, by where its lemma is in the lexicon file.
    private struct SampleCandidate {
        /// The gender column as a code of ``GenderNames``.
        var gender: UInt8
        var frequency: Int
        /// The lemma's bytes in the file: `lemmaStart..<lemmaEnd`. The start also orders lines as the file does.
        var lemmaStart: Int
        var lemmaEnd: Int
        /// Whether the lemma's candidate lines have more than one gender (German *Sie*, *Gerade*): no clear sample
        /// of either.
        var hasSeveralGenders = false
        /// Whether the lemma is written with scalars below U+0300 alone (every byte below 0xCC): it is then in
        /// NFC, and equal to another such lemma, as Swift compares strings, exactly when their bytes are.
        var isPlain = true
    }

    private static func sampleNouns(in bytes: UnsafeBufferPointer<UInt8>, language: String, store: LexiconStore) -> [String] {
        guard let base = bytes.baseAddress else { return [] }
        // A language that capitalizes its nouns has them all capitalized; elsewhere a capital marks a name.
        let capitalizesNouns = LanguageRegistry.grammar(for: language)?.capitalizesNouns ?? false
        var nouns: [SampleCandidate] = []
        var genderNames = GenderNames()
        // Whether the plain lemmas (written with scalars below U+0300 alone: every byte below 0xCC) come in byte
        // order, as in the shipped files: equal plain lemmas are then neighbours, and two plain lemmas are equal as
        // Swift compares strings (canonically) exactly when their bytes are.
        var plainInOrder = true
        var previous = 0..<0
        var lineStart = 0
        while lineStart < bytes.count {
            let lineEnd = memchr(base + lineStart, 0x0A, bytes.count - lineStart)
                .map { UnsafePointer($0.assumingMemoryBound(to: UInt8.self)) - base } ?? bytes.count
            defer { lineStart = lineEnd + 1 }
            guard lineEnd > lineStart, bytes[lineStart] != 0x23 else { continue } // blank or a comment
            guard var noun = nounLine(bytes, lineStart..<lineEnd, capitalizesNouns: capitalizesNouns, genders: &genderNames)
            else { continue }
            let lemma = noun.lemmaStart..<noun.lemmaEnd
            noun.isPlain = !bytes[lemma].contains { $0 >= 0xCC }
            if noun.isPlain, plainInOrder {
                plainInOrder = compare(bytes, previous, lemma) <= 0
                previous = lemma
            }
            nouns.append(noun)
        }
        markLemmasOfSeveralGenders(&nouns, in: bytes, plainInOrder: plainInOrder)
        func lemma(_ n: SampleCandidate) -> String { lemmaText(n, in: bytes) }
        let m = genderNames.code(of: "m"), f = genderNames.code(of: "f")
        // Most frequent first, then in lemma order, then in file order: ordered by frequency and place alone
        // (integers), and each group of equal frequency by lemma only when the walk below reaches it (most walks end
        // in the first groups).
        sortByFrequency(&nouns)
        var sortedUpTo = 0
        func ensureSorted(through i: Int) {
            guard i >= sortedUpTo else { return }
            var end = sortedUpTo
            while end < nouns.count, nouns[end].frequency == nouns[sortedUpTo].frequency { end += 1 }
            let group = Array(nouns[sortedUpTo..<end])
            let lemmas = group.map(lemma)
            let order = group.indices.sorted {
                lemmas[$0] != lemmas[$1] ? lemmas[$0] < lemmas[$1] : group[$0].lemmaStart < group[$1].lemmaStart
            }
            nouns.replaceSubrange(sortedUpTo..<end, with: order.map { group[$0] })
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
            guard !n.hasSeveralGenders else { continue }
            let candidate = lemma(n)
            guard isSampleLemma(candidate, capitalizesNouns: capitalizesNouns) else { continue }
            let fillsGender = (n.gender == m && masculine == nil) || (n.gender == f && feminine == nil)
            guard fillsGender || first.count < 2, !readsAsAnotherWord(candidate, gender: n.gender) else { continue }
            if n.gender == m, masculine == nil { masculine = candidate }
            if n.gender == f, feminine == nil { feminine = candidate }
            if let m = masculine, let f = feminine { return [m, f] }
            if first.count < 2 { first.append(candidate) }
            if !hasBothGenders, first.count == 2 { break }
        }
        // No genders (English): the two most frequent nouns.
        return first
    }

    /// The lemma of `n` as a string.
    private static func lemmaText(_ n: SampleCandidate, in bytes: UnsafeBufferPointer<UInt8>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[n.lemmaStart..<n.lemmaEnd]), as: UTF8.self)
    }

    /// Marks the nouns whose lemma has candidate lines of more than one gender, counting a lemma's lines as Swift
    /// compares strings (canonically: *café* precomposed is *café* decomposed). In a file whose plain lemmas are in
    /// byte order (the shipped ones) they are counted over neighbours, and the few other lemmas (*CO₂*, a decomposed
    /// accent) in a table of strings, joined to the plain lemma they equal; any other file, all in the table.
    private static func markLemmasOfSeveralGenders(_ nouns: inout [SampleCandidate], in bytes: UnsafeBufferPointer<UInt8>,
                                                   plainInOrder: Bool) {
        func text(_ n: SampleCandidate) -> String { lemmaText(n, in: bytes) }
        var others: [String: UInt8] = [:] // the genders of the lemmas counted in the table
        for n in nouns where !n.isPlain || !plainInOrder { others[text(n), default: GenderNames.unseen].note(n.gender) }
        // The other lemmas that equal a plain one: their NFC form is plain. Looked for by bytes below, and few (a
        // file with many gets them all counted in the table).
        let equalsPlain: [[UInt8]] = plainInOrder ? others.keys.compactMap { key in
            let composed = Array(key.precomposedStringWithCanonicalMapping.utf8)
            return composed.contains { $0 >= 0xCC } ? nil : composed
        } : []
        guard plainInOrder, equalsPlain.count <= 16 else {
            if plainInOrder { // many: every lemma in the table
                others = [:]
                for n in nouns { others[text(n), default: GenderNames.unseen].note(n.gender) }
            }
            for k in nouns.indices where others[text(nouns[k])] == GenderNames.several { nouns[k].hasSeveralGenders = true }
            return
        }
        let plain = nouns.indices.filter { nouns[$0].isPlain }
        var first = 0
        while first < plain.count {
            let lemma = nouns[plain[first]].lemmaStart..<nouns[plain[first]].lemmaEnd
            var end = first + 1
            var genders = GenderNames.unseen
            genders.note(nouns[plain[first]].gender)
            while end < plain.count, compare(bytes, lemma, nouns[plain[end]].lemmaStart..<nouns[plain[end]].lemmaEnd) == 0 {
                genders.note(nouns[plain[end]].gender)
                end += 1
            }
            if equalsPlain.contains(where: { key in key.count == lemma.count && key.withUnsafeBufferPointer {
                memcmp($0.baseAddress!, bytes.baseAddress! + lemma.lowerBound, lemma.count) == 0 } }) {
                // Counted with the other spellings of the lemma (a String key finds its canonical equal).
                let key = text(nouns[plain[first]])
                genders.join(others[key] ?? GenderNames.unseen)
                others[key] = genders
            }
            if genders == GenderNames.several {
                for k in first..<end { nouns[plain[k]].hasSeveralGenders = true }
            }
            first = end
        }
        for k in nouns.indices where !nouns[k].isPlain && others[text(nouns[k])] == GenderNames.several {
            nouns[k].hasSeveralGenders = true
        }
    }

    /// Orders `nouns` most frequent first, in file order among equal frequencies. The frequencies of a lexicon are
    /// a few hundred small integers (Zipf × 100): counted into one bucket each, in one pass, where a comparison
    /// sort of the tens of thousands of nouns took longer than reading the file. Other frequencies are compared.
    private static func sortByFrequency(_ nouns: inout [SampleCandidate]) {
        guard let low = nouns.lazy.map(\.frequency).min(), let high = nouns.lazy.map(\.frequency).max() else { return }
        guard low >= 0, high < 1 << 16 else {
            nouns.sort { $0.frequency != $1.frequency ? $0.frequency > $1.frequency : $0.lemmaStart < $1.lemmaStart }
            return
        }
        // Where each frequency's bucket starts, the highest first; the nouns come in file order.
        var starts = [Int](repeating: 0, count: high - low + 2)
        for n in nouns { starts[high - n.frequency + 1] += 1 }
        for k in 1..<starts.count { starts[k] += starts[k - 1] }
        var sorted = nouns
        for n in nouns {
            sorted[starts[high - n.frequency]] = n
            starts[high - n.frequency] += 1
        }
        nouns = sorted
    }

    /// How the bytes `a` and `b` of `bytes` compare: negative, zero or positive (shorter first when one begins
    /// the other).
    private static func compare(_ bytes: UnsafeBufferPointer<UInt8>, _ a: Range<Int>, _ b: Range<Int>) -> Int {
        let shared = min(a.count, b.count)
        if shared > 0 {
            let order = memcmp(bytes.baseAddress! + a.lowerBound, bytes.baseAddress! + b.lowerBound, shared)
            if order != 0 { return Int(order) }
        }
        return a.count - b.count
    }

    /// Whether `lemma` has three letters or more, in lower case (capitalized where the language capitalizes nouns).
    private static func isSampleLemma(_ lemma: String, capitalizesNouns: Bool) -> Bool {
        lemma.count >= 3 && lemma.allSatisfy(\.isLetter) && lemma.dropFirst().allSatisfy(\.isLowercase)
            && (capitalizesNouns ? lemma.first!.isUppercase : lemma.first!.isLowercase)
    }

    /// Flags of nouns that make no sample: no plural to show, a plural hardly ever written (a word mostly of another
    /// part of speech, en *how*, pt *não*, or a mass noun), or a name.
    private static let excludedFlags: [[UInt8]] = ["singular-only", "plural-only", "zero-plural", "invariable", "rare-plural",
                                                   "proper-name"].map { Array($0.utf8) }

    private static func isLower(_ b: UInt8) -> Bool { b >= 0x61 && b <= 0x7A }
    private static func isUpper(_ b: UInt8) -> Bool { b >= 0x41 && b <= 0x5A }

    /// The line `lineRange` of `bytes` as a candidate when it may be a sample: a common noun with a plural whose
    /// lemma does not start with the wrong ASCII case. The rest of the lemma's letters are checked by
    /// ``isSampleLemma(_:capitalizesNouns:)`` when the walk reaches it.
    private static func nounLine(_ bytes: UnsafeBufferPointer<UInt8>, _ lineRange: Range<Int>, capitalizesNouns: Bool,
                                 genders: inout GenderNames) -> SampleCandidate? {
        // lemma, pos, gender, forms, flags, frequency (and more): the ranges of the first six fields.
        var fields: (Range<Int>, Range<Int>, Range<Int>, Range<Int>, Range<Int>, Range<Int>) = (0..<0, 0..<0, 0..<0, 0..<0, 0..<0, 0..<0)
        var field = 0, start = lineRange.lowerBound
        let base = bytes.baseAddress!, end = lineRange.upperBound
        // Most lines are not nouns: the part of speech after the first tab says so before the other fields are found.
        guard let tab = memchr(base + start, 0x09, end - start).map({ UnsafePointer($0.assumingMemoryBound(to: UInt8.self)) - base }),
              end - tab > 4, bytes[tab + 1] == UInt8(ascii: "n"), bytes[tab + 2] == UInt8(ascii: "o"),
              bytes[tab + 3] == UInt8(ascii: "u"), bytes[tab + 4] == UInt8(ascii: "n") else { return nil }
        // Each field's end found by memchr: the forms field of a line is long, and half a million lines are read.
        while field < 6 {
            let i = memchr(base + start, 0x09, end - start)
                .map { UnsafePointer($0.assumingMemoryBound(to: UInt8.self)) - base } ?? end
            switch field {
            case 0: fields.0 = start..<i
            case 1:
                guard i - start == 4 else { return nil } // "noun", its letters checked above
                fields.1 = start..<i
            case 2: fields.2 = start..<i
            case 3: fields.3 = start..<i
            case 4: fields.4 = start..<i
            default: fields.5 = start..<i
            }
            field += 1
            start = i + 1
            if i == end { break }
        }
        guard field == 6 else { return nil }
        if let first = bytes[fields.0].first, first < 0x80, capitalizesNouns ? !isUpper(first) : !isLower(first) {
            return nil // read off the first byte: most lines end here
        }
        // The flags, comma-separated, compared in place (most lines have none: `-`).
        var flagStart = fields.4.lowerBound
        while flagStart < fields.4.upperBound, fields.4.count > 1 {
            let flagEnd = memchr(base + flagStart, 0x2C, fields.4.upperBound - flagStart)
                .map { UnsafePointer($0.assumingMemoryBound(to: UInt8.self)) - base } ?? fields.4.upperBound
            for flag in excludedFlags where flag.count == flagEnd - flagStart {
                if flag.withUnsafeBufferPointer({ memcmp($0.baseAddress!, base + flagStart, flag.count) }) == 0 { return nil }
            }
            flagStart = flagEnd + 1
        }
        return SampleCandidate(gender: genders.code(of: UnsafeBufferPointer(rebasing: bytes[fields.2])),
                               frequency: integer(UnsafeBufferPointer(rebasing: bytes[fields.5])) ?? 0,
                               lemmaStart: fields.0.lowerBound, lemmaEnd: fields.0.upperBound)
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
        for k in names.indices where names[k].count == bytes.count { // compared in place: once per noun line
            if bytes.isEmpty || names[k].withUnsafeBufferPointer({ memcmp($0.baseAddress!, bytes.baseAddress!, bytes.count) }) == 0 {
                return UInt8(k)
            }
        }
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

    /// Joins the genders `other` noted for another spelling of the same lemma.
    mutating func join(_ other: UInt8) {
        if other != GenderNames.unseen { note(other) }
    }
}
