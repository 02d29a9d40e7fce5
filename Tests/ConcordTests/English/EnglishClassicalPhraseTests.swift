import XCTest
@testable import Concord

/// Latin noun + adjective pairs, agent compounds closed by a particle, product names with a model number, and
/// lone verbs asked for a number with `partOfSpeech: 'verb'`.
final class EnglishClassicalPhraseTests: EnglishTestCase {
    func testLatinNounAndAdjectiveChangeTogether() {
        check("^[gluteus maximus](inflect: {number: 'other'})", "glutei maximi", rule: "en.noun.plural.latin-phrase")
        check("^[%lld %@](inflect: true)", args: [Self.n(2), .text("vena cava")], "2 venae cavae", rule: "en.noun.plural.latin-phrase")
        check("^[glutei maximi](inflect: {number: 'one'})", "gluteus maximus", rule: "en.noun.plural.latin-phrase")
        // An English noun as the second word is no Latin adjective; a known noun keeps its own plural.
        check("^[cactus plant](inflect: {number: 'other'})", "cactus plants", rule: "en.noun.plural.regular", lexicon: EnglishFixture.empty)
        check("^[%lld %@](inflect: true)", args: [Self.n(2), .text("red cactus")], "2 red cacti", rule: "en.noun.plural.classical")
    }

    func testAgentCompoundClosedByAParticlePluralizesItsFirstPart() {
        check("^[runner-up](inflect: {number: 'other'})", "runners-up", rule: "en.noun.plural.regular", lexicon: EnglishFixture.empty)
        check("^[%lld hanger-on](inflect: true)", args: [Self.n(3)], "3 hangers-on", rule: "en.noun.plural.regular", lexicon: EnglishFixture.empty)
        check("^[%lld check-in](inflect: true)", args: [Self.n(3)], "3 check-ins", rule: "en.noun.plural.regular", lexicon: EnglishFixture.empty)
    }

    func testProductNameWithAModelNumberIsNotInflected() {
        check("^[%lld %@](inflect: true)", args: [Self.n(2), .text("iPhone 15")], "2 iPhone 15", rule: "en.noun.product-name")
        check("^[%lld %@](inflect: true)", args: [Self.n(2), .text("Galaxy S23")], "2 Galaxy S23", rule: "en.noun.product-name")
        check("^[%lld %@](inflect: true)", args: [Self.n(2), .text("MP3")], "2 MP3s", rule: "en.noun.plural.acronym", lexicon: EnglishFixture.empty)
        check("^[%lld 1st place](inflect: true)", args: [Self.n(2)], "2 1st places", rule: "en.noun.plural.regular", lexicon: EnglishFixture.empty)
    }

    func testLoneVerbWithPartOfSpeech() {
        check("^[works](inflect: {number: 'other', partOfSpeech: 'verb'})", "work", rule: "en.verb.third-person")
        check("^[work](inflect: {number: 'one', partOfSpeech: 'verb'})", "works", rule: "en.verb.third-person")
        check("^[is](inflect: {number: 'other', partOfSpeech: 'verb'})", "are", rule: "en.verb.third-person")
        // Without it the noun reading stays (`works` is a plural noun).
        check("^[works](inflect: {number: 'one'})", "work", rule: "en.noun.singular.lexicon")
        check("^[work](inflect: {number: 'other'})", "works", rule: "en.noun.plural.regular")
    }
}

/// Numbers that are not counts: ordinals written with digits, and a number after *a*/*an*.
final class EnglishOrdinalTests: EnglishTestCase {
    func testOrdinalWithDigitsIsNeverTheHead() {
        XCTAssertEqual(render("^[1st](inflect: {number: 'other'})", lexicon: EnglishFixture.empty).text, "1st")
        check("^[%lld 2nd-place finish](inflect: true)", args: [Self.n(3)], "3 2nd-place finishes", rule: "en.noun.plural.sibilant",
              lexicon: EnglishFixture.empty)
        check("^[1st](inflect: {definiteness: 'indefinite'})", "a 1st", rule: "en.article.a-before-consonant-sound", lexicon: EnglishFixture.empty)
    }

    func testNumberAfterAnArticleIsNoCount() {
        check("^[a %@](inflect: true)", args: [.text("18 hour day")], "an 18 hour day", rule: "en.article.an-before-vowel-sound",
              lexicon: EnglishFixture.empty)
        check("^[%lld %@](inflect: true)", args: [Self.n(18), .text("day")], "18 days", rule: "en.noun.plural.regular")
    }
}
