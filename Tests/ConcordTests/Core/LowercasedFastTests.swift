import Foundation
import XCTest
@testable import Concord

/// `lowercasedFast()` is only a quicker way to the same text: it must equal `lowercased()` everywhere.
final class LowercasedFastTests: XCTestCase {
    func testLatin1AndASCIIAreLowercasedAsTheStandardLibraryDoes() {
        let scalars = (0x20...0x24F).compactMap(Unicode.Scalar.init).map(String.init)
        for s in scalars {
            XCTAssertEqual(s.lowercasedFast(), s.lowercased(), "U+\(String(s.unicodeScalars.first!.value, radix: 16))")
        }
        for word in ["ÉCOLE", "Ñandú", "ÄPFEL", "Straße", "STRASSE", "×÷", "İstanbul", "ΣΟΦΙΑ", "Œuvre", "ǅemal", "Ǆ",
                     "a\u{301}", "E\u{301}COLE", "", "iPhone 15", "ÀÉÎÕÜ-ÇÑ’S"] {
            XCTAssertEqual(word.lowercasedFast(), word.lowercased(), word)
            XCTAssertEqual(word[...].lowercasedFast(), word.lowercased(), word)
        }
    }

    /// The lemmas and forms of every third line of the shipped lexicons, each also in capitals and with a capital
    /// initial (every line would take the suite 20 s in a debug build).
    func testEveryLexiconWordIsLowercasedAsTheStandardLibraryDoes() throws {
        var checked = 0
        for language in ["en", "es", "fr", "it", "pt", "de"] {
            let path = ShippedLexiconTests.directory + "/\(language)/lexicon.tsv"
            guard let tsv = FileManager.default.contents(atPath: path) else { continue }
            for (n, line) in String(decoding: tsv, as: UTF8.self).split(separator: "\n").enumerated()
            where n % 3 == 0 && !line.hasPrefix("#") {
                for field in line.split(separator: "\t").prefix(4) {
                    for word in field.split(whereSeparator: { $0 == ";" || $0 == "|" || $0 == "=" }) {
                        let w = String(word)
                        for variant in [w, w.uppercased(), w.prefix(1).uppercased() + w.dropFirst()]
                        where variant.lowercasedFast() != variant.lowercased() {
                            XCTFail("\(language): \(variant)")
                        }
                        checked += 1
                    }
                }
            }
        }
        XCTAssertGreaterThan(checked, 50_000)
    }
}
