import Foundation

/// Reads an Xcode String Catalog (`Name.xcstrings`): UTF-8 JSON holding every language of one table.
///
/// A file that is not JSON (or not a catalog) throws one ``CatalogReadError`` with its position; a key whose
/// shape is wrong is reported in ``Catalog/problems`` and the other keys are still read.
public enum StringCatalogReader {
    /// Reads the catalog at `path`.
    public static func read(path: String) throws -> Catalog {
        try read(bytes: try CatalogFiles.bytes(of: path), path: path, pieces: defaultPieces)
    }

    /// Pieces for parallel reading: a few per core, so a core that is also busy elsewhere does not hold the rest up.
    static var defaultPieces: Int { ProcessInfo.processInfo.activeProcessorCount * 8 }

    /// The entries of a piece of the keys and the problems found in them.
    typealias PieceSlot = (entries: [CatalogEntry], problems: [CatalogDiagnostic])

    /// Reads a catalog from its bytes; `path` names it in positions and is the table name's source.
    public static func read(data: Data, path: String) throws -> Catalog {
        try read(bytes: [UInt8](data), path: path, pieces: defaultPieces)
    }

    /// Reads a catalog from its bytes, with the keys cut in up to `pieces` pieces read in parallel.
    static func read(bytes: [UInt8], path: String, pieces: Int) throws -> Catalog {
        let source = CatalogSource(path: path, bytes: bytes)
        let root: PositionedJSON
        // The keys of "strings", read and converted in parallel (nil when the last "strings" is not an object).
        var parsedStrings: [PieceSlot]?
        do {
            root = try JSONTextReader.parse(source.bytes) { key, _, reader in
                guard key == "strings" else { return nil }
                reader.skipWhitespace()
                guard reader.i < reader.bytes.count, reader.bytes[reader.i] == UInt8(ascii: "{") else {
                    parsedStrings = nil
                    return nil
                }
                let start = reader.i
                parsedStrings = try entries(&reader, source: source, pieces: pieces)
                return PositionedJSON(value: .object([]), offset: start)
            }
        } catch let f as JSONTextReader.Failure {
            throw CatalogReadError("not valid JSON: " + f.message, path: path, position: source.position(ofByte: f.offset),
                                   hint: f.hint)
        }
        var reader = Reader(source: source)
        guard case .object = root.value else {
            throw CatalogReadError("a String Catalog is a JSON object with \"sourceLanguage\" and \"strings\", not \(root.kindName)",
                                   path: path, position: source.position(ofByte: root.offset))
        }
        let sourceLanguage = root["sourceLanguage"]?.string ?? "en"
        if root["sourceLanguage"]?.string == nil {
            reader.problem(.warning, "catalog.source-language", "the catalog has no \"sourceLanguage\"; assuming en",
                           at: root.offset, hint: "add \"sourceLanguage\" : \"en\" (or the language the keys are written in)")
        }
        var table = CatalogTable(name: CatalogFiles.tableName(of: path))
        if let strings = root["strings"] {
            if let parsedStrings {
                table.reserveCapacity(adding: parsedStrings.reduce(0) { $0 + $1.entries.count })
                for (entries, problems) in parsedStrings {
                    entries.forEach { table.add($0) }
                    reader.problems += problems
                }
            } else {
                reader.problem(.error, "catalog.shape", "\"strings\" must be an object of keys, not \(strings.kindName)", at: strings.offset)
            }
        } else {
            reader.problem(.error, "catalog.shape", "the catalog has no \"strings\" object", at: root.offset)
        }
        return Catalog(path: path, format: .stringCatalog, developmentLanguage: sourceLanguage, tables: [table],
                       problems: reader.problems)
    }

