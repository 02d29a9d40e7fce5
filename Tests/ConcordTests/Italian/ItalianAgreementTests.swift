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

    /// An argument's own article gives the gender of a noun no lexicon knows (*La playlist*), and the number of one
    /// with a single form (*Le foto*); a span of participles after a copula is predicative, *stato* included
    /// (were *La playlist è stato eliminato*, *La canzone è stato eliminato*: *stato* read as the noun).
    func testAnArgumentsArticleAndAPredicateAfterACopula() {
        let shipped = ConcordEngine()
        func r(_ markup: String, _ arg: String) -> String { ItalianTest.render(markup, [.text(arg)], engine: shipped).text }
        XCTAssertEqual(r("%@ è ^[stato eliminato](agreeWithArgument: 1)", "La playlist"), "La playlist è stata eliminata")
        XCTAssertEqual(r("%@ è ^[stato eliminato](agreeWithArgument: 1)", "La canzone"), "La canzone è stata eliminata")
        XCTAssertEqual(r("%@ è ^[stato eliminato](agreeWithArgument: 1)", "Il file"), "Il file è stato eliminato")
        XCTAssertEqual(r("%@ sono ^[stato eliminato](agreeWithArgument: 1)", "Le foto"), "Le foto sono state eliminate")
        XCTAssertEqual(r("%@ è ^[eliminato](agreeWithArgument: 1)", "La playlist"), "La playlist è eliminata")
        XCTAssertEqual(r("%@ ^[eliminato](agreeWithArgument: 1)", "Le foto"), "Le foto eliminate")
    }

    /// After a verb whose subject is the user (*sei*, *sei stato*), the participles of the span describe the user
    /// (was *Sei stato invitato* for a feminine user); after a third person they do not.
    func testAParticipleAfterAVerbAddressingTheUser() {
        let shipped = ConcordEngine()
        func r(_ markup: String) -> String { ItalianTest.render(markup, [.text("una festa")], user: .term(.feminine), engine: shipped).text }
        XCTAssertEqual(r("Sei ^[stato invitato](inflect: true) a %@"), "Sei stata invitata a una festa")
        XCTAssertEqual(r("Il file è ^[stato eliminato](inflect: true) da %@"), "Il file è stato eliminato da una festa")
    }

    /// After a noun and its copula written before the span, the span describes that noun, not the user (was *La foto
    /// è eliminato* for a masculine user).
    func testANounBeforeTheCopulaIsWhomTheSpanDescribes() {
        let shipped = ConcordEngine()
        func r(_ markup: String, _ user: TermOfAddress) -> String { ItalianTest.render(markup, user: .term(user), engine: shipped).text }
        XCTAssertEqual(r("La foto è ^[eliminato](inflect: true)", .masculine), "La foto è eliminata")
        XCTAssertEqual(r("Il file è ^[stato eliminato](inflect: true)", .feminine), "Il file è stato eliminato")
        XCTAssertEqual(r("Sei ^[connesso](inflect: true)", .feminine), "Sei connessa")
    }

    /// A clause addressing the user after other words in the span (*Grazie, sei …*) describes the user, whatever the
    /// words before it (were *Grazie, sei state registrate*: *Grazie* was the head; *Gentile utente, sei stato
    /// registrato* for a feminine user).
    func testAClauseAddressingTheUserAfterOtherWords() {
        let shipped = ConcordEngine()
        func r(_ markup: String, _ user: TermOfAddress = .feminine) -> String {
            ItalianTest.render(markup, user: .term(user), engine: shipped).text
        }
        XCTAssertEqual(r("^[Grazie, sei stato registrato](inflect: true)"), "Grazie, sei stata registrata")
        XCTAssertEqual(r("^[Grazie, sei stato registrato](inflect: true)", .masculine), "Grazie, sei stato registrato")
        XCTAssertEqual(r("^[Gentile utente, sei stato registrato](inflect: true)"), "Gentile utente, sei stata registrata")
        XCTAssertEqual(r("^[Grazie, tu sei registrato](inflect: true)"), "Grazie, tu sei registrata")
        XCTAssertEqual(r("^[Benvenuto! Sei il nuovo proprietario](inflect: true)"), "Benvenuta! Sei la nuova proprietaria")
    }

    /// A participle right after *avere* agrees with no subject (was *Hai prenotata due notti* for a feminine user);
    /// after an object pronoun (*ti ho*) the span is read as before, and after *essere* it agrees.
    func testAParticipleAfterAvereAgreesWithNoSubject() {
        let shipped = ConcordEngine()
        func r(_ markup: String) -> String { ItalianTest.render(markup, user: .term(.feminine), engine: shipped).text }
        XCTAssertEqual(r("Hai ^[prenotato](inflect: true) due notti"), "Hai prenotato due notti")
        XCTAssertEqual(r("Ti ho ^[invitato](inflect: true)"), "Ti ho invitata")
        XCTAssertEqual(r("Sei ^[stato invitato](inflect: true)"), "Sei stata invitata")
    }
}
