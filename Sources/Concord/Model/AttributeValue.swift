/// A custom attribute's value, decoded from the markup's JSON5 (`rainbow: 'fun'` carries the string `fun`,
/// not the text `'fun'`). Encodes as the plain JSON value, so a Foundation attribute key can decode it.
public indirect enum AttributeValue: Hashable, Sendable, Codable, CustomStringConvertible {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number, however JSON5 writes it (`3`, `-1.5`, `0x1F`, `Infinity`).
    case number(Double)
    /// A string, without its quotes (`'fun'` is `fun`).
    case string(String)
    /// An array of values, in order.
    case array([AttributeValue])
    /// An object: its values by key (a key given twice keeps its last value).
    case object([String: AttributeValue])

    /// The value of a JSON5 node.
    public init(_ node: JSON5Node) {
        switch node.value {
        case .null: self = .null
        case .bool(let b): self = .bool(b)
        case .number(let n, _): self = .number(n)
        case .string(let s): self = .string(s)
        case .array(let items): self = .array(items.map(AttributeValue.init))
        case .object(let members):
            self = .object(Dictionary(members.map { ($0.key, AttributeValue($0.value)) }, uniquingKeysWith: { _, last in last }))
        }
    }

    /// The string, when the value is one.
    public var stringValue: String? { if case .string(let s) = self { return s } else { return nil } }

    /// JSON5 as Concord writes it: strings single-quoted, object keys sorted.
    public var description: String {
        switch self {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .number(let n): return NumberValue(n).text
        case .string(let s): return JSON5Node(value: .string(s), offset: 0).json5Text
        case .array(let items): return "[" + items.map(\.description).joined(separator: ", ") + "]"
        case .object(let members): return "{" + members.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", ") + "}"
        }
    }

    public init(from decoder: Decoder) throws {
        let c = try decoder.singleValueContainer()
        if c.decodeNil() { self = .null }
        else if let b = try? c.decode(Bool.self) { self = .bool(b) }
        else if let n = try? c.decode(Double.self) { self = .number(n) }
        else if let s = try? c.decode(String.self) { self = .string(s) }
        else if let a = try? c.decode([AttributeValue].self) { self = .array(a) }
        else { self = .object(try c.decode([String: AttributeValue].self)) }
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.singleValueContainer()
        switch self {
        case .null: try c.encodeNil()
        case .bool(let b): try c.encode(b)
        case .number(let n): try c.encode(n)
        case .string(let s): try c.encode(s)
        case .array(let a): try c.encode(a)
        case .object(let o): try c.encode(o)
        }
    }
}
