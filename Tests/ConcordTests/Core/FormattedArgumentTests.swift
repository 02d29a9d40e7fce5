import Foundation
import XCTest
@testable import Concord

/// Formatted arguments and `formatNumber` go through Foundation's format styles: every expected text is what
/// Foundation itself returns for the same value and locale (ICU's spaces are not written by hand).
final class FormattedArgumentTests: XCTestCase {
    private func render(_ markup: String, _ locale: String, _ args: [FormatArgument] = []) -> Rendering {
        ConcordEngine().render(RenderRequest(markup: markup, locale: InflectionLocale(locale), arguments: args))
    }

    private func decoded(_ json5: String) throws -> FormattedValue {
        var parser = JSON5Parser(Array(json5))
        guard case .object(let members) = try parser.parseDocument().value, let value = try FormattedValue(json5: members) else {
            throw FormattedValueError(description: "not a formatted value: \(json5)")
        }
        return value
    }

    func testFormatNumberSpanUsesTheLocaleNumberStyle() {
        let expected = Decimal(string: "1234567.5")!.formatted(.number.locale(Locale(identifier: "de")))
        XCTAssertEqual(expected, "1.234.567,5")
        let r = render("^[1234567.5](formatNumber: true) Tage", "de")
        XCTAssertEqual(r.text, expected + " Tage")
        XCTAssertEqual(r.diagnostics, [])
        XCTAssertEqual(r.trace.map(\.rule), ["format.number"])
        let fr = render("^[1234.5](formatNumber: true)", "fr")
        XCTAssertEqual(fr.text, Decimal(string: "1234.5")!.formatted(.number.locale(Locale(identifier: "fr"))))
    }

    func testFormatNumberKeepsTheValueForPlurals() {
        XCTAssertEqual(render("^[^[1000](formatNumber: true) apple](inflect: true)", "en").text, "1,000 apples")
        XCTAssertEqual(render("^[^[1](formatNumber: true) Tag](inflect: true)", "de").text, "1 Tag")
    }

    func testFormatNumberOfAnUnreadablyLargeNumberSaysSo() {
        let digits = String(repeating: "9", count: 400)
        let r = render("^[\(digits)](formatNumber: true)", "de")
        XCTAssertEqual(r.text, digits)
        XCTAssertEqual(r.diagnostics.map(\.message),
                       ["formatNumber: true, but 99999999999999999999… (400 characters) is too large to format; it is left as written"])
    }

    func testFormatNumberWithoutANumberWarns() {
        let r = render("^[Tage](formatNumber: true)", "de")
        XCTAssertEqual(r.text, "Tage")
        XCTAssertEqual(r.diagnostics.map(\.code), ["formatNumber.no-number"])
        XCTAssertEqual(r.diagnostics.first?.message, "formatNumber: true, but the span holds no number to format")
        XCTAssertEqual(r.diagnostics.first?.location?.column, 9)
    }

    func testListsAreJoinedByFoundation() throws {
        let items = ["lechuga", "tomate", "iceberg"]
        let es = Locale(identifier: "es")
        XCTAssertEqual(render("%@", "es", [.formatted(try decoded("{list: ['lechuga', 'tomate', 'iceberg']}"))]).text,
                       items.formatted(.list(type: .and).locale(es)))
        XCTAssertEqual(items.formatted(.list(type: .and).locale(es)), "lechuga, tomate e iceberg")
        XCTAssertEqual(render("%@", "es", [.formatted(try decoded("{list: ['lechuga', 'tomate'], type: 'or'}"))]).text,
                       ["lechuga", "tomate"].formatted(.list(type: .or).locale(es)))
        XCTAssertEqual(render("%@", "en", [.formatted(.list(items, type: .and))]).text,
                       items.formatted(.list(type: .and).locale(Locale(identifier: "en"))))
    }

