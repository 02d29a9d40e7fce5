import XCTest
@testable import Concord

final class GermanArticlesTests: XCTestCase {
    func testDefiniteArticleTable() {
        GermanTest.assertTable("der", [
            ["der", "die", "das", "die"],
            ["den", "die", "das", "die"],
            ["dem", "der", "dem", "den"],
            ["des", "der", "des", "der"],
        ])
    }

    func testIndefiniteArticleTableHasNoPlural() {
        GermanTest.assertTable("ein", [
            ["ein", "eine", "ein", ""],
            ["einen", "eine", "ein", ""],
            ["einem", "einer", "einem", ""],
            ["eines", "einer", "eines", ""],
        ])
        XCTAssertEqual(GermanTest.rules("^[ein](inflect: {number: 'other'})"), ["de.article.indefinite-plural-dropped"])
    }

    func testKeinTable() {
        GermanTest.assertTable("kein", [
            ["kein", "keine", "kein", "keine"],
            ["keinen", "keine", "kein", "keine"],
            ["keinem", "keiner", "keinem", "keinen"],
            ["keines", "keiner", "keines", "keiner"],
        ])
    }

    func testDemonstrativeTables() {
        GermanTest.assertTable("dieser", [
            ["dieser", "diese", "dieses", "diese"],
            ["diesen", "diese", "dieses", "diese"],
            ["diesem", "dieser", "diesem", "diesen"],
            ["dieses", "dieser", "dieses", "dieser"],
        ])
        XCTAssertEqual(GermanTest.text("^[jener](inflect: {grammaticalGender: 'feminine', grammaticalCase: 'dative'})"), "jener")
        XCTAssertEqual(GermanTest.text("^[jener](inflect: {grammaticalGender: 'neuter', grammaticalCase: 'genitive'})"), "jenes")
    }

    func testPossessiveDeterminersBeforeANoun() {
        let tisch = GermanTest.noun("Tisch", .masculine)
        XCTAssertEqual(GermanTest.text("^[mein %@](inflect: {grammaticalCase: 'accusative'})", [tisch]), "meinen Tisch")
        XCTAssertEqual(GermanTest.text("^[dein %@](inflect: {grammaticalCase: 'dative'})", [tisch]), "deinem Tisch")
        XCTAssertEqual(GermanTest.text("^[sein %@](inflect: {grammaticalCase: 'genitive'})", [tisch]), "seines Tisches")
        XCTAssertEqual(GermanTest.text("^[ihr %@](inflect: {number: 'other', grammaticalCase: 'dative'})", [tisch]), "ihren Tischen")
        XCTAssertEqual(GermanTest.text("^[unser %@](inflect: true)", [GermanTest.noun("Lampe", .feminine)]), "unsere Lampe")
        XCTAssertEqual(GermanTest.text("^[euer %@](inflect: {grammaticalCase: 'dative'})", [tisch]), "eurem Tisch")
        XCTAssertEqual(GermanTest.text("^[euer %@](inflect: true)", [GermanTest.noun("Lampe", .feminine)]), "eure Lampe")
        XCTAssertEqual(GermanTest.rules("^[mein %@](inflect: {grammaticalCase: 'accusative'})", [tisch]).last, "de.determiner.possessive")
    }

    func testArticleAgreesWithTheArgumentsGender() {
        XCTAssertEqual(GermanTest.text("^[ein %@](inflect: true)", [GermanTest.noun("Lampe", .feminine)]), "eine Lampe")
        XCTAssertEqual(GermanTest.text("^[der %@](inflect: true)", [GermanTest.noun("Fenster", .neuter)]), "das Fenster")
        XCTAssertEqual(GermanTest.text("^[den %@](inflect: true)", [GermanTest.noun("Lampe", .feminine)]), "die Lampe")
        XCTAssertEqual(GermanTest.rules("^[ein %@](inflect: true)", [GermanTest.noun("Lampe", .feminine)]).last, "de.article.indefinite")
    }

    func testDefinitenessAddsAndSwitchesArticles() {
        let tisch = GermanTest.noun("Tisch", .masculine)
        XCTAssertEqual(GermanTest.text("^[%@](inflect: {definiteness: 'definite', grammaticalCase: 'dative'})", [tisch]), "dem Tisch")
        XCTAssertEqual(GermanTest.text("^[%@](inflect: {definiteness: 'indefinite', grammaticalCase: 'accusative'})", [tisch]), "einen Tisch")
        XCTAssertEqual(GermanTest.text("^[ein %@](inflect: {definiteness: 'definite'})", [tisch]), "der Tisch")
        XCTAssertEqual(GermanTest.text("^[der %@](inflect: {definiteness: 'indefinite', grammaticalCase: 'genitive'})", [tisch]), "eines Tisches")
        XCTAssertEqual(GermanTest.text("^[der %@](inflect: {definiteness: 'indefinite', number: 'other'})", [tisch]), "Tische")
        XCTAssertEqual(GermanTest.rules("^[%@](inflect: {definiteness: 'definite'})", [tisch]).last, "de.article.inserted")
        XCTAssertEqual(GermanTest.rules("^[ein %@](inflect: {definiteness: 'definite'})", [tisch]).last, "de.article.switched")
    }

