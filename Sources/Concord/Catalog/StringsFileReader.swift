import Foundation

/// Reads a `.strings` file: `"key" = "value";` pairs in UTF-8 or UTF-16 (either byte order, with its BOM),
/// `/* */` and `//` comments, every escape (`\"`, `\\`, `\n`, `\t`, `\r`, `\U20AC`, octal `\033`), unquoted
/// keys and values.
///
/// An encoding problem (a truncated UTF-16 file, bytes that are not UTF-8) throws one ``CatalogReadError``; a
/// broken pair is reported in ``Catalog/problems`` and reading resumes at the next line.
public enum StringsFileReader {
    /// Reads the file at `path` (its table is the file name; its locale, the `.lproj` folder it is in).
    public static func read(path: String, locale: String? = nil) throws -> Catalog {
        try read(data: try CatalogFiles.contents(of: path), path: path, locale: locale)
    }

    /// Reads a `.strings` file from its bytes.
    public static func read(data: Data, path: String, locale: String? = nil) throws -> Catalog {
        let locale = locale ?? CatalogFiles.lprojLocale(of: path) ?? "en"
        let (table, problems) = try table(data: data, path: path, locale: locale)
        return Catalog(path: path, format: .strings, developmentLanguage: locale, tables: [table], problems: problems)
    }

    /// The table in `data`, with the problems found in it.
    static func table(data: Data, path: String, locale: String) throws -> (CatalogTable, [CatalogDiagnostic]) {
        let source = CatalogSource(path: path, bytes: try utf8Bytes(of: [UInt8](data), path: path))
        var parser = Parser(source: source, locale: locale)
        parser.parse()
        return (parser.table, parser.problems)
    }

    /// The text as UTF-8: UTF-16 with a BOM is transcoded, a UTF-8 BOM dropped, invalid UTF-8 refused.
    static func utf8Bytes(of bytes: [UInt8], path: String) throws -> [UInt8] {
        if bytes.count >= 2, (bytes[0] == 0xFF && bytes[1] == 0xFE) || (bytes[0] == 0xFE && bytes[1] == 0xFF) {
            let littleEndian = bytes[0] == 0xFF
            if bytes.count % 2 != 0 {
                throw CatalogReadError("the UTF-16 file ends in the middle of a character (an odd number of bytes)",
                                       path: path, hint: "the file is truncated; save it again as UTF-16 or UTF-8")
            }
            var units: [UInt16] = []
            units.reserveCapacity(bytes.count / 2 - 1)
            var k = 2
            while k + 1 < bytes.count {
                units.append(littleEndian ? UInt16(bytes[k]) | UInt16(bytes[k + 1]) << 8 : UInt16(bytes[k]) << 8 | UInt16(bytes[k + 1]))
                k += 2
            }
            var out: [UInt8] = []
            out.reserveCapacity(units.count)
            var iterator = units.makeIterator()
            var decoder = UTF16()
            var line = 1
            loop: while true {
                switch decoder.decode(&iterator) {
                case .scalarValue(let s):
                    if s == "\n" { line += 1 }
                    out.append(contentsOf: String(s).utf8)
                case .emptyInput: break loop
                case .error:
                    let column = String(decoding: out[(out.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0)...], as: UTF8.self).count + 1
                    throw CatalogReadError("a lone UTF-16 surrogate (half of a character)", path: path,
                                           position: FilePosition(path: path, line: line, column: column),
                                           hint: "the file is damaged or truncated")
                }
            }
            return out
        }
        var start = 0
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { start = 3 }
        let body = Array(bytes[start...])
        if let k = UTF8Scalar.firstInvalid(in: body) {
            let source = CatalogSource(path: path, bytes: body)
            throw CatalogReadError(body.contains(0) ? "the file is neither UTF-8 nor UTF-16 with a byte-order mark"
                                                    : "bytes that are not UTF-8",
                                   path: path, position: source.position(ofByte: k),
                                   hint: "save the file as UTF-8, or as UTF-16 with a BOM")
        }
        return body
    }

