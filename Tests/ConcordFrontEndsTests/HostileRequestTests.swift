import XCTest
import Concord
#if canImport(Glibc)
import Glibc
#endif
@testable import ConcordFrontEnds

/// Reproducers of issue 10 at the front ends where they were seen: JSON lines, `concord render`, the REPL.
final class HostileRequestTests: XCTestCase {
    let engine = ConcordEngine()

    private func answer(_ line: String) -> String { ProtocolCodec.answer(line: line, engine: engine) }

    func testAHugeNumberForAnIntegerSpecifierIsAnErrorWithItsId() {
        XCTAssertEqual(answer(#"{"id":"m","markup":"%d","args":[1e300]}"#),
                       #"{"id": "m", "error": "error: 1e+300 does not fit %d, which takes a whole number from -9223372036854775808 to 9223372036854775807\n  --> line 1, column 1\n   | %d\n   | ^\n  hint: use %g or %@ for this number", "output": "1e+300", "diagnostics": [{"severity": "error", "code": "format.argument-type", "message": "1e+300 does not fit %d, which takes a whole number from -9223372036854775808 to 9223372036854775807", "line": 1, "column": 1, "hint": "use %g or %@ for this number"}]}"#)
    }

    func testALoneSurrogateKeepsTheId() {
        XCTAssertEqual(answer(#"{"id": "s1", "markup": "a\ud800b"}"#),
                       #"{"id": "s1", "error": "column 26: a lone surrogate escape (\\ud800–\\udfff) is not a character; escape a character outside the BMP as a pair (\\ud83d\\ude00) or write it as it is"}"#)
        // A low surrogate alone, after a good pair, and an escaped backslash that only looks like an escape.
        XCTAssertTrue(answer(#"{"id": 7, "markup": "\ud83d\ude00 \\ud800 \udc00"}"#).hasPrefix(#"{"id": 7, "error": "column 43: a lone surrogate"#))
        // A good pair still renders.
        XCTAssertEqual(answer(#"{"id": "p", "markup": "\ud83d\ude00"}"#), #"{"id": "p", "output": "😀", "diagnostics": []}"#)
    }

    func testABlankLineGetsAnAnswer() {
        XCTAssertEqual(answer(""), #"{"id": null, "error": "the line is empty; send one JSON request object per line"}"#)
        XCTAssertEqual(answer(" \t "), #"{"id": null, "error": "the line is empty; send one JSON request object per line"}"#)
    }

    func testALocaleWithAControlCharacterIsAnError() {
        XCTAssertEqual(answer(#"{"id": "l", "locale": "fr\u0001", "markup": "x"}"#),
                       #"{"id": "l", "error": "\"locale\": the locale 'fr\\u{1}' contains the control character U+0001; a locale identifier is letters, digits and '-', such as es-ES"}"#)
    }

    func testTooManyArgumentsNameTheLimit() {
        let args = Array(repeating: "1", count: 1001).joined(separator: ",")
        XCTAssertEqual(answer(#"{"id": "a", "markup": "%@", "args": [\#(args)]}"#),
                       #"{"id": "a", "error": "error: a list of 1001 arguments is over the limit of 1000 (maximumArguments)\n  hint: pass fewer arguments", "output": "", "diagnostics": [{"severity": "error", "code": "request.limit", "message": "a list of 1001 arguments is over the limit of 1000 (maximumArguments)", "hint": "pass fewer arguments"}]}"#)
    }

    func testALongSpanIsRefusedNamingTheLimit() {
        let span = "^[" + Array(repeating: "la", count: 2001).joined(separator: " ") + "](inflect: true)"
        XCTAssertEqual(answer(#"{"id": "w", "locale": "es", "markup": "\#(span)"}"#),
                       #"{"id": "w", "error": "error: the span at line 1, column 1 with 2001 words is over the limit of 2000 (maximumWordsPerSpan)\n  hint: inflect a shorter span: only the words that must agree", "output": "", "diagnostics": [{"severity": "error", "code": "request.limit", "message": "the span at line 1, column 1 with 2001 words is over the limit of 2000 (maximumWordsPerSpan)", "hint": "inflect a shorter span: only the words that must agree"}]}"#)
    }

    /// `../shared/conformance/stress/hostile.jsonl` (when the shared folder is there): one answer per line, each a
    /// JSON object with its line's id, and a normal request after it still renders.
    func testHostileStreamGetsOneAnswerPerLineAndTheStreamGoesOn() throws {
        let path = ConcordBinary.repositoryRoot.appendingPathComponent("../shared/conformance/stress/hostile.jsonl").path
        guard let hostile = FileManager.default.contents(atPath: path) else { throw XCTSkip("no \(path)") }
        let normal = #"{"id": "after", "locale": "es", "markup": "^[%lld %@](inflect: true)", "args": [2, "ensalada"]}"#
        let input = String(decoding: hostile, as: UTF8.self) + normal + "\n"
        let r = try ConcordBinary.run(["render", "--jsonl"], input: input, timeout: 60)
        XCTAssertEqual(r.status, 0, r.stderr)
        let lines = input.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        let answers = r.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        XCTAssertEqual(answers.count, lines.count)
        for (line, answer) in zip(lines, answers) {
            guard case .object(let fields)? = try? JSONValue.parse(String(answer)) else { XCTFail("not JSON: \(answer.prefix(200))"); continue }
            let expectedID = (try? JSONValue.parse(String(line)))?["id"] ?? .null
            XCTAssertEqual(fields.first { $0.0 == "id" }?.1, expectedID, String(answer.prefix(200)))
        }
        XCTAssertEqual(answers.last.map(String.init), #"{"id": "after", "output": "2 ensaladas", "diagnostics": []}"#)
    }

    /// A line longer than the reader holds is answered (with the limit named) and the next line is read whole.
    func testAnOverlongLineIsAnsweredAndSkipped() throws {
        let long = #"{"id": "big", "markup": ""# + String(repeating: "x", count: (1 << 22) + 10) + #""}"#
        let r = try ConcordBinary.run(["render", "--jsonl"], input: long + "\n" + #"{"id": "next", "markup": "ok"}"# + "\n")
        XCTAssertEqual(r.stdout, """
            {"id": null, "error": "the line is longer than the limit of 4194304 bytes (maximumLineBytes); send a shorter request"}
            {"id": "next", "output": "ok", "diagnostics": []}

            """)
    }

    // MARK: concord render

    func testMissingOrDirectoryLexiconSaysWhatAndHow() throws {
        let missing = try ConcordBinary.run(["render", "--lexicon", "/nonexistent/lex.tsv", "x"])
        XCTAssertEqual(missing.status, 1)
        XCTAssertEqual(missing.stdout, "")
        XCTAssertEqual(missing.stderr, "concord: no lexicon file at /nonexistent/lex.tsv; check the path given to --lexicon\n")
        let directory = try ConcordBinary.run(["render", "--lexicon", NSTemporaryDirectory(), "x"])
        XCTAssertEqual(directory.status, 1)
        XCTAssertEqual(directory.stderr, "concord: \(NSTemporaryDirectory()) is a directory; give a lexicon file (the format is in Lexicons/FORMAT.md)\n")
    }

    /// A lexicon with 200,000 bad lines: five messages and a count, exit 1; the good line still loads in the REPL.
    func testABadLexiconIsReportedBrieflyAndRenderFails() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("concord-lex-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("es.tsv")
        let bad = String(repeating: "gato\tnoun\tm\tpl=gatos\t-\tmany\n", count: 200_000)
        try ("malteada\tnoun\tf\tpl=malteadas\t-\t0\n" + bad).write(to: file, atomically: true, encoding: .utf8)
        let r = try ConcordBinary.run(["render", "--lexicon", file.path, "--locale", "es", "--arg", "2", "^[%lld malteada](inflect: true)"])
        XCTAssertEqual(r.status, 1)
        XCTAssertEqual(r.stdout, "")
        XCTAssertEqual(r.stderr, (2...6).map { "concord: \(file.path):\($0): the frequency 'many' is not a whole number; write 0 when it is unknown\n" }.joined()
                       + "concord: … and 199995 more problems in the same file\n")
    }

    func testTooManyArgumentsOnTheCommandLineAreOneError() throws {
        let r = try ConcordBinary.run(["render"] + Array(repeating: ["--arg", "1"], count: 1001).flatMap { $0 } + ["%@"])
        XCTAssertEqual(r.status, 1)
        XCTAssertEqual(r.stdout, "\n")
        XCTAssertEqual(r.stderr, "error: a list of 1001 arguments is over the limit of 1000 (maximumArguments)\n  hint: pass fewer arguments\n")
        // Ten thousand are refused before parsing, which would take half a minute.
        let many = try ConcordBinary.run(["render"] + Array(repeating: ["--arg", "1"], count: 10_000).flatMap { $0 } + ["%@"])
        XCTAssertEqual(many.status, 64)
        XCTAssertEqual(many.stderr, "concord: 20002 command-line words are over the limit of 2100; pass many arguments with render --jsonl\n")
    }

    func testALocaleWithAControlCharacterIsNamedOnTheCommandLine() throws {
        let r = try ConcordBinary.run(["render", "--locale", "fr\u{7}", "x"])
        XCTAssertEqual(r.status, 64)
        XCTAssertTrue(r.stderr.hasPrefix("Error: --locale: the locale 'fr\\u{7}' contains the control character U+0007;"), r.stderr)
    }

    func testAHugeWidthOnTheCommandLineIsAnError() throws {
        let r = try ConcordBinary.run(["render", "--arg", "1", "x %100000000d y"], timeout: 20)
        XCTAssertEqual(r.status, 1)
        XCTAssertEqual(r.stdout, "x %100000000d y\n")
        XCTAssertTrue(r.stderr.hasPrefix("error: %100000000d asks for a width 100000000, over the limit of 1000 (maximumFormatWidth)"), r.stderr)
    }
}

extension REPLTerminalTests {
    /// `:args 1e300` then `%d` used to end the session with SIGILL; now it is an error and the session goes on.
    func testAHugeNumberForAnIntegerSpecifierDoesNotEndTheSession() throws {
        let p = try start()
        p.send(":args 1e300\r")
        p.expect("concord en> ")
        p.send("%d\r")
        p.expect("1e300 does not fit %d, which takes a whole number from -9223372036854775808 to 9223372036854775807")
        p.expect("concord en> ")
        p.send(":args 2\r")
        p.expect("concord en> ")
        p.send("^[%d apple](inflect: true)\r")
        p.expect("2 apples")
        p.expect("concord en> ")
        leave(p)
    }

    /// The REPL reports a bad lexicon and goes on, with the good lines loaded.
    func testTheREPLGoesOnAfterABadLexicon() throws {
        let file = home.appendingPathComponent("es.tsv")
        try "malteada\tnoun\tf\tpl=malteadas\t-\t0\nmalteada\tnoun\tf\tpl=\t-\t0\n".write(to: file, atomically: true, encoding: .utf8)
        let p = try PseudoTerminalProcess(arguments: ["--lexicon", file.path], environment: environment)
        p.expect("\(file.path):2: slot pl has an empty form")
        p.expect("concord en> ")
        p.send(":locale es\r")
        p.expect("concord es> ")
        p.send(":args 2\r")
        p.expect("concord es> ")
        p.send("^[%lld malteada](inflect: true)\r")
        p.expect("2 malteadas")
        leave(p)
    }

    /// `:save` keeps a file's permissions and removes a temporary file left by a writer that was killed.
    func testSaveKeepsTheModeAndCleansUpAStaleTemporary() throws {
        let script = home.appendingPathComponent("s.concord")
        try "old\n".write(to: script, atomically: true, encoding: .utf8)
        XCTAssertEqual(chmod(script.path, 0o600), 0)
        var deadPID: pid_t = 4_000_000
        while kill(deadPID, 0) == 0 || errno != ESRCH { deadPID -= 1 }
        let stale = home.appendingPathComponent(".s.concord.\(deadPID).12345.tmp")
        try "partial".write(to: stale, atomically: false, encoding: .utf8)
        let p = try start()
        p.send(":save! \(script.path)\r")
        p.expect("saved 0 lines (0 rendered) to \(script.path)")
        p.expect("concord en> ")
        leave(p)
        let mode = try FileManager.default.attributesOfItem(atPath: script.path)[.posixPermissions] as? Int
        XCTAssertEqual(mode, 0o600)
        XCTAssertFalse(FileManager.default.fileExists(atPath: stale.path))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: home.path).filter { $0.hasSuffix(".tmp") }, [])
    }
}