    func testCaseOfTheWrittenArticleIsKept() {
        let tisch = GermanTest.noun("Tisch", .masculine)
        XCTAssertEqual(GermanTest.text("^[dem %@](inflect: {number: 'other'})", [tisch]), "den Tischen")
        XCTAssertEqual(GermanTest.text("^[des %@](inflect: {number: 'other'})", [tisch]), "der Tische")
        XCTAssertEqual(GermanTest.text("^[mit der %@](inflect: true)", [tisch]), "mit dem Tisch")
        XCTAssertEqual(GermanTest.text("^[für die %@](inflect: true)", [tisch]), "für den Tisch")
    }

    /// An argument with its own article before an infinitive that ends the text is the infinitive's object: a
    /// nominative that is no accusative takes the accusative (were *der Ordner löschen*, *ein Termin bearbeiten*);
    /// before a finite verb or a participle it is a subject and stays.
    func testAnArgumentBeforeAClosingInfinitiveIsItsObject() {
        let shipped = ConcordEngine()
        func r(_ markup: String, _ arg: String) -> String { GermanTest.text(markup, [.text(arg)], engine: shipped) }
        XCTAssertEqual(r("^[%@](inflect: true) löschen", "der Ordner"), "den Ordner löschen")
        XCTAssertEqual(r("Möchtest du ^[%@](inflect: true) endgültig löschen?", "der Ordner"), "Möchtest du den Ordner endgültig löschen?")
        XCTAssertEqual(r("^[%@](inflect: true) bearbeiten", "ein Termin"), "einen Termin bearbeiten")
        XCTAssertEqual(r("^[%@](inflect: true) löschen", "die Nutzer"), "die Nutzer löschen")
        XCTAssertEqual(r("^[%@](inflect: true) wurde gelöscht", "der Ordner"), "der Ordner wurde gelöscht")
        XCTAssertEqual(r("^[%@](inflect: true) kann nicht gelöscht werden", "der Ordner"), "der Ordner kann nicht gelöscht werden")
        XCTAssertEqual(r("^[%@](inflect: true) gelöscht", "der Ordner"), "der Ordner gelöscht")
    }

    /// An argument's own article says the gender of a noun no lexicon knows (was *Gespeichert auf die iPhone*).
    func testAnArgumentsArticleGivesAGuessedNounItsGender() {
        XCTAssertEqual(GermanTest.text("Gespeichert auf ^[%@](inflect: true)", [.text("das iPhone")], engine: ConcordEngine()),
                       "Gespeichert auf das iPhone")
    }

    /// A lone possessive, article, demonstrative or *kein* agreeing with an argument, with the argument after it, is
    /// the argument's determiner, declined for its gender and number (were *Sie Bestellung*, *Es Essen*, *Er Fahrer*:
    /// replaced by a pronoun; and *Der Datei löschen?*, *Lösche deiner Datei*: read in a plural slot). A pronoun
    /// standing for the argument is still one.
    func testALoneDeterminerAgreeingWithAnArgumentIsItsDeterminer() {
        let shipped = ConcordEngine()
        func r(_ markup: String, _ arg: String) -> String { GermanTest.text(markup, [.text(arg)], engine: shipped) }
        XCTAssertEqual(r("^[Dein](agreeWithArgument: 1) %@ ist unterwegs", "Bestellung"), "Deine Bestellung ist unterwegs")
        XCTAssertEqual(r("^[Dein](agreeWithArgument: 1) %@ ist unterwegs", "Essen"), "Dein Essen ist unterwegs")
        XCTAssertEqual(r("^[Dein](agreeWithArgument: 1) %@ ist unterwegs", "Fahrer"), "Dein Fahrer ist unterwegs")
        XCTAssertEqual(r("^[Mein](agreeWithArgument: 1) %@", "Einstellungen"), "Meine Einstellungen")
        XCTAssertEqual(r("^[Kein](agreeWithArgument: 1) %@ gefunden", "Datei"), "Keine Datei gefunden")
        XCTAssertEqual(r("^[Den](agreeWithArgument: 1) %@ löschen?", "Datei"), "Die Datei löschen?")
        XCTAssertEqual(r("Lösche ^[deinen](agreeWithArgument: 1) %@", "Datei"), "Lösche deine Datei")
        XCTAssertEqual(r("Lösche ^[deinen](agreeWithArgument: 1) %@", "Ordner"), "Lösche deinen Ordner")
        XCTAssertEqual(r("^[Er](agreeWithArgument: 1) ist unterwegs", "Bestellung"), "Sie ist unterwegs")
    }
}
