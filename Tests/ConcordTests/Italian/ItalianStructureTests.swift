import XCTest
@testable import Concord

/// Structure with the shipped lexicon: adverbs and *non* do not agree, copula + participle pairs follow the
/// gender, prenominal adjectives are not the head, person nouns derive their other gender, unknown words
/// take the regular plural.
final class ItalianStructureTests: XCTestCase {
    let engine = ConcordEngine()

    func render(_ markup: String) -> Rendering {
        engine.render(RenderRequest(markup: markup, locale: InflectionLocale("it")))
    }

    func testAdverbsDoNotAgree() {
        XCTAssertEqual(render("^[casa molto bella](inflect: {number: 'other'})").text, "case molto belle")
        XCTAssertEqual(render("^[molto stanco](inflect: {grammaticalGender: 'feminine'})").text, "molto stanca")
        let r = render("^[messaggio non letto](inflect: {number: 'other'})")
        XCTAssertEqual(r.text, "messaggi non letti")
        XCTAssertTrue(r.trace.contains { $0.rule == "it.adjective.agreement" && $0.output == "letti" })
        // Before a noun, molto is a quantifier and agrees.
        XCTAssertEqual(render("^[molte case](inflect: {number: 'one'})").text, "molta casa")
    }

    func testCopulaAndParticipleFollowTheGender() {
        XCTAssertEqual(render("^[essere pronto](inflect: {grammaticalGender: 'feminine'})").text, "essere pronta")
        let r = render("^[sei stato invitato](inflect: {grammaticalGender: 'feminine'})")
        XCTAssertEqual(r.text, "sei stata invitata")
        XCTAssertEqual(r.trace.filter { $0.rule == "it.adjective.agreement" }.map(\.output), ["invitata", "stata"])
        XCTAssertEqual(render("^[è stato accolto](inflect: {grammaticalGender: 'feminine', number: 'other'})").text, "sono state accolte")
    }

    func testPersonNounsAndPrenominalAdjectives() {
        let r = render("^[infermiere](inflect: {grammaticalGender: 'feminine'})")
        XCTAssertEqual(r.text, "infermiera")
        XCTAssertEqual(r.trace.first?.rule, "it.noun.gender.lexicon")
        XCTAssertEqual(render("^[ragazza](inflect: {grammaticalGender: 'masculine'})").text, "ragazzo")
        XCTAssertEqual(render("^[il nuovo direttore](inflect: {grammaticalGender: 'feminine'})").text, "la nuova direttrice")
    }

    func testUnknownWordsTakeTheRegularPlural() {
        let r = render("^[qwyxo](inflect: {number: 'other'})")
        XCTAssertEqual(r.text, "qwyxi")
        XCTAssertEqual(r.trace.first?.rule, "it.noun.plural.o-i")
    }

    /// The words before the count that are no determiner (*fino a*, *solo*, *più di*, *e*) agree with nothing,
    /// and the noun phrase after the count agrees with it.
    func testWordsBeforeTheCountAgreeWithNothing() {
        func r(_ markup: String, _ noun: String) -> String {
            ItalianTest.render(markup, [.number(NumberValue(2)), .text(noun)], engine: ConcordEngine()).text
        }
        XCTAssertEqual(r("^[fino a %lld %@](inflect: true)", "forza"), "fino a 2 forze")
        XCTAssertEqual(r("^[solo %lld %@](inflect: true)", "sinistra"), "solo 2 sinistre")
        XCTAssertEqual(r("^[più di %lld %@](inflect: true)", "paese"), "più di 2 paesi")
        XCTAssertEqual(r("^[e %lld altro %@](inflect: true)", "paese"), "e 2 altri paesi")
        XCTAssertEqual(r("^[i %lld %@](inflect: true)", "paese"), "i 2 paesi")
    }

    /// After *avere* the participle agrees with no subject; after *essere* it does. An adverb in *-mente* the
    /// lexicon does not list never agrees; nor does a word it does not know before a noun (maybe a verb).
    func testParticiplesAfterAvereAdverbsAndUnknownVerbs() {
        func r(_ markup: String, _ count: Double) -> String {
            ItalianTest.render(markup, [.number(NumberValue(count))], engine: ConcordEngine()).text
        }
        XCTAssertEqual(r("^[%lld persone hanno commentato](inflect: true)", 1), "1 persona ha commentato")
        XCTAssertEqual(r("^[%lld foto è stata eliminata](inflect: true)", 2), "2 foto sono state eliminate")
        XCTAssertEqual(r("^[%lld file modificato recentemente](inflect: true)", 2), "2 file modificati recentemente")
        XCTAssertEqual(r("^[%lld file richiede attenzione](inflect: true)", 2), "2 file richiede attenzione")
    }
}
