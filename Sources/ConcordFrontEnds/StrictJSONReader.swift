import Concord

/// A byte-level reader for the plain JSON that request lines are made of. It accepts only what it is sure to read
/// exactly as `JSONDecoder` does (ASCII keys without duplicates, paired surrogate escapes, short numbers, modest
/// nesting) and returns nil for anything else, so `JSONValue.parse` falls back to `JSONDecoder` and odd lines keep
/// their answers, errors included. Objects come back with their keys sorted, as the decoder gives them.
enum StrictJSONReader {
    static func parse(_ text: String) -> JSONValue? {
        var text = text
        return text.withUTF8 { bytes -> JSONValue? in
            var reader = Cursor(bytes: bytes)
            reader.skipWhitespace()
            guard let value = reader.value(depth: 0) else { return nil }
            reader.skipWhitespace()
            return reader.position == bytes.count ? value : nil
        }
    }

    /// A render request whose keys are all among `id`, `locale`, `markup`, `args`, `concepts`, `trace` and `runs`
    /// (most requests), with a string markup, arguments that are numbers or strings, and concepts: read straight
    /// into the request (``ProtocolCodec/plainRenderRequest(markup:locale:arguments:concepts:trace:)``), without a
    /// JSON object for the whole line (a concept is read as the general way reads it, from its own JSON value). Each
    /// value is what the general way reads for it. Nil for any other line, which then takes the general way (which
    /// also says what is wrong with a bad line).
    struct PlainRequest {
        var id: JSONValue
        var request: RenderRequest
        /// Whether `"runs"` is `true` (any other value does not ask for them; nor for the trace).
        var runs: Bool
        /// The markup's template, when it was already compiled: the engine then need not look it up again.
        var template: CompiledTemplate?
    }

    static func plainRequest(_ text: String) -> PlainRequest? {
        var text = text
        return text.withUTF8 { bytes -> PlainRequest? in
            var reader = Cursor(bytes: bytes)
            reader.skipWhitespace()
            guard reader.position < bytes.count, bytes[reader.position] == UInt8(ascii: "{") else { return nil }
            var id: JSONValue = .null, markup: String?, locale: String?, arguments: [FormatArgument] = []
            var concepts: [InflectionConcept] = []
            var trace = false, runs = false
            var template: CompiledTemplate?
            // A key seen twice, or another key (`plainKey` gives nil), leaves the line to the general way.
            var seen: UInt8 = 0
            let read = reader.members(readKey: { $0.plainKey() }) { reader, key -> Bool in
                guard seen & key.rawValue == 0 else { return false }
                seen |= key.rawValue
                switch key {
                case .id:
                    guard let value = reader.value(depth: 1) else { return false }
                    id = value
                case .markup:
                    guard reader.isAtString else { return false }
                    // A markup already compiled is read as the memo keeps it (no string of its own), with its template.
                    if let written = reader.unescapedString() {
                        if let kept = TemplateCache.compiled(utf8: written) {
                            markup = kept.key
                            template = kept.value
                        } else {
                            markup = String(decoding: written, as: UTF8.self)
                        }
                    } else {
                        guard let value = reader.string() else { return false }
                        markup = value
                    }
                case .locale:
                    if reader.isAtString {
                        guard let value = reader.string() else { return false }
                        locale = value
                    } else {
                        guard reader.value(depth: 1) != nil else { return false }
                    }
                case .args:
                    guard reader.arguments(into: &arguments) else { return false }
                case .concepts:
                    // Anything but an array of concepts the general way reads is left to it (it says what is wrong).
                    guard reader.concepts(into: &concepts) else { return false }
                case .trace:
                    guard let value = reader.flag() else { return false }
                    trace = value
                case .runs:
                    guard let value = reader.flag() else { return false }
                    runs = value
                }
                return true
            }
            guard read, let markup else { return nil }
            reader.skipWhitespace()
            guard reader.position == bytes.count,
                  let request = ProtocolCodec.plainRenderRequest(markup: markup, locale: locale, arguments: arguments,
                                                                concepts: concepts, trace: trace)
            else { return nil }
            return PlainRequest(id: id, request: request, runs: runs, template: template)
        }
    }

