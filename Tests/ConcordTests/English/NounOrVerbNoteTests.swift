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

    /// The words noted in `markup` rendered in `locale` with count `count`.
    private func notedWords(_ locale: String, _ markup: String, _ count: Double = 2) -> [String] {
        ConcordEngine().render(RenderRequest(markup: markup, locale: InflectionLocale(locale),
                                             arguments: [.number(NumberValue(count))]))
            .diagnostics.filter { $0.code == "word.noun-or-verb" }.map { String($0.message.split(separator: "'")[0]) }
    }

    func testAWordItsPlaceSettlesIsNotNoted() {
        // Auxiliaries and what follows them are verbs (*a* is also the letter, *été* the summer).
        XCTAssertEqual(notedWords("fr", "^[%lld fichier a été supprimé](inflect: true)"), [])
        XCTAssertEqual(notedWords("fr", "^[%lld photo peut être supprimée](inflect: true)"), [])
        XCTAssertEqual(notedWords("it", "^[%lld file possono essere eliminati](inflect: true)"), [])
        XCTAssertEqual(notedWords("es", "^[%lld fotos pueden ser eliminadas](inflect: true)"), [])
        XCTAssertEqual(notedWords("pt-BR", "^[Falta %lld dia](inflect: true)"), [])
        // (An English modal may be a noun itself: *can* is noted, the verb after it is not.)
        XCTAssertEqual(notedWords("en", "^[%lld files can update](inflect: true)"), ["files", "can"])
        // After a determiner, a noun; after one that is also a pronoun, only behind a preposition.
        XCTAssertEqual(notedWords("en", "^[%lld users liked your post](inflect: true)"), [])
        XCTAssertEqual(notedWords("es", "^[el centro sobre la fuerza](inflect: {number: 'other'})"), [])
        XCTAssertEqual(notedWords("es", "^[la fuerza del centro](inflect: {number: 'other'})"), ["fuerza"])
    }

    func testACountOrAnAdjectiveSettlesNothing() {
        XCTAssertEqual(notedWords("en", "^[%lld can](inflect: true)"), ["can"])
        XCTAssertEqual(notedWords("en", "^[%lld wrong will](inflect: true)"), ["wrong", "will"])
    }
}
