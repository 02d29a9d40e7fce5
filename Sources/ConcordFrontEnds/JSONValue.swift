import Foundation

/// A JSON value with ordered object keys, so answers always print their keys in the same order.
public enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    public static func == (a: JSONValue, b: JSONValue) -> Bool { a.serialized == b.serialized }

    /// Parses one JSON document.
    public static func parse(_ text: String) throws -> JSONValue {
        // Plain request lines are read byte by byte; anything unusual gets the decoder's own answer.
        if let value = StrictJSONReader.parse(text) { return value }
        return try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
    }

    public subscript(key: String) -> JSONValue? {
        guard case .object(let pairs) = self else { return nil }
        // Keys of another length are passed over without a string comparison (most of a request's look-ups miss).
        // Read in place: only the value found is copied out.
        let length = key.utf8.count
        for i in pairs.indices where pairs[i].0.utf8.count == length && pairs[i].0 == key { return pairs[i].1 }
        return nil
    }

    public var stringValue: String? { if case .string(let s) = self { return s } else { return nil } }

    /// Compact JSON, non-ASCII characters kept as they are.
    public var serialized: String {
        var out: [UInt8] = []
        write(to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends the compact JSON's UTF-8 bytes to `out` (one buffer for the whole answer, no string building).
    func write(to out: inout [UInt8]) {
        switch self {
        case .null: out.append(contentsOf: "null".utf8)
        case .bool(let b): out.append(contentsOf: (b ? "true" : "false").utf8)
        case .number(let n):
            if n.rounded() == n, abs(n) < 1e15 { out.append(contentsOf: String(Int64(n)).utf8) } else { out.append(contentsOf: String(n).utf8) }
        case .string(let s): Self.quote(s, to: &out)
        case .array(let a):
            out.append(UInt8(ascii: "["))
            for (k, item) in a.enumerated() {
                if k > 0 { out.append(UInt8(ascii: ",")); out.append(UInt8(ascii: " ")) }
                item.write(to: &out)
            }
            out.append(UInt8(ascii: "]"))
        case .object(let o):
            out.append(UInt8(ascii: "{"))
            for (k, pair) in o.enumerated() {
                if k > 0 { out.append(UInt8(ascii: ",")); out.append(UInt8(ascii: " ")) }
                Self.quote(pair.0, to: &out)
                out.append(UInt8(ascii: ":"))
                out.append(UInt8(ascii: " "))
                pair.1.write(to: &out)
            }
            out.append(UInt8(ascii: "}"))
        }
    }

    /// Appends a literal's bytes at once (a string's UTF-8 view would be appended byte by byte).
    static func append(_ literal: StaticString, to out: inout [UInt8]) {
        out.append(contentsOf: UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }

    static func quote(_ s: String) -> String {
        var out: [UInt8] = []
        quote(s, to: &out)
        return String(decoding: out, as: UTF8.self)
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

    /// Appends `s` as a JSON string: only `"`, `\` and control characters are escaped (as JSON requires);
    /// every other character is copied as its UTF-8 bytes.
    static func quote(_ s: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        // Most strings need no escape: their bytes are copied at once.
        let plain = s.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            guard !needsEscape(bytes) else { return false }
            out.append(contentsOf: bytes)
            return true
        }
        if plain == true {
            out.append(UInt8(ascii: "\""))
            return
        }
        for byte in s.utf8 {
            switch byte {
            case UInt8(ascii: "\""): out.append(UInt8(ascii: "\\")); out.append(UInt8(ascii: "\""))
            case UInt8(ascii: "\\"): out.append(UInt8(ascii: "\\")); out.append(UInt8(ascii: "\\"))
            case UInt8(ascii: "\n"): out.append(UInt8(ascii: "\\")); out.append(UInt8(ascii: "n"))
            case UInt8(ascii: "\r"): out.append(UInt8(ascii: "\\")); out.append(UInt8(ascii: "r"))
            case UInt8(ascii: "\t"): out.append(UInt8(ascii: "\\")); out.append(UInt8(ascii: "t"))
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                out.append(contentsOf: "\\u00".utf8)
                out.append(hex[Int(byte >> 4)])
                out.append(hex[Int(byte & 0xF)])
            default: out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
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
