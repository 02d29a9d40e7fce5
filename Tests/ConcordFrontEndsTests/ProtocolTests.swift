import Foundation
import XCTest
import Concord
@testable import ConcordFrontEnds

final class ProtocolTests: XCTestCase {
    let engine = ConcordEngine()

    func testRenderAnswer() {
        let line = #"{"id": "a1", "locale": "en", "markup": "^[They](referentConcept: 1) left.", "concepts": [{"termsOfAddress": ["feminine"]}]}"#
        XCTAssertEqual(ProtocolCodec.answer(line: line, engine: engine), #"{"id": "a1", "output": "She left.", "diagnostics": []}"#)
    }

    /// Answers are written straight from the rendering; each part is the bytes its JSON value writes.
    func testAnAnswerIsWrittenAsItsJSONValue() {
        let location = SourceLocation(offset: 3, line: 2, column: 14)
        for d in [Diagnostic(.note, code: "word.noun-or-verb", "'cat' can be a \"noun\"\n\tor a verb — é 😀", hint: "say which: ^[%2$@](x)",
                             location: location),
                  Diagnostic(.warning, code: "w", "no place, no hint"),
                  Diagnostic(.error, code: "e", "back\\slash \u{1}", location: location)] {
            var bytes = JSONBytes(capacity: 1) // grown on the way
            ProtocolCodec.write(d, to: &bytes)
            XCTAssertEqual(bytes.string, ProtocolCodec.diagnostic(d).serialized)
        }
        let entry = TraceEntry(span: "^[x](inflect: true)", attribute: "inflect: true", rule: "r\"1\"",
                               facts: [TraceFact("x", "number", "one", source: .lexicon), TraceFact("é\n", "f", "v", source: .argument)],
                               input: "x", output: "xs", note: "a\tnote")
        for t in [entry, TraceEntry(rule: "r", input: "", output: "")] {
            var bytes = JSONBytes()
            ProtocolCodec.write(t, to: &bytes)
            XCTAssertEqual(bytes.string, ProtocolCodec.traceEntry(t).serialized)
        }
        for line in [#"{"id": 7, "locale": "en", "markup": "^[%lld %@](inflect: true)", "args": [2, "cat"], "trace": true, "runs": true}"#,
                     #"{"id": {"k": [1, "x"]}, "locale": "es", "markup": "^[el %@](inflect: true)", "args": ["casa"]}"#,
                     #"{"id": "r", "markup": "**a** _b_ `c` [d](https://e.f) ***^[%@](inflect: {number: 'other', grammaticalGender: 'feminine'}, morphology: {partOfSpeech: 'noun'}, inflectionAlternative: 'g', languageIdentifier: 'en', rainbow: {x: [1, 2.5, null, true, 'q'], a: 'b'}, sparkle: 3)*** ^[%lld](agreeWithArgument: 1, formatNumber: true) ^[They](referentConcept: 1) ^[h](agreeWithConcept: 1)", "args": ["cat", 3], "concepts": [{"termsOfAddress": ["feminine"]}], "runs": true, "trace": true}"#,
                     #"{"id": "c", "markup": "^[x\n\"y\" \\ \u0001](rainbow: 'fun')", "runs": true}"#] {
            let rendered = ProtocolCodec.answerValue(line: line, engine: engine)
            guard case .rendered(let id, let r, let trace, let runs) = rendered else { return XCTFail(line) }
            var pairs: [(String, JSONValue)] = [("id", id), ("output", .string(r.text)),
                                                ("diagnostics", .array(r.diagnostics.map(ProtocolCodec.diagnostic)))]
            if trace { pairs.append(("trace", .array(r.trace.map(ProtocolCodec.traceEntry)))) }
            if runs { pairs.append(("runs", ProtocolCodec.runs(r.runs))) }
            XCTAssertEqual(ProtocolCodec.answer(line: line, engine: engine), JSONValue.object(pairs).serialized)
        }
    }

    /// A plain render request is read straight into the request: the same request, id and flags as the general
    /// way through a JSON object; any other line is left to the general way.
    func testPlainRequestsAreReadAsTheGeneralWayReadsThem() throws {
        let plain = [#"{"id": "a", "locale": "es", "markup": "^[%lld %@](inflect: true)", "args": [2, "casa"]}"#,
                     #" { "markup" : "x" } "#,
                     #"{"args": [1.5, -3, 1e3, "caf\u00e9 \ud83d\ude00"], "markup": "%@ %@ %@ %@", "trace": true, "runs": false}"#,
                     #"{"id": {"z": 1, "a": [null, true]}, "markup": "y", "locale": 7, "trace": "yes", "runs": true}"#,
                     #"{"id": null, "markup": "\u006d", "locale": null, "args": []}"#,
                     #"{"markup": "x", "concepts": []}"#,
                     #"{"markup": "^[They](referentConcept: 1)", "concepts": [{"termsOfAddress": ["masculine", "feminine"]}]}"#,
                     #"{"concepts": [{"termsOfAddress": [{"pronouns": "xey/xem/xeir/xeirs/xemself"}]}, {"localizedPhrase": "la casa", "morphology": {"grammaticalGender": "feminine"}}, {"localizedPhrase": "el perro"}], "markup": "y", "locale": "es"}"#,
                     #"{"markup": "w", "concepts": [ { "termsOfAddress" : [ "feminine" , "F", "currentUser" ] } , {"termsOfAddress": []}, {"termsOfAddress": ["feminine", {"pronouns": "xey/xem/xeir/xeirs/xemself"}]}, {"termsOfAddress": ["masculine"], "x": 1}, {"\u0074ermsOfAddress": ["neutral"]}]}"#,
                     #"{"markup": "z", "concepts": [{"termsOfAddress": [{"language": "fr", "pronouns": [{"pronoun": "iel", "morphology": {"grammaticalPerson": "third"}}]}]}]}"#]
        for line in plain {
            let fields = try XCTUnwrap(StrictJSONReader.plainRequest(line), line)
            let obj = try JSONValue.parse(line)
            var general = try ProtocolCodec.renderRequest(obj)
            general.recordsTrace = obj["trace"] == .bool(true)
            XCTAssertEqual(fields.request, general, line)
            XCTAssertEqual(fields.id, obj["id"] ?? .null, line)
            XCTAssertEqual(fields.runs, obj["runs"] == .bool(true), line)
        }
        // Other keys, a key twice (also written with an escape), values the strict reader leaves to the decoder,
        // and trailing text take the general way; so do requests the general way answers with an error.
        for line in [#"{"markup": "x", "concepts": 3}"#, #"{"markup": "x", "concepts": [{"x": 1}]}"#,
                     #"{"markup": "x", "concepts": [], "concepts": []}"#, #"{"markup": "x", "concepts": [{"termsOfAddress": ["other"]}]}"#,
                     #"{"markup": "x", "concepts": [{"termsOfAddress": ["feminine",]}]}"#, #"{"markup": "x", "concepts": [{"termsOfAddress": "feminine"}]}"#,
                     #"{"markup": "x", "concepts": [], "userTermOfAddress": "feminine"}"#, #"{"markup": "x", "markup": "y"}"#,
                     #"{"markup": "x", "\u006darkup": "y"}"#, #"{"markup": "x", "args": [123456789012345678901234567890]}"#,
                     #"{"markup": "\ud800"}"#, #"{"markup": "x"} x"#, "[1]", #"{"markup": "x", "analyze": "y"}"#,
                     #"{"markup": 3}"#, #"{"markup": "x", "locale": "e\n"}"#, #"{"markup": "x", "args": [{"text": "y"}]}"#,
                     #"{"markup": "x", "args": "y"}"#, #"{"locale": "en"}"#, #"{"markup": "x", "args": [true]}"#,
                     #"{"markup": "x", "args": [1,]}"#, #"{"markup": "x", "args": [01]}"#, #"{"markup": "x", "id": [1,]}"#] {
            XCTAssertNil(StrictJSONReader.plainRequest(line), line)
        }
    }

    /// Strings are read on their bytes, escapes too: what the decoder reads, and nil where it fails.
    func testStringsWithEscapesAreReadAsTheDecoderReadsThem() throws {
        let pieces = [#"a"#, #"é"#, #"😀"#, #"\""#, #"\\"#, #"\/"#, #"\b"#, #"\f"#, #"\n"#, #"\r"#, #"\t"#, #"\u0000"#,
                      #"\u00e9"#, #"\u20AC"#, #"\ud83d\ude00"#, #"\uD83D\uDE00"#, "long run of plain text", " "]
        let bad = [#"\x"#, #"\ud800"#, #"\udc00"#, #"\ud83d\u0041"#, #"\u12"#, #"\u12G4"#, "\u{1}", "\t", #"\"#]
        var generator = SystemRandomNumberGenerator()
        for round in 0..<600 {
            var parts = (0..<Int.random(in: 0..<8, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }
            let isBad = round % 3 == 0
            if isBad { parts.insert(bad.randomElement(using: &generator)!, at: Int.random(in: 0...parts.count, using: &generator)) }
            let line = "[\"" + parts.joined() + "\", 1]"
            let decoded = try? JSONDecoder().decode(JSONValue.self, from: Data(line.utf8))
            XCTAssertEqual(StrictJSONReader.parse(line), decoded, line)
            if !isBad { XCTAssertNotNil(decoded, line) }
        }
    }

    /// A request's locale is the engine's: `InflectionLocale(identifier)`, and nil exactly where the engine
    /// finds a problem with the identifier.
    func testRequestLocalesAreTheEnginesLocales() {
        var identifiers = ["", "e", "en", "eng", "engl", "EN", "En", "pt-BR", "pt_br", "pt-br", "es-ES", "ast-ES", "ast_es",
                           "pt-B", "pt-BRA", "p-BR", "zh-Hant-TW", "de-DE-u-co-phonebk", "es-419", "en-001", "a1", "1en",
                           "en-1A", "-en", "en-", "__", "en-BR-", "é", "en\n", "en US", "x@", "x[", "x`", "x{", "x/", "x:"]
        let alphabet = Array("abcxyzABCXYZ019-_é@[`{ ")
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<3000 {
            identifiers.append(String((0..<Int.random(in: 0...7, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }))
        }
        for byte in UInt8(0)...UInt8(127) { identifiers.append("e" + String(UnicodeScalar(byte))) }
        for identifier in identifiers {
            let engine = InflectionLocale.problem(with: identifier) == nil ? InflectionLocale(identifier) : nil
            XCTAssertEqual(ProtocolCodec.requestLocale(identifier), engine, identifier)
        }
    }

    /// Number arguments read by the plain way are the `NumberValue`s the general way makes of the numbers (the
    /// text of a short whole number is taken from the line).
    func testPlainNumberArgumentsAreTheGeneralOnes() throws {
        let numbers = ["0", "-0", "1", "-1", "7", "10", "-250", "123456789012345", "-12345678901234", "999999999999999",
                       "1234567890123456", "-123456789012345", "1.0", "2.50", "-0.0", "1e2", "1E-2", "-1e+3", "0.1",
                       "123456789012345678901234", "1.5e300"]
        let line = #"{"markup": "x", "args": ["# + numbers.joined(separator: ", ") + "]}"
        let fields = try XCTUnwrap(StrictJSONReader.plainRequest(line))
        guard case .array(let items)? = try JSONValue.parse(line)["args"] else { return XCTFail() }
        XCTAssertEqual(fields.request.arguments.count, numbers.count)
        for (argument, item) in zip(fields.request.arguments, items) {
            guard case .number(let plain) = argument, case .number(let n) = item else { return XCTFail("\(argument)") }
            XCTAssertEqual(plain.text, NumberValue(n).text)
            XCTAssertEqual(plain.value.bitPattern, NumberValue(n).value.bitPattern)
            XCTAssertEqual(plain, NumberValue(n))
        }
    }

    /// Strings are scanned for what JSON escapes eight bytes at a time; the result is the byte-by-byte one.
    func testTheWordWiseEscapeScanFindsWhatTheByteScanFinds() {
        func byBytes(_ bytes: [UInt8]) -> Bool { bytes.contains { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C } }
        let edges: [UInt8] = [0x00, 0x1F, 0x20, 0x21, 0x22, 0x23, 0x5B, 0x5C, 0x5D, 0x7F, 0x80, 0xA2, 0xDC, 0xFF]
        var generator = SystemRandomNumberGenerator()
        var checked = 0
        for length in 0...40 {
            for position in 0..<max(length, 1) {
                for edge in edges {
                    var bytes = (0..<length).map { _ in UInt8.random(in: 0x23...0xFF, using: &generator) }.map { $0 == 0x5C ? 0x41 : $0 }
                    if length > 0 { bytes[position] = edge }
                    let found = bytes.withUnsafeBufferPointer { JSONValue.needsEscape($0) }
                    XCTAssertEqual(found, byBytes(bytes), "\(bytes)")
                    checked += 1
                }
            }
        }
        XCTAssertGreaterThan(checked, 10_000)
        XCTAssertEqual(JSONValue.quote("tab\there \"q\" back\\slash — é"), #""tab\there \"q\" back\\slash — é""#)
    }

    func testBadLinesGetAnErrorWithTheirId() {
        XCTAssertEqual(ProtocolCodec.answer(line: "not json", engine: engine),
                       #"{"id": null, "error": "the line is not valid JSON: column 1: expected a value but found 'not' (write text in double quotes, or true, false or null)"}"#)
        XCTAssertEqual(ProtocolCodec.answer(line: #"{"id": "b", "args": []}"#, engine: engine),
                       #"{"id": "b", "error": "the request needs \"markup\" (a string) or \"analyze\""}"#)
        XCTAssertEqual(ProtocolCodec.answer(line: #"{"id": "c", "markup": "x", "args": [true]}"#, engine: engine),
                       #"{"id": "c", "error": "args[0] must be a number, a string or {\"text\", \"morphology\"}"}"#)
    }

    /// A line that is not JSON is told where and what is wrong, as a catalog file is (the column counts characters).
    func testALineThatIsNotJSONGetsTheColumnAndTheFault() {
        let cases: [(String, String)] = [
            (#"{"markup": "x" "args": [1]}"#, #"column 16: expected ',' or '}' but found '\"' (a comma is missing between members?)"#),
            (#"{"markup": "é x", "args": [1,,]}"#, #"column 30: expected a value but found ','"#),
            (#"{"markup": "x", "args": [tru]}"#, #"column 26: expected a value but found 'tru' (write true)"#),
            (#"{"markup": "x"#, #"column 12: this string is never closed (add the closing \")"#),
            (#"{"markup": "x", "args": [1]"#, #"column 28: the object is never closed (is the line truncated?)"#),
            ("\u{00A0}" + #"{"markup": "x"}"#, #"column 1: expected a value but found U+00A0 (a space that is not ' ')"#),
            (#"{"markup": "x", "args": [«x»]}"#, #"column 26: expected a value but found '«' (U+00AB)"#),
        ]
        for (line, fault) in cases {
            XCTAssertEqual(ProtocolCodec.answer(line: line, engine: engine),
                           #"{"id": null, "error": "the line is not valid JSON: "# + fault + #""}"#)
        }
    }

    func testBadMarkupIsAnError() {
        let answer = ProtocolCodec.answer(line: #"{"id": "d", "markup": "^[x](inflect: false)"}"#, engine: engine)
        XCTAssertTrue(answer.hasPrefix(#"{"id": "d", "error": "error: span ^[x](inflect: false) was not inflected (key 'inflect')"#), answer)
    }

    func testUserTermNullMeansNoPreference() throws {
        let req = try ProtocolCodec.renderRequest(JSONValue.parse(#"{"markup": "x", "userTermOfAddress": null}"#))
        XCTAssertEqual(req.userTermOfAddress, .noPreference)
        let absent = try ProtocolCodec.renderRequest(JSONValue.parse(#"{"markup": "x"}"#))
        XCTAssertEqual(absent.userTermOfAddress, .notGiven)
    }

    func testTraceOnRequest() {
        let line = #"{"id": "t", "markup": "^[%lld apple](inflect: true)", "args": [2], "trace": true}"#
        let answer = ProtocolCodec.answer(line: line, engine: engine)
        XCTAssertTrue(answer.contains(#""output": "2 apples""#), answer)
        XCTAssertTrue(answer.contains(#""rule": "en.noun.plural.regular""#), answer)
    }

    /// The stream as a tool meets it: good and bad lines, mixed, through `concord render --jsonl`; every line, a
    /// blank one too, gets exactly one answer, in order, that is one JSON object carrying the line's id when it had one.
    func testEveryLineGetsOneAnswerInOrder() throws {
        let shapes: [(Int) -> String] = [
            { #"{"id": \#($0), "locale": "es", "markup": "^[%lld %@](inflect: true)", "args": [2, "ensalada"]}"# },
            { #"{"id": \#($0), "analyze": "ensalada", "locale": "es"}"# },
            { #"{"id": \#($0), "markup": "^[x](inflect: false)"}"# },
            { #"{"id": \#($0), "markup": 5}"# },
            { #"{"id": \#($0), "markup": "^[They](referentConcept: 9) left"}"# },
            { #"{"id": \#($0), "markup": "\u00e9 ^[%@](inflect: true)", "args": [1e308]}"# },
            { #"{"id": \#($0), "markup": "^[le %@](inflect: true)", "locale": "fr", "args": ["Paris"], "trace": true}"# },
            { _ in #"{"markup": "no id"}"# },
            { _ in "not json at all" },
            { _ in #"{"id": [1, 2"# },
            { _ in "   " },
        ]
        var lines: [String] = []
        var expectedIDs: [String?] = []
        for i in 0..<300 {
            // 7 and the 11 shapes are coprime: every shape comes, in a shuffled but fixed order.
            let shape = (i * 7) % shapes.count
            let line = shapes[shape](i)
            lines.append(line)
            expectedIDs.append(line.hasPrefix(#"{"id": "#) && shape < 7 ? String(i) : nil)
        }
        let r = try ConcordBinary.run(["render", "--jsonl"], input: lines.joined(separator: "\n") + "\n", timeout: 120)
        XCTAssertEqual(r.status, 0, r.stderr)
        let answers = r.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        XCTAssertEqual(answers.count, expectedIDs.count)
        for (answer, id) in zip(answers, expectedIDs) {
            guard case .object(let fields)? = try? JSONValue.parse(String(answer)) else {
                XCTFail("not one JSON object: \(answer)"); continue
            }
            let answerID = fields.first { $0.0 == "id" }?.1
            XCTAssertEqual(answerID.map { $0.serialized }, id ?? "null", String(answer))
        }
    }
}
