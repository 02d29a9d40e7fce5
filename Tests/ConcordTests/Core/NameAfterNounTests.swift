import XCTest
@testable import Concord

/// A word written with a capital after the noun is a name (a language, a product, an acronym), not an adjective
/// to agree — in every Romance language, by the same rule (``Phrase/isNameAfterNoun(at:head:lexicon:)``).
final class NameAfterNounTests: XCTestCase {
    private func render(_ markup: String, _ locale: String, _ args: [FormatArgument]) -> Rendering {
        ConcordEngine().render(RenderRequest(markup: markup, locale: InflectionLocale(locale), arguments: args))
    }

    func testACapitalizedWordAfterALowerCaseNounIsLeftAsWritten() {
        let two = FormatArgument.number(NumberValue(2))
        let cases: [(String, String, String)] = [
            ("es", "^[%lld proyecto Java](inflect: true)", "2 proyectos Java"),      // was Javos (the lexicon's *javo*)
            ("es", "^[%lld proyecto Kotlin](inflect: true)", "2 proyectos Kotlin"),  // was Kótlines
            ("es", "^[%lld foto Live](inflect: true)", "2 fotos Live"),             // was Lives
            ("it", "^[%lld file Java selezionato](inflect: true)", "2 file Java selezionati"), // was Javi
            ("pt-BR", "^[%lld arquivo PDF](inflect: true)", "2 arquivos PDF"),       // was PDFS
            ("pt-BR", "^[%lld arquivo Java](inflect: true)", "2 arquivos Java"),     // was Javos
            ("fr", "^[%lld projet Kotlin](inflect: true)", "2 projets Kotlin"),      // was Kotlins
        ]
        for (locale, markup, expected) in cases {
            let r = render(markup, locale, [two])
            XCTAssertEqual(r.text, expected, "\(locale) \(markup)")
        }
        let traced = render("^[%lld proyecto Kotlin](inflect: true)", "es", [two])
        XCTAssertEqual(traced.trace.last?.rule, "es.unchanged.name")
        XCTAssertEqual(traced.trace.last?.note, "‘Kotlin’ is written with a capital after the noun: a name, not an adjective; it is left as written")
    }

    /// In a title written with capitals, a known word is still a name when it cannot be an adjective of that noun:
    /// the lexicon knows it only as a noun, or only in the other gender than the noun the author wrote.
    func testACapitalizedWordInATitleIsANameWhenItCannotBeTheNounsAdjective() {
        let two = FormatArgument.number(NumberValue(2))
        let cases: [(String, String, String)] = [
            ("es", "^[%lld Archivo Java](inflect: true)", "2 Archivos Java"),    // was Javos: *java* only as feminine of *javo*
            ("pt-BR", "^[%lld Arquivo Java](inflect: true)", "2 Arquivos Java"), // was Javos: *java* only a noun (coffee)
            ("pt-BR", "^[%lld Homem Aranha](inflect: true)", "2 Homens Aranha"), // was Aranhos: a second noun keeps its form
            ("it", "^[%lld Libro Nuova](inflect: true)", "2 Libri Nuova"),       // was Nuovi: the author's word is left
        ]
        for (locale, markup, expected) in cases {
            XCTAssertEqual(render(markup, locale, [two]).text, expected, "\(locale) \(markup)")
        }
        // The noun's gender comes from an argument: the adjective agrees with it, whatever gender it is written in.
        XCTAssertEqual(render("^[%lld %@ Nuevo](inflect: true)", "es", [two, .text("Casa")]).text, "2 Casas Nuevas")
    }

    func testAdjectivesTheLexiconKnowsStillAgreeInTitlesAndInCapitals() {
        let two = FormatArgument.number(NumberValue(2))
        XCTAssertEqual(render("^[%lld Archivo Nuevo](inflect: true)", "es", [two]).text, "2 Archivos Nuevos")
        XCTAssertEqual(render("^[%lld archivo blorf](inflect: true)", "es", [two]).text, "2 archivos blorfs") // lower case: a new adjective
        XCTAssertEqual(render("^[%lld Archivo Kotlin](inflect: true)", "es", [two]).text, "2 Archivos Kotlin") // unknown: a name
        XCTAssertEqual(render("^[%lld %@ %@](inflect: true)", "fr", [two, .text("fenêtre"), .text("FAUX")]).text, "2 fenêtres FAUSSES")
        XCTAssertEqual(render("^[%lld %@ %@](inflect: true)", "es", [two, .text("casa"), .text("NUEVO")]).text, "2 casas NUEVAS")
        XCTAssertEqual(render("^[%lld Archivo Rojo](inflect: true)", "es", [two]).text, "2 Archivos Rojos")
        XCTAssertEqual(render("^[%lld Archivo Verde](inflect: true)", "es", [two]).text, "2 Archivos Verdes")
        // Given a morphology, the word agrees whatever its case.
        XCTAssertEqual(render("^[%lld proyecto ^[Rojo](morphology: {partOfSpeech: 'adjective'})](inflect: true)", "es", [two]).text,
                       "2 proyectos Rojos")
    }
    /// A number after the noun that ends the span names it (a platform, a page) and counts nothing, in Spanish,
    /// French and Portuguese as in German; a number before the noun it counts, or after a verb, still counts.
    func testANumberEndingTheSpanAfterANounNamesIt() {
        let cases: [(String, String, [FormatArgument], String)] = [
            ("es", "Salida desde ^[el %@](inflect: true)", [.text("andén 3")], "Salida desde el andén 3"), // was los andenes 3
            ("es", "^[El %@](inflect: true) está listo", [.text("capítulo 2")], "El capítulo 2 está listo"), // was Los capítulos 2
            ("es", "^[la página 2](inflect: true)", [], "la página 2"),                         // was las páginas 2
            ("fr", "Départ ^[du %@](inflect: true)", [.text("quai 3")], "Départ du quai 3"),         // was des quais 3
            ("pt-BR", "Saída ^[da %@](inflect: true)", [.text("plataforma 3")], "Saída da plataforma 3"), // was das plataformas 3
            ("es", "^[o %lld jefe](inflect: true)", [.number(NumberValue(2))], "o 2 jefes"),
            ("es", "^[Quedan %lld](inflect: true)", [.number(NumberValue(1))], "Queda 1"),
        ]
        for (locale, markup, args, expected) in cases {
            XCTAssertEqual(render(markup, locale, args).text, expected, "\(locale) \(markup)")
        }
    }
    /// A count of a percent or currency sign counts the sign, not the noun after it, in every language.
    func testACountOfASymbolDoesNotCountTheNounAfterIt() {
        let twenty = [FormatArgument.number(NumberValue(20))]
        let cases: [(String, String, String)] = [
            ("es", "^[%lld %% de descuento](inflect: true)", "20 % de descuento"), // was descuentos
            ("es", "^[%lld € de descuento](inflect: true)", "20 € de descuento"),  // was descuentos
            ("it", "^[%lld%% di sconto](inflect: true)", "20% di sconto"),         // was sconti
            ("de", "^[%lld %% Rabatt](inflect: true)", "20 % Rabatt"),            // was Rabatte
            ("fr", "^[%lld %% de réduction](inflect: true)", "20 % de réduction"),
            ("es", "^[%lld archivo](inflect: true)", "20 archivos"),
        ]
        for (locale, markup, expected) in cases {
            XCTAssertEqual(render(markup, locale, twenty).text, expected, "\(locale) \(markup)")
        }
    }
}
