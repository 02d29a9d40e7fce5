import Foundation
import XCTest
@testable import Concord

/// The AttributedString result and the Foundation-shaped entry points.
final class AttributedStringAPITests: XCTestCase {
    func testRunsCarryFoundationAndConcordAttributes() {
        let r = ConcordEngine().render(RenderRequest(
            markup: "**Add** ^[%lld *salad*](inflect: true) `now` [here](https://example.com) ^[Fast](rainbow: 'fun')",
            arguments: [.number(NumberValue(2))]))
        let s = r.attributedString()
        XCTAssertEqual(String(s.characters), "Add 2 salads now here Fast")
        let runs = Array(s.runs)
        XCTAssertEqual(runs.map { String(s[$0.range].characters) }, ["Add", " ", "2", " ", "salads", " ", "now", " ", "here", " ", "Fast"])
        XCTAssertEqual(runs[0].markdownIntent, .stronglyEmphasized)
        XCTAssertEqual(runs[2].replacementIndex, 1)
        XCTAssertEqual(runs[2].inflectionMode, .automatic)
        XCTAssertEqual(runs[4].markdownIntent, .emphasized)
        XCTAssertEqual(runs[4].inflectionMode, .automatic)
        XCTAssertNil(runs[4].replacementIndex)
        XCTAssertEqual(runs[6].markdownIntent, .code)
        XCTAssertEqual(runs[8].link, URL(string: "https://example.com"))
        XCTAssertEqual(runs[10].customAttributes, ["rainbow": .string("fun")])
        XCTAssertNil(runs[10].inflectionMode)
    }

    func testAllInflectionAttributesReachTheRuns() {
        let r = ConcordEngine().render(RenderRequest(
            markup: "^[x](morphology: {grammaticalGender: 'feminine'}, inflectionAlternative: 'y', languageIdentifier: 'es') ^[z](agreeWithConcept: 1) ^[They](referentConcept: 1) ^[3](formatNumber: true)",
            concepts: [.termsOfAddress([.feminine])]))
        let runs = Array(r.attributedString().runs)
        XCTAssertEqual(runs[0].inflectionMorphology, InflectionMorphology(grammaticalGender: .feminine))
        XCTAssertEqual(runs[0].inflectionAlternativeText, "y")
        XCTAssertEqual(runs[0].spanLanguage, "es")
        XCTAssertEqual(runs[2].agreeWithConceptIndex, 1)
        XCTAssertEqual(runs[4].referentConceptIndex, 1)
        XCTAssertEqual(runs[6].formatsNumber, true)
    }

    func testLocalizedLooksUpTheKeyAndFallsBackToIt() {
        let table = LocalizedStringTable(["es": ["welcome": "^[Bienvenido](inflect: true)"], "es-MX": ["hi": "Qué onda"]])
        let options = ConcordLocalizationOptions(userTermOfAddress: .term(.feminine))
        XCTAssertEqual(String(localized: "welcome", in: table, locale: InflectionLocale("es-MX"), options: options), "Bienvenida")
        XCTAssertEqual(String(localized: "hi", in: table, locale: InflectionLocale("es-MX")), "Qué onda")
        XCTAssertEqual(String(localized: "^[%lld apple](inflect: true)", in: table, locale: InflectionLocale("en"),
                              arguments: [.number(NumberValue(3))]), "3 apples")
        var off = options
        off.inflect = false
        XCTAssertEqual(String(localized: "welcome", in: table, locale: InflectionLocale("es"), options: off), "Bienvenido")
        XCTAssertEqual(String(localized: "^[1234.5](formatNumber: true)", in: table, locale: InflectionLocale("de"), options: off), "1234.5")
    }

