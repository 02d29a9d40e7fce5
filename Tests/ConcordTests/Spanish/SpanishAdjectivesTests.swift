import XCTest
@testable import Concord

/// Adjectives and participles before or after the noun, their suffix classes, casing, inner agreed spans,
/// and verbs agreeing in number.
final class SpanishAdjectivesTests: XCTestCase {
    func pair(_ noun: String, _ adj: String, _ count: Double = 2) -> String {
        renderES("^[%lld %@ %@](inflect: true)", [esCount(count), .text(noun), .text(adj)]).text
    }

    func testSuffixClasses() {
        XCTAssertEqual(pair("ensalada", "pequeño"), "2 ensaladas pequeñas")
        XCTAssertEqual(pair("ensalada", "grande"), "2 ensaladas grandes")
        XCTAssertEqual(pair("casa", "azul"), "2 casas azules")
        XCTAssertEqual(pair("casa", "feliz"), "2 casas felices")
        XCTAssertEqual(pair("qwzqwza", "trabajador"), "2 qwzqwzas trabajadoras")
        XCTAssertEqual(pair("casa", "mejor"), "2 casas mejores")
        XCTAssertEqual(pair("chica", "alemán"), "2 chicas alemanas")
        XCTAssertEqual(pair("niña", "mandón"), "2 niñas mandonas")
        XCTAssertEqual(pair("niña", "inglés"), "2 niñas inglesas")
        XCTAssertEqual(pair("ciudad", "español"), "2 ciudades españolas")
        XCTAssertEqual(pair("ciudad", "español", 1), "1 ciudad española")
        XCTAssertEqual(pair("qwzqwzo", "pequeño", 1), "1 qwzqwzo pequeño")
    }

    func testRuleIds() {
        assertES(renderES("^[%lld %@ %@](inflect: true)", [esCount(2), .text("ensalada"), .text("pequeño")]),
                 "2 ensaladas pequeñas", rules: ["es.noun.plural.vowel", "es.adjective.o-a"])
        assertES(renderES("^[%lld %@ %@](inflect: true)", [esCount(2), .text("casa"), .text("grande")]),
                 "2 casas grandes", rules: ["es.adjective.invariable-gender"])
        assertES(renderES("^[%lld %@ %@](inflect: true)", [esCount(1), .text("casa"), .text("trabajador")]),
                 "1 casa trabajadora", rules: ["es.adjective.or-ora"])
    }

    func testAdjectiveBeforeTheNoun() {
        assertES(renderES("^[el %@ %@](inflect: true)", [.text("pequeño"), .text("casa")],
                          entries: [LexicalEntry(lemma: "pequeño", pos: "adjective")]), "la pequeña casa")
    }

    func testApocopatedAdjectives() {
        assertES(renderES("^[la gran ciudad](inflect: {number: 'other'})"), "las grandes ciudades")
        assertES(renderES("^[el buen amigo](inflect: {grammaticalGender: 'feminine'})"), "la buena amiga")
        assertES(renderES("^[los buenos amigos](inflect: {number: 'one'})"), "el buen amigo", rules: ["es.adjective.apocope"])
    }

    func testExplicitGenderAndCasing() {
        assertES(renderES("^[bienvenido](inflect: {grammaticalGender: 'feminine'})"), "bienvenida")
        assertES(renderES("^[BIENVENIDO](inflect: {grammaticalGender: 'masculine'})"), "BIENVENIDO")
        assertES(renderES("^[BIENVENIDA](agreeWithConcept: 1)", concepts: [.termsOfAddress([.masculine])]), "BIENVENIDO")
        assertES(renderES("^[Bienvenido](inflect: {grammaticalGender: 'feminine'})"), "Bienvenida")
        assertES(renderES("^[registrada](inflect: {grammaticalGender: 'masculine'})"), "registrado")
        assertES(renderES("^[encendido](inflect: {number: 'other'})"), "encendidos")
    }

    func testParticiplesAgreeWithArgumentsAndConcepts() {
        assertES(renderES("%@ está ^[ocupado](agreeWithConcept: 1).", [.text("Anne")], concepts: [.termsOfAddress([.feminine])]),
                 "Anne está ocupada.", rules: ["es.adjective.o-a"])
        assertES(renderES("La sopa está ^[listo](agreeWithConcept: 1).", concepts: [.localizedPhrase("sopa")]), "La sopa está lista.")
        assertES(renderES("%@ está ^[ocupado](agreeWithConcept: 1).", [.text("Sam")], concepts: [.termsOfAddress([.neutral])]),
                 "Sam está ocupado.", rules: ["es.agreement.no-neutral-form"])
    }

    func testInnerAgreedSpanKeepsItsGender() {
        assertES(renderES("Agregar ^[%lld %@ ^[chico](agreeWithConcept: 1)](inflect: true)", [esCount(3), .text("limonada")],
                          concepts: [.localizedPhrase("limonada")]), "Agregar 3 limonadas chicas")
    }

    func testVerbsAgreeInNumber() {
        assertES(renderES("^[%lld %@ está listo](inflect: true)", [esCount(2), .text("archivo")]), "2 archivos están listos",
                 rules: ["es.verb.number"])
        assertES(renderES("^[%lld %@ es nuevo](inflect: true)", [esCount(3), .text("canción")]), "3 canciones son nuevas")
        assertES(renderES("^[%lld %@ ha sido borrado](inflect: true)", [esCount(3), .text("canción")]), "3 canciones han sido borradas")
        assertES(renderES("^[%lld %@ fue enviado](inflect: true)", [esCount(3), .text("carta")]), "3 cartas fueron enviadas")
        assertES(renderES("^[%lld %@ han llegado](inflect: true)", [esCount(1), .text("carta")]), "1 carta ha llegado")
    }

    /// An adverb in -mente the lexicon does not list never agrees (*2 archivos modificados recientemente*).
    func testAdverbsInMenteDoNotAgree() {
        let r = ConcordEngine().render(RenderRequest(markup: "^[%lld archivo modificado recientemente](inflect: true)",
                                                     locale: InflectionLocale("es"), arguments: [.number(NumberValue(2))]))
        XCTAssertEqual(r.text, "2 archivos modificados recientemente")
    }
}

/// *grande* before a singular noun is shortened when the source was plural (*grandes ciudades* → *gran ciudad*).
final class SpanishGranTests: XCTestCase {
    func testGranFromPlural() {
        let r = ConcordEngine().render(RenderRequest(markup: "^[grandes ciudades](inflect: {number: 'one'})", locale: InflectionLocale("es")))
        XCTAssertEqual(r.text, "gran ciudad")
        XCTAssertTrue(r.trace.contains { $0.rule == "es.adjective.apocope" && $0.output == "gran" })
    }
}
