import Foundation
import XCTest
import Concord
@testable import ConcordFrontEnds

/// The seeds' features from every front end: formatted arguments, runs, declared attributes.
final class SeedsFrontEndTests: XCTestCase {
    func testFormattedArgumentsOnTheCommandLine() throws {
        let r = try ConcordBinary.run(["render", "--locale", "es", "--arg", "{list: ['lechuga', 'tomate', 'iceberg']}",
                                       "--arg", "{currency: 3.49, code: 'EUR'}", "Con %@, por %@."])
        XCTAssertEqual(r.status, 0, r.stderr)
        let es = Locale(identifier: "es")
        XCTAssertEqual(r.stdout, "Con " + ["lechuga", "tomate", "iceberg"].formatted(.list(type: .and).locale(es))
                       + ", por " + Decimal(string: "3.49")!.formatted(.currency(code: "EUR").locale(es)) + ".\n")
        let bad = try ConcordBinary.run(["render", "--arg", "{currency: 3.49}", "%@"])
        XCTAssertEqual(bad.status, 1)
        XCTAssertEqual(bad.stderr, "concord render: a currency needs its ISO 4217 code, e.g. {currency: 3.49, code: 'EUR'}\n")
    }

    func testFormattedArgumentsInTheREPLAndJSONLines() {
        let session = ReplSession()
        XCTAssertEqual(session.evaluate(":locale de").failed, false)
        XCTAssertEqual(session.evaluate(":args {number: 1234.5}").lines, ["%1$ = {number: 1234.5}"])
        XCTAssertEqual(session.evaluate("%@").output, Decimal(string: "1234.5")!.formatted(.number.locale(Locale(identifier: "de"))))
        let answer = ProtocolCodec.answer(line: #"{"id": 1, "locale": "es", "markup": "Están ^[listo](agreeWithArgument: 1): %@.", "args": [{"list": ["lechuga", "zanahoria"]}]}"#,
                                          engine: ConcordEngine())
        XCTAssertEqual(answer, #"{"id": 1, "output": "Están listas: lechuga y zanahoria.", "diagnostics": []}"#)
        let bad = ProtocolCodec.answer(line: #"{"id": 2, "markup": "%@", "args": [{"date": "soon"}]}"#, engine: ConcordEngine())
        XCTAssertEqual(bad, #"{"id": 2, "error": "args[0]: 'soon' is not an ISO 8601 date (write '2026-11-24T15:30:00Z' or '2026-11-24')"}"#)
    }

    func testRenderJSONHasRuns() throws {
        let r = try ConcordBinary.run(["render", "--json", "--arg", "2", "--attribute", "rainbow: fun|extreme",
                                       "**Add** ^[%lld ^[salad](rainbow: 'fun')](inflect: true) [now](https://example.com)"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stdout.hasPrefix(#"{"output": "Add 2 salads now", "diagnostics": [], "trace": ["#), r.stdout)
        XCTAssertTrue(r.stdout.hasSuffix(", \"runs\": " + """
            [{"text": "Add", "styles": ["strong"]}, {"text": " "}, {"text": "2", "replacementIndex": 1, "inflection": {"inflect": true}}, \
            {"text": " ", "inflection": {"inflect": true}}, {"text": "salads", "inflection": {"inflect": true}, "custom": {"rainbow": "fun"}}, \
            {"text": " "}, {"text": "now", "link": "https://example.com"}]
            """ + "}\n"), r.stdout)
    }

    func testJSONLinesRunsAndDeclaredAttributesOnRequest() {
        let line = #"{"id": "r", "markup": "^[Fast](rainbow: 'bogus') *Food*", "runs": true, "attributes": {"rainbow": ["fun", "extreme"]}}"#
        let answer = ProtocolCodec.answer(line: line, engine: ConcordEngine())
        XCTAssertEqual(answer, #"{"id": "r", "output": "Fast Food", "diagnostics": [{"severity": "warning", "code": "attribute.unknown-value", "message": "rainbow: 'bogus' is not a value of the declared attribute rainbow", "line": 1, "column": 18, "hint": "one of: 'fun', 'extreme'"}], "runs": [{"text": "Fast", "custom": {"rainbow": "bogus"}}, {"text": " "}, {"text": "Food", "styles": ["emphasis"]}]}"#)
        let noRuns = ProtocolCodec.answer(line: #"{"id": 1, "markup": "*a*"}"#, engine: ConcordEngine())
        XCTAssertEqual(noRuns, #"{"id": 1, "output": "a", "diagnostics": []}"#)
    }

    func testTheAttributeCommandDeclaresAndChecks() {
        let session = ReplSession()
        XCTAssertEqual(session.evaluate(":attribute rainbow fun|extreme").lines, ["attribute rainbow: fun|extreme"])
        let ok = session.evaluate("^[Fast](rainbow: 'fun') Food")
        XCTAssertEqual(ok.output, "Fast Food")
        XCTAssertFalse(ok.lines.contains { $0.contains("warning") || $0.contains("custom attribute") }, "\(ok.lines)")
        let bad = session.evaluate("^[Fast](rainbow: 'bogus') Food")
        XCTAssertTrue(bad.lines.contains("warning: rainbow: 'bogus' is not a value of the declared attribute rainbow"), "\(bad.lines)")
        XCTAssertTrue(bad.lines.contains("  hint: one of: 'fun', 'extreme'"), "\(bad.lines)")
        XCTAssertTrue(session.evaluate(":show").lines.contains("attributes rainbow: fun|extreme"))
        let wrong = session.evaluate(":attribute inflect yes")
        XCTAssertTrue(wrong.failed)
        XCTAssertEqual(wrong.lines.first, "error: inflect is an inflection attribute, not a custom one")
    }

    func testFullTraceListsTheRunsStyles() {
        let session = ReplSession()
        _ = session.evaluate(":trace full")
        let reply = session.evaluate("**Thank you!** [Visit](https://example.com)")
        XCTAssertTrue(reply.lines.contains("  run 1: \"Thank you!\"  strong"), "\(reply.lines)")
        XCTAssertTrue(reply.lines.contains("  run 3: \"Visit\"  link https://example.com"), "\(reply.lines)")
    }

    func testMarkdownStylesOnTheTerminal() {
        let colors = Colors(enabled: true)
        var style = RunStyle()
        style.strong = true
        XCTAssertEqual(colors.markdown("Thank you!", style), "\u{1B}[1mThank you!\u{1B}[0m")
        style.link = "https://example.com"
        XCTAssertEqual(colors.markdown("site", style), "\u{1B}]8;;https://example.com\u{1B}\\\u{1B}[1;4;34msite\u{1B}[0m\u{1B}]8;;\u{1B}\\")
        XCTAssertEqual(Colors(enabled: false).markdown("site", style), "site")
    }
}

/// GenderKit from the command line, JSON lines and the REPL's non-interactive `:gender`.
final class GenderKitFrontEndTests: XCTestCase {
    let markup = "^[They](referentConcept: 1) liked ^[their](referentConcept: 1) post."

    func testRenderAcceptsACustomSetAndAGenderKitRawValue() throws {
        let custom = try ConcordBinary.run(["render", "--concept", "{language: 'en', pronouns: 'xey/xem/xeir/xeirs/xemself'}", markup])
        XCTAssertEqual(custom.stdout, "Xey liked xeir post.\n", custom.stderr)
        let raw = try ConcordBinary.run(["render", "--concept", #"ONonbinary|{"subject":"xe","object":"xem","possessiveDeterminer":"xyr","determiner":"xyrs"}"#, markup])
        XCTAssertEqual(raw.stdout, "Xe liked xyr post.\n", raw.stderr)
        let user = try ConcordBinary.run(["render", "--locale", "es", "--user-term", "F", "^[Bienvenido](inflect: true)"])
        XCTAssertEqual(user.stdout, "Bienvenida\n", user.stderr)
        let bad = try ConcordBinary.run(["render", "--user-term", "{language: 'en', pronouns: 'xey/xem'}", "x"])
        XCTAssertEqual(bad.status, 1)
        XCTAssertEqual(bad.stderr, "concord render: pronouns 'xey/xem' must be subject/object/possessive/possessive pronoun[/reflexive], e.g. 'xey/xem/xeir/xeirs/xemself'\n")
    }

    func testJSONLinesAcceptAGenderKitRawValueAndASlashSet() {
        let engine = ConcordEngine()
        let markup = #""markup": "^[They](referentConcept: 1) liked ^[their](referentConcept: 1) post.""#
        XCTAssertEqual(ProtocolCodec.answer(line: #"{"id": 1, "# + markup + #", "concepts": [{"termsOfAddress": ["ONonbinary|{\"subject\":\"xe\",\"object\":\"xem\",\"possessiveDeterminer\":\"xyr\",\"determiner\":\"xyrs\"}"]}]}"#, engine: engine),
                       #"{"id": 1, "output": "Xe liked xyr post.", "diagnostics": []}"#)
        XCTAssertEqual(ProtocolCodec.answer(line: #"{"id": 2, "# + markup + #", "concepts": [{"termsOfAddress": [{"language": "en", "pronouns": "xey/xem/xeir/xeirs/xemself"}]}]}"#, engine: engine),
                       #"{"id": 2, "output": "Xey liked xeir post.", "diagnostics": []}"#)
        XCTAssertEqual(ProtocolCodec.answer(line: #"{"id": 3, "# + markup + #", "concepts": [{"termsOfAddress": [{"language": "en", "pronouns": "xey"}]}]}"#, engine: engine),
                       #"{"id": 3, "error": "concepts[0].termsOfAddress[0]: pronouns 'xey' must be subject/object/possessive/possessive pronoun[/reflexive], e.g. 'xey/xem/xeir/xeirs/xemself'"}"#)
    }

    /// The library's `user` setter and the REPL's commands show the same thing in `:show`.
    func testShowNamesTheUserSetThroughTheLibrary() {
        let session = ReplSession()
        session.user = .term(.feminine)
        XCTAssertTrue(session.evaluate(":show").lines.contains("user       feminine"), session.evaluate(":show").lines.joined(separator: "\n"))
        session.user = .noPreference
        XCTAssertTrue(session.evaluate(":show").lines.contains("user       none (no preference)"))
    }

    func testGenderCommandInScriptsAndItsSavedForm() {
        let session = ReplSession()
        XCTAssertEqual(session.evaluate(":gender 1 other Nonbinary xe/xem/xyr/xyrs/xemself").lines,
                       ["concept 1: Nonbinary (en: xe/xem/xyr/xyrs/xemself)"])
        XCTAssertEqual(session.evaluate(markup).output, "Xe liked xyr post.")
        XCTAssertEqual(session.evaluate(":gender female").lines, ["the user: Female (feminine)"])
        XCTAssertTrue(session.evaluate(":show").lines.contains("user       Female (feminine)"))
        let saved = session.record.compactMap { if case .command(let c) = $0 { return c } else { return nil } }
        XCTAssertEqual(saved, [#":gender 1 ONonbinary|{"determiner":"xyrs","object":"xem","possessiveDeterminer":"xyr","subject":"xe"}"#, ":gender F"])
        // The saved form replays.
        let replay = ReplSession()
        XCTAssertFalse(replay.evaluate(saved[0]).failed)
        XCTAssertEqual(replay.evaluate(markup).output, "Xe liked xyr post.")
        let spanish = ReplSession()
        _ = spanish.evaluate(":locale es")
        XCTAssertEqual(spanish.offeredPronounSets.map(\.label), ["neutral (elle)"])
        XCTAssertEqual(spanish.evaluate(":gender 1 other \"No binario\" 1").lines, ["concept 1: No binario (neutral)"])
        XCTAssertEqual(spanish.evaluate("^[Él](referentConcept: 1) está ^[cansado](agreeWithConcept: 1).").output,
                       ConcordEngine().render(RenderRequest(markup: "^[Él](referentConcept: 1) está ^[cansado](agreeWithConcept: 1).",
                                                            locale: InflectionLocale("es"), concepts: [.termsOfAddress([.neutral])])).text)
        let noAsk = ReplSession().evaluate(":gender")
        XCTAssertTrue(noAsk.failed)
        XCTAssertEqual(noAsk.lines.first, "error: which gender for the user?")
    }
}
