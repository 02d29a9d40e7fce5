import XCTest
@testable import Concord

final class ItalianAgreementTests: XCTestCase {
    func testVerbsAgreeWithCount() {
        ItalianTest.check("^[%lld messaggio è stato eliminato](inflect: true)", [.number(NumberValue(3))],
                          "3 messaggi sono stati eliminati", rules: ["it.verb.number", "it.adjective.agreement"])
        ItalianTest.check("^[%lld utente ha](inflect: true) risposto", [.number(NumberValue(2))], "2 utenti hanno risposto")
        ItalianTest.check("^[è](inflect: {number: 'other'})", "sono", rules: ["it.verb.number"])
    }

    func testArgumentAndConceptAgreement() {
        ItalianTest.check("^[il %@](agreeWithConcept: 1)", [.text("piccolo")], concepts: [.localizedPhrase("insalata")], "la piccola")
        ItalianTest.check("^[benvenuto](agreeWithConcept: 1)", concepts: [.termsOfAddress([.feminine])], "benvenuta")
        ItalianTest.check("^[benvenuto](agreeWithConcept: 1)", concepts: [.termsOfAddress([.neutral])], "benvenuto",
                          rules: ["it.agreement.neuter"])
    }

    func testSpanMorphologyNumber() {
        ItalianTest.check("^[Nuovo messaggio](inflect: true, morphology: {number: 'other'})", "Nuovi messaggi")
    }

    func testAnalyze() {
        let it = InflectionLocale("it")
        let e = ItalianTest.rulesOnly
        XCTAssertEqual(e.analyze("gatto", locale: it)?.features.number, .singular)
        XCTAssertEqual(e.analyze("gatto", locale: it)?.features.grammaticalGender, .masculine)
        XCTAssertNil(e.analyze("gatto", locale: it)?.features.definiteness)
        XCTAssertEqual(e.analyze("il gatti", locale: it)?.features.definiteness, .definite)
        XCTAssertEqual(e.analyze("una gatta", locale: it)?.features.definiteness, .indefinite)
        XCTAssertEqual(e.analyze("5%", locale: it)?.features.grammaticalGender, .masculine)
        XCTAssertEqual(e.analyze("5%", locale: it)?.features.number, .singular)
        XCTAssertEqual(e.analyze("capo redattore", locale: it)?.features.number, .singular)
        XCTAssertEqual(e.analyze("stazione", locale: it)?.features.grammaticalGender, .feminine)
        XCTAssertEqual(e.analyze("problema", locale: it)?.features.grammaticalGender, .masculine)
        XCTAssertEqual(e.analyze("prima", locale: it)?.features.grammaticalGender, .feminine)
        XCTAssertTrue(e.analyze("stazione", locale: it)?.guessed.contains("grammaticalGender") == true)
    }

    /// A role noun naming the user — after *sei* / *Lei è*, or after a salutation's *caro* — takes the user's gender
    /// with its determiners and adjectives: its feminine from the lexicon, a common-gender noun its form (were *Caro
    /// cliente*, *Sei il nuovo proprietario* for a feminine user); a noun that names no person stays.
    func testRoleNounNamingTheUserTakesTheirGender() throws {
        let engine = try ItalianTest.engine(lexicon: [
            "proprietario\tnoun\tm\tpl=proprietari;f.sg=proprietaria;f.pl=proprietarie\t-\t463",
            "cliente\tnoun\tmf\tpl=clienti\t-\t471",
            "versione\tnoun\tf\tpl=versioni\t-\t510",
            "nuovo\tadjective\t-\tm.pl=nuovi;f.sg=nuova;f.pl=nuove\t-\t600",
            "caro\tadjective\t-\tm.pl=cari;f.sg=cara;f.pl=care\t-\t480",
        ])
        let feminine = UserTermSetting.term(.feminine)
        ItalianTest.check("^[Caro cliente](inflect: true),", user: feminine, engine: engine, "Cara cliente,")
        ItalianTest.check("Sei ^[il nuovo proprietario](inflect: true) della casa", user: feminine, engine: engine,
                          "Sei la nuova proprietaria della casa")
        ItalianTest.check("Sei ^[il nuovo proprietario](inflect: true)", user: .term(.masculine), engine: engine,
                          "Sei il nuovo proprietario")
        ItalianTest.check("Sei ^[la nuova versione](inflect: true)", user: .term(.masculine), engine: engine,
                          "Sei la nuova versione")
    }
}