    /// Reads the object of keys at the reader's `{` (the value of "strings") and converts each key, leaving the
    /// reader after its `}`. Keys are independent: a big catalog is cut at lines that start a key (a line break,
    /// the first key's indentation, a quote), the pieces are read and converted in parallel, and each cut is
    /// checked: the piece before it must end with a `,` right there. The first piece starts at the first key, so
    /// by induction every accepted cut is a key of this object; from a piece that does not fit (or that has a
    /// syntax error) on, the rest is read in order, as the whole file would be, so errors are the same.
    static func entries(_ reader: inout JSONTextReader, source: CatalogSource, pieces: Int) throws -> [PieceSlot] {
        let bytes = reader.bytes
        reader.i += 1
        reader.skipWhitespace()
        if reader.i < bytes.count, bytes[reader.i] == UInt8(ascii: "}") { reader.i += 1; return [] }
        let cuts = Self.cuts(bytes, firstKey: reader.i, pieces: pieces)
        /// Reads and converts from `start` to the closing `}` or to the key at `stop`.
        func piece(from start: Int, stop: Int?) throws -> (slot: PieceSlot, end: JSONTextReader.MembersEnd, after: Int) {
            var pieceReader = JSONTextReader(bytes: bytes, at: start)
            var converter = Reader(source: source)
            var entries: [CatalogEntry] = []
            let end = try pieceReader.members(stop: stop) { key, keyOffset, r in
                let value = try r.value(depth: 2)
                if let entry = converter.entry(key, keyOffset: keyOffset, value) { entries.append(entry) }
            }
            return ((entries, converter.problems), end, pieceReader.i)
        }
        guard cuts.count > 1 else {
            let (slot, _, after) = try piece(from: reader.i, stop: nil)
            reader.i = after
            return [slot]
        }
        // A piece that fails is read again in order below, where its error is thrown.
        let results = Parallel.map(cuts.count) { c in try? piece(from: cuts[c], stop: c + 1 < cuts.count ? cuts[c + 1] : nil) }
        var slots: [PieceSlot] = []
        for (c, result) in results.enumerated() {
            switch result?.end {
            case .stop?:
                slots.append(result!.slot)
            case .closed?:
                slots.append(result!.slot)
                reader.i = result!.after
                return slots
            case .overshot?, nil:
                let (slot, _, after) = try piece(from: cuts[c], stop: nil)
                slots.append(slot)
                reader.i = after
                return slots
            }
        }
        // The last piece has no stop: it ends closed, overshot never; unreachable.
        return slots
    }

    /// Up to `pieces` offsets where a key of the object starting at `firstKey` may start: `firstKey`, then the
    /// first line after each even share of the rest that starts with the first key's indentation and a quote.
    /// Only `firstKey` when it is not alone at the start of its line.
    static func cuts(_ bytes: UnsafeBufferPointer<UInt8>, firstKey: Int, pieces: Int) -> [Int] {
        guard firstKey < bytes.count, bytes.count - firstKey > 1 << 16, bytes[firstKey] == UInt8(ascii: "\"") else { return [firstKey] }
        var lineStart = firstKey
        while lineStart > 0, bytes[lineStart - 1] == 0x20 || bytes[lineStart - 1] == 0x09 { lineStart -= 1 }
        guard lineStart > 0, bytes[lineStart - 1] == 0x0A else { return [firstKey] }
        let indent = firstKey - lineStart
        var cuts = [firstKey]
        for p in 1..<max(1, pieces) {
            var at = max(firstKey + (bytes.count - firstKey) / pieces * p, cuts.last! + 1)
            var found: Int?
            while at < bytes.count, let newline = memchr(bytes.baseAddress! + at, 0x0A, bytes.count - at) {
                let next = bytes.baseAddress!.distance(to: newline.assumingMemoryBound(to: UInt8.self)) + 1
                if next + indent < bytes.count, bytes[next + indent] == UInt8(ascii: "\""),
                   (next..<(next + indent)).allSatisfy({ bytes[$0] == bytes[lineStart + $0 - next] }) {
                    found = next + indent
                    break
                }
                at = next
            }
            guard let found else { break }
            cuts.append(found)
        }
        return cuts
    }

    private struct Reader {
        let source: CatalogSource
        var problems: [CatalogDiagnostic] = []
        var key: String?
        var locale: String?

        mutating func problem(_ severity: Diagnostic.Severity, _ code: String, _ message: String, at offset: Int, hint: String? = nil) {
            problems.append(CatalogDiagnostic(Diagnostic(severity, code: code, message, hint: hint), path: source.path,
                                              position: source.position(ofByte: offset), key: key, locale: locale))
        }

