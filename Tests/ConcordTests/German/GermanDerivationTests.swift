import XCTest
@testable import Concord

/// German person nouns asked for the other gender (lexicon first, then rule; articles follow), hyphenated
/// compounds declined on their last part, adverbs before adjectives, bare adjectives given a gender or a case,
/// and the finite verb alone agreeing with a count. The lexicon lines are the shipped ones.
final class GermanDerivationTests: XCTestCase {
    let engine = GermanTest.engine(lexicon: [
        "Arbeiterin\tnoun\tf\tnom.pl=Arbeiterinnen;acc.pl=Arbeiterinnen;dat.pl=Arbeiterinnen;gen.pl=Arbeiterinnen\t-\t265",
        "Bauer\tnoun\tm\tacc.sg=Bauer|Bauern;dat.sg=Bauer|Bauern;gen.sg=Bauers|Bauern;nom.pl=Bauer|Bauern;acc.pl=Bauer|Bauern;dat.pl=Bauern;gen.pl=Bauer|Bauern\t-\t443",
        "Bauer\tnoun\tn\tgen.sg=Bauers;dat.pl=Bauern\t-\t443",
        "Berater\tnoun\tm\tgen.sg=Beraters;dat.pl=Beratern\t-\t432",
        "Beraterin\tnoun\tf\tnom.pl=Beraterinnen;acc.pl=Beraterinnen;dat.pl=Beraterinnen;gen.pl=Beraterinnen\t-\t332",
        "Bäuerin\tnoun\tf\tnom.pl=Bäuerinnen;acc.pl=Bäuerinnen;dat.pl=Bäuerinnen;gen.pl=Bäuerinnen\t-\t313",
        "Eiter\tnoun\tm\tgen.sg=Eiters;dat.pl=Eitern\t-\t277",
        "Entwickler\tnoun\tm\tgen.sg=Entwicklers;dat.pl=Entwicklern\t-\t420",
        "Entwicklerin\tnoun\tf\tnom.pl=Entwicklerinnen;acc.pl=Entwicklerinnen;dat.pl=Entwicklerinnen;gen.pl=Entwicklerinnen\t-\t208",
        "Haus\tnoun\tn\tgen.sg=Hauses;nom.pl=Häuser;acc.pl=Häuser;dat.pl=Häusern;gen.pl=Häuser\t-\t541",
        "Kunde\tnoun\tf\tnom.pl=Kunden;acc.pl=Kunden;dat.pl=Kunden;gen.pl=Kunden\t-\t444",
        "Kunde\tnoun\tm\tacc.sg=Kunden;dat.sg=Kunden;gen.sg=Kunden;nom.pl=Kunden;acc.pl=Kunden;dat.pl=Kunden;gen.pl=Kunden\tweak\t444",
        "Kundin\tnoun\tf\tnom.pl=Kundinnen;acc.pl=Kundinnen;dat.pl=Kundinnen;gen.pl=Kundinnen\t-\t348",
        "Person\tnoun\tf\tnom.pl=Personen;acc.pl=Personen;dat.pl=Personen;gen.pl=Personen\t-\t529",
        "alt\tadjective\t-\tcomp=älter;sup=ältest\t-\t516",
        "kommentieren\tverb\t-\t3sg.pres=kommentiert;3pl.pres=kommentieren;3sg.past=kommentierte;3pl.past=kommentierten;pp=kommentiert\t-\t392",
        "schön\tadjective\t-\t-\t-\t552",
        "sehr\tadverb\t-\t-\t-\t614",
    ])

    func text(_ markup: String, _ args: [FormatArgument] = []) -> String { GermanTest.text(markup, args, engine: engine) }
    func rules(_ markup: String, _ args: [FormatArgument] = []) -> [String] { GermanTest.rules(markup, args, engine: engine) }

    func testHyphenatedCompoundDeclinesItsLastPart() {
        XCTAssertEqual(text("^[Software-Entwickler](inflect: {grammaticalGender: 'feminine'})"), "Software-Entwicklerin")
        XCTAssertEqual(text("^[der Software-Entwickler](inflect: {grammaticalGender: 'feminine', grammaticalCase: 'dative'})"),
                       "der Software-Entwicklerin")
        XCTAssertEqual(text("^[ein IT-Berater](inflect: {grammaticalGender: 'feminine', number: 'other'})"), "IT-Beraterinnen")
        XCTAssertEqual(text("^[die IT-Beraterin](inflect: {grammaticalGender: 'masculine', grammaticalCase: 'genitive'})"), "des IT-Beraters")
        XCTAssertEqual(text("^[%lld %@](inflect: true)", [GermanTest.count(2), .text("Kunden-Haus")]), "2 Kunden-Häuser")
        XCTAssertTrue(rules("^[IT-Berater](inflect: {grammaticalGender: 'feminine'})").contains("de.noun.gender.feminine-in"))
    }

