import XCTest
@testable import Concord

/// Nothing fails silently in the engine: misspelled keys and values get "did you mean", `^[` that did not
/// become a span gets a warning with its column and fix, a specifier without its argument stays as written.
final class SilenceDiagnosticsTests: XCTestCase {
    private func render(_ markup: String, _ args: [FormatArgument] = [], locale: String = "en",
                        user: UserTermSetting = .notGiven) -> Rendering {
        ConcordEngine().render(RenderRequest(markup: markup, locale: InflectionLocale(locale), arguments: args,
                                             userTermOfAddress: user))
    }

    func testEditDistanceCountsASwapOfNeighboursAsOne() {
        XCTAssertEqual(EditDistance.between("ture", "true"), 1)
        XCTAssertEqual(EditDistance.between("inflct", "inflect"), 1)
        XCTAssertEqual(EditDistance.between("", "abc"), 3)
        XCTAssertEqual(EditDistance.closest(to: "agreeWithConcep", among: SpanAttributes.knownKeys), "agreeWithConcept")
        XCTAssertEqual(EditDistance.closest(to: "Inflect", among: SpanAttributes.knownKeys), "inflect")
        XCTAssertNil(EditDistance.closest(to: "rainbow", among: SpanAttributes.knownKeys))
        XCTAssertNil(EditDistance.closest(to: String(repeating: "x", count: 10_000), among: SpanAttributes.knownKeys))
    }

    func testAMisspelledKeyIsAWarningAndStaysACustomAttribute() {
        let r = render("^[%lld apple](inflct: true)", [.number(NumberValue(2))])
        XCTAssertEqual(r.text, "2 apple")
        XCTAssertEqual(r.runs.first?.customAttributes, ["inflct": .bool(true)])
        XCTAssertEqual(r.diagnostics.map(\.code), ["attribute.unknown-key"])
        XCTAssertEqual(r.diagnostics[0].severity, .warning)
        XCTAssertEqual(r.diagnostics[0].message,
                       "'inflct' is not an inflection attribute — did you mean inflect? It is kept as a custom attribute and nothing is inflected for it")
        XCTAssertEqual(r.diagnostics[0].hint, "write inflect: true")
        XCTAssertEqual(r.diagnostics[0].location?.column, 15)
    }

    func testTypographicQuotesAreNamedWithTheStraightOnes() {
        // An editor's smart quotes around a value: the error says so and writes the value in straight quotes.
        let curly = render("^[Upcoming Event](morphology: { number: ’other’ }, inflect: true)")
        XCTAssertEqual(curly.text, "Upcoming Event")
        XCTAssertEqual(curly.diagnostics.map(\.code), ["attribute.typographic-quotes"])
        XCTAssertEqual(curly.diagnostics[0].message,
                       "span ^[Upcoming Event](morphology: { number: ’other’ }, inflect: true) was not inflected: the attribute body is not valid JSON5: ’ is a typographic quote, which JSON5 does not read as one: strings take straight quotes (' or \")")
        XCTAssertEqual(curly.diagnostics[0].hint, "write 'other'")
        XCTAssertEqual(curly.diagnostics[0].location?.column, 41)
        let double = render("^[Bienvenido](inflect: true, inflectionAlternative: “Te damos la bienvenida”) al museo")
        XCTAssertEqual(double.diagnostics.map(\.code), ["attribute.typographic-quotes"])
        XCTAssertEqual(double.diagnostics[0].hint, "write 'Te damos la bienvenida'")
        // An apostrophe inside: the straight double quotes; no closing quote: no value to copy.
        XCTAssertEqual(render("^[x](inflectionAlternative: “l'un”)").diagnostics[0].hint, "write \"l'un\"")
        XCTAssertEqual(render("^[x](inflectionAlternative: “sans fin)").diagnostics[0].hint,
                       "write the string between ' and ' (or \" and \")")
    }

    func testMisspelledValuesGetTheirSuggestion() {
        let ture = render("^[x](inflect: ture)")
        XCTAssertEqual(ture.diagnostics.map(\.code), ["attribute.unknown-value"])
        XCTAssertEqual(ture.diagnostics[0].message,
                       "span ^[x](inflect: ture) was not inflected: the attribute body is not valid JSON5: 'ture' is not a JSON5 value — did you mean true?")
        XCTAssertEqual(ture.diagnostics[0].hint, "write true")

        let plural = render("^[salad](inflect: {number: 'plural'})")
        XCTAssertEqual(plural.diagnostics.map(\.code), ["morphology.unknown-value"])
        XCTAssertEqual(plural.diagnostics[0].hint, "plural is other here: number takes CLDR plural categories — write number: 'other'")

        let unquoted = render("^[salad](inflect: {grammaticalGender: feminine})")
        XCTAssertEqual(unquoted.diagnostics.map(\.code), ["morphology.unknown-value"])
        XCTAssertEqual(unquoted.diagnostics[0].hint, "quote the value: grammaticalGender: 'feminine'")

        let key = render("^[salad](inflect: {numbr: 'other'})")
        XCTAssertEqual(key.diagnostics.map(\.code), ["morphology.unknown-key"])
        XCTAssertEqual(key.diagnostics[0].hint, "did you mean number?")

        let value = render("^[salad](morphology: {grammaticalGender: 'femenine'})")
        XCTAssertEqual(value.diagnostics[0].hint, "did you mean 'feminine'?")
    }

