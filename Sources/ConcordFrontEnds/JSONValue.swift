import Foundation

/// A JSON value with ordered object keys, so answers always print their keys in the same order.
public enum JSONValue: Equatable, Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number; a whole one below 10^15 is written without a fraction (`3`, not `3.0`).
    case number(Double)
    /// A string, unescaped.
    case string(String)
    /// An array's elements, in order.
    case array([JSONValue])
    /// An object's members as (key, value) pairs, written in this order.
    case object([(String, JSONValue)])

    public static func == (a: JSONValue, b: JSONValue) -> Bool { a.serialized == b.serialized }

    /// Parses one JSON document.
    public static func parse(_ text: String) throws -> JSONValue {
        // Plain request lines are read byte by byte; anything unusual gets the decoder's own answer.
        if let value = StrictJSONReader.parse(text) { return value }
        return try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
    }

    /// The value of the first member named `key`; nil when there is none or the value is not an object.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let pairs) = self else { return nil }
        // Keys of another length are passed over without a string comparison (most of a request's look-ups miss).
        // Read in place: only the value found is copied out.
        let length = key.utf8.count
        for i in pairs.indices where pairs[i].0.utf8.count == length && pairs[i].0 == key { return pairs[i].1 }
        return nil
    }

    /// The string of a `.string`; nil for any other kind (a number is not converted).
    public var stringValue: String? { if case .string(let s) = self { return s } else { return nil } }

    /// Compact JSON, non-ASCII characters kept as they are.
    public var serialized: String {
        var out = JSONBytes()
        write(to: &out)
        return out.string
    }

    /// Appends the compact JSON to `out` (one buffer for the whole answer, no string building).
    func write(to out: inout JSONBytes) {
        switch self {
        case .null: out.append("null")
        case .bool(let b): b ? out.append("true") : out.append("false")
        case .number(let n): out.append(number: n)
        case .string(let s): out.appendQuoted(s)
        case .array(let a):
            out.append(UInt8(ascii: "["))
            for (k, item) in a.enumerated() {
                if k > 0 { out.append(", ") }
                item.write(to: &out)
            }
            out.append(UInt8(ascii: "]"))
        case .object(let o):
            out.append(UInt8(ascii: "{"))
            for (k, pair) in o.enumerated() {
                if k > 0 { out.append(", ") }
                out.appendQuoted(pair.0)
                out.append(": ")
                pair.1.write(to: &out)
            }
            out.append(UInt8(ascii: "}"))
        }
    }

    static func quote(_ s: String) -> String {
        var out = JSONBytes()
        out.appendQuoted(s)
        return out.string
    }

    /// Whether a byte is a control character, `"` or `\`: eight bytes at a time (a byte below 0x20, or equal to
    /// 0x22 or 0x5C, is found exactly with the carry of a subtraction), the rest one by one.
    static func needsEscape(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = bytes.count
        var i = 0
        if let base = bytes.baseAddress {
            let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
            while i + 8 <= count {
                let w = UnsafeRawPointer(base).loadUnaligned(fromByteOffset: i, as: UInt64.self)
                let control = (w &- ones &* 0x20) & ~w & highs
                let q = w ^ (ones &* 0x22), quote = (q &- ones) & ~q & highs
                let b = w ^ (ones &* 0x5C), backslash = (b &- ones) & ~b & highs
                if control | quote | backslash != 0 { return true }
                i += 8
            }
        }
        while i < count {
            let c = bytes[i]
            if c < 0x20 || c == UInt8(ascii: "\"") || c == UInt8(ascii: "\\") { return true }
            i += 1
        }
        return false
    }
}

extension JSONValue: Decodable {
    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    public init(from decoder: Decoder) throws {
        if let keyed = try? decoder.container(keyedBy: Key.self) {
            self = .object(try keyed.allKeys.map(\.stringValue).sorted().map { ($0, try keyed.decode(JSONValue.self, forKey: Key(stringValue: $0))) })
            return
        }
        if var unkeyed = try? decoder.unkeyedContainer() {
            var items: [JSONValue] = []
            while !unkeyed.isAtEnd { items.append(try unkeyed.decode(JSONValue.self)) }
            self = .array(items)
            return
        }
        let single = try decoder.singleValueContainer()
        if single.decodeNil() { self = .null }
        else if let b = try? single.decode(Bool.self) { self = .bool(b) }
        else if let n = try? single.decode(Double.self) { self = .number(n) }
        else { self = .string(try single.decode(String.self)) }
    }
}
