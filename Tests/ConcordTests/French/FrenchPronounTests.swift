import XCTest
@testable import Concord

final class FrenchPronounTests: FrenchTestCase {
    private let feminine = InflectionConcept.termsOfAddress([.feminine])
    private let masculine = InflectionConcept.termsOfAddress([.masculine])
    private let neutral = InflectionConcept.termsOfAddress([.neutral])

    func testReferentSubstitution() {
        check("^[Il](referentConcept: 1) a aimé ton message.", concepts: [feminine], "Elle a aimé ton message.",
              rules: ["fr.pronoun.referent"])
        check("Je ^[le](referentConcept: 1) vois.", concepts: [feminine], "Je la vois.")
        check("^[Lui-même](referentConcept: 1)", concepts: [feminine], "Elle-même")
        check("^[il](referentConcept: 1)", concepts: [masculine], "il")
    }

    func testNeutralSet() {
        check("^[Il](referentConcept: 1) a aimé ton message.", concepts: [neutral], "Iel a aimé ton message.")
        check("^[lui-même](referentConcept: 1)", concepts: [neutral], "ellui-même")
        check("Je ^[lui](referentConcept: 1) parle.", concepts: [neutral], "Je lui parle.")
    }

    func testPossessivesDoNotFollowTheReferent() {
        check("^[son](referentConcept: 1) chat", concepts: [feminine], "son chat", rules: ["fr.pronoun.possessive-unchanged"])
    }

    func testCustomSet() {
        let term = TermOfAddress.localized(language: "fr", pronouns: [
            .init(pronoun: "ael", morphology: InflectionMorphology(grammaticalCase: .nominative)),
            .init(pronoun: "aelui", morphology: InflectionMorphology(grammaticalCase: .prepositional)),
        ])
        check("^[Il](referentConcept: 1) arrive.", concepts: [.termsOfAddress([term])], "Ael arrive.")
    }

    func testExplicitPronounInflection() {
        check("^[il](inflect: {grammaticalPerson: 'first'})", "je", rules: ["fr.pronoun.inflect"])
        check("^[il](inflect: {number: 'other'})", "ils")
        check("^[il](inflect: {grammaticalPerson: 'third', grammaticalCase: 'dative'})", "lui")
        check("^[il](inflect: {grammaticalPerson: 'first', pronounType: 'reflexive'})", "me")
        check("^[il](inflect: {grammaticalPerson: 'second', grammaticalCase: 'genitive'})", "ton")
        check("^[on](inflect: {grammaticalGender: 'masculine'})", "il")
        check("^[il](inflect: {grammaticalPerson: 'third', number: 'other', pronounType: 'reflexive'})", "se")
    }
}
