@testable import Concord
import Foundation
import XCTest

/// A big String Catalog's keys are read in parallel pieces cut at lines that look like keys; whatever the cuts,
/// the catalog read (keys, values, positions, problems), its lint findings and its errors are those of reading it
/// in one piece.
final class ParallelCatalogReadTests: XCTestCase {
    /// Xcode's layout (keys indented by four spaces), with every kind of key, and keys whose inner lines are
    /// indented like keys (so some cuts fall inside a key and must be refused).
    func catalogText(keys: Int) -> String {
        var out = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n"
        for k in 0..<keys {
            let key: String
            switch k % 9 {
            case 0:
                key = "    \"Add %lld %@ \(k)\" : {\n      \"localizations\" : {\n        \"es\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"Añadir ^[%lld %@](inflect: true) \\u00e9 \(k)\" } },\n        \"fr\" : { \"stringUnit\" : { \"state\" : \"new\", \"value\" : \"Ajouter ^[%lld %@](inflct: true)\" } }\n      }\n    }"
            case 1:
                key = "    \"%lld items \(k)\" : {\n      \"localizations\" : {\n        \"de\" : { \"variations\" : { \"plural\" : {\n          \"one\" : { \"stringUnit\" : { \"value\" : \"^[%lld Artikel](inflect: true)\" } },\n          \"few\" : { \"stringUnit\" : { \"value\" : \"%lld\" } } } } }\n      }\n    }"
            case 2:
                // Inner lines indented like keys: a cut may fall on them.
                key = "    \"odd \(k)\" : {\n    \"localizations\" : {\n    \"it\" : { \"stringUnit\" : { \"value\" : \"%@ %@ \(k)\" } }\n    }\n    }"
            case 3:
                key = "    \"%lld photos \(k)\" : {\n      \"localizations\" : {\n        \"en\" : { \"stringUnit\" : { \"value\" : \"%#@photos@ %#@none@\" },\n          \"substitutions\" : { \"photos\" : { \"argNum\" : 1, \"formatSpecifier\" : \"lld\", \"variations\" : { \"plural\" : {\n            \"one\" : { \"stringUnit\" : { \"value\" : \"%arg photo\" } }, \"other\" : { \"stringUnit\" : { \"value\" : \"%arg photos\" } } } } } } }\n      }\n    }"
            case 4:
                key = "    \"shape \(k)\" : [ 1, 2 ]"
            case 5:
                key = "    \"Add %lld %@ \(k - 5)\" : {\n      \"localizations\" : {\n        \"pt-BR\" : { \"stringUnit\" : { \"value\" : \"Adicionar %2$@\" } }\n      }\n    }"
            case 6:
                key = "    \"empty \(k)\" : {\n\n    }"
            case 7:
                key = "    \"bad category \(k)\" : { \"localizations\" : { \"es\" : { \"variations\" : { \"plural\" : { \"lots\" : { \"stringUnit\" : { \"value\" : \"x\" } } } } } } }"
            default:
                key = "    \"Plain \(k)\" : { \"shouldTranslate\" : false, \"comment\" : \"c\", \"localizations\" : { \"en\" : { \"stringUnit\" : { \"value\" : \"Plain \\\"\(k)\\\"\" } } } }"
            }
            out += key + (k + 1 < keys ? ",\n" : "\n")
        }
        return out + "  },\n  \"version\" : \"1.0\"\n}\n"
    }

    /// Everything a reader gives, as text.
    func summary(_ c: Catalog) -> [String] {
        var out = c.problems.map(\.description)
        for table in c.tables {
            for key in table.keys {
                let entry = table[key]!
                out.append("\(key) \(entry.position?.description ?? "-") \(entry.shouldTranslate) \(entry.comment ?? "-")")
                for locale in entry.localizations.keys.sorted() {
                    for leaf in entry.localizations[locale]!.leaves {
                        out.append("  \(locale) \(leaf.label) \(leaf.value.text) \(leaf.value.position) \(leaf.value.state ?? "-")")
                    }
                }
            }
        }
        return out + CatalogLinter().lint(c).map { "\($0) \($0.value ?? "")" }
    }

    enum Outcome: Equatable {
        case read([String])
        case failed(String)
    }

    func read(_ text: String, pieces: Int) -> Outcome {
        do { return .read(summary(try StringCatalogReader.read(bytes: Array(text.utf8), path: "Big.xcstrings", pieces: pieces))) } catch {
            return .failed("\(error)")
        }
    }

