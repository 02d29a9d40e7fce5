import XCTest
@testable import Concord

/// Structure with the shipped lexicon: a prenominal adjective is not the head, adverbs do not agree, a span
/// that starts with a verb has no head noun.
final class PortugueseStructureTests: XCTestCase {
    let engine = ConcordEngine()

    func render(_ markup: String, _ locale: String = "pt-BR", args: [FormatArgument] = []) -> Rendering {
        engine.render(RenderRequest(markup: markup, locale: InflectionLocale(locale), arguments: args))
    }

    func testPrenominalAdjectiveFoundInUse() {
        let r = render("^[%lld %@ %@](inflect: true)", "pt-PT", args: [.number(NumberValue(2)), .text("pequeno"), .text("mão")])
        XCTAssertEqual(r.text, "2 pequenas mãos")
        XCTAssertTrue(r.trace.contains { $0.input == "mão" && $0.output == "mãos" })
        XCTAssertEqual(render("^[pequena mão](inflect: {number: 'other'})").text, "pequenas mãos")
        XCTAssertEqual(render("^[%lld %@ %@](inflect: true)", args: [.number(NumberValue(2)), .text("novo"), .text("carro")]).text, "2 novos carros")
    }

    func testAdverbBeforeAdjective() {
        XCTAssertEqual(render("^[muito bom](inflect: {number: 'other'})").text, "muito bons")
        XCTAssertEqual(render("^[casa muito bonita](inflect: {number: 'other'})").text, "casas muito bonitas")
    }

    func testSpanStartingWithAVerb() {
        let r = render("^[está conectado](inflect: {number: 'other'})")
        XCTAssertEqual(r.text, "estão conectados")
        XCTAssertTrue(r.trace.contains { $0.rule == "pt.verb.plural" && $0.output == "estão" })
        XCTAssertEqual(render("^[foi removido](inflect: {number: 'other'})").text, "foram removidos")
        XCTAssertEqual(render("^[pode](inflect: {number: 'other'})").text, "podem")
    }
}

/// A word the lexicon lists as a noun with one gender and as an adjective whose form says no gender
/// (*restaurante*) is analyzed as the noun; a gendered adjective form (*bonita*) stays the adjective.
final class PortugueseAnalysisHeadTests: XCTestCase {
    func testNounGenderWhenTheAdjectiveHasNone() {
        let engine = ConcordEngine()
        let r = engine.analyze("restaurante", locale: InflectionLocale("pt-BR"))
        XCTAssertEqual(r?.features.grammaticalGender, .masculine)
        XCTAssertEqual(r?.features.partOfSpeech, .noun)
        XCTAssertTrue(r?.facts.contains { $0.subject == "restaurante" && $0.source == .lexicon } ?? false, "\(r?.facts ?? [])")
        XCTAssertEqual(engine.analyze("bonita", locale: InflectionLocale("pt-BR"))?.features.partOfSpeech, .adjective)
    }
}
