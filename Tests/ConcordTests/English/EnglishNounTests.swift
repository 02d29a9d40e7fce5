import XCTest
@testable import Concord

final class EnglishNounTests: EnglishTestCase {
    func testRegularPlural() {
        check("^[%lld %@](inflect: true)", args: [Self.n(2), .text("apple")], "2 apples", rule: "en.noun.plural.regular")
        check("^[noun](inflect: {number: 'other'})", "nouns", rule: "en.noun.plural.regular")
        check("^[%lld %@](inflect: true)", args: [Self.n(1), .text("apple")], "1 apple", rule: "en.noun.singular.already-singular")
    }

    func testSibilantsTakeEs() {
        check("^[%lld %@](inflect: true)", args: [Self.n(2), .text("dress")], "2 dresses", rule: "en.noun.plural.sibilant")
        check("^[%lld box](inflect: true)", args: [Self.n(3)], "3 boxes", rule: "en.noun.plural.sibilant", lexicon: EnglishFixture.empty)
        check("^[%lld church](inflect: true)", args: [Self.n(3)], "3 churches", rule: "en.noun.plural.sibilant", lexicon: EnglishFixture.empty)
    }

    func testConsonantYTakesIes() {
        check("^[%lld city](inflect: true)", args: [Self.n(3)], "3 cities", rule: "en.noun.plural.y-ies", lexicon: EnglishFixture.empty)
        check("^[%lld %@](inflect: true)", args: [Self.n(2), .text("day")], "2 days", rule: "en.noun.plural.regular")
    }

    func testFVesOnlyWhereTheLexiconSaysSo() {
        check("^[%lld knife](inflect: true)", args: [Self.n(2)], "2 knives", rule: "en.noun.plural.f-ves")
        check("^[%lld roof](inflect: true)", args: [Self.n(2)], "2 roofs", rule: "en.noun.plural.regular", lexicon: EnglishFixture.empty)
    }

    func testOEsFromTheLexicon() {
        check("^[%lld hero](inflect: true)", args: [Self.n(2)], "2 heroes", rule: "en.noun.plural.o-es")
        check("^[%lld photo](inflect: true)", args: [Self.n(2)], "2 photos", rule: "en.noun.plural.regular")
    }

    func testIrregularAndClassicalPlurals() {
        check("^[%lld woman](inflect: true)", args: [Self.n(2)], "2 women", rule: "en.noun.plural.irregular")
        check("^[%lld child](inflect: true)", args: [Self.n(2)], "2 children", rule: "en.noun.plural.irregular")
        check("^[%lld cactus](inflect: true)", args: [Self.n(2)], "2 cacti", rule: "en.noun.plural.classical")
        check("^[thesis](inflect: {number: 'other'})", "theses", rule: "en.noun.plural.classical")
    }

    func testZeroPlurals() {
        check("^[%lld %@](inflect: true)", args: [Self.n(2), .text("sheep")], "2 sheep", rule: "en.noun.plural.zero")
        check("^[%lld %@](inflect: true)", args: [Self.n(1), .text("yen")], "1 yen", rule: "en.noun.singular.already-singular")
        check("^[%lld %@](inflect: true)", args: [Self.n(5), .text("yen")], "5 yen", rule: "en.noun.plural.zero")
        check("^[%lld information](inflect: true)", args: [Self.n(2)], "2 information", rule: "en.noun.plural.uncountable")
    }

    func testHeadOfAMultiWordPhrase() {
        check("^[red bean of kidney](inflect: {number: 'other'})", "red beans of kidney", rule: "en.noun.plural.regular")
        check("^[%lld %@](inflect: true)", args: [Self.n(2), .text("red kidney bean")], "2 red kidney beans", rule: "en.noun.plural.regular")
        check("^[%lld %@](inflect: true)", args: [Self.n(2), .text("leading sheep of a flock")], "2 leading sheep of a flock",
              rule: "en.noun.plural.zero")
        check("^[word phrase](inflect: {number: 'other'})", "word phrases", rule: "en.noun.plural.regular", lexicon: EnglishFixture.empty)
        check("Add ^[%lld %@ %@](inflect: true) to your order", args: [Self.n(2), .text("large"), .text("salad")],
              "Add 2 large salads to your order", rule: "en.noun.plural.regular")
    }

    func testAlreadyPluralIsLeftAlone() {
        check("^[kidney beans](inflect: {number: 'other'})", "kidney beans", rule: "en.noun.plural.already-plural")
        check("^[%lld %@](inflect: true)", args: [Self.n(2), .text("women")], "2 women", rule: "en.noun.plural.already-plural")
        check("^[%lld %@](inflect: true)", args: [Self.n(2), .text("works")], "2 works", rule: "en.noun.plural.already-plural")
        check("^[glutei maximi](inflect: {number: 'other'})", "glutei maximi", rule: "en.noun.plural.already-plural")
    }

