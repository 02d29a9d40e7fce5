@testable import Concord
import XCTest

/// What the linter works out once (a locale's facts, a text's parse) is kept by exact text: two normalizations
/// of one text are equal Swift strings, but their findings quote different characters.
final class LintMemoTests: XCTestCase {
    func testLocaleFactsAreKeptByExactText() {
        var cache = CatalogLinter.LocaleFacts.Cache()
        let composed = CatalogLinter.LocaleFacts.of("\u{E9}", in: &cache)
        let decomposed = CatalogLinter.LocaleFacts.of("e\u{301}", in: &cache)
        XCTAssertEqual(Array(composed.language.utf8), Array("\u{E9}".utf8))
        XCTAssertEqual(Array(decomposed.language.utf8), Array("e\u{301}".utf8))
        XCTAssertEqual(cache.count, 2)
        XCTAssertEqual(CatalogLinter.LocaleFacts.of("es", in: &cache).requiredPluralCategories, ["one", "many", "other"])
        XCTAssertEqual(cache.count, 3)
    }

    func testExactTextComparesBytes() {
        XCTAssertEqual("\u{E9}", "e\u{301}")
        XCTAssertNotEqual(CatalogLinter.ExactText("\u{E9}"), CatalogLinter.ExactText("e\u{301}"))
        XCTAssertEqual(CatalogLinter.ExactText("abc"), CatalogLinter.ExactText(String("xabc".dropFirst())))
        XCTAssertEqual(Set([CatalogLinter.ExactText("\u{E9}"), CatalogLinter.ExactText("e\u{301}"), CatalogLinter.ExactText("\u{E9}")]).count, 2)
    }
}
