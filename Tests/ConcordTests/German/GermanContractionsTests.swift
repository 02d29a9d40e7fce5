import XCTest
@testable import Concord

final class GermanContractionsTests: XCTestCase {
    let haus = GermanTest.noun("Haus", .neuter)
    let tisch = GermanTest.noun("Tisch", .masculine)
    let bank = GermanTest.noun("Bank", .feminine)

    func testContractionsAreKeptWhenTheArticleFits() {
        for (markup, arg, expected) in [("^[im %@](inflect: true)", haus, "im Haus"), ("^[ins %@](inflect: true)", haus, "ins Haus"),
                                        ("^[am %@](inflect: true)", tisch, "am Tisch"), ("^[ans %@](inflect: true)", haus, "ans Haus"),
                                        ("^[zum %@](inflect: true)", tisch, "zum Tisch"), ("^[zur %@](inflect: true)", bank, "zur Bank"),
                                        ("^[vom %@](inflect: true)", tisch, "vom Tisch"), ("^[beim %@](inflect: true)", haus, "beim Haus")] {
            let r = GermanTest.render(markup, [arg])
            XCTAssertEqual(r.text, expected)
            XCTAssertTrue(r.trace.contains { $0.rule == "de.contraction.fuse" }, markup)
        }
    }

    func testContractionsSplitWhenTheArticleChanges() {
        let cases: [(String, FormatArgument, String)] = [
            ("^[im %@](inflect: {grammaticalCase: 'dative'})", bank, "in der Bank"),
            ("^[am %@](inflect: true)", bank, "an der Bank"),
            ("^[zum %@](inflect: {number: 'other'})", tisch, "zu den Tischen"),
            ("^[vom %@](inflect: true)", bank, "von der Bank"),
            ("^[beim %@](inflect: {number: 'other'})", tisch, "bei den Tischen"),
            ("^[ins %@](inflect: true)", bank, "in die Bank"),
            ("^[ans %@](inflect: {number: 'other'})", haus, "an die Hause"),
            ("^[zur %@](inflect: {number: 'other'})", bank, "zu den Banken"),
        ]
        for (markup, arg, expected) in cases {
            let r = GermanTest.render(markup, [arg])
            XCTAssertEqual(r.text, expected, markup)
            XCTAssertTrue(r.trace.contains { $0.rule == "de.contraction.split" }, markup)
        }
    }

    func testPrepositionAndArticleFuseWhenTheArticleBecomesFusable() {
        let cases: [(String, FormatArgument, String)] = [
            ("^[in der %@](inflect: true)", haus, "im Haus"),
            ("^[in die %@](inflect: true)", haus, "ins Haus"),
            ("^[an der %@](inflect: true)", tisch, "am Tisch"),
            ("^[an die %@](inflect: true)", haus, "ans Haus"),
            ("^[zu der %@](inflect: true)", tisch, "zum Tisch"),
            ("^[zu dem %@](inflect: true)", bank, "zur Bank"),
            ("^[von der %@](inflect: true)", tisch, "vom Tisch"),
            ("^[bei der %@](inflect: true)", tisch, "beim Tisch"),
        ]
        for (markup, arg, expected) in cases {
            let r = GermanTest.render(markup, [arg])
            XCTAssertEqual(r.text, expected, markup)
            XCTAssertTrue(r.trace.contains { $0.rule == "de.contraction.fuse" }, markup)
        }
    }

    func testContractionKeepsCapitalization() {
        XCTAssertEqual(GermanTest.text("^[Im %@](inflect: true)", [bank]), "In der Bank")
        XCTAssertEqual(GermanTest.text("^[Zur %@](inflect: true)", [tisch]), "Zum Tisch")
    }

    /// An argument carries its article in the dictionary's nominative (*der Kunde*): the article gives its gender and
    /// number, a preposition in the span or written right before it the case (were *Mit der Kunde*, *zu das Tor*,
    /// *Von 2 Benutzer geteilt*, *Mit 2 neue Dateien*).
    func testAPrepositionGovernsAnArgumentThatCarriesItsArticle() {
        let shipped = ConcordEngine()
        func r(_ markup: String, _ args: [FormatArgument]) -> String { GermanTest.text(markup, args, engine: shipped) }
        XCTAssertEqual(r("^[Mit %@](inflect: true)", [.text("der Kunde")]), "Mit dem Kunden")
        XCTAssertEqual(r("^[zu %@](inflect: true)", [.text("das Tor")]), "zum Tor")
        XCTAssertEqual(r("^[für %@](inflect: true)", [.text("ein Kunde")]), "für einen Kunden")
        XCTAssertEqual(r("^[mit %@](inflect: true)", [.text("die Kunden")]), "mit den Kunden")
        // The preposition right before the span.
        XCTAssertEqual(r("Mit ^[%@](inflect: true)", [.text("der Kunde")]), "Mit dem Kunden")
        XCTAssertEqual(r("wegen ^[%@](inflect: true)", [.text("das Foto")]), "wegen des Fotos")
        XCTAssertEqual(r("Von ^[%lld Benutzer](inflect: true) geteilt", [GermanTest.count(2)]), "Von 2 Benutzern geteilt")
        XCTAssertEqual(r("Mit ^[%lld neue Datei](inflect: true)", [GermanTest.count(2)]), "Mit 2 neuen Dateien")
        // A two-way preposition: a place (dative) or a movement (accusative), which the words do not tell; the
        // argument's article stays as given (was *In der Datei verschieben* once the preposition governed).
        XCTAssertEqual(r("In ^[%@](inflect: true) verschieben", [.text("die Datei")]), "In die Datei verschieben")
        // Not a preposition, or not before the span: nothing governs.
        XCTAssertEqual(r("^[%@](inflect: true) wurde gelöscht", [.text("der Kunde")]), "der Kunde wurde gelöscht")
        XCTAssertEqual(r("Vermit ^[%lld Datei](inflect: true)", [GermanTest.count(2)]), "Vermit 2 Dateien")
    }

