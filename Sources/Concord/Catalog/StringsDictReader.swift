import Foundation

/// Reads a `.stringsdict` file: Foundation's `PropertyListSerialization` parses the property list, and a light
/// scan of the XML finds where each key and string is written, so every value keeps its position.
///
/// Each top-level key is a dictionary with `NSStringLocalizedFormatKey` (the text, using `%#@var@` or
/// `%2$#@var@`) and one dictionary per variable (`NSStringFormatSpecTypeKey` = `NSStringPluralRuleType`,
/// `NSStringFormatValueTypeKey` = the specifier used inside the variants, and the plural categories).
public enum StringsDictReader {
    /// Reads the file at `path`.
    public static func read(path: String, locale: String? = nil) throws -> Catalog {
        try read(data: try CatalogFiles.contents(of: path), path: path, locale: locale)
    }

    /// Reads a `.stringsdict` from its bytes.
    public static func read(data: Data, path: String, locale: String? = nil) throws -> Catalog {
        let locale = locale ?? CatalogFiles.lprojLocale(of: path) ?? "en"
        let (table, problems) = try table(data: data, path: path, locale: locale)
        return Catalog(path: path, format: .stringsdict, developmentLanguage: locale, tables: [table], problems: problems)
    }

    static func table(data: Data, path: String, locale: String) throws -> (CatalogTable, [CatalogDiagnostic]) {
        var bytes = [UInt8](data)
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { bytes.removeFirst(3) }
        let source = CatalogSource(path: path, bytes: bytes)
        let scan = PlistPositionScan(source.bytes)
        let plist: Any
        do {
            plist = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            let position = scan.failure.map { source.position(ofByte: $0.offset) } ?? source.position(ofByte: 0)
            let message = scan.failure?.message ?? "not a valid property list"
            throw CatalogReadError(message, path: path, position: position,
                                   hint: scan.failure == nil ? "Foundation says: \((error as NSError).localizedDescription)" : nil)
        }
        guard let root = plist as? [String: Any] else {
            throw CatalogReadError("a .stringsdict is a dictionary of keys at its top level", path: path,
                                   position: source.position(ofByte: 0))
        }
        var problems: [CatalogDiagnostic] = []
        func problem(_ message: String, _ path: [String], key: String, hint: String? = nil) {
            let offset = scan.keyOffsets[PlistPositionScan.join(path)] ?? 0
            problems.append(CatalogDiagnostic(Diagnostic(.error, code: "stringsdict.shape", message, hint: hint),
                                              path: source.path, position: source.position(ofByte: offset), key: key, locale: locale))
        }
        func value(_ text: String, _ path: [String]) -> CatalogValue {
            // A value the scan did not place (a binary plist) points at the start of the file.
            let range = scan.stringRanges[PlistPositionScan.join(path)] ?? 0..<0
            return CatalogValue(text: text, source: source, rawRange: range, escaping: .xml)
        }
        var table = CatalogTable(name: CatalogFiles.tableName(of: path))
        for key in scan.order(of: [], among: Array(root.keys)) {
            guard let dict = root[key] as? [String: Any] else {
                problem("the key \"\(key)\" must hold a dictionary with NSStringLocalizedFormatKey", [key], key: key)
                continue
            }
            guard let format = dict["NSStringLocalizedFormatKey"] as? String else {
                problem("the key \"\(key)\" has no NSStringLocalizedFormatKey string", [key], key: key,
                        hint: "add <key>NSStringLocalizedFormatKey</key><string>%#@items@</string>")
                continue
            }
            var substitutions: [CatalogSubstitution] = []
            for name in scan.order(of: [key], among: Array(dict.keys)) where name != "NSStringLocalizedFormatKey" {
                guard let variable = dict[name] as? [String: Any] else { continue }
                let type = variable["NSStringFormatSpecTypeKey"] as? String
                guard type == "NSStringPluralRuleType" else {
                    problem("variable \(name) has NSStringFormatSpecTypeKey \(type.map { "'\($0)'" } ?? "missing"); Concord reads NSStringPluralRuleType",
                            [key, name], key: key)
                    continue
                }
                var cases: [(category: String, variants: CatalogVariants)] = []
                for category in scan.order(of: [key, name], among: Array(variable.keys)) where CatalogFiles.pluralCategories.contains(category) {
                    guard let text = variable[category] as? String else { continue }
                    cases.append((category, .value(value(text, [key, name, category]))))
                }
                guard !cases.isEmpty else {
                    problem("variable \(name) has no plural variants", [key, name], key: key, hint: "add <key>one</key> and <key>other</key>")
                    continue
                }
                substitutions.append(CatalogSubstitution(name: name, argumentNumber: nil,
                                                         formatSpecifier: variable["NSStringFormatValueTypeKey"] as? String ?? "@",
                                                         variants: .plural(cases)))
            }
            let localization = CatalogLocalization(locale: locale, variants: .value(value(format, [key, "NSStringLocalizedFormatKey"])),
                                                   substitutions: substitutions)
            table.add(CatalogEntry(key: key, keyPosition: (source, scan.keyOffsets[PlistPositionScan.join([key])] ?? 0),
                                   localizations: [locale: localization]))
        }
        return (table, problems)
    }
}

