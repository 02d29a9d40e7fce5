import XCTest
@testable import Concord

final class ItalianArticlesTests: XCTestCase {
    func testDefiniteArticleBySound() {
        let cases: [(String, String)] = [("gatto", "il gatto"), ("gatti", "i gatti"), ("gnomo", "lo gnomo"),
                                         ("scoglio", "lo scoglio"), ("zaino", "lo zaino"), ("psicologo", "lo psicologo"),
                                         ("ombrellone", "l’ombrellone"), ("aula", "l’aula"), ("casa", "la casa"),
                                         ("case", "le case"), ("armadi", "gli armadi"), ("scogli", "gli scogli"),
                                         ("iato", "lo iato")]
        for (noun, expected) in cases {
            ItalianTest.check("^[il %@](inflect: true)", [.text(noun)], expected,
                              rules: expected.hasPrefix("il ") ? ["it.unchanged"] : ["it.article.definite"])
        }
    }

    func testIndefiniteAndPartitive() {
        ItalianTest.check("^[un %@](inflect: true)", [.text("gnomo")], "uno gnomo", rules: ["it.article.indefinite"])
        ItalianTest.check("^[un %@](inflect: true)", [.text("casetta")], "una casetta", rules: ["it.article.indefinite"])
        ItalianTest.check("^[un %@](inflect: true)", [.text("amica")], "un’amica", rules: ["it.article.indefinite"])
        ItalianTest.check("^[un %@](inflect: true)", [.text("ombrellone")], "un ombrellone")
        ItalianTest.check("^[un %@](inflect: true)", [.text("gatti")], "dei gatti", rules: ["it.article.partitive"])
        ItalianTest.check("^[un %@](inflect: true)", [.text("scogli")], "degli scogli", rules: ["it.article.partitive"])
        ItalianTest.check("^[un %@](inflect: true)", [.text("italiane")], "delle italiane", rules: ["it.article.partitive"])
    }

    func testElisionKeepsSourceApostropheAndSpacing() {
        ItalianTest.check("^[l'%@](inflect: true)", [.text("gatti")], "i gatti", rules: ["it.article.definite"])
        ItalianTest.check("^[la %@](inflect: true)", [.text("amica")], "l’amica")
        ItalianTest.check("^[l'%@](inflect: true)", [.text("amica")], "l'amica")
        ItalianTest.check("^[Il %@](inflect: true)", [.text("ombrellone")], "L’ombrellone")
    }

    func testContractions() {
        ItalianTest.check("^[del %@](inflect: true)", [.text("scoglio")], "dello scoglio", rules: ["it.contraction.di"])
        ItalianTest.check("^[al %@](inflect: true)", [.text("amici")], "agli amici", rules: ["it.contraction.a"])
        ItalianTest.check("^[dal %@](inflect: true)", [.text("case")], "dalle case", rules: ["it.contraction.da"])
        ItalianTest.check("^[nel %@](inflect: true)", [.text("aula")], "nell’aula", rules: ["it.contraction.in"])
        ItalianTest.check("^[sul %@](inflect: true)", [.text("tavoli")], "sui tavoli", rules: ["it.contraction.su"])
    }

    func testNumbersReadAloud() {
        ItalianTest.check("^[al %@](inflect: true)", [.text("0%")], "allo 0%", rules: ["it.contraction.a"])
        ItalianTest.check("^[al %@](inflect: true)", [.text("2")], "al 2")
        ItalianTest.check("^[al %@](inflect: true)", [.text("1000")], "al 1000")
        ItalianTest.check("^[al %@](inflect: true)", [.text("11000")], "all’11000", rules: ["it.contraction.a"])
        ItalianTest.check("^[al %@](inflect: true)", [.text("8000000")], "all’8000000")
        XCTAssertEqual(ItalianSounds.leadingWord(ofNumber: "80000"), "ottanta")
        XCTAssertEqual(ItalianSounds.leadingWord(ofNumber: "1000000"), "un")
    }

    func testDemonstratives() {
        ItalianTest.check("^[quel %@](inflect: true)", [.text("amici")], "quegli amici", rules: ["it.demonstrative.quello"])
        ItalianTest.check("^[quel %@](inflect: true)", [.text("gnomo")], "quello gnomo", rules: ["it.demonstrative.quello"])
        ItalianTest.check("^[quel %@](inflect: true)", [.text("aula")], "quell’aula", rules: ["it.demonstrative.quello"])
        ItalianTest.check("^[quel %@](inflect: true)", [.text("gatti")], "quei gatti")
        ItalianTest.check("^[questo %@](inflect: true)", [.text("case")], "queste case", rules: ["it.demonstrative.questo"])
    }

    func testPossessives() {
        ItalianTest.check("^[il mio %@](inflect: true)", [.text("case")], "le mie case", rules: ["it.possessive", "it.article.definite"])
        ItalianTest.check("^[il nostro %@](inflect: true)", [.text("amici")], "i nostri amici", rules: ["it.possessive"])
        ItalianTest.check("^[il loro %@](inflect: true)", [.text("casa")], "la loro casa")
    }