    func testInflectedKeepsStylesAndArguments() {
        var s = AttributedString("Tu ")
        var size = AttributedString("pequeño")
        size.replacementIndex = 1
        var food = AttributedString("ensalada")
        food.replacementIndex = 2
        var ready = AttributedString("listo")
        ready.agreeWithArgumentIndex = 2
        ready.markdownIntent = .stronglyEmphasized
        var tail = AttributedString(" (100% *fresh*)")
        tail.link = URL(string: "https://example.com")
        var phrase = food + AttributedString(" ") + size
        phrase.inflectionMode = .automatic
        s += phrase + AttributedString(" está ") + ready + tail
        let result = s.inflected(locale: InflectionLocale("es"))
        XCTAssertEqual(String(result.characters), "Tu ensalada pequeña está lista (100% *fresh*)")
        let runs = Array(result.runs)
        XCTAssertEqual(runs.first { String(result[$0.range].characters) == "lista" }?.markdownIntent, .stronglyEmphasized)
        XCTAssertEqual(runs.last?.link, URL(string: "https://example.com"))
        XCTAssertEqual(runs.first { String(result[$0.range].characters) == "ensalada" }?.replacementIndex, 2)
    }

    func testMarkupEscapingReadsBackAsTheSameText() {
        let text = #"a*b_c`d[e]f(g)h^i\j%k%@"#
        let (markup, args) = AttributedMarkup.markup(of: AttributedString(text))
        XCTAssertEqual(args, [])
        let r = ConcordEngine().render(RenderRequest(markup: markup))
        XCTAssertEqual(r.text, text)
        XCTAssertEqual(r.diagnostics, [])
        XCTAssertEqual(AttributedMarkup.codeSpan("a`b"), "``a`b``")
        XCTAssertEqual(AttributedMarkup.codeSpan("`x"), "`` `x ``")
    }

    func testFoundationMorphologyConvertsBothWays() {
        var f = Foundation.Morphology()
        f.grammaticalGender = .neuter
        f.partOfSpeech = .adjective
        f.number = .pluralFew
        let c = InflectionMorphology(f)
        XCTAssertEqual(c, InflectionMorphology(grammaticalGender: .neuter, partOfSpeech: .adjective, number: .pluralFew))
        XCTAssertEqual(c.foundationMorphology, f)
        var withCase = c
        withCase.grammaticalCase = .dative
        XCTAssertEqual(withCase.foundationMorphology, f, "case has no place in Foundation's Morphology")
        var p = Foundation.Morphology.CustomPronoun()
        p.subjectForm = "xe"; p.objectForm = "xem"; p.possessiveAdjectiveForm = "xyr"; p.possessiveForm = "xyrs"
        XCTAssertEqual(PronounSet(p), PronounSet(slashForm: "xe/xem/xyr/xyrs/xemself"))
        XCTAssertEqual(PronounSet(p)?.foundationCustomPronoun.reflexiveForm, "xemself")
    }
}

/// The localized entry points over a catalog read from disk (an `.lproj` folder), as Apple's over a bundle.
final class CatalogLocalizedTests: XCTestCase {
    func testAKeyFromAnLprojFolder() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("concord-lproj-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for (locale, value) in [("en", "Add ^[%lld %@ %@](inflect: true) to your order"),
                                ("es", "Añadir ^[%1$lld %3$@ %2$@](inflect: true) a tu pedido")] {
            let folder = root.appendingPathComponent("\(locale).lproj")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try "\"order\" = \"\(value)\";\n\"thanks\" = \"**Thank you!**\";\n".write(
                to: folder.appendingPathComponent("Localizable.strings"), atomically: true, encoding: .utf8)
        }
        let catalog = try CatalogReader.read(path: root.path)
        let es = AttributedString(localized: "order", in: catalog, locale: InflectionLocale("es-MX"),
                                  arguments: [.number(NumberValue(2)), .text("pequeño"), .text("ensalada")])
        XCTAssertEqual(String(es.characters), "Añadir 2 ensaladas pequeñas a tu pedido")
        XCTAssertEqual(Array(es.runs).compactMap(\.replacementIndex), [1, 3, 2])
        let thanks = AttributedString(localized: "thanks", in: catalog, locale: InflectionLocale("en"))
        XCTAssertEqual(String(thanks.characters), "Thank you!")
        XCTAssertEqual(thanks.runs.first?.markdownIntent, .stronglyEmphasized)
        XCTAssertEqual(String(localized: "missing key", in: catalog, locale: InflectionLocale("en")), "missing key")
    }
}
