import Foundation
import XCTest
import Concord

// The seeds' examples ported to Concord. Each block between `// snippet NAME` and `// end snippet` is shown,
// character for character, in the documentation catalog (Sources/Concord/Concord.docc); the last test checks
// that every Swift code block of the catalog's articles is one of these blocks, so the documentation's code is
// the code compiled and run here.

// snippet rainbow-attribute
enum RainbowAttribute: CodableAttributedStringKey, MarkdownDecodableAttributedStringKey {
    enum Value: String, Codable, Hashable, CaseIterable {
        case plain
        case fun
        case extreme
    }

    static let name = "rainbow"
}

struct CaffeAppAttributes: ConcordAttributeScope {
    static let declarations = [AttributeDeclaration(RainbowAttribute.self)]
}
// end snippet

final class SeedSnippetsTests: XCTestCase {
    func testCaffeOrderButton() {
        // snippet caffe-order-button
        let strings = LocalizedStringTable([
            "en": ["order": "Add ^[%lld %@ %@](inflect: true) to your order"],
            "es": ["order": "Añadir ^[%1$lld %3$@ %2$@](inflect: true) a tu pedido"],
        ])
        let button = String(localized: "order", in: strings, locale: InflectionLocale("es"),
                            arguments: [.number(NumberValue(2)), .text("pequeño"), .text("ensalada")])
        // button == "Añadir 2 ensaladas pequeñas a tu pedido"
        // end snippet
        XCTAssertEqual(button, "Añadir 2 ensaladas pequeñas a tu pedido")
        XCTAssertEqual(String(localized: "order", in: strings, locale: InflectionLocale("en"),
                              arguments: [.number(NumberValue(1)), .text("large"), .text("salad")]),
                       "Add 1 large salad to your order")
    }

    func testCaffeFormattedArguments() {
        // snippet caffe-formatting
        let engine = ConcordEngine()
        let ingredients = engine.render(RenderRequest(
            markup: "Nuestra pizza está hecha de: %@.", locale: InflectionLocale("es"),
            arguments: [.formatted(.list(["prosciutto", "queso", "harina", "tomates"], type: .and))]))
        let price = engine.render(RenderRequest(
            markup: "Precio: %@", locale: InflectionLocale("de"),
            arguments: [.formatted(.currency(Decimal(string: "3.49")!, code: "EUR"))]))
        // ingredients.text == "Nuestra pizza está hecha de: prosciutto, queso, harina y tomates."
        // price.text == "Precio: 3,49 €" (the space is the one ICU writes)
        // end snippet
        XCTAssertEqual(ingredients.text, "Nuestra pizza está hecha de: "
                       + ["prosciutto", "queso", "harina", "tomates"].formatted(.list(type: .and).locale(Locale(identifier: "es"))) + ".")
        XCTAssertEqual(price.text, "Precio: " + Decimal(string: "3.49")!.formatted(.currency(code: "EUR").locale(Locale(identifier: "de"))))
    }

    func testCaffeSloganWithTheRainbowAttribute() {
        // snippet caffe-slogan
        var options = ConcordLocalizationOptions()
        options.include(CaffeAppAttributes.self)
        let slogan = AttributedString(localized: "^[Fast](rainbow: 'fun') & ^[Delicious](rainbow: 'extreme') Food",
                                      in: LocalizedStringTable([:]), locale: InflectionLocale("en"), options: options)
        let rainbow = slogan.runs.map { $0[RainbowAttribute.self] }
        // rainbow == [.fun, nil, .extreme, nil]
        // end snippet
        XCTAssertEqual(String(slogan.characters), "Fast & Delicious Food")
        XCTAssertEqual(rainbow, [.fun, nil, .extreme, nil])
    }

    func testAgreeWithArgument() {
        // snippet agree-with-argument
        let ready = ConcordEngine().render(RenderRequest(
            markup: "Tu ^[%2$@ %1$@](inflect: true) está ^[listo](agreeWithArgument: 2).", locale: InflectionLocale("es"),
            arguments: [.text("pequeño"), .text("ensalada")]))
        // ready.text == "Tu ensalada pequeña está lista."
        // end snippet
        XCTAssertEqual(ready.text, "Tu ensalada pequeña está lista.")
    }

    func testAgreeWithConcept() {
        // snippet agree-with-concept
        let options = ConcordLocalizationOptions(concepts: [.localizedPhrase("ensalada")])
        let last = String(localized: "La última vez ordenaste ^[el %@](agreeWithConcept: 1).", in: LocalizedStringTable([:]),
                          locale: InflectionLocale("es"), arguments: [.text("pequeño")], options: options)
        // last == "La última vez ordenaste la pequeña."
        // end snippet
        XCTAssertEqual(last, "La última vez ordenaste la pequeña.")
    }

