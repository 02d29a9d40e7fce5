import XCTest
@testable import Concord

/// Portuguese *-e* forms for a non-binary person (opt-in ``NeutralStyle/e``).
final class PortugueseInclusiveTests: XCTestCase {
    func testUserAndConcept() {
        let r = Inclusive.render("^[Obrigado](inflect: true)!", "pt-BR", style: .e, user: .term(.neutral))
        XCTAssertEqual(r.text, "Obrigade!")
        XCTAssertEqual(Inclusive.fired(r, "inclusive.e"), ["Obrigado → Obrigade"])
        XCTAssertEqual(Inclusive.render("^[Ele](referentConcept: 1) está ^[cansado](agreeWithConcept: 1).", "pt-PT", style: .inclusive,
                                        concepts: [.termsOfAddress([.neutral])]).text, "Elu está cansade.")
    }

    func testDefaultStaysApple() {
        let r = Inclusive.render("^[Obrigado](inflect: true)!", "pt-BR", style: nil, user: .term(.neutral))
        XCTAssertEqual(r.text, "Obrigado!")
        XCTAssertEqual(r.trace.map(\.rule), ["pt.user.no-gendered-form"])
    }
}
