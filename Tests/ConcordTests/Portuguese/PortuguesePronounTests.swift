import XCTest
@testable import Concord

final class PortuguesePronounTests: XCTestCase {
    func referent(_ markup: String, _ term: TermOfAddress) -> Rendering {
        PT.render(markup, concepts: [.termsOfAddress([term])])
    }

    func testPredefinedTerms() {
        let r = referent("^[Ele](referentConcept: 1) chegou.", .feminine)
        XCTAssertEqual(r.text, "Ela chegou.")
        XCTAssertTrue(PT.rules(r).contains("pt.pronoun.referent"))
        XCTAssertEqual(referent("^[ela](referentConcept: 1)", .masculine).text, "ele")
        XCTAssertEqual(referent("O livro ^[dele](referentConcept: 1).", .feminine).text, "O livro dela.")
        XCTAssertEqual(referent("Vi-^[o](referentConcept: 1) ontem.", .feminine).text, "Vi-a ontem.")
        XCTAssertEqual(referent("Vou encontrá-^[lo](referentConcept: 1).", .feminine).text, "Vou encontrá-la.")
        XCTAssertEqual(referent("Dei-^[lhe](referentConcept: 1) o livro.", .feminine).text, "Dei-lhe o livro.")
    }

    func testNeutralSet() {
        XCTAssertEqual(referent("^[Ele](referentConcept: 1) chegou com o livro ^[dele](referentConcept: 1).", .neutral).text,
                       "Elu chegou com o livro delu.")
    }

    func testPossessiveDeterminersAgreeWithThePossessed() {
        let r = referent("É ^[seu](referentConcept: 1) livro.", .feminine)
        XCTAssertEqual(r.text, "É seu livro.")
        XCTAssertTrue(PT.rules(r).contains("pt.pronoun.possessive-agrees-with-possessed"))
    }

    func testReflexiveWithMesmo() {
        let r = referent("Fez por ^[si mesmo](referentConcept: 1).", .feminine)
        XCTAssertEqual(r.text, "Fez por si mesma.")
        XCTAssertTrue(PT.rules(r).contains("pt.pronoun.mesmo-agrees"))
    }

    func testCustomSet() {
        let term = TermOfAddress.localized(language: "pt", pronouns: [
            .init(pronoun: "ilu", morphology: InflectionMorphology(grammaticalCase: .nominative)),
            .init(pronoun: "dilu", morphology: InflectionMorphology(grammaticalCase: .genitive, determination: .independent)),
        ])
        XCTAssertEqual(referent("^[Ele](referentConcept: 1) trouxe o livro ^[dele](referentConcept: 1).", term).text,
                       "Ilu trouxe o livro dilu.")
    }

    func testExplicitPronounInflection() {
        let cases: [(String, String)] = [
            ("{grammaticalPerson: 'first'}", "eu"),
            ("{grammaticalPerson: 'first', grammaticalCase: 'genitive'}", "meu"),
            ("{grammaticalPerson: 'second'}", "tu"),
            ("{grammaticalPerson: 'third', grammaticalCase: 'dative'}", "lhe"),
            ("{grammaticalPerson: 'first', number: 'one', pronounType: 'reflexive'}", "me"),
            ("{grammaticalPerson: 'third', grammaticalGender: 'masculine', pronounType: 'reflexive'}", "se"),
            ("{grammaticalGender: 'feminine'}", "ela"),
            ("{grammaticalCase: 'genitive'}", "seu"),
            ("{grammaticalCase: 'genitive', determination: 'independent'}", "dele"),
            ("{grammaticalPerson: 'first', number: 'other'}", "nós"),
            ("{grammaticalCase: 'accusative', number: 'other'}", "os"),
        ]
        for (m, expected) in cases {
            let r = PT.render("^[ele](inflect: \(m))")
            XCTAssertEqual(r.text, expected, m)
            XCTAssertTrue(PT.rules(r).contains("pt.pronoun.explicit"), m)
        }
    }
}
