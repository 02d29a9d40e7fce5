import XCTest
@testable import Concord

/// Reproducers of issue 10 at the engine: each one crashed, stalled or printed nonsense; each now gets a correct
/// output or an error that says what, where and how to fix.
final class HostileInputTests: XCTestCase {
    let engine = ConcordEngine()

    private func render(_ markup: String, _ args: [FormatArgument] = [], locale: String = "en") -> Rendering {
        engine.render(RenderRequest(markup: markup, locale: InflectionLocale(locale), arguments: args))
    }

    private func number(_ value: Double) -> FormatArgument { .number(NumberValue(value)) }

    private func messages(_ r: Rendering) -> [String] { r.diagnostics.map { "\($0.severity): \($0.message)" } }

    // MARK: 1. A number too large for an integer specifier

    func testHugeNumbersForIntegerSpecifiersAreAnErrorNotATrap() {
        for spec in ["%d", "%x", "%u", "%i", "%o", "%1$d", "%lld", "%c"] {
            for value in [1e300, -1e300] {
                let r = render(spec, [number(value)])
                XCTAssertEqual(r.text, NumberValue(value).text, spec)
                XCTAssertEqual(messages(r), ["error: \(NumberValue(value).text) does not fit \(spec), which takes a whole number from -9223372036854775808 to 9223372036854775807"], spec)
                XCTAssertEqual(r.diagnostics.first?.hint, "use %g or %@ for this number")
            }
        }
        // The largest whole numbers that fit still print.
        XCTAssertEqual(render("%lld", [number(-9223372036854775808)]).text, "-9223372036854775808")
        XCTAssertEqual(render("%lld", [.text("1e300")]).diagnostics.first?.code, "format.argument-type")
    }

    // MARK: 5. Integer and character conversions, formatted as C does

    func testIntegerConversionsFollowPrintf() {
        let r = render("%x %X %o %u %i %D %U %O", [255, 255, 8, 42, -7, 3, 4, 9].map { number($0) })
        XCTAssertEqual(r.text, "ff FF 10 42 -7 3 4 11")
        XCTAssertEqual(messages(r), [])
        // Negative numbers in the unsigned conversions print their 64-bit two's complement, as printf does.
        XCTAssertEqual(render("%u %x %o", [number(-1), number(-1), number(-1)]).text,
                       "18446744073709551615 ffffffffffffffff 1777777777777777777777")
        // Flags, width and precision (expected values from C's printf).
        let flagged = render("[%5d|%-5d|%05d|%+d|% d|%.3d|%8.3d|%08.3d|%#x|%#X|%#o|%#o|%.0d|%+.0d|%-+6d|%05x]",
                             [42, 42, -42, 42, 42, 7, -7, 7, 255, 255, 8, 0, 0, 0, 3, 255].map { number($0) })
        XCTAssertEqual(flagged.text, "[   42|42   |-0042|+42| 42|007|    -007|     007|0xff|0XFF|010|0||+|+3    |000ff]")
        // Fractions are cut toward zero; the plural category follows the number as shown.
        XCTAssertEqual(render("^[%lld apple](inflect: true)", [number(1.5)]).text, "1 apple")
        // %x of 16 shows "10", but the count is sixteen: "apples", not the "10" read back.
        XCTAssertEqual(render("^[%x apple](inflect: true)", [number(16)]).text, "10 apples")
        XCTAssertEqual(render("^[%x apple](inflect: true)", [number(1)]).text, "1 apple")
    }

    func testCharacterConversions() {
        XCTAssertEqual(render("%c%C %3c", [number(65), number(0x1F600), number(98)]).text, "A😀   b")
        for code in [0.0, -1, 0xD800, 0x110000] {
            let r = render("%c", [number(code)])
            XCTAssertEqual(messages(r), ["error: \(NumberValue(code).text) is not a character code, so %c cannot print it"])
        }
    }

    func testPointerConversionsRejectNumbers() {
        let r = render("%s %S %p", [number(2), number(3), number(4)])
        XCTAssertEqual(r.text, "2 3 4")
        XCTAssertEqual(messages(r), ["error: %s formats a C string, not the number 2",
                                     "error: %S formats a C string, not the number 3",
                                     "error: %p formats a C pointer, not the number 4"])
        XCTAssertEqual(r.diagnostics.map(\.location?.column), [1, 4, 7])
        // Text still goes through %s as it did.
        XCTAssertEqual(render("%s", [.text("a")]).text, "a")
    }

    func testFloatingPointConversions() {
        XCTAssertEqual(render("%.2f|%8.3e|%g|%-6.1f|%+F|%G", [3.14159, 1234.5, 0.5, 2, 1.5, 1e-10].map { number($0) }).text,
                       "3.14|1.234e+03|0.5|2.0   |+1.500000|1E-10")
        // A huge number in %f prints all its digits (bounded by the value, not by the request).
        XCTAssertEqual(render("%.0f", [number(1e20)]).text, "100000000000000000000")
    }

    // MARK: 4. Width and precision are capped

