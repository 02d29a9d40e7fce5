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
}
