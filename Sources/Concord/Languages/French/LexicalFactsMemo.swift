import Foundation

/// Facts a language derives from one word and its lexicon readings (its paradigm, its gender, whether it
/// elides…), memoized by the word as written, byte for byte, and the lexicon. Agreement asks the same
/// questions about the same words several times per span and again at every render; each answer costs
/// several look-ups and string comparisons.
///
/// An entry is used only while the lexicon still returns the very readings array the facts were derived
/// from: the lexicon builds a new array when its entries change (user words added at run time), so a word
/// whose readings changed is derived again. The memo keeps the arrays it compares, so their storage cannot
/// be reused by another array in the meantime. Words without readings compare equal; their facts depend on
/// the spelling alone. Shared by every thread: the lock guards the table, never the derivation.
///
/// (Nothing here is French: it lives with the first language that needed it. Italian uses it too.)
final class LexicalFactsMemo<Facts>: @unchecked Sendable {
    private struct Key: Hashable {
        let lexicon: ObjectIdentifier
        let word: ExactText
    }
    private struct Stored {
        let readings: [LexicalReading]
        let facts: Facts
    }

    private let lock = NSLock()
    private var stored: [Key: Stored] = [:]
    /// At most this many words; the table is emptied when it is full.
    let capacity: Int

    init(capacity: Int) {
        self.capacity = capacity
    }

    /// The facts of `word` in `lexicon`, derived by `derive` from the word and all its readings when they are
    /// not known yet (or the readings changed since). `form`: the spelling whose readings the facts are derived
    /// from, when it is not the word as written (its lower case); it must follow from `word` alone.
    func facts(of word: String, readingsOf form: String? = nil, lexicon: Lexicon,
               derive: (String, [LexicalReading]) -> Facts) -> Facts {
        let readings = lexicon.readings(of: form ?? word)
        let key = Key(lexicon: ObjectIdentifier(lexicon), word: ExactText(word))
        lock.lock()
        if let known = stored[key], Self.same(known.readings, readings) {
            lock.unlock()
            return known.facts
        }
        lock.unlock()
        let facts = derive(word, readings)
        lock.lock()
        if stored.count >= capacity { stored.removeAll(keepingCapacity: true) }
        stored[key] = Stored(readings: readings, facts: facts)
        lock.unlock()
        return facts
    }

    /// Whether two readings arrays are the same array (one storage), or both empty.
    private static func same(_ a: [LexicalReading], _ b: [LexicalReading]) -> Bool {
        guard a.count == b.count else { return false }
        if a.isEmpty { return true }
        return a.withUnsafeBufferPointer { p in b.withUnsafeBufferPointer { q in p.baseAddress == q.baseAddress } }
    }
}
