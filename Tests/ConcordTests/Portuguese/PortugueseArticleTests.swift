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

    /// An argument that brings its own article after a determiner of the template: the template's determiner
    /// stays, with the gender and number of the argument's article, which is dropped (were *à a rede*, *ao as
    /// configuração*, *do os voo*, *no as mensagem*, *pela a conta*).
    func testAnArgumentsOwnArticleIsNotWrittenTwice() {
        let rede = ["rede\tnoun\tf\tpl=redes\t-\t500"]
        XCTAssertEqual(PT.render("Conectar ^[ao %@](inflect: true)", args: [.text("a rede")], lexicon: rede).text, "Conectar à rede")
        XCTAssertTrue(PT.rules(PT.render("Conectar ^[ao %@](inflect: true)", args: [.text("a rede")], lexicon: rede))
            .contains("pt.article.argument-own"))
        XCTAssertEqual(PT.render("Voltar ^[ao %@](inflect: true)", args: [.text("as configurações")]).text, "Voltar às configurações")
        XCTAssertEqual(PT.render("Detalhes ^[do %@](inflect: true)", locale: "pt-PT", args: [.text("os voos")]).text, "Detalhes dos voos")
        XCTAssertEqual(PT.render("Pesquisar ^[no %@](inflect: true)", args: [.text("o histórico")]).text, "Pesquisar no histórico")
        XCTAssertEqual(PT.render("Enviar ^[pelo %@](inflect: true)", args: [.text("a conta")]).text, "Enviar pela conta")
        XCTAssertEqual(PT.render("Abrir ^[num %@](inflect: true)", locale: "pt-PT", args: [.text("a pasta")]).text, "Abrir numa pasta")
        // *todo* stands before the article: it stays.
        XCTAssertEqual(PT.render("^[todo %@](inflect: true)", args: [.text("a conta")]).text, "toda a conta")
        // The argument's article tells the noun's gender, over the lexicon's (*o app* in Brazil).
        XCTAssertEqual(PT.render("Pagar ^[pelo %@](inflect: true)", args: [.text("o app")], lexicon: ["app\tnoun\tf\tpl=apps\t-\t500"]).text,
                       "Pagar pelo app")
        // After a count the argument's article is dropped (was *2 oses voos*).
        XCTAssertEqual(PT.render("^[%lld %@](inflect: true)", args: [.number(NumberValue(2)), .text("os voos")]).text, "2 voos")
        // An argument that follows no determiner keeps its article.
        XCTAssertEqual(PT.render("Usar ^[%@](inflect: true)", args: [.text("a conta")]).text, "Usar a conta")
    }
}
