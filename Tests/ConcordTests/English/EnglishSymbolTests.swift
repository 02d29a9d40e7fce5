import XCTest
@testable import Concord

/// Symbols around English noun phrases: an emoji or a sign before the phrase does not end it, a currency sign
/// takes the article of the amount it stands before, and the genitive goes after symbols written against the
/// last word.
final class EnglishSymbolTests: EnglishTestCase {
    func testPhraseStartingWithAnEmojiOrASymbol() {
        XCTAssertEqual(analyze("🍎 apples").number, .plural)
        XCTAssertEqual(analyze("🍎 apple").number, .singular)
        XCTAssertEqual(analyze("#tags", lexicon: EnglishFixture.empty).number, .plural)
        XCTAssertEqual(analyze("★ salad").partOfSpeech, .noun)
        check("^[%lld %@](inflect: true)", args: [Self.n(2), .text("🍎 apple")], "2 🍎 apples", rule: "en.noun.plural.regular")
        check("^[%lld %@](inflect: true)", args: [Self.n(3), .text("#tag")], "3 #tags", rule: "en.noun.plural.regular", lexicon: EnglishFixture.empty)
        check("^[%lld 🍎 apple](inflect: true)", args: [Self.n(1)], "1 🍎 apple", rule: "en.noun.singular.already-singular")
    }

    func testArticleBeforeACurrencyAmountFollowsTheNumber() {
        check("^[a %@](inflect: true)", args: [.text("$8")], "an $8", rule: "en.article.an-before-vowel-sound")
        check("^[an %@](inflect: true)", args: [.text("€5")], "a €5", rule: "en.article.a-before-consonant-sound")
        check("^[$8](inflect: {definiteness: 'indefinite'})", "an $8", rule: "en.article.indefinite")
        check("^[€11,000](inflect: {definiteness: 'indefinite'})", "an €11,000", rule: "en.article.indefinite")
    }

    func testGenitiveAfterSymbolsWrittenAgainstTheLastWord() {
        check("^[the U.S.](inflect: {grammaticalCase: 'genitive'})", "the U.S.’s", rule: "en.genitive.apostrophe-s", lexicon: EnglishFixture.empty)
        check("^[C++](inflect: {grammaticalCase: 'genitive'})", "C++’s", rule: "en.genitive.apostrophe-s", lexicon: EnglishFixture.empty)
        check("^[R2-D2](inflect: {grammaticalCase: 'genitive'})", "R2-D2’s", rule: "en.genitive.apostrophe-s", lexicon: EnglishFixture.empty)
        check("^[3](inflect: {grammaticalCase: 'genitive'})", "3’s", rule: "en.genitive.apostrophe-s", lexicon: EnglishFixture.empty)
    }
}
