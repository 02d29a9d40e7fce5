import Foundation

/// Work split into independent pieces, run on all cores.
public enum Parallel {
    /// `work(0) … work(count - 1)`, run concurrently; the results come back in index order.
    public static func map<Value>(_ count: Int, _ work: (Int) -> Value) -> [Value] {
        guard count > 1 else { return count == 1 ? [work(0)] : [] }
        let slots = Slots<Value>(count: count)
        DispatchQueue.concurrentPerform(iterations: count) { i in slots.set(i, work(i)) }
        return slots.values
    }

    /// Each worker writes its own slot; the lock orders the writes with the final read.
    private final class Slots<Value>: @unchecked Sendable {
        private var slots: [Value?]
        private let lock = NSLock()
        init(count: Int) { slots = Array(repeating: nil, count: count) }
        func set(_ i: Int, _ value: Value) { lock.lock(); slots[i] = value; lock.unlock() }
        var values: [Value] { lock.lock(); defer { lock.unlock() }; return slots.map { $0! } }
    }
}
