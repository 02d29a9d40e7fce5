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

    /// A noun of either gender (the referent decides) takes the gender of the article written before it, when
    /// nothing else says it: the article agrees and so do the words after it (were *Le cartouche est déjà installé*,
    /// *L’élève inscrit*).
    func testANounOfEitherGenderTakesTheWrittenArticlesGender() {
        let e = engine(with: ["cartouche\tnoun\tmf\tpl=cartouches\t-\t376", "élève\tnoun\tmf\tpl=élèves\t-\t400"])
        XCTAssertEqual(render("^[La %@](inflect: true) est déjà ^[installé](agreeWithArgument: 1)", args: [.text("cartouche")],
                              engine: e).text, "La cartouche est déjà installée")
        XCTAssertEqual(render("^[Le %@](inflect: true) est vide", args: [.text("cartouche")], engine: e).text, "Le cartouche est vide")
        XCTAssertEqual(render("^[La %@ noir](inflect: true)", args: [.text("cartouche")], engine: e).text, "La cartouche noire")
        XCTAssertEqual(render("^[La %@ inscrit](inflect: true)", args: [.text("élève")], engine: e).text, "L’élève inscrite")
        XCTAssertEqual(render("^[Un %@ inscrit](inflect: true)", args: [.text("élève")], engine: e).text, "Un élève inscrit")
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