        mutating func entry(_ key: String, keyOffset: Int, _ node: PositionedJSON) -> CatalogEntry? {
            self.key = key
            locale = nil
            guard case .object = node.value else {
                problem(.error, "catalog.shape", "a key's entry must be an object, not \(node.kindName)", at: node.offset)
                return nil
            }
            var entry = CatalogEntry(key: key, keyPosition: (source, keyOffset), comment: node["comment"]?.string)
            if case .bool(let b)? = node["shouldTranslate"]?.value { entry.shouldTranslate = b }
            if let localizations = node["localizations"] {
                guard case .object(let members) = localizations.value else {
                    problem(.error, "catalog.shape", "\"localizations\" must be an object, not \(localizations.kindName)", at: localizations.offset)
                    return entry
                }
                entry.localizations.reserveCapacity(members.count)
                for member in members {
                    locale = member.key
                    if let l = localization(member.key, member.value) { entry.localizations[member.key] = l }
                }
                locale = nil
            }
            return entry
        }

        mutating func localization(_ locale: String, _ node: PositionedJSON) -> CatalogLocalization? {
            guard let variants = variants(node, path: { "localizations.\(locale)" }) else { return nil }
            var substitutions: [CatalogSubstitution] = []
            if let subs = node["substitutions"] {
                if case .object(let members) = subs.value {
                    for m in members {
                        if let s = substitution(m.key, m.value) { substitutions.append(s) }
                    }
                } else {
                    problem(.error, "catalog.shape", "\"substitutions\" must be an object, not \(subs.kindName)", at: subs.offset)
                }
            }
            return CatalogLocalization(locale: locale, variants: variants, substitutions: substitutions)
        }

        mutating func substitution(_ name: String, _ node: PositionedJSON) -> CatalogSubstitution? {
            var argNum: Int?
            if let a = node["argNum"] {
                if case .number(let n) = a.value, n >= 1, n <= 1000, n.rounded() == n { argNum = Int(n) } else {
                    problem(.error, "catalog.arg-num", "\"argNum\" of substitution \(name) must be a whole number from 1",
                            at: a.offset)
                }
            }
            let spec = node["formatSpecifier"]?.string ?? "@"
            guard let variants = variants(node, path: { "substitutions.\(name)" }) else { return nil }
            return CatalogSubstitution(name: name, argumentNumber: argNum, formatSpecifier: spec, variants: variants)
        }

        /// A `stringUnit`, or `variations` (plural / device, nested). `path` names the node in messages (written
        /// only for a message).
        mutating func variants(_ node: PositionedJSON, path: () -> String) -> CatalogVariants? {
            guard case .object = node.value else {
                problem(.error, "catalog.shape", "\(path()) must be an object, not \(node.kindName)", at: node.offset)
                return nil
            }
            if let unit = node["stringUnit"] {
                guard let value = unit["value"] else {
                    problem(.error, "catalog.shape", "\(path()).stringUnit has no \"value\"", at: unit.offset,
                            hint: "add \"value\" : \"…\"")
                    return nil
                }
                guard case .string(let text, let range) = value.value else {
                    problem(.error, "catalog.shape", "\(path()).stringUnit.value must be a string, not \(value.kindName)", at: value.offset)
                    return nil
                }
                return .value(CatalogValue(text: text, source: source, rawRange: range, escaping: .json,
                                           state: unit["state"]?.string))
            }
            if let variations = node["variations"] {
                if let plural = variations["plural"] {
                    guard let cases = cases(plural, path: { path() + ".variations.plural" }, allowed: CatalogFiles.pluralCategories)
                    else { return nil }
                    return .plural(cases.map { ($0.0, $0.1) })
                }
                if let device = variations["device"] {
                    guard let cases = cases(device, path: { path() + ".variations.device" }, allowed: nil) else { return nil }
                    return .device(cases.map { ($0.0, $0.1) })
                }
                problem(.error, "catalog.shape", "\(path()).variations has neither \"plural\" nor \"device\"", at: variations.offset)
                return nil
            }
            // A substitution-only localization has a stringUnit; a key may also have an empty localization object.
            problem(.error, "catalog.shape", "\(path()) has no \"stringUnit\" and no \"variations\"", at: node.offset)
            return nil
        }

