import XCTest
@testable import Concord

/// French point médian for a non-binary person (opt-in ``NeutralStyle/middot``).
final class FrenchInclusiveTests: XCTestCase {
    let neutral: [InflectionConcept] = [.termsOfAddress([.neutral])]

    func testPointMedian() {
        let r = Inclusive.render("^[Il](referentConcept: 1) est ^[fatigué](agreeWithConcept: 1) et ^[heureux](agreeWithConcept: 1).",
                                 "fr", style: .middot, concepts: neutral)
        XCTAssertEqual(r.text, "Iel est fatigué·e et heureux·se.")
        XCTAssertEqual(Inclusive.fired(r, "inclusive.middot"), ["fatigué → fatigué·e", "heureux → heureux·se"])
    }

    func testNounPhraseAndArticle() {
        XCTAssertEqual(Inclusive.render("C’est ^[un acteur](agreeWithConcept: 1).", "fr", style: .inclusive, concepts: neutral).text,
                       "C’est un·e acteur·rice.")
    }

    func testPluralPair() {
        XCTAssertEqual(FrenchInclusive.form(masculine: "fatigués", feminine: "fatiguées"), "fatigué·e·s")
        XCTAssertEqual(FrenchInclusive.form(masculine: "heureux", feminine: "heureuses"), "heureux·se·s")
    }
}
