import Foundation

/// A JSON value that remembers where it is written: the byte offset of its first byte, and for strings the
/// bytes of their content, so catalog diagnostics can point inside the file.
public struct PositionedJSON: Sendable {
    /// The value itself; containers hold positioned values.
    public enum Value: Sendable {
        /// `null`.
        case null
        /// `true` or `false`.
        case bool(Bool)
        /// A number, read as a `Double`.
        case number(Double)
        /// The decoded string and the bytes of its content (between the quotes).
        case string(String, Range<Int>)
        /// The elements, in order.
        case array([PositionedJSON])
        /// Members in file order; `keyOffset` is where the key's opening quote stands.
        case object([(key: String, keyOffset: Int, value: PositionedJSON)])
    }

    /// The value, with its children when it is an array or object.
    public var value: Value
    /// Byte offset of the value's first byte.
    public var offset: Int

    /// The member named `key` (the last one, as JSONSerialization keeps it, when a key is repeated).
    public subscript(key: String) -> PositionedJSON? {
        guard case .object(let members) = value else { return nil }
        return members.last { $0.key == key }?.value
    }

    /// The decoded text when the value is a string; nil for any other kind.
    public var string: String? { if case .string(let s, _) = value { return s } else { return nil } }

    /// What kind of value this is, for messages (`a string`, `an object`).
    public var kindName: String {
        switch value {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}

/// Reads JSON (RFC 8259) from UTF-8 bytes in one pass, keeping positions. Linear in the input; nesting deeper
/// than ``maximumDepth`` is an error rather than a stack overflow.
public struct JSONTextReader {
    /// A syntax error at a byte offset.
    public struct Failure: Error, Sendable {
        /// What is wrong, in words.
        public var message: String
        /// The byte offset in the input where it is wrong.
        public var offset: Int
        /// How to fix it, when there is something to suggest.
        public var hint: String?
    }

    /// The deepest nesting of arrays and objects accepted (256); deeper input throws a ``Failure``.
    public static let maximumDepth = 256

    /// Parses one JSON document (a UTF-8 BOM is skipped; trailing whitespace allowed, anything else is an error).
    public static func parse(_ bytes: [UInt8]) throws -> PositionedJSON {
        try parse(bytes, rootMember: nil)
    }

    /// Reads the value of a member of the root object itself (the reader stands after the member's `:`), or
    /// returns nil to have it read as usual.
    typealias MemberReader = (_ key: String, _ keyOffset: Int, _ reader: inout JSONTextReader) throws -> PositionedJSON?

    /// ``parse(_:)``, letting `rootMember` read the values of the root object's members (a String Catalog's
    /// `strings` in parallel). Errors are those of ``parse(_:)``.
    static func parse(_ bytes: [UInt8], rootMember: MemberReader?) throws -> PositionedJSON {
        try bytes.withUnsafeBufferPointer { buffer in
            var reader = JSONTextReader(bytes: buffer)
            if buffer.count >= 3, buffer[0] == 0xEF, buffer[1] == 0xBB, buffer[2] == 0xBF { reader.i = 3 }
            let value: PositionedJSON
            reader.skipWhitespace()
            if let rootMember, reader.i < buffer.count, buffer[reader.i] == UInt8(ascii: "{") {
                let start = reader.i
                value = PositionedJSON(value: try reader.object(depth: 0, member: rootMember), offset: start)
            } else {
                value = try reader.value(depth: 0)
            }
            reader.skipWhitespace()
            if reader.i < buffer.count { throw reader.failure("unexpected text after the end of the JSON document") }
            return value
        }
    }

    let bytes: UnsafeBufferPointer<UInt8>
    var i = 0

    init(bytes: UnsafeBufferPointer<UInt8>, at i: Int = 0) {
        self.bytes = bytes
        self.i = i
    }

    private func failure(_ message: String, at offset: Int? = nil, hint: String? = nil) -> Failure {
        Failure(message: message, offset: offset ?? i, hint: hint)
    }

    mutating func skipWhitespace() {
        while i < bytes.count {
            switch bytes[i] {
            case 0x20, 0x09, 0x0A, 0x0D: i += 1
            default: return
            }
        }
    }

    private func describe(_ byte: UInt8) -> String {
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return String(format: "byte 0x%02X", byte)
    }

    /// The character at `i`, for messages: `'x'`, or a character outside ASCII by its code point (`U+00A0`, a
    /// no-break space an editor put there, looks like a space), or the byte when it starts no UTF-8 character.
    private func describeCharacter() -> String {
        guard i < bytes.count, bytes[i] >= 0x80 else { return i < bytes.count ? describe(bytes[i]) : "the end" }
        var decoder = UTF8()
        var iterator = bytes[i..<min(bytes.count, i + 4)].makeIterator()
        guard case .scalarValue(let scalar) = decoder.decode(&iterator) else { return describe(bytes[i]) }
        let point = String(format: "U+%04X", scalar.value)
        return scalar.properties.isWhitespace ? point + " (a space that is not ' ')" : "'\(scalar)' (\(point))"
    }

    mutating func value(depth: Int) throws -> PositionedJSON {
        skipWhitespace()
        guard i < bytes.count else { throw failure("the JSON ends where a value was expected", hint: "is the file truncated?") }
        guard depth < Self.maximumDepth else { throw failure("values are nested more than \(Self.maximumDepth) levels deep") }
        let start = i
        switch bytes[i] {
        case UInt8(ascii: "{"): return PositionedJSON(value: try object(depth: depth), offset: start)
        case UInt8(ascii: "["): return PositionedJSON(value: try array(depth: depth), offset: start)
        case UInt8(ascii: "\""):
            let (s, range) = try string()
            return PositionedJSON(value: .string(s, range), offset: start)
        case UInt8(ascii: "t"): try literal("true"); return PositionedJSON(value: .bool(true), offset: start)
        case UInt8(ascii: "f"): try literal("false"); return PositionedJSON(value: .bool(false), offset: start)
        case UInt8(ascii: "n"): try literal("null"); return PositionedJSON(value: .null, offset: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return PositionedJSON(value: .number(try number()), offset: start)
        default:
            throw failure("expected a value but found \(describeCharacter())")
        }
    }

    private mutating func literal(_ word: String) throws {
        let w = Array(word.utf8)
        let n = w.count
        guard i + n <= bytes.count, (0..<n).allSatisfy({ bytes[i + $0] == w[$0] }) else {
            // The letters written, up to 20 of them: `tru`, `nul`, or a word that was meant as a string.
            var end = i
            while end < bytes.count, end - i < 20, (bytes[end] | 0x20) >= UInt8(ascii: "a"), (bytes[end] | 0x20) <= UInt8(ascii: "z") { end += 1 }
            let found = String(decoding: bytes[i..<end], as: UTF8.self)
            throw failure("expected a value but found '\(found)'",
                          hint: found.count < n && word.hasPrefix(found) ? "write \(word)" : "write text in double quotes, or true, false or null")
        }
        i += n
    }

    private mutating func number() throws -> Double {
        let start = i
        if bytes[i] == UInt8(ascii: "-") { i += 1 }
        func digits() -> Int {
            let s = i
            while i < bytes.count, bytes[i] >= 0x30, bytes[i] <= 0x39 { i += 1 }
            return i - s
        }
        guard digits() > 0 else { throw failure("a number needs digits", at: start) }
        if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
            i += 1
            guard digits() > 0 else { throw failure("a decimal point needs digits after it") }
        }
        if i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
            i += 1
            if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
            guard digits() > 0 else { throw failure("an exponent needs digits") }
        }
        return Double(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self)) ?? 0
    }

