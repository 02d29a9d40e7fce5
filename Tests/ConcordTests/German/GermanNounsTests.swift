import XCTest
@testable import Concord

final class GermanNounsTests: XCTestCase {
    static let lexicon = [
        "Apfel\tnoun\tm\tnom.pl=Äpfel;acc.pl=Äpfel;dat.pl=Äpfeln;gen.pl=Äpfel;gen.sg=Apfels\t-\t400",
        "Mann\tnoun\tm\tgen.sg=Mannes|Manns;nom.pl=Männer;acc.pl=Männer;dat.pl=Männern;gen.pl=Männer\t-\t500",
        "Student\tnoun\tm\tacc.sg=Studenten|Student;dat.sg=Studenten|Student;gen.sg=Studenten|Students;nom.pl=Studenten;acc.pl=Studenten;dat.pl=Studenten;gen.pl=Studenten\tweak\t400",
        "Angestellte\tnoun\tm\tacc.sg=Angestellten;dat.sg=Angestellten;gen.sg=Angestellten;nom.pl=Angestellten;acc.pl=Angestellten;dat.pl=Angestellten;gen.pl=Angestellten\tadjectival\t400",
        "Angestellte\tnoun\tf\tdat.sg=Angestellten;gen.sg=Angestellten;nom.pl=Angestellten;acc.pl=Angestellten;dat.pl=Angestellten;gen.pl=Angestellten\tadjectival\t400",
        "Zimmer\tnoun\tn\tgen.sg=Zimmers;dat.pl=Zimmern\t-\t450",
        "Deutscher\tnoun\tm\tacc.sg=Deutschen;dat.sg=Deutschen;gen.sg=Deutschen\tadjectival,singular-only\t500",
        "Autor\tnoun\tm\tgen.sg=Autors;nom.pl=Autoren;acc.pl=Autoren;dat.pl=Autoren;gen.pl=Autoren\t-\t400",
        "Autorin\tnoun\tf\tnom.pl=Autorinnen;acc.pl=Autorinnen;dat.pl=Autorinnen;gen.pl=Autorinnen\t-\t300",
        "Datei\tnoun\tf\tnom.pl=Dateien;acc.pl=Dateien;dat.pl=Dateien;gen.pl=Dateien\t-\t450",
        "Frau\tnoun\tf\tnom.pl=Frauen;acc.pl=Frauen;dat.pl=Frauen;gen.pl=Frauen\t-\t560",
    ]
    let engine = GermanTest.engine(lexicon: GermanNounsTests.lexicon)

    func testPluralClassesFromTheLexicon() {
        XCTAssertEqual(GermanTest.text("^[der Mann](inflect: {number: 'other'})", engine: engine), "die Männer")
        XCTAssertEqual(GermanTest.text("^[der Mann](inflect: {number: 'other', grammaticalCase: 'dative'})", engine: engine), "den Männern")
        XCTAssertEqual(GermanTest.text("^[Männer](inflect: {number: 'one', grammaticalCase: 'genitive', definiteness: 'definite'})", engine: engine), "des Mannes")
        XCTAssertTrue(GermanTest.rules("^[Mann](inflect: {number: 'other'})", engine: engine).contains("de.noun.lexicon"))
    }

    func testRuleFormsWithoutALexicon() {
        let tisch = GermanTest.noun("Tisch", .masculine)
        XCTAssertEqual(GermanTest.text("^[%@](inflect: {number: 'other', grammaticalCase: 'dative'})", [tisch]), "Tischen")
        XCTAssertEqual(GermanTest.rules("^[%@](inflect: {number: 'other', grammaticalCase: 'dative'})", [tisch]), ["de.noun.dative-plural-n"])
        XCTAssertEqual(GermanTest.text("^[der %@](inflect: {grammaticalCase: 'genitive'})", [tisch]), "des Tisches")
        XCTAssertTrue(GermanTest.rules("^[der %@](inflect: {grammaticalCase: 'genitive'})", [tisch]).contains("de.noun.genitive-es"))
        let lehrer = GermanTest.noun("Lehrer", .masculine)
        XCTAssertEqual(GermanTest.text("^[der %@](inflect: {grammaticalCase: 'genitive'})", [lehrer]), "des Lehrers")
        XCTAssertTrue(GermanTest.rules("^[der %@](inflect: {grammaticalCase: 'genitive'})", [lehrer]).contains("de.noun.genitive-s"))
        XCTAssertEqual(GermanTest.text("^[die %@](inflect: {number: 'other', grammaticalCase: 'dative'})", [lehrer]), "den Lehrern")
        XCTAssertEqual(GermanTest.text("^[die %@](inflect: {number: 'other'})", [GermanTest.noun("Zeitung", .feminine)]), "die Zeitungen")
        XCTAssertEqual(GermanTest.text("^[das %@](inflect: {number: 'other', grammaticalCase: 'dative'})", [GermanTest.noun("Auto", .neuter)]), "den Autos")
    }

