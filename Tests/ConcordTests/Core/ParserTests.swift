import XCTest
@testable import Concord

final class ParserTests: XCTestCase {
    private func render(_ markup: String, _ args: [FormatArgument] = [], locale: String = "en") -> Rendering {
        ConcordEngine().render(RenderRequest(markup: markup, locale: InflectionLocale(locale), arguments: args))
    }

    func testIncompleteSpansStayLiteral() {
        for text in ["^[]", "^[](", "^[])", "^[])(", "^[abc", "^[abc](inflect: true", "x ^[y] z"] {
            let parsed = MarkupParser.parse(text)
            XCTAssertTrue(parsed.spans.isEmpty, text)
            XCTAssertEqual(render(text).text, text)
        }
    }

    func testEmptyBodyIsASpanWithNoAttributes() {
        let parsed = MarkupParser.parse("^[]()")
        XCTAssertEqual(parsed.spans.count, 1)
        XCTAssertTrue(parsed.spans[0].attributes.isInert)
        XCTAssertTrue(parsed.diagnostics.isEmpty)
        XCTAssertEqual(render("a^[b]()c").text, "abc")
    }

    func testBodyWithAndWithoutBraces() {
        let a = MarkupParser.parse("^[x](inflect: true)").spans[0].attributes
        let b = MarkupParser.parse("^[x]({inflect: true})").spans[0].attributes
        XCTAssertEqual(a.inflect, .automatic)
        XCTAssertEqual(b.inflect, .automatic)
    }

    func testUnbalancedBracesAreAnError() {
        for body in ["{inflect: true", "inflect: true}"] {
            let parsed = MarkupParser.parse("^[x](\(body))")
            XCTAssertEqual(parsed.diagnostics.first?.code, "markup.attributes", body)
        }
    }

    func testEveryAttributeDecodes() {
        let a = MarkupParser.parse("""
        ^[x](inflect: {number: 'other', grammaticalGender: "feminine"}, morphology: {partOfSpeech: 'noun'}, \
        inflectionAlternative: 'alt', agreeWithArgument: 2, agreeWithConcept: 0x1, referentConcept: 3, \
        formatNumber: true, languageIdentifier: 'de')
        """).spans[0].attributes
        XCTAssertEqual(a.inflect, .explicit(InflectionMorphology(grammaticalGender: .feminine, number: .plural)))
        XCTAssertEqual(a.morphology, InflectionMorphology(partOfSpeech: .noun))
        XCTAssertEqual(a.inflectionAlternative, "alt")
        XCTAssertEqual(a.agreeWithArgument, 2)
        XCTAssertEqual(a.agreeWithConcept, 1)
        XCTAssertEqual(a.referentConcept, 3)
        XCTAssertEqual(a.formatNumber, true)
        XCTAssertEqual(a.languageIdentifier, "de")
    }

    func testAllMorphologyKeysAndValues() throws {
        for key in InflectionMorphology.markupKeys {
            for value in InflectionMorphology.markupValues(forKey: key)! {
                let parsed = MarkupParser.parse("^[x](morphology: {\(key): '\(value)'})")
                XCTAssertTrue(parsed.diagnostics.isEmpty, "\(key): \(value)")
                XCTAssertEqual(parsed.spans[0].attributes.morphology?.markupPairs.first?.value, value)
            }
        }
    }

    func testBadBodiesAreErrorsThatNameTheSpanKeyAndPlace() {
        let cases: [(String, String, Int)] = [
            ("A ^[x](inflect: false) B", "inflect", 17),
            ("A ^[x](inflect: 'yes') B", "inflect", 17),
            ("A ^[x](morphology: {number: 'plural'}) B", "number", 29),
            ("A ^[x](morphology: {grammaticalGender: 'female'}) B", "grammaticalGender", 40),
            ("A ^[x](agreeWithArgument: 'two') B", "agreeWithArgument", 27),
            ("A ^[x](agreeWithConcept: 1.5) B", "agreeWithConcept", 26),
            ("A ^[x](inflectionAlternative: 3) B", "inflectionAlternative", 31),
            ("A ^[x](formatNumber: false) B", "formatNumber", 22),
        ]
        for (markup, key, column) in cases {
            let r = render(markup)
            XCTAssertEqual(r.text, "A x B", markup)
            let d = r.diagnostics.first { $0.severity == .error }
            XCTAssertEqual(d?.key, key, markup)
            XCTAssertEqual(d?.location?.column, column, markup)
            XCTAssertEqual(d?.span, String(markup.dropFirst(2).dropLast(2)), markup)
        }
    }

