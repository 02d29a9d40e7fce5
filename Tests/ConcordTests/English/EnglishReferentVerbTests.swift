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

    /// A verb contracted onto the pronoun agrees too (were *She're online now*, *He’ve been invited*, *They's online*):
    /// *’re* and *’ve* become *’s* for one; *’s* becomes *’ve* before *been* or a participle with an object, *’re*
    /// otherwise; *’ll* and *’d* stay. A custom pronoun keeps the verb as written, as *Xey are* does.
    func testAContractedVerbFollowsTheNewPronoun() {
        let feminine: [InflectionConcept] = [.termsOfAddress([.feminine])]
        let masculine: [InflectionConcept] = [.termsOfAddress([.masculine])]
        let neutral: [InflectionConcept] = [.termsOfAddress([.neutral])]
        check("^[They're](referentConcept: 1) online now", concepts: feminine, "She's online now", rule: "en.verb.subject-pronoun")
        check("^[They’re](referentConcept: 1) online now", concepts: masculine, "He’s online now", rule: "en.verb.subject-pronoun")
        check("^[They’ve](referentConcept: 1) shared a file", concepts: feminine, "She’s shared a file", rule: "en.verb.subject-pronoun")
        check("%@ said ^[they're](referentConcept: 1) on ^[their](referentConcept: 1) way", args: [.text("Alex")],
              concepts: masculine, "Alex said he's on his way", rule: "en.verb.subject-pronoun")
        check("^[THEY'RE](referentConcept: 1) HERE", concepts: feminine, "SHE'S HERE", rule: "en.verb.subject-pronoun")
        XCTAssertEqual(render("^[They'll](referentConcept: 1) be notified", concepts: masculine).text, "He'll be notified")
        XCTAssertEqual(render("^[They’d](referentConcept: 1) like to join", concepts: feminine).text, "She’d like to join")
        check("^[He’s](referentConcept: 1) been invited", concepts: neutral, "They’ve been invited", rule: "en.verb.subject-pronoun")
        check("^[He's](referentConcept: 1) online", concepts: neutral, "They're online", rule: "en.verb.subject-pronoun")
        check("^[She's](referentConcept: 1) left the group", concepts: neutral, "They've left the group",
              rule: "en.verb.subject-pronoun", lexicon: .shared)
        check("^[She's](referentConcept: 1) invited", concepts: neutral, "They're invited", rule: "en.verb.subject-pronoun",
              lexicon: .shared)
        let xey: [InflectionConcept] = [.termsOfAddress([EnglishPronounTests.xey])]
        XCTAssertEqual(render("^[They're](referentConcept: 1) online", concepts: xey).text, "Xey're online")
        XCTAssertEqual(render("^[They](referentConcept: 1) are online", concepts: xey).text, "Xey are online")
    }

    /// A modal has one form for every subject (were *She cans’t join*, *She wills join*).
    func testAModalKeepsItsForm() {
        XCTAssertEqual(render("^[They](referentConcept: 1) can’t join", concepts: [.termsOfAddress([.feminine])], lexicon: .shared).text,
                       "She can’t join")
        XCTAssertEqual(render("^[They](referentConcept: 1) will join", concepts: [.termsOfAddress([.masculine])], lexicon: .shared).text,
                       "He will join")
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
