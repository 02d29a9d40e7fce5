import XCTest
@testable import Concord

/// The table behind the memos: texts found byte for byte, one lexicon's facts kept apart from another's, and a
/// bounded search whatever the keys hash to.
final class ExactTextTableTests: XCTestCase {
    func testATextIsFoundByteForByteAndWithItsTag() {
        let table = ExactTextTable<Int>(capacity: 16)
        for (i, word) in ["caf\u{E9}", "cafe\u{301}", "", "a", "twelve bytes", "sixteen bytes!!!", "más de dieciséis bytes"].enumerated() {
            table.insert(i, for: word, hash: ExactTextTable<Int>.hash(word))
        }
        XCTAssertEqual(table.count, 7)
        XCTAssertEqual(table.value("caf\u{E9}", hash: ExactTextTable<Int>.hash("caf\u{E9}")), 0)
        XCTAssertEqual(table.value("cafe\u{301}", hash: ExactTextTable<Int>.hash("cafe\u{301}")), 1)
        XCTAssertEqual(table.value("", hash: ExactTextTable<Int>.hash("")), 2)
        XCTAssertEqual(table.value("más de dieciséis bytes", hash: ExactTextTable<Int>.hash("más de dieciséis bytes")), 6)
        XCTAssertNil(table.value("b", hash: ExactTextTable<Int>.hash("b")))
        // The same text with another tag (another lexicon) is another key.
        XCTAssertNil(table.value("a", tag: 7, hash: ExactTextTable<Int>.hash("a", tag: 7)))
        table.insert(70, for: "a", tag: 7, hash: ExactTextTable<Int>.hash("a", tag: 7))
        XCTAssertEqual(table.value("a", tag: 7, hash: ExactTextTable<Int>.hash("a", tag: 7)), 70)
        XCTAssertEqual(table.value("a", hash: ExactTextTable<Int>.hash("a")), 3)
        // A key given again replaces its value and its size.
        table.insert(30, for: "a", hash: ExactTextTable<Int>.hash("a"), size: 5)
        XCTAssertEqual(table.value("a", hash: ExactTextTable<Int>.hash("a")), 30)
        XCTAssertEqual(table.count, 8)
        XCTAssertEqual(table.storedBytes, 5)
        table.removeAll()
        XCTAssertEqual(table.count, 0)
        XCTAssertEqual(table.storedBytes, 0)
        XCTAssertNil(table.value("a", hash: ExactTextTable<Int>.hash("a")))
    }

    func testAKeyIsFoundByItsBytesAndSharedAsKept() {
        let memo = BoundedMemo<Int>(capacity: 8, byteCapacity: 1 << 10, longestKey: 64)
        let kept = "caf\u{E9} ^[%lld pomme](inflect: true)"
        XCTAssertEqual(memo.value(kept) { $0.utf8.count }, 34)
        func key(_ bytes: [UInt8]) -> String? { bytes.withUnsafeBytes { memo.keptKey(utf8: $0) } }
        XCTAssertEqual(key(Array(kept.utf8)).map { Array($0.utf8) }, Array(kept.utf8))
        // Canonically equal but other bytes, a byte short, bytes that are not UTF-8: not the key kept.
        XCTAssertNil(key(Array("cafe\u{301} ^[%lld pomme](inflect: true)".utf8)))
        XCTAssertNil(key(Array(kept.utf8.dropLast())))
        XCTAssertNil(key(Array(kept.utf8.prefix(3)) + [0xE9] + Array(kept.utf8.dropFirst(5))))
        XCTAssertNil(key(Array(repeating: UInt8(ascii: "a"), count: 65)), "longer than any key kept")
    }

    /// The key the JSON-lines reader keeps is then asked for by identity (the memo's last entry): every way of
    /// asking gives each text its own value, and `make` runs once per text.
    func testTheLastEntryAnswersOnlyItsOwnText() throws {
        let memo = BoundedMemo<String>(capacity: 8, byteCapacity: 1 << 10, longestKey: 64)
        var made = 0
        func value(_ key: String) -> String { memo.value(key) { made += 1; return "value of " + $0 } }
        let long = "^[%lld pomme](inflect: true) and some more text", other = "^[%lld poire](inflect: true) and some more text"
        XCTAssertEqual(value(long), "value of " + long)
        XCTAssertEqual(value(other), "value of " + other)
        let kept = try XCTUnwrap(Array(long.utf8).withUnsafeBytes { memo.keptKey(utf8: $0) })
        XCTAssertEqual(value(kept), "value of " + long, "the kept key itself")
        XCTAssertEqual(value(other), "value of " + other, "another text right after it")
        XCTAssertEqual(value(String(decoding: Array(long.utf8), as: UTF8.self)), "value of " + long, "an equal text in other storage")
        for short in ["a", "b", "a"] { XCTAssertEqual(value(short), "value of " + short, "small strings") }
        XCTAssertEqual(made, 4)
    }

    func testKeysThatAllHashAlikeCostABoundedSearch() {
        // Forty keys with one hash: a look-up probes at most `probes` slots, so only the last keys are kept, each
        // with its own value, and the table never holds more keys than it has probes for them.
        let table = ExactTextTable<Int>(capacity: 1_000)
        for i in 0..<40 { table.insert(i, for: "key \(i)", hash: 42) }
        XCTAssertLessThanOrEqual(table.count, ExactTextTable<Int>.probes)
        var found = 0
        for i in 0..<40 {
            if let value = table.value("key \(i)", hash: 42) {
                XCTAssertEqual(value, i)
                found += 1
            }
        }
        XCTAssertEqual(found, table.count)
        XCTAssertEqual(table.value("key 39", hash: 42), 39, "the last key given is kept")
    }

    func testTheTableGrowsAndKeepsWhatItHeld() {
        let table = ExactTextTable<String>(capacity: 3_000)
        XCTAssertEqual(table.maximumSlots, 8_192)
        for i in 0..<3_000 { table.insert("v\(i)", for: "w\(i)", hash: ExactTextTable<String>.hash("w\(i)")) }
        var found = 0
        for i in 0..<3_000 where table.value("w\(i)", hash: ExactTextTable<String>.hash("w\(i)")) == "v\(i)" { found += 1 }
        // At most half full, a few keys may still lose their place to others whose probes were all taken (about a
        // dozen of three thousand): nearly all are kept.
        XCTAssertEqual(found, table.count)
        XCTAssertGreaterThan(found, 2_950)
    }
}
