import XCTest
@testable import Concord

/// The short cuts of the allocation work give what the general code gives: the position list behaves as an
/// array of its positions, the byte suffix test as `hasSuffix`, the Italian onset on bytes as the one on
/// characters.
final class SmallListTests: XCTestCase {
    func testThePositionListBehavesAsAnArrayInPlaceAndPastFour() {
        var list = SmallIndices()
        var array: [Int] = []
        for n in [7, 3, 9, 1, 12, 5, 0] {
            list.append(n)
            array.append(n)
            XCTAssertEqual(Array(list), array)
            XCTAssertEqual(list.count, array.count)
        }
        XCTAssertEqual(Array(list.filter { $0 > 4 }), [7, 9, 12, 5])
        XCTAssertEqual(Array(list.filter { $0 > 8 }), [9, 12])
        XCTAssertEqual(Array(SmallIndices([1, 2]) + SmallIndices([3]) + [4, 5]), [1, 2, 3, 4, 5])
        list.remove(at: 1)
        list.insert(4, at: 0)
        XCTAssertEqual(Array(list), [4, 7, 9, 1, 12, 5, 0])
        list.removeSubrange(2..<6)
        XCTAssertEqual(Array(list), [4, 7, 0])
        list[2] = 8
        XCTAssertEqual(Array(list), [4, 7, 8])
        XCTAssertEqual(list.sorted(by: >), [8, 7, 4])
        XCTAssertEqual(list.first, 4)
        XCTAssertEqual(list.last, 8)
        XCTAssertTrue(list.contains(7))
        XCTAssertFalse(list.contains(9))
        // Equal lists are equal and hash alike, whether or not they were ever past four.
        var grown: SmallIndices = [4, 7, 8, 1, 2]
        grown.removeLast(2)
        XCTAssertEqual(grown, list)
        XCTAssertEqual(grown.hashValue, list.hashValue)
        XCTAssertNotEqual(list, [4, 7])
        list.removeAll()
        XCTAssertTrue(list.isEmpty)
        XCTAssertEqual(list.description, "[]")
    }

    func testTheByteSuffixTestIsHasSuffix() {
        let texts = ["l’", "dell’", "l'", "L’", "’", "'", "", "a", "recentemente", "mente", "ente", "Mente",
                     "l’\u{301}", "menté", "mente\u{301}", "\u{600}’", "x\u{600}’", "\u{600}mente", "é’", "日本’"]
        for text in texts {
            for suffix in ["’", "'", "mente"] {
                XCTAssertEqual(text.hasSuffixFast(suffix), text.hasSuffix(suffix), "\(text.debugDescription) \(suffix)")
            }
        }
    }

    func testTheItalianOnsetOnBytesIsTheOnsetOnCharacters() {
        var read = 0
        let letters = (UInt8(ascii: "a")...UInt8(ascii: "z")).map { String(UnicodeScalar($0)) }
        var words = ["gnomo", "Gnomo", "psicologo", "pneumatico", "iena", "Iodio", "hotel", "hobby", "zaino", "x", "s",
                     "scoglio", "sale", "sé", "sì", "s’", "s1", "a", "A", "é", "2", "11", "l’amica", "h’", "ie\u{301}",
                     "io\u{301}", "gn\u{303}", "", " ", "’s"]
        for a in letters { for b in letters + [""] { words.append(a + b); words.append((a + b).uppercased() + "a") } }
        for word in words {
            if let fast = ItalianSounds.asciiOnset(of: word) {
                read += 1
                XCTAssertEqual(fast, ItalianSounds.onsetByCharacters(of: word), word.debugDescription)
            }
            XCTAssertEqual(ItalianSounds.onset(of: word), ItalianSounds.onsetByCharacters(of: word), word.debugDescription)
        }
        XCTAssertEqual(read, 26 * 27 * 2 + 15) // every pair of letters read on the bytes, and the 15 plain ASCII words above
    }
}
