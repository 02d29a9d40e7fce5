import XCTest
import Concord
@testable import ConcordFrontEnds

final class ProtocolTests: XCTestCase {
    let engine = ConcordEngine()

    func testRenderAnswer() {
        let line = #"{"id": "a1", "locale": "en", "markup": "^[They](referentConcept: 1) left.", "concepts": [{"termsOfAddress": ["feminine"]}]}"#
        XCTAssertEqual(ProtocolCodec.answer(line: line, engine: engine), #"{"id": "a1", "output": "She left.", "diagnostics": []}"#)
    }

    func testBadLinesGetAnErrorWithTheirId() {
        XCTAssertEqual(ProtocolCodec.answer(line: "not json", engine: engine),
                       #"{"id": null, "error": "the line is not valid JSON: not json"}"#)
        XCTAssertEqual(ProtocolCodec.answer(line: #"{"id": "b", "args": []}"#, engine: engine),
                       #"{"id": "b", "error": "the request needs \"markup\" (a string) or \"analyze\""}"#)
        XCTAssertEqual(ProtocolCodec.answer(line: #"{"id": "c", "markup": "x", "args": [true]}"#, engine: engine),
                       #"{"id": "c", "error": "args[0] must be a number, a string or {\"text\", \"morphology\"}"}"#)
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
}