    /// Deeper documents go to the decoder, which has its own depth limit.
    static let maximumDepth = 64
    /// Longer numbers go to the decoder (rounding and range are its business).
    static let maximumNumberLength = 24

    /// The keys of a plain request, each its own bit (to find a key given twice).
    enum PlainKey: UInt8 {
        case id = 1, locale = 2, markup = 4, args = 8, trace = 16, runs = 32, concepts = 64

        init?(name: String) {
            switch name {
            case "id": self = .id
            case "locale": self = .locale
            case "markup": self = .markup
            case "args": self = .args
            case "trace": self = .trace
            case "runs": self = .runs
            case "concepts": self = .concepts
            default: return nil
            }
        }
    }

    private struct Cursor {
        let bytes: UnsafeBufferPointer<UInt8>
        var position = 0

        /// The key starting at `position` (a quote), consumed, when it is one of a plain request's; nil for any
        /// other key. A key written without escapes is matched on its bytes, before any string is made of it.
        mutating func plainKey() -> PlainKey? {
            let end = stringStop(from: position + 1)
            guard end < bytes.count, bytes[end] == UInt8(ascii: "\"") else {
                return string().flatMap(PlainKey.init(name:))
            }
            let start = position + 1
            position = end + 1
            @inline(__always) func isKey(_ literal: StaticString) -> Bool {
                guard end - start == literal.utf8CodeUnitCount else { return false }
                for k in 0..<literal.utf8CodeUnitCount where bytes[start + k] != literal.utf8Start[k] { return false }
                return true
            }
            switch bytes[start] {
            case UInt8(ascii: "i"): return isKey("id") ? .id : nil
            case UInt8(ascii: "a"): return isKey("args") ? .args : nil
            case UInt8(ascii: "r"): return isKey("runs") ? .runs : nil
            case UInt8(ascii: "t"): return isKey("trace") ? .trace : nil
            case UInt8(ascii: "l"): return isKey("locale") ? .locale : nil
            case UInt8(ascii: "m"): return isKey("markup") ? .markup : nil
            case UInt8(ascii: "c"): return isKey("concepts") ? .concepts : nil
            default: return nil
            }
        }

        mutating func skipWhitespace() {
            while position < bytes.count {
                switch bytes[position] {
                case 0x20, 0x09, 0x0A, 0x0D: position += 1
                default: return
                }
            }
        }

        mutating func value(depth: Int) -> JSONValue? {
            guard position < bytes.count, depth < StrictJSONReader.maximumDepth else { return nil }
            switch bytes[position] {
            case UInt8(ascii: "{"): return object(depth: depth)
            case UInt8(ascii: "["): return array(depth: depth)
            case UInt8(ascii: "\""): return string().map(JSONValue.string)
            case UInt8(ascii: "t"): return literal("true", .bool(true))
            case UInt8(ascii: "f"): return literal("false", .bool(false))
            case UInt8(ascii: "n"): return literal("null", .null)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return number()
            default: return nil
            }
        }

        mutating func literal(_ word: StaticString, _ result: JSONValue) -> JSONValue? {
            let count = word.utf8CodeUnitCount
            guard bytes.count - position >= count else { return nil }
            for k in 0..<count where bytes[position + k] != word.utf8Start[k] { return nil }
            position += count
            return result
        }

        mutating func object(depth: Int) -> JSONValue? {
            var pairs: [(String, JSONValue)] = []
            pairs.reserveCapacity(8) // a request's keys, without growing the array on the way
            let read = members(readKey: { $0.asciiKey() }) { reader, key in
                guard let value = reader.value(depth: depth + 1) else { return false }
                pairs.append((key, value))
                return true
            }
            guard read else { return nil }
            // The keys are ASCII (checked above), so byte order is the order of `<` on strings.
            pairs.sort { $0.0.utf8.lexicographicallyPrecedes($1.0.utf8) }
            for k in pairs.indices.dropFirst() where pairs[k].0.utf8.elementsEqual(pairs[k - 1].0.utf8) { return nil } // duplicate key
            return .object(pairs)
        }

