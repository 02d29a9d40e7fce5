import Concord
import Foundation
import XCTest

/// Hostile catalogs: each answer is an error or a result, in time linear in the input (found while writing the
/// readers; kept as regressions).
final class CatalogRobustnessTests: XCTestCase {
    func testSubstitutionsThatMultiplyStopAtTheBudget() throws {
        let many = String(repeating: "%#@a@", count: 100)
        let c = try CatalogFixtures.xcstrings("""
        {"sourceLanguage": "en", "strings": {"k": {"localizations": {"es": {
          "stringUnit": {"value": "\(many)"},
          "substitutions": {"a": {"argNum": 1, "formatSpecifier": "lld", "variations": {"plural": {
            "other": {"stringUnit": {"value": "x\(many)"}}}}}}}}}}}
        """)
        let r = try XCTUnwrap(ConcordEngine().render(key: "k", in: c, request: RenderRequest(markup: "", locale: InflectionLocale("es"),
                                                                                                arguments: [.number(NumberValue(2))])))
        XCTAssertEqual(r.resolved.diagnostics.map(\.code), ["catalog.substitution-limit"])
        XCTAssertLessThan(r.resolved.markup.count, 2_000_000)
    }

    func testASubstitutionReferringToItselfStopsAtTheDepthLimit() throws {
        let c = try CatalogFixtures.xcstrings("""
        {"sourceLanguage": "en", "strings": {"k": {"localizations": {"es": {
          "stringUnit": {"value": "%#@a@"},
          "substitutions": {"a": {"argNum": 1, "formatSpecifier": "lld", "variations": {"plural": {
            "other": {"stringUnit": {"value": "(%arg %#@a@)"}}}}}}}}}}}
        """)
        let r = try XCTUnwrap(ConcordEngine().render(key: "k", in: c, request: RenderRequest(markup: "", locale: InflectionLocale("es"),
                                                                                                arguments: [.number(NumberValue(2))])))
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