/// Where each `<key>` and `<string>` of an XML property list is written, by its path of dictionary keys; and
/// the first thing that is not well-formed, for a clear error when Foundation refuses the file.
struct PlistPositionScan {
    /// Path → byte offset of the `<key>` element naming it.
    var keyOffsets: [String: Int] = [:]
    /// Path → bytes of a `<string>` element's content.
    var stringRanges: [String: Range<Int>] = [:]
    /// Path → child keys in file order.
    var childOrder: [String: [String]] = [:]
    var failure: (message: String, offset: Int)?

    static func join(_ path: [String]) -> String { path.joined(separator: "\u{1F}") }

    /// `keys` in file order (keys the scan did not see last, sorted).
    func order(of path: [String], among keys: [String]) -> [String] {
        let seen = childOrder[Self.join(path)] ?? []
        let set = Set(keys)
        var out: [String] = []
        var used = Set<String>()
        for k in seen where set.contains(k) && used.insert(k).inserted { out.append(k) }
        return out + keys.filter { !used.contains($0) }.sorted()
    }

    init(_ bytes: [UInt8]) {
        var i = 0
        // Each open container: its path, and for a dictionary the key waiting for its value.
        var stack: [(path: [String], pendingKey: String?, isDictionary: Bool, count: Int)] = []
        var plistOpen = false
        func find(_ needle: [UInt8], from start: Int) -> Int? {
            guard !needle.isEmpty, bytes.count >= needle.count else { return nil }
            var k = start
            while k + needle.count <= bytes.count {
                if bytes[k] == needle[0], bytes[k..<(k + needle.count)].elementsEqual(needle) { return k }
                k += 1
            }
            return nil
        }
        /// The path of the value about to start in the innermost container.
        func valuePath() -> [String]? {
            guard let top = stack.last else { return [] }
            if top.isDictionary { return top.pendingKey.map { top.path + [$0] } }
            return top.path + [String(top.count)]
        }
        func consumeValue() {
            guard !stack.isEmpty else { return }
            stack[stack.count - 1].pendingKey = nil
            stack[stack.count - 1].count += 1
        }
        while i < bytes.count {
            guard let open = find([UInt8(ascii: "<")], from: i) else { break }
            i = open
            if bytes[i...].starts(with: Array("<!--".utf8)) {
                guard let end = find(Array("-->".utf8), from: i + 4) else { failure = ("this <!-- comment is never closed", i); return }
                i = end + 3
                continue
            }
            if bytes[i...].starts(with: Array("<?".utf8)) || bytes[i...].starts(with: Array("<!".utf8)) {
                guard let end = find([UInt8(ascii: ">")], from: i) else { failure = ("this <! … > is never closed", i); return }
                i = end + 1
                continue
            }
            guard let close = find([UInt8(ascii: ">")], from: i) else { failure = ("this tag is never closed", i); return }
            var name = String(decoding: bytes[(i + 1)..<close], as: UTF8.self)
            let tagStart = i
            i = close + 1
            let selfClosing = name.hasSuffix("/")
            if selfClosing { name.removeLast() }
            name = String(name.prefix { !$0.isWhitespace })
            if name.hasPrefix("/") {
                if name == "/plist" { plistOpen = false }
                if name == "/dict" || name == "/array" {
                    guard !stack.isEmpty else { failure = ("\(name) closes nothing", tagStart); return }
                    stack.removeLast()
                    consumeValue()
                }
                continue
            }
            switch name {
            case "plist":
                plistOpen = !selfClosing
                continue
            case "dict", "array":
                if selfClosing { consumeValue(); continue }
                guard let path = valuePath() else { failure = ("a value without a <key> before it", tagStart); return }
                stack.append((path, nil, name == "dict", 0))
            case "key", "string":
                if selfClosing {
                    if name == "string", let path = valuePath() { stringRanges[Self.join(path)] = i..<i }
                    if name == "string" { consumeValue() }
                    continue
                }
                let closing = Array("</\(name)>".utf8)
                // Skip CDATA sections: their text may hold anything.
                var k = i
                var end: Int?
                while let lt = find([UInt8(ascii: "<")], from: k) {
                    if bytes[lt...].starts(with: Array("<![CDATA[".utf8)) {
                        guard let cdataEnd = find(Array("]]>".utf8), from: lt) else { break }
                        k = cdataEnd + 3
                        continue
                    }
                    if bytes[lt...].starts(with: closing) { end = lt }
                    break
                }
                guard let contentEnd = end else { failure = ("<\(name)> is never closed with </\(name)>", tagStart); return }
                let range = i..<contentEnd
                i = contentEnd + closing.count
                if name == "key" {
                    guard let top = stack.last, top.isDictionary else { failure = ("<key> outside a <dict>", tagStart); return }
                    var text = String.UnicodeScalarView()
                    XMLText.unescape(bytes, range) { s, _ in text.append(s) }
                    let key = String(text)
                    stack[stack.count - 1].pendingKey = key
                    keyOffsets[Self.join(top.path + [key])] = tagStart
                    childOrder[Self.join(top.path), default: []].append(key)
                } else {
                    if let path = valuePath() { stringRanges[Self.join(path)] = range }
                    consumeValue()
                }
            default:
                // <integer>, <real>, <true/>, <date>, <data>: a value Concord does not read. Its text is skipped
                // with the tags around it, so no search for its closing tag is needed (one per tag would be
                // quadratic in a hostile file).
                consumeValue()
            }
        }
        if failure == nil, let open = stack.last {
            failure = ("a <\(open.isDictionary ? "dict" : "array")> is never closed (the file may be truncated)", bytes.count)
        } else if failure == nil, plistOpen {
            failure = ("the <plist> is never closed with </plist> (the file may be truncated)", bytes.count)
        }
    }
}

