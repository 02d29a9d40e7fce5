import XCTest
@testable import Concord

final class PortugueseGenderTests: XCTestCase {
    func gender(_ text: String, lexicon: [String] = []) -> GrammaticalGender? {
        PT.engine(lexicon).analyze(text, locale: InflectionLocale("pt-BR"))?.features.grammaticalGender
    }

    func testSuffixRulesAreMarkedGuesses() {
        XCTAssertEqual(gender("canção"), .feminine)
        XCTAssertEqual(gender("cidade"), .feminine)
        XCTAssertEqual(gender("viagem"), .feminine)
        XCTAssertEqual(gender("meninice"), .feminine)
        XCTAssertEqual(gender("problema"), .masculine)
        XCTAssertEqual(gender("idioma"), .masculine)
        XCTAssertEqual(gender("campo"), .masculine)
        XCTAssertEqual(gender("portão de garagem"), .masculine)
        XCTAssertEqual(gender("prima"), .feminine)
        let a = PT.engine().analyze("cozinha", locale: InflectionLocale("pt"))!
        XCTAssertTrue(a.guessed.contains("grammaticalGender"))
        XCTAssertTrue(a.facts.contains { $0.source == .guess })
    }

    func testLexiconAndDeclarationWin() {
        XCTAssertNil(gender("luz"))
        XCTAssertEqual(gender("luz", lexicon: ["luz\tnoun\tf\tpl=luzes\t-\t500"]), .feminine)
        XCTAssertEqual(gender("mapa", lexicon: ["mapa\tnoun\tm\tpl=mapas\t-\t500"]), .masculine)
        let r = PT.render("^[o %@](inflect: true)", args: [.phrase("xícara", InflectionMorphology(grammaticalGender: .masculine))])
        XCTAssertEqual(r.text, "o xícara")
    }

    func testNounsThatChangeWithTheReferent() {
        let lexicon = ["usuário\tnoun\tm\tpl=usuários;f.sg=usuária;f.pl=usuárias\t-\t450"]
        let r = PT.render("^[o %@](agreeWithConcept: 1)", args: [.text("usuário")],
                          concepts: [.termsOfAddress([.feminine])], lexicon: lexicon)
        XCTAssertEqual(r.text, "a usuária")
        XCTAssertTrue(PT.rules(r).contains("pt.noun.gender.lexicon"))
        let fixed = PT.render("^[barco](inflect: {grammaticalGender: 'feminine'})",
                              lexicon: ["barco\tnoun\tm\tpl=barcos\t-\t500"])
        XCTAssertEqual(fixed.text, "barco")
        XCTAssertTrue(PT.rules(fixed).contains("pt.noun.gender.fixed"))
        let guessed = PT.render("^[tocador](inflect: {grammaticalGender: 'feminine'})")
        XCTAssertEqual(guessed.text, "tocadora")
        XCTAssertTrue(PT.rules(guessed).contains("pt.noun.gender.or-ora"))
    }

    func testSiblingLemmaAndNominalisedAdjective() {
        let lexicon = ["gato\tnoun\tm\tpl=gatos\t-\t461", "gata\tnoun\tf\tpl=gatas\t-\t405",
                       "pequeno\tadjective\t-\tm.pl=pequenos;f.sg=pequena;f.pl=pequenas\t-\t513",
                       "pequeno\tnoun\tm\tpl=pequenos\t-\t513"]
        let r = PT.render("^[o gato](inflect: {grammaticalGender: 'feminine', number: 'other'})", lexicon: lexicon)
        XCTAssertEqual(r.text, "as gatas")
        XCTAssertTrue(PT.rules(r).contains("pt.noun.gender.sibling-lemma"))
        let a = PT.render("^[o pequeno](agreeWithConcept: 1)", concepts: [.localizedPhrase("limonada")], lexicon: lexicon)
        XCTAssertEqual(a.text, "a pequena")
        XCTAssertTrue(PT.rules(a).contains("pt.noun.gender.adjective-forms"))
    }

    /// A noun the lexicon lists as masculine and as feminine, equally frequent, takes the gender its ending *-a* or
    /// *-o* marks; with another ending the context decides, and the words written around it keep their gender (were
    /// *uma papel*, *2 papéis timbradas*, *3 papéis foram canceladas*, *1 corte programada*: the first entry won).
    func testTwoEntriesOfOneLemmaEquallyFrequent() {
        // (The shipped lexicon, which lists *papel*, *corte* and *modelo* as masculine and as feminine: a user lexicon
        // keeps one entry per lemma and part of speech.)
        let engine = ConcordEngine()
        func render(_ markup: String, _ locale: String = "pt-BR", args: [FormatArgument]) -> String {
            engine.render(RenderRequest(markup: markup, locale: InflectionLocale(locale), arguments: args)).text
        }
        XCTAssertEqual(render("Adicionar ^[um %@](inflect: true)", args: [.text("papel")]), "Adicionar um papel")
        XCTAssertEqual(render("^[%1$lld %2$@ %3$@](inflect: true)", args: [.number(NumberValue(2)), .text("papel"), .text("timbrado")]),
                       "2 papéis timbrados")
        XCTAssertEqual(render("^[%lld %@ foi cancelado](inflect: true)", "pt-PT", args: [.number(NumberValue(3)), .text("papel")]),
                       "3 papéis foram cancelados")
        XCTAssertEqual(render("^[%lld corte programado](inflect: true) na sua zona", "pt-PT", args: [.number(NumberValue(1))]),
                       "1 corte programado na sua zona")
        XCTAssertEqual(render("^[a %@](inflect: true)", args: [.text("modelo")]), "o modelo")
        XCTAssertEqual(render("^[o %@](inflect: true)", args: [.text("cabeça")]), "a cabeça")
    }

    /// *-ite* names no gender: the lexicon's common nouns in *-ite* are as often masculine (*site*, *limite*) as
    /// feminine (*noite*, *elite*), so a noun it does not know keeps the gender it is written with (was *Sua holerite
    /// está pronta*).
    func testIteIsNoFeminineSuffix() {
        XCTAssertNil(gender("holerite"))
        XCTAssertEqual(PT.render("^[Seu %@ está pronto](inflect: true)", args: [.text("holerite")]).text,
                       "Seu holerite está pronto")
    }

    func testLowerCaseLemmaPreferred() {
        let lexicon = ["Segunda-Feira\tnoun\tf\tpl=Segundas-Feiras\t-\t516", "segunda-feira\tnoun\tf\tpl=segundas-feiras\t-\t516"]
        XCTAssertEqual(PT.render("^[segunda-feira](inflect: {number: 'other'})", lexicon: lexicon).text, "segundas-feiras")
    }
}
