import XCTest
@testable import Concord

final class JSON5Tests: XCTestCase {
    private func members(_ text: String) throws -> [JSON5Member] {
        var p = JSON5Parser(Array(text))
        return try p.parseTopLevelDictionary()
    }

    private func error(_ text: String) -> JSON5Error? {
        var p = JSON5Parser(Array(text))
        do { _ = try p.parseTopLevelDictionary(); return nil } catch { return error as? JSON5Error }
    }

    func testBareKeysQuotesNestingCommentsTrailingCommas() throws {
        let m = try members("""
        a: 'single', "b": "double", c: {d: [1, 2,], e: true,}, // comment
        /* block */ f: null,
        """)
        XCTAssertEqual(m.map(\.key), ["a", "b", "c", "f"])
        XCTAssertEqual(m[0].value.value, .string("single"))
        XCTAssertEqual(m[1].value.value, .string("double"))
        guard case .object(let inner) = m[2].value.value else { return XCTFail("not an object") }
        XCTAssertEqual(inner.map(\.key), ["d", "e"])
        XCTAssertEqual(m[3].value.value, .null)
    }

    func testOuterBracesAreOptional() throws {
        XCTAssertEqual(try members("{x: 1}").map(\.key), ["x"])
        XCTAssertEqual(try members("x: 1").map(\.key), ["x"])
    }

    func testNumbers() throws {
        let m = try members("h: 0x1F, l: .5, t: 5., p: +3, i: Infinity, n: -Infinity, e: 1e3")
        let values = m.map { node -> Double in
            guard case .number(let v, _) = node.value.value else { return .nan }
            return v
        }
        XCTAssertEqual(values, [31, 0.5, 5, 3, .infinity, -.infinity, 1000])
        XCTAssertEqual(error("o: 012")?.message, "numbers may not start with 0 (octal is not JSON5)")
    }

    func testEscapes() throws {
        let m = try members(#"s: 'it\'s \"x\" \\ \/ \n\t \u00e9 \x41 \q', c: 'line \"#
            + "\n" + #"break'"#)
        XCTAssertEqual(m[0].value.value, .string("it's \"x\" \\ / \n\t é A q"))
        XCTAssertEqual(m[1].value.value, .string("line break"))
    }

    /// Found by `Scripts/fuzz json5` (28 crashers, one cause): a `\x` or `\u` escape cut short by the end of the
    /// text read past it and crashed. Each is now an error at its backslash.
    func testEscapesCutShortByTheEndAreErrors() {
        func documentError(_ text: String) -> JSON5Error? {
            var p = JSON5Parser(Array(text))
            do { _ = try p.parseDocument(); return nil } catch { return error as? JSON5Error }
        }
        XCTAssertEqual(documentError(#"'\x"#), JSON5Error(message: #"incomplete \x escape"#, offset: 1))
        XCTAssertEqual(documentError(#"'\x4"#), JSON5Error(message: #"incomplete \x escape"#, offset: 1))
        XCTAssertEqual(documentError(#"'\u00e"#), JSON5Error(message: #"incomplete \u escape"#, offset: 1))
        XCTAssertEqual(documentError(#"'ab\u"#), JSON5Error(message: #"incomplete \u escape"#, offset: 3))
        XCTAssertEqual(documentError(#"{a: [1, 'x\u00e"#), JSON5Error(message: #"incomplete \u escape"#, offset: 10))
        XCTAssertEqual(error(#"a: 'x\u00e'"#)?.message, #"malformed \u escape"#) // the quote is no hex digit
        XCTAssertEqual(error(#"a: '\x+f'"#)?.message, #"malformed \x escape"#)   // nor is a sign
        XCTAssertEqual(try members(#"a: '\xFF\uFF10'"#)[0].value.value, .string("\u{FF}\u{FF10}"))
        // In an attribute body the escape ends where the body ends, before the ')'.
        XCTAssertEqual(MarkupParser.parse(#"^[x](a: '\x4)"#).diagnostics.map(\.message),
                       [#"span ^[x](a: '\x4) was not inflected: the attribute body is not valid JSON5: incomplete \x escape"#])
    }

    func testErrorsPointAtTheirPlace() {
        XCTAssertEqual(error("a 1")?.offset, 2)
        XCTAssertEqual(error("a 1")?.message, "expected ':' after the key 'a'")
        XCTAssertEqual(error("a: 'x")?.message, "unterminated string (missing ')")
        XCTAssertEqual(error("a: yes")?.message, "'yes' is not a JSON5 value (strings need quotes: 'yes')")
        XCTAssertEqual(error("{a: 1")?.message, "missing '}' to close the object")
        XCTAssertEqual(error("a: 1}")?.message, "expected ',' or the end after the value of 'a', found '}'")
    }
}
