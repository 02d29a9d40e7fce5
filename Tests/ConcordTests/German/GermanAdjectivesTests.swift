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
}
