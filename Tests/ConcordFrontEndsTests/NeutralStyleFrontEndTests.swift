import XCTest
@testable import Concord
@testable import ConcordFrontEnds

/// The inclusive style reaches the engine from every front end: JSON lines, `render --neutral-style`, REPL `:neutral`.
final class NeutralStyleFrontEndTests: XCTestCase {
    let engine = ConcordEngine()

    func testJSONLinesNeutralStyle() {
        let line = #"{"id": "n1", "locale": "es", "markup": "^[Bienvenido](inflect: true)", "userTermOfAddress": "neutral", "neutralStyle": "e"}"#
        XCTAssertEqual(ProtocolCodec.answer(line: line, engine: engine), #"{"id": "n1", "output": "Bienvenide", "diagnostics": []}"#)
        let plain = #"{"id": "n2", "locale": "es", "markup": "^[Bienvenido](inflect: true)", "userTermOfAddress": "neutral", "neutralStyle": null}"#
        XCTAssertEqual(ProtocolCodec.answer(line: plain, engine: engine), #"{"id": "n2", "output": "Bienvenido", "diagnostics": []}"#)
        let bad = #"{"id": "n3", "markup": "x", "neutralStyle": "zz"}"#
        XCTAssertEqual(ProtocolCodec.answer(line: bad, engine: engine),
                       #"{"id": "n3", "error": "\"neutralStyle\" must be one of e, middot, schwa, colon, star, inclusive, or null"}"#)
    }

    func testRenderCommandOption() throws {
        let r = try ConcordBinary.run(["render", "--locale", "fr", "--concept", "neutral", "--neutral-style", "middot",
                                "^[Il](referentConcept: 1) est ^[prêt](agreeWithConcept: 1)."])
        XCTAssertEqual(r.stdout, "Iel est prêt·e.\n")
        let bad = try ConcordBinary.run(["render", "--neutral-style", "zz", "x"])
        XCTAssertNotEqual(bad.status, 0)
        XCTAssertTrue(bad.stderr.contains("'zz' is not a neutral style (e, middot, schwa, colon, star, inclusive)"), bad.stderr)
    }
}

extension REPLTerminalTests {
    func testNeutralCommandSetsTheStyle() throws {
        let p = try start()
        p.send(":locale it\r")
        p.expect("concord it> ")
        p.send(":neutral schwa\r")
        p.expect("neutral style: schwa")
        p.send(":user neutral\r")
        p.expect("concord it> ")
        p.send("^[Benvenuto](inflect: true)\r")
        p.expect("Benvenutə")
        p.expect("inclusive.schwa")
        p.send(":neutral off\r")
        p.expect("neutral style: off")
        leave(p)
    }
}
