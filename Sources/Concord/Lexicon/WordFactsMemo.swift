import Foundation
import Synchronization

/// Facts a language works out about one word from the lexicon (its paradigm, its gender, whether it is a noun
/// and a verb…), kept per lexicon and key so that agreement asks the lexicon once per word rather than once per
/// question and per render.
///
/// An entry is served only while its lexicon is unchanged: the lexicon's revision (``Lexicon/currentRevision``)
/// moves whenever entries are loaded, added or removed, and two lexicons never share one, so facts derived from a
/// lexicon that was replaced or edited are derived again. `derive` must depend on the key and the lexicon alone
/// (and on tables that never change). The key must tell apart what the lexicon tells apart: words byte for byte
/// (``ExactText``), not as canonically equal strings.
///
/// Shared by every thread: the lock guards the table, never the derivation. Bounded: the table starts over when it
/// holds `capacity` entries, and keys longer than `longestWord` bytes (hostile input) are derived every time.
final class WordFactsMemo<Key: Hashable, Facts>: @unchecked Sendable {
    private struct Slot: Hashable {
        let lexicon: ObjectIdentifier
        let key: Key
    }

    private struct Stored {
        let revision: Int
        let facts: Facts
    }

    private let lock = Mutex(())
    // Every access holds `lock`: the run-time exclusivity check is left out.
    @exclusivity(unchecked) private var stored: [Slot: Stored] = [:]
    let capacity: Int

    init(capacity: Int = 4096) {
        self.capacity = capacity
    }

    /// The facts for `key` in `lexicon`, derived by `derive` when they are not known for the lexicon as it is now.
    func facts(_ key: Key, lexicon: Lexicon, derive: () -> Facts) -> Facts {
        // Read before deriving: facts derived while the lexicon changes are stored under the old revision, which
        // is then never current again.
        let revision = lexicon.currentRevision
        let slot = Slot(lexicon: ObjectIdentifier(lexicon), key: key)
        if let known = lock.withLock({ _ in stored[slot] }), known.revision == revision { return known.facts }
        let facts = derive()
        lock.withLock { _ in
            if stored.count >= capacity { stored.removeAll(keepingCapacity: true) }
            stored[slot] = Stored(revision: revision, facts: facts)
        }
        return facts
    }
}

/// ``WordFactsMemo`` for words as written (compared byte for byte), the key most languages use: kept in an
/// ``ExactTextTable``, a look-up costs a few dozen instructions where a `Dictionary` keyed by the word and the
/// lexicon costs hundreds (a render asks several per word).
final class TextFactsMemo<Facts>: @unchecked Sendable {
    private struct Stored {
        let revision: Int
        let facts: Facts
    }

    /// A `Mutex` rather than an `NSLock`: a few instructions to take and leave (see ``BoundedMemo``).
    private let lock = Mutex(())
    // Every access holds `lock`.
    private let stored: ExactTextTable<Stored>
    let capacity: Int

    /// Words longer than this many bytes are derived every time rather than kept.
    static var longestWord: Int { 64 }

    init(capacity: Int = 4096) {
        self.capacity = capacity
        stored = ExactTextTable(capacity: capacity)
    }

    /// The facts of `word` (byte for byte) in `lexicon`, derived by `derive` when they are not known for the
    /// lexicon as it is now; see ``WordFactsMemo/facts(_:lexicon:derive:)``.
    func facts(of word: String, lexicon: Lexicon, derive: () -> Facts) -> Facts {
        guard word.utf8.count <= Self.longestWord else { return derive() }
        // Read before deriving: facts derived while the lexicon changes are stored under the old revision, which
        // is then never current again.
        let revision = lexicon.currentRevision
        let tag = UInt(bitPattern: ObjectIdentifier(lexicon))
        let hash = ExactTextTable<Stored>.hash(word, tag: tag)
        if let known = lock.withLock({ _ in stored.value(word, tag: tag, hash: hash) }), known.revision == revision {
            return known.facts
        }
        let facts = derive()
        lock.withLock { _ in
            if stored.count >= capacity { stored.removeAll() }
            stored.insert(Stored(revision: revision, facts: facts), for: word, tag: tag, hash: hash)
        }
        return facts
    }
}