    func testWidthAndPrecisionOverTheLimitAreAnError() {
        let wide = render("x %100000000d y", [number(1)])
        XCTAssertEqual(wide.text, "x %100000000d y")
        XCTAssertEqual(messages(wide).first, "error: %100000000d asks for a width 100000000, over the limit of 1000 (maximumFormatWidth)")
        XCTAssertEqual(wide.diagnostics.first?.hint, "use a width of at most 1000 (the specifier is kept as written)")
        XCTAssertEqual(wide.diagnostics.first?.location?.column, 3)
        XCTAssertEqual(messages(render("%2147483648d", [number(1)])).first,
                       "error: %2147483648d asks for a width 2147483648, over the limit of 1000 (maximumFormatWidth)")
        XCTAssertEqual(messages(render("%.500000000f", [number(1)])).first,
                       "error: %.500000000f asks for a precision 500000000, over the limit of 100 (maximumFormatPrecision)")
        XCTAssertEqual(messages(render("%99999999999999999999d", [number(1)])).first,
                       "error: %99999999999999999999d asks for a width more than 9223372036854775807, over the limit of 1000 (maximumFormatWidth)")
        // At the limit it still formats.
        XCTAssertEqual(render("%1000d", [number(1)]).text.count, 1000)
        XCTAssertEqual(render("%.100f", [number(1)]).text, "1." + String(repeating: "0", count: 100))
    }

    // MARK: 3. Argument positions are capped; one warning for unused arguments

    func testHugeArgumentPositionIsOneError() {
        for markup in ["%2147483647$@", "%1234567890123456$@", "%300000$@"] {
            let r = render(markup)
            XCTAssertEqual(r.text, markup)
            let n = markup.dropFirst().dropLast(2)
            XCTAssertEqual(messages(r), ["error: \(markup) asks for an argument number \(n), over the limit of 1000 (maximumArgumentPosition)"])
        }
        XCTAssertEqual(render("%1000$@", (1...1000).map { number(Double($0)) }).diagnostics.map(\.code), ["format.unused-argument"])
    }

    func testUnusedArgumentsGetOneWarning() {
        XCTAssertEqual(messages(render("%3$@", [number(1), number(2), number(3)])),
                       ["warning: arguments 1 and 2 are not used by any format specifier"])
        XCTAssertEqual(messages(render("%2$@", [number(1), number(2)])), ["warning: argument 1 is not used by any format specifier"])
        XCTAssertEqual(messages(render("%9$@", (1...9).map { number(Double($0)) })),
                       ["warning: arguments 1, 2, 3, 4, 5 and 3 more are not used by any format specifier"])
        // Arguments that were never given are not "unused": the missing one is the error.
        XCTAssertEqual(messages(render("%5$@")), ["error: %5$@ needs argument 5, but only 0 arguments were given"])
    }

    // MARK: 2. An empty span

    func testAnEmptySpanWithAnAlternativeRenders() {
        XCTAssertEqual(render("^[](inflectionAlternative: \"W\", inflect: true)", locale: "fr").text, "W")
        XCTAssertEqual(render("a ^[b ^[](inflectionAlternative: \"W\", inflect: true) c](inflect: true) d", locale: "fr").text,
                       "a b W c d")
        XCTAssertEqual(render("x^[](inflect: true)y", locale: "es").text, "xy")
        let r = render("^[^[](inflect: true)](inflect: true)", locale: "de")
        XCTAssertEqual(r.text, "")
        XCTAssertEqual(r.runs, [])
    }

    // MARK: 10. Messages

    func testNullIsNamedOnce() {
        XCTAssertEqual(render("^[x](inflect: null)").diagnostics.first?.message,
                       "span ^[x](inflect: null) was not inflected (key 'inflect'): inflect expects `true` or a morphology object, not null")
    }

    func testLocaleWithAControlCharacterIsNamed() {
        XCTAssertEqual(InflectionLocale.problem(with: "fr\u{1}"),
                       "the locale 'fr\\u{1}' contains the control character U+0001; a locale identifier is letters, digits and '-', such as es-ES")
        XCTAssertEqual(InflectionLocale.problem(with: "es é"),
                       "the locale 'es é' contains the character U+0020; a locale identifier is letters, digits and '-', such as es-ES")
        XCTAssertNil(InflectionLocale.problem(with: "pt_BR"))
        XCTAssertNil(InflectionLocale.problem(with: "de-DE-u-co-phonebk"))
    }
}

extension HostileInputTests {
    /// Markup whose brackets nest deeper than the limit is refused before parsing (the parser's bracket matching
    /// costs the square of the depth: 20,000 open brackets took 6 s).
    func testBracketsNestedTooDeepAreRefused() {
        let r = render(String(repeating: "[", count: 1_001))
        XCTAssertEqual(r.text, "")
        XCTAssertEqual(messages(r), ["error: markup with brackets nested 1001 deep is over the limit of 1000 (maximumNestingDepth)"])
        XCTAssertEqual(r.diagnostics.first?.hint, "close the brackets you open, or escape a literal one as \\[")
        // Closed or escaped brackets do not count.
        XCTAssertFalse(render(String(repeating: "[a] ", count: 2_000)).diagnostics.contains { $0.code == "request.limit" })
        XCTAssertEqual(render(String(repeating: "\\[", count: 2_000)).text, String(repeating: "[", count: 2_000))
    }

    func testMarkupOverTheLengthLimitIsRefused() {
        let r = render(String(repeating: "a", count: 10_001))
        XCTAssertEqual(r.text, "")
        XCTAssertEqual(messages(r), ["error: markup of 10001 characters is over the limit of 10000 (maximumMarkupLength)"])
    }
}
