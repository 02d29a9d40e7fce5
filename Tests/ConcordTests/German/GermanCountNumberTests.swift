import XCTest
@testable import Concord

/// A count in the span gives the number when the request names none: 0 and 2+ are plural in German.
final class GermanCountNumberTests: XCTestCase {
    let engine = GermanTest.engine(lexicon: [
        "Kind\tnoun\tn\tgen.sg=Kindes|Kinds;nom.pl=Kinder;acc.pl=Kinder;dat.pl=Kindern;gen.pl=Kinder\t-\t527",
        "neu\tadjective\t-\t-\t-\t536",
        "Frau\tnoun\tf\tnom.pl=Frauen;acc.pl=Frauen;dat.pl=Frauen;gen.pl=Frauen\t-\t580",
    ])

    func testCountGivesTheNumberWhenTheRequestGivesOnlyACase() {
        let markup = "Mit ^[%lld %@ %@](inflect: {grammaticalCase: 'dative'})"
        let r = GermanTest.render(markup, [GermanTest.count(0), .text("neu"), .text("Kind")], engine: engine)
        XCTAssertEqual(r.text, "Mit 0 neuen Kindern")
        XCTAssertTrue(r.trace.contains { $0.facts.contains { $0.feature == "number" && $0.value == "other" && $0.source == .count } })
        XCTAssertEqual(GermanTest.text(markup, [GermanTest.count(1), .text("neu"), .text("Kind")], engine: engine), "Mit 1 neuen Kind")
        XCTAssertEqual(GermanTest.text(markup, [GermanTest.count(3), .text("neu"), .text("Frau")], engine: engine), "Mit 3 neuen Frauen")
    }

    /// A preposition's case wins over the ending an adjective was written with in its dictionary form (were *mit 2
    /// neue Nachrichten*, *von 2 verbundene Geräte*), and a preposition right after another one governs (was
    /// *innerhalb von 3 Tage*).
    func testThePrepositionGovernsAdjectivesWrittenInTheirDictionaryForm() {
        let shipped = ConcordEngine()
        func r(_ markup: String, _ n: Int) -> String { GermanTest.text(markup, [GermanTest.count(n)], engine: shipped) }
        XCTAssertEqual(r("^[mit %lld neue Nachricht](inflect: true)", 2), "mit 2 neuen Nachrichten")
        XCTAssertEqual(r("^[mit %lld neue Nachricht](inflect: true)", 1), "mit 1 neuen Nachricht")
        XCTAssertEqual(r("^[von %lld verbundenes Gerät](inflect: true)", 2), "von 2 verbundenen Geräten")
        XCTAssertEqual(r("^[nach %lld fehlgeschlagener Versuch](inflect: true)", 3), "nach 3 fehlgeschlagenen Versuchen")
        XCTAssertEqual(r("^[innerhalb von %lld Tag](inflect: true)", 3), "innerhalb von 3 Tagen")
        // An accusative preposition: the written nominative plural ending is right there.
        XCTAssertEqual(r("^[für %lld neue Nachricht](inflect: true)", 2), "für 2 neue Nachrichten")
    }

    /// A preposition governs a count across the word written between them that modifies the count — an adverb, an
    /// undeclined adjective used as one, or *über*, *je* (were *mit etwa 100 Kinder*, *mit je 8 Plätze*); a
    /// preposition of its own before the count governs it when none stands before it.
    func testAPrepositionGovernsACountAcrossTheWordThatModifiesIt() {
        let shipped = ConcordEngine()
        func r(_ markup: String, _ n: Int) -> String { GermanTest.text(markup, [GermanTest.count(n)], engine: shipped) }
        XCTAssertEqual(r("mit etwa ^[%lld Kind](inflect: true)", 100), "mit etwa 100 Kindern")
        XCTAssertEqual(r("von rund ^[%lld Kind](inflect: true)", 100), "von rund 100 Kindern")
        XCTAssertEqual(r("mit insgesamt ^[%lld Kind](inflect: true)", 100), "mit insgesamt 100 Kindern")
        XCTAssertEqual(r("11 Tische mit je ^[%lld Platz](inflect: true)", 8), "11 Tische mit je 8 Plätzen")
        XCTAssertEqual(r("für über ^[%lld Kind](inflect: true)", 100), "für über 100 Kinder")
        XCTAssertEqual(r("je ^[%lld Platz](inflect: true)", 8), "je 8 Plätze")
        XCTAssertEqual(r("etwa ^[%lld Kind](inflect: true)", 100), "etwa 100 Kinder")
    }