/// XML character data: entities and CDATA sections.
enum XMLText {
    /// Decodes XML content, calling `emit` with each scalar and the byte offset where it is written. `\r\n` is
    /// one `\n`, as XML parsers read it.
    static func unescape<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes, _ range: Range<Int>,
                                                               _ emit: (Unicode.Scalar, Int) -> Void) where Bytes.Index == Int {
        let cdataOpen = Array("<![CDATA[".utf8)
        var k = range.lowerBound
        var inCDATA = false
        while k < range.upperBound {
            let b = bytes[k]
            if inCDATA {
                if b == UInt8(ascii: "]"), k + 2 < range.upperBound, bytes[k + 1] == UInt8(ascii: "]"), bytes[k + 2] == UInt8(ascii: ">") {
                    inCDATA = false
                    k += 3
                    continue
                }
            } else if b == UInt8(ascii: "<"), k + cdataOpen.count <= range.upperBound,
                      bytes[k..<(k + cdataOpen.count)].elementsEqual(cdataOpen) {
                inCDATA = true
                k += cdataOpen.count
                continue
            } else if b == UInt8(ascii: "&") {
                var end = k + 1
                while end < range.upperBound, end - k < 12, bytes[end] != UInt8(ascii: ";") { end += 1 }
                if end < range.upperBound, bytes[end] == UInt8(ascii: ";") {
                    let name = String(decoding: bytes[(k + 1)..<end], as: UTF8.self)
                    var scalar: Unicode.Scalar?
                    switch name {
                    case "amp": scalar = "&"
                    case "lt": scalar = "<"
                    case "gt": scalar = ">"
                    case "quot": scalar = "\""
                    case "apos": scalar = "'"
                    default:
                        if name.hasPrefix("#x") || name.hasPrefix("#X") { scalar = UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init) }
                        else if name.hasPrefix("#") { scalar = UInt32(name.dropFirst()).flatMap(Unicode.Scalar.init) }
                    }
                    if let scalar {
                        emit(scalar, k)
                        k = end + 1
                        continue
                    }
                }
            }
            if b == 0x0D, k + 1 < range.upperBound, bytes[k + 1] == 0x0A { k += 1; continue }
            let (scalar, length) = UTF8Scalar.decode(bytes, at: k, end: range.upperBound)
            emit(scalar, k)
            k += length
        }
    }
}