    func testJSON5SyntaxErrorShowsACaret() {
        let r = render("Hi ^[there](inflect true) you")
        XCTAssertEqual(r.text, "Hi there you")
        let d = r.diagnostics[0]
        XCTAssertEqual(d.formatted(source: "Hi ^[there](inflect true) you"), """
        error: span ^[there](inflect true) was not inflected: the attribute body is not valid JSON5: expected ':' after the key 'inflect'
          --> line 1, column 21
           | Hi ^[there](inflect true) you
           |                     ^
          hint: write keys and values as in `inflect: true, morphology: {grammaticalGender: 'feminine'}`
        """)
    }

    func testErrorsOnTheSecondLineCountLines() {
        let r = render("first line\nsecond ^[x](inflect: nope)")
        XCTAssertEqual(r.diagnostics[0].location?.line, 2)
        XCTAssertEqual(r.diagnostics[0].location?.column, 22)
    }

    func testUnknownKeysSurviveAndAreReported() {
        let r = render("^[Fast](rainbow: 'fun') & ^[Delicious](rainbow: 'extreme') Food")
        XCTAssertEqual(r.text, "Fast & Delicious Food")
        XCTAssertEqual(r.runs.first?.customAttributes, ["rainbow": .string("fun")])
        XCTAssertEqual(r.diagnostics.map(\.code), ["markup.custom-attribute", "markup.custom-attribute"])
        XCTAssertFalse(r.hasErrors)
    }

    func testNestedSpansCarryOuterAttributes() {
        let parsed = MarkupParser.parse("^[a ^[b](morphology: {partOfSpeech: 'noun'}) c](inflect: true)")
        XCTAssertEqual(parsed.spans.count, 2)
        XCTAssertEqual(parsed.spans[1].parent, 0)
        let r = render("^[a ^[b](morphology: {partOfSpeech: 'noun'}) c](inflect: true)")
        XCTAssertEqual(r.runs.map(\.spans.count), [1, 2, 1])
    }

    func testNestingLimit() {
        let deep = String(repeating: "^[", count: 33) + "x" + String(repeating: "]()", count: 33)
        let parsed = MarkupParser.parse(deep)
        XCTAssertEqual(parsed.spans.count, 32)
        XCTAssertEqual(parsed.diagnostics.first?.code, "markup.depth")
    }

    func testBackslashEscapes() {
        XCTAssertEqual(render(#"\^[x](inflect: true)"#).text, "^[x](inflect: true)")
        XCTAssertEqual(render(#"^\[x](inflect: true)"#).text, "^[x](inflect: true)")
        XCTAssertEqual(render(#"^[a \] b](inflect: true)"#).text, "a ] b")
        let escaped = MarkupParser.parse(#"^[x](inflectionAlternative: 'a \) b')"#)
        XCTAssertEqual(escaped.spans.count, 1)
        XCTAssertEqual(escaped.spans.first?.attributes.inflectionAlternative, "a ) b")
    }

    func testReferenceForm() {
        let markup = "Try ^[caffe][1] today\n^[1]: rainbow: 'extreme', colors: { r: 255, g: 0, b: 0 }, corgicopter: true"
        let r = render(markup)
        XCTAssertEqual(r.text, "Try caffe today")
        XCTAssertEqual(r.runs[1].customAttributes["corgicopter"], .bool(true))
        XCTAssertEqual(r.runs[1].customAttributes["colors"], .object(["r": .number(255), "g": .number(0), "b": .number(0)]))
    }

    func testInlineMarkdownRuns() {
        let r = render("*em* **strong** `code ^[x](inflect: true)` [link](https://example.com) _u_")
        XCTAssertEqual(r.text, "em strong code ^[x](inflect: true) link u")
        XCTAssertTrue(r.runs[0].style.emphasis)
        XCTAssertTrue(r.runs[2].style.strong)
        XCTAssertTrue(r.runs[4].style.code)
        XCTAssertEqual(r.runs[6].style.link, "https://example.com")
    }

    func testTextWithoutMarkupIsUnchanged() {
        let text = "Plain text, with punctuation: (a) [b] 100% sure? ^ caret."
        XCTAssertEqual(render(text.replacingOccurrences(of: "%", with: "%%")).text, text)
    }

    /// Spans are placed through the markup's lines, found once (a scan from the start for each span made 2,000
    /// spans take seconds): each span is on its own line, at column 1.
    func testTwoThousandSpansArePlacedOnTheirLines() {
        let markup = (1...2000).map { "^[w\($0)](inflect: true)" }.joined(separator: "\n")
        let parsed = MarkupParser.parse(markup)
        XCTAssertEqual(parsed.spans.count, 2000)
        XCTAssertEqual(parsed.spans.map(\.location.line), Array(1...2000))
        XCTAssertTrue(parsed.spans.allSatisfy { $0.location.column == 1 })
        XCTAssertEqual(parsed.spans.last?.source, "^[w2000](inflect: true)")
    }
}