    func testCustomPronounsForATermOfAddress() {
        // snippet term-of-address-pronouns
        let xey = PronounSet(subject: "xey", object: "xem", possessiveDeterminer: "xeir", possessivePronoun: "xeirs",
                             reflexive: "xemself")
        let options = ConcordLocalizationOptions(concepts: [.termsOfAddress([xey.termOfAddress(language: "en")])])
        let post = String(localized: "^[They](referentConcept: 1) liked ^[their](referentConcept: 1) post.",
                          in: LocalizedStringTable([:]), locale: InflectionLocale("en"), options: options)
        // post == "Xey liked xeir post."
        // end snippet
        XCTAssertEqual(post, "Xey liked xeir post.")
    }

    func testGenderKit() {
        // snippet genderkit
        let gender = Gender(rawValue: #"ONonbinary|{"subject":"xe","object":"xem","possessiveDeterminer":"xyr","determiner":"xyrs"}"#)!
        let sentence = "\(They(gender)) let me go to \(their(gender)) house."
        // sentence == "Xe let me go to xyr house."
        let rendered = ConcordEngine().render(RenderRequest(
            markup: "^[They](referentConcept: 1) hurt ^[themself](referentConcept: 1).",
            concepts: [.termsOfAddress([gender.termOfAddress])]))
        // rendered.text == "Xe hurt xemself."
        // end snippet
        XCTAssertEqual(sentence, "Xe let me go to xyr house.")
        XCTAssertEqual(rendered.text, "Xe hurt xemself.")
    }

    func testProgrammaticInflection() {
        // snippet programmatic-inflection
        var string = AttributedString("Bienvenido")
        string.inflectionMode = .automatic
        let welcome = string.inflected(locale: InflectionLocale("es"), userTermOfAddress: .feminine)
        // String(welcome.characters) == "Bienvenida"
        // end snippet
        XCTAssertEqual(String(welcome.characters), "Bienvenida")
    }

    func testMorphologyInterop() {
        // snippet morphology-interop
        var foundation = Foundation.Morphology()
        foundation.grammaticalGender = .feminine
        foundation.partOfSpeech = .noun
        let concord = InflectionMorphology(foundation)
        // concord == InflectionMorphology(grammaticalGender: .feminine, partOfSpeech: .noun)
        // end snippet
        XCTAssertEqual(concord, InflectionMorphology(grammaticalGender: .feminine, partOfSpeech: .noun))
        XCTAssertEqual(concord.foundationMorphology, foundation)
    }

    /// Every Swift code block of the catalog's articles is one of the snippets above.
    func testTheDocumentationShowsTheseSnippets() throws {
        let source = try String(contentsOfFile: #filePath, encoding: .utf8)
        let snippets = Self.snippets(in: source)
        XCTAssertEqual(snippets.count, 10)
        let catalog = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources/Concord/Concord.docc")
        var shown = Set<String>()
        for file in try FileManager.default.contentsOfDirectory(atPath: catalog.path) where file.hasSuffix(".md") {
            let text = try String(contentsOf: catalog.appendingPathComponent(file), encoding: .utf8)
            for block in Self.swiftBlocks(in: text) {
                guard let name = snippets.first(where: { $0.value == block })?.key else {
                    XCTFail("\(file) shows Swift code that is not a tested snippet:\n\(block)")
                    continue
                }
                shown.insert(name)
            }
        }
        XCTAssertEqual(shown, Set(snippets.keys), "snippets not shown in the documentation")
    }

    /// Blocks between `// snippet NAME` and `// end snippet`, without their common indentation.
    static func snippets(in source: String) -> [String: String] {
        var result: [String: String] = [:]
        var name: String?
        var lines: [Substring] = []
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("// snippet "), !trimmed.contains("NAME") {
                name = String(trimmed.dropFirst("// snippet ".count)); lines = []
            } else if trimmed == "// end snippet", let n = name {
                let indent = lines.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
                    .map { $0.prefix(while: { $0 == " " }).count }.min() ?? 0
                result[n] = lines.map { String($0.dropFirst(min(indent, $0.count))) }.joined(separator: "\n")
                name = nil
            } else if name != nil {
                lines.append(line)
            }
        }
        return result
    }

    /// The contents of the ```swift blocks of a Markdown text.
    static func swiftBlocks(in text: String) -> [String] {
        var blocks: [String] = []
        var current: [Substring]?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line.hasPrefix("```swift") { current = [] }
            else if current != nil, line.hasPrefix("```") { blocks.append(current!.joined(separator: "\n")); current = nil }
            else if current != nil { current!.append(line) }
        }
        return blocks
    }
}