        mutating func cases(_ node: PositionedJSON, path: () -> String, allowed: [String]?) -> [(String, CatalogVariants)]? {
            guard case .object(let members) = node.value else {
                problem(.error, "catalog.shape", "\(path()) must be an object, not \(node.kindName)", at: node.offset)
                return nil
            }
            var out: [(String, CatalogVariants)] = []
            for m in members {
                if let allowed, !allowed.contains(m.key) {
                    problem(.error, "catalog.plural-category", "'\(m.key)' is not a plural category",
                            at: m.keyOffset, hint: "use zero, one, two, few, many or other")
                    continue
                }
                if let v = variants(m.value, path: { path() + ".\(m.key)" }) { out.append((m.key, v)) }
            }
            return out.isEmpty ? nil : out
        }
    }
}

/// File helpers the readers share.
enum CatalogFiles {
    static let pluralCategories = ["zero", "one", "two", "few", "many", "other"]

    /// The file's bytes read straight into an array (one copy, not two as through `Data`), or the read error
    /// ``contents(of:)`` gives.
    static func bytes(of path: String) throws -> [UInt8] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw CatalogReadError("no such file", path: path)
        }
        if isDirectory.boolValue { throw CatalogReadError("is a folder, not a file", path: path) }
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw CatalogReadError("cannot read the file", path: path, hint: "check its permissions") }
        defer { close(fd) }
        var info = stat()
        let size = fstat(fd, &info) == 0 && info.st_mode & S_IFMT == S_IFREG ? Int(info.st_size) : -1
        guard size >= 0 else { return [UInt8](try contents(of: path)) }
        // A big file is read in parallel pieces (the copy and the page faults are shared by the cores), then one
        // byte past its size is asked for: a file that grew or shrank since is read the usual way.
        let pieces = size < 1 << 20 ? 1 : ProcessInfo.processInfo.activeProcessorCount * 2
        var changed = false, failed = false
        let bytes = [UInt8](unsafeUninitializedCapacity: size + 1) { buffer, count in
            let base = buffer.baseAddress!
            let results = Parallel.map(pieces) { p in readFully(fd, into: base, from: size * p / pieces, to: size * (p + 1) / pieces) }
            if results.contains(.failed) { failed = true; return }
            guard results.allSatisfy({ $0 == .complete }) else { changed = true; return }
            count = size
            switch readFully(fd, into: base, from: size, to: size + 1) {
            case .complete: changed = true
            case .failed: failed = true
            case .short: break
            }
        }
        if failed { throw CatalogReadError("cannot read the file", path: path, hint: "check its permissions") }
        return changed ? [UInt8](try contents(of: path)) : bytes
    }

    enum PieceRead: Sendable { case complete, short, failed }

    /// Reads bytes `from..<to` of the file into `base + from`: complete, cut short by the end of the file, or failed.
    static func readFully(_ fd: Int32, into base: UnsafeMutablePointer<UInt8>, from: Int, to: Int) -> PieceRead {
        var at = from
        while at < to {
            let n = pread(fd, base + at, to - at, off_t(at))
            if n > 0 { at += n } else if n == 0 { return .short } else if errno != EINTR { return .failed }
        }
        return .complete
    }

    /// The file's bytes, or a read error naming it.
    static func contents(of path: String) throws -> Data {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw CatalogReadError("no such file", path: path)
        }
        if isDirectory.boolValue { throw CatalogReadError("is a folder, not a file", path: path) }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CatalogReadError("cannot read the file", path: path, hint: "check its permissions")
        }
        return data
    }

    /// `es.lproj/Localizable.strings` → `Localizable`.
    static func tableName(of path: String) -> String {
        let file = (path as NSString).lastPathComponent
        return (file as NSString).deletingPathExtension
    }

    /// `…/es-419.lproj/Localizable.strings` → `es-419`; nil when the file is not in an `.lproj` folder.
    static func lprojLocale(of path: String) -> String? {
        let folder = ((path as NSString).deletingLastPathComponent as NSString).lastPathComponent
        guard folder.hasSuffix(".lproj") else { return nil }
        return String(folder.dropLast(".lproj".count))
    }
}
