import XCTest
@testable import Concord

final class ItalianAdjectivesTests: XCTestCase {
    func testFourFormAdjectives() {
        ItalianTest.check("^[benvenuto](inflect: {grammaticalGender: 'feminine', number: 'other'})", "benvenute",
                          rules: ["it.adjective.agreement"])
        ItalianTest.check("^[benvenuta](inflect: {grammaticalGender: 'masculine', number: 'one'})", "benvenuto")
        ItalianTest.check("Hai ^[%lld %@ %@](inflect: true)", [.number(NumberValue(2)), .text("casa"), .text("bianco")],
                          "Hai 2 case bianche", rules: ["it.noun.plural.a-e", "it.adjective.agreement"])
        ItalianTest.check("^[produttore cinematografico](inflect: {grammaticalGender: 'feminine'})", "produttrice cinematografica")
    }

    func testTwoFormAdjectives() {
        ItalianTest.check("^[%lld %@ %@](inflect: true)", [.number(NumberValue(2)), .text("attore"), .text("teatrale")],
                          "2 attori teatrali", rules: ["it.adjective.agreement"])
    }

    func testPrenominalBelloBuono() {
        ItalianTest.check("^[un bel %@](inflect: true)", [.text("albero")], "un bell’albero", rules: ["it.adjective.bello"])
        ItalianTest.check("^[i bei %@](inflect: true)", [.text("gnomi")], "i begli gnomi",
                          rules: ["it.adjective.bello"])
        ItalianTest.check("^[un buon %@](inflect: true)", [.text("amica")], "una buon’amica",
                          rules: ["it.adjective.buono"])
    }

    func testParticipleAgreesWithArgument() {
        ItalianTest.check("^[Il nostro %@](inflect: true) è ^[fatto](agreeWithArgument: 1) in casa", [.text("pizza")],
                          "La nostra pizza è fatta in casa", rules: ["it.possessive", "it.adjective.agreement"])
        ItalianTest.check("%@ è ^[pronto](agreeWithConcept: 1).", [.text("Anna")],
                          concepts: [.termsOfAddress([.feminine])], "Anna è pronta.")
    }

    func testUserTermOfAddress() {
        ItalianTest.check("^[Benvenuto](inflect: true) in Note", user: .term(.feminine), "Benvenuta in Note",
                          rules: ["it.adjective.agreement"])
        ItalianTest.check("^[BENVENUTO](inflect: true)", user: .term(.feminine), "BENVENUTA")
        ItalianTest.check("^[Benvenuto](inflect: true, inflectionAlternative: 'Ti diamo il benvenuto')", user: .noPreference,
                          "Ti diamo il benvenuto", rules: ["it.user.unknown", "engine.inflection-alternative"])
        let r = ItalianTest.render("^[Benvenuto](inflect: true)")
        XCTAssertEqual(r.text, "Benvenuto")
        XCTAssertTrue(r.trace.contains { $0.rule == "it.user.unknown" })
    }

    func testExplicitGenderStopsAtPreposition() {
        ItalianTest.check("^[Benvenuto in Note](inflect: {grammaticalGender: 'feminine'})", "Benvenuta in Note")
    }
}