        /// Reads an object's members from its `{` through its `}`: each key with `readKey` (called at the key's
        /// opening quote; nil gives up), then its value with `readValue` (called at the value's first byte; false
        /// gives up). False when the object is not one this reader takes.
        @inline(__always) // with its closures, as fast as the loop written out
        mutating func members<Key>(readKey: (inout Cursor) -> Key?, readValue: (inout Cursor, Key) -> Bool) -> Bool {
            position += 1
            skipWhitespace()
            if position < bytes.count, bytes[position] == UInt8(ascii: "}") {
                position += 1
                return true
            }
            while true {
                guard position < bytes.count, bytes[position] == UInt8(ascii: "\""), let key = readKey(&self) else { return false }
                skipWhitespace()
                guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else { return false }
                position += 1
                skipWhitespace()
                guard readValue(&self, key) else { return false }
                skipWhitespace()
                guard position < bytes.count else { return false }
                if bytes[position] == UInt8(ascii: ",") { position += 1; skipWhitespace(); continue }
                guard bytes[position] == UInt8(ascii: "}") else { return false }
                position += 1
                return true
            }
        }

        var isAtString: Bool { position < bytes.count && bytes[position] == UInt8(ascii: "\"") }

        /// Any value, read for whether it is `true`.
        mutating func flag() -> Bool? {
            guard let value = value(depth: 1) else { return nil }
            if case .bool(true) = value { return true }
            return false
        }

        /// A request's `"args"` at its `[`, each a string or a number, appended to `arguments` as the general way
        /// reads them (``ProtocolCodec/argument(_:index:)``). False for anything else.
        mutating func arguments(into arguments: inout [FormatArgument]) -> Bool {
            eachElement { reader in
                // Most requests' arguments, without growing the array on the way (and none for `[]`).
                if arguments.isEmpty { arguments.reserveCapacity(4) }
                switch reader.bytes[reader.position] {
                case UInt8(ascii: "\""):
                    guard let text = reader.string() else { return false }
                    arguments.append(.text(text))
                case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                    guard let number = reader.numberArgument() else { return false }
                    arguments.append(.number(number))
                default:
                    return false
                }
                return true
            }
        }

        /// The array at `position` (its `[`), each element read by `element`, which consumes it (at least one byte
        /// is there when it is called) or gives false; false too when the array is not well formed.
        mutating func eachElement(_ element: (inout Cursor) -> Bool) -> Bool {
            guard position < bytes.count, bytes[position] == UInt8(ascii: "[") else { return false }
            position += 1
            skipWhitespace()
            if position < bytes.count, bytes[position] == UInt8(ascii: "]") {
                position += 1
                return true
            }
            while true {
                guard position < bytes.count, element(&self) else { return false }
                skipWhitespace()
                guard position < bytes.count else { return false }
                if bytes[position] == UInt8(ascii: ",") { position += 1; skipWhitespace(); continue }
                guard bytes[position] == UInt8(ascii: "]") else { return false }
                position += 1
                return true
            }
        }

        /// The `"concepts"` array at `position`, appended to `concepts`: false for anything
        /// ``ProtocolCodec/concept(_:index:)`` does not read without an error. The usual concept,
        /// `{"termsOfAddress": ["feminine", …]}` with names, is read on the bytes; any other is read as a JSON value
        /// first and given to the general reader.
        mutating func concepts(into concepts: inout [InflectionConcept]) -> Bool {
            eachElement { reader in
                let start = reader.position
                if let terms = reader.namedTerms() {
                    concepts.append(.termsOfAddress(terms))
                    return true
                }
                reader.position = start
                guard let value = reader.value(depth: 2),
                      let concept = try? ProtocolCodec.concept(value, index: concepts.count) else { return false }
                concepts.append(concept)
                return true
            }
        }

        /// `{"termsOfAddress": ["masculine", …]}` at `position` — that one key, written without escapes, and an
        /// array of strings that are each a term's name — as its terms; nil for anything else (the caller then reads
        /// the value the general way).
        private mutating func namedTerms() -> [TermOfAddress]? {
            guard position < bytes.count, bytes[position] == UInt8(ascii: "{") else { return nil }
            position += 1
            skipWhitespace()
            let key = "termsOfAddress"
            let end = position + 1 + key.utf8.count
            guard end < bytes.count, bytes[position] == UInt8(ascii: "\""), bytes[end] == UInt8(ascii: "\""),
                  bytes[(position + 1)..<end].elementsEqual(key.utf8) else { return nil }
            position = end + 1
            skipWhitespace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else { return nil }
            position += 1
            skipWhitespace()
            var terms: [TermOfAddress] = []
            let read = eachElement { reader in
                guard reader.bytes[reader.position] == UInt8(ascii: "\""), let name = reader.string(),
                      let term = try? ProtocolCodec.term(.string(name), at: "") // (an error sends the line the general way)
                else { return false }
                terms.append(term)
                return true
            }
            guard read else { return nil }
            skipWhitespace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: "}") else { return nil }
            position += 1
            return terms
        }

