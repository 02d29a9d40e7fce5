import XCTest
@testable import Concord

final class GermanContractionsTests: XCTestCase {
    let haus = GermanTest.noun("Haus", .neuter)
    let tisch = GermanTest.noun("Tisch", .masculine)
    let bank = GermanTest.noun("Bank", .feminine)

    func testContractionsAreKeptWhenTheArticleFits() {
        for (markup, arg, expected) in [("^[im %@](inflect: true)", haus, "im Haus"), ("^[ins %@](inflect: true)", haus, "ins Haus"),
                                        ("^[am %@](inflect: true)", tisch, "am Tisch"), ("^[ans %@](inflect: true)", haus, "ans Haus"),
                                        ("^[zum %@](inflect: true)", tisch, "zum Tisch"), ("^[zur %@](inflect: true)", bank, "zur Bank"),
                                        ("^[vom %@](inflect: true)", tisch, "vom Tisch"), ("^[beim %@](inflect: true)", haus, "beim Haus")] {
            let r = GermanTest.render(markup, [arg])
            XCTAssertEqual(r.text, expected)
            XCTAssertTrue(r.trace.contains { $0.rule == "de.contraction.fuse" }, markup)
        }
    }

    func testContractionsSplitWhenTheArticleChanges() {
        let cases: [(String, FormatArgument, String)] = [
            ("^[im %@](inflect: {grammaticalCase: 'dative'})", bank, "in der Bank"),
            ("^[am %@](inflect: true)", bank, "an der Bank"),
            ("^[zum %@](inflect: {number: 'other'})", tisch, "zu den Tischen"),
            ("^[vom %@](inflect: true)", bank, "von der Bank"),
            ("^[beim %@](inflect: {number: 'other'})", tisch, "bei den Tischen"),
            ("^[ins %@](inflect: true)", bank, "in die Bank"),
            ("^[ans %@](inflect: {number: 'other'})", haus, "an die Hause"),
            ("^[zur %@](inflect: {number: 'other'})", bank, "zu den Banken"),
        ]
        for (markup, arg, expected) in cases {
            let r = GermanTest.render(markup, [arg])
            XCTAssertEqual(r.text, expected, markup)
            XCTAssertTrue(r.trace.contains { $0.rule == "de.contraction.split" }, markup)
        }
    }

    func testPrepositionAndArticleFuseWhenTheArticleBecomesFusable() {
        let cases: [(String, FormatArgument, String)] = [
            ("^[in der %@](inflect: true)", haus, "im Haus"),
            ("^[in die %@](inflect: true)", haus, "ins Haus"),
            ("^[an der %@](inflect: true)", tisch, "am Tisch"),
            ("^[an die %@](inflect: true)", haus, "ans Haus"),
            ("^[zu der %@](inflect: true)", tisch, "zum Tisch"),
            ("^[zu dem %@](inflect: true)", bank, "zur Bank"),
            ("^[von der %@](inflect: true)", tisch, "vom Tisch"),
            ("^[bei der %@](inflect: true)", tisch, "beim Tisch"),
        ]
        for (markup, arg, expected) in cases {
            let r = GermanTest.render(markup, [arg])
            XCTAssertEqual(r.text, expected, markup)
            XCTAssertTrue(r.trace.contains { $0.rule == "de.contraction.fuse" }, markup)
        }
    }

    func testContractionKeepsCapitalization() {
        XCTAssertEqual(GermanTest.text("^[Im %@](inflect: true)", [bank]), "In der Bank")
        XCTAssertEqual(GermanTest.text("^[Zur %@](inflect: true)", [tisch]), "Zum Tisch")
    }
}
