import Foundation

/// The words one language knows: the shipped lexicon plus the user's entries, searchable by lemma and by any
/// form, case-insensitively. User entries for a lemma and part of speech replace the shipped ones.
public final class Lexicon: @unchecked Sendable {
    /// The language code (`es`).
    public let language: String
    private let lock = NSLock()
    private var entries: [LexicalEntry] = []
    private var byLemma: [String: [Int]] = [:]
    private var byForm: [String: [(Int, String)]] = [:]
    /// Where the shipped entries were read from, or nil when none were found.
    public private(set) var source: String?
    /// Seconds spent reading and indexing the shipped file.
    public private(set) var loadSeconds: Double = 0

    public init(language: String) {
        self.language = language
    }

    /// Number of entries.
    public var count: Int { lock.lock(); defer { lock.unlock() }; return entries.count }

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
        lock.lock()
        defer { lock.unlock() }
        let userKeys = Set(newEntries.filter { $0.origin == .user }.map { $0.lemma.lowercased() + "\t" + $0.pos })
        if !userKeys.isEmpty {
            let kept = entries.filter { !userKeys.contains($0.lemma.lowercased() + "\t" + $0.pos) }
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

    private func rebuildIndexes() {
        byLemma = [:]
        byForm = [:]
        for (i, e) in entries.enumerated() { index(e, at: i) }
    }

    private func index(_ e: LexicalEntry, at i: Int) {
        let key = e.lemma.lowercased()
        byLemma[key, default: []].append(i)
        byForm[key, default: []].append((i, "lemma"))
        for (slot, forms) in e.forms {
            for f in forms {
                byForm[f.lowercased(), default: []].append((i, slot))
            }
        }
    }

    /// Entries whose lemma is `lemma` (any casing), most frequent first; user entries first.
    public func entries(lemma: String) -> [LexicalEntry] {
        lock.lock()
        defer { lock.unlock() }
        return (byLemma[lemma.lowercased()] ?? []).map { entries[$0] }.sorted(by: Self.preferred)
    }

    /// Every reading of a surface form (any casing): the entry and the slots it fills, most frequent first.
    public func readings(of form: String) -> [LexicalReading] {
        lock.lock()
        defer { lock.unlock() }
        guard let hits = byForm[form.lowercased()] else { return [] }
        var order: [Int] = []
        var slots: [Int: [String]] = [:]
        for (i, slot) in hits {
            if slots[i] == nil { order.append(i) }
            if !(slots[i]?.contains(slot) ?? false) { slots[i, default: []].append(slot) }
        }
        return order.map { LexicalReading(entry: entries[$0], slots: slots[$0]!) }
            .sorted { Self.preferred($0.entry, $1.entry) }
    }

    private static func preferred(_ a: LexicalEntry, _ b: LexicalEntry) -> Bool {
        if a.origin != b.origin { return a.origin == .user }
        return a.frequency > b.frequency
    }

    /// Readings of `form` whose entry has part of speech `pos`.
    public func readings(of form: String, pos: String) -> [LexicalReading] {
        readings(of: form).filter { $0.entry.pos == pos }
    }

    /// All user entries, in the order they were added.
    public var userEntries: [LexicalEntry] {
        lock.lock()
        defer { lock.unlock() }
        return entries.filter { $0.origin == .user }
    }
}