    /// *mio*'s masculine plural is *miei* (was *mioi*, made like *tuoi* and *suoi*), and *miei* written in a span is
    /// read as the possessive (was left as *il miei libro*).
    func testMioHasThePluralMiei() {
        ItalianTest.check("^[il mio %@](inflect: true)", [.text("gatti")], "i miei gatti", rules: ["it.possessive"])
        ItalianTest.check("^[un mio %@](inflect: true)", [.text("amici")], "dei miei amici")
        ItalianTest.check("^[questo mio %@](inflect: true)", [.text("gatti")], "questi miei gatti")
        ItalianTest.check("^[i miei %@](inflect: true)", [.text("gatto")], "il mio gatto", rules: ["it.possessive"])
        ItalianTest.check("^[il tuo %@](inflect: true)", [.text("gatti")], "i tuoi gatti")
        XCTAssertEqual(ItalianArticles.possessive(stem: "mi", gender: .masculine, number: .plural), "miei")
        XCTAssertEqual(ItalianArticles.possessive(stem: "su", gender: .masculine, number: .plural), "suoi")
        XCTAssertEqual(ItalianArticles.possessive(stem: "vostr", gender: .masculine, number: .plural), "vostri")
    }

    func testDefinitenessAddsOrSwitchesArticles() {
        ItalianTest.check("^[gnomo](inflect: {definiteness: 'definite'})", "lo gnomo", rules: ["it.definiteness.article-added"])
        ItalianTest.check("^[italiani](inflect: {definiteness: 'definite'})", "gli italiani")
        ItalianTest.check("^[casa](inflect: {definiteness: 'indefinite'})", "una casa", rules: ["it.definiteness.indefinite-added"])
        ItalianTest.check("^[una](inflect: {definiteness: 'definite'})", "l’una")
        ItalianTest.check("^[il gatto](inflect: {definiteness: 'indefinite'})", "un gatto", rules: ["it.definiteness.switched"])
        ItalianTest.check("^[il](inflect: {grammaticalGender: 'feminine', number: 'other'})", "le")
    }

    /// An argument that brings its own article after a determiner of the template: the template's determiner
    /// stays, with the gender and number of the argument's article, which is dropped, and takes the form the noun's
    /// sound asks for (were *sulla la scheda*, *degli i voli*, *nel lo storico*, *nei gli archivi*, *del l’app*).
    func testAnArgumentsOwnArticleIsNotWrittenTwice() {
        ItalianTest.check("Salva ^[sul %@](inflect: true)", [.text("la scheda")], "Salva sulla scheda", rules: ["it.article.argument-own"])
        ItalianTest.check("Dettagli ^[del %@](inflect: true)", [.text("i voli")], "Dettagli dei voli")
        ItalianTest.check("Cerca ^[nel %@](inflect: true)", [.text("lo storico")], "Cerca nello storico")
        ItalianTest.check("Cerca ^[nel %@](inflect: true)", [.text("gli archivi")], "Cerca negli archivi")
        ItalianTest.check("Dettagli ^[del %@](inflect: true)", [.text("l’app")], "Dettagli dell’app")
        ItalianTest.check("Apri ^[il %@](inflect: true)", [.text("la scheda")], "Apri la scheda")
        ItalianTest.check("^[il mio %@](inflect: true)", [.text("la scheda")], "la mia scheda")
        // The argument's article tells the gender of a noun no lexicon knows (was *al VPN* by a guess).
        ItalianTest.check("Connettiti ^[al %@](inflect: true)", [.text("la VPN")], "Connettiti alla VPN")
        // After a count the argument's article is dropped (was *2 gli storici*).
        ItalianTest.check("^[%lld %@](inflect: true)", [.number(NumberValue(2)), .text("lo storico")], "2 storici",
                          rules: ["it.article.argument-own.after-count"])
        // An argument that follows no determiner keeps its article.
        ItalianTest.check("Apri ^[%@](inflect: true)", [.text("la scheda")], "Apri la scheda")
    }

    /// A word with no vowel letter is read by its letters: the article follows the first letter's name (*esse*,
    /// *emme*: were *uno sms*, *lo sms*), and a letter named with a consonant keeps the spelling's article.
    func testArticleOfAWordReadByItsLetters() {
        ItalianTest.check("Invia ^[un %@](inflect: true)", [.text("sms")], "Invia un sms")
        ItalianTest.check("Apri ^[il %@](inflect: true)", [.text("sms")], "Apri l’sms")
        ItalianTest.check("Invia ^[un %@](inflect: true)", [.text("SMS")], "Invia un SMS")
        ItalianTest.check("Scarica ^[il %@](inflect: true)", [.text("mp3")], "Scarica l’mp3")
        ItalianTest.check("Scarica ^[il %@](inflect: true)", [.text("pdf")], "Scarica il pdf")
        ItalianTest.check("Apri ^[il %@](inflect: true)", [.text("zaino")], "Apri lo zaino")
        ItalianTest.check("Apri ^[un %@](inflect: true)", [.text("studio")], "Apri uno studio")
    }
}
