import Concord
import Foundation
import XCTest

/// Hostile catalogs: each answer is an error or a result, in time linear in the input (found while writing the
/// readers; kept as regressions).
final class CatalogRobustnessTests: XCTestCase {
    /// Found by the xcstrings and stringsdict fuzz targets once they previewed what they read: a value with
    /// seventy specifiers overflowed the count of sample combinations, and `%2147483647$@` asked for two billion
    /// sample lists. Both preview, with what the render says about them.
    func testPreviewOfAValueWithManySpecifiersOrAHugePosition() throws {
        let many = String(repeating: "%lld ", count: 70)
        let catalog = try CatalogFixtures.xcstrings("""
        {"sourceLanguage": "en", "strings": {
          "many": {"localizations": {"en": {"stringUnit": {"value": "\(many)"}}, "es": {"stringUnit": {"value": "\(many)"}}}},
          "huge": {"localizations": {"en": {"stringUnit": {"value": "%2147483647$@"}}, "es": {"stringUnit": {"value": "%2147483647$@"}}}}}}
        """)
        let rows = CatalogPreview.make(catalog, locales: ["es"], engine: ConcordEngine(), nouns: { _ in ["casa", "perro"] }).rows
        let manyRows = rows.filter { $0.key == "many" }
        // Walked in step: one row per sample number (es: 1, 2, 1000000), every argument that number.
        XCTAssertEqual(manyRows.map { $0.arguments.count }, [70, 70, 70])
        XCTAssertEqual(manyRows.first?.output, String(repeating: "1 ", count: 70))
        let hugeRows = rows.filter { $0.key == "huge" }
        XCTAssertFalse(hugeRows.isEmpty)
        for row in hugeRows {
            XCTAssertEqual(row.arguments.count, 1_001)
            XCTAssertEqual(row.diagnostics.map(\.code), ["request.limit"])
        }
    }

    func testSubstitutionsThatMultiplyStopAtTheBudget() throws {
        let many = String(repeating: "%#@a@", count: 100)
        let r = try XCTUnwrap(CatalogFixtures.renderSubstitution(main: many, name: "a", other: "x" + many))
        XCTAssertEqual(r.resolved.diagnostics.map(\.code), ["catalog.substitution-limit"])
        XCTAssertLessThan(r.resolved.markup.count, 2_000_000)
    }

    func testASubstitutionReferringToItselfStopsAtTheDepthLimit() throws {
        let r = try XCTUnwrap(CatalogFixtures.renderSubstitution(main: "%#@a@", name: "a", other: "(%arg %#@a@)"))
        XCTAssertEqual(r.rendering.text, "(2 (2 (2 (2 %#@a@))))")
        XCTAssertEqual(r.resolved.diagnostics.map(\.message), ["substitutions refer to each other more than 4 levels deep; %#@a@ is left as written"])
    }

    func testManyUnclosedUnknownTagsInAPlist() {
        let body = "<plist><dict><key>k</key>" + String(repeating: "<integer>", count: 20_000)
        XCTAssertThrowsError(try StringsDictReader.read(data: Data(body.utf8), path: "t.stringsdict"))
    }

    func testLongKeysDoNotMakeSuggestionsQuadratic() throws {
        let long = String(repeating: "word ", count: 2_000)
        let c = try CatalogFixtures.strings((0..<50).map { "\"\(long)\($0)\" = \"x\";" }.joined(separator: "\n"))
        XCTAssertEqual(c.nearestKeys(to: long + "x"), [])
    }
}
