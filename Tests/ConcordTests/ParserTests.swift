import XCTest
@testable import Concord

final class ParserTests: XCTestCase {
    func testIncompleteSpansStayLiteral() {
        for text in ["^[]", "^[](", "^[])", "^[])("] {
            let parsed = MarkupParser.parse(text)
            XCTAssertTrue(parsed.spans.isEmpty, text)
            XCTAssertEqual(ConcordEngine().render(RenderRequest(markup: text)).text, text)
        }
    }

    func testEmptyBodyIsASpan() {
        let parsed = MarkupParser.parse("^[]()")
        XCTAssertEqual(parsed.spans.count, 1)
        XCTAssertTrue(parsed.diagnostics.isEmpty)
    }
}
