import XCTest
@testable import Concord

final class GermanAdjectivesTests: XCTestCase {
    /// *letzter* is *letzte*'s stem with an ending, not an adjective of its own (the lexicon lists one, less frequent):
    /// were *Ihren letzteren Einkauf*, *2 letztere Versuche*; *letztere* (the latter) is still its own.
    func testAnInflectedFormOfAMoreFrequentAdjectiveIsReadSo() {
        let shipped = ConcordEngine()
        XCTAssertEqual(GermanTest.text("^[Ihr letzter Einkauf](inflect: {grammaticalCase: 'accusative'})", engine: shipped), "Ihren letzten Einkauf")
        XCTAssertEqual(GermanTest.text("^[Ihr letzter Einkauf](inflect: {grammaticalCase: 'dative'})", engine: shipped), "Ihrem letzten Einkauf")
        XCTAssertEqual(GermanTest.text("^[%lld letzter Versuch](inflect: true)", [GermanTest.count(2)], engine: shipped), "2 letzte Versuche")
        XCTAssertEqual(GermanTest.text("^[der letztere Punkt](inflect: {number: 'other'})", engine: shipped), "die letzteren Punkte")
    }

    func testStrongEndings() {
        GermanTest.assertTable("alter", [
            ["alter", "alte", "altes", "alte"],
            ["alten", "alte", "altes", "alte"],
            ["altem", "alter", "altem", "alten"],
            ["alten", "alter", "alten", "alter"],
        ])
        XCTAssertEqual(GermanTest.rules("^[alter](inflect: {grammaticalGender: 'neuter'})"), ["de.adjective.strong"])
    }

    func testWeakEndingsAfterDerWords() {
        GermanTest.assertTable("der alte", [
            ["der alte", "die alte", "das alte", "die alten"],
            ["den alten", "die alte", "das alte", "die alten"],
            ["dem alten", "der alten", "dem alten", "den alten"],
            ["des alten", "der alten", "des alten", "der alten"],
        ])
        XCTAssertTrue(GermanTest.rules("^[der alte](inflect: {grammaticalCase: 'dative'})").contains("de.adjective.weak"))
    }

    func testMixedEndingsAfterEinWords() {
        GermanTest.assertTable("kein alter", [
            ["kein alter", "keine alte", "kein altes", "keine alten"],
            ["keinen alten", "keine alte", "kein altes", "keine alten"],
            ["keinem alten", "keiner alten", "keinem alten", "keinen alten"],
            ["keines alten", "keiner alten", "keines alten", "keiner alten"],
        ])
        XCTAssertTrue(GermanTest.rules("^[ein alter](inflect: {grammaticalGender: 'neuter'})").contains("de.adjective.mixed"))
        // ein has no plural: the adjective turns strong.
        XCTAssertEqual(GermanTest.text("^[ein alter](inflect: {number: 'other', grammaticalCase: 'dative'})"), "alten")
    }

    func testAttributiveStemsByRule() {
        XCTAssertEqual(GermanTest.text("^[hoch %@](inflect: true)", [GermanTest.noun("Turm", .masculine)]), "hoher Turm")
        XCTAssertEqual(GermanTest.text("^[dunkel %@](inflect: {definiteness: 'definite'})", [GermanTest.noun("Nacht", .feminine)]), "die dunkle Nacht")
        XCTAssertEqual(GermanTest.text("^[teuer %@](inflect: {definiteness: 'indefinite'})", [GermanTest.noun("Auto", .neuter)]), "ein teures Auto")
    }

    func testAttributiveStemFromTheLexicon() {
        let engine = GermanTest.engine(lexicon: ["sauer\tadjective\t-\tstem=saur\t-\t300"])
        let r = GermanTest.render("^[sauer %@](inflect: {grammaticalCase: 'dative'})", [GermanTest.noun("Apfel", .masculine)], engine: engine)
        XCTAssertEqual(r.text, "saurem Apfel")
        XCTAssertTrue(r.trace.contains { $0.rule == "de.adjective.strong" && $0.facts.contains { $0.feature == "stem" && $0.source == .userLexicon || $0.feature == "stem" && $0.source == .lexicon } })
    }

    func testSeveralAdjectivesInARow() {
        let mann = GermanTest.noun("Mann", .masculine)
        XCTAssertEqual(GermanTest.text("^[ein alt klug %@](inflect: {grammaticalCase: 'dative'})", [mann]), "einem alten klugen Mann")
        XCTAssertEqual(GermanTest.text("^[alt klug %@](inflect: {grammaticalCase: 'dative'})", [mann]), "altem klugem Mann")
    }

    func testPredicativeAdjectivesNeverAgree() {
        let r = GermanTest.render("Du bist ^[angemeldet](inflect: true).")
        XCTAssertEqual(r.text, "Du bist angemeldet.")
        XCTAssertEqual(r.trace.map(\.rule), ["de.address.no-agreement"])
        XCTAssertEqual(GermanTest.rules("^[zyxzyx](inflect: {grammaticalGender: 'feminine'})"), ["de.adjective.predicative"])
    }

    /// An ending several cases share is read in the case a writer most likely meant: *-en* before an argument is an
    /// accusative, not a masculine genitive (was *Neuer Datei erstellen*); after a count, a mixed ending (*1
    /// weiteren Person*, as after *einer*) tells the dative when no strong one fits (was *2 weitere Personen*).
    func testAWrittenEndingIsReadInTheCaseAWriterMostLikelyMeant() {
        let shipped = ConcordEngine()
        func r(_ markup: String, _ args: [FormatArgument]) -> String { GermanTest.text(markup, args, engine: shipped) }
        XCTAssertEqual(r("^[Neuen %@](inflect: true) erstellen", [.text("Datei")]), "Neue Datei erstellen")
        XCTAssertEqual(r("^[Neuen %@](inflect: true) erstellen", [.text("Fenster")]), "Neues Fenster erstellen")
        XCTAssertEqual(r("^[Neuen %@](inflect: true) erstellen", [.text("Ordner")]), "Neuen Ordner erstellen")
        XCTAssertEqual(r("Mit %@ und ^[%lld weiteren Person](inflect: true) geteilt", [.text("Anna"), GermanTest.count(2)]),
                       "Mit Anna und 2 weiteren Personen geteilt")
        XCTAssertEqual(r("Mit %@ und ^[%lld weiteren Person](inflect: true) geteilt", [.text("Anna"), GermanTest.count(1)]),
                       "Mit Anna und 1 weiteren Person geteilt")
        XCTAssertEqual(r("^[%lld neue Nachricht](inflect: true)", [GermanTest.count(2)]), "2 neue Nachrichten")
    }
}