    func testWeakNouns() {
        XCTAssertEqual(GermanTest.text("^[der Student](inflect: {grammaticalCase: 'accusative'})", engine: engine), "den Studenten")
        XCTAssertEqual(GermanTest.text("^[der Student](inflect: {grammaticalCase: 'genitive'})", engine: engine), "des Studenten")
        // By rule: masculine -ent, -ist, -e are weak.
        XCTAssertEqual(GermanTest.text("^[der %@](inflect: {grammaticalCase: 'dative'})", [GermanTest.noun("Polizist", .masculine)]), "dem Polizisten")
        XCTAssertEqual(GermanTest.rules("^[der %@](inflect: {grammaticalCase: 'dative'})", [GermanTest.noun("Kollege", .masculine)]).first, "de.noun.weak")
    }

    func testNominalisedAdjectives() {
        XCTAssertEqual(GermanTest.text("^[der Angestellte](inflect: {grammaticalCase: 'dative'})", engine: engine), "dem Angestellten")
        XCTAssertEqual(GermanTest.text("^[ein Angestellte](inflect: true)", engine: engine), "ein Angestellter")
        XCTAssertEqual(GermanTest.text("^[der Angestellte](inflect: {definiteness: 'indefinite', grammaticalGender: 'feminine'})", engine: engine), "eine Angestellte")
        XCTAssertEqual(GermanTest.text("^[Angestellte](inflect: {number: 'other', grammaticalCase: 'nominative'})", engine: engine), "Angestellte")
        XCTAssertTrue(GermanTest.rules("^[der Angestellte](inflect: {grammaticalCase: 'dative'})", engine: engine).contains("de.noun.adjectival"))
    }

    func testNominalisedAdjectivesWrittenWithAStrongEnding() {
        // The lexicon lists the weak forms; the strong ending is read off the written word, and says the gender.
        XCTAssertEqual(GermanTest.text("^[ein Angestellter](inflect: {grammaticalCase: 'dative'})", engine: engine), "einem Angestellten")
        XCTAssertEqual(GermanTest.text("^[ein Angestellter](inflect: {grammaticalCase: 'accusative'})", engine: engine), "einen Angestellten")
        XCTAssertEqual(GermanTest.text("^[ein Angestellter](inflect: {grammaticalCase: 'dative', definiteness: 'definite'})", engine: engine), "dem Angestellten")
        // A lemma the source lists with its strong ending keeps the right stem.
        XCTAssertEqual(GermanTest.text("^[ein Deutscher](inflect: {grammaticalCase: 'dative'})", engine: engine), "einem Deutschen")
        XCTAssertEqual(GermanTest.text("^[der Deutscher](inflect: {grammaticalCase: 'nominative'})", engine: engine), "der Deutsche")
    }

    func testCompoundsAreInflectedByTheirHead() {
        XCTAssertEqual(GermanTest.text("^[das Spielzimmer](inflect: {number: 'other', grammaticalCase: 'dative'})", engine: engine), "den Spielzimmern")
        XCTAssertEqual(GermanTest.text("^[ein %@](inflect: {grammaticalCase: 'genitive'})", [.text("Wohnzimmer")], engine: engine), "eines Wohnzimmers")
        XCTAssertEqual(GermanTest.text("^[%lld %@](inflect: true)", [GermanTest.count(3), .text("Bratapfel")], engine: engine), "3 Bratäpfel")
        XCTAssertTrue(GermanTest.rules("^[ein %@](inflect: {grammaticalCase: 'genitive'})", [.text("Wohnzimmer")], engine: engine).contains("de.noun.compound"))
    }

    func testCountsAndVerbs() {
        XCTAssertEqual(GermanTest.text("^[%lld %@](inflect: true)", [GermanTest.count(1), .text("Apfel")], engine: engine), "1 Apfel")
        XCTAssertEqual(GermanTest.text("^[%lld %@](inflect: true)", [GermanTest.count(2), .text("Apfel")], engine: engine), "2 Äpfel")
        XCTAssertEqual(GermanTest.text("^[%lld Datei ist](inflect: true) gelöscht.", [GermanTest.count(3)], engine: engine), "3 Dateien sind gelöscht.")
        XCTAssertEqual(GermanTest.text("^[%lld Dateien haben](inflect: true) Fehler.", [GermanTest.count(1)], engine: engine), "1 Datei hat Fehler.")
        XCTAssertEqual(GermanTest.text("^[%lld Datei war](inflect: true) leer.", [GermanTest.count(2)], engine: engine), "2 Dateien waren leer.")
        XCTAssertTrue(GermanTest.rules("^[%lld Datei ist](inflect: true)", [GermanTest.count(3)]).contains("de.verb.number"))
    }

