import XCTest
@testable import Concord

/// Gerunds never agree (``Gerunds``): they were bent like adjectives (*están escribiendas*, *estão digitandas*,
/// *sendos enviados*, *stanno scrivende*). A word the lexicon also lists as a noun or an adjective with a gerund's
/// ending is not one (*comandos*, *fundos*).
final class GerundTests: XCTestCase {
    private func render(_ locale: String, _ markup: String, _ count: Double) -> String {
        ConcordEngine().render(RenderRequest(markup: markup, locale: InflectionLocale(locale),
                                             arguments: [.number(NumberValue(count))])).text
    }

    func testGerundsDoNotAgree() {
        XCTAssertEqual(render("es", "^[%lld persona está escribiendo](inflect: true)", 3), "3 personas están escribiendo")
        XCTAssertEqual(render("es", "^[%lld archivo subiendo](inflect: true)", 2), "2 archivos subiendo")
        XCTAssertEqual(render("es", "^[%lld usuario leyendo](inflect: true)", 2), "2 usuarios leyendo")
        XCTAssertEqual(render("pt-BR", "^[%lld pessoa está digitando](inflect: true)", 3), "3 pessoas estão digitando")
        XCTAssertEqual(render("pt-BR", "^[%lld arquivo sendo enviado](inflect: true)", 2), "2 arquivos sendo enviados")
        XCTAssertEqual(render("it", "^[%lld persona sta scrivendo](inflect: true)", 3), "3 persone stanno scrivendo")
        // *guardare* is not in the Italian lexicon: an unknown lower-case word with the ending is taken for a gerund.
        XCTAssertEqual(render("it", "^[%lld utente sta guardando](inflect: true)", 3), "3 utenti stanno guardando")
        XCTAssertEqual(render("it", "^[%lld persone stanno scrivendo](inflect: true)", 1), "1 persona sta scrivendo")
    }

    func testNounsAndAdjectivesWithTheEndingStillAgree() {
        XCTAssertEqual(render("es", "^[%lld comando nuevo](inflect: true)", 2), "2 comandos nuevos")
        XCTAssertEqual(render("pt-BR", "^[%lld fundo novo](inflect: true)", 2), "2 fundos novos")
        XCTAssertEqual(render("it", "^[%lld comando nuovo](inflect: true)", 2), "2 comandi nuovi")
        XCTAssertEqual(render("it", "^[%lld dividendo](inflect: true)", 2), "2 dividendi")
    }

    func testTheTestNeedsTheVerb() {
        let es = LexiconStore.shared.lexicon(for: "es")
        XCTAssertTrue(Gerunds.isGerund("escribiendo", readings: es.readings(of: "escribiendo"), language: "es", lexicon: es))
        XCTAssertFalse(Gerunds.isGerund("qwzando", readings: [], language: "es", lexicon: es))   // no verb *qwzar*
        XCTAssertFalse(Gerunds.isGerund("comando", readings: es.readings(of: "comando"), language: "es", lexicon: es))
        XCTAssertFalse(Gerunds.hasGerundEnding("bando", language: "it"))   // stem too short
        XCTAssertTrue(Gerunds.hasGerundEnding("guardando", language: "it"))
    }
}
