import XCTest
@testable import Concord

final class FrenchNounTests: FrenchTestCase {
    /// A word that is itself a noun's singular is that noun when it is at least as frequent as the one it would be the
    /// plural of (were *1 foi*, *0 foi* for *fois*); the rarer one gives way (*fonds* → *1 fond*).
    func testAWordThatIsANounsSingularNeedsNoOther() {
        let e = engine(with: ["foi\tnoun\tf\tpl=fois\t-\t473", "fois\tnoun\tf\t-\tinvariable\t595",
                              "fond\tnoun\tm\tpl=fonds\t-\t504", "fonds\tnoun\tm\t-\tinvariable\t418"])
        func r(_ n: Double, _ word: String) -> String {
            render("^[%lld %@](inflect: true)", args: [.number(NumberValue(n)), .text(word)], engine: e).text
        }
        XCTAssertEqual(r(1, "fois"), "1 fois")
        XCTAssertEqual(r(0, "fois"), "0 fois")
        XCTAssertEqual(r(2, "fois"), "2 fois")
        XCTAssertEqual(r(1, "fonds"), "1 fond")
    }

    func testRegularPluralWithACount() {
        check("^[%lld %@](inflect: true)", args: [.number(NumberValue(2)), .text("abricot")], "2 abricots",
              rules: ["fr.noun.plural.regular"])
        check("^[%lld %@](inflect: true)", args: [.number(NumberValue(1)), .text("abricot")], "1 abricot")
    }

    func testZeroAndOneAreSingularAndMillionsPlural() {
        check("^[%lld %@](inflect: true)", args: [.number(NumberValue(0)), .text("abricot")], "0 abricot")
        check("^[%lld %@](inflect: true)", args: [.number(NumberValue(1_000_000)), .text("abricot")], "1000000 abricots")
    }

    func testAlPlurals() {
        check("^[abckkal](inflect: {number: 'other'})", "abckkaux", rules: ["fr.noun.plural.al-aux"])
        check("^[carnaval](inflect: {number: 'other'})", "carnavals", rules: ["fr.noun.plural.al-als"])
        check("^[festival](inflect: {number: 'other'})", "festivals", rules: ["fr.noun.plural.al-als"])
        check("^[abckkail](inflect: {number: 'other'})", "abckkaux", rules: ["fr.noun.plural.ail-aux"])
    }

    func testXPlurals() {
        check("^[abckkeau](inflect: {number: 'other'})", "abckkeaux", rules: ["fr.noun.plural.eau-x"])
        check("^[abckkeu](inflect: {number: 'other'})", "abckkeux", rules: ["fr.noun.plural.eau-x"])
        check("^[pneu](inflect: {number: 'other'})", "pneus", rules: ["fr.noun.plural.eu-s"])
        check("^[sarrau](inflect: {number: 'other'})", "sarraus", rules: ["fr.noun.plural.eu-s"])
        check("^[hibou](inflect: {number: 'other'})", "hiboux", rules: ["fr.noun.plural.ou-x"])
        check("^[trou](inflect: {number: 'other'})", "trous", rules: ["fr.noun.plural.regular"])
    }

    func testInvariableSXZ() {
        check("^[abckks](inflect: {number: 'other'})", "abckks", rules: ["fr.noun.plural.invariable-sxz"])
        check("^[nez](inflect: {number: 'other'})", "nez", rules: ["fr.noun.plural.invariable-sxz"])
    }

    func testIrregularBothWays() {
        check("^[œil](inflect: {number: 'other'})", "yeux", rules: ["fr.noun.plural.irregular"])
        check("^[%lld %@](inflect: true)", args: [.number(NumberValue(1)), .text("yeux")], "1 œil",
              rules: ["fr.noun.singular.irregular"])
    }

    func testHeadNounOfAPhrase() {
        check("^[pomme de terre](inflect: {number: 'other'})", "pommes de terre", rules: ["fr.noun.plural.regular"])
        check("^[service d'aide en cas de faillite](inflect: {number: 'other'})", "services d'aide en cas de faillite")
        check("^[%lld %@](inflect: true)", args: [.number(NumberValue(2)), .text("comédie familiale")], "2 comédies familiales",
              rules: ["fr.adjective.rule.feminine-plural"])
    }

    func testCasingIsKept() {
        check("^[%lld %@](inflect: true)", args: [.number(NumberValue(2)), .text("iMessage")], "2 iMessages")
        check("^[%lld %@](inflect: true)", args: [.number(NumberValue(2)), .text("Torche électrique")], "2 Torches électriques")
    }

    func testFunctionWordsDoNotInflect() {
        check("^[pour](inflect: {number: 'other'})", "pour")
        check("^[d'action](inflect: {number: 'other'})", "d'action")
    }

    func testSingularByRule() {
        check("^[abckkeaux](inflect: {number: 'one'})", "abckkeau", rules: ["fr.noun.singular.x"])
        check("^[chevaux](inflect: {number: 'one'})", "cheval", rules: ["fr.noun.singular.aux-al"])
    }

    func testLexiconPluralWins() {
        let e = engine(with: ["corral\tnoun\tm\tpl=corrals\t-\t200"])
        let r = render("^[%lld %@](inflect: true)", args: [.number(NumberValue(2)), .text("corral")], engine: e)
        XCTAssertEqual(r.text, "2 corrals")
        XCTAssertTrue(r.trace.contains { $0.rule == "fr.noun.plural.lexicon" && $0.facts.contains { $0.source == .userLexicon } })
    }

    func testVerbsAgreeWithTheCount() {
        check("^[%lld fichier est supprimé](inflect: true)", args: [.number(NumberValue(2))], "2 fichiers sont supprimés",
              rules: ["fr.verb.agree.table"])
        check("^[%lld message a été lu](inflect: true)", args: [.number(NumberValue(3))], "3 messages ont été lus")
        check("^[%lld fichier était ouvert](inflect: true)", args: [.number(NumberValue(1))], "1 fichier était ouvert")
    }

    /// A verb written with its elided pronoun and counted as a noun (*j’aime*, a *like*) keeps its form (was
    /// *3 j'aimes*).
    func testAVerbWithItsElidedPronounKeepsItsForm() {
        check("^[%lld j'aime](inflect: true)", args: [.number(NumberValue(3))], "3 j'aime", rules: ["fr.noun.elided-pronoun-verb"])
        check("^[%lld j’aime](inflect: true)", args: [.number(NumberValue(3))], "3 j’aime")
        check("^[%lld fichier](inflect: true)", args: [.number(NumberValue(3))], "3 fichiers")
    }

    /// A symbol (no vowel letter, or mixed case in three letters: *kWh*, *mAh*) has no plural (were *3 kWhs*, *3 kgs*).
    func testSymbolsHaveNoPlural() {
        let noLexicon = ConcordEngine(lexicons: LexiconStore(directory: "/nonexistent"))
        for word in ["kWh", "kg", "mAh"] {
            XCTAssertEqual(render("^[%lld %@](inflect: true)", args: [.number(NumberValue(3)), .text(word)], engine: noLexicon).text, "3 \(word)")
        }
    }
}
