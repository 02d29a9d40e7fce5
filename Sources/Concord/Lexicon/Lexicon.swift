import Foundation
import Synchronization

/// The words one language knows: the shipped lexicon plus the user's entries, searchable by lemma and by any
/// form, case-insensitively. User entries for a lemma and part of speech replace the shipped ones.
public final class Lexicon: @unchecked Sendable {
    /// The language code (`es`).
    public let language: String
    private let lock = NSLock()
    /// Entries added one by one (user entries, small files); the shipped file is kept as bytes below.
    private var entries: [LexicalEntry] = []
    /// The shipped file, its entry lines and its index (mapped from `lexicon.index` or built in memory).
    private var shipped: ShippedTable?
    /// Entries parsed from shipped lines, by line; emptied when it grows past ``parsedCacheLimit``.
    @exclusivity(unchecked) private var parsedLines: [Int32: LexicalEntry] = [:]
    static let parsedCacheLimit = 20_000
    /// Readings by form, emptied when entries are added (and when it grows past its limit).
    // Every access holds `lock`, which already rules out overlapping accesses: the run-time exclusivity check
    // (a quarter of a memo hit's cost) is left out for the state it guards.
    @exclusivity(unchecked) private var readingsMemo: [ExactText: [LexicalReading]] = [:]
    static let readingsMemoLimit = 20_000
    /// Lemma + part of speech of user entries, which hide the shipped entries they replace.
    private var overridden: Set<String> = []
    private var byLemma: [String: [Int]] = [:]
    private var byForm: [String: [(Int, String)]] = [:]
    /// Where the shipped entries were read from, or nil when none were found.
    public private(set) var source: String?
    /// Seconds spent reading and indexing the shipped file.
    public private(set) var loadSeconds: Double = 0

    /// Changes whenever the entries do (a load, user entries added or removed), and differs between any two
    /// lexicons: facts worked out from this lexicon's answers stay good while it is unchanged (``WordFactsMemo``).
    /// Written with the lock held (``entriesChanged()``), read without it: an atomic read costs a load where the
    /// lock costs two calls, and every word's facts ask for it.
    private let revision = Atomic<Int>(Lexicon.nextRevision())

    private static let lastRevision = Atomic<Int>(0)
    private static func nextRevision() -> Int {
        lastRevision.add(1, ordering: .relaxed).newValue
    }

    /// The current ``revision``.
    var currentRevision: Int { revision.load(ordering: .acquiring) }

    /// The entries changed: what was worked out from the old ones no longer holds. Lock held.
    private func entriesChanged() {
        readingsMemo = [:]
        revision.store(Self.nextRevision(), ordering: .releasing)
    }

    /// Makes an empty lexicon for `language` (`es`); loading a shipped file and adding user entries fill it.
    /// ``LexiconStore`` makes and fills one per language.
    public init(language: String) {
        self.language = language
    }

    /// Number of entries.
    public var count: Int { lock.withLock { entries.count + (shipped?.lineCount ?? 0) } }

    /// Reads a shipped lexicon file. Entries are parsed only when looked up; loading indexes the lemma and every
    /// form by a case-folded hash, straight from the bytes.
    public func loadShipped(bytes data: [UInt8], sourceName: String) {
        let start = Date()
        let table = ShippedTable.built(from: data)
        install(table, sourceName: sourceName, seconds: Date().timeIntervalSince(start))
    }

    /// Maps a shipped lexicon file and the index beside it (`lexicon.index`); returns false, loading nothing,
    /// when there is no usable index for it.
    public func loadShipped(mappingFile path: String, index indexPath: String) -> Bool {
        let start = Date()
        guard let table = ShippedTable.mapped(tsvPath: path, indexPath: indexPath) else { return false }
        install(table, sourceName: path, seconds: Date().timeIntervalSince(start))
        return true
    }

    /// Whether the shipped entries come from a mapped index file.
    public var isMapped: Bool { lock.withLock { shipped?.isMapped ?? false } }

    private func install(_ table: ShippedTable, sourceName: String, seconds: Double) {
        lock.withLock {
            shipped = table
            parsedLines = [:]
            entriesChanged()
            source = sourceName
            loadSeconds += seconds
        }
    }

    /// Shipped entries whose lemma or a form hashes like `text` (to be verified by the caller). Lock held.
    private func shippedCandidates(_ text: String) -> [LexicalEntry] {
        guard let shipped else { return [] }
        var result: [LexicalEntry] = []
        for candidate in shipped.candidateLines(text) {
            let line = Int32(candidate)
            if let cached = parsedLines[line] {
                result.append(cached)
                continue
            }
            guard let text = shipped.lineText(candidate) else { continue }
            if case .success(let entry) = Self.parseLine(text, origin: .lexicon) {
                if parsedLines.count >= Self.parsedCacheLimit { parsedLines.removeAll(keepingCapacity: true) }
                parsedLines[line] = entry
                if !overridden.contains(entry.lemma.lowercasedFast() + "\t" + entry.pos) { result.append(entry) }
            }
        }
        return result.filter { !overridden.contains($0.lemma.lowercasedFast() + "\t" + $0.pos) }
    }

