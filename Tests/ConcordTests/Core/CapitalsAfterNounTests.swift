import XCTest
@testable import Concord

/// A phrase written all in capitals: a word in capitals after a noun in capitals is an adjective or participle
/// written loudly when it is longer than an acronym's few letters, even one the lexicon does not list; a short one
/// stays a name (*PDF*). In German, where a capital marks a noun, a word in capitals after a noun in capitals may
/// be its verb.
final class CapitalsAfterNounTests: XCTestCase {
    let engine = ConcordEngine()

    func render(_ markup: String, _ locale: String, _ count: Double) -> String {
        engine.render(RenderRequest(markup: markup, locale: InflectionLocale(locale), arguments: [.number(NumberValue(count))])).text
    }

    func testALongWordInCapitalsAgrees() {
        XCTAssertEqual(render("^[%lld DOCUMENTO MANCANTE](inflect: true)", "it", 2), "2 DOCUMENTI MANCANTI")
        XCTAssertEqual(render("^[%lld CAMICIA RESTITUITA](inflect: true)", "it", 2), "2 CAMICIE RESTITUITE")
        XCTAssertEqual(render("^[%lld CONSUMO ANÓMALO](inflect: true)", "pt-PT", 2), "2 CONSUMOS ANÓMALOS")
    }

    func testAGermanVerbInCapitalsAgreesWithTheCount() {
        XCTAssertEqual(render("^[%lld DOKUMENT FEHLT](inflect: true) NOCH", "de", 2), "2 DOKUMENTE FEHLEN NOCH")
        XCTAssertEqual(render("^[%lld ZUG IST](inflect: true) VERSPÄTET", "de", 2), "2 ZÜGE SIND VERSPÄTET")
        XCTAssertEqual(render("^[%lld AUFTRAG WARTET](inflect: true)", "de", 3), "3 AUFTRÄGE WARTEN")
        // After a noun written as nouns are, a capitalized word is another noun, as before.
        XCTAssertEqual(render("^[%lld Dokument Fehlt](inflect: true)", "de", 2), "2 Dokumente Fehlt")
    }

    func testAnAcronymStaysAsWritten() {
        XCTAssertEqual(render("^[%lld ARCHIVO PDF](inflect: true)", "es", 2), "2 ARCHIVOS PDF")
        // After a noun in lower case, a word in capitals is a name however long (*2 archivos JAVA*).
        XCTAssertEqual(render("^[%lld archivo JAVASCRIPT](inflect: true)", "es", 2), "2 archivos JAVASCRIPT")
    }
}
