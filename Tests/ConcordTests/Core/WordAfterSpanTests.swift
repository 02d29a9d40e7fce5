import XCTest
@testable import Concord

/// A word right after an `inflect: true` span does not agree with it (Apple's markup agrees the span's words
/// alone): the trace says which word would agree inside the span and how to widen it.
final class WordAfterSpanTests: XCTestCase {
    private func render(_ markup: String, _ args: [FormatArgument], locale: String = "en", trace: Bool = true) -> Rendering {
        ConcordEngine().render(RenderRequest(markup: markup, locale: InflectionLocale(locale), arguments: args,
                                             recordsTrace: trace))
    }

    private func notes(_ markup: String, _ count: Int, locale: String) -> [String] {
        render(markup, [.number(NumberValue(String(count))!)], locale: locale).trace
            .filter { $0.rule == "engine.note.word-after-span" }.map { $0.input + ": " + ($0.note ?? "") }
    }

    func testAVerbAfterACountedSpanIsNamedWithTheWidenedSpan() {
        let r = render("^[%lld file](inflect: true) was deleted", [.number(NumberValue(3))])
        XCTAssertEqual(r.text, "3 files was deleted") // as Apple's markup says: the span's words alone agree
        let note = r.trace.last
        XCTAssertEqual(note?.rule, "engine.note.word-after-span")
        XCTAssertEqual(note?.span, "^[%lld file](inflect: true)")
        XCTAssertEqual(note?.attribute, "inflect: true")
        XCTAssertEqual(note?.input, "was")
        XCTAssertEqual(note?.output, "was")
        XCTAssertEqual(note?.note, "'was' comes after the span and does not agree with it; inside the span it would be 'were' — widen the span: ^[%lld file was](inflect: true) renders '3 files were deleted'")
    }

    func testTheSpanWidensOverEveryWordThatWouldAgree() {
        // An invariable word (été, stato) between words that agree does not end the widening.
        XCTAssertEqual(notes("^[%lld fichier](inflect: true) a été supprimé", 3, locale: "fr"),
                       ["a: 'a' comes after the span and does not agree with it; inside the span it would be 'ont' — widen the span: ^[%lld fichier a été supprimé](inflect: true) renders '3 fichiers ont été supprimés'"])
        XCTAssertEqual(notes("^[%lld file](inflect: true) è stato eliminato", 3, locale: "it"),
                       ["è: 'è' comes after the span and does not agree with it; inside the span it would be 'sono' — widen the span: ^[%lld file è stato eliminato](inflect: true) renders '3 file sono stati eliminati'"])
        XCTAssertEqual(notes("^[%lld archivo](inflect: true) fue eliminado correctamente", 3, locale: "es"),
                       ["fue: 'fue' comes after the span and does not agree with it; inside the span it would be 'fueron' — widen the span: ^[%lld archivo fue eliminado](inflect: true) renders '3 archivos fueron eliminados correctamente'"])
        XCTAssertEqual(notes("^[%lld mensagem](inflect: true) não lida", 3, locale: "pt-BR"),
                       ["lida: 'lida' comes after the span and does not agree with it; inside the span it would be 'lidas' — widen the span: ^[%lld mensagem não lida](inflect: true) renders '3 mensagens não lidas'"])
        XCTAssertEqual(notes("^[%lld Datei](inflect: true) wurde gelöscht", 3, locale: "de"),
                       ["wurde: 'wurde' comes after the span and does not agree with it; inside the span it would be 'wurden' — widen the span: ^[%lld Datei wurde](inflect: true) renders '3 Dateien wurden gelöscht'"])
    }

    func testWordsThatBeginAnotherPhraseOrAgreeWithNothingAreNotNamed() {
        // A determiner or a noun after the span begins another phrase.
        XCTAssertEqual(notes("^[%lld cita libre](inflect: true) esta semana", 2, locale: "es"), [])
        XCTAssertEqual(notes("Noch ^[%lld Kilometer](inflect: true) Reichweite", 250, locale: "de"), [])
        XCTAssertEqual(notes("Charged ^[%lld kWh](inflect: true) today", 12, locale: "en"), [])
        XCTAssertEqual(notes("Vous avez ^[réservé](inflect: true) deux nuits", 2, locale: "fr"), [])
        // A German infinitive or participle (a label's verb) agrees with no subject.
        XCTAssertEqual(notes("Vor ^[%lld Stunde](inflect: true) aktualisiert", 2, locale: "de"), [])
        XCTAssertEqual(notes("^[%lld Artikel](inflect: true) hinzufügen", 2, locale: "de"), [])
        // What would not change is not named; nor is a word after punctuation or an argument.
        XCTAssertEqual(notes("^[%lld file](inflect: true) was deleted", 1, locale: "en"), [])
        XCTAssertEqual(notes("^[%lld file](inflect: true), was deleted", 3, locale: "en"), [])
        XCTAssertEqual(notes("^[%lld file](inflect: true) deleted", 3, locale: "en"), [])
    }

    func testAStringOfManySpansIsAskedAboutABoundedNumberOfTimes() {
        // 400 spans each followed by a verb and a participle: *fue* and *eliminado* are tried (a rendering each;
        // *hoy* is passed over, *y* ends the phrase) for the first eight spans — sixteen renderings, the bound — not
        // 800 renderings of the whole string. (The renderings asking did not ask again: they recursed until the
        // stack overflowed when they did.)
        let markup = Array(repeating: "^[%1$lld archivo](inflect: true) fue eliminado hoy y", count: 400).joined(separator: " ")
        var limits = RequestLimits()
        limits.maximumMarkupLength = .max
        let r = ConcordEngine(limits: limits).render(RenderRequest(markup: markup, locale: InflectionLocale("es"),
                                                                   arguments: [.number(NumberValue(3))]))
        XCTAssertEqual(r.trace.filter { $0.rule == "engine.note.word-after-span" }.map(\.input), Array(repeating: "fue", count: 8))
    }

    func testOnlyATracedRequestIsAskedAndItsTextDoesNotChange() {
        let plain = render("^[%lld file](inflect: true) was deleted", [.number(NumberValue(3))], trace: false)
        XCTAssertEqual(plain.text, "3 files was deleted")
        XCTAssertEqual(plain.trace, [])
        XCTAssertEqual(plain.diagnostics.map(\.code), ["word.noun-or-verb"]) // about *file*; nothing about *was*
    }
}