    func testPersonNounsFollowTheRequestedGender() {
        XCTAssertEqual(GermanTest.text("^[Autor](inflect: {grammaticalGender: 'feminine'})", engine: engine), "Autorin")
        XCTAssertEqual(GermanTest.text("^[Autoren](inflect: {grammaticalGender: 'feminine'})", engine: engine), "Autorinnen")
        XCTAssertEqual(GermanTest.text("^[der Autorin](inflect: {grammaticalGender: 'masculine', grammaticalCase: 'genitive'})", engine: engine), "des Autors")
        XCTAssertEqual(GermanTest.text("^[Ehemann](inflect: {grammaticalGender: 'feminine'})", engine: engine), "Ehefrau")
        XCTAssertEqual(GermanTest.rules("^[Ehemann](inflect: {grammaticalGender: 'feminine'})", engine: engine).first, "de.noun.gender.mann-frau")
        XCTAssertEqual(GermanTest.rules("^[Autor](inflect: {grammaticalGender: 'feminine'})", engine: engine).first, "de.noun.gender.feminine-in")
        XCTAssertEqual(GermanTest.text("^[Apfel](inflect: {grammaticalGender: 'feminine'})", engine: engine), "Apfel")
        XCTAssertEqual(GermanTest.rules("^[Apfel](inflect: {grammaticalGender: 'feminine'})", engine: engine).first, "de.noun.gender-fixed")
    }

    func testAnalyzeReturnsGenderNumberCaseAndDefiniteness() {
        let a = engine.analyze("den Männern", locale: InflectionLocale("de"))?.features
        XCTAssertEqual(a?.grammaticalGender, .masculine)
        XCTAssertEqual(a?.number, .plural)
        XCTAssertEqual(a?.grammaticalCase, .dative)
        XCTAssertEqual(a?.definiteness, .definite)
        let b = GermanTest.noLexicon.analyze("eine Zeitung", locale: InflectionLocale("de"))?.features
        XCTAssertEqual(b?.grammaticalGender, .feminine)
        XCTAssertEqual(b?.number, .singular)
        XCTAssertEqual(b?.definiteness, .indefinite)
    }

    /// An unknown word is split into a compound only where its first part can be one: two letters are a noun
    /// the lexicon knows (*Ei* + *Karton*), so *Boost* is no *Bo* + *Ost* (which has no plural).
    func testTwoLetterFirstPartsOfCompounds() {
        let shipped = ConcordEngine()
        func rules(_ noun: String) -> [String] {
            GermanTest.rules("^[%lld %@](inflect: true)", [.number(NumberValue(2)), .text(noun)], engine: shipped)
        }
        XCTAssertEqual(GermanTest.text("^[%lld %@](inflect: true)", [.number(NumberValue(2)), .text("Eikarton")], engine: shipped), "2 Eikartons")
        XCTAssertTrue(rules("Eikarton").contains("de.noun.compound"))
        XCTAssertFalse(rules("Boost").contains("de.noun.compound"), "\(rules("Boost"))")
        XCTAssertFalse(rules("Boost").contains("de.noun.invariable"), "\(rules("Boost"))")
    }

    /// A word no lexicon knows, spelled as no native word is (*Boost*, *Build*, *Code*, *Review*, *Client*), is
    /// borrowed: its plural is *-s*, also in the dative, and it is no weak noun (*Clients*, not *Clienten*); a
    /// borrowed *-er* stays (*Scanner*), and a native-looking word keeps the native classes (*Tisch* → *Tische*).
    func testBorrowedWordsTakeTheSPlural() {
        func r(_ markup: String, _ noun: FormatArgument) -> String { GermanTest.text(markup, [noun]) }
        XCTAssertEqual(r("^[%@](inflect: {number: 'other'})", GermanTest.noun("Boost", .masculine)), "Boosts")
        XCTAssertEqual(r("^[%@](inflect: {number: 'other', grammaticalCase: 'dative'})", GermanTest.noun("Build", .masculine)), "Builds")
        XCTAssertEqual(r("^[%@](inflect: {number: 'other'})", GermanTest.noun("Code", .masculine)), "Codes")
        XCTAssertEqual(r("^[%@](inflect: {number: 'other'})", GermanTest.noun("Review", .neuter)), "Reviews")
        XCTAssertEqual(r("^[%@](inflect: {number: 'other'})", GermanTest.noun("Cloud", .feminine)), "Clouds")
        XCTAssertEqual(r("^[den %@](inflect: {grammaticalCase: 'accusative'})", GermanTest.noun("Client", .masculine)), "den Client")
        XCTAssertEqual(r("^[%@](inflect: {number: 'other'})", GermanTest.noun("Client", .masculine)), "Clients")
        XCTAssertEqual(r("^[%@](inflect: {number: 'other'})", GermanTest.noun("Scanner", .masculine)), "Scanner")
        XCTAssertEqual(r("^[%@](inflect: {number: 'other'})", GermanTest.noun("Tisch", .masculine)), "Tische")
        // Its -s plural is read back to the singular; a singular in -s stays (*Focus*).
        XCTAssertEqual(r("^[%@](inflect: {number: 'one'})", GermanTest.noun("Boosts", .masculine)), "Boost")
        XCTAssertEqual(r("^[%@](inflect: {number: 'one'})", GermanTest.noun("Codes", .masculine)), "Code")
        XCTAssertEqual(r("^[%@](inflect: {number: 'one'})", GermanTest.noun("Focus", .masculine)), "Focus")
    }