    func testClosedCompoundFindsTheCounterpartOfTheWholeWord() {
        // The lexicon reads Arbeiter as Arb + Eiter; the feminine is found for the whole word, split again.
        XCTAssertEqual(text("^[der Mitarbeiter](inflect: {grammaticalGender: 'feminine'})"), "die Mitarbeiterin")
        XCTAssertEqual(text("^[Mitarbeiter](inflect: {grammaticalGender: 'feminine', number: 'other'})"), "Mitarbeiterinnen")
    }

    func testAttestedDerivationWinsOverAHomographOfTheOtherGender() {
        // die Kunde (news) is feminine too, but the person noun's feminine is Kundin.
        XCTAssertEqual(text("^[ein Kunde](inflect: {grammaticalGender: 'feminine'})"), "eine Kundin")
        XCTAssertEqual(text("^[der Kunde](inflect: {grammaticalGender: 'feminine', grammaticalCase: 'nominative'})"), "die Kundin")
        XCTAssertEqual(text("^[die Kundin](inflect: {grammaticalGender: 'masculine', grammaticalCase: 'dative'})"), "dem Kunden")
        // Umlaut before an unstressed -er: Bauer → Bäuerin.
        XCTAssertEqual(text("^[ein Bauer](inflect: {grammaticalGender: 'feminine'})"), "eine Bäuerin")
    }

    func testAdverbBeforeAnAdjectiveIsNotDeclined() {
        XCTAssertEqual(text("^[%lld sehr schöne Haus](inflect: true)", [GermanTest.count(2)]), "2 sehr schöne Häuser")
        XCTAssertEqual(text("^[ein sehr schönes Haus](inflect: {grammaticalCase: 'dative'})"), "einem sehr schönen Haus")
        XCTAssertEqual(text("^[das sehr alte Haus](inflect: {number: 'other'})"), "die sehr alten Häuser")
        XCTAssertTrue(rules("^[das sehr alte Haus](inflect: {number: 'other'})").contains("de.adverb.before-adjective"))
        // Written without endings, a word the lexicon knows only as an adverb still stays.
        XCTAssertEqual(text("^[sehr schön Haus](inflect: {grammaticalCase: 'dative'})"), "sehr schönem Haus")
    }

    func testBareAdjectiveGivenGenderOrCaseTakesTheStrongEnding() {
        XCTAssertEqual(text("^[schön](inflect: {grammaticalGender: 'feminine', grammaticalCase: 'nominative'})"), "schöne")
        XCTAssertEqual(text("^[schön](inflect: {grammaticalGender: 'neuter'})"), "schönes")
        XCTAssertEqual(text("^[alt](inflect: {grammaticalGender: 'masculine', grammaticalCase: 'accusative'})"), "alten")
        XCTAssertEqual(text("^[alt](inflect: {number: 'other', grammaticalCase: 'genitive'})"), "alter")
        XCTAssertTrue(rules("^[alt](inflect: {grammaticalGender: 'neuter', grammaticalCase: 'dative'})").contains("de.adjective.strong"))
        // A word no lexicon knows as an adjective stays (zyxzyx), and so does a predicative one in a sentence.
        XCTAssertEqual(text("^[zyxzyx](inflect: {grammaticalGender: 'feminine'})"), "zyxzyx")
    }

    func testOnlyTheFiniteVerbAgreesWithTheCount() {
        XCTAssertEqual(text("^[%lld Person hat kommentiert](inflect: true)", [GermanTest.count(3)]), "3 Personen haben kommentiert")
        XCTAssertEqual(text("^[%lld Person kommentiert](inflect: true)", [GermanTest.count(3)]), "3 Personen kommentieren")
    }

