import XCTest
@testable import Concord

/// A capitalized word followed directly by a number names a product (*iPhone 15*): it keeps its form in the
/// plural in every Romance language, while the words around it still agree.
final class ModelNameTests: XCTestCase {
    let engine = ConcordEngine()

    func render(_ markup: String, _ locale: String, args: [FormatArgument] = []) -> Rendering {
        engine.render(RenderRequest(markup: markup, locale: InflectionLocale(locale), arguments: args))
    }

    func testModelNamesKeepTheirForm() {
        for (locale, rule) in [("es", "es.noun.model-name"), ("pt", "pt.noun.model-name"), ("fr", "fr.noun.model-name"),
                               ("it", "it.noun.model-name")] {
            let r = render("^[iPhone 15](inflect: {number: 'other'})", locale)
            XCTAssertEqual(r.text, "iPhone 15", locale)
            XCTAssertTrue(r.trace.contains { $0.rule == rule }, "\(locale): \(r.trace.map(\.rule))")
        }
        XCTAssertEqual(render("^[%lld iPhone 15 nuevo](inflect: true)", "es", args: [.number(NumberValue(2))]).text, "2 iPhone 15 nuevos")
    }

    func testWithoutANumberTheNameTakesThePlural() {
        XCTAssertEqual(render("^[%lld %@](inflect: true)", "fr", args: [.number(NumberValue(2)), .text("iMessage")]).text, "2 iMessages")
        XCTAssertFalse(Phrase("iPhone").isModelName(at: 0))
        XCTAssertTrue(Phrase("Pixel 8").isModelName(at: 0))
        XCTAssertFalse(Phrase("página 5").isModelName(at: 0))
    }
}
