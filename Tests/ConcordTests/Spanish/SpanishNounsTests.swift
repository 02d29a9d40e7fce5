import XCTest
@testable import Concord

/// Noun plurals and singulars by rule, the head noun of a phrase, and lexicon plurals.
final class SpanishNounsTests: XCTestCase {
    func plural(_ word: String) -> Rendering { renderES("^[%lld %@](inflect: true)", [esCount(2), .text(word)]) }

    func testPluralSpellingRules() {
        assertES(plural("barco"), "2 barcos", rules: ["es.noun.plural.vowel"])
        assertES(plural("sofá"), "2 sofás", rules: ["es.noun.plural.stressed-vowel"])
        assertES(plural("rubí"), "2 rubíes", rules: ["es.noun.plural.stressed-i-u"])
        assertES(plural("camión"), "2 camiones", rules: ["es.noun.plural.consonant-es"])
        assertES(plural("joven"), "2 jóvenes", rules: ["es.noun.plural.consonant-es"])
        assertES(plural("examen"), "2 exámenes")
        assertES(plural("hotel"), "2 hoteles")
        assertES(plural("rey"), "2 reyes")
        assertES(plural("lápiz"), "2 lápices", rules: ["es.noun.plural.z-ces"])
        assertES(plural("lunes"), "2 lunes")
        assertES(plural("crisis"), "2 crisis", rules: ["es.noun.plural.invariable-s"])
        assertES(plural("tórax"), "2 tórax", rules: ["es.noun.plural.invariable-s"])
        assertES(plural("autobús"), "2 autobuses", rules: ["es.noun.plural.stressed-s-es"])
        assertES(plural("país"), "2 países")
        assertES(plural("mes"), "2 meses")
        assertES(plural("club"), "2 clubes")
        assertES(plural("sándwich"), "2 sándwiches")
        assertES(plural("app"), "2 apps", rules: ["es.noun.plural.loan-cluster"])
        assertES(plural("robot"), "2 robots", rules: ["es.noun.plural.loan-s"])
        assertES(plural("ONG"), "2 ONG", rules: ["es.noun.plural.acronym"])
    }

    func testCountsFollowCLDR() {
        assertES(renderES("^[%lld %@](inflect: true)", [esCount(1), .text("barco")]), "1 barco")
        assertES(renderES("^[%lld %@](inflect: true)", [esCount(0), .text("barco")]), "0 barcos")
        assertES(renderES("^[%lld %@](inflect: true)", [esCount(1_000_000), .text("barco")]), "1000000 barcos")
    }

    func testSingularRules() {
        assertES(renderES("^[camiones](inflect: {number: 'one'})"), "camión", rules: ["es.noun.singular.consonant-es"])
        assertES(renderES("^[jóvenes](inflect: {number: 'one'})"), "joven")
        assertES(renderES("^[lápices](inflect: {number: 'one'})"), "lápiz", rules: ["es.noun.singular.ces-z"])
        assertES(renderES("^[autobuses](inflect: {number: 'one'})"), "autobús")
        assertES(renderES("^[ciudades](inflect: {number: 'one'})"), "ciudad")
        assertES(renderES("^[clases](inflect: {number: 'one'})"), "clase", rules: ["es.noun.singular.vowel-s"])
        assertES(renderES("^[toqueros](inflect: {number: 'one'})"), "toquero")
    }

    func testHeadNounOfAPhrase() {
        assertES(renderES("^[%lld %@](inflect: true)", [esCount(2), .text("cambio de porcentaje")]), "2 cambios de porcentaje")
        assertES(renderES("^[%lld %@](inflect: true)", [esCount(2), .text("precio histórico")]), "2 precios históricos")
        assertES(renderES("^[%lld %@](inflect: true)", [esCount(2), .text("app de finanzas")]), "2 apps de finanzas")
        assertES(renderES("^[%lld %@](inflect: true)", [esCount(2), .text("cambio porcentual en tiempo real")]),
                 "2 cambios porcentuales en tiempo real")
    }

    func testLexiconPluralWins() {
        let entry = LexicalEntry(lemma: "lemming", pos: "noun", gender: .masculine, forms: ["pl": ["lemminges", "lemmings"]])
        assertES(renderES("^[lemming](inflect: {number: 'other'})", entries: [entry]), "lemmings",
                 rules: ["es.noun.plural.lexicon"])
        let odd = LexicalEntry(lemma: "qwfoo", pos: "noun", gender: .masculine, forms: ["pl": ["qwfoox"]])
        assertES(renderES("^[qwfoo](inflect: {number: 'other'})", entries: [odd]), "qwfoox", rules: ["es.noun.plural.lexicon"])
    }

    func testNumberDeclaredOnTheSpan() {
        assertES(renderES("^[Nuevo mensaje](morphology: {number: 'other'}, inflect: true)"), "Nuevos mensajes",
                 rules: ["es.noun.plural.vowel"])
    }

