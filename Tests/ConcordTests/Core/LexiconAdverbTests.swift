import XCTest
@testable import Concord

/// A word the shipped lexicon knows only as an adverb never agrees: after a participle at the end of a span it was
/// read as an unknown adjective or noun (es *ahores*, *aquíes*; fr *maintenants*, *hiers*), and in Spanish an
/// unknown word ending in -a even became the head (*2 usuarias conectadas ahoras*).
final class LexiconAdverbTests: XCTestCase {
    let engine = ConcordEngine()

    private func render(_ markup: String, _ locale: String, count: Double = 2) -> String {
        engine.render(RenderRequest(markup: markup, locale: InflectionLocale(locale),
                                    arguments: [.number(NumberValue(count))])).text
    }

    func testSpanishAdverbsDoNotAgree() {
        XCTAssertEqual(render("^[%lld usuario conectado ahora](inflect: true)", "es"), "2 usuarios conectados ahora")
        XCTAssertEqual(render("^[%lld archivo guardado aquí](inflect: true)", "es"), "2 archivos guardados aquí")
        XCTAssertEqual(render("^[%lld foto subida después](inflect: true)", "es"), "2 fotos subidas después")
        XCTAssertEqual(render("^[%lld fotos subidas después](inflect: true)", "es", count: 1), "1 foto subida después")
        XCTAssertTrue(engine.lexicons.lexicon(for: "es").readings(of: "ahora").allSatisfy { $0.entry.isAdverb })
    }

    func testFrenchAdverbsDoNotAgree() {
        XCTAssertEqual(render("^[%lld utilisateur connecté maintenant](inflect: true)", "fr"), "2 utilisateurs connectés maintenant")
        XCTAssertEqual(render("^[%lld fichier téléchargé hier](inflect: true)", "fr"), "2 fichiers téléchargés hier")
        XCTAssertTrue(engine.lexicons.lexicon(for: "fr").readings(of: "hier").allSatisfy { $0.entry.isAdverb })
    }

    /// A word that is an adverb and something else keeps its other readings: *bien* is still the counted noun.
    func testAWordWithAnotherReadingIsNotOnlyAnAdverb() {
        XCTAssertEqual(render("^[%lld bien nuevo](inflect: true)", "es"), "2 bienes nuevos")
        XCTAssertEqual(render("^[%lld fichier fort](inflect: true)", "fr"), "2 fichiers forts")
    }
}
