import XCTest
import Concord
@testable import ConcordFrontEnds

/// `render --catalog`, JSON-lines catalog requests, the REPL's :open/:keys/:key and scripts that carry a catalog.
final class CatalogFrontEndTests: XCTestCase {
    static let fixtures = ConcordBinary.repositoryRoot.appendingPathComponent("Tests/Fixtures/Catalogs").path
    static var shop: String { fixtures + "/Shop.xcstrings" }
    static var app: String { fixtures + "/App" }

    func testRenderCatalogKey() throws {
        let r = try ConcordBinary.run(["render", "--catalog", Self.shop, "--key", "Add %lld %@ to your order", "--locale", "es",
                                       "--arg", "2", "--arg", "ensalada"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(r.stdout, "Añadir 2 ensaladas a tu pedido\n")
        XCTAssertEqual(r.stderr, "")
    }

    func testRenderCatalogKeyWithTraceAndTable() throws {
        let r = try ConcordBinary.run(["render", "--catalog", Self.app, "--table", "Menu", "--key", "Window", "--locale", "fr", "--trace"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(r.stdout, "Window\n  · catalog: no translation; the development language's value (Base) (\(Self.app)/Base.lproj/Menu.strings:2:13)\n")
    }

    func testUnknownKeySuggestsNearKeysAndExitsOne() throws {
        let r = try ConcordBinary.run(["render", "--catalog", Self.shop, "--key", "Welcom", "--locale", "es"])
        XCTAssertEqual(r.status, 1)
        XCTAssertEqual(r.stdout, "")
        XCTAssertEqual(r.stderr, "error: no key \"Welcom\" in table Shop of \(Self.shop)\n  did you mean: \"Welcome\"?\n")
    }

    func testBrokenCatalogIsOneErrorWithPosition() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("concord-cat-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("Broken.xcstrings").path
        try "{\n  \"strings\" : {\n    \"a\" : { \"localizations\" : {} }\n    \"b\" : {}\n  }\n}\n".write(toFile: path, atomically: true, encoding: .utf8)
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let r = try ConcordBinary.run(["render", "--catalog", path, "--key", "a"])
        XCTAssertEqual(r.status, 1)
        XCTAssertEqual(r.stderr, "concord render: \(path):4:5: error: not valid JSON: expected ',' or '}' but found '\"' (a comma is missing between members?)\n")
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path)), before, "files are never written")
    }

    func testErrorsInsideAValuePointIntoTheFile() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("concord-cat-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("es.lproj").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        try "\"k\" = \"Hay ^[%lld cosa](inflect: maybe)\";\n".write(toFile: path + "/Localizable.strings", atomically: true, encoding: .utf8)
        let r = try ConcordBinary.run(["render", "--catalog", dir.path, "--key", "k", "--locale", "es", "--arg", "2"])
        XCTAssertEqual(r.status, 1)
        XCTAssertTrue(r.stderr.hasPrefix("\(path)/Localizable.strings:1:34: error: "), r.stderr)
        XCTAssertTrue(r.stderr.contains("[key \"k\", locale es]\n    Hay ^[%lld cosa](inflect: maybe)\n" + String(repeating: " ", count: 30) + "^"), r.stderr)
    }

    func testJSONLinesCatalogRequestsShareOneLoad() throws {
        let cache = CatalogCache()
        let engine = ConcordEngine()
        func answer(_ line: String) throws -> String {
            let obj = try JSONValue.parse(line)
            let (_, r) = try CatalogRequests.render(obj, engine: engine, cache: cache)
            return r.text
        }
        XCTAssertEqual(try answer(#"{"catalog": "\#(Self.shop)", "key": "Add %lld %@ to your order", "locale": "fr", "args": [2, "pomme"]}"#),
                       "Ajouter 2 pommes à votre commande (à vérifier)")
        XCTAssertEqual(try answer(#"{"catalog": "\#(Self.shop)", "key": "Welcome", "locale": "es-MX"}"#), "Te damos la bienvenida")
        XCTAssertEqual(try answer(#"{"catalog": "\#(Self.app)", "table": "Menu", "key": "File", "locale": "en"}"#), "File")
        XCTAssertEqual(cache.count, 2)
        XCTAssertThrowsError(try answer(#"{"catalog": "\#(Self.shop)", "key": "Welcom"}"#)) {
            XCTAssertEqual("\($0)", "no key \"Welcom\" in table Shop of \(Self.shop) — did you mean: \"Welcome\"?")
        }
        XCTAssertThrowsError(try answer(#"{"catalog": "\#(Self.shop)", "key": "Welcome", "markup": "x"}"#))
        XCTAssertThrowsError(try answer(#"{"catalog": "\#(Self.shop)"}"#)) {
            XCTAssertEqual("\($0)", "a catalog request needs \"key\" (a string)")
        }
    }

    func testJSONLinesThroughTheBinary() throws {
        let input = #"{"id": 1, "catalog": "\#(Self.shop)", "key": "Add %lld %@ to your order", "locale": "es", "args": [2, "ensalada"]}"# + "\n"
            + #"{"id": 2, "catalog": "\#(Self.shop)", "key": "%lld photos in %lld albums", "locale": "de", "args": [1, 3]}"# + "\n"
        let r = try ConcordBinary.run(["render", "--jsonl"], input: input)
        XCTAssertEqual(r.stdout, #"{"id": 1, "output": "Añadir 2 ensaladas a tu pedido", "diagnostics": []}"# + "\n"
                       + #"{"id": 2, "output": "1 Foto in 3 Alben", "diagnostics": []}"# + "\n")
    }

    func testREPLOpenKeysAndKey() {
        let session = ReplSession()
        var reply = session.evaluate(":open \(Self.shop)")
        XCTAssertEqual(reply.lines, ["opened \(Self.shop): xcstrings, development language en",
                                     "  table Shop: 7 keys, locales de, en, es, es-419, fr, pt-BR", "  no problems found"])
        reply = session.evaluate(":keys photo")
        XCTAssertEqual(reply.lines, ["  %lld photos in %lld albums", "1 key matching 'photo' in Shop"])
        _ = session.evaluate(":locale fr")
        reply = session.evaluate(":keys --untranslated")
        XCTAssertEqual(reply.lines, ["  %lld photos in %lld albums", "  Only in English", "  Welcome", "3 keys without a fr value in Shop"])
        _ = session.evaluate(":args 1 salade")
        _ = session.evaluate(":trace off")
        reply = session.evaluate(":key Add %lld %@ to your order")
        XCTAssertEqual(reply.output, "Ajouter 1 salade à votre commande")
        _ = session.evaluate(":args 2 salade")
        XCTAssertEqual(session.evaluate(":key").output, "Ajouter 2 salades à votre commande (à vérifier)")
        _ = session.evaluate(":locale es")
        _ = session.evaluate(":args 2 ensalada")
        XCTAssertEqual(session.evaluate(":key").output, "Añadir 2 ensaladas a tu pedido")
        reply = session.evaluate(":key Welcom")
        XCTAssertTrue(reply.failed)
        XCTAssertEqual(reply.lines, ["error: no key \"Welcom\" in the catalog", "   | :key Welcom", "   |      ^", "  hint: did you mean \"Welcome\"?"])
    }

    /// `:open` of a folder: the one catalog below it is opened and named; several are listed.
    func testREPLOpenAFolder() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("concord-open-\(UUID().uuidString)").path
        addTeardownBlock { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/Sources/App", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Self.shop, toPath: root + "/Sources/App/Shop.xcstrings")
        let session = ReplSession()
        var reply = session.evaluate(":open \(root)/")
        XCTAssertEqual(reply.lines, ["opened \(root)/Sources/App/Shop.xcstrings: xcstrings, development language en",
                                     "  table Shop: 7 keys, locales de, en, es, es-419, fr, pt-BR", "  no problems found"])
        let fixtures = (Self.fixtures as NSString).deletingLastPathComponent
        reply = session.evaluate(":open \(fixtures)")
        XCTAssertTrue(reply.failed)
        XCTAssertEqual(reply.lines, ["error: the folder holds 2 catalogs below it:\n  \(fixtures)/Catalogs/Shop.xcstrings\n  \(fixtures)/Catalogs/App",
                                     "   | :open \(fixtures)", "   |       ^", "  hint: give one of them; concord lint checks them all"])
        // The catalog opened before stays open.
        XCTAssertEqual(session.evaluate(":keys photo").lines, ["  %lld photos in %lld albums", "1 key matching 'photo' in Shop"])
    }

    func testREPLKeyNeedsAnOpenCatalog() {
        let reply = ReplSession().evaluate(":key Welcome")
        XCTAssertTrue(reply.failed)
        XCTAssertEqual(reply.lines, ["error: no catalog is open", "  hint: open one with :open PATH"])
    }

    func testKeyCompletion() {
        let session = ReplSession()
        _ = session.evaluate(":open \(Self.shop)")
        XCTAssertEqual(Completion.complete(":key Add", session: session).insertion, " %lld %@ to your order")
        XCTAssertEqual(Completion.complete(":key %lld p", session: session).candidates, ["%lld photos in %lld albums"])
    }

    func testSavedScriptRecordsOpenRelativeToItselfAndReplays() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("concord-cat-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("scripts"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("catalogs"), withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.copyItem(atPath: Self.shop, toPath: dir.appendingPathComponent("catalogs/Shop.xcstrings").path)
        let session = ReplSession(directory: dir.path)
        _ = session.evaluate(":open catalogs/Shop.xcstrings")
        _ = session.evaluate(":locale es")
        _ = session.evaluate(":args 2 ensalada")
        _ = session.evaluate(":key Add %lld %@ to your order")
        let saved = session.evaluate(":save scripts/order.concord")
        XCTAssertFalse(saved.failed, "\(saved.lines)")
        let text = try String(contentsOf: dir.appendingPathComponent("scripts/order.concord"), encoding: .utf8)
        XCTAssertEqual(text.components(separatedBy: "\n").filter { !$0.hasPrefix("# ") }, [
            ":open ../catalogs/Shop.xcstrings", ":locale es", ":args 2 ensalada", ":key Add %lld %@ to your order",
            "#=> Añadir 2 ensaladas a tu pedido", "",
        ])
        // Moved together, the script and its catalog still work, from any directory.
        let moved = FileManager.default.temporaryDirectory.appendingPathComponent("concord-cat-\(UUID().uuidString)")
        try FileManager.default.moveItem(at: dir, to: moved)
        addTeardownBlock { try? FileManager.default.removeItem(at: moved) }
        let r = try ConcordBinary.run(["run", "--check", moved.appendingPathComponent("scripts/order.concord").path])
        XCTAssertEqual(r.status, 0, r.stdout + r.stderr)
        XCTAssertTrue(r.stdout.hasSuffix("1 checked, 0 differ\n"), r.stdout)
    }
}