    func testDeclaredNumberIsKept() {
        let arg = FormatArgument.phrase("QQQQ", InflectionMorphology(grammaticalGender: .feminine, number: .plural))
        assertES(renderES("^[el %@](inflect: true)", [arg]), "las QQQQ", rules: ["es.article.agree"])
    }

    /// A symbol (no vowel letter) keeps its spelling and has no plural (were *320 kms*, *3 kwhs*, *3 Mhces*).
    func testSymbolsHaveNoPlural() {
        assertES(renderES("Autonomía: ^[%lld km](inflect: true)", [esCount(320)]), "Autonomía: 320 km", rules: ["es.noun.plural.symbol"])
        assertES(renderES("^[%lld %@](inflect: true)", [esCount(3), .text("kWh")]), "3 kWh", rules: ["es.noun.plural.symbol"])
        assertES(renderES("^[%lld %@](inflect: true)", [esCount(3), .text("MHz")]), "3 MHz", rules: ["es.noun.plural.symbol"])
    }

    /// An argument of several lower-case words the lexicon does not know is a compound taken whole from English: its
    /// last word is the head and takes the English plural (were *2 hots dogues*, *2 gifts cards*); a known word, or a
    /// name in capitals, leaves the Spanish reading (*2 apps de finanzas*).
    func testForeignCompoundTakesTheEnglishPluralOfItsLastWord() {
        assertES(renderES("^[%lld %@](inflect: true)", [esCount(2), .text("hot dog")]), "2 hot dogs",
                 rules: ["es.noun.plural.foreign-compound"])
        assertES(renderES("^[%lld %@](inflect: true)", [esCount(3), .text("gift card")]), "3 gift cards")
        assertES(renderES("^[%lld %@](inflect: true)", [esCount(2), .text("sandwich box")]), "2 sandwich boxes")
        assertES(renderES("^[%lld %@](inflect: true)", [esCount(2), .text("foie gras")]), "2 foie gras")
        assertES(renderES("^[el %@](inflect: true)", [.text("hot dog")]), "el hot dog")
        let app = LexicalEntry(lemma: "app", pos: "noun", gender: .feminine, forms: ["pl": ["apps"]])
        assertES(renderES("^[%lld %@](inflect: true)", [esCount(2), .text("app nueva")], entries: [app]), "2 apps nuevas")
    }
}

/// Unknown words ending in a vowel + -c or -g keep their sound in the plural (-ques, -gues); the lexicon wins
/// for known words (cómics, zigzags).
final class SpanishUnknownPluralSpellingTests: XCTestCase {
    func testCQuesAndGGues() {
        let bare = ConcordEngine(lexicons: LexiconStore(directory: "/nonexistent-concord-lexicons"))
        let r = bare.render(RenderRequest(markup: "^[qwyxac](inflect: {number: 'other'})", locale: InflectionLocale("es")))
        XCTAssertEqual(r.text, "qwyxaques")
        XCTAssertTrue(r.trace.contains { $0.rule == "es.noun.plural.c-ques" })
        let g = bare.render(RenderRequest(markup: "^[qwyxog](inflect: {number: 'other'})", locale: InflectionLocale("es")))
        XCTAssertEqual(g.text, "qwyxogues")
        XCTAssertTrue(g.trace.contains { $0.rule == "es.noun.plural.g-gues" })
        let known = ConcordEngine().render(RenderRequest(markup: "^[zigzag](inflect: {number: 'other'})", locale: InflectionLocale("es")))
        XCTAssertEqual(known.text, "zigzags")
    }
}

/// A span that its count leaves as written says why (was *engine.unchanged.no-rule*: "no rule of es applies").
final class SpanishNumberAgreesTests: XCTestCase {
    func testANounAlreadyInTheCountsNumberSaysSo() {
        let r = ConcordEngine().render(RenderRequest(markup: "^[%lld %@](inflect: true)", locale: InflectionLocale("es"),
                                                     arguments: [.number(NumberValue(1)), .text("barco")]))
        XCTAssertEqual(r.text, "1 barco")
        XCTAssertEqual(r.trace.map(\.rule), ["es.noun.number-agrees"])
        XCTAssertEqual(r.trace.first?.note, "barco is already singular, the number the span asks for, and nothing else in the span changes with it")
        XCTAssertEqual(r.trace.first?.facts.map(\.description), ["barco: grammaticalGender=masculine [lexicon]",
                                                                 "barco: number=one [lexicon]", "1: number=one [count]"])
        // Where another rule speaks for the span, it is not repeated.
        let s = ConcordEngine().render(RenderRequest(markup: "^[%lld manzana roja](inflect: true)", locale: InflectionLocale("es"),
                                                     arguments: [.number(NumberValue(1))]))
        XCTAssertFalse(s.trace.contains { $0.rule == "es.noun.number-agrees" })
    }
}