    /// A noun counted in the template is read in its dictionary form, as an argument is, when its readings are about
    /// as frequent: *Tablette* is the pill, not the plural of *Tablett* (were *1 Tablett*, *2 Tablette*).
    func testACountedNounIsReadInItsDictionaryForm() {
        let shipped = ConcordEngine()
        func r(_ markup: String, _ n: Int) -> String { GermanTest.text(markup, [GermanTest.count(n)], engine: shipped) }
        XCTAssertEqual(r("Nimm ^[%lld Tablette](inflect: true) täglich", 1), "Nimm 1 Tablette täglich")
        XCTAssertEqual(r("Nimm ^[%lld Tablette](inflect: true) täglich", 2), "Nimm 2 Tabletten täglich")
        XCTAssertEqual(r("^[Es fehlt %lld Runde](inflect: true)", 1), "Es fehlt 1 Runde")
        // A plural written after the count is still read as one.
        XCTAssertEqual(r("^[%lld Dateien](inflect: true)", 1), "1 Datei")
    }

    /// A count of one is read as the article *ein*: the words after it are declined as after *ein*, which differs
    /// from the strong declension in the dative and genitive singular (were *mit 1 Erwachsenem*, *mit 1 neuer
    /// Datei*, *wegen 1 fehlender Datei*); in the nominative and accusative they agree, and other counts are strong.
    func testACountOfOneIsDeclinedAsEin() {
        let shipped = ConcordEngine()
        func r(_ markup: String, _ n: Int) -> String { GermanTest.text(markup, [GermanTest.count(n)], engine: shipped) }
        XCTAssertEqual(r("^[mit %lld Erwachsener](inflect: true)", 1), "mit 1 Erwachsenen")
        XCTAssertEqual(r("^[mit %lld neue Datei](inflect: true)", 1), "mit 1 neuen Datei")
        XCTAssertEqual(r("^[wegen %lld fehlende Datei](inflect: true)", 1), "wegen 1 fehlenden Datei")
        XCTAssertEqual(r("^[%lld neue Datei](inflect: true)", 1), "1 neue Datei")
        XCTAssertEqual(r("^[für %lld neues Foto](inflect: true)", 1), "für 1 neues Foto")
        XCTAssertEqual(r("^[mit %lld neue Datei](inflect: true)", 2), "mit 2 neuen Dateien")
    }

    /// A preposition's case holds when the form written has no cell in it (*Kunde*, whose dative is *Kunden*;
    /// *Erwachsene*, written in the nominative plural): were *mit 1 Kunde*, *mit 2 Erwachsene*.
    func testThePrepositionsCaseHoldsWhenTheWrittenFormHasNoCellInIt() {
        let shipped = ConcordEngine()
        func r(_ markup: String, _ n: Int) -> String { GermanTest.text(markup, [GermanTest.count(n)], engine: shipped) }
        XCTAssertEqual(r("^[mit %lld Kunde](inflect: true)", 1), "mit 1 Kunden")
        XCTAssertEqual(r("^[mit %lld Erwachsene](inflect: true)", 1), "mit 1 Erwachsenen")
        XCTAssertEqual(r("^[mit %lld Erwachsene](inflect: true)", 2), "mit 2 Erwachsenen")
        XCTAssertEqual(r("^[mit %lld Kunde](inflect: true)", 2), "mit 2 Kunden")
    }

