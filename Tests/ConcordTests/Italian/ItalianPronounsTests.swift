import XCTest
@testable import Concord

final class ItalianPronounsTests: XCTestCase {
    func testExplicitPronounSlots() {
        let cases: [(String, String)] = [
            ("^[io](inflect: {grammaticalPerson: 'first', grammaticalCase: 'accusative'})", "mi"),
            ("^[io](inflect: {grammaticalPerson: 'third', grammaticalCase: 'accusative'})", "lo"),
            ("^[io](inflect: {grammaticalPerson: 'third', grammaticalGender: 'feminine', grammaticalCase: 'accusative'})", "la"),
            ("^[io](inflect: {grammaticalPerson: 'third', grammaticalCase: 'dative'})", "gli"),
            ("^[Io](inflect: {grammaticalPerson: 'second', number: 'one'})", "Tu"),
            ("^[io](inflect: {grammaticalPerson: 'third', grammaticalGender: 'masculine', pronounType: 'reflexive'})", "si"),
            ("^[lui](inflect: {grammaticalPerson: 'third', grammaticalCase: 'genitive'})", "suo"),
            ("^[loro](inflect: {grammaticalPerson: 'third', grammaticalGender: 'masculine', number: 'one'})", "lui"),
        ]
        for (markup, expected) in cases {
            ItalianTest.check(markup, expected, rules: ["it.pronoun.explicit"])
        }
        ItalianTest.check("^[lui](inflect: true)", "lui", rules: ["it.unchanged"])
    }

    func testReferentConcept() {
        ItalianTest.check("^[lei](referentConcept: 1)", concepts: [.termsOfAddress([.masculine])], "lui", rules: ["it.pronoun.referent"])
        ItalianTest.check("^[Lui](referentConcept: 1) ha scelto ^[sé stesso](referentConcept: 1)",
                          concepts: [.termsOfAddress([.feminine])], "Lei ha scelto sé stessa",
                          rules: ["it.pronoun.referent", "it.pronoun.referent.reflexive"])
        ItalianTest.check("^[gli](referentConcept: 1) ho scritto", concepts: [.termsOfAddress([.feminine])], "le ho scritto")
        ItalianTest.check("^[lo](referentConcept: 1) vedo", concepts: [.termsOfAddress([.feminine])], "la vedo")
        ItalianTest.check("la ^[sua](referentConcept: 1) casa", concepts: [.termsOfAddress([.masculine])], "la sua casa",
                          rules: ["it.pronoun.referent.possessive"])
    }

    func testNeutralAndCustomSets() {
        ItalianTest.check("^[lei](referentConcept: 1)", concepts: [.termsOfAddress([.neutral])], "ləi")
        let custom = TermOfAddress.localized(language: "it", pronouns: [
            .init(pronoun: "ləi", morphology: InflectionMorphology(grammaticalCase: .nominative)),
            .init(pronoun: "lə", morphology: InflectionMorphology(grammaticalCase: .accusative)),
        ])
        ItalianTest.check("^[Lui](referentConcept: 1) dice che ^[lo](referentConcept: 1) aspettano",
                          concepts: [.termsOfAddress([custom])], "Ləi dice che lə aspettano")
    }

    /// A span written with the neutral set's forms is read as pronouns like any other (it was left as written).
    func testSpansWrittenWithTheNeutralForms() {
        ItalianTest.check("^[Ləi](referentConcept: 1) ha messo mi piace.", concepts: [.termsOfAddress([.feminine])],
                          "Lei ha messo mi piace.", rules: ["it.pronoun.referent"])
        ItalianTest.check("^[Ləi](referentConcept: 1) ha messo mi piace.", concepts: [.termsOfAddress([.masculine])],
                          "Lui ha messo mi piace.")
        ItalianTest.check("Non ^[lə](referentConcept: 1) vedo.", concepts: [.termsOfAddress([.feminine])], "Non la vedo.")
        ItalianTest.check("^[ləi](inflect: {grammaticalCase: 'accusative'})", "lə")
    }

    func testAnalyzePronoun() {
        let a = ItalianTest.rulesOnly.analyze("lui", locale: InflectionLocale("it"))
        XCTAssertEqual(a?.features.grammaticalGender, .masculine)
        XCTAssertEqual(a?.features.partOfSpeech, .pronoun)
    }
}
