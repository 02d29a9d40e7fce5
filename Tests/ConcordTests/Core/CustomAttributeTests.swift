import Foundation
import XCTest
@testable import Concord

/// Runs carry their inflection attributes and decoded custom attributes; declared custom attributes are checked.
final class CustomAttributeTests: XCTestCase {
    enum RainbowAttribute: CodableAttributedStringKey, MarkdownDecodableAttributedStringKey {
        enum Value: String, Codable, Hashable, CaseIterable { case plain, fun, extreme }
        static let name = "rainbow"
    }

    private let slogan = "^[Fast](rainbow: 'fun') & ^[Delicious](rainbow: 'extreme') Food"

    private func render(_ markup: String, declaring attributes: [AttributeDeclaration] = [], args: [FormatArgument] = []) -> Rendering {
        var request = RenderRequest(markup: markup, locale: InflectionLocale("en"), arguments: args)
        request.attributes = attributes
        return ConcordEngine().render(request)
    }

    func testADeclarationFromAFoundationKeyListsTheEnumValues() {
        let d = AttributeDeclaration(RainbowAttribute.self)
        XCTAssertEqual(d, AttributeDeclaration(name: "rainbow", allowedValues: ["plain", "fun", "extreme"]))
        XCTAssertEqual(d.description, "rainbow: plain|fun|extreme")
        XCTAssertEqual(AttributeDeclaration(parsing: "rainbow fun|extreme"), AttributeDeclaration(name: "rainbow", allowedValues: ["fun", "extreme"]))
        XCTAssertEqual(AttributeDeclaration(parsing: "sparkle"), AttributeDeclaration(name: "sparkle"))
        XCTAssertNil(AttributeDeclaration(parsing: "rain bow: x"))
        XCTAssertNil(AttributeDeclaration(parsing: "rainbow: "))
    }

    func testDeclaredValuesPassQuietlyAndCarryTheirDecodedValue() {
        let r = render(slogan, declaring: [AttributeDeclaration(RainbowAttribute.self)])
        XCTAssertEqual(r.text, "Fast & Delicious Food")
        XCTAssertEqual(r.diagnostics, [])
        XCTAssertEqual(r.runs.map(\.text), ["Fast", " & ", "Delicious", " Food"])
        XCTAssertEqual(r.runs.map { $0.customAttributes["rainbow"] }, [.string("fun"), nil, .string("extreme"), nil])
    }

    func testAnUndeclaredValueIsAWarningPointingAtIt() {
        let r = render("^[Fast](rainbow: 'bogus') Food", declaring: [AttributeDeclaration(RainbowAttribute.self)])
        XCTAssertEqual(r.text, "Fast Food")
        XCTAssertEqual(r.diagnostics.map(\.code), ["attribute.unknown-value"])
        XCTAssertEqual(r.diagnostics[0].message, "rainbow: 'bogus' is not a value of the declared attribute rainbow")
        XCTAssertEqual(r.diagnostics[0].hint, "one of: 'plain', 'fun', 'extreme'")
        XCTAssertEqual(r.diagnostics[0].location?.column, 18)
        XCTAssertEqual(render("^[Fast](rainbow: 3) Food", declaring: [AttributeDeclaration(RainbowAttribute.self)]).diagnostics.map(\.code),
                       ["attribute.unknown-value"])
        XCTAssertFalse(r.hasErrors)
    }

    func testAnyValueWhenNoValuesAreDeclared() {
        let r = render("^[Fast](sparkle: {level: 2})", declaring: [AttributeDeclaration(name: "sparkle")])
        XCTAssertEqual(r.diagnostics, [])
        XCTAssertEqual(r.runs[0].customAttributes, ["sparkle": .object(["level": .number(2)])])
    }

    func testRunsCarryTheInflectionAttributesOfTheirSpans() {
        let r = render("^[%lld ^[salad](morphology: {partOfSpeech: 'noun'})](inflect: true) ^[is](agreeWithArgument: 1)",
                       args: [.number(NumberValue(2))])
        XCTAssertEqual(r.runs.map(\.text), ["2", " ", "salads", " ", "are"])
        XCTAssertEqual(r.runs[0].inflection.inflect, .automatic)
        XCTAssertEqual(r.runs[0].replacementIndex, 1)
        XCTAssertEqual(r.runs[2].inflection.inflect, .automatic)
        XCTAssertEqual(r.runs[2].inflection.morphology, InflectionMorphology(partOfSpeech: .noun))
        XCTAssertNil(r.runs[3].inflection.inflect)
        XCTAssertEqual(r.runs[4].inflection.agreeWithArgument, 1)
    }

    func testAttributeValuesEncodeAsPlainJSON() throws {
        let value = AttributeValue.object(["rainbow": .string("fun"), "n": .number(2), "ok": .bool(true)])
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        XCTAssertEqual(String(decoding: try encoder.encode(value), as: UTF8.self), #"{"n":2,"ok":true,"rainbow":"fun"}"#)
        XCTAssertEqual(try JSONDecoder().decode(AttributeValue.self, from: Data(#"{"n":2,"ok":true,"rainbow":"fun"}"#.utf8)), value)
        XCTAssertEqual(value.description, "{n: 2, ok: true, rainbow: 'fun'}")
    }
}
