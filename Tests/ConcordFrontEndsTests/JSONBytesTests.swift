import XCTest
@testable import ConcordFrontEnds

/// Answers are written into `JSONBytes` piece by piece; each piece must be the bytes Swift's own formatting gives.
final class JSONBytesTests: XCTestCase {
    func testIntegersAreWrittenAsStringWritesThem() {
        var integers = [0, 1, -1, 9, 10, -10, 99, 100, 12345, -987654321, Int.max, Int.min, Int.max - 1, Int.min + 1]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<1000 { integers.append(Int.random(in: Int.min...Int.max, using: &generator) >> Int.random(in: 0..<63, using: &generator)) }
        for n in integers {
            var bytes = JSONBytes(capacity: 1)
            bytes.append("x")
            bytes.append(decimal: n)
            XCTAssertEqual(bytes.string, "x" + String(n))
        }
    }

    func testNumbersAreWrittenAsTheirJSONValueWasWritten() {
        for n in [0.0, -0.0, 1, -1, 2.5, 1e15, 1e15 - 1, -1e15 + 1, 1e300, 0.1, -3.25, 123456789012345.0, .pi] {
            var bytes = JSONBytes()
            bytes.append(number: n)
            let expected = n.rounded() == n && abs(n) < 1e15 ? String(Int64(n)) : String(n)
            XCTAssertEqual(bytes.string, expected)
        }
    }

    /// Only `"`, `\` and control characters are escaped, wherever they stand and however long the string.
    func testStringsAreQuotedAsJSONRequires() {
        let pieces = ["a", "é", "😀", "\"", "\\", "\n", "\r", "\t", "\u{1}", "\u{1F}", " ", "/", "\u{7F}", "long text without escapes"]
        var generator = SystemRandomNumberGenerator()
        func expected(_ s: String) -> String {
            var out = "\""
            for scalar in s.unicodeScalars {
                switch scalar {
                case "\"": out += "\\\""
                case "\\": out += "\\\\"
                case "\n": out += "\\n"
                case "\r": out += "\\r"
                case "\t": out += "\\t"
                case _ where scalar.value < 0x20: out += "\\u00" + (scalar.value < 0x10 ? "0" : "") + String(scalar.value, radix: 16)
                default: out.unicodeScalars.append(scalar)
                }
            }
            return out + "\""
        }
        var bytes = JSONBytes(capacity: 1)
        var whole = ""
        for _ in 0..<500 {
            let s = (0..<Int.random(in: 0..<12, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            XCTAssertEqual(JSONValue.quote(s), expected(s))
            bytes.appendQuoted(s)
            whole += expected(s)
        }
        XCTAssertEqual(bytes.string, whole)
        bytes.removeAll()
        XCTAssertTrue(bytes.isEmpty)
        bytes.append("ok")
        XCTAssertEqual(bytes.string, "ok")
    }
}
