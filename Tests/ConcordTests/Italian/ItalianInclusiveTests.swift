import XCTest
@testable import Concord

/// Italian schwa for a non-binary person (opt-in ``NeutralStyle/schwa``).
final class ItalianInclusiveTests: XCTestCase {
    let neutral: [InflectionConcept] = [.termsOfAddress([.neutral])]

    func testSchwa() {
        let r = Inclusive.render("^[Lui](referentConcept: 1) è ^[stanco](agreeWithConcept: 1).", "it", style: .schwa, concepts: neutral)
        XCTAssertEqual(r.text, "Ləi è stancə.")
        XCTAssertEqual(Inclusive.fired(r, "inclusive.schwa"), ["stanco → stancə"])
        XCTAssertEqual(ItalianInclusive.form(masculine: "stanchi", feminine: "stanche"), "stanchɜ")
        XCTAssertEqual(ItalianInclusive.form(masculine: "un", feminine: "una"), "unə")
    }

    func testAPairWithoutASchwaFormStaysAsWritten() {
        let r = Inclusive.render("È ^[attore](agreeWithConcept: 1).", "it", style: .schwa, concepts: neutral)
        XCTAssertEqual(r.text, "È attore.")
        XCTAssertEqual(r.trace.first { $0.rule == "inclusive.schwa.no-form" }?.input, "attore")
    }
}
