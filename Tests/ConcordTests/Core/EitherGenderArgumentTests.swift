import XCTest
@testable import Concord

/// A noun of either gender (*estudiante*, *cantante*) given as an argument is what the word written before it in its
/// span says once that span is rendered: a span that agrees with the argument follows it.
final class EitherGenderArgumentTests: XCTestCase {
    let engine = ConcordEngine()

    func render(_ markup: String, _ locale: String, _ args: [FormatArgument]) -> String {
        engine.render(RenderRequest(markup: markup, locale: InflectionLocale(locale), arguments: args)).text
    }

    func testAnAgreeingSpanTakesTheGenderTheArticleGaveTheArgument() {
        XCTAssertEqual(render("^[La %@](inflect: true) está ^[listo](agreeWithArgument: 1)", "es", [.text("estudiante")]),
                       "La estudiante está lista")
        XCTAssertEqual(render("^[El %@](inflect: true) está ^[listo](agreeWithArgument: 1)", "es", [.text("estudiante")]),
                       "El estudiante está listo")
        XCTAssertEqual(render("^[La %@](inflect: true) è ^[pronto](agreeWithArgument: 1)", "it", [.text("cantante")]),
                       "La cantante è pronta")
        XCTAssertEqual(render("^[A %@](inflect: true) está ^[pronto](agreeWithArgument: 1)", "pt-BR", [.text("estudante")]),
                       "A estudante está pronta")
        XCTAssertEqual(render("^[O %@](inflect: true) está ^[pronto](agreeWithArgument: 1)", "pt-PT", [.text("estudante")]),
                       "O estudante está pronto")
        // French gives such a noun's article the masculine (a held-out set weighed *La cartouche* against *Le
        // pilote*: the article of a template is written for its usual argument); the predicate follows what it wrote.
        XCTAssertEqual(render("^[La %@](inflect: true) est ^[prêt](agreeWithArgument: 1)", "fr", [.text("journaliste")]),
                       "Le journaliste est prêt")
        // Only the word right before the argument is read: *precio* in `El precio de la %@` is another noun.
        XCTAssertEqual(render("^[El precio de la %@](inflect: true) está ^[listo](agreeWithArgument: 1)", "es",
                              [.text("estudiante")]), "El precio de la estudiante está lista")
    }

    func testANounOfOneGenderKeepsIt() {
        // *ensalada* is feminine whatever is written before it; *pedido* masculine.
        XCTAssertEqual(render("^[El %@](inflect: true) está ^[listo](agreeWithArgument: 1)", "es", [.text("ensalada")]),
                       "La ensalada está lista")
        XCTAssertEqual(render("^[La %@](inflect: true) está ^[listo](agreeWithArgument: 1)", "es", [.text("pedido")]),
                       "El pedido está listo")
    }

    func testWithoutAWordBeforeItTheArgumentHasNoGender() {
        // Nothing before the argument in its span: the default (masculine) as before.
        XCTAssertEqual(render("Hola, ^[%@](inflect: true). ^[Listo](agreeWithArgument: 1)", "es", [.text("estudiante")]),
                       "Hola, estudiante. Listo")
        // English nouns have no gender: *his* says nothing of the friend.
        XCTAssertEqual(render("^[his %@](inflect: true) said ^[they](agreeWithArgument: 1) would come", "en", [.text("friend")]),
                       "his friend said they would come")
    }
}
