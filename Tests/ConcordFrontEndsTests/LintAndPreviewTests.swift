import XCTest
import Concord
@testable import ConcordFrontEnds

/// `concord lint` (text with carets, JSON, SARIF, exit codes) and `concord preview` (text, Markdown, JSON, and
/// HTML opened in a real headless browser).
final class LintAndPreviewTests: XCTestCase {
    static let catalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "%lld items" : {
          "localizations" : {
            "en" : { "stringUnit" : { "state" : "translated", "value" : "^[%lld item](inflect: true)" } },
            "es" : { "stringUnit" : { "state" : "translated", "value" : "^[%lld artículo](inflct: true)" } },
            "fr" : { "stringUnit" : { "state" : "translated", "value" : "%@ articles" } }
          }
        }
      }
    }

    """

    func write(_ text: String, name: String = "L.xcstrings") throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("concord-lint-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent(name).path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    func testTextOutputWithCaretsAndSummary() throws {
        let path = try write(Self.catalog)
        let r = try ConcordBinary.run(["lint", path], environment: ["NO_COLOR": "1"])
        XCTAssertEqual(r.status, 1)
        XCTAssertEqual(r.stdout, """
        \(path):7:87: warning: 'inflct' is not an inflection attribute — did you mean inflect? It is kept as a custom attribute and nothing is inflected for it [key "%lld items", locale es]
            ^[%lld artículo](inflct: true)
                             ^
          hint: write inflect: true
        \(path):8:70: error: %@ formats argument 1 as %@, but the source language formats it as an integer (%d, %lld) [key "%lld items", locale fr]
            %@ articles
            ^
          hint: use the source's specifier for argument 1
        \(path):8:70: warning: the source language's value has agreement markup (^[…](…)) but this translation has none [key "%lld items", locale fr]
            %@ articles
            ^
          hint: keep the span around the words that must agree, e.g. ^[%lld %@](inflect: true)
        1 error, 2 warnings in 1 file, 3 values

        """)
    }

    /// What a translator is sent: Xcode's export of a project's catalogs, in one language.
    func testLintAndRenderOfAnXcodeExport() throws {
        let export = CatalogFrontEndTests.fixtures + "/Shop-es.xcloc"
        let xliff = export + "/Localized Contents/es.xliff"
        var r = try ConcordBinary.run(["lint", export], environment: ["NO_COLOR": "1"])
        XCTAssertEqual(r.status, 1)
        XCTAssertEqual(r.stdout, """
        \(xliff):15:36: warning: plural variants lack many (1000000, 1e6…), which es needs; 'other' is used instead [key "%lld items in your cart", locale es]
            %lld artículo en tu carrito
            ^
          hint: add a many variant
        \(xliff):20:50: note: the translation is marked needs_review: a reviewer must check it [key "%lld items in your cart", locale es]
            ^[%lld artículo](inflect: true) en tu carrito
            ^
        \(xliff):25:56: error: agreeWithArgument: 2, but the key has 1 argument [key "Your %@ is ready", locale es]
            Tu %@ está ^[listo](agreeWithArgument: 2)
                                ^
          hint: write agreeWithArgument: 1
        \(xliff):30:29: note: the translation is marked new: it has not been translated yet [key "Welcome", locale es]
            ^[Bienvenido](inflect: true)
            ^
        \(xliff):51:17: warning: substitution photos: plural variants lack many (1000000, 1e6…), which es needs; 'other' is used instead [key "%d photos", locale es]
            %d foto
            ^
          hint: add a many variant
        1 error, 2 warnings, 2 notes in 1 file, 11 values

        """)
        r = try ConcordBinary.run(["render", "--catalog", xliff, "--key", "Add %lld %@ %@ to your order", "--locale", "es",
                                   "--arg", "2", "--arg", "pequeño", "--arg", "ensalada"])
        XCTAssertEqual(r.stdout, "Añadir 2 ensaladas pequeñas a tu pedido\n")
        r = try ConcordBinary.run(["render", "--catalog", export, "--key", "%d photos", "--locale", "es", "--arg", "1"])
        XCTAssertEqual(r.stdout, "1 foto\n")
    }

    func testExitCodes() throws {
        let clean = try write(#"{"sourceLanguage": "en", "strings": {"a": {"localizations": {"es": {"stringUnit": {"state": "translated", "value": "b"}}}}}}"#)
        var r = try ConcordBinary.run(["lint", clean])
        XCTAssertEqual(r.status, 0)
        XCTAssertEqual(r.stdout, "0 errors, 0 warnings in 1 file, 1 value\n")
        let warned = try write(#"{"sourceLanguage": "en", "strings": {"a": {"localizations": {"es": {"stringUnit": {"state": "translated", "value": "^[x(inflect: true)"}}}}}}"#)
        r = try ConcordBinary.run(["lint", warned])
        XCTAssertEqual(r.status, 0, r.stdout)
        r = try ConcordBinary.run(["lint", "--strict", warned])
        XCTAssertEqual(r.status, 1, r.stdout)
        r = try ConcordBinary.run(["lint", "/nonexistent/L.xcstrings", clean])
        XCTAssertEqual(r.status, 1)
        XCTAssertEqual(r.stdout, "/nonexistent/L.xcstrings: error: no such file or folder\n0 errors, 0 warnings in 2 files, 1 value\n".replacingOccurrences(of: "0 errors", with: "1 error"))
    }

    func testJSONAndSARIF() throws {
        let path = try write(Self.catalog)
        let json = try ConcordBinary.run(["lint", "--format", "json", path])
        XCTAssertEqual(json.status, 1)
        let parsed = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let diagnostics = try XCTUnwrap(parsed["diagnostics"] as? [[String: Any]])
        XCTAssertEqual(diagnostics.map { $0["code"] as? String }, ["attribute.unknown-key", "lint.format-type", "lint.markup-dropped"])
        XCTAssertEqual(diagnostics[0]["line"] as? Int, 7)
        XCTAssertEqual(diagnostics[0]["column"] as? Int, 87)
        XCTAssertEqual(parsed["summary"] as? [String: Int], ["errors": 1, "warnings": 2, "notes": 0, "files": 1, "values": 3])

        let sarif = try ConcordBinary.run(["lint", "--format", "sarif", path])
        let log = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(log["version"] as? String, "2.1.0")
        let run = try XCTUnwrap((log["runs"] as? [[String: Any]])?.first)
        let rules = try XCTUnwrap(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        XCTAssertEqual(rules.map { $0["id"] as? String }, ["attribute.unknown-key", "lint.format-type", "lint.markup-dropped"])
        let results = try XCTUnwrap(run["results"] as? [[String: Any]])
        XCTAssertEqual(results.map { $0["level"] as? String }, ["warning", "error", "warning"])
        let location = try XCTUnwrap(((results[1]["locations"] as? [[String: Any]])?.first?["physicalLocation"]) as? [String: Any])
        XCTAssertEqual((location["artifactLocation"] as? [String: Any])?["uri"] as? String, path)
        XCTAssertEqual(location["region"] as? [String: Int], ["startLine": 8, "startColumn": 70])
    }

    /// SARIF describes each rule in words: the parser's errors under the markup rule, a reader's problem by its
    /// message — never by repeating the code.
    func testSARIFDescribesEveryRule() throws {
        let path = try write(#""a" = "^[%lld b](inflect: {)";"# + "\n" + #""b" = "c"# + "\n", name: "Localizable.strings")
        let sarif = try ConcordBinary.run(["lint", "--format", "sarif", path])
        XCTAssertEqual(sarif.status, 1, sarif.stderr)
        let log = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])
        let run = try XCTUnwrap((log["runs"] as? [[String: Any]])?.first)
        let rules = try XCTUnwrap(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        XCTAssertEqual(rules.map { $0["id"] as? String }, ["markup.attributes", "strings.syntax"])
        XCTAssertEqual(rules.map { ($0["shortDescription"] as? [String: String])?["text"] },
                       [CatalogLinter.Rule.markupError.summary, "this value is never closed"])
    }

    /// Every piece of `text` between `open` and the next `close`.
    static func between(_ text: String, _ open: String, _ close: String) -> [String] {
        var out: [String] = []
        var rest = text[...]
        while let start = rest.range(of: open), let end = rest[start.upperBound...].range(of: close) {
            out.append(String(rest[start.upperBound..<end.lowerBound]))
            rest = rest[end.upperBound...]
        }
        return out
    }

    static func unescape(_ s: String) -> String {
        s.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
    }

    /// `concord lint .` at a project's root checks every catalog below it; `concord preview` of that root names
    /// them and exits 1, as its users would need to choose one.
    func testLintAndPreviewOfAProjectFolder() throws {
        let root = (try write("not a catalog", name: "README.md") as NSString).deletingLastPathComponent
        let strings = #""a" = "^[%lld b](inflct: true)";"# + "\n"
        let files = ["App/Resources/en.lproj/Localizable.strings": strings,
                     "App/Resources/es.lproj/Localizable.strings": strings,
                     "Widget/Widget.xcstrings": #"{"sourceLanguage": "en", "strings": {"a": {"localizations": {"es": {"stringUnit": {"state": "translated", "value": "b"}}}}}}"#,
                     ".git/x/en.lproj/Localizable.strings": strings]
        for (path, text) in files {
            let full = root + "/" + path
            try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: full, atomically: true, encoding: .utf8)
        }
        var r = try ConcordBinary.run(["lint", root], environment: ["NO_COLOR": "1"])
        XCTAssertEqual(r.status, 0, r.stdout)
        XCTAssertEqual(r.stdout.split(separator: "\n").filter { $0.contains(": warning:") }.map { String($0.prefix(while: { $0 != " " })) },
                       ["\(root)/App/Resources/en.lproj/Localizable.strings:1:18:", "\(root)/App/Resources/es.lproj/Localizable.strings:1:18:"])
        XCTAssertTrue(r.stdout.hasSuffix("0 errors, 2 warnings in 3 files, 3 values\n"), r.stdout)
        r = try ConcordBinary.run(["preview", root])
        XCTAssertEqual(r.status, 1)
        XCTAssertEqual(r.stdout, "")
        XCTAssertEqual(r.stderr, """
        concord preview: \(root): error: the folder holds 2 catalogs below it:
          \(root)/App/Resources
          \(root)/Widget/Widget.xcstrings
          hint: give one of them; concord lint checks them all

        """)
        r = try ConcordBinary.run(["preview", root + "/Widget", "--locale", "es"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(r.stdout, "== es\na\n  → b\n")
    }

    func testSummaryGroupsThousands() {
        XCTAssertEqual(LintReport.grouped(70000), "70,000")
        XCTAssertEqual(LintReport.grouped(1234567), "1,234,567")
        XCTAssertEqual(LintReport.grouped(999), "999")
    }

    func testSampleNumbersCoverEachPluralCategory() {
        XCTAssertEqual(CatalogPreview.sampleNumbers(for: InflectionLocale("en")).map(\.text), ["1", "2"])
        XCTAssertEqual(CatalogPreview.sampleNumbers(for: InflectionLocale("es")).map(\.text), ["1", "2", "1000000"])
        XCTAssertEqual(CatalogPreview.sampleNumbers(for: InflectionLocale("fr")).map(\.text), ["1", "2", "1000000"])
        XCTAssertEqual(CatalogPreview.sampleNumbers(for: InflectionLocale("pt-PT")).map(\.text), ["1", "2", "1000000"])
    }

    func testPreviewText() throws {
        let r = try ConcordBinary.run(["preview", CatalogFrontEndTests.app, "--locale", "fr"])
        XCTAssertEqual(r.status, 0, r.stderr)
        let nouns = CatalogPreview.sampleNouns(language: "fr")
        XCTAssertEqual(nouns.count, 2)
        let (m, f) = (nouns[0], nouns[1])
        XCTAssertTrue(r.stdout.hasPrefix("""
        == fr
        Add %lld %@ to your order
          (1, \(m)) → Ajouter 1 \(m) à votre commande
          (1, \(f)) → Ajouter 1 \(f) à votre commande

        """), r.stdout)
        XCTAssertTrue(r.stdout.contains("welcome\n  → Bienvenue\n"), r.stdout)
    }

    /// The samples are the lexicon's most frequent common nouns of each gender with a plural, no other part of
    /// speech and one gender, that the engine reads as nouns of that gender: not the determiners and pronouns the
    /// lexicons also list as nouns (es todo, de Einer, it era, en other, chosen before), nor a pronoun (de Mir), nor a
    /// noun whose plural is hardly ever written (`rare-plural`: en how, pt não and era, chosen before).
    func testPreviewSampleNounsOfEveryLanguage() {
        let expected = ["en": ["way", "year"], "es": ["año", "vez"], "fr": ["homme", "chose"], "it": ["tempo", "cosa"],
                        "pt": ["dia", "vez"], "de": ["Mann", "Zeit"]]
        for (language, nouns) in expected {
            XCTAssertEqual(CatalogPreview.sampleNouns(language: language), nouns, language)
        }
        XCTAssertEqual(CatalogPreview.sampleNouns(language: "xx"), [], "a language without a lexicon has no samples")
    }

    func testPreviewNounsHaveTheirGenders() throws {
        for language in ["es", "fr", "it", "pt", "de"] {
            let nouns = CatalogPreview.sampleNouns(language: language)
            XCTAssertEqual(nouns.count, 2, language)
            let lexicon = LexiconStore.shared.lexicon(for: language)
            XCTAssertTrue(lexicon.entries(lemma: nouns[0]).contains { $0.isNoun && $0.gender == .masculine }, "\(language): \(nouns)")
            XCTAssertTrue(lexicon.entries(lemma: nouns[1]).contains { $0.isNoun && $0.gender == .feminine }, "\(language): \(nouns)")
        }
    }

    func testPreviewMarkdownAndJSON() throws {
        let md = try ConcordBinary.run(["preview", CatalogFrontEndTests.shop, "--locale", "de", "--format", "markdown"])
        XCTAssertTrue(md.stdout.hasPrefix("# Preview: \(CatalogFrontEndTests.shop) — Shop\n\n## de\n\n| Key | Arguments | Output |\n|---|---|---|\n"), md.stdout)
        XCTAssertTrue(md.stdout.contains("| %lld photos in %lld albums | 1, 1 | 1 Foto in einem Album |\n"), md.stdout)
        XCTAssertTrue(md.stdout.contains("| %lld photos in %lld albums | 2, 2 | 2 Fotos in 2 Alben |\n"), md.stdout)
        let json = try ConcordBinary.run(["preview", CatalogFrontEndTests.shop, "--locale", "de", "--format", "json"])
        let rows = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        let photo = try XCTUnwrap(rows.first { $0["key"] as? String == "%lld photos in %lld albums" && $0["arguments"] as? [String] == ["1", "2"] })
        XCTAssertEqual(photo["output"] as? String, "1 Foto in 2 Alben")
        XCTAssertEqual(photo["markup"] as? String, "%1$lld Foto in %2$lld Alben")
        XCTAssertEqual(photo["choices"] as? [String], ["substitution photos: plural one (argument 1 = 1)", "substitution albums: plural other (argument 2 = 2)"])
    }

    /// The HTML page opened in Debian's chromium (headless): a table per locale, every row, the trace beside
    /// each output, shown on hover.
    func testPreviewHTMLInAHeadlessBrowser() throws {
        let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first { FileManager.default.isExecutableFile(atPath: $0) }
        if chromium == nil, ProcessInfo.processInfo.environment["CONCORD_BROWSER_TESTS"] == "required" {
            XCTFail("chromium is missing: Scripts/ensure-system-packages --with-browser installs it")
        }
        try XCTSkipUnless(chromium != nil, "chromium is not installed (Scripts/ensure-system-packages --with-browser)")
        let r = try ConcordBinary.run(["preview", CatalogFrontEndTests.shop, "--locale", "es", "--locale", "fr", "--format", "html"])
        XCTAssertEqual(r.status, 0, r.stderr)
        let page = try write(r.stdout, name: "preview.html")
        let browser = Process()
        browser.executableURL = URL(fileURLWithPath: chromium!)
        let profile = FileManager.default.temporaryDirectory.appendingPathComponent("concord-chromium-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: profile) }
        browser.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--user-data-dir=\(profile.path)", "--dump-dom",
                             URL(fileURLWithPath: page).absoluteString]
        let out = Pipe()
        browser.standardOutput = out
        browser.standardError = FileHandle.nullDevice
        try browser.run()
        let dom = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        browser.waitUntilExit()
        XCTAssertEqual(browser.terminationStatus, 0)
        // The DOM as the browser built it: sections, rows, outputs and traces.
        XCTAssertEqual(Self.between(dom, "<section class=\"locale\" id=\"", "\""), ["locale-es", "locale-fr"])
        let es = Self.between(dom, "<section class=\"locale\" id=\"locale-es\"", "</section>").first ?? ""
        let expectedRows = CatalogPreview.make(try CatalogReader.read(path: CatalogFrontEndTests.shop), locales: ["es"], engine: ConcordEngine(),
                                               nouns: { CatalogPreview.sampleNouns(language: $0) }).rows
        XCTAssertEqual(Self.between(es, "<tr", "</tr>").count, expectedRows.count + 1, "a header row and one row per rendering")
        let outputs = Self.between(es, "<span class=\"text\">", "</span>").map(Self.unescape)
        XCTAssertEqual(outputs, expectedRows.map(\.output))
        XCTAssertTrue(outputs.contains("2 fotos nuevas en 2 álbumes"), "\(outputs)")
        let traces = Self.between(es, "<div class=\"trace\">", "</div>").map(Self.unescape)
        XCTAssertEqual(traces.count, expectedRows.count)
        XCTAssertTrue(traces.contains { $0.contains("es.noun.plural.lexicon: foto → fotos") }, "\(traces)")
        XCTAssertTrue(dom.contains("td.output:hover .trace"), "the trace is shown on hover")
    }
}