    func testCurrencyIsFormattedAndCountsByItsValue() throws {
        let de = Locale(identifier: "de")
        let r = render("%@", "de", [.formatted(try decoded("{currency: 3.49, code: 'EUR'}"))])
        XCTAssertEqual(r.text, Decimal(string: "3.49")!.formatted(.currency(code: "EUR").locale(de)))
        XCTAssertEqual(r.runs.map(\.replacementIndex), [1])
        let en = Locale(identifier: "en")
        let one = render("^[%@ credit](inflect: true)", "en", [.formatted(.currency(1, code: "USD"))])
        XCTAssertEqual(one.text, Decimal(1).formatted(.currency(code: "USD").locale(en)) + " credit")
        let two = render("^[%@ credit](inflect: true)", "en", [.formatted(.currency(2, code: "USD"))])
        XCTAssertEqual(two.text, Decimal(2).formatted(.currency(code: "USD").locale(en)) + " credits")
        // %lld shows the plain number of an amount.
        XCTAssertEqual(render("^[%lld coffee](inflect: true)", "en", [.formatted(.number(3))]).text, "3 coffees")
    }

    func testNumbersAreGroupedByFoundation() throws {
        let r = render("%@", "de", [.formatted(try decoded("{number: 1234.5}"))])
        XCTAssertEqual(r.text, Decimal(string: "1234.5")!.formatted(.number.locale(Locale(identifier: "de"))))
    }

    func testDatesWithTheSampleFields() throws {
        let value = try decoded("{date: '2026-11-24T15:30:00Z', fields: ['weekday', 'hour', 'minute']}")
        let date = try Date("2026-11-24T15:30:00Z", strategy: .iso8601)
        for locale in ["en", "es"] {
            let style = Date.FormatStyle(locale: Locale(identifier: locale), timeZone: TimeZone(identifier: "GMT")!)
                .minute().hour().weekday()
            XCTAssertEqual(render("%@", locale, [.formatted(value)]).text, date.formatted(style))
        }
        let long = try decoded("{date: '2026-11-24', style: 'long'}")
        XCTAssertEqual(render("%@", "es", [.formatted(long)]).text,
                       try Date("2026-11-24T00:00:00Z", strategy: .iso8601).formatted(
                        Date.FormatStyle(date: .long, time: .omitted, locale: Locale(identifier: "es"), timeZone: TimeZone(identifier: "GMT")!)))
    }

    func testBadFormattedValuesSayWhatIsExpected() {
        let cases: [(String, String)] = [
            ("{currency: 3.49}", "a currency needs its ISO 4217 code, e.g. {currency: 3.49, code: 'EUR'}"),
            ("{currency: 'x', code: 'EUR'}", "currency expects a number, not 'x'"),
            ("{list: 'a'}", "list expects an array of strings, e.g. ['lechuga', 'tomate']"),
            ("{list: ['a'], type: 'xor'}", "type is 'and' or 'or', not 'xor'"),
            ("{date: 'tomorrow'}", "'tomorrow' is not an ISO 8601 date (write '2026-11-24T15:30:00Z' or '2026-11-24')"),
            ("{date: '2026-02-30'}", "'2026-02-30' is not an ISO 8601 date (write '2026-11-24T15:30:00Z' or '2026-11-24')"),
            ("{date: '2026-11-24', fields: ['week']}", "'week' is not a date field (era, year, month, day, weekday, hour, minute, second)"),
            ("{number: 2, code: 'EUR'}", "unexpected key 'code' in a number argument (expected number)"),
        ]
        for (json5, message) in cases {
            XCTAssertThrowsError(try decoded(json5), json5) { XCTAssertEqual(($0 as? FormattedValueError)?.description, message) }
        }
    }

    func testAListOfNounsControlsAgreementAsAPlural() {
        let mixed = render("Están ^[listo](agreeWithArgument: 1): %@.", "es", [.formatted(.list(["lechuga", "tomate"], type: .and))])
        XCTAssertEqual(mixed.text, "Están listos: " + ["lechuga", "tomate"].formatted(.list(type: .and).locale(Locale(identifier: "es"))) + ".")
        let feminine = render("Están ^[listo](agreeWithArgument: 1): %@.", "es", [.formatted(.list(["lechuga", "zanahoria"], type: .and))])
        XCTAssertEqual(feminine.text, "Están listas: lechuga y zanahoria.")
        let single = render("Está ^[listo](agreeWithArgument: 1): %@.", "es", [.formatted(.list(["lechuga"], type: .and))])
        XCTAssertEqual(single.text, "Está lista: lechuga.")
    }

    func testAListOrDateCannotFillANumericSpecifier() {
        let r = render("%lld", "en", [.formatted(.list(["a"], type: .and))])
        XCTAssertEqual(r.diagnostics.map(\.code), ["format.argument-type"])
        XCTAssertEqual(r.text, "%lld")
    }
}