    /// A person noun after *du bist* / *Sie sind* names the user and takes their gender with its determiner and
    /// adjectives (were *Du bist unser 1000. Kunde*, *Sie sind der neue Berater* for a feminine user); a plural after
    /// *Sie sind* (they are) and a noun with no counterpart stay.
    func testPersonNounAfterTheUsersCopulaTakesTheirGender() {
        func r(_ markup: String, user: UserTermSetting) -> String {
            engine.render(RenderRequest(markup: markup, locale: InflectionLocale("de"), userTermOfAddress: user)).text
        }
        let feminine = UserTermSetting.term(.feminine)
        XCTAssertEqual(r("Du bist ^[unser 1000. Kunde](inflect: true)!", user: feminine), "Du bist unsere 1000. Kundin!")
        XCTAssertEqual(r("Sie sind ^[der neue Berater](inflect: true).", user: feminine), "Sie sind die neue Beraterin.")
        XCTAssertEqual(r("Bist du ^[ein Kunde](inflect: true)?", user: feminine), "Bist du eine Kundin?")
        XCTAssertEqual(r("Du bist ^[unser 1000. Kunde](inflect: true)!", user: .term(.masculine)), "Du bist unser 1000. Kunde!")
        XCTAssertEqual(r("Sie sind ^[die neuen Berater](inflect: true).", user: feminine), "Sie sind die neuen Berater.")
        XCTAssertEqual(r("Du bist ^[eine Person](inflect: true).", user: .term(.masculine)), "Du bist eine Person.")
    }
}

/// A German name with a model number is not declined.
final class GermanProductNameTests: XCTestCase {
    func testNameWithAModelNumberStays() {
        XCTAssertEqual(GermanTest.text("^[%lld %@](inflect: true)", [GermanTest.count(2), .text("iPhone 15")]), "2 iPhone 15")
        XCTAssertTrue(GermanTest.rules("^[%lld %@](inflect: true)", [GermanTest.count(2), .text("iPhone 15")]).contains("de.noun.product-name"))
        XCTAssertEqual(GermanTest.text("^[%lld %@](inflect: true)", [GermanTest.count(2), .text("Datei")]), "2 Dateien")
    }

    /// A number after the noun names it and counts nothing: its article stays singular (was *von den Gleis 3*).
    func testANumberAfterTheNounCountsNothing() {
        let shipped = ConcordEngine()
        XCTAssertEqual(GermanTest.text("Abfahrt ^[vom %@](inflect: true)", [.text("Gleis 3")], engine: shipped), "Abfahrt vom Gleis 3")
        XCTAssertEqual(GermanTest.text("^[Im %@](inflect: true)", [.text("Kapitel 2")], engine: shipped), "Im Kapitel 2")
        XCTAssertEqual(GermanTest.text("^[%lld Datei](inflect: true) von 5", [GermanTest.count(2)], engine: shipped), "2 Dateien von 5")
    }
}

/// German ordinals written with digits are no counts; one-syllable nouns prefer the genitive -es.
final class GermanOrdinalAndGenitiveTests: XCTestCase {
    func testOrdinalIsNoCount() {
        let engine = GermanTest.engine(lexicon: [
            "Platz\tnoun\tm\tgen.sg=Platzes;nom.pl=Plätze;acc.pl=Plätze;dat.pl=Plätzen;gen.pl=Plätze\t-\t546",
        ])
        XCTAssertEqual(GermanTest.text("^[der 2. Platz](inflect: {grammaticalCase: 'genitive'})", engine: engine), "des 2. Platzes")
        XCTAssertEqual(GermanTest.text("^[%lld %@](inflect: true)", [GermanTest.count(2), .text("Platz")], engine: engine), "2 Plätze")
    }

    func testOneSyllableNounPrefersGenitiveEs() {
        let engine = GermanTest.engine(lexicon: [
            "Hund\tnoun\tm\tgen.sg=Hunds|Hundes;nom.pl=Hunde;acc.pl=Hunde;dat.pl=Hunden;gen.pl=Hunde\t-\t480",
            "Computer\tnoun\tm\tgen.sg=Computers;dat.pl=Computern\t-\t480",
        ])
        let r = GermanTest.render("^[der %@](inflect: {grammaticalCase: 'genitive'})", [.text("Hund")], engine: engine)
        XCTAssertEqual(r.text, "des Hundes")
        XCTAssertEqual(GermanTest.text("^[der %@](inflect: {grammaticalCase: 'genitive'})", [.text("Computer")], engine: engine), "des Computers")
    }
}
