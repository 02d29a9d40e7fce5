import XCTest
@testable import Concord

/// Apple's published Spanish examples (spec §8) and the analysis of phrases.
final class SpanishAppleExamplesTests: XCTestCase {
    func testPublishedExamples() {
        assertES(renderES("Tu ^[%2$@ %1$@](inflect: true) está ^[listo](agreeWithArgument: 2).", [.text("pequeño"), .text("ensalada")]),
                 "Tu ensalada pequeña está lista.")
        assertES(renderES("Añadir ^[%1$lld %3$@ %2$@](inflect: true) a tu pedido", [esCount(1), .text("pequeño"), .text("ensalada")]),
                 "Añadir 1 ensalada pequeña a tu pedido")
        assertES(renderES("Añadir ^[%1$lld %3$@ %2$@](inflect: true) a tu pedido", [esCount(2), .text("pequeño"), .text("ensalada")]),
                 "Añadir 2 ensaladas pequeñas a tu pedido")
        assertES(renderES("Añadir ^[%1$lld %3$@ %2$@](inflect: true) a tu pedido.", [esCount(2), .text("grande"), .text("ensalada")]),
                 "Añadir 2 ensaladas grandes a tu pedido.")
        assertES(renderES("La última vez ordenaste ^[el %@](agreeWithConcept:1).", [.text("pequeño")],
                          concepts: [.localizedPhrase("ensalada")]), "La última vez ordenaste la pequeña.")
        assertES(renderES("^[Nuestro %@](inflect: true) está ^[hecho](agreeWithArgument: 1) con %@.",
                          [.text("limonada"), .text("limón fresco")]), "Nuestra limonada está hecha con limón fresco.")
        let malteada = FormatArgument.phrase("malteada", InflectionMorphology(grammaticalGender: .feminine, partOfSpeech: .noun))
        assertES(renderES("^[Nuestro](agreeWithArgument: 1) %@ está ^[hecho](agreeWithArgument: 1) con %@.",
                          [malteada, .text("malta auténtica")]), "Nuestra malteada está hecha con malta auténtica.")
        assertES(renderES("^[chico](agreeWithConcept: 1)", concepts: [.localizedPhrase("horchata")]), "chica")
        assertES(renderES("^[chico](inflect: {partOfSpeech: 'noun', grammaticalGender: 'feminine'})"), "chica")
    }

    func testAnalysis() {
        let engine = ConcordEngine(lexicons: LexiconStore(directory: "/nonexistent-concord-lexicons"))
        let es = InflectionLocale("es")
        XCTAssertEqual(engine.analyze("el gato", locale: es)?.features.definiteness, .definite)
        XCTAssertEqual(engine.analyze("unas casas", locale: es)?.features.definiteness, .indefinite)
        XCTAssertNil(engine.analyze("uno gato", locale: es)?.features.definiteness)
        XCTAssertEqual(engine.analyze("déficits", locale: es)?.features.number, .plural)
        XCTAssertEqual(engine.analyze("anís", locale: es)?.features.number, .singular)
        XCTAssertEqual(engine.analyze("televisión", locale: es)?.features.grammaticalGender, .feminine)
        XCTAssertEqual(engine.analyze("crisis", locale: es)?.features.grammaticalGender, .feminine)
        XCTAssertEqual(engine.analyze("pan", locale: es)?.features.grammaticalGender, .masculine)
        let a = engine.analyze("los gatos", locale: es)
        XCTAssertEqual(a?.features.partOfSpeech, .noun)
        XCTAssertEqual(a?.features.number, .plural)
        XCTAssertEqual(a?.features.grammaticalGender, .masculine)
    }
}