    /// A lemma written without a hyphen keeps that spelling in the plural (*Login* → *Logins*; the lexicon lists
    /// *Log-ins* first).
    func testThePluralKeepsTheLemmasSpelling() {
        XCTAssertEqual(GermanTest.text("^[%lld %@](inflect: true)", [.number(NumberValue(2)), .text("Login")], engine: ConcordEngine()),
                       "2 Logins")
    }

    /// A plural of a word whose first reading is singular-only (*die Post*, the mail) is its other reading's
    /// (*der Post*, a posting), and the trace says which; the singular stays the first reading.
    func testAPluralTakesTheReadingThatHasOne() {
        let shipped = ConcordEngine()
        let r = GermanTest.render("^[%lld Post](inflect: true)", [.number(NumberValue(2))], engine: shipped)
        XCTAssertEqual(r.text, "2 Posts")
        XCTAssertTrue(r.trace.contains { $0.rule == "de.noun.countable-reading" }, "\(r.trace.map(\.rule))")
        XCTAssertTrue(r.trace.contains { $0.facts.contains { $0.subject == "Post" && $0.value == "masculine" && $0.source == .lexicon } })
        XCTAssertEqual(GermanTest.text("^[%lld Post](inflect: true)", [.number(NumberValue(1))], engine: shipped), "1 Post")
        // A counted form of a verb's noun (*das Stunden*, singular-only) is the plural of the noun that has one.
        XCTAssertEqual(GermanTest.text("^[Es gibt %lld Stunden](inflect: true)", [.number(NumberValue(1))], engine: shipped),
                       "Es gibt 1 Stunde")
        XCTAssertEqual(GermanTest.text("^[%lld Reden](inflect: true)", [.number(NumberValue(1))], engine: shipped), "1 Rede")
    }

    /// A nominalised adjective in its strong dative (IceCubes: *von %lld Teilnehmendem*), also when it is a compound
    /// of a listed one: the dative of a man, its plural *Teilnehmenden*.
    func testNominalisedAdjectiveInTheStrongDative() {
        let shipped = ConcordEngine()
        func r(_ markup: String, _ count: Double, _ noun: String) -> String {
            GermanTest.text(markup, [.number(NumberValue(count)), .text(noun)], engine: shipped)
        }
        XCTAssertEqual(r("^[%lld %@](inflect: true)", 2, "Teilnehmendem"), "2 Teilnehmenden")
        // After a count of one, read *einem*, the dative is declined as after *ein*.
        XCTAssertEqual(r("^[mit %lld %@](inflect: true)", 1, "Teilnehmendem"), "mit 1 Teilnehmenden")
        XCTAssertEqual(r("^[mit %lld %@](inflect: true)", 1, "Angestelltem"), "mit 1 Angestellten")
        XCTAssertEqual(r("^[mit %lld %@](inflect: true)", 2, "Angestelltem"), "mit 2 Angestellten")
    }

    /// A word with readings of several genders or lemmas takes the one its written determiner shows, in the
    /// determiner's first case: *der Kunde* is the customer (nominative), not the genitive or dative of *die Kunde*
    /// (the news), written or as an argument (*dem %@*); after a preposition, among the cases it governs (*mit der Kunde*);
    /// *beim Speichern* is *das Speichern*, not the dative plural of *der Speicher*.
    func testTheWrittenDeterminerChoosesTheReading() {
        let engine = GermanTest.engine(lexicon: [
            "Kunde\tnoun\tf\tnom.pl=Kunden;acc.pl=Kunden;dat.pl=Kunden;gen.pl=Kunden\t-\t444",
            "Kunde\tnoun\tm\tacc.sg=Kunden;dat.sg=Kunden;gen.sg=Kunden;nom.pl=Kunden;acc.pl=Kunden;dat.pl=Kunden;gen.pl=Kunden\tweak\t444",
            "Speicher\tnoun\tm\tgen.sg=Speichers;dat.pl=Speichern\t-\t398",
            "Speichern\tnoun\tn\tgen.sg=Speicherns\tsingular-only\t389",
        ])
        func r(_ markup: String, _ args: [FormatArgument] = []) -> String { GermanTest.text(markup, args, engine: engine) }
        XCTAssertEqual(r("^[der %@](inflect: {grammaticalCase: 'dative'})", [.text("Kunde")]), "dem Kunden")
        XCTAssertEqual(r("^[der Kunde](inflect: {grammaticalCase: 'dative'})"), "dem Kunden")
        XCTAssertEqual(r("^[der Kunde](inflect: {grammaticalCase: 'genitive'})"), "des Kunden")
        XCTAssertEqual(r("^[ein %@](inflect: {grammaticalCase: 'dative'})", [.text("Kunde")]), "einem Kunden")
        // An argument is written in its dictionary form, whatever case the determiner is in.
        XCTAssertEqual(r("Mit ^[dem %@](inflect: true)", [.text("Kunde")]), "Mit dem Kunden")
        XCTAssertEqual(r("^[den %@](inflect: {grammaticalCase: 'dative'})", [.text("Kunde")]), "dem Kunden")
        XCTAssertEqual(r("^[die Kunde](inflect: {grammaticalCase: 'genitive'})"), "der Kunde")
        XCTAssertEqual(engine.analyze("der Kunde", locale: InflectionLocale("de"))?.features.grammaticalGender, .masculine)
        XCTAssertEqual(engine.analyze("mit der Kunde", locale: InflectionLocale("de"))?.features.grammaticalGender, .feminine)
        XCTAssertEqual(r("^[beim Speichern](inflect: true)"), "beim Speichern")
        XCTAssertEqual(r("^[zum %@](inflect: {grammaticalCase: 'dative'})", [.text("Speichern")]), "zum Speichern")
        XCTAssertEqual(r("^[den Speichern](inflect: {number: 'one'})"), "dem Speicher")
        // A form no reading has in the determiner's case (a dative written without its -n) still takes the gender
        // the determiner shows.
        XCTAssertEqual(r("^[dem Kunde](inflect: true)"), "dem Kunden")
        XCTAssertEqual(r("^[beim Kunde](inflect: true)"), "beim Kunden")
        XCTAssertEqual(r("^[den Kunde anrufen](inflect: true)"), "den Kunden anrufen")
    }

