import Concord
import Foundation
import XCTest

final class StringCatalogReaderTests: XCTestCase {
    func testFixtureShapes() throws {
        let c = try StringCatalogReader.read(path: CatalogFixtures.shop)
        XCTAssertEqual(c.developmentLanguage, "en")
        XCTAssertEqual(c.tables.map(\.name), ["Shop"])
        XCTAssertEqual(c.tables[0].keys, ["Add %lld %@ to your order", "%lld photos in %lld albums", "Internal ID", "Build %@",
                                          "Tap to continue", "Only in English", "Welcome"])
        XCTAssertTrue(c.problems.isEmpty, "\(c.problems)")
        let entry = try XCTUnwrap(c.tables[0]["%lld photos in %lld albums"])
        let de = try XCTUnwrap(entry.localizations["de"])
        XCTAssertEqual(de.substitutions.map(\.name), ["photos", "albums"])
        XCTAssertEqual(de.substitutions.map(\.argumentNumber), [1, 2])
        XCTAssertEqual(de.substitutions.map(\.formatSpecifier), ["lld", "lld"])
        XCTAssertEqual(de.leaves.map(\.label), ["", "substitutions.photos.plural.one", "substitutions.photos.plural.other",
                                                "substitutions.albums.plural.one", "substitutions.albums.plural.other"])
        XCTAssertEqual(c.tables[0]["Internal ID"]?.shouldTranslate, false)
        XCTAssertEqual(c.tables[0]["Add %lld %@ to your order"]?.comment, "Order button")
        let fr = try XCTUnwrap(c.tables[0]["Tap to continue"]?.localizations["fr"])
        XCTAssertEqual(fr.leaves.map(\.label), ["device.iphone.plural.one", "device.iphone.plural.other", "device.other"])
        XCTAssertEqual(fr.leaves.map { $0.value.state }, ["new", "new", "stale"])
        XCTAssertEqual(fr.variants.pluralCategories, ["one", "other"])
    }

    func testValuesKeepTheirPositions() throws {
        let c = try StringCatalogReader.read(path: CatalogFixtures.shop)
        let es = try XCTUnwrap(CatalogFixtures.value(c, "Add %lld %@ to your order", "es"))
        XCTAssertEqual(es.position.description, CatalogFixtures.shop + ":8:70")
        // `^` of the span is character 7 of the value.
        XCTAssertEqual(es.position(ofCharacter: 7).description, CatalogFixtures.shop + ":8:77")
        // An escaped character (\u00e0) counts as the one character it stands for.
        guard case .plural(let cases)? = c.tables[0]["Add %lld %@ to your order"]?.localizations["fr"]?.variants,
              case .value(let other) = cases[1].variants else { return XCTFail("fr is a plural") }
        XCTAssertEqual(other.text.suffix(12), "(à vérifier)")
        let open = other.text.count - 12
        XCTAssertEqual(other.position(ofCharacter: open + 1).description, CatalogFixtures.shop + ":11:129")
        XCTAssertEqual(other.position(ofCharacter: open + 3).description, CatalogFixtures.shop + ":11:136")
    }

    func testBrokenJSONIsOneErrorWithPosition() {
        let cases: [(String, String)] = [
            ("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"a\" : { }\n    \"b\" : { }\n  }\n}", "x.xcstrings:5:5: error: not valid JSON: expected ',' or '}' but found '\"' (a comma is missing between members?)"),
            ("{\"strings\": {\"a\": {\"localizations\": {\"es\": {\"stringUnit\": {\"value\": \"trunc", "x.xcstrings:1:69: error: not valid JSON: this string is never closed (add the closing \")"),
            ("{\"strings\": {}, }", "x.xcstrings:1:17: error: not valid JSON: expected a key in double quotes but found '}' (remove the comma before })"),
            ("[1, 2]", "x.xcstrings:1:1: error: a String Catalog is a JSON object with \"sourceLanguage\" and \"strings\", not an array"),
            ("", "x.xcstrings:1:1: error: not valid JSON: the JSON ends where a value was expected (is the file truncated?)"),
            ("{\"a\": tru}", "x.xcstrings:1:7: error: not valid JSON: expected a value but found 'tru' (write true)"),
            ("{\"a\": yes}", "x.xcstrings:1:7: error: not valid JSON: expected a value but found 'y'"),
            ("{\"a\": nope}", "x.xcstrings:1:7: error: not valid JSON: expected a value but found 'nope' (write text in double quotes, or true, false or null)"),
            ("{\"a\": \"\\x\"}", "x.xcstrings:1:8: error: not valid JSON: unknown escape \\x (JSON escapes are \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)"),
        ]
        for (text, expected) in cases {
            XCTAssertThrowsError(try CatalogFixtures.xcstrings(text, path: "x.xcstrings")) { XCTAssertEqual("\($0)", expected) }
        }
    }

