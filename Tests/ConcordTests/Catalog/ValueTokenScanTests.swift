@testable import Concord
import XCTest

/// The linter scans values on their UTF-8 bytes when every character is one scalar; it must find exactly what the
/// character scan finds (the same tokens, offsets in characters, texts as written).
final class ValueTokenScanTests: XCTestCase {
    func tokens(_ text: String, argument: Bool = false) -> [LintToken]? {
        text.utf8.withContiguousStorageIfAvailable { ValueToken.scanBytes($0, substitutionArgument: argument) } ?? nil
    }

    func testExactTokens() {
        XCTAssertEqual(tokens("Añadir %2$#@items@ y %lld %@ al 100%% %1$@ %arg"), [
            LintToken(kind: .reference(name: "items"), position: 2, offset: 7, written: "%2$#@items@"),
            LintToken(kind: .specifier(.integer), position: nil, offset: 21, written: "%lld"),
            LintToken(kind: .specifier(.object), position: nil, offset: 26, written: "%@"),
            LintToken(kind: .specifier(.object), position: 1, offset: 38, written: "%1$@"),
            // `%arg` outside a substitution is `%a`, a floating-point specifier, followed by "rg".
            LintToken(kind: .specifier(.float), position: nil, offset: 43, written: "%a"),
        ])
        XCTAssertEqual(tokens("é %arg %#@ñame@", argument: true), [
            LintToken(kind: .argument, position: nil, offset: 2, written: "%arg"),
            LintToken(kind: .reference(name: "ñame"), position: nil, offset: 7, written: "%#@ñame@"),
        ])
        // A position that overflows: not a reference, but a specifier (saturated position, flag #, conversion @).
        let huge = "%99999999999999999999$#@x@ %99999999999999999999$@"
        XCTAssertEqual(tokens(huge)?.map(\.written), ["%99999999999999999999$#@", "%99999999999999999999$@"])
        XCTAssertEqual(tokens(huge)?.map(\.position), [Int.max, Int.max])
        XCTAssertEqual(tokens(huge), ValueToken.characterTokens(huge, substitutionArgument: false))
    }

    func testCharactersOfSeveralScalarsTakeTheCharacterScan() {
        for text in ["%@\u{301}", "e\u{301} %@", "%\r\n", "🇫🇷 %lld", "\u{212A}", "%1$\u{301}@"] {
            XCTAssertNil(tokens(text), text)
        }
        XCTAssertEqual(ValueToken.lintTokens("%@\u{301} %lld", substitutionArgument: false).map(\.written), ["%lld"])
        XCTAssertEqual(ValueToken.lintTokens("e\u{301}%@", substitutionArgument: false).map(\.offset), [1])
    }

    /// Random values built from the pieces the scanners look at: the byte scan agrees with the character scan on
    /// every one it accepts, and accepts most of them.
    func testByteScanAgreesWithCharacterScan() {
        let pieces = ["%", "%%", "%@", "%lld", "%1$@", "%2$lld", "%0$@", "%#@photos@", "%1$#@albums@", "%2$#@", "%#@@", "%arg",
                      "%ar", "%d", "%.1f", "%.f", "%5$s", "%-05.2ld", "%'+ 3hhd", "%lllld", "%hq", "%9999999999999999999999$@",
                      "%00$@", "%c", "%p", "%q", "$", "#", "@", "1", "0", ".", "l", "a", "r", "g", " ", "é", "ñ", "ß", "Ω",
                      "\u{2FF}", "\n", "\r", "\t", "^[", "](", "x", String(repeating: "n", count: 199), String(repeating: "é", count: 200)]
        var generator = RobustnessTests.SplitMix(state: 11)
        var accepted = 0
        for round in 0..<4000 {
            var text = ""
            for _ in 0..<Int.random(in: 0...12, using: &generator) { text += pieces.randomElement(using: &generator)! }
            for argument in [false, true] {
                let expected = ValueToken.characterTokens(text, substitutionArgument: argument)
                if let found = tokens(text, argument: argument) {
                    accepted += 1
                    XCTAssertEqual(found, expected, "round \(round): \(text.debugDescription)")
                }
                XCTAssertEqual(ValueToken.lintTokens(text, substitutionArgument: argument), expected)
            }
        }
        XCTAssertGreaterThan(accepted, 6000)
    }
}
