import XCTest
@testable import Concord

final class FormatSpecifierTests: XCTestCase {
    private func render(_ markup: String, _ args: [FormatArgument]) -> Rendering {
        ConcordEngine().render(RenderRequest(markup: markup, locale: InflectionLocale("en"), arguments: args))
    }

    func testEverySpecifier() {
        let n = FormatArgument.number(NumberValue(2.5))
        XCTAssertEqual(render("%@ %d %ld %lld %u %lu %% %f %lf", [.text("a"), n, n, n, n, n, n, n]).text,
                       "a 2 2 2 2 2 % 2.500000 2.500000")
        XCTAssertEqual(render("%.1f", [n]).text, "2.5")
    }

    /// Floating-point specifiers write the locale's decimal separator, from Foundation's locale data (a region
    /// may differ from its language); integers and the hexadecimal %a do not change, and the plural still
    /// follows the number as shown.
    func testFloatingPointSpecifiersWriteTheLocalesDecimalSeparator() {
        func render(_ locale: String, _ markup: String, _ args: [Double]) -> String {
            ConcordEngine().render(RenderRequest(markup: markup, locale: InflectionLocale(locale),
                                                 arguments: args.map { .number(NumberValue($0)) })).text
        }
        let markup = "%.1f km · %e · %g · %a · %lld"
        let args = [1.5, 1234.5, 0.25, 1.5, 1000]
        XCTAssertEqual(render("en", markup, args), "1.5 km · 1.234500e+03 · 0.25 · 0x1.8p+0 · 1000")
        XCTAssertEqual(render("de", markup, args), "1,5 km · 1,234500e+03 · 0,25 · 0x1.8p+0 · 1000")
        XCTAssertEqual(render("de-CH", markup, args), "1.5 km · 1.234500e+03 · 0.25 · 0x1.8p+0 · 1000")
        XCTAssertEqual(render("es-MX", markup, args), "1.5 km · 1.234500e+03 · 0.25 · 0x1.8p+0 · 1000")
        XCTAssertEqual(render("ru", markup, args), "1,5 km · 1,234500e+03 · 0,25 · 0x1.8p+0 · 1000")
        XCTAssertEqual(render("es", "^[%.1f kilómetro](inflect: true)", [2.5]), "2,5 kilómetros")
        XCTAssertEqual(render("fr", "^[%.1f kilomètre](inflect: true)", [1.5]), "1,5 kilomètre")
        XCTAssertEqual(render("pt-PT", "^[%.2f quilómetro](inflect: true)", [1]), "1,00 quilómetros")
    }

    func testPositionalArgumentsKeepTheirNumber() {
        let r = render("%2$@ then %1$1ld then %2$@", [.number(NumberValue(7)), .text("b")])
        XCTAssertEqual(r.text, "b then 7 then b")
        XCTAssertEqual(r.runs.compactMap(\.replacementIndex), [2, 1, 2])
    }

    func testTooFewArguments() {
        let r = render("%@ and %@", [.text("a")])
        XCTAssertEqual(r.text, "a and %@")
        XCTAssertEqual(r.diagnostics.first?.message, "%@ needs argument 2, but only 1 argument was given")
        XCTAssertEqual(r.diagnostics.first?.location?.column, 8)
    }

    func testTooManyArguments() {
        let r = render("%@", [.text("a"), .text("b")])
        XCTAssertEqual(r.text, "a")
        XCTAssertEqual(r.diagnostics.first?.message, "2 arguments were given but the markup uses only 1")
        XCTAssertTrue(r.hasErrors)
        let one = render("no specifier", [.text("a")])
        XCTAssertEqual(one.diagnostics.first?.message, "1 argument was given but the markup uses none")
    }

    func testTextForANumericSpecifier() {
        let r = render("%lld", [.text("many")])
        XCTAssertEqual(r.diagnostics.first?.code, "format.argument-type")
    }
}

final class PluralRuleTests: XCTestCase {
    private func category(_ n: String, _ locale: String) -> PluralCategory {
        PluralRules.category(of: NumberValue(n)!, in: InflectionLocale(locale))
    }