    /// After a preposition, a determiner whose governed case no reading has in the form written still shows its
    /// gender (*mit den Angestellte*: the accusative masculine of *den*), not the first reading's (was *mit die
    /// Angestellte*).
    func testTheDeterminersGenderChoosesWhenNoCaseFits() {
        let engine = GermanTest.engine(lexicon: [
            "Angestellte\tnoun\tf\tdat.sg=Angestellten;gen.sg=Angestellten;nom.pl=Angestellten;acc.pl=Angestellten;dat.pl=Angestellten;gen.pl=Angestellten\tadjectival\t404",
            "Angestellte\tnoun\tm\tacc.sg=Angestellten|Angestellte;dat.sg=Angestellten;gen.sg=Angestellten;nom.pl=Angestellten;acc.pl=Angestellten;dat.pl=Angestellten;gen.pl=Angestellten\tadjectival\t404",
        ])
        func r(_ markup: String) -> String { GermanTest.text(markup, [], engine: engine) }
        XCTAssertEqual(r("^[mit den Angestellte](inflect: true)"), "mit den Angestellten")
        XCTAssertEqual(r("^[mit einem Angestellte](inflect: true)"), "mit einem Angestellten")
    }

    /// After a preposition, the determiner's gender in the governed case chooses before its other readings: *mit
    /// der Angestellte* is the dative feminine, whose noun is *Angestellten* (was *mit der Angestellte*, read as
    /// the nominative masculine; *mit die Angestellte* for an argument).
    func testTheDeterminersGenderInTheGovernedCaseChoosesFirst() {
        let engine = GermanTest.engine(lexicon: [
            "Angestellte\tnoun\tf\tdat.sg=Angestellten;gen.sg=Angestellten;nom.pl=Angestellten;acc.pl=Angestellten;dat.pl=Angestellten;gen.pl=Angestellten\tadjectival\t404",
            "Angestellte\tnoun\tm\tacc.sg=Angestellten|Angestellte;dat.sg=Angestellten;gen.sg=Angestellten;nom.pl=Angestellten;acc.pl=Angestellten;dat.pl=Angestellten;gen.pl=Angestellten\tadjectival\t404",
        ])
        XCTAssertEqual(GermanTest.text("^[mit der Angestellte](inflect: true)", engine: engine), "mit der Angestellten")
        XCTAssertEqual(GermanTest.text("^[aus der %@](inflect: true)", [.text("Angestellte")], engine: engine), "aus der Angestellten")
        // Without a preposition, *der* is still the nominative masculine.
        XCTAssertEqual(GermanTest.text("^[der Angestellte](inflect: {grammaticalCase: 'dative'})", engine: engine), "dem Angestellten")
    }