    func testSingularForNumberOne() {
        check("^[works](inflect: {number: 'one'})", "work", rule: "en.noun.singular.lexicon")
        check("^[%lld %@](inflect: true)", args: [Self.n(1), .text("pies")], "1 pie", rule: "en.noun.singular.lexicon")
        check("^[goods qqqqs](inflect: {number: 'one'})", "goods qqqq", rule: "en.noun.singular.regular")
        check("^[%lld cities](inflect: true)", args: [Self.n(1)], "1 city", rule: "en.noun.singular.ies-y", lexicon: EnglishFixture.empty)
        check("^[%lld dresses](inflect: true)", args: [Self.n(1)], "1 dress", rule: "en.noun.singular.sibilant", lexicon: EnglishFixture.empty)
        check("^[%lld dress](inflect: true)", args: [Self.n(1)], "1 dress", rule: "en.noun.singular.already-singular", lexicon: EnglishFixture.empty)
    }

    func testHyphenatedCompounds() {
        check("^[%lld mother-in-law](inflect: true)", args: [Self.n(2)], "2 mothers-in-law", rule: "en.noun.plural.regular",
              lexicon: EnglishFixture.empty)
        check("^[%lld check-in](inflect: true)", args: [Self.n(2)], "2 check-ins", rule: "en.noun.plural.regular",
              lexicon: EnglishFixture.empty)
        check("^[%lld passer-by](inflect: true)", args: [Self.n(2)], "2 passers-by", rule: "en.noun.plural.irregular")
    }

    func testAcronyms() {
        check("^[%lld URL](inflect: true)", args: [Self.n(2)], "2 URLs", rule: "en.noun.plural.acronym")
        check("^[%lld new URL](inflect: true)", args: [Self.n(2)], "2 new URLs", rule: "en.noun.plural.acronym")
        check("^[CAT](inflect: {number: 'other'})", "CATs", rule: "en.noun.plural.acronym")
    }

    func testCapitalizationIsKept() {
        check("^[THE CAT](inflect: {number: 'other'})", "THE CATS", rule: "en.noun.plural.regular")
        check("^[APPLE](inflect: {number: 'other'})", "APPLES", rule: "en.noun.plural.regular")
        check("^[%lld iPhone](inflect: true)", args: [Self.n(2)], "2 iPhones", rule: "en.noun.plural.regular")
        check("^[New Message](morphology: { number: \"other\" }, inflect: true)", "New Messages", rule: "en.noun.plural.regular")
        check("^[New Message](morphology: { number: \"one\" }, inflect: true)", "New Message", rule: "en.noun.singular.already-singular")
    }

    func testDeclaredNounWins() {
        check("^[%lld ^[medium](morphology: { partOfSpeech: \"noun\" })](inflect: true)", args: [Self.n(2)], "2 media",
              rule: "en.noun.plural.classical")
    }

    func testNoNumberExplainsItself() {
        let r = render("^[apple](inflect: true)")
        XCTAssertEqual(r.text, "apple")
        XCTAssertEqual(r.trace.first?.rule, "en.unchanged.no-number")
    }

    func testTraceNamesTheLexiconFact() {
        let r = render("^[%lld woman](inflect: true)", args: [Self.n(2)])
        let entry = r.trace.first { $0.rule == "en.noun.plural.irregular" }
        XCTAssertEqual(entry?.input, "woman")
        XCTAssertEqual(entry?.output, "women")
        XCTAssertTrue(entry?.facts.contains { $0.source == .lexicon && $0.value == "women" } == true)
        XCTAssertTrue(entry?.facts.contains { $0.source == .count } == true)
    }

    /// A unit symbol or abbreviation with no vowel letter (or mixed case, *mAh*) has no plural (were *320 kms*,
    /// *12 kWhs*); acronyms in capitals still take -s (*2 PDFs*), and a word with a vowel its plural.
    func testSymbolsHaveNoPlural() {
        check("Range: ^[%lld km](inflect: true)", args: [Self.n(320)], "Range: 320 km", rule: "en.noun.plural.symbol")
        check("Charged ^[%lld kWh](inflect: true) today", args: [Self.n(12)], "Charged 12 kWh today", rule: "en.noun.plural.symbol")
        check("^[%lld %@](inflect: true)", args: [Self.n(5000), .text("mAh")], "5000 mAh", rule: "en.noun.plural.symbol")
        check("^[%lld %@](inflect: true)", args: [Self.n(2), .text("PDF")], "2 PDFs", rule: "en.noun.plural.acronym")
        XCTAssertEqual(render("^[%lld %@](inflect: true)", args: [Self.n(2), .text("gym")]).text, "2 gyms")
    }
}
