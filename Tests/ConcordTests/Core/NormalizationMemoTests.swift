import XCTest
@testable import Concord

/// The memos of parses, tokens and lexicon readings keep each normalization of a text apart: Swift calls `é` and
/// `e` + combining acute equal, but the output must quote the characters as they were written, whichever of
/// the two was rendered first.
final class NormalizationMemoTests: XCTestCase {
    let engine = ConcordEngine()

    func render(_ markup: String, _ args: [FormatArgument] = [.number(NumberValue(2))]) -> [UInt8] {
        Array(engine.render(RenderRequest(markup: markup, locale: InflectionLocale("fr"), arguments: args)).text.utf8)
    }

    func testMarkupInAnotherNormalizationIsRenderedAsWritten() {
        XCTAssertEqual(render("Le caf\u{E9} ^[%lld grande maison](inflect: true)"),
                       Array("Le caf\u{E9} 2 grandes maisons".utf8))
        XCTAssertEqual(render("Le cafe\u{301} ^[%lld grande maison](inflect: true)"),
                       Array("Le cafe\u{301} 2 grandes maisons".utf8))
    }

    func testAnArgumentInAnotherNormalizationIsRenderedAsWritten() {
        XCTAssertEqual(render("Un %@ de plus", [.text("caf\u{E9}")]), Array("Un caf\u{E9} de plus".utf8))
        XCTAssertEqual(render("Un %@ de plus", [.text("cafe\u{301}")]), Array("Un cafe\u{301} de plus".utf8))
    }

    func testTheMemoKeepsBothNormalizations() {
        XCTAssertNotEqual(ExactText("caf\u{E9}"), ExactText("cafe\u{301}"))
        let memo = BoundedMemo<Int>(capacity: 8, byteCapacity: 1 << 10, longestKey: 64)
        XCTAssertEqual(memo.value("caf\u{E9}") { $0.utf8.count }, 5)
        XCTAssertEqual(memo.value("cafe\u{301}") { $0.utf8.count }, 6)
    }
}