    /// With nothing written to choose among a word's readings (no determiner), which tie on the lemma's frequency,
    /// the one with the larger share of it: a person noun whose feminine is common (*Kundin*, *Leiterin*) before
    /// the other reading; one whose feminine is rare (*der Tor*, *Törin*) or whose plural is rare (*der Gehalt*,
    /// *Gehalte*) after it (were *2 Leitern*, *2 Toren*, *2 Gehalte*, *mit 1 Kunde*).
    func testTheReadingWithTheLargerShareWhenNothingChooses() {
        let engine = GermanTest.engine(lexicon: [
            "Gehalt\tnoun\tm\tgen.sg=Gehalts|Gehaltes;nom.pl=Gehalte;acc.pl=Gehalte;dat.pl=Gehalten;gen.pl=Gehalte\trare-plural\t438",
            "Gehalt\tnoun\tn\tgen.sg=Gehaltes|Gehalts;nom.pl=Gehälter;acc.pl=Gehälter;dat.pl=Gehältern;gen.pl=Gehälter\t-\t438",
            "Kunde\tnoun\tf\tnom.pl=Kunden;acc.pl=Kunden;dat.pl=Kunden;gen.pl=Kunden\t-\t444",
            "Kunde\tnoun\tm\tacc.sg=Kunden;dat.sg=Kunden;gen.sg=Kunden;nom.pl=Kunden;acc.pl=Kunden;dat.pl=Kunden;gen.pl=Kunden\tweak\t444",
            "Kundin\tnoun\tf\tnom.pl=Kundinnen;acc.pl=Kundinnen;dat.pl=Kundinnen;gen.pl=Kundinnen\t-\t348",
            "Leiter\tnoun\tf\tnom.pl=Leitern;acc.pl=Leitern;dat.pl=Leitern;gen.pl=Leitern\t-\t472",
            "Leiter\tnoun\tm\tgen.sg=Leiters;dat.pl=Leitern\t-\t472",
            "Leiterin\tnoun\tf\tnom.pl=Leiterinnen;acc.pl=Leiterinnen;dat.pl=Leiterinnen;gen.pl=Leiterinnen\t-\t379",
            "Tor\tnoun\tm\tacc.sg=Toren;dat.sg=Toren;gen.sg=Toren;nom.pl=Toren;acc.pl=Toren;dat.pl=Toren;gen.pl=Toren\tweak\t480",
            "Tor\tnoun\tn\tgen.sg=Tors|Tores;nom.pl=Tore;acc.pl=Tore;dat.pl=Toren;gen.pl=Tore\t-\t480",
            "Törin\tnoun\tf\tnom.pl=Törinnen;acc.pl=Törinnen;dat.pl=Törinnen;gen.pl=Törinnen\t-\t138",
        ])
        func r(_ markup: String, _ n: Int) -> String { GermanTest.text(markup, [GermanTest.count(n)], engine: engine) }
        XCTAssertEqual(r("^[%lld Tor](inflect: true)", 2), "2 Tore")
        XCTAssertEqual(r("^[%lld Leiter](inflect: true)", 2), "2 Leiter")
        XCTAssertEqual(r("^[%lld Gehalt](inflect: true)", 2), "2 Gehälter")
        XCTAssertEqual(r("^[mit %lld Kunde](inflect: true)", 1), "mit 1 Kunden")
        // A written determiner still chooses its reading.
        XCTAssertEqual(GermanTest.text("^[die Leiter](inflect: {number: 'other'})", engine: engine), "die Leitern")
        XCTAssertEqual(GermanTest.text("^[der Tor](inflect: {number: 'other'})", engine: engine), "die Toren")
    }

    /// An argument is written in its dictionary form: a reading whose lemma it is wins over a more frequent lemma
    /// it is an inflected form of (were *5 Runde*, the plural of *das Rund*; *Zurück zum Tablett*), unless that
    /// reading is another word made a noun (*das Regeln*) or the other lemma leads by more than half a Zipf.
    func testAnArgumentIsReadAsTheLemmaItIs() {
        let engine = GermanTest.engine(lexicon: [
            "Fest\tnoun\tn\tgen.sg=Festes|Fests;nom.pl=Feste;acc.pl=Feste;dat.pl=Festen;gen.pl=Feste\t-\t520",
            "Feste\tnoun\tf\tnom.pl=Festen;acc.pl=Festen;dat.pl=Festen;gen.pl=Festen\t-\t438",
            "Regel\tnoun\tf\tnom.pl=Regeln;acc.pl=Regeln;dat.pl=Regeln;gen.pl=Regeln\t-\t499",
            "Regeln\tnoun\tn\tgen.sg=Regelns\tsingular-only\t485",
            "regeln\tverb\t-\t3sg.pres=regelt;3pl.pres=regeln;3sg.past=regelte;3pl.past=regelten;pp=geregelt\t-\t450",
            "Rund\tnoun\tn\tgen.sg=Runds|Rundes;nom.pl=Runde;acc.pl=Runde;dat.pl=Runden;gen.pl=Runde\t-\t527",
            "Runde\tnoun\tf\tnom.pl=Runden;acc.pl=Runden;dat.pl=Runden;gen.pl=Runden\t-\t492",
            "Tablett\tnoun\tn\tgen.sg=Tabletts|Tablettes;nom.pl=Tablette|Tabletts;acc.pl=Tablette|Tabletts;dat.pl=Tabletten|Tabletts;gen.pl=Tablette|Tabletts\t-\t327",
            "Tablette\tnoun\tf\tnom.pl=Tabletten;acc.pl=Tabletten;dat.pl=Tabletten;gen.pl=Tabletten\t-\t326",
        ])
        func r(_ markup: String, _ args: [FormatArgument]) -> String { GermanTest.text(markup, args, engine: engine) }
        XCTAssertEqual(r("^[%lld %@](inflect: true)", [GermanTest.count(5), .text("Runde")]), "5 Runden")
        XCTAssertEqual(r("^[%lld %@](inflect: true)", [GermanTest.count(5), .text("Tablette")]), "5 Tabletten")
        XCTAssertEqual(r("Zurück ^[zum %@](inflect: true)", [.text("Tablette")]), "Zurück zur Tablette")
        XCTAssertEqual(r("^[Mein %@](inflect: true)", [.text("Tablette")]), "Meine Tablette")
        // Another word made a noun, or a lemma far less frequent, does not.
        XCTAssertEqual(r("^[%lld %@](inflect: true)", [GermanTest.count(1), .text("Regeln")]), "1 Regel")
        XCTAssertEqual(r("^[%lld %@](inflect: true)", [GermanTest.count(5), .text("Feste")]), "5 Feste")
        // A word counted in the text is written in its dictionary form as an argument is (was *5 Runde*, the plural
        // of *das Rund*).
        XCTAssertEqual(r("^[%lld Runde](inflect: true)", [GermanTest.count(5)]), "5 Runden")
        XCTAssertEqual(r("^[%lld Tablette](inflect: true)", [GermanTest.count(1)]), "1 Tablette")
    }

