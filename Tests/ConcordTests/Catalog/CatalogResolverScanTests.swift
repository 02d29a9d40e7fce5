import XCTest
@testable import Concord

/// The catalog code's byte-level shortcuts answer as the general ways do: a reference to a substitution is found
/// wherever it is written, a value's character count is its `count`, and a lexicon column's number is `Int(text)`.
final class CatalogResolverScanTests: XCTestCase {
    func testAReferenceToASubstitutionIsFoundAnywhereAndOnlyThere() {
        for text in ["%#@files@", "Copy %#@files@ now", "%2$#@files@", "a%1$#@x@", "ends with %#@", "$#@"] {
            XCTAssertTrue(CatalogResolver.refersToSubstitution(text), text)
        }
        for text in ["", "%#", "#@", "% #@x@", "%@ and %lld", "%%#@", "50 % off # @home", "%##@x@", "é%#"] {
            XCTAssertEqual(CatalogResolver.refersToSubstitution(text), text.contains("%#@") || text.contains("$#@"), text)
        }
        XCTAssertTrue(CatalogResolver.refersToSubstitution("%%#@"), "the bytes decide, as the scanner reads them")
        XCTAssertTrue(CatalogResolver.refersToSubstitution("Grüße %#@files@"))
    }

    func testTheCharacterCountIsCountWhateverTheText() {
        for text in ["", "Add %lld items", "line\r\nbreak", "\r", "caf\u{E9}", "cafe\u{301}", "🇫🇷 flag", "tab\there",
                     String(repeating: "a", count: 300)] {
            XCTAssertEqual(text.characterCount, text.count, text.debugDescription)
        }
    }

    func testAValueWithSubstitutionsResolvesToItsVariantsInPlace() throws {
        // The expansion copies slices of the value's bytes: characters written in other normalizations come out
        // byte for byte, and the pieces count characters as written.
        let catalog = try CatalogFixtures.xcstrings("""
        {"sourceLanguage": "en", "strings": {"k": {"localizations": {"fr": {
          "stringUnit": {"value": "Copie\u{301} %#@files@ — fin"},
          "substitutions": {"files": {"argNum": 1, "formatSpecifier": "lld", "variations": {"plural": {
            "one": {"stringUnit": {"value": "%arg fichier é"}},
            "other": {"stringUnit": {"value": "%arg fichiers e\u{301}"}}}}}}}}}}}
        """)
        let localization = try XCTUnwrap(catalog.tables.first?["k"]?.localizations["fr"])
        let one = CatalogResolver.resolve(localization, arguments: [.number(NumberValue(1))], locale: InflectionLocale("fr"))
        XCTAssertEqual(Array(one.markup.utf8), Array("Copie\u{301} %1$lld fichier é — fin".utf8))
        let two = CatalogResolver.resolve(localization, arguments: [.number(NumberValue(2))], locale: InflectionLocale("fr"))
        XCTAssertEqual(Array(two.markup.utf8), Array("Copie\u{301} %1$lld fichiers e\u{301} — fin".utf8))
        XCTAssertEqual(two.pieces.map(\.markupStart), [0, 6, 12, 23])
        XCTAssertEqual(two.pieces.map(\.length), [6, 6, 11, 6]) // "Copié ", "%1$lld", " fichiers é", " — fin"
    }

    func testALexiconColumnIsReadAsIntReadsIt() {
        for text in ["", "0", "7", "0042", "+5", "-3", "-0", "+", "-", "12a", " 12", "12 ", "1.5", "٣", "9223372036854775807",
                     "9223372036854775808", "-9223372036854775808", "-9223372036854775809", "99999999999999999999"] {
            let bytes = Array(text.utf8)
            XCTAssertEqual(bytes.withUnsafeBufferPointer { CatalogPreview.integer($0) }, Int(text), text.debugDescription)
        }
    }
}
