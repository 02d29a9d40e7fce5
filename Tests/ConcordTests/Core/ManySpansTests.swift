import XCTest
@testable import Concord

/// Strings of many spans render in time linear in their length: each span was given all the text before and after
/// it (a language reads the words next to it), which made a string of n spans cost n² — thousands of spans took
/// seconds in a release build and minutes in a debug one. A span is now given the 64 tokens on each side
/// (``AgreementEngine/tokensAroundSpan``), and the spans' runs are found in one pass. The timing itself is measured
/// by `concord bench --spans`, not here; these strings check that every span still agrees, and still reads the
/// words before it, however far into the string it is.
final class ManySpansTests: XCTestCase {
    /// Limits raised above these strings (the default refuses more than 1,000 spans, see ``RequestLimits``).
    static let engine: ConcordEngine = {
        var limits = RequestLimits()
        limits.maximumMarkupLength = 1_000_000
        limits.maximumSpans = 100_000
        return ConcordEngine(lexicons: LexiconStore(directory: ShippedLexiconTests.directory), limits: limits)
    }()

    func render(_ locale: String, _ markup: String) -> String {
        Self.engine.render(RenderRequest(markup: markup, locale: InflectionLocale(locale), recordsTrace: false)).text
    }

    func testEverySpanOfASpanishStringOfThousandsAgrees() throws {
        try XCTSkipUnless(FileManager.default.fileExists(atPath: ShippedLexiconTests.directory + "/es/lexicon.tsv"))
        let markup = Array(repeating: "^[2 gato rojo](inflect: true)", count: 5_000).joined(separator: " y ")
        XCTAssertEqual(render("es", markup), Array(repeating: "2 gatos rojos", count: 5_000).joined(separator: " y "))
    }

    /// The copula and its subject right before the last span are read as they are before the first one.
    func testTheWordsBeforeTheLastOfThousandsOfSpansAreRead() throws {
        try XCTSkipUnless(FileManager.default.fileExists(atPath: ShippedLexiconTests.directory + "/es/lexicon.tsv"))
        let markup = Array(repeating: "La casa está ^[listo](inflect: true).", count: 5_000).joined(separator: " ")
        XCTAssertEqual(render("es", markup), Array(repeating: "La casa está lista.", count: 5_000).joined(separator: " "))
    }

    /// German reads the preposition before a span for its case.
    func testAGermanPrepositionBeforeTheLastOfThousandsOfSpansGivesItsCase() throws {
        try XCTSkipUnless(FileManager.default.fileExists(atPath: ShippedLexiconTests.directory + "/de/lexicon.tsv"))
        let markup = Array(repeating: "mit ^[2 rotes Haus](inflect: true)", count: 5_000).joined(separator: " und ")
        XCTAssertEqual(render("de", markup), Array(repeating: "mit 2 roten Häusern", count: 5_000).joined(separator: " und "))
    }

    /// English reads the word after a span (*a* before *apple*), the last span's as the first's.
    func testEnglishReadsTheWordAfterEachOfThousandsOfSpans() {
        let markup = Array(repeating: "^[a](inflect: true) apple", count: 5_000).joined(separator: " and ")
        XCTAssertEqual(render("en", markup), Array(repeating: "an apple", count: 5_000).joined(separator: " and "))
    }
}
