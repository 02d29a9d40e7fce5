import XCTest
@testable import Concord

/// Plurals of the shipped English lexicon that guard fixes in `Scripts/lexicons/build_en.py`, with the trace
/// naming which package gave the form.
final class EnglishLexiconSourceTests: XCTestCase {
    func render(_ markup: String, _ args: [FormatArgument]) throws -> Rendering {
        try XCTSkipUnless(FileManager.default.fileExists(atPath: ShippedLexiconTests.directory + "/en/lexicon.tsv"), "no shipped lexicon")
        return ShippedLexiconTests.engine.render(RenderRequest(markup: markup, locale: InflectionLocale("en"), arguments: args))
    }

    func pluralSource(_ r: Rendering) -> String? {
        r.trace.flatMap(\.facts).first { $0.feature == "plural source" }?.value
    }

    /// lemminflect lists `mapping|mappings` (a mass reading first): the noun still counts.
    func testNounWithAMassReadingListedFirstStillCounts() throws {
        for (noun, plural) in [("mapping", "mappings"), ("acetone", "acetones"), ("redefinition", "redefinitions")] {
            let r = try render("^[%lld \(noun)](inflect: true)", [.number(NumberValue(2))])
            XCTAssertEqual(r.text, "2 \(plural)")
            XCTAssertEqual(r.trace.filter { $0.rule != "engine.note.noun-or-verb" }.first?.rule, "en.noun.plural.regular")
            XCTAssertEqual(pluralSource(r), "lemminflect")
        }
        // A noun the source lists with the singular alone stays uncountable.
        XCTAssertEqual(try render("^[%lld furniture](inflect: true)", [.number(NumberValue(2))]).text, "2 furniture")
    }

    /// lemminflect lacks `ox`; Python inflect's irregular plurals give `oxen`, and the trace says so.
    func testIrregularPluralsFromTheSecondSource() throws {
        let r = try render("You have ^[%lld ox](inflect: true).", [.number(NumberValue(2))])
        XCTAssertEqual(r.text, "You have 2 oxen.")
        XCTAssertTrue(r.trace.contains { $0.rule == "en.noun.plural.irregular" }, "\(r.trace.map(\.rule))")
        XCTAssertEqual(pluralSource(r), "inflect")
        let genus = try render("^[%lld genus](inflect: true)", [.number(NumberValue(3))])
        XCTAssertEqual(genus.text, "3 genera")
        let child = try render("^[%lld child](inflect: true)", [.number(NumberValue(3))])
        XCTAssertEqual(child.text, "3 children")
        XCTAssertEqual(pluralSource(child), "lemminflect")
    }
}