    /// An argument written in the plural keeps it, and the determiner agrees (were *Meine Einstellung*, *Allen
    /// Leitern*); *alle* and *beide* are the plural *der*-words: an argument after them is counted (were *Aller
    /// Wecker*, *Alle Datei*), and a count of one leaves them be.
    func testAnArgumentInThePluralAndThePluralDerWords() {
        let engine = GermanTest.engine(lexicon: [
            "Datei\tnoun\tf\tnom.pl=Dateien;acc.pl=Dateien;dat.pl=Dateien;gen.pl=Dateien\t-\t410",
            "Leiter\tnoun\tf\tnom.pl=Leitern;acc.pl=Leitern;dat.pl=Leitern;gen.pl=Leitern\t-\t472",
            "Leiter\tnoun\tm\tgen.sg=Leiters;dat.pl=Leitern\t-\t472",
            "Leiterin\tnoun\tf\tnom.pl=Leiterinnen;acc.pl=Leiterinnen;dat.pl=Leiterinnen;gen.pl=Leiterinnen\t-\t379",
            "Stellung\tnoun\tf\tnom.pl=Stellungen;acc.pl=Stellungen;dat.pl=Stellungen;gen.pl=Stellungen\t-\t448",
            "Wecker\tnoun\tm\tgen.sg=Weckers;dat.pl=Weckern\t-\t375",
        ])
        func r(_ markup: String, _ args: [FormatArgument]) -> String { GermanTest.text(markup, args, engine: engine) }
        XCTAssertEqual(r("^[Mein %@](inflect: true)", [.text("Einstellungen")]), "Meine Einstellungen")
        XCTAssertEqual(r("^[Kein %@](inflect: true)", [.text("Dateien")]), "Keine Dateien")
        XCTAssertEqual(r("^[Mein %@](inflect: true)", [.text("Datei")]), "Meine Datei")
        XCTAssertEqual(r("^[Alle %@](inflect: true)", [.text("Wecker")]), "Alle Wecker")
        XCTAssertEqual(r("^[Alle %@](inflect: true)", [.text("Datei")]), "Alle Dateien")
        XCTAssertEqual(r("^[Alle %@](inflect: true)", [.text("Leitern")]), "Alle Leitern")
        XCTAssertEqual(r("^[Alle %@](inflect: true)", [.text("Leiter")]), "Alle Leiter")
        XCTAssertEqual(r("^[Beide %@](inflect: true)", [.text("Datei")]), "Beide Dateien")
        XCTAssertEqual(r("^[Mit allen %@](inflect: true)", [.text("Datei")]), "Mit allen Dateien")
        XCTAssertEqual(r("^[Alle %lld %@](inflect: true)", [GermanTest.count(1), .text("Datei")]), "Alle 1 Datei")
        XCTAssertEqual(r("^[Alle %lld %@](inflect: true)", [GermanTest.count(3), .text("Datei")]), "Alle 3 Dateien")
    }

    /// A noun whose preferred genitive ends in -ns is of the mixed declension: *des Herzens*, *dem Herzen* (the
    /// lexicon also lists *Herzes*, *Herz*), *das Herz* in the accusative, *den Herzen* in the plural.
    func testMixedDeclensionTakesThePreferredSingularForms() {
        let engine = GermanTest.engine(lexicon: [
            "Herz\tnoun\tn\tdat.sg=Herzen|Herz;gen.sg=Herzens|Herzes;nom.pl=Herzen|Herze;acc.pl=Herzen|Herze;dat.pl=Herzen;gen.pl=Herzen|Herze\t-\t503",
            "Mann\tnoun\tm\tgen.sg=Mannes|Manns;dat.sg=Mann|Manne;nom.pl=Männer;acc.pl=Männer;dat.pl=Männern;gen.pl=Männer\t-\t500",
        ])
        func r(_ markup: String, _ args: [FormatArgument] = []) -> String { GermanTest.text(markup, args, engine: engine) }
        XCTAssertEqual(r("^[das Herz](inflect: {grammaticalCase: 'genitive'})"), "des Herzens")
        XCTAssertEqual(r("^[das %@](inflect: {grammaticalCase: 'dative'})", [.text("Herz")]), "dem Herzen")
        XCTAssertEqual(r("^[das Herz](inflect: {grammaticalCase: 'accusative'})"), "das Herz")
        XCTAssertEqual(r("^[das Herz](inflect: {grammaticalCase: 'dative', number: 'other'})"), "den Herzen")
        // A strong noun keeps its strong forms.
        XCTAssertEqual(r("^[der Mann](inflect: {grammaticalCase: 'genitive'})"), "des Mannes")
        XCTAssertEqual(r("^[der Mann](inflect: {grammaticalCase: 'dative'})"), "dem Mann")
    }

