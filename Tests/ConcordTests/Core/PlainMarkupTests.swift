import XCTest
@testable import Concord

/// Plain markup takes a shorter way through the parser (``MarkupParser/plainText(_:)``) and must come out as the
/// whole parser reads it; markup with anything the parser acts on takes the whole way.
final class PlainMarkupTests: XCTestCase {
    func testPlainTextParsesAsTheWholeParserReadsIt() {
        let plain = ["", " ", "Plain label number 1", "Füge label 1", "caf\u{E9} et cafe\u{301}", "line\r\nbreak\nand\rmore",
                     "🇫🇷 drapeau — « guillemets »", "(parenthèses) <b>html</b> & entities &amp; ] alone ! ~ # | {} 'quotes'",
                     "tab\there", "\u{212A}elvin and \u{37E} question", "ends with a space ", String(repeating: "word ", count: 500)]
        for text in plain {
            let short = MarkupParser.plainText(text)
            XCTAssertNotNil(short, text.debugDescription)
            XCTAssertEqual(short, MarkupParser.parseInFull(text), text.debugDescription)
            XCTAssertEqual(MarkupParser.parse(text), MarkupParser.parseInFull(text), text.debugDescription)
        }
    }

    func testMarkupWithAnythingToReadTakesTheWholeWay() {
        // U+1FEF compares equal to a backquote in Swift: "\u{1FEF}code\u{1FEF}" is code to the parser.
        for text in ["^[x](inflect: true)", "50 %", "%@", "a\\*b", "`code`", "*emphasis*", "_under_", "[link](url)",
                     "^[label]: {inflect: true}", "\u{1FEF}code\u{1FEF}", "caf\u{E9}%lld"] {
            XCTAssertNil(MarkupParser.plainText(text), text.debugDescription)
            XCTAssertEqual(MarkupParser.parse(text), MarkupParser.parseInFull(text), text.debugDescription)
        }
        XCTAssertEqual(MarkupParser.parse("\u{1FEF}code\u{1FEF}").nodes, [.code("code", offset: 1)])
    }
}

extension PlainMarkupTests {
    func testAGreekVariaHidesABracketInsideASpanAsABackquoteDoes() {
        // The bracket scan reads ASCII off the bytes; U+1FEF, which Swift compares equal to a backquote, still opens
        // and closes code there.
        for quote in ["`", "\u{1FEF}"] {
            let parsed = MarkupParser.parse("^[a \(quote)]\(quote) b](inflect: true) c")
            XCTAssertEqual(parsed.spans.count, 1, quote)
            XCTAssertEqual(parsed.spans.first?.source, "^[a \(quote)]\(quote) b](inflect: true)", quote)
        }
    }
}
