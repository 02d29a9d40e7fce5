import Foundation
import XCTest
@testable import Concord

/// Memos keep what a thread makes in that thread's shard (`ThreadShard`), so that two cores rendering at once do
/// not share the reference counts of the same values.
final class ThreadShardTests: XCTestCase {
    func testAThreadKeepsItsShard() {
        let shard = ThreadShard.current
        XCTAssertTrue((0..<ThreadShard.count).contains(shard))
        XCTAssertEqual(ThreadShard.current, shard)
    }

    /// Shards are given in turn: threads started together, up to `count` of them, have one each.
    func testThreadsStartedTogetherHaveShardsOfTheirOwn() {
        /// The shards the threads saw, appended under a lock.
        final class Seen: @unchecked Sendable {
            private let lock = NSLock()
            private var shards: [Int] = []
            func add(_ shard: Int) { lock.lock(); shards.append(shard); lock.unlock() }
            var all: [Int] { lock.lock(); defer { lock.unlock() }; return shards }
        }
        let seen = Seen()
        let started = DispatchSemaphore(value: 0), release = DispatchSemaphore(value: 0)
        for _ in 0..<ThreadShard.count {
            Thread {
                let shard = ThreadShard.current
                seen.add(shard)
                started.signal()
                release.wait() // alive until every thread has its shard
                XCTAssertEqual(ThreadShard.current, shard)
                started.signal()
            }.start()
        }
        for _ in 0..<ThreadShard.count { started.wait() }
        XCTAssertEqual(Set(seen.all).count, ThreadShard.count, "\(seen.all)")
        for _ in 0..<ThreadShard.count { release.signal() }
        for _ in 0..<ThreadShard.count { started.wait() }
    }

    /// Every thread gets the value of its key, whichever shard made it.
    func testAMemoAnswersEveryThreadAlike() {
        let memo = BoundedMemo<Int>(capacity: 64, byteCapacity: 1 << 16, longestKey: 64)
        let keys = (0..<200).map { String(repeating: "x", count: $0 % 50) + "\($0)" }
        let wrong = NSLock()
        var mistakes = 0
        DispatchQueue.concurrentPerform(iterations: 32) { round in
            for (k, key) in keys.enumerated() where (k + round) % 3 != 0 {
                if memo.value(key, make: { $0.utf8.count }) != key.utf8.count {
                    wrong.lock(); mistakes += 1; wrong.unlock()
                }
            }
        }
        XCTAssertEqual(mistakes, 0)
        XCTAssertLessThanOrEqual(memo.stored.keys, 64)
    }
}
