import XCTest
@testable import Concord

final class EnglishArticleTests: EnglishTestCase {
    private func article(_ arg: String, _ expected: String, rule: String, lexicon: LexiconStore = EnglishFixture.store,
                         file: StaticString = #filePath, line: UInt = #line) {
        check("^[a %@](inflect: true)", args: [.text(arg)], expected, rule: rule, lexicon: lexicon, file: file, line: line)
    }

    func testVowelSoundBySpelling() {
        article("umbrella", "an umbrella", rule: "en.article.an-before-vowel-sound", lexicon: EnglishFixture.empty)
        article("aqzxyzq", "an aqzxyzq", rule: "en.article.an-before-vowel-sound", lexicon: EnglishFixture.empty)
        article("qzxyzq", "a qzxyzq", rule: "en.article.a-before-consonant-sound", lexicon: EnglishFixture.empty)
        article("sheep", "a sheep", rule: "en.article.a-before-consonant-sound")
    }

    func testYuSoundsTakeA() {
        article("unicorn", "a unicorn", rule: "en.article.a-before-consonant-sound", lexicon: EnglishFixture.empty)
        article("European", "a European", rule: "en.article.a-before-consonant-sound", lexicon: EnglishFixture.empty)
        article("usual thing", "a usual thing", rule: "en.article.a-before-consonant-sound", lexicon: EnglishFixture.empty)
        article("one-way ticket", "a one-way ticket", rule: "en.article.a-before-consonant-sound", lexicon: EnglishFixture.empty)
    }

    func testLexiconFlagsWin() {
        article("hour", "an hour", rule: "en.article.an-before-vowel-sound")
        article("honest mistake", "an honest mistake", rule: "en.article.an-before-vowel-sound")
        article("unicorn", "a unicorn", rule: "en.article.a-before-consonant-sound")
        let r = render("^[a %@](inflect: true)", args: [.text("hour")])
        XCTAssertTrue(r.trace.contains { $0.facts.contains { $0.source == .lexicon && $0.value == "lexicon flag an" } })
    }

    func testNumbersBySound() {
        for (n, article) in [("8", "an"), ("11", "an"), ("18", "an"), ("80", "an"), ("800", "an"), ("11,000", "an"),
                             ("2", "a"), ("7", "a"), ("12", "a"), ("110", "a"), ("1st", "a"), ("8th", "an")] {
            let rule = article == "an" ? "en.article.an-before-vowel-sound" : "en.article.a-before-consonant-sound"
            self.article(n, "\(article) \(n)", rule: rule, lexicon: EnglishFixture.empty)
        }
    }

    func testLettersAndInitialisms() {
        check("^[a](inflect: {definiteness: 'indefinite'})", "an a", rule: "en.article.an-before-vowel-sound")
        article("FBI agent", "an FBI agent", rule: "en.article.an-before-vowel-sound", lexicon: EnglishFixture.empty)
        article("URL", "a URL", rule: "en.article.a-before-consonant-sound", lexicon: EnglishFixture.empty)
        article("NASA engineer", "a NASA engineer", rule: "en.article.a-before-consonant-sound", lexicon: EnglishFixture.empty)
    }

    func testCapitalArticleKeepsItsCase() {
        check("^[A %@](inflect: true)", args: [.text("apple")], "An apple", rule: "en.article.an-before-vowel-sound")
    }

    func testArticleEndingTheSpanReadsTheNextWord() {
        check("^[a](inflect: true) %@", args: [.text("apple")], "an apple", rule: "en.article.an-before-vowel-sound")
    }

    func testArticleAgreeingWithAnArgumentOutsideTheSpan() {
        check("^[a](agreeWithArgument: 1) %@", args: [.text("apple")], "an apple", rule: "en.article.an-before-vowel-sound")
    }

    func testDefinite() {
        check("^[thesis](inflect: {definiteness: 'definite'})", "the thesis", rule: "en.article.definite")
        check("^[cat](inflect: {number: 'other', definiteness: 'definite'})", "the cats", rule: "en.article.definite")
        check("^[the  cat](inflect: {definiteness: 'definite'})", "the  cat", rule: "en.article.definite")
        check("^[The Cat](inflect: {definiteness: 'definite'})", "The Cat", rule: "en.article.definite")
        check("^[a cat](inflect: {definiteness: 'definite'})", "the cat", rule: "en.article.definite")
    }

    /// A word no lexicon knows, made by a suffix from one the lexicon flags, sounds as its stem does (were *a
    /// hourly*, *a honestly*); an unflagged stem leaves the spelling rules to decide.
    func testADerivedWordTakesItsStemsArticle() {
        check("Add ^[a %@](inflect: true)", args: [.text("hourly reminder")], "Add an hourly reminder",
              rule: "en.article.an-before-vowel-sound")
        check("^[a %@](inflect: true)", args: [.text("honestly")], "an honestly", rule: "en.article.an-before-vowel-sound")
        check("^[a %@](inflect: true)", args: [.text("honeybee")], "a honeybee", rule: "en.article.a-before-consonant-sound")
    }

    func testIndefinite() {
        check("^[cat](inflect: {definiteness: 'indefinite'})", "a cat", rule: "en.article.indefinite")
        check("^[a cat](inflect: {definiteness: 'indefinite'})", "a cat", rule: "en.article.indefinite")
        check("^[the apple](inflect: {definiteness: 'indefinite'})", "an apple", rule: "en.article.an-before-vowel-sound")
        check("^[1st](inflect: {definiteness: 'indefinite'})", "a 1st", rule: "en.article.indefinite")
        check("^[2](inflect: {definiteness: 'indefinite'})", "a 2", rule: "en.article.indefinite")
        check("^[plural](inflect: {definiteness: 'indefinite'})", "a plural", rule: "en.article.indefinite")
    }

    func testNoIndefiniteArticleInThePlural() {
        check("^[plurals](inflect: {definiteness: 'indefinite'})", "plurals", rule: "en.article.indefinite-plural")
        check("^[a cat](inflect: {number: 'other'})", "cats", rule: "en.article.indefinite-plural")
        check("^[the cats](inflect: {definiteness: 'indefinite'})", "cats", rule: "en.article.indefinite-plural")
        check("^[An apple](inflect: {number: 'other'})", "Apples", rule: "en.article.indefinite-plural")
    }

    func testGenitiveWithArticle() {
        check("^[unicorn](inflect: {grammaticalCase: 'genitive', definiteness: 'indefinite'})", "a unicorn’s",
              rule: "en.article.a-before-consonant-sound")
        check("^[a %@](inflect: {grammaticalCase: 'genitive'})", args: [.text("umbrella")], "an umbrella’s",
              rule: "en.article.an-before-vowel-sound")
    }
}
