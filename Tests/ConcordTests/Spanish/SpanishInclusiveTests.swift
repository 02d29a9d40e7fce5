import XCTest
@testable import Concord

/// Spanish *-e* forms for a non-binary person (opt-in ``NeutralStyle/e``).
final class SpanishInclusiveTests: XCTestCase {
    let neutral: [InflectionConcept] = [.termsOfAddress([.neutral])]

    func testFoundInUse() {
        let r = Inclusive.render("^[Elle](referentConcept: 1) está ^[cansado](agreeWithConcept: 1).", "es", style: .e, concepts: neutral)
        XCTAssertEqual(r.text, "Elle está cansade.")
        XCTAssertEqual(Inclusive.fired(r, "inclusive.e"), ["cansado → cansade"])
        XCTAssertEqual(r.trace.first { $0.rule == "inclusive.e" }?.facts.map(\.description).last, "cansado: forms=cansado/cansada [grammar]")
    }

    func testUserAndDeterminers() {
        XCTAssertEqual(Inclusive.render("^[Bienvenido](inflect: true)", "es", style: .e, user: .term(.neutral)).text, "Bienvenide")
        XCTAssertEqual(Inclusive.render("^[BIENVENIDO](inflect: true)", "es", style: .inclusive, user: .term(.neutral)).text, "BIENVENIDE")
        XCTAssertEqual(Inclusive.render("Es ^[el usuario registrado](agreeWithConcept: 1)", "es", style: .e,
                                        concepts: neutral).text, "Es le usuarie registrade")
        XCTAssertEqual(Inclusive.render("Es ^[un amigo](agreeWithConcept: 1)", "es", style: .e, concepts: neutral).text, "Es une amige")
    }

    func testACustomSetWithNeuterGenderTakesTheStyle() {
        let elle = TermOfAddress.localized(language: "es", pronouns: [
            .init(pronoun: "elle", morphology: .init(grammaticalGender: .neuter, grammaticalCase: .nominative)),
        ])
        let r = Inclusive.render("Está ^[listo](agreeWithConcept: 1).", "es", style: .e, concepts: [.termsOfAddress([elle])])
        XCTAssertEqual(r.text, "Está liste.")
    }
}