    func testDeepNestingIsAnErrorNotACrash() {
        let text = String(repeating: "[", count: 100_000)
        XCTAssertThrowsError(try CatalogFixtures.xcstrings(text, path: "x.xcstrings")) {
            XCTAssertEqual("\($0)", "x.xcstrings:1:257: error: not valid JSON: values are nested more than 256 levels deep")
        }
    }

    func testOneBadKeyDoesNotHideTheOthers() throws {
        let c = try CatalogFixtures.xcstrings("""
        {"sourceLanguage": "en", "strings": {
          "a": {"localizations": {"es": {"stringUnit": {"state": "translated"}}}},
          "b": {"localizations": {"es": {"stringUnit": {"value": 3}}, "fr": {"stringUnit": {"value": "bon"}}}},
          "c": {"localizations": {"es": {"variations": {"plural": {"one": {"stringUnit": {"value": "uno"}}, "few": 1, "lots": {}}}}}},
          "d": {"localizations": {"es": {"stringUnit": {"value": "bien"}}}}
        }}
        """)
        XCTAssertEqual(c.tables[0].keys, ["a", "b", "c", "d"])
        XCTAssertEqual(CatalogFixtures.value(c, "d", "es")?.text, "bien")
        XCTAssertEqual(CatalogFixtures.value(c, "b", "fr")?.text, "bon")
        XCTAssertEqual(c.problems.map(\.description), [
            "Localizable.xcstrings:2:48: error: localizations.es.stringUnit has no \"value\" [key \"a\", locale es]",
            "Localizable.xcstrings:3:58: error: localizations.es.stringUnit.value must be a string, not a number [key \"b\", locale es]",
            "Localizable.xcstrings:4:108: error: localizations.es.variations.plural.few must be an object, not a number [key \"c\", locale es]",
            "Localizable.xcstrings:4:111: error: 'lots' is not a plural category [key \"c\", locale es]",
        ])
    }

    func testMissingSourceLanguageWarnsAndAssumesEnglish() throws {
        let c = try CatalogFixtures.xcstrings("{\"strings\": {}}")
        XCTAssertEqual(c.developmentLanguage, "en")
        XCTAssertEqual(c.problems.map(\.diagnostic.code), ["catalog.source-language"])
    }

    func testEscapesInKeysAndValues() throws {
        let c = try CatalogFixtures.xcstrings(#"{"sourceLanguage": "en", "strings": {"say \"hi\"\n": {"localizations": {"es": {"stringUnit": {"value": "di \"hola\" \u00e9 \ud83d\ude00 \\"}}}}}}"#)
        XCTAssertEqual(c.tables[0].keys, ["say \"hi\"\n"])
        XCTAssertEqual(CatalogFixtures.value(c, "say \"hi\"\n", "es")?.text, "di \"hola\" é 😀 \\")
    }

    func testRealCatalogsReadWithoutProblems() throws {
        for (path, keys) in [("/Dimillian+IceCubesApp/IceCubesApp/Resources/Localization/Localizable.xcstrings", 614),
                             ("/linearmouse+linearmouse/LinearMouse/Localizable.xcstrings", 251),
                             ("/kylebshr+luka-ios/Shared/Localizable.xcstrings", 145)] {
            let full = CatalogFixtures.shared + path
            try XCTSkipUnless(FileManager.default.fileExists(atPath: full))
            let c = try StringCatalogReader.read(path: full)
            XCTAssertEqual(c.tables[0].keys.count, keys, path)
            XCTAssertEqual(c.problems.filter { $0.severity == .error }.map(\.description), [], path)
        }
    }
}
