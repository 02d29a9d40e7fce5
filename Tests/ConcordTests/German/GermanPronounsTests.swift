import XCTest
@testable import Concord

final class GermanPronounsTests: XCTestCase {
    let sentence = "^[Er](referentConcept: 1) sagt, dass ^[ihn](referentConcept: 1) niemand kennt, ^[ihm](referentConcept: 1) niemand hilft und ^[seine](referentConcept: 1) Freunde ^[seinem](referentConcept: 1) Bruder schreiben."

    func testMasculineFeminineAndNeutralInEveryCase() {
        XCTAssertEqual(GermanTest.text(sentence, concepts: [.termsOfAddress([.masculine])]),
                       "Er sagt, dass ihn niemand kennt, ihm niemand hilft und seine Freunde seinem Bruder schreiben.")
        XCTAssertEqual(GermanTest.text(sentence, concepts: [.termsOfAddress([.feminine])]),
                       "Sie sagt, dass sie niemand kennt, ihr niemand hilft und ihre Freunde ihrem Bruder schreiben.")
        XCTAssertEqual(GermanTest.text(sentence, concepts: [.termsOfAddress([.neutral])]),
                       "Dey sagt, dass dem niemand kennt, dem niemand hilft und deren Freunde deren Bruder schreiben.")
        let rules = GermanTest.rules(sentence, concepts: [.termsOfAddress([.feminine])])
        XCTAssertTrue(rules.contains("de.pronoun.referent"))
        XCTAssertTrue(rules.contains("de.pronoun.possessive"))
        XCTAssertTrue(GermanTest.rules(sentence, concepts: [.termsOfAddress([.neutral])]).contains("de.pronoun.possessive-invariable"))
    }

    /// A span written with the neutral set's *dey* is read as a pronoun like *er* and *sie* (it was left as written);
    /// inflected, it takes the set's other forms.
    func testSpanWrittenWithTheNeutralNominative() {
        let markup = "^[Dey](referentConcept: 1) hat deinen Beitrag geliked."
        XCTAssertEqual(GermanTest.text(markup, concepts: [.termsOfAddress([.feminine])]), "Sie hat deinen Beitrag geliked.")
        XCTAssertEqual(GermanTest.text(markup, concepts: [.termsOfAddress([.masculine])]), "Er hat deinen Beitrag geliked.")
        XCTAssertEqual(GermanTest.text(markup, concepts: [.termsOfAddress([.neutral])]), "Dey hat deinen Beitrag geliked.")
        XCTAssertEqual(GermanTest.text("^[Dey](inflect: {grammaticalCase: 'dative'})"), "Dem")
        XCTAssertEqual(GermanTest.text("^[dey](inflect: {grammaticalCase: 'genitive'})"), "deren")
        // The article *dem* in a span is not taken for the pronoun.
        XCTAssertEqual(GermanTest.text("^[Er gibt dem Kind](referentConcept: 1) ein Buch.", concepts: [.termsOfAddress([.feminine])]),
                       "Sie gibt dem Kind ein Buch.")
    }

    func testFeminineToMasculine() {
        XCTAssertEqual(GermanTest.text("Ich danke ^[ihr](referentConcept: 1) und ^[ihrer](referentConcept: 1) Familie.", concepts: [.termsOfAddress([.masculine])]),
                       "Ich danke ihm und seiner Familie.")
    }

    func testCustomPronounSet() {
        let xier = TermOfAddress.localized(language: "de", pronouns: [
            .init(pronoun: "xier", morphology: .init(grammaticalCase: .nominative)),
            .init(pronoun: "xier", morphology: .init(grammaticalCase: .accusative)),
            .init(pronoun: "xiem", morphology: .init(grammaticalCase: .dative)),
            .init(pronoun: "xieser", morphology: .init(grammaticalCase: .genitive)),
            .init(pronoun: "xies", morphology: .init(grammaticalCase: .genitive, determination: .dependent)),
        ])
        XCTAssertEqual(GermanTest.text("^[Sie](referentConcept: 1) gibt ^[ihm](referentConcept: 1) ^[ihren](referentConcept: 1) Schlüssel.",
                                       concepts: [.termsOfAddress([xier])]),
                       "Xier gibt xiem xiesen Schlüssel.")
    }

    func testPronounInflection() {
        XCTAssertEqual(GermanTest.text("^[er](inflect: {grammaticalPerson: 'first', grammaticalCase: 'accusative'})"), "mich")
        XCTAssertEqual(GermanTest.text("^[er](inflect: {grammaticalCase: 'dative'})"), "ihm")
        XCTAssertEqual(GermanTest.text("^[sie](inflect: {grammaticalGender: 'neuter', grammaticalCase: 'nominative'})"), "es")
        XCTAssertEqual(GermanTest.text("^[ich](inflect: {grammaticalPerson: 'third', pronounType: 'reflexive'})"), "sich")
        XCTAssertEqual(GermanTest.text("^[er](inflect: {grammaticalPerson: 'first', number: 'other', grammaticalCase: 'dative'})"), "uns")
        XCTAssertEqual(GermanTest.rules("^[er](inflect: {grammaticalPerson: 'second'})"), ["de.pronoun.inflect"])
    }
}
