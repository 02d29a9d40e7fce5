import Foundation

// Memoized facts about single words (a German noun's lexicon reading, a Portuguese noun's plural…), shared by the
// German and Portuguese rules. It lives here because speed work on those languages may not touch the shared
// folders; it belongs beside `Lexicon` in Lexicon/.

/// Where a word is looked up: the lexicon itself, or a recorder of the look-ups made while a memoized fact is
/// derived. The rules that derive memoized facts are written against this, so every look-up they make is seen.
protocol WordLookup {
    /// Every reading of a surface form (any casing), as `Lexicon.readings(of:)`.
    func readings(of form: String) -> [LexicalReading]
}

extension WordLookup {
    /// Readings whose entry has part of speech `pos`, as `Lexicon.readings(of:pos:)`.
    func readings(of form: String, pos: String) -> [LexicalReading] {
        let all = readings(of: form)
        return all.allSatisfy { $0.entry.pos == pos } ? all : all.filter { $0.entry.pos == pos }
    }

    /// The entries whose lemma is `lemma` (any casing), preferred first: the same entries in the same order as
    /// `Lexicon.entries(lemma:)` (a form's readings are sorted the same way, and the base-form readings are the
    /// entries whose lemma it is), but answered from the lexicon's memo of readings instead of its file.
    func entriesWithLemma(_ lemma: String) -> [LexicalEntry] {
        readings(of: lemma).compactMap { $0.isBaseForm ? $0.entry : nil }
    }
}

extension Lexicon: WordLookup {}

/// Looks words up in a lexicon and keeps every answer, so that a fact derived from them can be checked later
/// against the lexicon as it is then: user entries can be added and removed at any time.
final class RecordingLookup: WordLookup {
    let lexicon: Lexicon
    private(set) var lookups: [(form: String, readings: [LexicalReading])] = []

    init(_ lexicon: Lexicon) {
        self.lexicon = lexicon
    }

    func readings(of form: String) -> [LexicalReading] {
        let found = lexicon.readings(of: form)
        // A form asked again (byte for byte, as the lexicon tells forms apart) need not be checked again.
        if !lookups.contains(where: { ExactText($0.form) == ExactText(form) }) { lookups.append((form, found)) }
        return found
    }
}

/// Facts derived from a word's lexicon look-ups, memoized per lexicon and key. A fact is served again only when
/// every look-up it was derived from still answers the same (the lexicon hands back the very array it memoized,
/// so the check is one memo hit and an identity compare per look-up); otherwise it is derived anew. Bounded: the
/// memo is emptied when it reaches `limit` entries. Thread-safe: the engine renders from several threads.
final class LexiconFactMemo<Key: Hashable, Value>: @unchecked Sendable {
    private struct Slot: Hashable {
        var lexicon: ObjectIdentifier
        var key: Key
    }
    /// A class, so that reading an entry out of the dictionary retains one object rather than copying the fact.
    private final class Entry {
        let value: Value
        let lookups: [(form: String, readings: [LexicalReading])]

        init(value: Value, lookups: [(form: String, readings: [LexicalReading])]) {
            self.value = value
            self.lookups = lookups
        }
    }

    private let lock = NSLock()
    private var entries: [Slot: Entry] = [:]
    private let limit: Int

    init(limit: Int) {
        self.limit = limit
    }

    /// The memoized fact for `key` in `lexicon`, derived by `derive` (which must look words up only through the
    /// recorder it is given) when there is none or the lexicon has changed under it. `Key` must tell apart what
    /// the lexicon tells apart: words byte for byte (`ExactText`), not as canonically equal strings.
    func value(_ key: Key, lexicon: Lexicon, derive: (RecordingLookup) -> Value) -> Value {
        let slot = Slot(lexicon: ObjectIdentifier(lexicon), key: key)
        lock.lock()
        let known = entries[slot]
        lock.unlock()
        if let known, known.lookups.allSatisfy({ lexicon.readings(of: $0.form) == $0.readings }) {
            return known.value
        }
        let recorder = RecordingLookup(lexicon)
        let value = derive(recorder)
        lock.lock()
        if entries.count >= limit { entries.removeAll(keepingCapacity: true) }
        entries[slot] = Entry(value: value, lookups: recorder.lookups)
        lock.unlock()
        return value
    }
}
