import Foundation

/// A place in a catalog file: its path, 1-based line and column (columns count characters, so `á` is one).
public struct FilePosition: Hashable, Sendable, CustomStringConvertible {
    /// The file's path as given.
    public var path: String
    /// The line, from 1.
    public var line: Int
    /// The column, from 1, in characters (`á` is one).
    public var column: Int

    /// Makes the position of `line` and `column` (both 1-based) in the file at `path`.
    public init(path: String, line: Int, column: Int) {
        self.path = path
        self.line = line
        self.column = column
    }

    /// `Localizable.xcstrings:214:23`.
    public var description: String { "\(path):\(line):\(column)" }
}

/// A catalog file's text as UTF-8 bytes (UTF-16 files are transcoded first), with its line starts, so any byte
/// offset can be turned into a line and a column when a diagnostic needs one.
public final class CatalogSource: Sendable {
    /// The path as given.
    public let path: String
    /// The text, UTF-8.
    public let bytes: [UInt8]
    /// Byte offset of each line's first byte.
    let lineStarts: [Int]

    /// Keeps the UTF-8 `bytes` read from `path` and finds where each line starts (in parallel for a file of
    /// 1 MiB or more).
    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        lineStarts = bytes.withUnsafeBufferPointer { buffer in
            // A big file's lines are found in parallel pieces, joined in order.
            let pieces = buffer.count < 1 << 20 ? 1 : ProcessInfo.processInfo.activeProcessorCount * 4
            guard pieces > 1 else { return [0] + Self.lineBreaks(buffer, 0..<buffer.count) }
            let found = Parallel.map(pieces) { p in
                Self.lineBreaks(buffer, (buffer.count * p / pieces)..<(buffer.count * (p + 1) / pieces))
            }
            var starts = [0]
            starts.reserveCapacity(found.reduce(1) { $0 + $1.count })
            for piece in found { starts += piece }
            return starts
        }
    }

    /// The offsets just after each line feed in `range`.
    private static func lineBreaks(_ buffer: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> [Int] {
        guard let base = buffer.baseAddress, !range.isEmpty else { return [] }
        var starts: [Int] = []
        var p = base + range.lowerBound
        let end = base + range.upperBound
        while p < end, let hit = memchr(p, 0x0A, end - p) {
            let at = UnsafePointer(hit.assumingMemoryBound(to: UInt8.self))
            starts.append(at - base + 1)
            p = at + 1
        }
        return starts
    }

    /// The line (1-based) holding byte `offset`.
    func lineNumber(ofByte offset: Int) -> Int {
        var lo = 0, hi = lineStarts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if lineStarts[mid] <= offset { lo = mid } else { hi = mid - 1 }
        }
        return lo + 1
    }

    /// The position of byte `offset`: its line, and the number of characters before it on that line plus one.
    public func position(ofByte offset: Int) -> FilePosition {
        let clamped = max(0, min(offset, bytes.count))
        let line = lineNumber(ofByte: clamped)
        let start = lineStarts[line - 1]
        let column = String(decoding: bytes[start..<clamped], as: UTF8.self).count + 1
        return FilePosition(path: path, line: line, column: column)
    }

    /// The text of line `line` (1-based), without its line break.
    public func lineText(_ line: Int) -> String {
        guard line >= 1, line <= lineStarts.count else { return "" }
        let start = lineStarts[line - 1]
        var end = line < lineStarts.count ? lineStarts[line] - 1 : bytes.count
        if end > start, bytes[end - 1] == 0x0D { end -= 1 }
        return String(decoding: bytes[start..<max(start, end)], as: UTF8.self)
    }
}

/// How a value's characters are written in its file, so a character of the value can be found in the file again.
public enum CatalogEscaping: Sendable {
    /// A JSON string literal (`\"`, `\n`, `\u00E9`).
    case json
    /// A `.strings` literal (`\"`, `\n`, `\U20AC`, octal `\033`), or an unquoted word.
    case strings
    /// XML character data (`&amp;`, `&#233;`, `<![CDATA[…]]>`).
    case xml
}

/// A translated string as read from a file: its text and where it is written, character by character.
public struct CatalogValue: Sendable {
    /// The text after unescaping: the markup Concord parses.
    public var text: String
    /// The file it comes from.
    public let source: CatalogSource
    /// The bytes of the literal's content in ``source`` (without the quotes or tags).
    public var rawRange: Range<Int>
    /// How the content is escaped.
    public var escaping: CatalogEscaping
    /// The translation state (`translated`, `needs_review`, `new`, `stale`), when the file says.
    public var state: String?

    /// Makes a value of unescaped `text` whose literal content is `rawRange` of `source`, escaped as `escaping`;
    /// `state` is nil when the file gives none.
    public init(text: String, source: CatalogSource, rawRange: Range<Int>, escaping: CatalogEscaping, state: String? = nil) {
        self.text = text
        self.source = source
        self.rawRange = rawRange
        self.escaping = escaping
        self.state = state
    }

    /// Where the value starts in the file.
    public var position: FilePosition { source.position(ofByte: rawRange.lowerBound) }