    /// A declared custom attribute is no typo, even near a known one; a key near a declared one is.
    func testDeclaredAttributesTakePartInDidYouMean() {
        var request = RenderRequest(markup: "^[Fast](inflects: 'x') ^[Food](rainbw: 'fun')", locale: InflectionLocale("en"))
        request.attributes = [AttributeDeclaration(name: "inflects"), AttributeDeclaration(name: "rainbow")]
        let r = ConcordEngine().render(request)
        XCTAssertEqual(r.diagnostics.map(\.code), ["attribute.unknown-key"])
        XCTAssertEqual(r.diagnostics[0].key, "rainbw")
        XCTAssertEqual(r.diagnostics[0].message, "'rainbw' is not a declared attribute — did you mean rainbow? It is kept as a custom attribute")
    }

    func testAFarUnknownKeyIsOnlyANote() {
        let r = render("^[Fast](rainbow: 'fun')")
        XCTAssertEqual(r.diagnostics.map(\.code), ["markup.custom-attribute"])
        XCTAssertEqual(r.diagnostics[0].severity, .note)
    }

    func testASpanWithoutItsBracketSaysWhereAndHow() {
        let r = render("Add ^[%lld %@(inflect: true) to your order", [.number(NumberValue(2)), .text("salad")])
        XCTAssertEqual(r.text, "Add ^[2 salad(inflect: true) to your order")
        let d = r.diagnostics.filter { $0.code == "markup.unclosed-span" }
        XCTAssertEqual(d.count, 1)
        XCTAssertEqual(d[0].severity, .warning)
        XCTAssertEqual(d[0].location?.column, 5)
        XCTAssertEqual(d[0].message, "the span at column 5 has no ']' before its attributes, so it stays as text")
        XCTAssertEqual(d[0].hint, "add ] before the ( at column 14: ^[%lld %@](inflect: true)")
    }

    func testEachWayASpanCanStayOpenHasItsFix() {
        let cases: [(String, String)] = [
            ("^[salad](inflect: true", "add ) where the attributes end (the line ends at column 23 without one)"),
            ("^[salad] (inflect: true)", "remove the space between ] and ("),
            ("^[salad]", "add them after the ]: ^[salad](inflect: true)"),
            ("^[salad][x]", "define it on a line of its own: ^[x]: inflect: true"),
            ("^[salad", "end the text with ] and add the attributes: ^[text](inflect: true)"),
        ]
        for (markup, hint) in cases {
            let r = render(markup)
            XCTAssertEqual(r.text, markup, markup)
            XCTAssertEqual(r.diagnostics.map(\.code), ["markup.unclosed-span"], markup)
            XCTAssertEqual(r.diagnostics.first?.hint, hint, markup)
        }
    }

    func testCaretsInCodeQuotedBodiesAndDefinitionsAreNoUnclosedSpans() {
        for markup in ["`^[x`", "\\^[x", "^[x](inflect: true, inflectionAlternative: '^[y')", "^[a][r]\n^[r]: inflect: true"] {
            XCTAssertFalse(render(markup).diagnostics.contains { $0.code == "markup.unclosed-span" }, markup)
        }
    }

    func testManyUnclosedSpansAreSummedUp() {
        // Closed brackets without attributes: deep unclosed nesting is refused earlier, by the request limits.
        let r = render(String(repeating: "^[x] ", count: 1_000))
        let d = r.diagnostics.filter { $0.code == "markup.unclosed-span" }
        XCTAssertEqual(d.count, UnclosedSpans.maximumReported)
        XCTAssertTrue(d.last!.message.hasSuffix("(and 992 more like it)"), d.last!.message)
    }

    func testAMissingArgumentLeavesThePlaceholderAsWritten() {
        let r = render("^[%5$lld %2$@](inflect: true)", [.number(NumberValue(2)), .text("ensalada"), .text("pequeño")], locale: "es")
        XCTAssertEqual(r.text, "%5$lld ensalada")
        XCTAssertTrue(r.trace.allSatisfy { !$0.changed }, "\(r.trace)")
        XCTAssertEqual(r.diagnostics.first?.code, "format.too-few-arguments")
        XCTAssertEqual(r.diagnostics.first?.hint, "give 5 arguments (the specifier is kept as written and the span does not agree with it)")
    }

    /// A known term without French adjective forms is not "unknown": one explanation, not two that disagree.
    func testAKnownTermWithoutFormsIsNotCalledUnknown() {
        let r = render("^[Bienvenu](inflect: true)", locale: "fr", user: .term(.neutral))
        XCTAssertEqual(r.text, "Bienvenu")
        XCTAssertEqual(r.trace.map(\.rule), ["fr.adjective.user-neutral"])
        let alternative = render("^[Bienvenu](inflect: true, inflectionAlternative: 'Bienvenue à vous')", locale: "fr", user: .term(.neutral))
        XCTAssertEqual(alternative.text, "Bienvenue à vous")
        XCTAssertEqual(alternative.trace.last?.note, "the user's term of address (neutral) gives no form here, so the inflectionAlternative is used")
        let unknown = render("^[Bienvenu](inflect: true)", locale: "fr")
        XCTAssertEqual(unknown.trace.map(\.rule), ["engine.unchanged.user-unknown"])
    }
}