    /// Unescapes `.strings` literal content, calling `emit` with each scalar and the byte offset where it is
    /// written. `\U`/`\u` take four hex digits (UTF-16 code units; a surrogate pair is two escapes); `\0`–`\377`
    /// are octal; any other escaped character stands for itself.
    static func unescape<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes, _ range: Range<Int>,
                                                               _ emit: (Unicode.Scalar, Int) -> Void) where Bytes.Index == Int {
        func hex4(_ k: Int) -> UInt32? {
            guard k + 4 <= range.upperBound else { return nil }
            var v: UInt32 = 0
            for j in k..<(k + 4) {
                guard let h = JSONTextReader.hexValue(bytes[j]) else { return nil }
                v = v * 16 + h
            }
            return v
        }
        var k = range.lowerBound
        while k < range.upperBound {
            let b = bytes[k]
            guard b == UInt8(ascii: "\\"), k + 1 < range.upperBound else {
                let (scalar, length) = UTF8Scalar.decode(bytes, at: k, end: range.upperBound)
                emit(scalar, k)
                k += length
                continue
            }
            let start = k
            let e = bytes[k + 1]
            k += 2
            switch e {
            case UInt8(ascii: "n"): emit("\n", start)
            case UInt8(ascii: "t"): emit("\t", start)
            case UInt8(ascii: "r"): emit("\r", start)
            case UInt8(ascii: "a"): emit("\u{07}", start)
            case UInt8(ascii: "b"): emit("\u{08}", start)
            case UInt8(ascii: "f"): emit("\u{0C}", start)
            case UInt8(ascii: "v"): emit("\u{0B}", start)
            case UInt8(ascii: "U"), UInt8(ascii: "u"):
                guard let v = hex4(k) else { emit(Unicode.Scalar(e), start); continue }
                k += 4
                if (0xD800..<0xDC00).contains(v), k + 1 < range.upperBound, bytes[k] == UInt8(ascii: "\\"),
                   bytes[k + 1] == UInt8(ascii: "U") || bytes[k + 1] == UInt8(ascii: "u"),
                   let low = hex4(k + 2), (0xDC00..<0xE000).contains(low) {
                    k += 6
                    emit(Unicode.Scalar(0x10000 + ((v - 0xD800) << 10) + (low - 0xDC00)) ?? "\u{FFFD}", start)
                } else {
                    emit(Unicode.Scalar(v) ?? "\u{FFFD}", start)
                }
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                var v = UInt32(e - 0x30)
                var digits = 1
                while digits < 3, k < range.upperBound, (0x30...0x37).contains(bytes[k]) {
                    v = v * 8 + UInt32(bytes[k] - 0x30)
                    k += 1
                    digits += 1
                }
                emit(Unicode.Scalar(v) ?? "\u{FFFD}", start)
            default:
                // An escaped non-ASCII character stands for itself, whole.
                let (scalar, length) = UTF8Scalar.decode(bytes, at: start + 1, end: range.upperBound)
                k = start + 1 + length
                emit(scalar, start)
            }
        }
    }

    /// Whether `b` may appear in an unquoted word (letters, digits, `_ . $ : / -`, and any non-ASCII byte).
    static func isWordByte(_ b: UInt8) -> Bool {
        switch b {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "$"), UInt8(ascii: ":"), UInt8(ascii: "/"), UInt8(ascii: "-"):
            return true
        default:
            return b >= 0x80
        }
    }

    private struct Parser {
        let source: CatalogSource
        let locale: String
        var table: CatalogTable
        var problems: [CatalogDiagnostic] = []
        var i = 0
        var bytes: [UInt8] { source.bytes }

        init(source: CatalogSource, locale: String) {
            self.source = source
            self.locale = locale
            table = CatalogTable(name: CatalogFiles.tableName(of: source.path))
        }

        struct Failure: Error { var message: String; var offset: Int; var hint: String?; var resumeAt: Int? = nil }

        mutating func parse() {
            while true {
                do {
                    try skipTrivia()
                    guard i < bytes.count else { return }
                    try pair()
                } catch let f as Failure {
                    problems.append(CatalogDiagnostic(Diagnostic(.error, code: "strings.syntax", f.message, hint: f.hint),
                                                      path: source.path, position: source.position(ofByte: f.offset),
                                                      locale: locale))
                    // Resume at the next line (or where the next pair visibly starts): one broken pair does not
                    // hide the others.
                    if let resume = f.resumeAt { i = resume } else { while i < bytes.count, bytes[i] != 0x0A { i += 1 } }
                } catch {}
            }
        }

        mutating func skipTrivia() throws {
            while i < bytes.count {
                let b = bytes[i]
                if b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D || b == 0x0C || b == 0x0B { i += 1; continue }
                if b == UInt8(ascii: "/"), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "*") {
                    let open = i
                    i += 2
                    while i + 1 < bytes.count, !(bytes[i] == UInt8(ascii: "*") && bytes[i + 1] == UInt8(ascii: "/")) { i += 1 }
                    guard i + 1 < bytes.count else {
                        i = bytes.count
                        throw Failure(message: "this /* comment is never closed", offset: open, hint: "add */")
                    }
                    i += 2
                    continue
                }
                if b == UInt8(ascii: "/"), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "/") {
                    while i < bytes.count, bytes[i] != 0x0A { i += 1 }
                    continue
                }
                return
            }
        }

        /// A quoted or unquoted string: its text and content range.
        mutating func string(_ what: String) throws -> (String, Range<Int>) {
            guard i < bytes.count else { throw Failure(message: "the file ends where a \(what) was expected", offset: i) }
            if bytes[i] == UInt8(ascii: "\"") {
                let open = i
                i += 1
                let start = i
                var escaped = false
                while i < bytes.count {
                    let b = bytes[i]
                    if b == UInt8(ascii: "\\") { escaped = true; i += 2; continue }
                    if b == UInt8(ascii: "\"") { break }
                    i += 1
                }
                guard i < bytes.count else {
                    i = bytes.count
                    throw Failure(message: "this \(what) is never closed", offset: open, hint: "add the closing \" (write \\\" for a quote inside it)")
                }
                let range = start..<i
                i += 1
                if !escaped { return (String(decoding: bytes[range], as: UTF8.self), range) }
                var scalars = String.UnicodeScalarView()
                StringsFileReader.unescape(bytes, range) { s, _ in scalars.append(s) }
                return (String(scalars), range)
            }
            let start = i
            while i < bytes.count, StringsFileReader.isWordByte(bytes[i]) { i += 1 }
            guard i > start else {
                let found = String(decoding: [bytes[i]], as: UTF8.self)
                throw Failure(message: "expected a quoted \(what) but found '\(found)'", offset: i,
                              hint: "quote it: \"…\"")
            }
            return (String(decoding: bytes[start..<i], as: UTF8.self), start..<i)
        }

        mutating func pair() throws {
            let keyOffset = i
            let (key, keyRange) = try string("key")
            try skipTrivia()
            var value = (key, keyRange)
            var valueEnd = i
            if i < bytes.count, bytes[i] == UInt8(ascii: "=") {
                i += 1
                try skipTrivia()
                value = try string("value")
                valueEnd = i
                try skipTrivia()
            }
            guard i < bytes.count, bytes[i] == UInt8(ascii: ";") else {
                // A missing `;` is reported where it belongs; a pair starting on a later line is read normally.
                let nextLineStarts = bytes[valueEnd..<i].contains(0x0A)
                throw Failure(message: "expected ';' after the value of \"\(key)\"", offset: valueEnd, hint: "end each pair with ;",
                              resumeAt: nextLineStarts ? i : nil)
            }
            i += 1
            let v = CatalogValue(text: value.0, source: source, rawRange: value.1, escaping: .strings)
            if table[key] != nil {
                problems.append(CatalogDiagnostic(Diagnostic(.warning, code: "strings.duplicate-key",
                                                             "the key \"\(key)\" is defined again; the last value wins"),
                                                  path: source.path, position: source.position(ofByte: keyOffset),
                                                  key: key, locale: locale))
            }
            table.add(CatalogEntry(key: key, keyPosition: (source, keyOffset),
                                   localizations: [locale: CatalogLocalization(locale: locale, variants: .value(v))]))
        }
    }
}