    /// After a two-way preposition, an argument's nominative article that is no accusative (*der Server*, *ein
    /// Ordner*) is wrong for a place and for a movement: it takes the place's dative. One that is also the accusative
    /// (*die Datei*, *das Fenster*, *die Ordner*) stays, right for a movement (were *Auf der Server speichern*, *In der
    /// Ordner suchen* for *die Ordner*).
    func testATwoWayPrepositionGivesTheDativeToANominativeThatIsNoAccusative() {
        let shipped = ConcordEngine()
        func r(_ markup: String, _ arg: String) -> String { GermanTest.text(markup, [.text(arg)], engine: shipped) }
        XCTAssertEqual(r("Auf ^[%@](inflect: true) speichern", "der Server"), "Auf dem Server speichern")
        XCTAssertEqual(r("^[In %@](inflect: true) suchen", "der Ordner"), "Im Ordner suchen")
        XCTAssertEqual(r("^[Auf %@](inflect: true) gespeichert", "ein Server"), "Auf einem Server gespeichert")
        XCTAssertEqual(r("Unter ^[%@](inflect: true) ablegen", "der Name"), "Unter dem Namen ablegen")
        XCTAssertEqual(r("^[In %@](inflect: true)", "mein Ordner"), "In meinem Ordner")
        XCTAssertEqual(r("^[In %@](inflect: true) öffnen", "ein neuer Tab"), "In einem neuen Tab öffnen")
        // A nominative that is also the accusative stays; a plural article is read with the plural noun.
        XCTAssertEqual(r("In ^[%@](inflect: true) verschieben", "die Ordner"), "In die Ordner verschieben")
        XCTAssertEqual(r("^[In %@](inflect: true) öffnen", "ein neues Fenster"), "In ein neues Fenster öffnen")
        XCTAssertEqual(r("An ^[%@](inflect: true) senden", "die Kontakte"), "An die Kontakte senden")
        XCTAssertEqual(r("Mit ^[%@](inflect: true)", "die Ordner"), "Mit den Ordnern")
    }

    /// A span that names or greets the person addressed takes the user's gender: a person noun with a counterpart
    /// the lexicon knows, or a declined adjective before a name after the span, read as no noun though capitalized
    /// (were *lieber Nutzer*, *Lieber Anna* for a feminine user, *Lieberin Clara* for a feminine concept, *Sehr
    /// geehrter Clara*, *Sehr* read as the noun). A predicative adjective and a noun with an article stay.
    func testASpanAddressingAPersonTakesTheirGender() {
        let shipped = ConcordEngine()
        func r(_ markup: String, _ args: [FormatArgument] = [], user: UserTermSetting) -> String {
            shipped.render(RenderRequest(markup: markup, locale: InflectionLocale("de"), arguments: args, userTermOfAddress: user)).text
        }
        let feminine = UserTermSetting.term(.feminine)
        XCTAssertEqual(r("Willkommen, ^[lieber Nutzer](inflect: true)!", user: feminine), "Willkommen, liebe Nutzerin!")
        XCTAssertEqual(r("Willkommen, ^[lieber Nutzer](inflect: true)!", user: .term(.masculine)), "Willkommen, lieber Nutzer!")
        XCTAssertEqual(r("^[Lieber](inflect: true) %@,", [.text("Anna")], user: feminine), "Liebe Anna,")
        XCTAssertEqual(r("^[Sehr geehrter](inflect: true) %@", [.text("Anna")], user: feminine), "Sehr geehrte Anna")
        XCTAssertEqual(r("Du bist ^[angemeldet](inflect: true)", user: feminine), "Du bist angemeldet")
        XCTAssertEqual(r("^[Der Nutzer](inflect: true)", user: feminine), "Der Nutzer")
        let concept = [InflectionConcept.termsOfAddress([.feminine])]
        XCTAssertEqual(GermanTest.text("^[Lieber](agreeWithConcept: 1) %@", [.text("Clara")], concepts: concept, engine: shipped), "Liebe Clara")
        XCTAssertEqual(GermanTest.text("^[Sehr geehrter](agreeWithConcept: 1) %@", [.text("Clara")], concepts: concept, engine: shipped),
                       "Sehr geehrte Clara")
    }

