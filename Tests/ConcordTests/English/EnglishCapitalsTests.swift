import XCTest
@testable import Concord

/// A string written all in capitals, with the shipped lexicon: a word in capitals is the common noun before a name
/// of the same letters (*JOB*, not the book *Job*, whose plural is *Job*; *WOLF*, not the name *Wolf*), and a lone
/// word of a span is no acronym when the text after the span is in capitals too.
final class EnglishCapitalsTests: XCTestCase {
    let engine = ConcordEngine()

    func render(_ markup: String, _ args: [FormatArgument]) -> String {
        engine.render(RenderRequest(markup: markup, locale: InflectionLocale("en"), arguments: args)).text
    }

    func testAWordInCapitalsIsTheCommonNoun() {
        XCTAssertEqual(render("^[%lld JOB IS](inflect: true) WAITING", [.number(NumberValue(3))]), "3 JOBS ARE WAITING")
        XCTAssertEqual(render("HELP ^[%lld %@](inflect: true)", [.number(NumberValue(2)), .text("WOLF")]), "HELP 2 WOLVES")
        // Written with a capital only, the name may be meant: as before.
        XCTAssertEqual(render("^[%lld Job](inflect: true) offers", [.number(NumberValue(2))]), "2 Job offers")
    }

    func testALoneWordInCapitalsInATextInCapitals() {
        XCTAssertEqual(render("YOU SAVED ^[%lld %@](inflect: true) TO YOUR ITINERARY",
                              [.number(NumberValue(3)), .text("GALLERY")]), "YOU SAVED 3 GALLERIES TO YOUR ITINERARY")
        // After a span in lower case, a lone word in capitals is still an acronym.
        XCTAssertEqual(render("^[%lld %@](inflect: true) copied", [.number(NumberValue(2)), .text("URL")]), "2 URLs copied")
        XCTAssertEqual(render("^[%lld %@](inflect: true)", [.number(NumberValue(2)), .text("PDF")]), "2 PDFs")
    }
}
