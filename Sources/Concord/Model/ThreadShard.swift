#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// Which shard of a memo the calling thread keeps its values in (``BoundedMemo``, ``TextFactsMemo``,
/// ``WordFactsMemo``).
///
/// Why shards: when two cores render at once from one table, every value they both copy out (a template's runs,
/// a word's facts) has its reference counts written from both cores, and the cache line holding them moves between
/// the cores on every retain and release: measured on `render --jsonl`, two cores spent 0.44 s of CPU where one
/// spent 0.27 s. A value made on a thread and kept in that thread's shard is touched by that thread alone.
enum ThreadShard {
    /// How many shards a memo has. More threads than this share shards: still correct, only slower.
    static let count = 8

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()
    private static let next = Atomic<Int>(0)

    /// The calling thread's shard, in `0..<count`: given in turn on the thread's first call (so the few threads
    /// rendering at once have one each) and kept for the thread's life. Should the system refuse the key, each
    /// call takes the next shard: every shard answers correctly, only without the shards' benefit.
    static var current: Int {
        if let stored = pthread_getspecific(key) { return Int(bitPattern: stored) - 1 }
        let shard = next.add(1, ordering: .relaxed).oldValue % count
        pthread_setspecific(key, UnsafeRawPointer(bitPattern: shard + 1))
        return shard
    }
}

/// The lock of one memo shard (see ``ThreadShard``): a flag taken with one atomic compare-and-exchange and given
/// back with one store, about a tenth of an `NSLock`'s instructions. A shard's lock is nearly always free (its
/// thread alone uses it) and held for a table probe or an insert, never while a value is derived; a thread that
/// finds it held (more threads than shards) yields its core until it is free rather than spinning on it. The
/// acquiring and releasing orderings are what the thread sanitizer follows.
struct ShardLock: ~Copyable, Sendable {
    private let held = Atomic<Bool>(false)

    init() {}

    /// Runs `body` holding the lock.
    func withLock<R>(_ body: () throws -> R) rethrows -> R {
        while !held.compareExchange(expected: false, desired: true, ordering: .acquiring).exchanged {
            sched_yield()
        }
        defer { held.store(false, ordering: .releasing) }
        return try body()
    }
}

/// A memo's shards, one per ``ThreadShard``, each lent to the caller without a retain and a release of it (a
/// third of a memo hit's reference counting): the memo keeps every shard for its whole life.
struct ThreadShards<Shard: AnyObject>: @unchecked Sendable {
    private let kept: [Shard]
    private let lent: [Unmanaged<Shard>]

    init(_ make: () -> Shard) {
        kept = (0..<ThreadShard.count).map { _ in make() }
        lent = kept.map { Unmanaged.passUnretained($0) }
    }

    /// Runs `body` with the calling thread's shard.
    @inline(__always) func withCurrent<R>(_ body: (Shard) throws -> R) rethrows -> R {
        try lent[ThreadShard.current]._withUnsafeGuaranteedRef(body)
    }
}
