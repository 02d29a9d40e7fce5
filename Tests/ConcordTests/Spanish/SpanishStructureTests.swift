import XCTest
@testable import Concord

/// Words a span opens with before its count, with the shipped lexicon: they are outside the noun phrase the count
/// quantifies and agree with nothing, but for the verb whose subject that noun phrase is (a passive with *se*, a
/// verb whose subject follows it, a copula) and the participle or adjective after it.
final class SpanishStructureTests: XCTestCase {
    let engine = ConcordEngine()

    func render(_ markup: String, count: Double) -> Rendering {
        engine.render(RenderRequest(markup: markup, locale: InflectionLocale("es"), arguments: [.number(NumberValue(count))]))
    }

    /// An argument that may be a noun is the head rather than a written word that is also an adjective (*lista* is
    /// also *listo*'s feminine, *general* a noun too): was *2 listos generales*.
    func testTheArgumentIsTheNounBesideAWrittenAdjective() {
        func text(_ markup: String, _ args: [FormatArgument]) -> String {
            engine.render(RenderRequest(markup: markup, locale: InflectionLocale("es"), arguments: args)).text
        }
        let two = FormatArgument.number(NumberValue(2))
        XCTAssertEqual(text("^[%lld %@ general](inflect: true)", [two, .text("lista")]), "2 listas generales")
        XCTAssertEqual(text("^[%lld %@ %@](inflect: true)", [two, .text("lista"), .text("nuevo")]), "2 listas nuevas")
        XCTAssertEqual(text("^[%lld %@ personal](inflect: true)", [two, .text("nota")]), "2 notas personales")
        // Apple's example still reads the noun among two arguments.
        XCTAssertEqual(text("Tu ^[%2$@ %1$@](inflect: true) está ^[listo](agreeWithArgument: 2).", [.text("pequeño"), .text("ensalada")]),
                       "Tu ensalada pequeña está lista.")
    }

    /// *bien* is an adverb (*bien guardados*) but right after the count the counted noun (*2 bienes*); *no* and
    /// the other adverbs stay adverbs there (*no* never becomes *noes*).
    func testAnAdverbThatIsACountNounIsTheCountedNounAfterTheCount() {
        func r(_ markup: String, _ count: Double) -> String { render(markup, count: count).text }
        XCTAssertEqual(r("^[%lld bien nuevo](inflect: true)", 2), "2 bienes nuevos")
        XCTAssertEqual(r("^[%lld bien de consumo](inflect: true)", 2), "2 bienes de consumo")
        XCTAssertEqual(r("^[%lld bienes nuevos](inflect: true)", 1), "1 bien nuevo")
        XCTAssertEqual(r("^[%lld no leído](inflect: true)", 2), "2 no leídos", "no is no counted noun")
        XCTAssertEqual(r("^[%lld mal nuevo](inflect: true)", 2), "2 males nuevos") // was 2 mal nuevo (malo shortened)
        XCTAssertEqual(r("^[%lld archivo bien guardado](inflect: true)", 2), "2 archivos bien guardados")
        // Right after a determiner too (were *los bien comunes*, *los mal días*: *mal* before a noun is *malo*).
        func plural(_ markup: String) -> String { engine.render(RenderRequest(markup: markup, locale: InflectionLocale("es"))).text }
        XCTAssertEqual(plural("^[el bien común](inflect: {number: 'other'})"), "los bienes comunes")
        XCTAssertEqual(plural("^[el mal día](inflect: {number: 'other'})"), "los malos días")
    }

    /// An argument right after the count is the counted noun though it is also a preposition (*sobre*, *contra*);
    /// a preposition written in the template stays one (*4 sobre 5*). Were *2 sobre seleccionados*, *1 contra
    /// desemparejado*.
    func testAnArgumentThatIsAlsoAPrepositionIsTheCountedNoun() {
        func r(_ markup: String, _ count: Double, _ noun: String) -> String {
            engine.render(RenderRequest(markup: markup, locale: InflectionLocale("es"),
                                        arguments: [.number(NumberValue(count)), .text(noun)])).text
        }
        XCTAssertEqual(r("^[%lld %@](inflect: true) seleccionados", 2, "sobre"), "2 sobres seleccionados")
        XCTAssertEqual(r("^[%lld %@ nuevo](inflect: true)", 2, "sobre"), "2 sobres nuevos")
        XCTAssertEqual(r("^[%lld %@ desemparejado](inflect: true)", 1, "contra"), "1 contra desemparejada")
        XCTAssertEqual(render("^[%lld sobre 5](inflect: true) estrellas", count: 4).text, "4 sobre 5 estrellas")
    }