    /// Reads entries in the lexicon file format. Returns the problems found (line numbers and what is wrong);
    /// good lines are kept.
    @discardableResult
    public func load(contentsOf text: String, origin: EntryOrigin, sourceName: String) -> [String] {
        let start = Date()
        var problems: [String] = []
        var parsed: [LexicalEntry] = []
        var lineNumber = 0
        text.enumerateLines { line, _ in
            lineNumber += 1
            if line.isEmpty || line.hasPrefix("#") { return }
            switch Self.parseLine(line, origin: origin) {
            case .success(let e): parsed.append(e)
            case .failure(let message): problems.append("\(sourceName):\(lineNumber): \(message)")
            }
        }
        add(parsed)
        if origin == .lexicon {
            source = sourceName
            loadSeconds += Date().timeIntervalSince(start)
        }
        return problems
    }

    /// A problem with one lexicon line.
    public struct LineError: Error, CustomStringConvertible {
        public var description: String
    }

    /// Parses one line of the lexicon format.
    public static func parseLine(_ line: String, origin: EntryOrigin) -> Result<LexicalEntry, LineError> {
        let cols = line.split(separator: "\t", omittingEmptySubsequences: false)
        guard cols.count >= 3 else {
            return .failure(LineError(description: "expected 6 tab-separated columns (lemma, pos, gender, forms, flags, freq), found \(cols.count)"))
        }
        let lemma = String(cols[0])
        guard !lemma.isEmpty else { return .failure(LineError(description: "empty lemma")) }
        guard let gender = LexicalGender(rawValue: String(cols[2])) else {
            return .failure(LineError(description: "gender '\(cols[2])' must be m, f, n, mf or -"))
        }
        var forms: [String: [String]] = [:]
        if cols.count > 3, cols[3] != "-", !cols[3].isEmpty {
            for pair in cols[3].split(separator: ";") {
                guard let eq = pair.firstIndex(of: "=") else {
                    return .failure(LineError(description: "form '\(pair)' must be slot=form"))
                }
                forms[String(pair[..<eq])] = pair[pair.index(after: eq)...].split(separator: "|").map(String.init)
            }
        }
        var flags: Set<String> = []
        if cols.count > 4, cols[4] != "-", !cols[4].isEmpty {
            flags = Set(cols[4].split(separator: ",").map(String.init))
        }
        let freq = cols.count > 5 ? Int(cols[5]) ?? 0 : 0
        return .success(LexicalEntry(lemma: lemma, pos: String(cols[1]), gender: gender, forms: forms, flags: flags,
                                     frequency: freq, origin: origin))
    }

    /// Adds entries; user entries replace earlier entries with the same lemma and part of speech.
    public func add(_ newEntries: [LexicalEntry]) {
        lock.withLock {
            entriesChanged()
            let userKeys = Set(newEntries.filter { $0.origin == .user }.map { $0.lemma.lowercasedFast() + "\t" + $0.pos })
            overridden.formUnion(userKeys)
            if !userKeys.isEmpty {
                let kept = entries.filter { !userKeys.contains($0.lemma.lowercasedFast() + "\t" + $0.pos) }
                if kept.count != entries.count {
                    entries = kept
                    rebuildIndexes()
                }
            }
            entries.reserveCapacity(entries.count + newEntries.count)
            for e in newEntries {
                let position = entries.count
                entries.append(e)
                index(e, at: position)
            }
        }
    }

    private func rebuildIndexes() {
        entriesChanged()
        byLemma = [:]
        byForm = [:]
        for (i, e) in entries.enumerated() { index(e, at: i) }
    }

    private func index(_ e: LexicalEntry, at i: Int) {
        let key = e.lemma.lowercasedFast()
        byLemma[key, default: []].append(i)
        byForm[key, default: []].append((i, "lemma"))
        for (slot, forms) in e.forms {
            for f in forms {
                byForm[f.lowercasedFast(), default: []].append((i, slot))
            }
        }
    }

    /// The entries whose lemma is `lemma` (any casing), preferred first: the same entries in the same order as
    /// ``entries(lemma:)`` (a form's readings are sorted the same way, and its base-form readings are the entries
    /// whose lemma it is), answered from the memo of readings instead of the file.
    func entriesWithLemma(_ lemma: String) -> [LexicalEntry] {
        readings(of: lemma).compactMap { $0.isBaseForm ? $0.entry : nil }
    }