    /// The words before a count that a noun phrase follows (*mehr als*, *nur*, *bis zu*, *und*) are neither its
    /// adjectives nor its noun: they take no ending. A determiner before the count keeps its adjectives.
    func testWordsBeforeTheCountTakeNoEnding() {
        let shipped = ConcordEngine()
        func r(_ markup: String) -> String { GermanTest.text(markup, [.number(NumberValue(2))], engine: shipped) }
        XCTAssertEqual(r("^[mehr als %lld Datei](inflect: true)"), "mehr als 2 Dateien")
        XCTAssertEqual(r("^[Nur %lld Datei](inflect: true)"), "Nur 2 Dateien")
        XCTAssertEqual(r("^[bis zu %lld Datei](inflect: true)"), "bis zu 2 Dateien")
        XCTAssertEqual(r("^[und %lld andere Sache](inflect: true)"), "und 2 andere Sachen")
        XCTAssertEqual(r("^[mit %lld Freund](inflect: true)"), "mit 2 Freunden")
        XCTAssertEqual(r("^[die ersten %lld Datei](inflect: true)"), "die ersten 2 Dateien")
        XCTAssertEqual(r("^[Dateien: %lld](inflect: true)"), "Dateien: 2")
    }

    /// After an expletive *es* before the count, the finite verb's subject is the counted noun phrase: the verb
    /// agrees, and the verbs after the noun are non-finite and keep their form. *Es gibt*'s subject is *es*.
    func testTheVerbAfterAnExpletiveEsAgreesWithTheCountedNoun() {
        let shipped = ConcordEngine()
        func r(_ markup: String, _ count: Double) -> Rendering {
            GermanTest.render(markup, [.number(NumberValue(count))], engine: shipped)
        }
        XCTAssertEqual(r("^[Es wurden %lld Ergebnisse gefunden](inflect: true)", 1).text, "Es wurde 1 Ergebnis gefunden")
        XCTAssertEqual(r("^[Es wurde %lld Ergebnis gefunden](inflect: true)", 2).text, "Es wurden 2 Ergebnisse gefunden")
        XCTAssertEqual(r("^[Es bleiben %lld Tage](inflect: true)", 1).text, "Es bleibt 1 Tag")
        XCTAssertEqual(r("^[Es fehlen %lld Angaben](inflect: true)", 1).text, "Es fehlt 1 Angabe")
        XCTAssertEqual(r("^[Es sind %lld Dateien vorhanden](inflect: true)", 1).text, "Es ist 1 Datei vorhanden")
        XCTAssertEqual(r("^[Es konnten %lld Dateien nicht geladen werden](inflect: true)", 1).text,
                       "Es konnte 1 Datei nicht geladen werden")
        XCTAssertEqual(r("^[Es gibt %lld Ergebnisse](inflect: true)", 1).text, "Es gibt 1 Ergebnis")
        XCTAssertEqual(r("^[Gibt es %lld Ergebnisse](inflect: true)", 1).text, "Gibt es 1 Ergebnis")
        let traced = r("^[Es bleiben %lld Tage](inflect: true)", 1)
        XCTAssertTrue(traced.trace.contains { $0.rule == "de.verb.number" && $0.input == "bleiben" && $0.output == "bleibt" },
                      "\(traced.trace.map(\.rule))")
    }

    /// A verb after the counted noun agrees in lower case, though the source lists a sentence-initial variant first
    /// (*Benötigen|benötigen*).
    func testVerbsKeepLowerCase() {
        let shipped = ConcordEngine()
        XCTAssertEqual(GermanTest.text("^[%lld Datei benötigt Aufmerksamkeit](inflect: true)", [.number(NumberValue(2))], engine: shipped),
                       "2 Dateien benötigen Aufmerksamkeit")
        XCTAssertEqual(GermanTest.text("^[%lld Dateien benötigten Aufmerksamkeit](inflect: true)", [.number(NumberValue(1))], engine: shipped),
                       "1 Datei benötigte Aufmerksamkeit")
    }

