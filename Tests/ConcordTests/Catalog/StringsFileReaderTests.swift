import Concord
import Foundation
import XCTest

final class StringsFileReaderTests: XCTestCase {
    func testPairsCommentsAndUnquotedWords() throws {
        let c = try CatalogFixtures.strings("""
        /* a block
           comment */
        "a" = "one"; // trailing comment
        key_2 = value.2;
        "only";
        """)
        XCTAssertEqual(c.tables[0].keys, ["a", "key_2", "only"])
        XCTAssertEqual(CatalogFixtures.value(c, "a", "es")?.text, "one")
        XCTAssertEqual(CatalogFixtures.value(c, "key_2", "es")?.text, "value.2")
        XCTAssertEqual(CatalogFixtures.value(c, "only", "es")?.text, "only")
        XCTAssertEqual(c.tables[0].name, "Localizable")
        XCTAssertEqual(c.developmentLanguage, "es")
        XCTAssertTrue(c.problems.isEmpty)
    }

    func testEveryEscape() throws {
        let c = try CatalogFixtures.strings(#"""
        "k" = "q\" b\\ n\n t\t r\r e\U20AC s\UD83D\UDE00 o\033 u\u00e9 x\q";
        """#)
        XCTAssertEqual(CatalogFixtures.value(c, "k", "es")?.text, "q\" b\\ n\n t\t r\r e€ s😀 o\u{1B} ué xq")
    }

    func testMarkupQuotesArriveUnescaped() throws {
        let c = try CatalogFixtures.strings(#""Juice" = "^[%@](morphology: {partOfSpeech: \"noun\"})";"#)
        XCTAssertEqual(CatalogFixtures.value(c, "Juice", "es")?.text, #"^[%@](morphology: {partOfSpeech: "noun"})"#)
    }

    func testUTF16BothByteOrders() throws {
        let text = "\"k\" = \"Precio en \\U20AC\";\n\"ñ\" = \"ü\";\n"
        for (bom, encoding) in [([UInt8(0xFF), 0xFE], String.Encoding.utf16LittleEndian), ([0xFE, 0xFF], .utf16BigEndian)] {
            let data = Data(bom) + text.data(using: encoding)!
            let c = try StringsFileReader.read(data: data, path: "fr.lproj/Localizable.strings")
            XCTAssertEqual(CatalogFixtures.value(c, "k", "fr")?.text, "Precio en €")
            XCTAssertEqual(CatalogFixtures.value(c, "ñ", "fr")?.text, "ü")
            XCTAssertEqual(CatalogFixtures.value(c, "ñ", "fr")?.position.description, "fr.lproj/Localizable.strings:2:8")
        }
    }

    func testUTF8BOMIsSkipped() throws {
        let c = try StringsFileReader.read(data: Data([0xEF, 0xBB, 0xBF]) + Data("\"a\" = \"b\";".utf8), path: "x.strings")
        XCTAssertEqual(CatalogFixtures.value(c, "a", "en")?.text, "b")
    }

    func testTruncatedUTF16IsOneClearError() {
        let data = Data([0xFF, 0xFE]) + "\"a\" = \"b\";".data(using: .utf16LittleEndian)!.dropLast()
        XCTAssertThrowsError(try StringsFileReader.read(data: data, path: "t.strings")) { error in
            XCTAssertEqual("\(error)", "t.strings: error: the UTF-16 file ends in the middle of a character (an odd number of bytes) (the file is truncated; save it again as UTF-16 or UTF-8)")
        }
    }

    func testLoneSurrogateInUTF16HasAPosition() {
        var data = Data([0xFF, 0xFE]) + "\"a\" = \"b\";\n\"c\" = \"".data(using: .utf16LittleEndian)!
        data += Data([0x00, 0xD8]) + "\";".data(using: .utf16LittleEndian)!
        XCTAssertThrowsError(try StringsFileReader.read(data: data, path: "t.strings")) { error in
            XCTAssertEqual((error as? CatalogReadError)?.position?.description, "t.strings:2:8")
        }
    }

    func testInvalidUTF8IsRefusedWithItsPosition() {
        XCTAssertThrowsError(try StringsFileReader.read(data: Data("\"a\" = \"".utf8) + Data([0xC3, 0x28]) + Data("\";".utf8), path: "t.strings")) { error in
            XCTAssertEqual((error as? CatalogReadError)?.position?.description, "t.strings:1:8")
            XCTAssertEqual((error as? CatalogReadError)?.message, "bytes that are not UTF-8")
        }
    }

    func testOneBrokenPairDoesNotHideTheOthers() throws {
        let c = try CatalogFixtures.strings("""
        "a" = "one";
        "b" = "two"
        "c" = "three";
        "d" = = "x";
        "e" = "five";
        """)
        XCTAssertEqual(c.tables[0].keys, ["a", "c", "e"])
        XCTAssertEqual(c.problems.map(\.description), [
            "es.lproj/Localizable.strings:2:12: error: expected ';' after the value of \"b\" [locale es]",
            "es.lproj/Localizable.strings:4:7: error: expected a quoted value but found '=' [locale es]",
        ])
    }

    func testUnclosedStringAndCommentAreReported() throws {
        XCTAssertEqual(try CatalogFixtures.strings("\"a\" = \"one;\n").problems.map(\.diagnostic.message), ["this value is never closed"])
        XCTAssertEqual(try CatalogFixtures.strings("\"a\" = \"one\"; /* no end").problems.map(\.diagnostic.message), ["this /* comment is never closed"])
    }

    func testDuplicateKeyWarnsAndTheLastWins() throws {
        let c = try CatalogFixtures.strings("\"a\" = \"1\";\n\"a\" = \"2\";\n")
        XCTAssertEqual(CatalogFixtures.value(c, "a", "es")?.text, "2")
        XCTAssertEqual(c.problems.map(\.description), ["es.lproj/Localizable.strings:2:1: warning: the key \"a\" is defined again; the last value wins [key \"a\", locale es]"])
    }

    func testPositionOfACharacterAfterEscapes() throws {
        let c = try CatalogFixtures.strings(#""k" = "\"é\" ^[x](inflct: true)";"#)
        let v = try XCTUnwrap(CatalogFixtures.value(c, "k", "es"))
        XCTAssertEqual(v.text, #""é" ^[x](inflct: true)"#)
        // Character 4 is `^`: written after `\"é\" `, at column 14.
        XCTAssertEqual(v.position(ofCharacter: 4).description, "es.lproj/Localizable.strings:1:14")
    }

    func testRealUTF16FilesFromSharedCatalogs() throws {
        let path = CatalogFixtures.shared + "/IngmarStein+Monolingual/Resources/de.lproj/Localizable.strings"
        try XCTSkipUnless(FileManager.default.fileExists(atPath: path))
        let c = try StringsFileReader.read(path: path)
        XCTAssertEqual(c.tables[0].keys.count, 30)
        XCTAssertTrue(c.problems.isEmpty, "\(c.problems)")
        let be = CatalogFixtures.shared + "/amikhaylin+pompaddo/screenshots/mobile/ru/title.strings"
        XCTAssertEqual(try StringsFileReader.read(path: be).tables[0].keys.count, 7)
    }
}
