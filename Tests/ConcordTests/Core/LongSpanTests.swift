import XCTest
@testable import Concord

/// Long spans render in time linear in their words: Spanish and German once looked for the first verb or a
/// following noun once per word, so a 100,000-word span stalled for minutes. These spans (20,000 words) would
/// take minutes in a debug build then; the timing itself is measured by the benchmarks, not here.
final class LongSpanTests: XCTestCase {
    /// Limits raised above these spans (the default refuses spans over 2,000 words, see ``RequestLimits``).
    static let engine: ConcordEngine = {
        var limits = RequestLimits()
        limits.maximumMarkupLength = 1_000_000
        limits.maximumWordsPerSpan = 100_000
        return ConcordEngine(lexicons: LexiconStore(directory: ShippedLexiconTests.directory), limits: limits)
    }()

    func render(_ locale: String, _ group: String, times: Int) -> String {
        let markup = "^[%lld " + Array(repeating: group, count: times).joined(separator: " ") + "](inflect: true)"
        return Self.engine.render(RenderRequest(markup: markup, locale: InflectionLocale(locale),
                                                arguments: [.number(NumberValue(2))], recordsTrace: false)).text
    }

    func testLongSpanishSpanAgreesOnceAndKeepsTheRest() throws {
        try XCTSkipUnless(FileManager.default.fileExists(atPath: ShippedLexiconTests.directory + "/es/lexicon.tsv"))
        let group = "la casa roja de mi amigo"
        XCTAssertEqual(render("es", group, times: 4_000),
                       "2 las casas rojas de mi amigo " + Array(repeating: group, count: 3_999).joined(separator: " "))
    }

    func testLongGermanSpanAgreesOnceAndKeepsTheRest() throws {
        try XCTSkipUnless(FileManager.default.fileExists(atPath: ShippedLexiconTests.directory + "/de/lexicon.tsv"))
        let group = "das rote Haus meines Freundes"
        XCTAssertEqual(render("de", group, times: 4_000),
                       "2 die roten Häuser meines Freundes " + Array(repeating: group, count: 3_999).joined(separator: " "))
    }

    /// A span of one lower-case word repeated: no head noun, every word looked at (the case of the hostile lines).
    func testLongGermanSpanWithoutANoun() throws {
        try XCTSkipUnless(FileManager.default.fileExists(atPath: ShippedLexiconTests.directory + "/de/lexicon.tsv"))
        let words = Array(repeating: "schnell", count: 20_000).joined(separator: " ")
        XCTAssertEqual(Self.engine.render(RenderRequest(markup: "^[" + words + "](inflect: true)", locale: InflectionLocale("de"))).text, words)
    }

    /// A number written with 10,000 separators is one token, read in one pass.
    func testLongNumberIsOneToken() {
        let text = Array(repeating: "1", count: 10_000).joined(separator: ",")
        let tokens = Tokenizer.tokens(of: text)
        XCTAssertEqual(tokens.count, 1)
        XCTAssertEqual(tokens.first?.kind, .number)
    }
}