        /// A key of the general reader, at its opening quote: ASCII only (the decoder compares other keys by
        /// Unicode rules).
        mutating func asciiKey() -> String? {
            let start = position
            guard let key = string() else { return nil }
            for k in start..<position where bytes[k] >= 0x80 { return nil }
            return key
        }

        mutating func array(depth: Int) -> JSONValue? {
            position += 1
            var items: [JSONValue] = []
            items.reserveCapacity(4)
            skipWhitespace()
            if position < bytes.count, bytes[position] == UInt8(ascii: "]") {
                position += 1
                return .array(items)
            }
            while true {
                guard let v = value(depth: depth + 1) else { return nil }
                items.append(v)
                skipWhitespace()
                guard position < bytes.count else { return nil }
                if bytes[position] == UInt8(ascii: ",") { position += 1; skipWhitespace(); continue }
                guard bytes[position] == UInt8(ascii: "]") else { return nil }
                position += 1
                return .array(items)
            }
        }

        /// The first `"`, `\` or control character at or after `from` (the end of the bytes when there is
        /// none): eight bytes at a time, as ``JSONValue/needsEscape(_:)`` finds them. In each word the lowest
        /// flagged byte is exact (a borrow only runs on from a byte that is flagged itself).
        func stringStop(from: Int) -> Int {
            var i = from
            if let base = bytes.baseAddress {
                let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
                while i + 8 <= bytes.count {
                    let w = UInt64(littleEndian: UnsafeRawPointer(base).loadUnaligned(fromByteOffset: i, as: UInt64.self))
                    let control = (w &- ones &* 0x20) & ~w & highs
                    let q = w ^ (ones &* 0x22), quote = (q &- ones) & ~q & highs
                    let b = w ^ (ones &* 0x5C), backslash = (b &- ones) & ~b & highs
                    let found = control | quote | backslash
                    if found != 0 { return i + found.trailingZeroBitCount / 8 }
                    i += 8
                }
            }
            while i < bytes.count {
                let c = bytes[i]
                if c < 0x20 || c == UInt8(ascii: "\"") || c == UInt8(ascii: "\\") { return i }
                i += 1
            }
            return i
        }