    /// After *an* and *über* an interface means a recipient or a topic: the accusative (were *Nachricht an dem
    /// Kunden*, *Über dem Server gesendet*, and before that *an der Kunde*).
    func testAnAndUeberGiveTheAccusativeOfARecipientOrTopic() {
        let shipped = ConcordEngine()
        func r(_ markup: String, _ arg: String) -> String { GermanTest.text(markup, [.text(arg)], engine: shipped) }
        XCTAssertEqual(r("Nachricht an ^[%@](inflect: true)", "der Kunde"), "Nachricht an den Kunden")
        XCTAssertEqual(r("Nachricht an ^[%@](inflect: true)", "ein Kollege"), "Nachricht an einen Kollegen")
        XCTAssertEqual(r("An ^[%@](inflect: true) erinnern", "der Termin"), "An den Termin erinnern")
        XCTAssertEqual(r("Über ^[%@](inflect: true) gesendet", "der Server"), "Über den Server gesendet")
        XCTAssertEqual(r("Auf ^[%@](inflect: true) speichern", "der Server"), "Auf dem Server speichern")
    }

    /// *über* before a count means *more than* or a route or topic: the accusative, which is the nominative in the
    /// plural (were *Über 3 Kanälen teilen*, *Über 100 Ordnern wurden gelöscht*); after another preposition the count
    /// is that one's (*Mit über 3 Geräten*), and *auf* keeps the dative of a place (*Auf 3 Geräten gespeichert*).
    func testUeberBeforeACountGivesTheAccusative() {
        let shipped = ConcordEngine()
        func r(_ markup: String, _ n: Int) -> String { GermanTest.text(markup, [.number(NumberValue(Double(n)))], engine: shipped) }
        XCTAssertEqual(r("Über ^[%lld Kanal](inflect: true) teilen", 3), "Über 3 Kanäle teilen")
        XCTAssertEqual(r("^[Über %lld Kanal](inflect: true) teilen", 3), "Über 3 Kanäle teilen")
        XCTAssertEqual(r("Über ^[%lld Ordner](inflect: true) wurden gelöscht", 100), "Über 100 Ordner wurden gelöscht")
        XCTAssertEqual(r("Mit über ^[%lld Gerät](inflect: true)", 3), "Mit über 3 Geräten")
        XCTAssertEqual(r("^[Mit über %lld Gerät](inflect: true)", 3), "Mit über 3 Geräten")
        XCTAssertEqual(r("Auf ^[%lld Gerät](inflect: true) gespeichert", 3), "Auf 3 Geräten gespeichert")
    }

    /// A preposition fused with the article right before the span gives the span the article's case and declines its
    /// adjectives as after *dem* (were *Beim Kunde anmelden*, *Zum neuer Kunde*, *Ins großes Haus*).
    func testAContractionBeforeTheSpanGivesItsCaseAndTheWeakDeclension() {
        let shipped = ConcordEngine()
        func r(_ markup: String, _ args: [FormatArgument]) -> String { GermanTest.text(markup, args, engine: shipped) }
        XCTAssertEqual(r("Beim ^[%@](inflect: true) anmelden", [.text("Kunde")]), "Beim Kunden anmelden")
        XCTAssertEqual(r("Zum ^[neuen %@](inflect: true)", [.text("Kunde")]), "Zum neuen Kunden")
        XCTAssertEqual(r("Ins ^[große %@](inflect: true)", [.text("Haus")]), "Ins große Haus")
        XCTAssertEqual(r("Im ^[%lld Ordner](inflect: true)", [GermanTest.count(2)]), "Im 2 Ordnern")
        XCTAssertEqual(GermanPhrase.governed(endOf: "Zur "), [.dative])
        XCTAssertEqual(GermanPhrase.governed(endOf: "ins "), [.accusative])
    }

    /// The preposition a span follows, read off the end of the text before it (on its bytes).
    func testThePrepositionRightBeforeASpan() {
        func g(_ text: String) -> [GrammaticalCase]? { GermanPhrase.governed(endOf: text) }
        XCTAssertEqual(g("Mit "), [.dative])
        XCTAssertEqual(g("Daten mit\u{00A0}"), [.dative])
        XCTAssertEqual(g("Nur für  "), [.accusative])
        XCTAssertEqual(g("gegenüber "), [.dative])
        XCTAssertEqual(g("wegen "), [.genitive])
        XCTAssertNil(g("Mit"))
        XCTAssertNil(g(""))
        XCTAssertNil(g(" "))
        XCTAssertNil(g("Vermit "))
        XCTAssertNil(g("x-mit "))
        XCTAssertNil(g("2 "))
        XCTAssertNil(g("Übermorgenabendmit "))
    }
}