    /// A verb after other words, or written in the plural after a noun written in the singular, ends an infinitive
    /// phrase (an action label) and keeps its form (were *1 Datei lischt*, *1 Element in den Papierkorb verschiebt*,
    /// *Den Termin bearbeitet*); the finite verb right after its subject still agrees.
    func testAnInfinitiveAfterTheNounKeepsItsForm() {
        let shipped = ConcordEngine()
        func r(_ markup: String, _ args: [FormatArgument]) -> Rendering { GermanTest.render(markup, args, engine: shipped) }
        let label = r("^[%lld Datei löschen](inflect: true)", [.number(NumberValue(1))])
        XCTAssertEqual(label.text, "1 Datei löschen")
        XCTAssertEqual(label.trace.map(\.rule).filter { $0.hasPrefix("de.verb") }, ["de.verb.infinitive"])
        XCTAssertEqual(r("^[%lld Element in den Papierkorb verschieben](inflect: true)", [.number(NumberValue(1))]).text,
                       "1 Element in den Papierkorb verschieben")
        XCTAssertEqual(r("^[Den %@ bearbeiten](inflect: true)", [.text("Termin")]).text, "Den Termin bearbeiten")
        XCTAssertEqual(r("^[%lld Dateien warten auf den Upload](inflect: true)", [.number(NumberValue(1))]).text,
                       "1 Datei wartet auf den Upload")
        XCTAssertEqual(r("^[%lld Datei wartet](inflect: true)", [.number(NumberValue(2))]).text, "2 Dateien warten")
    }

    /// A count with no noun is the subject of the verb right after it, written in the singular (were *2 ist
    /// bereit*, *2 wurde gelöscht*, *0 hat geantwortet*: the verb read as an adjective); a verb written in the plural
    /// may be an infinitive (a button's label) and keeps its form.
    func testAVerbAfterABareCountAgreesWithIt() {
        let shipped = ConcordEngine()
        func r(_ markup: String, _ n: Int) -> String { GermanTest.text(markup, [GermanTest.count(n)], engine: shipped) }
        XCTAssertEqual(r("^[%lld ist bereit](inflect: true)", 2), "2 sind bereit")
        XCTAssertEqual(r("^[%lld ist bereit](inflect: true)", 1), "1 ist bereit")
        XCTAssertEqual(r("^[%lld wurde gelöscht](inflect: true)", 5), "5 wurden gelöscht")
        XCTAssertEqual(r("^[%lld hat geantwortet](inflect: true)", 0), "0 haben geantwortet")
        XCTAssertEqual(r("^[%lld ist fehlgeschlagen](inflect: true)", 1_000_000), "1000000 sind fehlgeschlagen")
        XCTAssertEqual(r("^[%lld löschen](inflect: true)", 1), "1 löschen")
        XCTAssertEqual(r("^[%lld Datei ist bereit](inflect: true)", 2), "2 Dateien sind bereit")
    }

    /// *jeder* has no plural: an argument after it is singular (were *Jede Dateien*, *Jeder Dateien*).
    func testJederTakesTheSingular() {
        let shipped = ConcordEngine()
        func r(_ markup: String, _ arg: String) -> String { GermanTest.text(markup, [.text(arg)], engine: shipped) }
        XCTAssertEqual(r("^[Jede %@](inflect: true)", "Dateien"), "Jede Datei")
        XCTAssertEqual(r("^[Jeder %@](inflect: true)", "Dateien"), "Jede Datei")
        XCTAssertEqual(r("^[Jedes %@](inflect: true)", "Gerät"), "Jedes Gerät")
        XCTAssertEqual(r("Mit ^[jedem %@](inflect: true)", "Kunden"), "Mit jedem Kunden")
    }