    /// Entries whose lemma is `lemma` (any casing): user entries first, then those cased as `lemma` is, most
    /// frequent first.
    public func entries(lemma: String) -> [LexicalEntry] {
        return lock.withLock {
            let key = lemma.lowercasedFast()
            let shipped = shippedCandidates(lemma).filter { $0.lemma.lowercasedFast() == key }
            let writtenInLowerCase = Self.startsInLowerCase(lemma)
            return ((byLemma[key] ?? []).map { entries[$0] } + shipped).sorted {
                Self.preferred($0, $1, writtenInLowerCase: writtenInLowerCase)
            }
        }
    }

    /// Every reading of a surface form (any casing): the entry and the slots it fills, most frequent first.
    public func readings(of form: String) -> [LexicalReading] {
        return lock.withLock {
            // Memoized by the form as written, byte for byte: the hash folds fewer letters than lowercased() does,
            // and finds one normalization of a word and not another.
            if let known = readingsMemo[ExactText(form)] { return known }
            // A word written decomposed (*está* as `a` + U+0301, as macOS file names and some editors write it) is
            // looked up by its composed form, the one the lexicons list: every scalar below U+0300 (no byte from 0xCC
            // up) is composed already.
            let composed = form.composedForm
            let result = computeReadings(composed, key: composed.lowercasedFast())
            if readingsMemo.count >= Self.readingsMemoLimit { readingsMemo.removeAll(keepingCapacity: true) }
            readingsMemo[ExactText(form)] = result
            return result
        }
    }

    /// The readings of `form` (lower-cased: `key`), looked up. Lock held.
    private func computeReadings(_ form: String, key: String) -> [LexicalReading] {
        var result: [LexicalReading] = []
        if let hits = byForm[key] {
            var order: [Int] = []
            var slots: [Int: [String]] = [:]
            for (i, slot) in hits {
                if slots[i] == nil { order.append(i) }
                if !(slots[i]?.contains(slot) ?? false) { slots[i, default: []].append(slot) }
            }
            result = order.map { LexicalReading(entry: entries[$0], slots: slots[$0]!) }
        }
        for entry in shippedCandidates(form) {
            var slots: [String] = entry.lemma.lowercasedFast() == key ? ["lemma"] : []
            for slot in entry.forms.keys.sorted() where entry.forms[slot]!.contains(where: { $0.lowercasedFast() == key }) {
                slots.append(slot)
            }
            if !slots.isEmpty { result.append(LexicalReading(entry: entry, slots: slots)) }
        }
        guard result.count > 1 else { return result }
        let writtenInLowerCase = Self.startsInLowerCase(form)
        return result.sorted { Self.preferred($0.entry, $1.entry, writtenInLowerCase: writtenInLowerCase) }
    }

    /// User entries first; for a word written in lower case, entries whose lemma is too (*centre* before the
    /// region *Centre*, which is invariable); then the more frequent.
    private static func preferred(_ a: LexicalEntry, _ b: LexicalEntry, writtenInLowerCase: Bool) -> Bool {
        if a.origin != b.origin { return a.origin == .user }
        if writtenInLowerCase {
            let aLower = startsInLowerCase(a.lemma), bLower = startsInLowerCase(b.lemma)
            if aLower != bLower { return aLower }
        }
        return a.frequency > b.frequency
    }

    /// Whether the first letter of `text` is a lower-case one.
    private static func startsInLowerCase(_ text: String) -> Bool {
        guard let first = text.utf8.first else { return false }
        if first < 0x80 { return first >= 0x61 && first <= 0x7A }
        return text.first?.isLowercase ?? false
    }

    /// Readings of `form` whose entry has part of speech `pos`.
    public func readings(of form: String, pos: String) -> [LexicalReading] {
        let all = readings(of: form)
        // When every reading has that part of speech (or none has), the memo's array serves as it is.
        let matching = all.indices.reduce(0) { $0 + (all[$1].entry.pos == pos ? 1 : 0) }
        if matching == all.count { return all }
        if matching == 0 { return [] }
        return all.filter { $0.entry.pos == pos }
    }

    /// All user entries, in the order they were added.
    public var userEntries: [LexicalEntry] {
        lock.withLock { entries.filter { $0.origin == .user } }
    }
}

extension Lexicon {
    /// Whether `form` is a verb's infinitive (its lemma) in this lexicon (*supprimer*, *compartir*).
    public func isInfinitive(_ form: String) -> Bool {
        readings(of: form).contains { $0.entry.isVerb && $0.isBaseForm }
    }

    /// Removes the user entries of `lemma` with part of speech `pos` (the REPL's `:forget` and `:undo`); a shipped
    /// entry they replaced applies again. Returns whether there was one.
    @discardableResult
    public func removeUserEntries(lemma: String, pos: String) -> Bool {
        return lock.withLock {
            let key = lemma.lowercasedFast() + "\t" + pos
            let kept = entries.filter { $0.origin != .user || $0.lemma.lowercasedFast() + "\t" + $0.pos != key }
            guard kept.count != entries.count else { return false }
            entries = kept
            overridden.remove(key)
            rebuildIndexes()
            return true
        }
    }
}
