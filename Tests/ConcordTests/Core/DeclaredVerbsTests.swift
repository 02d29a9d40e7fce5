import XCTest
@testable import Concord

/// `partOfSpeech: 'verb'` in an explicit request makes words that are also nouns take the verb's number.
final class DeclaredVerbsTests: XCTestCase {
    let engine = ConcordEngine()

    func render(_ markup: String, _ locale: String) -> Rendering {
        engine.render(RenderRequest(markup: markup, locale: InflectionLocale(locale)))
    }

    func testVerbsThatAreAlsoNouns() {
        for (locale, word, verb, noun) in [("fr", "reste", "restent", "restes"), ("es", "cuenta", "cuentan", "cuentas"),
                                           ("pt", "conta", "contam", "contas"), ("it", "conta", "contano", "conte")] {
            let r = render("^[\(word)](inflect: {number: 'other', partOfSpeech: 'verb'})", locale)
            XCTAssertEqual(r.text, verb, locale)
            XCTAssertEqual(r.trace.map(\.rule), ["\(locale).verb.declared"], locale)
            XCTAssertEqual(render("^[\(word)](inflect: {number: 'other', partOfSpeech: 'noun'})", locale).text, noun, locale)
        }
    }

    func testWithoutANumberNothingIsDeclared() {
        XCTAssertEqual(render("^[cuenta](inflect: {partOfSpeech: 'verb'})", "es").text, "cuenta")
    }
}