    /// A string literal at `i` (the opening quote): its text and the bytes of its content.
    private mutating func string() throws -> (String, Range<Int>) {
        let open = i
        i += 1
        let contentStart = i
        var hasEscape = false
        while true {
            guard i < bytes.count else { throw failure("this string is never closed", at: open, hint: "add the closing \"") }
            let b = bytes[i]
            if b == UInt8(ascii: "\"") { break }
            if b < 0x20 { throw failure("a control character (\(describe(b))) inside a string", hint: "write it as \\n, \\t or \\u00XX") }
            if b == UInt8(ascii: "\\") {
                hasEscape = true
                i += 1
                guard i < bytes.count else { continue }
                switch bytes[i] {
                case UInt8(ascii: "u"):
                    for k in 1...4 {
                        guard i + k < bytes.count, Self.hexValue(bytes[i + k]) != nil else {
                            throw failure("\\u needs four hexadecimal digits", at: i - 1)
                        }
                    }
                    i += 5
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
                     UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                    i += 1
                default:
                    throw failure("unknown escape \\\(Character(Unicode.Scalar(bytes[i])))", at: i - 1,
                                  hint: "JSON escapes are \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX")
                }
                continue
            }
            i += 1
        }
        let range = contentStart..<i
        i += 1
        if !hasEscape {
            return (String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self), range)
        }
        var scalars = String.UnicodeScalarView()
        Self.unescape(bytes, range) { scalar, _ in scalars.append(scalar) }
        return (String(scalars), range)
    }

    static func hexValue(_ b: UInt8) -> UInt32? {
        switch b {
        case 0x30...0x39: return UInt32(b - 0x30)
        case 0x41...0x46: return UInt32(b - 0x41 + 10)
        case 0x61...0x66: return UInt32(b - 0x61 + 10)
        default: return nil
        }
    }

    private mutating func array(depth: Int) throws -> PositionedJSON.Value {
        i += 1
        var items: [PositionedJSON] = []
        skipWhitespace()
        if i < bytes.count, bytes[i] == UInt8(ascii: "]") { i += 1; return .array(items) }
        while true {
            items.append(try value(depth: depth + 1))
            skipWhitespace()
            guard i < bytes.count else { throw failure("the array is never closed", hint: "is the file truncated?") }
            if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
            if bytes[i] == UInt8(ascii: "]") { i += 1; return .array(items) }
            throw failure("expected ',' or ']' but found \(describeCharacter())")
        }
    }

    private mutating func object(depth: Int, member: MemberReader? = nil) throws -> PositionedJSON.Value {
        i += 1
        var members: [(key: String, keyOffset: Int, value: PositionedJSON)] = []
        skipWhitespace()
        if i < bytes.count, bytes[i] == UInt8(ascii: "}") { i += 1; return .object(members) }
        // Room for a String Catalog's usual objects (a string unit, plural variants) without regrowing.
        members.reserveCapacity(4)
        _ = try self.members { key, keyOffset, reader in
            let value = try member?(key, keyOffset, &reader) ?? reader.value(depth: depth + 1)
            members.append((key, keyOffset, value))
        }
        return .object(members)
    }

    /// How a run of an object's members ended.
    enum MembersEnd {
        /// A `,` and whitespace up to the `stop` offset asked for: the next member's key starts there.
        case stop
        /// The `}` closing the object; the reader stands after it.
        case closed
        /// Read past the `stop` offset: no member starts there.
        case overshot
    }

    /// Reads an object's members from the reader's offset (whitespace before a key) to its closing `}`, or to the
    /// member starting at `stop`, calling `member` with each key and the reader standing after its `:` (it must
    /// read the value). Errors are those of reading the whole object.
    mutating func members(stop: Int? = nil, _ member: (_ key: String, _ keyOffset: Int, _ reader: inout JSONTextReader) throws -> Void) throws -> MembersEnd {
        while true {
            skipWhitespace()
            guard i < bytes.count else { throw failure("the object is never closed", hint: "is the file truncated?") }
            guard bytes[i] == UInt8(ascii: "\"") else {
                throw failure("expected a key in double quotes but found \(describeCharacter())",
                              hint: bytes[i] == UInt8(ascii: "}") ? "remove the comma before }" : nil)
            }
            let keyOffset = i
            let (key, _) = try string()
            skipWhitespace()
            guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else {
                throw failure("expected ':' after the key \"\(key)\"")
            }
            i += 1
            try member(key, keyOffset, &self)
            skipWhitespace()
            guard i < bytes.count else { throw failure("the object is never closed", hint: "is the file truncated?") }
            if bytes[i] == UInt8(ascii: ",") {
                i += 1
                if let stop {
                    skipWhitespace()
                    if i == stop { return .stop }
                    if i > stop { return .overshot }
                }
                continue
            }
            if bytes[i] == UInt8(ascii: "}") { i += 1; return .closed }
            throw failure("expected ',' or '}' but found \(describeCharacter())", hint: "a comma is missing between members?")
        }
    }

    /// Unescapes the content of a JSON string literal already checked by the parser, calling `emit` with each
    /// scalar and the byte offset where it is written. Lone surrogates become U+FFFD.
    static func unescape<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes, _ range: Range<Int>,
                                                               _ emit: (Unicode.Scalar, Int) -> Void) where Bytes.Index == Int {
        func at(_ k: Int) -> UInt8 { bytes[k] }
        func hex4(_ k: Int) -> UInt32? {
            guard k + 4 <= range.upperBound else { return nil }
            var v: UInt32 = 0
            for j in k..<(k + 4) {
                guard let h = hexValue(at(j)) else { return nil }
                v = v * 16 + h
            }
            return v
        }
        var k = range.lowerBound
        while k < range.upperBound {
            let b = at(k)
            if b != UInt8(ascii: "\\") {
                let (scalar, length) = UTF8Scalar.decode(bytes, at: k, end: range.upperBound)
                emit(scalar, k)
                k += length
                continue
            }
            let start = k
            k += 1
            guard k < range.upperBound else { emit("\\", start); break }
            let e = at(k)
            k += 1
            switch e {
            case UInt8(ascii: "n"): emit("\n", start)
            case UInt8(ascii: "t"): emit("\t", start)
            case UInt8(ascii: "r"): emit("\r", start)
            case UInt8(ascii: "b"): emit("\u{08}", start)
            case UInt8(ascii: "f"): emit("\u{0C}", start)
            case UInt8(ascii: "u"):
                guard let v = hex4(k) else { emit("\u{FFFD}", start); continue }
                k += 4
                if (0xD800..<0xDC00).contains(v), k + 1 < range.upperBound, at(k) == UInt8(ascii: "\\"), at(k + 1) == UInt8(ascii: "u"),
                   let low = hex4(k + 2), (0xDC00..<0xE000).contains(low) {
                    k += 6
                    emit(Unicode.Scalar(0x10000 + ((v - 0xD800) << 10) + (low - 0xDC00)) ?? "\u{FFFD}", start)
                } else {
                    emit(Unicode.Scalar(v) ?? "\u{FFFD}", start)
                }
            default: emit(Unicode.Scalar(e), start)
            }
        }
    }
}
