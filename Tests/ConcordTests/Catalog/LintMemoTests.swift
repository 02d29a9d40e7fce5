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
        XCTAssertNotEqual(ExactText("\u{E9}"), ExactText("e\u{301}"))
        XCTAssertEqual(ExactText("abc"), ExactText(String("xabc".dropFirst())))
        XCTAssertEqual(Set([ExactText("\u{E9}"), ExactText("e\u{301}"), ExactText("\u{E9}")]).count, 2)
    }
}

/// Lint threads that need the same lexicon at once all see it loaded: the store published a lexicon before it
/// had loaded it, and a thread that looked a word up meanwhile found the lexicon empty (a nothing-can-agree
/// warning came and went from run to run). The window is short, so the test tries many fresh stores; before
/// the fix it failed within about fifty rounds.
final class LintLexiconLoadingTests: XCTestCase {
    func testEveryThreadSeesTheLexiconLoaded() throws {
        var keys: [String] = []
        for k in 0..<256 { keys.append("\"k\(k)\": {\"localizations\": {\"es\": {\"stringUnit\": {\"value\": \"^[la casa \(k)](inflect: true)\"}}}}") }
        let catalog = try StringCatalogReader.read(data: Data("{\"sourceLanguage\": \"en\", \"strings\": {\(keys.joined(separator: ", "))}}".utf8),
                                                   path: "x.xcstrings")
        for round in 0..<200 {
            // The lint threads start at once, on a store that has loaded nothing yet.
            let store = LexiconStore()
            let findings = CatalogLinter(lexicons: store).lint(catalog)
            XCTAssertEqual(findings.map(\.diagnostic.code), [], "round \(round)")
        }
    }
}
