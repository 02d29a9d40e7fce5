import XCTest
@testable import Concord

/// A verb whose subject is a `referentConcept` pronoun follows the pronoun that replaced it, inside the span or
/// right after it.
final class EnglishReferentVerbTests: EnglishTestCase {
    func testVerbAfterTheSpanFollowsTheNewPronoun() {
        let r = render("^[They](referentConcept: 1) are on ^[their](referentConcept: 1) way.",
                       concepts: [.termsOfAddress([.masculine])])
        XCTAssertEqual(r.text, "He is on his way.")
        XCTAssertTrue(r.trace.contains { $0.rule == "en.verb.subject-pronoun" && $0.input == "are" && $0.output == "is" })
        check("^[They](referentConcept: 1) were late.", concepts: [.termsOfAddress([.feminine])], "She was late.",
              rule: "en.verb.subject-pronoun")
        check("^[They](referentConcept: 1) like it.", concepts: [.termsOfAddress([.feminine])], "She likes it.",
              rule: "en.verb.subject-pronoun")
        check("^[He](referentConcept: 1) likes it.", concepts: [.termsOfAddress([.neutral])], "They like it.",
              rule: "en.verb.subject-pronoun")
    }

    func testVerbInsideTheSpanFollowsTheNewPronoun() {
        check("^[They are](referentConcept: 1) on their way.", concepts: [.termsOfAddress([.masculine])],
              "He is on their way.", rule: "en.verb.subject-pronoun")
        check("^[He has](referentConcept: 1) left.", concepts: [.termsOfAddress([.neutral])],
              "They have left.", rule: "en.verb.subject-pronoun")
    }

    func testOnlyTheVerbOfTheSubjectChanges() {
        // An object pronoun is no subject: the next word keeps its form.
        XCTAssertEqual(render("I saw ^[them](referentConcept: 1) are there.", concepts: [.termsOfAddress([.masculine])]).text,
                       "I saw him are there.")
        // Text inside another span is that span's, and a pronoun that did not change leaves its verb alone.
        XCTAssertEqual(render("^[They](referentConcept: 1) are here.", concepts: [.termsOfAddress([.neutral])]).text,
                       "They are here.")
    }

    func testAVerbWhoseBaseIsAlsoItsPastIsLeftAsWritten() {
        // *let*, *put*, *read*: the tense is not known, and the past needs no agreement.
        XCTAssertEqual(render("^[They](referentConcept: 1) let me go.", concepts: [.termsOfAddress([.masculine])]).text,
                       "He let me go.")
        XCTAssertEqual(render("^[They](referentConcept: 1) put it there.", concepts: [.termsOfAddress([.feminine])]).text,
                       "She put it there.")
    }
}