        /// The bytes of the string starting at the opening quote when it is written without escapes (then read);
        /// nil, and nothing read, for any other string.
        mutating func unescapedString() -> UnsafeRawBufferPointer? {
            let start = position + 1
            let stop = stringStop(from: start)
            guard stop < bytes.count, bytes[stop] == UInt8(ascii: "\"") else { return nil }
            position = stop + 1
            return UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: bytes[start..<stop]))
        }

        /// A string starting at the opening quote; nil for raw control characters, bad or lone-surrogate escapes.
        /// `known`, given the bytes of a string written without escapes, may give a string already made of them
        /// (then none is made).
        mutating func string() -> String? {
            // The common case: no escapes, one copy of the bytes.
            if let written = unescapedString() { return String(decoding: written, as: UTF8.self) }
            let start = position + 1
            let stop = stringStop(from: start)
            guard stop < bytes.count, bytes[stop] == UInt8(ascii: "\\") else { return nil }
            // Find the closing quote first: the string's UTF-8 is no longer than its escaped form, so that is
            // the room to decode it into.
            var end = stop
            while end < bytes.count, bytes[end] != UInt8(ascii: "\"") {
                if bytes[end] < 0x20 { return nil }
                end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1
            }
            guard end < bytes.count else { return nil }
            var valid = true
            position = start
            let text = String(unsafeUninitializedCapacity: end - start) { out -> Int in
                var count = 0
                while position < end {
                    let run = stringStop(from: position)
                    let runEnd = min(run, end)
                    for k in position..<runEnd { out[count] = bytes[k]; count += 1 }
                    position = runEnd
                    guard position < end else { break }
                    guard let scalar = escape() else { valid = false; return 0 }
                    for unit in UTF8.encode(scalar)! { out[count] = unit; count += 1 }
                }
                return count
            }
            guard valid, position == end else { return nil }
            position = end + 1
            return text
        }

        /// The escape at `position` (a backslash), consumed.
        mutating func escape() -> Unicode.Scalar? {
            guard position + 1 < bytes.count else { return nil }
            let c = bytes[position + 1]
            position += 2
            switch c {
            case UInt8(ascii: "\""): return "\""
            case UInt8(ascii: "\\"): return "\\"
            case UInt8(ascii: "/"): return "/"
            case UInt8(ascii: "b"): return "\u{08}"
            case UInt8(ascii: "f"): return "\u{0C}"
            case UInt8(ascii: "n"): return "\n"
            case UInt8(ascii: "r"): return "\r"
            case UInt8(ascii: "t"): return "\t"
            case UInt8(ascii: "u"):
                guard let high = hex4() else { return nil }
                if high >= 0xD800 && high <= 0xDBFF {
                    guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u") else { return nil }
                    position += 2
                    guard let low = hex4(), low >= 0xDC00 && low <= 0xDFFF else { return nil }
                    return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
                }
                return Unicode.Scalar(high) // nil for a lone low surrogate
            default: return nil
            }
        }

        mutating func hex4() -> UInt32? {
            guard bytes.count - position >= 4 else { return nil }
            var v: UInt32 = 0
            for _ in 0..<4 {
                let c = bytes[position]
                let d: UInt8
                switch c {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): d = c - UInt8(ascii: "0")
                case UInt8(ascii: "a")...UInt8(ascii: "f"): d = c - UInt8(ascii: "a") + 10
                case UInt8(ascii: "A")...UInt8(ascii: "F"): d = c - UInt8(ascii: "A") + 10
                default: return nil
                }
                v = v << 4 | UInt32(d)
                position += 1
            }
            return v
        }

        /// A number in JSON's grammar: -? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?
        mutating func number() -> JSONValue? {
            numberLiteral().map { .number($0.value) }
        }

        /// A number argument: `NumberValue(value)`, as the general way makes it of the number. A whole number
        /// of up to 15 characters is written as `NumberValue` writes it (JSON allows no leading zeros; `-0` is
        /// `0`), so its text is taken from the line.
        mutating func numberArgument() -> NumberValue? {
            let start = position
            guard let (value, isShortWhole) = numberLiteral() else { return nil }
            guard isShortWhole else { return NumberValue(value) }
            let text = value == 0 ? "0" : String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
            return NumberValue(text: text, value: value)
        }

        /// A number literal's value, and whether it is a whole number of up to 15 characters (read here exactly,
        /// without the C parser); nil when it is not one this reader takes.
        mutating func numberLiteral() -> (value: Double, isShortWhole: Bool)? {
            let start = position
            func digits() -> Int {
                let from = position
                while position < bytes.count, bytes[position] >= UInt8(ascii: "0"), bytes[position] <= UInt8(ascii: "9") { position += 1 }
                return position - from
            }
            if bytes[position] == UInt8(ascii: "-") { position += 1 }
            guard position < bytes.count else { return nil }
            if bytes[position] == UInt8(ascii: "0") { position += 1 } else if digits() == 0 { return nil }
            var integral = true
            if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
                position += 1
                integral = false
                guard digits() > 0 else { return nil }
            }
            if position < bytes.count, bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E") {
                position += 1
                integral = false
                if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") { position += 1 }
                guard digits() > 0 else { return nil }
            }
            let length = position - start
            guard length <= StrictJSONReader.maximumNumberLength else { return nil }
            if integral, length <= 15 {
                // Up to 15 digits an integer is exact in a Double.
                var v: Int64 = 0
                var k = start
                let negative = bytes[k] == UInt8(ascii: "-")
                if negative { k += 1 }
                while k < position { v = v * 10 + Int64(bytes[k] - UInt8(ascii: "0")); k += 1 }
                return (negative ? -Double(v) : Double(v), true)
            }
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
            guard let d = Double(text), d.isFinite else { return nil }
            return (d, false)
        }
    }
}