    func testEnglishAndGerman() {
        for l in ["en", "de"] {
            XCTAssertEqual(category("1", l), .one)
            XCTAssertEqual(category("0", l), .other)
            XCTAssertEqual(category("2", l), .other)
            XCTAssertEqual(category("1.0", l), .other)
            XCTAssertEqual(category("1000000", l), .other)
        }
    }

    func testFrench() {
        XCTAssertEqual(category("0", "fr"), .one)
        XCTAssertEqual(category("1", "fr"), .one)
        XCTAssertEqual(category("1.5", "fr"), .one)
        XCTAssertEqual(category("2", "fr"), .other)
        XCTAssertEqual(category("1000000", "fr"), .many)
        XCTAssertEqual(category("2000000", "fr"), .many)
        XCTAssertEqual(category("1000001", "fr"), .other)
    }

    func testSpanishAndItalian() {
        XCTAssertEqual(category("1", "es"), .one)
        XCTAssertEqual(category("0", "es"), .other)
        XCTAssertEqual(category("1000000", "es"), .many)
        XCTAssertEqual(category("1", "it"), .one)
        XCTAssertEqual(category("1.0", "it"), .other)
        XCTAssertEqual(category("3000000", "it"), .many)
    }

    func testPortugueseBrazilAndPortugal() {
        XCTAssertEqual(category("0", "pt-BR"), .one)
        XCTAssertEqual(category("1", "pt-BR"), .one)
        XCTAssertEqual(category("0", "pt"), .one)
        XCTAssertEqual(category("0", "pt-PT"), .other)
        XCTAssertEqual(category("1", "pt-PT"), .one)
        XCTAssertEqual(category("1000000", "pt-PT"), .many)
        XCTAssertEqual(category("2", "pt-BR"), .other)
    }

    func testALanguageConcordDoesNotInflectCountsAsEnglishDoes() {
        XCTAssertEqual(category("1", "nl"), .one)
        XCTAssertEqual(category("0", "nl"), .other)
        XCTAssertEqual(category("1.0", "ca"), .other)
        XCTAssertEqual(category("1000000", "ca"), .other)
    }

    /// What the lint asks of a plural variation is what the language's rule can give: no category it never uses
    /// is required, and none it uses is left out.
    func testEachLanguageRequiresTheCategoriesItsRuleGives() {
        let samples = ["0", "1", "2", "5", "1.0", "1.5", "0.5", "11", "100", "1000000", "2000000", "1000001", "1e6", "1.5e3"]
        for grammar in LanguageRegistry.all {
            for locale in LanguageRegistry.locales where InflectionLocale(locale).language == grammar.languageCode {
                let given = Set(samples.map { grammar.pluralCategory(of: PluralOperands(NumberValue($0)!), in: InflectionLocale(locale)) })
                XCTAssertEqual(given, Set(grammar.requiredPluralCategories), locale)
            }
        }
    }
}

final class LocalizedNumberTests: XCTestCase {
    func testDecimalSeparatorsFollowTheLocale() {
        XCTAssertEqual(NumberValue(localized: "1,5", locale: InflectionLocale("fr"))?.value, 1.5)
        XCTAssertEqual(NumberValue(localized: "1.000.000", locale: InflectionLocale("de"))?.value, 1_000_000)
        XCTAssertEqual(NumberValue(localized: "11,000", locale: InflectionLocale("en"))?.value, 11_000)
        // A language Concord does not inflect reads numbers as English writes them.
        XCTAssertEqual(NumberValue(localized: "1,5", locale: InflectionLocale("nl"))?.value, 15)
        XCTAssertEqual(NumberValue(localized: "1,5", locale: InflectionLocale("fr")).map { PluralRules.category(of: $0, in: InflectionLocale("fr")) }, .one)
    }
}

final class FormattedCountTests: XCTestCase {
    func testThePluralFollowsTheNumberAsShown() {
        let engine = ConcordEngine(lexicons: LexiconStore(directory: "/nonexistent"))
        XCTAssertEqual(engine.render(RenderRequest(markup: "^[%lld mile](inflect: true)", arguments: [.number(NumberValue(1.5))])).text, "1 mile")
        XCTAssertEqual(engine.render(RenderRequest(markup: "^[%.1f mile](inflect: true)", arguments: [.number(NumberValue(1))])).text, "1.0 miles")
    }
}
