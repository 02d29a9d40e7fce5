import XCTest
import Concord
@testable import ConcordFrontEnds

/// Issue 14 through the built binary where each problem was seen: `concord render` (stderr, exit status, JSON
/// lines), `concord run --check`, piped REPL input, `--version`; and every `:help` topic's example renders
/// what the help says.
final class SilenceFrontEndTests: XCTestCase {
    func testRenderWarnsAboutAMisspelledAttributeOnStandardError() throws {
        let r = try ConcordBinary.run(["render", "--locale", "es", "--arg", "2", "--arg", "ensalada", "^[%lld %@](inflct: true)"])
        XCTAssertEqual(r.status, 0, "a warning is no error: \(r.stderr)")
        XCTAssertEqual(r.stdout, "2 ensalada\n")
        XCTAssertEqual(r.stderr, """
            warning: 'inflct' is not an inflection attribute — did you mean inflect? It is kept as a custom attribute and nothing is inflected for it
              --> line 1, column 12
               | ^[%lld %@](inflct: true)
               |            ^
              hint: write inflect: true

            """)
    }

    func testRenderSuggestsTrueForTure() throws {
        let r = try ConcordBinary.run(["render", "^[x](inflect: ture)"])
        XCTAssertEqual(r.status, 1)
        XCTAssertTrue(r.stderr.contains("'ture' is not a JSON5 value — did you mean true?"), r.stderr)
    }

    func testJSONLinesCarryTheSuggestionsAsDiagnostics() throws {
        let r = try ConcordBinary.run(["render", "--jsonl"], input: """
            {"id": 1, "markup": "^[x](agreeWithConcep: 1)"}
            {"id": 2, "markup": "^[salad](inflect: {number: 'plural'})"}

            """)
        let lines = r.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 2, r.stdout)
        XCTAssertEqual(lines[0], #"{"id": 1, "output": "x", "diagnostics": [{"severity": "warning", "code": "attribute.unknown-key", "message": "'agreeWithConcep' is not an inflection attribute — did you mean agreeWithConcept? It is kept as a custom attribute and nothing is inflected for it", "line": 1, "column": 6, "hint": "write agreeWithConcept: 1"}]}"#)
        XCTAssertTrue(lines[1].contains(#""code": "morphology.unknown-value""#), lines[1])
        XCTAssertTrue(lines[1].contains("plural is other here"), lines[1])
    }

    func testRenderWarnsAboutAnUnclosedSpanWithItsColumnAndFix() throws {
        let r = try ConcordBinary.run(["render", "--arg", "2", "--arg", "salad", "Add ^[%lld %@(inflect: true) to your order"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(r.stdout, "Add ^[2 salad(inflect: true) to your order\n")
        XCTAssertEqual(r.stderr, """
            warning: the span at column 5 has no ']' before its attributes, so it stays as text
              --> line 1, column 5
               | Add ^[%lld %@(inflect: true) to your order
               |     ^
              hint: add ] before the ( at column 14: ^[%lld %@](inflect: true)

            """)
    }

    func testAMissingArgumentStaysAsWritten() throws {
        let r = try ConcordBinary.run(["render", "--locale", "es", "--arg", "2", "--arg", "ensalada", "--arg", "pequeño",
                                       "^[%5$lld %2$@ %3$@](inflect: true)"])
        XCTAssertEqual(r.status, 1)
        XCTAssertEqual(r.stdout, "%5$lld ensalada pequeña\n", "the span still agrees within itself, without a count")
        XCTAssertTrue(r.stderr.hasPrefix("error: %5$lld needs argument 5, but only 3 arguments were given"), r.stderr)
    }

    func testVersionComesFromOnePlace() throws {
        let r = try ConcordBinary.run(["--version"])
        XCTAssertEqual(r.status, 0)
        XCTAssertEqual(r.stdout, "concord \(ConcordVersion.current)\n")
        let help = ReplSession().evaluate(":help")
        XCTAssertTrue(help.lines[0].hasPrefix("Concord \(ConcordVersion.current). "), help.lines[0])
    }

    func testRunCheckFailsOnALineThatRendersWithAnError() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("concord-check-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let script = dir.appendingPathComponent("bad.concord")
        try """
            :args 2 apple
            You have ^[%lld new %@](inflect: true, agreeWithArgument: 4).
            #=> You have 2 new apple.

            """.write(to: script, atomically: true, encoding: .utf8)
        let r = try ConcordBinary.run(["run", "--check", script.path], environment: ["NO_COLOR": "1"])
        XCTAssertEqual(r.status, 1, r.stdout)
        XCTAssertTrue(r.stdout.contains("bad.concord:2: renders with an error: You have ^[%lld new %@](inflect: true, agreeWithArgument: 4)."), r.stdout)
        XCTAssertTrue(r.stdout.contains("  error: agreeWithArgument: 4, but only 2 arguments were given"), r.stdout)
        XCTAssertTrue(r.stdout.hasSuffix("bad.concord: 1 checked, 0 differ, 1 error\n"), r.stdout)
        let replay = try ConcordBinary.run(["run", script.path], environment: ["NO_COLOR": "1"])
        XCTAssertEqual(replay.status, 1, replay.stdout)
        XCTAssertEqual(replay.stderr, "concord run: \(script.path): 1 line failed\n")
    }

    func testPipedInputWithErrorsExitsOneWithTheCount() throws {
        let r = try ConcordBinary.run([], input: ":lcoale es\n^[%lld apple](inflect: true)\n:args 2\n^[%lld apple](inflect: true)\n",
                                      environment: ["NO_COLOR": "1"])
        XCTAssertEqual(r.status, 1)
        XCTAssertEqual(r.stderr, "concord: 2 lines failed\n")
        XCTAssertTrue(r.stdout.hasSuffix("2 apples\n  en.noun.plural.regular: apple → apples  [2: number=other [count]; apple: plural=apples [lexicon]; apples: plural source=lemminflect [lexicon]]\n"), r.stdout)
        let clean = try ConcordBinary.run([], input: ":args 2\n^[%lld apple](inflect: true)\n", environment: ["NO_COLOR": "1"])
        XCTAssertEqual(clean.status, 0, clean.stderr)
        XCTAssertEqual(clean.stderr, "")
    }

    /// Every example of every `:help` topic renders exactly what the help shows after →.
    func testEveryHelpTopicExampleRendersWhatItSays() {
        for topic in HelpTopics.all {
            for example in topic.examples {
                let session = ReplSession()
                var last = Reply()
                for line in example.lines {
                    last = session.evaluate(line)
                    XCTAssertFalse(last.failed, "\(topic.name): \(line)\n\(last.lines.joined(separator: "\n"))")
                }
                XCTAssertEqual(last.output, example.output, topic.name)
            }
        }
    }
}