    /// A count followed by adjectives alone describes what is counted, not the user: the adjectives agree with
    /// the count in number and keep the gender they are written in, whoever the user is (was: left as written,
    /// waiting for the user's term of address).
    func testAdjectivesAfterACountWithoutANounAgreeWithTheCount() {
        func r(_ markup: String, _ count: Double, user: UserTermSetting = .notGiven) -> Rendering {
            engine.render(RenderRequest(markup: markup, locale: InflectionLocale("es"), arguments: [.number(NumberValue(count))],
                                        userTermOfAddress: user))
        }
        XCTAssertEqual(r("^[%lld nuevos](inflect: true)", 1).text, "1 nuevo")
        XCTAssertEqual(r("^[%lld seleccionada](inflect: true)", 2).text, "2 seleccionadas")
        let traced = r("^[%lld seleccionado](inflect: true)", 2, user: .term(.feminine))
        XCTAssertEqual(traced.text, "2 seleccionados")
        XCTAssertEqual(traced.trace.map(\.rule), ["es.adjective.count"])
        // Before the count, the words still address the user.
        XCTAssertEqual(r("^[Has sido invitado a %lld](inflect: true)", 2, user: .term(.feminine)).text, "Has sido invitada a 2")
    }

    /// A preposition right after the count opens a partitive: the noun phrase after it names the whole and keeps its
    /// number, and the verbs agree with the count (were *1 de tu foto*, *1 del archivo está dañado*, *2 de los
    /// archivos está dañados*; a verb after a count with no noun was left singular: *2 está listos*).
    func testAPartitiveKeepsItsNumberAndTheVerbAgreesWithTheCount() {
        func r(_ markup: String, _ count: Double) -> String { render(markup, count: count).text }
        XCTAssertEqual(r("^[%lld de tus fotos](inflect: true)", 1), "1 de tus fotos")
        XCTAssertEqual(r("^[%lld de tus fotos se eliminaron](inflect: true)", 1), "1 de tus fotos se eliminó")
        XCTAssertEqual(r("^[%lld de los archivos está dañado](inflect: true)", 1), "1 de los archivos está dañado")
        XCTAssertEqual(r("^[%lld de los archivos está dañado](inflect: true)", 2), "2 de los archivos están dañados")
        XCTAssertEqual(r("^[%lld está listo](inflect: true)", 2), "2 están listos")
        // A preposition after the verb opens a complement, which keeps its form (was *en líneas*).
        XCTAssertEqual(r("^[%lld de tus contactos está en línea](inflect: true)", 2), "2 de tus contactos están en línea")
        XCTAssertEqual(r("^[%lld está en línea](inflect: true)", 2), "2 están en línea")
        // A complement after the noun is no partitive.
        XCTAssertEqual(r("^[%lld archivo de texto](inflect: true)", 2), "2 archivos de texto")
        // A whole counted by a number is written out too; an argument there is still read as the counted noun.
        func withArguments(_ markup: String, _ args: [FormatArgument]) -> String {
            engine.render(RenderRequest(markup: markup, locale: InflectionLocale("es"), arguments: args)).text
        }
        XCTAssertEqual(withArguments("^[%lld de %lld archivos](inflect: true) subidos", [esCount(1), esCount(5)]), "1 de 5 archivos subidos")
        XCTAssertEqual(withArguments("^[%1$lld de los %2$@ está dañado](inflect: true)", [esCount(2), .text("foto")]),
                       "2 de las fotos están dañadas")
    }

    func testAVerbWhoseSubjectIsTheCountedNounAgreesWithIt() {
        func r(_ markup: String, _ count: Double) -> String { render(markup, count: count).text }
        XCTAssertEqual(r("^[Quedan %lld días](inflect: true)", 1), "Queda 1 día")
        XCTAssertEqual(r("^[Queda %lld día](inflect: true)", 3), "Quedan 3 días")
        XCTAssertEqual(r("Te ^[quedan %lld intentos](inflect: true)", 1), "Te queda 1 intento")
        XCTAssertEqual(r("^[Faltan %lld pasos](inflect: true)", 1), "Falta 1 paso")
        XCTAssertEqual(r("^[Se eliminaron %lld archivos](inflect: true)", 1), "Se eliminó 1 archivo")
        XCTAssertEqual(r("^[Se han encontrado %lld resultados en el directorio](inflect: true)", 1),
                       "Se ha encontrado 1 resultado en el directorio")
        XCTAssertEqual(r("^[Se ha encontrado %lld resultado en el directorio](inflect: true)", 2),
                       "Se han encontrado 2 resultados en el directorio")
        XCTAssertEqual(r("^[Se pueden descargar %lld archivos](inflect: true)", 1), "Se puede descargar 1 archivo")
        XCTAssertEqual(r("^[Se pueden descargar %lld archivos](inflect: true)", 2), "Se pueden descargar 2 archivos")
    }

    func testACopulaAndItsParticipleBeforeTheCountAgree() {
        func r(_ markup: String, _ count: Double) -> String { render(markup, count: count).text }
        XCTAssertEqual(r("^[Fueron eliminados %lld archivos](inflect: true)", 1), "Fue eliminado 1 archivo")
        XCTAssertEqual(r("^[Fue eliminada %lld foto](inflect: true)", 2), "Fueron eliminadas 2 fotos")
        XCTAssertEqual(r("^[Están disponibles %lld actualizaciones](inflect: true)", 1), "Está disponible 1 actualización")
        XCTAssertEqual(r("^[Quedan pendientes %lld tareas](inflect: true)", 1), "Queda pendiente 1 tarea")
    }

