import Foundation

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
/// Shared by every thread, each keeping what it derives in its own shard (``ThreadShard``): a shard's lock guards
/// its table, never the derivation. Bounded: a shard starts over when it holds `capacity` entries, and keys longer
/// than `longestWord` bytes (hostile input) are derived every time.
final class WordFactsMemo<Key: Hashable, Facts>: @unchecked Sendable {
    private struct Slot: Hashable {
        let lexicon: ObjectIdentifier
        let key: Key
    }

    private struct Stored {
        let revision: Int
        let facts: Facts
    }

    /// One table and its lock (see ``ThreadShard``).
    private final class Shard: @unchecked Sendable {
        let lock = ShardLock()
        // Every access holds `lock`: the run-time exclusivity check is left out.
        @exclusivity(unchecked) var stored: [Slot: Stored] = [:]
    }

    private let shards: ThreadShards<Shard>
    let capacity: Int

    init(capacity: Int = 4096) {
        self.capacity = capacity
        shards = ThreadShards { Shard() }
    }

    /// The facts for `key` in `lexicon`, derived by `derive` when they are not known for the lexicon as it is now.
    func facts(_ key: Key, lexicon: Lexicon, derive: () -> Facts) -> Facts {
        // Read before deriving: facts derived while the lexicon changes are stored under the old revision, which
        // is then never current again.
        let revision = lexicon.currentRevision
        let slot = Slot(lexicon: ObjectIdentifier(lexicon), key: key)
        return shards.withCurrent { shard in
            if let known = shard.lock.withLock({ shard.stored[slot] }), known.revision == revision { return known.facts }
            let facts = derive()
            shard.lock.withLock {
                if shard.stored.count >= capacity { shard.stored.removeAll(keepingCapacity: true) }
                shard.stored[slot] = Stored(revision: revision, facts: facts)
            }
            return facts
        }
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

    /// One table and its lock (see ``ThreadShard`` and ``ShardLock``).
    private final class Shard: @unchecked Sendable {
        let lock = ShardLock()
        // Every access holds `lock`.
        let stored: ExactTextTable<Stored>
        init(capacity: Int) { stored = ExactTextTable(capacity: capacity) }
    }

    private let shards: ThreadShards<Shard>
    let capacity: Int

    /// Words longer than this many bytes are derived every time rather than kept.
    static var longestWord: Int { 64 }

    init(capacity: Int = 4096) {
        self.capacity = capacity
        shards = ThreadShards { Shard(capacity: capacity) }
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
        return shards.withCurrent { shard in
            if let known = shard.lock.withLock({ shard.stored.value(word, tag: tag, hash: hash) }), known.revision == revision {
                return known.facts
            }
            let facts = derive()
            shard.lock.withLock {
                if shard.stored.count >= capacity { shard.stored.removeAll() }
                shard.stored.insert(Stored(revision: revision, facts: facts), for: word, tag: tag, hash: hash)
            }
            return facts
        }
    }
}