    /// Where character `offset` of ``text`` is written in the file (escapes are re-read so `\"` counts as the
    /// one character it stands for). Past the end: the end of the literal.
    public func position(ofCharacter offset: Int) -> FilePosition {
        var scalarOffsets: [Int] = []
        switch escaping {
        case .json: JSONTextReader.unescape(source.bytes, rawRange) { _, at in scalarOffsets.append(at) }
        case .strings: StringsFileReader.unescape(source.bytes, rawRange) { _, at in scalarOffsets.append(at) }
        case .xml: XMLText.unescape(source.bytes, rawRange) { _, at in scalarOffsets.append(at) }
        }
        // Character `offset` starts at the scalar that follows the first `offset` characters.
        var scalarIndex = 0
        for character in text.prefix(max(0, offset)) { scalarIndex += character.unicodeScalars.count }
        let byte = scalarIndex < scalarOffsets.count ? scalarOffsets[scalarIndex] : rawRange.upperBound
        return source.position(ofByte: byte)
    }
}

/// A diagnostic about a catalog: what the engine or the reader found, and where in which file, for which key and
/// locale.
public struct CatalogDiagnostic: Sendable, CustomStringConvertible {
    /// What was found: severity, code, message and hint; its `location`, when set, is in ``value``, not the file.
    public var diagnostic: Diagnostic
    /// Where in the file (nil when the problem is the file itself, e.g. it cannot be opened).
    public var position: FilePosition?
    /// The path of the file.
    public var path: String
    /// The key the diagnostic is about; nil for a problem of the file itself.
    public var key: String?
    /// The locale of the value (`es-419`); nil when the diagnostic is not about one locale.
    public var locale: String?
    /// The text of the value the diagnostic points into (for the caret line).
    public var value: String?

    /// Places `diagnostic` in the file at `path`; the position, key, locale and value are nil when unknown.
    public init(_ diagnostic: Diagnostic, path: String, position: FilePosition? = nil, key: String? = nil,
                locale: String? = nil, value: String? = nil) {
        self.diagnostic = diagnostic
        self.path = path
        self.position = position
        self.key = key
        self.locale = locale
        self.value = value
    }

    /// The diagnostic's severity.
    public var severity: Diagnostic.Severity { diagnostic.severity }

    /// `Localizable.xcstrings:214:23: error: … [key "…", locale es]`.
    public var description: String {
        var s = (position?.description ?? path) + ": \(diagnostic.severity.rawValue): \(diagnostic.message)"
        var context: [String] = []
        if let key { context.append("key \"\(key)\"") }
        if let locale { context.append("locale \(locale)") }
        if !context.isEmpty { s += " [" + context.joined(separator: ", ") + "]" }
        return s
    }
}

/// A catalog file that cannot be read at all: what is wrong and where.
public struct CatalogReadError: Error, Sendable, CustomStringConvertible {
    /// What is wrong (may span several lines, e.g. a list of catalogs).
    public var message: String
    /// Where in the file; nil when the problem is the file as a whole (missing, not a catalog).
    public var position: FilePosition?
    /// The path of the file (or folder) as given.
    public var path: String
    /// How to fix it, when there is something to suggest.
    public var hint: String?

    /// Makes an error about the file at `path`; `position` and `hint` are nil unless given.
    public init(_ message: String, path: String, position: FilePosition? = nil, hint: String? = nil) {
        self.message = message
        self.path = path
        self.position = position
        self.hint = hint
    }

    public var description: String {
        // A message of several lines (a list) takes its hint on a line of its own.
        let hintText = hint.map { message.contains("\n") ? "\n  hint: \($0)" : " (\($0))" } ?? ""
        return (position?.description ?? path) + ": error: " + message + hintText
    }
}

/// Decodes one Unicode scalar from UTF-8 bytes; a malformed sequence is U+FFFD and one byte long, so a reader
/// always moves forward.
enum UTF8Scalar {
    static func decode<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes, at k: Int, end: Int) -> (Unicode.Scalar, Int)
    where Bytes.Index == Int {
        let b0 = UInt32(bytes[k])
        if b0 < 0x80 { return (Unicode.Scalar(UInt8(b0)), 1) }
        let length = b0 >= 0xF0 ? 4 : b0 >= 0xE0 ? 3 : b0 >= 0xC0 ? 2 : 0
        guard length > 0, k + length <= end else { return ("\u{FFFD}", 1) }
        var value = b0 & (0x7F >> UInt32(length))
        for j in 1..<length {
            let b = UInt32(bytes[k + j])
            guard b & 0xC0 == 0x80 else { return ("\u{FFFD}", 1) }
            value = value << 6 | (b & 0x3F)
        }
        let minimum: UInt32 = length == 2 ? 0x80 : length == 3 ? 0x800 : 0x10000
        guard value >= minimum, let scalar = Unicode.Scalar(value) else { return ("\u{FFFD}", 1) }
        return (scalar, length)
    }

    /// The offset of the first byte that does not start a valid UTF-8 sequence, or nil when there is none.
    static func firstInvalid(in bytes: [UInt8]) -> Int? {
        var k = 0
        while k < bytes.count {
            if bytes[k] < 0x80 { k += 1; continue }
            let (scalar, length) = decode(bytes, at: k, end: bytes.count)
            // U+FFFD written in the file is three bytes; a sequence that is not UTF-8 decodes to it in one.
            if scalar == "\u{FFFD}", length == 1 { return k }
            k += length
        }
        return nil
    }
}
