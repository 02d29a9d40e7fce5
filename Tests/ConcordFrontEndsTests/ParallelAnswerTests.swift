import Concord
import Foundation
import XCTest
@testable import ConcordFrontEnds

/// The JSON-lines server answers the lines already waiting on all cores: the answers must be exactly those of
/// answering the lines one by one, in the same order, whatever the mix of locales, traces and bad lines.
final class ParallelAnswerTests: XCTestCase {
    /// Requests of every locale and kind, with bad lines among them.
    static let lines: [String] = {
        let requests = [
            #"{"id": "en-N", "locale": "en", "markup": "^[%lld %@](inflect: true)", "args": [N, "mouse"]}"#,
            #"{"id": "es-N", "locale": "es", "markup": "Añadir ^[%1$lld %3$@ %2$@](inflect: true) a tu pedido", "args": [N, "pequeño", "ensalada"], "trace": true}"#,
            #"{"id": "fr-N", "locale": "fr", "markup": "^[%lld grande maison](inflect: true)", "args": [N]}"#,
            #"{"id": "de-N", "locale": "de", "markup": "Mit ^[dem %@](inflect: {grammaticalCase: 'dative', number: 'plural'})", "args": ["Haus"], "n": N}"#,
            #"{"id": "it-N", "locale": "it", "markup": "^[%lld libro rosso](inflect: true)", "args": [N]}"#,
            #"{"id": "pt-N", "locale": "pt-BR", "markup": "^[%lld cidade bonita](inflect: true)", "args": [N]}"#,
            #"{"id": "bad-N", "markup": "N is not closed ^[ here"}"#,
            #"{"id": "json-N", "markup": "N"#,
            #"{"id": "sur-N", "markup": "\ud800 N"}"#,
            "",
        ]
        // N: the line's number.
        return (0..<700).map { i in requests[i % requests.count].replacingOccurrences(of: "N", with: String(i)) }
    }()

    func testAnswersInParallelEqualAnswersOneByOne() {
        // A fresh store: the workers also meet the lexicons' first loading at the same time.
        let engine = ConcordEngine(lexicons: LexiconStore())
        let parallel = JSONLinesServer.answered(Self.lines, engine: engine, workers: 4).flatMap { $0 }
        var serial: [UInt8] = []
        for line in Self.lines {
            serial += Array(ProtocolCodec.answer(line: line, engine: engine).utf8)
            serial.append(0x0A)
        }
        XCTAssertEqual(String(decoding: parallel, as: UTF8.self), String(decoding: serial, as: UTF8.self))
        let answers = serial.split(separator: 0x0A)
        XCTAssertEqual(answers.count, Self.lines.count)
        XCTAssertEqual(String(decoding: answers[1], as: UTF8.self).prefix(60),
                       #"{"id": "es-1", "output": "Añadir 1 ensalada pequeña a tu ped"#)
    }

    /// Through the real process: a stream written at once gets one answer per line, in request order.
    func testAStreamWrittenAtOnceIsAnsweredInOrder() throws {
        let r = try ConcordBinary.run(["render", "--jsonl"], input: Self.lines.joined(separator: "\n") + "\n")
        XCTAssertEqual(r.status, 0)
        let answers = r.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(answers.count, Self.lines.count)
        for (i, (line, answer)) in zip(Self.lines, answers).enumerated() {
            // The id of each line opens its answer; a line that is not JSON (empty, cut short) has none.
            let id = line.isEmpty || line.hasPrefix(#"{"id": "json-"#) ? "null" : "\"" + line.split(separator: "\"")[3] + "\""
            XCTAssertTrue(answer.hasPrefix("{\"id\": \(id), "), "answer \(i): \(answer.prefix(80))")
        }
        XCTAssertEqual(answers[0], #"{"id": "en-0", "output": "0 mice", "diagnostics": []}"#)
    }
}
