import Foundation

/// A closed class of words (copulas, pronouns, prepositions, salutations), looked up many times a request.
///
/// A `Set<String>` hashes a word with SipHash through `Hasher`, and a word with accents through its normalized
/// form: three to four hundred instructions for *of*, a thousand and more for *serás* or *añadir*, and these
/// tables are asked of the words around every span. A ``WordTable`` answers in under two hundred, with the
/// set's answer.
struct WordSet: Sendable {
    private let table: WordTable<Bool>

    init(_ words: some Sequence<String>) {
        table = WordTable(Dictionary(words.map { ($0, true) }, uniquingKeysWith: { first, _ in first }))
    }

    /// The words, as a `Set<String>` (for a table made from them).
    var words: Set<String> { Set(table.dictionary.keys) }

    /// Whether the table has no word.
    var isEmpty: Bool { table.dictionary.isEmpty }

    /// The words of the table and `other`.
    func union(_ other: WordSet) -> WordSet { WordSet(words.union(other.words)) }

    /// The words of the table and `other`.
    func union(_ other: some Sequence<String>) -> WordSet { WordSet(words.union(other)) }

    /// Whether `word` is one of the table's words (canonically equivalent to one, as `Set<String>` says).
    func contains(_ word: String) -> Bool { table[word] != nil }
}

/// A table from the words of a closed class to values, made once and only read after: the answer a
/// `Dictionary<String, Value>` gives, for about half the instructions (and a fifth for a word with accents).
///
/// A word is hashed eight bytes at a time (``ExactTextTable``'s hash) and found by linear probing. Canonical
/// equivalence is kept: a word whose scalars are all below U+0300 (no combining mark, no script where composition
/// reorders) is already composed, so it equals an entry exactly when its bytes are those of the entry's composed
/// form, and is looked up byte for byte among the entries whose composed form is such a word; any other word
/// (decomposed *está*, *l’*, Greek) is asked of the dictionary the table keeps as well.
struct WordTable<Value: Sendable>: Sendable {
    private let bytes: ByteTable
    private let values: [Value]
    /// The entries as a dictionary: for the words the byte table cannot answer.
    let dictionary: [String: Value]

    init(_ entries: [String: Value]) {
        dictionary = entries
        var values: [Value] = []
        values.reserveCapacity(entries.count)
        // The plain composed form of each key (`e` + U+0301 is looked up as `é`); a key whose composed form is not
        // plain (*l’*) can only equal a word that is not plain either, which the dictionary answers.
        var keys: [(text: String, index: Int)] = []
        keys.reserveCapacity(entries.count)
        for (key, value) in entries {
            let composed = key.composedForm
            if composed.isPlain { keys.append((composed, values.count)) }
            values.append(value)
        }
        self.values = values
        bytes = ByteTable(keys)
    }

    /// The value of `word` (of the entry canonically equivalent to it), nil when it has none.
    subscript(word: String) -> Value? {
        let index = word.utf8.withContiguousStorageIfAvailable { bytes.index(of: UnsafeRawBufferPointer($0)) }
        switch index {
        case .found(let i)?: return values[i]
        case .absent?: return nil
        case .needsDictionary?, nil: return dictionary[word]
        }
    }

    /// The plain keys' UTF-8 in one buffer and an open-addressed array of slots pointing into it, each with the
    /// key's place in ``WordTable/values``; never written after it is made, so it is shared between threads
    /// without a lock.
    private final class ByteTable: @unchecked Sendable {
        enum Index { case found(Int), absent, needsDictionary }

        private struct Slot {
            /// 0 marks an empty slot (``ExactTextTable/hash(utf8:tag:)`` is never 0).
            var hash: UInt64 = 0
            var offset = 0
            var count = 0
            var index = 0
        }

        private let slots: UnsafeMutablePointer<Slot>
        private let slotCount: Int
        private let bytes: UnsafeMutablePointer<UInt8>

        /// A table of `keys`, each plain (every scalar below U+0300) and composed, with its value's index.
        init(_ keys: [(text: String, index: Int)]) {
            var n = 16
            while n < keys.count * 2 { n *= 2 }
            let slots = UnsafeMutablePointer<Slot>.allocate(capacity: n)
            slots.initialize(repeating: Slot(), count: n)
            let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, keys.reduce(0) { $0 + $1.text.utf8.count }))
            var offset = 0
            for (key, index) in keys {
                var key = key
                key.withUTF8 { utf8 in
                    let raw = UnsafeRawBufferPointer(utf8)
                    if let base = utf8.baseAddress { (bytes + offset).initialize(from: base, count: utf8.count) }
                    let hash = ExactTextTable<Void>.hash(utf8: raw)
                    var i = Int(truncatingIfNeeded: hash) & (n - 1)
                    while slots[i].hash != 0 { i = (i + 1) & (n - 1) }
                    slots[i] = Slot(hash: hash, offset: offset, count: utf8.count, index: index)
                    offset += utf8.count
                }
            }
            self.slots = slots
            self.bytes = bytes
            slotCount = n
        }

        deinit {
            slots.deinitialize(count: slotCount)
            slots.deallocate()
            bytes.deallocate()
        }

        /// Whether every scalar of `utf8` is below U+0300: no byte is a lead byte from 0xCC (U+0300) up.
        static func isPlain(_ utf8: UnsafeRawBufferPointer) -> Bool {
            for byte in utf8 where byte >= 0xCC { return false }
            return true
        }

        func index(of word: UnsafeRawBufferPointer) -> Index {
            guard Self.isPlain(word) else { return .needsDictionary }
            let hash = ExactTextTable<Void>.hash(utf8: word)
            let mask = slotCount - 1
            var i = Int(truncatingIfNeeded: hash) & mask
            while true {
                let slot = slots[i]
                if slot.hash == 0 { return .absent }
                if slot.hash == hash, slot.count == word.count,
                   slot.count == 0 || memcmp(bytes + slot.offset, word.baseAddress!, slot.count) == 0 {
                    return .found(slot.index)
                }
                i = (i + 1) & mask
            }
        }
    }
}
