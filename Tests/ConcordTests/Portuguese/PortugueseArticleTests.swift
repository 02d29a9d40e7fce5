import XCTest
@testable import Concord

final class PortugueseArticleTests: XCTestCase {
    func template(_ markup: String, _ arg: String) -> Rendering { PT.render(markup, args: [.text(arg)]) }

    func testArticlesAgreeWithTheNoun() {
        XCTAssertEqual(template("^[o %@](inflect: true)", "tocadores").text, "os tocadores")
        XCTAssertEqual(template("^[o %@](inflect: true)", "casa").text, "a casa")
        XCTAssertEqual(template("^[um %@](inflect: true)", "casas").text, "umas casas")
        let r = template("^[o %@](inflect: true)", "gatos")
        XCTAssertTrue(PT.rules(r).contains("pt.article.agreement"))
    }

    func testContractions() {
        XCTAssertEqual(template("^[do %@](inflect: true)", "campos").text, "dos campos")
        XCTAssertEqual(template("^[no %@](inflect: true)", "casa").text, "na casa")
        XCTAssertEqual(template("^[ao %@](inflect: true)", "casas").text, "às casas")
        XCTAssertEqual(template("^[pelo %@](inflect: true)", "casa").text, "pela casa")
        XCTAssertEqual(template("^[num %@](inflect: true)", "casa").text, "numa casa")
        let r = template("^[dum %@](inflect: true)", "casas")
        XCTAssertEqual(r.text, "dumas casas")
        XCTAssertTrue(PT.rules(r).contains("pt.contraction.agreement"))
    }

    func testDemonstratives() {
        XCTAssertEqual(template("^[este %@](inflect: true)", "tocadora").text, "esta tocadora")
        XCTAssertEqual(template("^[nesse %@](inflect: true)", "campos").text, "nesses campos")
        XCTAssertEqual(template("^[desse %@](inflect: true)", "tocadoras").text, "dessas tocadoras")
        XCTAssertEqual(template("^[àquele %@](inflect: true)", "casa").text, "àquela casa")
        let r = template("^[naquele %@](inflect: true)", "casas")
        XCTAssertEqual(r.text, "naquelas casas")
        XCTAssertTrue(PT.rules(r).contains("pt.demonstrative-contraction.agreement"))
    }

    func testPossessivesAndQuantifiers() {
        XCTAssertEqual(template("^[seu %@](inflect: true)", "tocadoras").text, "suas tocadoras")
        XCTAssertEqual(template("^[o meu %@](inflect: true)", "casa").text, "a minha casa")
        XCTAssertEqual(template("^[nosso %@](inflect: true)", "cidades").text, "nossas cidades")
        XCTAssertEqual(template("^[todo o %@](inflect: true)", "cidade").text, "toda a cidade")
        XCTAssertTrue(PT.rules(template("^[seu %@](inflect: true)", "casa")).contains("pt.possessive.agreement"))
    }

    func testDefinitenessRequests() {
        let r = PT.render("^[tocadora](inflect: {definiteness: 'definite'})")
        XCTAssertEqual(r.text, "a tocadora")
        XCTAssertTrue(PT.rules(r).contains("pt.article.inserted"))
        XCTAssertEqual(PT.render("^[prima](inflect: {definiteness: 'indefinite'})").text, "uma prima")
        XCTAssertEqual(PT.render("^[primo](inflect: {number: 'other', definiteness: 'definite'})").text, "os primos")
        let s = PT.render("^[o gato](inflect: {definiteness: 'indefinite'})")
        XCTAssertEqual(s.text, "um gato")
        XCTAssertTrue(PT.rules(s).contains("pt.article.definiteness"))
        XCTAssertEqual(PT.render("^[do gato](inflect: {definiteness: 'indefinite'})", locale: "pt-PT").text, "dum gato")
        XCTAssertEqual(PT.render("^[do gato](inflect: {definiteness: 'indefinite'})", locale: "pt-BR").text, "de um gato")
    }

    func testArticlesAlone() {
        XCTAssertEqual(PT.render("^[as](inflect: {number: 'one'})").text, "a")
        XCTAssertEqual(PT.render("^[as](inflect: {grammaticalGender: 'masculine'})").text, "os")
        XCTAssertEqual(PT.render("^[o](inflect: {grammaticalGender: 'feminine'})").text, "a")
        XCTAssertEqual(PT.render("^[O](inflect: {number: 'other'})").text, "Os")
    }

    func testAnalysisOfDefiniteness() {
        let e = PT.engine()
        XCTAssertEqual(e.analyze("o gato", locale: InflectionLocale("pt"))?.features.definiteness, .definite)
        XCTAssertEqual(e.analyze("uma casa", locale: InflectionLocale("pt"))?.features.definiteness, .indefinite)
        XCTAssertNil(e.analyze("osos", locale: InflectionLocale("pt"))?.features.definiteness)
        XCTAssertEqual(e.analyze("portões da garagem", locale: InflectionLocale("pt"))?.features.number, .plural)
        XCTAssertEqual(e.analyze("mãe de santo", locale: InflectionLocale("pt"))?.features.number, .singular)
    }
}