    func testPiecesReadLikeOne() throws {
        let text = catalogText(keys: 3000)
        let bytes = Array(text.utf8)
        let firstKey = text.utf8.count - text.drop { $0 != "\n" }.dropFirst().drop { $0 != "\n" }.dropFirst().drop { $0 != "\n" }.utf8.count + 5
        XCTAssertEqual(bytes[firstKey], UInt8(ascii: "\""))
        let cuts = bytes.withUnsafeBufferPointer { StringCatalogReader.cuts($0, firstKey: firstKey, pieces: 64) }
        XCTAssertGreaterThan(cuts.count, 32, "the catalog is cut")
        let whole = read(text, pieces: 1)
        guard case .read(let lines) = whole else { return XCTFail("\(whole)") }
        let errors = Dictionary(grouping: lines.filter { $0.contains("error: ") }) { $0.components(separatedBy: "error: ")[1].prefix(20) }
        // Reader problems are listed twice: in the catalog and at the head of the lint findings.
        XCTAssertEqual(errors.mapValues(\.count), ["a key's entry must b": 666, "'lots' is not a plur": 666, "%#@none@ refers to a": 333,
                                                   "%@ uses argument 1, ": 334, "%@ uses argument 2, ": 334, "the translation neve": 333])
        for pieces in [2, 3, 7, 16, 64, 500] {
            XCTAssertTrue(read(text, pieces: pieces) == whole, "\(pieces) pieces")
        }
    }

    /// A file over a mebibyte is read in parallel pieces: the same bytes, the same catalog.
    func testBigFileIsReadInPieces() throws {
        let text = catalogText(keys: 8000)
        XCTAssertGreaterThan(text.utf8.count, 1 << 20)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("concord-big-\(getpid()).xcstrings").path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        XCTAssertEqual(try CatalogFiles.bytes(of: path), Array(text.utf8))
        XCTAssertTrue(summary(try StringCatalogReader.read(path: path))
                      == summary(try StringCatalogReader.read(bytes: Array(text.utf8), path: path, pieces: 1)))
        XCTAssertThrowsError(try CatalogFiles.bytes(of: path + "-missing")) { XCTAssertEqual("\($0)", path + "-missing: error: no such file") }
    }

    func testErrorsAreThoseOfOnePiece() {
        let text = catalogText(keys: 2000)
        let bytes = Array(text.utf8)
        // A syntax error early, in the middle and late; the file cut short; text after the end.
        var broken: [String] = []
        for fraction in [0.1, 0.5, 0.93] {
            var b = bytes
            let at = b[Int(Double(b.count) * fraction)...].firstIndex(of: UInt8(ascii: ","))!
            b.remove(at: at)
            broken.append(String(decoding: b, as: UTF8.self))
        }
        broken.append(String(decoding: bytes[..<(bytes.count * 2 / 3)], as: UTF8.self))
        broken.append(text + "x")
        broken.append(text.replacingOccurrences(of: "\"version\" : \"1.0\"", with: "\"strings\" : 3"))
        for text in broken {
            let whole = read(text, pieces: 1)
            for pieces in [4, 64] { XCTAssertTrue(read(text, pieces: pieces) == whole, "\(whole)") }
        }
        // Cut short right after the opening brace of "strings" (no key to cut at).
        for (text, place) in [("{\"strings\" : {\n", "2:1"), ("{\"strings\" : {\n    ", "2:5"), ("{\"strings\" : {", "1:15")] {
            XCTAssertEqual(read(text, pieces: 64),
                           .failed("Big.xcstrings:\(place): error: not valid JSON: the object is never closed (is the file truncated?)"))
        }
        guard case .failed(let error) = read(broken[1], pieces: 64) else { return XCTFail("broken") }
        XCTAssertTrue(error.contains("error: not valid JSON: expected ',' or '}' but found '\"'"), error)
    }
}

/// A large table previews on all cores: the rows are those of rendering each key on its own, in key order.
final class ParallelPreviewTests: XCTestCase {
    func testALargeTablePreviewsInKeyOrderAsEachKeyRendersAlone() throws {
        let keys = (0..<200).map { "Add %lld %@ \($0)" }
        let members = keys.enumerated().map { k, key in
            "\"\(key)\": {\"localizations\": {\"en\": {\"stringUnit\": {\"value\": \"Add %lld %@ \(k)\"}}, " +
            "\"es\": {\"stringUnit\": {\"value\": \"Añadir ^[%lld %@](inflect: true) \(k)\"}}}}"
        }
        let catalog = try CatalogFixtures.xcstrings("{\"sourceLanguage\": \"en\", \"strings\": {\(members.joined(separator: ", "))}}")
        let engine = ConcordEngine()
        let rows = CatalogPreview.make(catalog, locales: ["es"], engine: engine, nouns: { _ in ["perro", "casa"] }).rows
        var expected: [String] = []
        for key in catalog.tables[0].keys {
            for args in CatalogPreview.combinations([CatalogPreview.sampleNumbers(for: InflectionLocale("es")).map(FormatArgument.number),
                                                     [.text("perro"), .text("casa")]]) {
                let request = RenderRequest(markup: "", locale: InflectionLocale("es"), arguments: args)
                expected.append(try XCTUnwrap(engine.render(key: key, in: catalog, request: request)).rendering.text)
            }
        }
        XCTAssertEqual(rows.count, 200 * 6)
        XCTAssertEqual(rows.map(\.output), expected)
        XCTAssertEqual(rows[0].output, "Añadir 1 perro 0")
        XCTAssertEqual(rows[5].output, "Añadir 1000000 casas 0")
    }
}
