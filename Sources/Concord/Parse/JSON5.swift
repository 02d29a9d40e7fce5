import Foundation

/// A JSON5 value with the character offset where it starts, so errors can point at it.
public struct JSON5Node: Hashable, Sendable {
    /// The kinds of JSON5 values.
    public indirect enum Value: Hashable, Sendable {
        /// `null`.
        case null
        /// `true` or `false`.
        case bool(Bool)
        /// A number, with its text as written (`0x1F`, `+.5`, `-Infinity`) so messages can quote it unchanged.
        case number(Double, text: String)
        /// A string, quotes removed and escapes resolved.
        case string(String)
        /// An array's elements, in order.
        case array([JSON5Node])
        /// An object's members in the order written (duplicate keys are kept).
        case object([JSON5Member])
    }

    /// What the value is, with its contents.
    public var value: Value
    /// Offset of the value's first character in the parsed text.
    public var offset: Int

    /// A short name of the value's type, for messages.
    public var typeName: String {
        switch value {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    /// The value as it would be written in JSON5 (strings single-quoted).
    public var json5Text: String {
        switch value {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .number(_, let text): return text
        case .string(let s): return "'" + s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'") + "'"
        case .array(let items): return "[" + items.map(\.json5Text).joined(separator: ", ") + "]"
        case .object(let members): return "{" + members.map { "\($0.key): \($0.value.json5Text)" }.joined(separator: ", ") + "}"
        }
    }
}

/// One `key: value` member of a JSON5 object.
public struct JSON5Member: Hashable, Sendable {
    /// The key, quotes removed (`grammaticalGender` for `'grammaticalGender'` or a bare key).
    public var key: String
    /// Offset of the key's first character (its opening quote, if quoted) in the parsed text.
    public var keyOffset: Int
    /// The member's value.
    public var value: JSON5Node
}

/// A JSON5 syntax error at a character offset.
public struct JSON5Error: Error, Hashable, Sendable {
    /// What is wrong, as a lowercase phrase: *expected ':' after the key 'inflect'*.
    public var message: String
    /// Index in the parsed characters the error points at: the offending character, or the start of the value
    /// (string, array, number) that is unfinished or malformed.
    public var offset: Int
}

/// A JSON5 parser (objects, arrays, single/double-quoted strings, bare keys, comments, trailing commas, hex,
/// `Infinity`, `NaN`, leading/trailing decimal points, explicit `+`), as Apple's decoder accepts in attribute
/// bodies. With `assumesTopLevelDictionary` the outer braces may be omitted.
public struct JSON5Parser {
    private let chars: [Character]
    private var i: Int
    private let end: Int
    private var depth = 0

    /// Parses `chars[start..<end]`; offsets in nodes and errors are indices into `chars`.
    public init(_ chars: [Character], start: Int = 0, end: Int? = nil) {
        self.chars = chars
        self.i = start
        self.end = end ?? chars.count
    }

    /// Parses an attribute body: members with or without the enclosing braces.
    public mutating func parseTopLevelDictionary() throws -> [JSON5Member] {
        try skipTrivia()
        if i < end, chars[i] == "{" {
            let node = try parseValue()
            try skipTrivia()
            if i < end { throw JSON5Error(message: "unexpected '\(chars[i])' after the closing '}'", offset: i) }
            guard case .object(let members) = node.value else { return [] }
            return members
        }
        let members = try parseMembers(closing: nil)
        return members
    }

    /// Parses one complete JSON5 value.
    public mutating func parseDocument() throws -> JSON5Node {
        try skipTrivia()
        let v = try parseValue()
        try skipTrivia()
        if i < end { throw JSON5Error(message: "unexpected '\(chars[i])' after the value", offset: i) }
        return v
    }

    private mutating func skipTrivia() throws {
        while i < end {
            let c = chars[i]
            if c.isWhitespace || c == "\u{FEFF}" { i += 1; continue }
            if c == "/", i + 1 < end {
                if chars[i + 1] == "/" {
                    while i < end, chars[i] != "\n" { i += 1 }
                    continue
                }
                if chars[i + 1] == "*" {
                    let start = i
                    i += 2
                    while i + 1 < end, !(chars[i] == "*" && chars[i + 1] == "/") { i += 1 }
                    if i + 1 >= end { throw JSON5Error(message: "unterminated /* comment", offset: start) }
                    i += 2
                    continue
                }
            }
            break
        }
    }

    private mutating func parseMembers(closing: Character?) throws -> [JSON5Member] {
        var members: [JSON5Member] = []
        while true {
            try skipTrivia()
            if i >= end {
                if let closing { throw JSON5Error(message: "missing '\(closing)' to close the object", offset: i) }
                return members
            }
            if let closing, chars[i] == closing { i += 1; return members }
            let keyOffset = i
            let key = try parseKey()
            try skipTrivia()
            guard i < end, chars[i] == ":" else {
                throw JSON5Error(message: "expected ':' after the key '\(key)'", offset: i < end ? i : keyOffset)
            }
            i += 1
            try skipTrivia()
            guard i < end, closing == nil || chars[i] != closing! else {
                throw JSON5Error(message: "missing value for the key '\(key)'", offset: i)
            }
            let value = try parseValue()
            members.append(JSON5Member(key: key, keyOffset: keyOffset, value: value))
            try skipTrivia()
            if i >= end {
                if let closing { throw JSON5Error(message: "missing '\(closing)' to close the object", offset: i) }
                return members
            }
            if chars[i] == "," { i += 1; continue }
            if let closing, chars[i] == closing { i += 1; return members }
            throw JSON5Error(message: "expected ',' or \(closing.map { "'\($0)'" } ?? "the end") after the value of '\(key)', found '\(chars[i])'", offset: i)
        }
    }

    private mutating func parseKey() throws -> String {
        let c = chars[i]
        if c == "\"" || c == "'" { return try parseString() }
        let start = i
        while i < end {
            let d = chars[i]
            if d.isLetterFast || d.isNumberFast || d == "_" || d == "$" || (d == "\\" && i + 1 < end && chars[i + 1] == "u") {
                if i == start, d.isNumberFast { break }
                i += d == "\\" ? 6 : 1
            } else { break }
        }
        if i == start { throw JSON5Error(message: "expected a key, found '\(c)'", offset: start) }
        return chars.text(start..<min(i, end))
    }

    private mutating func parseValue() throws -> JSON5Node {
        guard i < end else { throw JSON5Error(message: "expected a value", offset: i) }
        let start = i
        let c = chars[i]
        switch c {
        case "{":
            depth += 1
            defer { depth -= 1 }
            if depth > 64 { throw JSON5Error(message: "objects nested too deeply", offset: i) }
            i += 1
            return JSON5Node(value: .object(try parseMembers(closing: "}")), offset: start)
        case "[":
            depth += 1
            defer { depth -= 1 }
            if depth > 64 { throw JSON5Error(message: "arrays nested too deeply", offset: i) }
            i += 1
            var items: [JSON5Node] = []
            while true {
                try skipTrivia()
                guard i < end else { throw JSON5Error(message: "missing ']' to close the array", offset: start) }
                if chars[i] == "]" { i += 1; break }
                items.append(try parseValue())
                try skipTrivia()
                guard i < end else { throw JSON5Error(message: "missing ']' to close the array", offset: start) }
                if chars[i] == "," { i += 1; continue }
                if chars[i] == "]" { i += 1; break }
                throw JSON5Error(message: "expected ',' or ']' in the array, found '\(chars[i])'", offset: i)
            }
            return JSON5Node(value: .array(items), offset: start)
        case "\"", "'":
            return JSON5Node(value: .string(try parseString()), offset: start)
        default:
            if c.isLetterFast {
                var j = i
                while j < end, chars[j].isLetterFast { j += 1 }
                let word = chars.text(i..<j)
                switch word {
                case "true": i = j; return JSON5Node(value: .bool(true), offset: start)
                case "false": i = j; return JSON5Node(value: .bool(false), offset: start)
                case "null": i = j; return JSON5Node(value: .null, offset: start)
                case "Infinity": i = j; return JSON5Node(value: .number(.infinity, text: word), offset: start)
                case "NaN": i = j; return JSON5Node(value: .number(.nan, text: word), offset: start)
                default:
                    throw JSON5Error(message: "'\(word)' is not a JSON5 value (strings need quotes: '\(word)')", offset: start)
                }
            }
            if c.isNumber || c == "-" || c == "+" || c == "." { return try parseNumber() }
            throw JSON5Error(message: "unexpected '\(c)' where a value was expected", offset: start)
        }
    }

    private mutating func parseNumber() throws -> JSON5Node {
        let start = i
        var sign = 1.0
        if chars[i] == "-" || chars[i] == "+" {
            sign = chars[i] == "-" ? -1 : 1
            i += 1
        }
        let bodyStart = i
        if i + 1 < end, chars[i] == "0", chars[i + 1] == "x" || chars[i + 1] == "X" {
            i += 2
            let hexStart = i
            while i < end, chars[i].isHexDigit { i += 1 }
            guard i > hexStart, let v = UInt64(chars.text(hexStart..<i), radix: 16) else {
                throw JSON5Error(message: "malformed hexadecimal number", offset: start)
            }
            return JSON5Node(value: .number(sign * Double(v), text: chars.text(start..<i)), offset: start)
        }
        if i < end, chars[i].isLetter {
            var j = i
            while j < end, chars[j].isLetter { j += 1 }
            let word = chars.text(i..<j)
            if word == "Infinity" { i = j; return JSON5Node(value: .number(sign * .infinity, text: chars.text(start..<i)), offset: start) }
            if word == "NaN" { i = j; return JSON5Node(value: .number(.nan, text: chars.text(start..<i)), offset: start) }
            throw JSON5Error(message: "malformed number", offset: start)
        }
        while i < end, chars[i].isNumber || chars[i] == "." || chars[i] == "e" || chars[i] == "E"
                || ((chars[i] == "+" || chars[i] == "-") && (chars[i - 1] == "e" || chars[i - 1] == "E")) {
            i += 1
        }
        let text = chars.text(bodyStart..<i)
        if text.count > 1, text.hasPrefix("0"), !text.hasPrefix("0."), !text.hasPrefix("0e"), !text.hasPrefix("0E") {
            throw JSON5Error(message: "numbers may not start with 0 (octal is not JSON5)", offset: start)
        }
        var parsable = text
        if parsable.hasPrefix(".") { parsable = "0" + parsable }
        if parsable.hasSuffix(".") { parsable += "0" }
        guard let v = Double(parsable), !text.isEmpty else {
            throw JSON5Error(message: "malformed number '\(chars.text(start..<i))'", offset: start)
        }
        return JSON5Node(value: .number(sign * v, text: chars.text(start..<i)), offset: start)
    }

    private mutating func parseString() throws -> String {
        let quote = chars[i]
        let start = i
        i += 1
        var out = ""
        while i < end {
            let c = chars[i]
            if c == quote { i += 1; return out }
            if c == "\n" { throw JSON5Error(message: "line break inside a string (escape it with a backslash)", offset: i) }
            if c == "\\" {
                i += 1
                guard i < end else { break }
                let e = chars[i]
                switch e {
                case "n": out.append("\n")
                case "t": out.append("\t")
                case "r": out.append("\r")
                case "b": out.append("\u{8}")
                case "f": out.append("\u{C}")
                case "v": out.append("\u{B}")
                case "0": out.append("\0")
                case "\n", "\u{2028}", "\u{2029}": break
                case "\r\n": break
                case "x", "u":
                    // Exactly 2 (\x) or 4 (\u) ASCII hex digits, all before the end of the body.
                    let count = e == "x" ? 2 : 4
                    guard i + count < end else {
                        throw JSON5Error(message: "incomplete \\\(e) escape", offset: i - 1)
                    }
                    let digits = chars[(i + 1)...(i + count)]
                    guard digits.allSatisfy({ $0.isASCII && $0.isHexDigit }),
                          let v = UInt32(String(digits), radix: 16), let scalar = Unicode.Scalar(v) else {
                        throw JSON5Error(message: "malformed \\\(e) escape", offset: i - 1)
                    }
                    out.unicodeScalars.append(scalar)
                    i += count
                default: out.append(e)
                }
                i += 1
                continue
            }
            out.append(c)
            i += 1
        }
        throw JSON5Error(message: "unterminated string (missing \(quote))", offset: start)
    }
}