    /// A nominalised adjective the lexicon lists with its strong ending (*Vorsitzender*, *Erwachsener*, whose
    /// listed forms are *Vorsitzende*, *Erwachsene*) is declined on its stem: *die Vorsitzenden*, *2 Erwachsene*,
    /// not *Vorsitzenderen*, *Erwachsenere*.
    func testNominalisedAdjectivesListedWithTheirStrongEnding() {
        let engine = GermanTest.engine(lexicon: [
            "Erwachsene\tnoun\tf\tdat.sg=Erwachsenen;gen.sg=Erwachsenen;nom.pl=Erwachsenen;acc.pl=Erwachsenen;dat.pl=Erwachsenen;gen.pl=Erwachsenen\tadjectival\t441",
            "Erwachsene\tnoun\tm\tacc.sg=Erwachsenen;dat.sg=Erwachsenen;gen.sg=Erwachsenen;nom.pl=Erwachsenen;acc.pl=Erwachsenen;dat.pl=Erwachsenen;gen.pl=Erwachsenen\tadjectival\t441",
            "Erwachsener\tnoun\tm\tnom.pl=Erwachsene\tadjectival,plural-only\t376",
            "Vorsitzende\tnoun\tf\tdat.sg=Vorsitzenden;gen.sg=Vorsitzenden;nom.pl=Vorsitzenden;acc.pl=Vorsitzenden;dat.pl=Vorsitzenden;gen.pl=Vorsitzenden\tadjectival\t426",
            "Vorsitzende\tnoun\tm\tacc.sg=Vorsitzenden;dat.sg=Vorsitzenden;gen.sg=Vorsitzenden;nom.pl=Vorsitzenden;acc.pl=Vorsitzenden;dat.pl=Vorsitzenden;gen.pl=Vorsitzenden\tadjectival\t426",
            "Vorsitzender\tnoun\tm\tnom.pl=Vorsitzende\tadjectival\t453",
        ])
        func r(_ markup: String, _ args: [FormatArgument] = []) -> String { GermanTest.text(markup, args, engine: engine) }
        XCTAssertEqual(r("^[%lld %@](inflect: true)", [GermanTest.count(2), .text("Erwachsener")]), "2 Erwachsene")
        XCTAssertEqual(r("^[%lld %@](inflect: true)", [GermanTest.count(3), .text("Vorsitzende")]), "3 Vorsitzende")
        XCTAssertEqual(r("^[die Vorsitzende](inflect: {number: 'other'})"), "die Vorsitzenden")
        XCTAssertEqual(r("^[die %@](inflect: {number: 'other'})", [.text("Vorsitzende")]), "die Vorsitzenden")
        XCTAssertEqual(r("^[der Vorsitzende](inflect: {grammaticalCase: 'dative'})"), "dem Vorsitzenden")
        XCTAssertEqual(r("^[die Vorsitzende](inflect: {grammaticalCase: 'dative'})"), "der Vorsitzenden")
        XCTAssertEqual(r("^[ein Vorsitzender](inflect: {grammaticalCase: 'dative'})"), "einem Vorsitzenden")
    }

    /// An abbreviation in capitals no lexicon knows takes no ending (were *5 GBE*, *Mit 2 PDFEN*, *2 PDFse*); its
    /// written plural -s goes in the singular. A longer word in capitals still declines.
    func testAnAbbreviationInCapitalsTakesNoEnding() {
        let shipped = ConcordEngine()
        func r(_ markup: String, _ n: Int) -> String { GermanTest.text(markup, [GermanTest.count(n)], engine: shipped) }
        XCTAssertEqual(r("^[%lld GB](inflect: true) frei", 5), "5 GB frei")
        XCTAssertEqual(r("Mit ^[%lld PDF](inflect: true)", 2), "Mit 2 PDF")
        XCTAssertEqual(r("^[%lld PDFs](inflect: true)", 2), "2 PDFs")
        XCTAssertEqual(r("^[%lld PDFs](inflect: true)", 1), "1 PDF")
        XCTAssertEqual(r("^[%lld BOOST](inflect: true)", 3), "3 BOOSTS")
    }

    /// A symbol (no vowel letter: *km*, *kWh*, *sms*) is the same in every cell (were *3 kme*, *3 kWhe*, *3 smse*).
    func testSymbolsAreNotDeclined() {
        XCTAssertEqual(GermanTest.text("Noch ^[%lld %@](inflect: true)", [GermanTest.count(3), .text("km")]), "Noch 3 km")
        XCTAssertEqual(GermanTest.text("^[%lld %@](inflect: true)", [GermanTest.count(3), .text("kWh")]), "3 kWh")
        XCTAssertEqual(GermanTest.text("^[%lld %@](inflect: true) gesendet", [GermanTest.count(3), .text("sms")]), "3 sms gesendet")
        XCTAssertEqual(GermanTest.text("^[%lld %@](inflect: true)", [GermanTest.count(2), .text("PDFs")]), "2 PDFs")
    }
}