    /// A determiner right before another is a pronoun naming a part of the noun phrase after it, which is its
    /// genitive; the verb after it is the pronoun's (were *dere 3 Nutzer*, *deren 3 Nutzern*, *Keiner deren 3 Nutzer*,
    /// *dere 3 Dateien konnten*).
    func testAPronounBeforeTheWholeTakesNoEnding() {
        let shipped = ConcordEngine()
        func r(_ markup: String, _ n: Int) -> String { GermanTest.text(markup, [.number(NumberValue(Double(n)))], engine: shipped) }
        XCTAssertEqual(r("^[Jeder der %lld Nutzer](inflect: true)", 3), "Jeder der 3 Nutzer")
        XCTAssertEqual(r("^[Einer der %lld Nutzer](inflect: true)", 3), "Einer der 3 Nutzer")
        XCTAssertEqual(r("^[Keine der %lld Datei](inflect: true)", 2), "Keine der 2 Dateien")
        XCTAssertEqual(r("^[Eine der %lld Dateien konnte nicht geladen werden](inflect: true)", 3),
                       "Eine der 3 Dateien konnte nicht geladen werden")
        XCTAssertEqual(r("^[Keiner der %lld Freund](inflect: true)", 3), "Keiner der 3 Freunde")
        XCTAssertEqual(r("Mit ^[einem der %lld Geräte](inflect: true)", 3), "Mit einem der 3 Geräte")
        XCTAssertEqual(GermanTest.text("^[Das eine Foto](inflect: true)", engine: shipped), "Das eine Foto")
    }

    /// *alle* or *beide* before the noun's own determiner takes no part in its declension, and the noun phrase is
    /// plural (were *Alle diesen 3 Fotos*, *Alle deinen Fotos*).
    func testAlleBeforeADeterminer() {
        let shipped = ConcordEngine()
        XCTAssertEqual(GermanTest.text("^[Alle diese %lld Fotos](inflect: true)", [.number(NumberValue(3))], engine: shipped), "Alle diese 3 Fotos")
        XCTAssertEqual(GermanTest.text("^[Alle deine %@](inflect: true)", [.text("Foto")], engine: shipped), "Alle deine Fotos")
        XCTAssertEqual(GermanTest.text("^[Alle %@](inflect: true)", [.text("Datei")], engine: shipped), "Alle Dateien")
    }

    /// A word after the count that is a verb's past and an adjective the lexicon knows written with an ending, before a
    /// noun, is the adjective (*doppelte*, also the past of *doppeln*; was *2 doppelten Datei*).
    func testAnAdjectiveBeforeTheNounIsNoVerbAfterTheCount() {
        let shipped = ConcordEngine()
        func r(_ markup: String, _ n: Int) -> String { GermanTest.text(markup, [.number(NumberValue(Double(n)))], engine: shipped) }
        XCTAssertEqual(r("^[%lld doppelte Datei](inflect: true)", 2), "2 doppelte Dateien")
        XCTAssertEqual(r("^[%lld ist fehlgeschlagen](inflect: true)", 2), "2 sind fehlgeschlagen")
    }

    /// A neuter pronoun or demonstrative ending the span right after the verb is its subject (*das* pleases two
    /// people): the verb keeps its number, whatever the count (was *2 Personen gefallen das*). A pronoun with more
    /// after it is an object (*haben das geteilt*).
    func testAPronounAfterTheVerbIsItsSubject() {
        let shipped = ConcordEngine()
        func r(_ markup: String, _ n: Int) -> String { GermanTest.text(markup, [GermanTest.count(n)], engine: shipped) }
        XCTAssertEqual(r("^[%lld Person gefällt das](inflect: true)", 2), "2 Personen gefällt das")
        XCTAssertEqual(r("^[%lld Personen gefällt das](inflect: true)", 1), "1 Person gefällt das")
        XCTAssertEqual(r("^[%lld Person gefällt es](inflect: true)", 3), "3 Personen gefällt es")
        XCTAssertEqual(r("^[%lld Person hat das geteilt](inflect: true)", 2), "2 Personen haben das geteilt")
        XCTAssertEqual(r("^[%lld Person hat kommentiert](inflect: true)", 2), "2 Personen haben kommentiert")
    }
}
