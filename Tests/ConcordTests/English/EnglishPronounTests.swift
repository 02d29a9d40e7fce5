import XCTest
@testable import Concord

final class EnglishPronounTests: EnglishTestCase {
    static let xey: TermOfAddress = .localized(language: "en", pronouns: [
        .init(pronoun: "xey", morphology: .init(grammaticalCase: .nominative)),
        .init(pronoun: "xem", morphology: .init(grammaticalCase: .accusative)),
        .init(pronoun: "xeir", morphology: .init(grammaticalCase: .genitive, determination: .dependent)),
        .init(pronoun: "xeirs", morphology: .init(grammaticalCase: .genitive, determination: .independent)),
        .init(pronoun: "xemself", morphology: .init(pronounType: .reflexive)),
    ])

    func testReferentConcept() {
        check("^[They](referentConcept: 1) liked your post.", concepts: [.termsOfAddress([.masculine])],
              "He liked your post.", rule: "en.pronoun.referent")
        check("^[them](referentConcept: 1)", concepts: [.termsOfAddress([.masculine])], "him", rule: "en.pronoun.referent")
        check("^[theirs](referentConcept: 1)", concepts: [.termsOfAddress([.feminine])], "hers", rule: "en.pronoun.referent")
        check("%@ is on ^[their](referentConcept: 1) way.", args: [.text("Tony")], concepts: [.termsOfAddress([.masculine])],
              "Tony is on his way.", rule: "en.pronoun.referent")
    }

    func testTheTextAfterTheSpanTellsDependentFromIndependent() {
        check("%@ updated ^[his](referentConcept: 1) profile.", args: [.text("Anne")], concepts: [.termsOfAddress([.feminine])],
              "Anne updated her profile.", rule: "en.pronoun.referent")
        check("The book is ^[his](referentConcept: 1).", concepts: [.termsOfAddress([.feminine])],
              "The book is hers.", rule: "en.pronoun.referent")
        check("I met ^[her](referentConcept: 1) yesterday.", concepts: [.termsOfAddress([.masculine])],
              "I met him yesterday.", rule: "en.pronoun.referent")
        check("I read ^[her](referentConcept: 1) post.", concepts: [.termsOfAddress([.masculine])],
              "I read his post.", rule: "en.pronoun.referent")
    }

    func testCustomPronounSet() {
        let c: [InflectionConcept] = [.termsOfAddress([Self.xey])]
        check("^[They](referentConcept: 1) posted it ^[themselves](referentConcept: 1).", concepts: c,
              "Xey posted it xemself.", rule: "en.pronoun.referent")
        check("Anne read the post to ^[them](referentConcept: 1).", concepts: c, "Anne read the post to xem.", rule: "en.pronoun.referent")
        check("You liked ^[their](referentConcept: 1) post.", concepts: c, "You liked xeir post.", rule: "en.pronoun.referent")
        check("The post was ^[theirs](referentConcept: 1).", concepts: c, "The post was xeirs.", rule: "en.pronoun.referent")
    }

    func testExplicitPersonNumberAndCase() {
        check("^[they](inflect: {grammaticalPerson: 'second', number: 'other'})", "you", rule: "en.pronoun.explicit")
        check("^[they](inflect: {grammaticalPerson: 'third', grammaticalCase: 'accusative'})", "them", rule: "en.pronoun.explicit")
        check("^[they](inflect: {grammaticalPerson: 'third', number: 'one', grammaticalCase: 'accusative'})", "them", rule: "en.pronoun.explicit")
        check("^[they](inflect: {grammaticalPerson: 'third', grammaticalGender: 'neuter', number: 'one', grammaticalCase: 'accusative'})",
              "it", rule: "en.pronoun.explicit")
        check("^[i](inflect: {grammaticalPerson: 'third'})", "they", rule: "en.pronoun.explicit")
        check("^[i](inflect: {grammaticalPerson: 'second'})", "you", rule: "en.pronoun.explicit")
    }

    func testExplicitReflexives() {
        check("^[they](inflect: {grammaticalPerson: 'first', number: 'one', pronounType: 'reflexive'})", "myself", rule: "en.pronoun.explicit")
        check("^[they](inflect: {grammaticalPerson: 'third', grammaticalGender: 'masculine', number: 'other', pronounType: 'reflexive'})",
              "themselves", rule: "en.pronoun.explicit")
        check("^[i](inflect: {pronounType: 'reflexive'})", "myself", rule: "en.pronoun.explicit")
    }

    func testExplicitGenitiveDependentAndIndependent() {
        check("^[they](inflect: {grammaticalPerson: 'second', grammaticalGender: 'feminine', grammaticalCase: 'genitive'})",
              "yours", rule: "en.pronoun.explicit")
        check("^[they](inflect: {grammaticalPerson: 'third', grammaticalCase: 'genitive', determination: 'dependent'})",
              "their", rule: "en.pronoun.explicit")
        check("^[they](inflect: {grammaticalPerson: 'second', grammaticalGender: 'feminine', grammaticalCase: 'genitive', determination: 'independent'})",
              "yours", rule: "en.pronoun.explicit")
        check("^[they](inflect: {number: 'one', grammaticalGender: 'neuter', grammaticalCase: 'genitive'})", "its",
              rule: "en.pronoun.explicit")
    }

    func testGenderOnASentenceRegendersThirdPersonPronouns() {
        check("^[They liked your post.](inflect: {grammaticalGender: 'feminine'})", "She liked your post.", rule: "en.pronoun.explicit")
        check("^[They like your post.](inflect: {grammaticalGender: 'masculine'})", "He likes your post.", rule: "en.verb.subject-pronoun")
        check("^[her book](inflect: {grammaticalGender: 'masculine'})", "his book", rule: "en.pronoun.explicit")
        check("^[her](inflect: {grammaticalGender: 'masculine'})", "him", rule: "en.pronoun.explicit")
    }

    func testUserAddressedWordsAreNotGendered() {
        check("^[They liked your post.](inflect: {grammaticalGender: 'feminine'})", "She liked your post.",
              rule: "en.pronoun.user-ungendered")
        let r = render("^[Welcome to your account](inflect: true)", user: .term(.feminine))
        XCTAssertEqual(r.text, "Welcome to your account")
        XCTAssertEqual(r.trace.first?.rule, "en.user.ungendered")
        // English has nothing to agree with, so the alternative is not needed.
        let alt = render("^[Welcome](inflect: true, inflectionAlternative: 'Hello')", user: .noPreference)
        XCTAssertEqual(alt.text, "Welcome")
    }

    func testNoConstraintsLeavePronounsAsWritten() {
        check("^[him](inflect: true)", "him", rule: "en.unchanged.no-number")
        check("^[it](inflect: true)", "it", rule: "en.unchanged.no-number")
    }
}
