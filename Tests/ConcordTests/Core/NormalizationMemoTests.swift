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

    func testAMemoCountsWhatItsValuesHoldAndStartsOverWhenFull() {
        let memo = BoundedMemo<[Int]>(capacity: 100, byteCapacity: 1_000, longestKey: 64, valueBytes: { $0.count * 8 })
        XCTAssertEqual(memo.value("a") { _ in Array(repeating: 1, count: 50) }.count, 50)
        XCTAssertEqual(memo.stored.keys, 1)
        XCTAssertEqual(memo.stored.bytes, 401)
        XCTAssertEqual(memo.value("b") { _ in Array(repeating: 2, count: 50) }.count, 50)
        XCTAssertEqual(memo.stored.bytes, 802)
        // A third would pass the bound: the memo starts over with it alone.
        XCTAssertEqual(memo.value("c") { _ in Array(repeating: 3, count: 50) }.count, 50)
        XCTAssertEqual(memo.stored.keys, 1)
        XCTAssertEqual(memo.stored.bytes, 401)
        // A value over the bound by itself is given but never kept.
        XCTAssertEqual(memo.value("d") { _ in Array(repeating: 4, count: 200) }.count, 200)
        XCTAssertEqual(memo.stored.keys, 1)
        var made = 0
        _ = memo.value("c") { _ in made += 1; return [] }
        XCTAssertEqual(made, 0)
    }

    func testTheTokenMemoIsBoundedByItsTokensNotOnlyItsKeys() {
        // 4 KB of one-letter words: four thousand tokens, a hundred times the bytes of the key.
        let text = String(repeating: "a ", count: 2_000)
        let tokens = TemplateCache.tokens(of: text)
        XCTAssertEqual(tokens.count, 4_000)
        XCTAssertLessThanOrEqual(TemplateCache.tokens.stored.bytes, TemplateCache.tokens.byteCapacity)
        XCTAssertGreaterThanOrEqual(TemplateCache.tokens.stored.bytes, 4_000 * MemoryLayout<Token>.stride)
    }
}
