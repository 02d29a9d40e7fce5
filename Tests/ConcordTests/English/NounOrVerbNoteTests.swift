import XCTest
@testable import Concord

/// Caffé's *juice* and *sandwich* can be nouns or verbs: Concord says so (trace + note with the fix), as
/// Apple's engine logs a warning, unless a `morphology` span says which.
final class NounOrVerbNoteTests: XCTestCase {
    private func render(_ markup: String, _ args: [FormatArgument]) -> Rendering {
        ConcordEngine().render(RenderRequest(markup: markup, locale: InflectionLocale("en"), arguments: args))
    }

    func testAnAmbiguousArgumentGetsANoteAndATraceLine() {
        let r = render("Add ^[%lld %@ %@](inflect: true) to your order", [.number(NumberValue(2)), .text("small"), .text("juice")])
        XCTAssertEqual(r.text, "Add 2 small juices to your order")
        XCTAssertEqual(r.diagnostics.map(\.code), ["word.noun-or-verb"])
        XCTAssertEqual(r.diagnostics[0].severity, .note)
        XCTAssertEqual(r.diagnostics[0].message, "'juice' can be a noun or a verb, and nothing in the markup says which")
        XCTAssertEqual(r.diagnostics[0].hint, "say which with a morphology span: ^[%3$@](morphology: {partOfSpeech: 'noun'})")
        let note = r.trace.first { $0.rule == "engine.note.noun-or-verb" }
        XCTAssertEqual(note?.input, "juice")
        XCTAssertEqual(note?.note, "'juice' can be a noun or a verb; write ^[%3$@](morphology: {partOfSpeech: 'noun'}) to say it is a noun")
    }

    func testALiteralWordGetsTheFixWithItsOwnText() {
        let r = render("^[%lld sandwich](inflect: true)", [.number(NumberValue(3))])
        XCTAssertEqual(r.text, "3 sandwiches")
        XCTAssertEqual(r.diagnostics.map(\.hint), ["say which with a morphology span: ^[sandwich](morphology: {partOfSpeech: 'noun'})"])
    }

    func testAMorphologySpanSilencesIt() {
        let r = render("Add ^[%lld %@ ^[%@](morphology: {partOfSpeech: 'noun'})](inflect: true) to your order",
                       [.number(NumberValue(2)), .text("small"), .text("juice")])
        XCTAssertEqual(r.text, "Add 2 small juices to your order")
        XCTAssertEqual(r.diagnostics, [])
        XCTAssertFalse(r.trace.contains { $0.rule == "engine.note.noun-or-verb" })
    }

    func testAWordThatIsOnlyANounIsQuiet() {
        XCTAssertEqual(render("^[%lld salad](inflect: true)", [.number(NumberValue(2))]).diagnostics, [])
    }
}
