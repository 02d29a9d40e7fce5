import Foundation
import XCTest
@testable import Concord

/// A pronoun table is read from `form: features` specs; the white space around their parts is trimmed without
/// Foundation (`PronounTable.trimmingWhitespace`), as `trimmingCharacters(in: .whitespaces)` trims.
final class PronounTableSpecTests: XCTestCase {
    func testTrimmingMatchesFoundation() {
        let texts = ["", " ", "number", " number", "number ", "\t grammaticalCase \t", "\u{00A0}one\u{2003}",
                     "\u{3000}", "\n one \n", " a b ", "\u{200B}one", " é\u{301} ", "\r\n"]
        // Every space separator and the other scalars one might take for white space, alone and around a word.
        let scalars: [UInt32] = [0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x180E, 0x2028, 0x2029, 0x202F,
                                 0x205F, 0x3000, 0xFEFF] + Array(0x2000...0x200D)
        let around = scalars.flatMap { v -> [String] in
            let s = String(Unicode.Scalar(v)!)
            return [s, s + "one", "one" + s, s + "one" + s]
        }
        for text in texts + around {
            XCTAssertEqual(PronounTable.trimmingWhitespace(Substring(text)), text.trimmingCharacters(in: .whitespaces),
                           text.debugDescription)
        }
    }

    func testSpecsWithWhiteSpaceReadAlike() {
        let spaced = PronounTable([("ella", " grammaticalPerson :third ,\tnumber:  one, grammaticalGender: feminine ")])
        let tight = PronounTable([("ella", "grammaticalPerson:third,number:one,grammaticalGender:feminine")])
        XCTAssertEqual(spaced.entries, tight.entries)
        XCTAssertEqual(spaced.entries.first?.morphology.grammaticalGender, .feminine)
        XCTAssertEqual(spaced.entries.first?.morphology.number, .singular)
        XCTAssertEqual(spaced.entries.first?.morphology.grammaticalPerson, .third)
    }
}
