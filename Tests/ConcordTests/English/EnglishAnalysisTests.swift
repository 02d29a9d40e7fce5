import XCTest
@testable import Concord

final class EnglishAnalysisTests: EnglishTestCase {
    func testNumberOfTheHead() {
        XCTAssertEqual(analyze("light").number, .singular)
        XCTAssertEqual(analyze("lights").number, .plural)
        XCTAssertEqual(analyze("patio").number, .singular)
        XCTAssertEqual(analyze("patio lights").number, .plural)
        XCTAssertEqual(analyze("light").partOfSpeech, .noun)
        XCTAssertEqual(analyze("qzxqs", lexicon: EnglishFixture.empty).number, .plural)
        XCTAssertNil(analyze("sheep").number, "a zero plural cannot tell its number")
        XCTAssertEqual(analyze("goods").partOfSpeech, .noun)
    }

    func testDefiniteness() {
        XCTAssertEqual(analyze("the cat").definiteness, .definite)
        XCTAssertEqual(analyze("a cat").definiteness, .indefinite)
        XCTAssertNil(analyze("cat").definiteness)
        XCTAssertNil(analyze("this cat").definiteness)
    }

    func testGenitive() {
        XCTAssertEqual(analyze("qzxyzq's").grammaticalCase, .genitive)
        XCTAssertEqual(analyze("the cats’").grammaticalCase, .genitive)
        XCTAssertNil(analyze("’s").grammaticalCase)
        XCTAssertNil(analyze("s'").grammaticalCase)
        XCTAssertNil(analyze("s’").grammaticalCase)
    }

    func testPronoun() {
        let m = analyze("she")
        XCTAssertEqual(m.partOfSpeech, .pronoun)
        XCTAssertEqual(m.grammaticalGender, .feminine)
        XCTAssertEqual(m.grammaticalPerson, .third)
    }

    func testAgreeWithConceptUsesTheAnalysis() {
        check("^[this](agreeWithConcept: 1)", concepts: [.localizedPhrase("patio lights")], "these", rule: "en.demonstrative.number")
    }
}
