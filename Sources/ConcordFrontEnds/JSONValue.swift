import Foundation

/// A JSON value with ordered object keys, so answers always print their keys in the same order.
public indirect enum JSONValue: Equatable, Sendable {
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
        return pairs.first { $0.0 == key }?.1
    }

    public var stringValue: String? { if case .string(let s) = self { return s } else { return nil } }

    /// Compact JSON, non-ASCII characters kept as they are.
    public var serialized: String {
        var out = ""
        write(to: &out)
        return out
    }

    /// Appends the compact JSON to `out` (one buffer for the whole answer).
    func write(to out: inout String) {
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let n):
            if n.rounded() == n, abs(n) < 1e15 { out += String(Int64(n)) } else { out += String(n) }
        case .string(let s): Self.quote(s, to: &out)
        case .array(let a):
            out += "["
            for (k, item) in a.enumerated() {
                if k > 0 { out += ", " }
                item.write(to: &out)
            }
            out += "]"
        case .object(let o):
            out += "{"
            for (k, pair) in o.enumerated() {
                if k > 0 { out += ", " }
                Self.quote(pair.0, to: &out)
                out += ": "
                pair.1.write(to: &out)
            }
            out += "}"
        }
    }

    static func quote(_ s: String) -> String {
        var out = ""
        quote(s, to: &out)
        return out
    }

    static func quote(_ s: String, to out: inout String) {
        out += "\""
        // Runs of characters that need no escape are copied whole.
        let utf8 = s.utf8
        if !utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
            out += s
            out += "\""
            return
        }
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 { out += String(format: "\\u%04x", scalar.value) } else { out.unicodeScalars.append(scalar) }
            }
        }
        out += "\""
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
