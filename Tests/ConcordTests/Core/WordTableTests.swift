import XCTest
@testable import Concord

/// The closed-class tables: every answer the `Set<String>` or `Dictionary` of the same words gives, canonical
/// equivalence included, whichever path (bytes or the set) answers it.
final class WordTableTests: XCTestCase {
    func testAWordSetAnswersAsTheSetOfItsWords() {
        let words = ["of", "está", "serás", "", "a", "une phrase de plus de seize octets", "ñ"]
        let set = WordSet(words)
        let probes = ["of", "Of", "o", "off", "está", "esta\u{301}", "esta", "serás", "sera\u{301}s", "", "a", "b",
                      "une phrase de plus de seize octets", "une phrase de plus de seize octetz", "ñ", "n\u{303}",
                      "\u{3B1}", "o\u{301}f"]
        for word in probes {
            XCTAssertEqual(set.contains(word), Set(words).contains(word), "\(word.unicodeScalars.map(\.value))")
        }
        XCTAssertTrue(set.contains("esta\u{301}")) // decomposed: asked of the set
        XCTAssertFalse(set.contains("esta"))
        XCTAssertFalse(WordSet([String]()).contains(""))
        XCTAssertTrue(WordSet([String]()).isEmpty)
    }

    func testAKeyWrittenDecomposedIsFoundByItsComposedForm() {
        // The key is not plain, so a composed word missing from the bytes is asked of the dictionary.
        let table = WordTable(["cafe\u{301}": 1, "bar": 2])
        XCTAssertEqual(table["caf\u{E9}"], 1)
        XCTAssertEqual(table["cafe\u{301}"], 1)
        XCTAssertEqual(table["bar"], 2)
        XCTAssertNil(table["baz"])
    }

    func testAKeyThatIsNotPlainWhenComposedIsFoundOnlyAsWritten() {
        // *l’* (U+2019) composes to itself: no plain word equals it, so a plain miss is a miss, not a set look-up.
        let table = WordTable(["l’": 1, "la": 2, "caf\u{E9}": 3])
        XCTAssertEqual(table["l’"], 1)
        XCTAssertNil(table["l'"])
        XCTAssertNil(table["l"])
        XCTAssertEqual(table["la"], 2)
        XCTAssertEqual(table["cafe\u{301}"], 3)
        XCTAssertNil(table["caf"])
        for word in ["l’", "l'", "la", "le", "caf\u{E9}", "cafe\u{301}", "\u{3B1}"] {
            XCTAssertEqual(table[word], ["l’": 1, "la": 2, "caf\u{E9}": 3][word], word)
        }
    }

    func testATableOfManyWordsFindsEachAndNoOther() {
        let entries = Dictionary(uniqueKeysWithValues: (0..<500).map { ("word\($0)", $0) })
        let table = WordTable(entries)
        for (key, value) in entries { XCTAssertEqual(table[key], value) }
        for n in 500..<600 { XCTAssertNil(table["word\(n)"]) }
        let union = WordSet(["a"]).union(["b"]).union(WordSet(["c"]))
        XCTAssertEqual(union.words, ["a", "b", "c"])
    }
}
