import XCTest
@testable import Concord

final class FrenchGenderTests: FrenchTestCase {
    private func analysis(_ text: String, engine: ConcordEngine? = nil) -> PhraseAnalysis? {
        (engine ?? bare).analyze(text, locale: InflectionLocale("fr"))
    }

    func testSuffixRulesAreMarkedGuesses() {
        for (word, gender) in [("abcdtion", "feminine"), ("abcdsion", "feminine"), ("abcdté", "feminine"),
                               ("abcdure", "feminine"), ("abcdette", "feminine"), ("abcdment", "masculine"),
                               ("abcdage", "masculine"), ("abcdeau", "masculine"), ("abcdisme", "masculine")] {
            let a = analysis(word)
            XCTAssertEqual(a?.features.grammaticalGender?.rawValue, gender, word)
            XCTAssertTrue(a?.guessed.contains("grammaticalGender") ?? false, word)
            XCTAssertEqual(a?.facts.first?.source, .guess)
        }
    }

    func testDeclaredMorphologyWins() {
        let r = render("^[le %@](inflect: true)", args: [.phrase("bcdment", InflectionMorphology(grammaticalGender: .feminine))])
        XCTAssertEqual(r.text, "la bcdment")
    }

    func testLexiconGenderIsNotAGuess() {
        let e = engine(with: ["clim\tnoun\tf\tpl=clims\t-\t300"])
        let a = analysis("clim", engine: e)
        XCTAssertEqual(a?.features.grammaticalGender, .feminine)
        XCTAssertFalse(a?.guessed.contains("grammaticalGender") ?? true)
        XCTAssertEqual(render("^[du %@](inflect: true)", args: [.text("Clim")], engine: e).text, "de la Clim")
    }

    func testAnalysis() {
        XCTAssertEqual(analysis("chaises")?.features.number, .plural)
        XCTAssertEqual(analysis("Chambre")?.features.number, .singular)
        XCTAssertNil(analysis("Paris")?.features.number)
        XCTAssertEqual(analysis("Premier étage")?.features.grammaticalGender, .masculine)
        XCTAssertEqual(analysis("au chat")?.features.definiteness, .definite)
        XCTAssertEqual(analysis("salon")?.features.partOfSpeech, .noun)
    }

    func testNounsNamingPeopleChangeGender() {
        check("^[l’organisateur](inflect: {grammaticalGender: 'feminine'})", "l’organisatrice",
              rules: ["fr.noun.gender.agent-feminine"])
        check("^[le délégué](inflect: {grammaticalGender: 'masculine'})", "le délégué")
        check("^[le délégué](inflect: {grammaticalGender: 'feminine'})", "la déléguée")
    }
}
