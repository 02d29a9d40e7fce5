import XCTest
@testable import Concord

/// German Doppelpunkt and Gendersternchen for a non-binary person (opt-in ``NeutralStyle/colon``, ``NeutralStyle/star``).
final class GermanInclusiveTests: XCTestCase {
    let neutral: [InflectionConcept] = [.termsOfAddress([.neutral])]

    func testDoppelpunkt() {
        let r = Inclusive.render("^[Er](referentConcept: 1) ist ^[ein Lehrer](agreeWithConcept: 1).", "de", style: .colon, concepts: neutral)
        XCTAssertEqual(r.text, "Dey ist ein:e Lehrer:in.")
        XCTAssertEqual(Inclusive.fired(r, "inclusive.colon"), ["ein → ein:e", "Lehrer → Lehrer:in"])
    }

    func testGendersternchen() {
        XCTAssertEqual(Inclusive.render("^[ein Lehrer](agreeWithConcept: 1)", "de", style: .star, concepts: neutral).text, "ein*e Lehrer*in")
        XCTAssertEqual(Inclusive.render("^[ein Lehrer](agreeWithConcept: 1)", "de", style: .inclusive, concepts: neutral).text, "ein:e Lehrer:in")
    }
}