    /// Another verb's subject is someone else (*Tienes 2 mensajes*): it keeps its form, and is not taken for an
    /// adjective (*Tien*, *Encontramo*).
    func testOtherWordsBeforeTheCountAgreeWithNothing() {
        func r(_ markup: String, _ count: Double) -> String { render(markup, count: count).text }
        XCTAssertEqual(r("^[Tienes %lld mensajes](inflect: true)", 1), "Tienes 1 mensaje")
        XCTAssertEqual(r("^[Tienen %lld mensajes nuevos](inflect: true)", 1), "Tienen 1 mensaje nuevo")
        XCTAssertEqual(r("^[Encontramos %lld resultados](inflect: true)", 1), "Encontramos 1 resultado")
        XCTAssertEqual(r("^[Hay %lld archivos](inflect: true)", 1), "Hay 1 archivo")
        XCTAssertEqual(r("^[Más de %lld archivos](inflect: true)", 1), "Más de 1 archivo")
        XCTAssertEqual(r("^[los %lld archivos](inflect: true)", 1), "el 1 archivo")
    }

    func testTheTraceNamesTheVerbRule() {
        let r = render("^[Quedan %lld días](inflect: true)", count: 1)
        XCTAssertTrue(r.trace.contains { $0.rule == "es.verb.number" && $0.input == "Quedan" && $0.output == "Queda" },
                      "\(r.trace.map(\.rule))")
    }

    /// An article or *del* / *al* written before an argument in a complement takes the gender and number of the noun
    /// the argument is (were *el nombre del carpeta*, *2 elementos del carpeta*, *a la archivo*); before a feminine
    /// noun with stressed a- it is *el*; a word the lexicon does not know (a name) leaves the article as written.
    func testAnArticleBeforeAnArgumentInAComplementAgreesWithIt() {
        func text(_ markup: String, _ args: [FormatArgument]) -> String {
            engine.render(RenderRequest(markup: markup, locale: InflectionLocale("es"), arguments: args)).text
        }
        let two = FormatArgument.number(NumberValue(2))
        XCTAssertEqual(text("^[El %@ del %@](inflect: true)", [.text("nombre"), .text("carpeta")]), "El nombre de la carpeta")
        XCTAssertEqual(text("^[%lld elementos del %@](inflect: true)", [two, .text("carpeta")]), "2 elementos de la carpeta")
        XCTAssertEqual(text("^[Mover %lld elementos a la %@](inflect: true)", [two, .text("archivo")]), "Mover 2 elementos al archivo")
        XCTAssertEqual(text("^[%lld fotos de los %@](inflect: true)", [two, .text("carpetas")]), "2 fotos de las carpetas")
        XCTAssertEqual(text("^[%lld fotos de la %@](inflect: true)", [two, .text("agua")]), "2 fotos del agua")
        XCTAssertEqual(text("^[%lld fotos en la %@](inflect: true)", [two, .text("Dropbox")]), "2 fotos en la Dropbox")
    }

    /// A complement the argument brings (*rama de desarrollo*) ends with it: the template's words after it agree
    /// with the argument's first noun (were *Tu rama de desarrollo favorito*, *5 solicitudes de cambios pendiente*).
    func testAComplementInsideTheArgumentEndsWithIt() {
        assertES(renderES("^[Tu %@ favorito](inflect: true)", [.text("rama de desarrollo")]), "Tu rama de desarrollo favorita")
        assertES(renderES("^[%lld %@ pendiente](inflect: true) de revisión", [esCount(5), .text("solicitud de cambios")]),
                 "5 solicitudes de cambios pendientes de revisión")
        // A complement the template writes still ends nothing (*de %@*): the words after it are left as they are.
        assertES(renderES("^[%lld fotos de %@ nuevo](inflect: true)", [esCount(2), .text("casa")]), "2 fotos de casa nuevo")
    }

    /// An argument the lexicon lists in both genders takes the one its ending -a or -o marks, not the gender of the
    /// determiner written for another noun (were *Ningún reserva encontrado*, *El reserva está lista*); a literal
    /// noun keeps its determiner's (*el reserva*, the player), and an ending that marks no gender leaves the
    /// determiner's (*la app*).
    func testAnArgumentInBothGendersTakesTheGenderItsEndingMarks() {
        func r(_ markup: String, _ noun: String) -> String {
            engine.render(RenderRequest(markup: markup, locale: InflectionLocale("es"), arguments: [.text(noun)])).text
        }
        XCTAssertEqual(r("^[Ningún %@ encontrado](inflect: true)", "reserva"), "Ninguna reserva encontrada")
        XCTAssertEqual(r("^[El %@](inflect: true) está lista", "reserva"), "La reserva está lista")
        XCTAssertEqual(r("^[La %@](inflect: true)", "app"), "La app")
        XCTAssertEqual(engine.render(RenderRequest(markup: "^[el reserva](inflect: {number: 'other'})",
                                                   locale: InflectionLocale("es"))).text, "los reservas")
    }
}
