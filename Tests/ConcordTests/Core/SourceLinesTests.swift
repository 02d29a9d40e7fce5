import XCTest
@testable import Concord

/// `SourceLines` places offsets by binary search over line starts found once; it must place every offset exactly
/// where the scan of `SourceLocation(offset:in:)` does.
final class SourceLinesTests: XCTestCase {
    private let texts = [
        "", "a", "\n", "\n\n", "ab\ncd", "ab\ncd\n", "\nx\n\ny",
        "é\u{301}x\n👍🏽y\nz",   // clusters are one column each
        "a\r\nb\nc\r\n",          // "\r\n" is one character and no line break, as in the scan
        "^[%lld files](inflect: true)\n  ^[x](agreeWithArgument: 2)\n",
    ]

    /// The texts above and random ones of line breaks, carriage returns, clusters and plain letters.
    private var allTexts: [String] {
        let pieces = ["a", "é", "e\u{301}", "\u{301}", "👍🏽", "\n", "\r", "\r\n", "\n\r", " ", "日本", "\u{85}", "\u{2028}"]
        var generator = SystemRandomNumberGenerator()
        return texts + (0..<400).map { _ in
            (0..<Int.random(in: 0...10, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
        }
    }

    func testEveryOffsetIsPlacedAsTheScanPlacesIt() {
        for text in allTexts {
            let chars = Array(text)
            let lines = SourceLines(text)
            for offset in 0...(chars.count + 2) {
                XCTAssertEqual(lines.location(offset), SourceLocation(offset: offset, in: chars),
                               "offset \(offset) in \(text.debugDescription)")
            }
        }
    }

    func testLinesAreTheTextBetweenLineBreaks() {
        for text in allTexts {
            let lines = SourceLines(text)
            let expected = text.split(separator: "\n", omittingEmptySubsequences: false)
            for (i, line) in expected.enumerated() { XCTAssertEqual(lines.line(i + 1), line, text.debugDescription) }
            XCTAssertNil(lines.line(0))
            XCTAssertNil(lines.line(expected.count + 1))
        }
    }

    func testFormattedWithLinesIsFormattedWithSource() {
        let source = "first\nsecond ^[x](inflect: nope)\nthird"
        let d = Diagnostic(.error, code: "x", "message", hint: "hint", location: SourceLocation(offset: 13, line: 2, column: 8))
        XCTAssertEqual(d.formatted(in: SourceLines(source)), d.formatted(source: source))
        XCTAssertEqual(d.formatted(source: source), """
        error: message
          --> line 2, column 8
           | second ^[x](inflect: nope)
           |        ^
          hint: hint
        """)
    }

    /// Many diagnostics in one long markup (bind stage): each one on its own line and column.
    func testManyFormatDiagnosticsAreEachPlaced() {
        let count = 60
        let markup = (0..<count).map { String(repeating: "é ", count: $0) + "%.500f" }.joined(separator: "\n")
        let r = ConcordEngine().render(RenderRequest(markup: markup, locale: InflectionLocale("en"),
                                                     arguments: Array(repeating: .number(NumberValue(1)), count: count)))
        let located = r.diagnostics.filter { $0.code == "format.limit" }
        XCTAssertEqual(located.map { $0.location?.line }, (1...count).map { $0 })
        XCTAssertEqual(located.map { $0.location?.column }, (0..<count).map { 2 * $0 + 1 })
    }

    /// Many diagnostics in one long markup (agreement stage): each at its attribute key.
    func testManyAttributeDiagnosticsAreEachPlaced() {
        let count = 60
        let markup = (0..<count).map { String(repeating: " ", count: $0) + "^[x](agreeWithArgument: 3)" }
            .joined(separator: "\n")
        let r = ConcordEngine().render(RenderRequest(markup: markup, locale: InflectionLocale("es")))
        let located = r.diagnostics.filter { $0.code == "index.out-of-range" }
        XCTAssertEqual(located.map { $0.location?.line }, (1...count).map { $0 })
        XCTAssertEqual(located.map { $0.location?.column }, (0..<count).map { $0 + 6 })
    }
}
