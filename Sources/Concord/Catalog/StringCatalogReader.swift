import Foundation

/// Reads an Xcode String Catalog (`Name.xcstrings`): UTF-8 JSON holding every language of one table.
///
/// A file that is not JSON (or not a catalog) throws one ``CatalogReadError`` with its position; a key whose
/// shape is wrong is reported in ``Catalog/problems`` and the other keys are still read.
public enum StringCatalogReader {
    /// Reads the catalog at `path`.
    public static func read(path: String) throws -> Catalog {
        try read(data: try CatalogFiles.contents(of: path), path: path)
    }

    /// Reads a catalog from its bytes; `path` names it in positions and is the table name's source.
    public static func read(data: Data, path: String) throws -> Catalog {
        let source = CatalogSource(path: path, bytes: [UInt8](data))
        let root: PositionedJSON
        do {
            root = try JSONTextReader.parse(source.bytes)
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
            if case .object(let members) = strings.value {
                // Keys are independent: big catalogs are converted in parallel chunks, then added in file order.
                let chunks = members.count < 512 ? 1 : ProcessInfo.processInfo.activeProcessorCount * 4
                let results = ChunkedReads(count: chunks)
                DispatchQueue.concurrentPerform(iterations: chunks) { c in
                    var chunkReader = Reader(source: source)
                    var entries: [CatalogEntry] = []
                    for member in members[(members.count * c / chunks)..<(members.count * (c + 1) / chunks)] {
                        if let entry = chunkReader.entry(member.key, keyOffset: member.keyOffset, member.value) { entries.append(entry) }
                    }
                    results.set(c, entries, chunkReader.problems)
                }
                for (entries, problems) in results.all {
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
                for member in members {
                    locale = member.key
                    if let l = localization(member.key, member.value) { entry.localizations[member.key] = l }
                }
                locale = nil
            }
            return entry
        }

        mutating func localization(_ locale: String, _ node: PositionedJSON) -> CatalogLocalization? {
            guard let variants = variants(node, path: "localizations.\(locale)") else { return nil }
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
            guard let variants = variants(node, path: "substitutions.\(name)") else { return nil }
            return CatalogSubstitution(name: name, argumentNumber: argNum, formatSpecifier: spec, variants: variants)
        }

        /// A `stringUnit`, or `variations` (plural / device, nested).
        mutating func variants(_ node: PositionedJSON, path: String) -> CatalogVariants? {
            guard case .object = node.value else {
                problem(.error, "catalog.shape", "\(path) must be an object, not \(node.kindName)", at: node.offset)
                return nil
            }
            if let unit = node["stringUnit"] {
                guard let value = unit["value"] else {
                    problem(.error, "catalog.shape", "\(path).stringUnit has no \"value\"", at: unit.offset,
                            hint: "add \"value\" : \"…\"")
                    return nil
                }
                guard case .string(let text, let range) = value.value else {
                    problem(.error, "catalog.shape", "\(path).stringUnit.value must be a string, not \(value.kindName)", at: value.offset)
                    return nil
                }
                return .value(CatalogValue(text: text, source: source, rawRange: range, escaping: .json,
                                           state: unit["state"]?.string))
            }
            if let variations = node["variations"] {
                if let plural = variations["plural"] {
                    guard let cases = cases(plural, path: path + ".variations.plural", allowed: CatalogFiles.pluralCategories)
                    else { return nil }
                    return .plural(cases.map { ($0.0, $0.1) })
                }
                if let device = variations["device"] {
                    guard let cases = cases(device, path: path + ".variations.device", allowed: nil) else { return nil }
                    return .device(cases.map { ($0.0, $0.1) })
                }
                problem(.error, "catalog.shape", "\(path).variations has neither \"plural\" nor \"device\"", at: variations.offset)
                return nil
            }
            // A substitution-only localization has a stringUnit; a key may also have an empty localization object.
            problem(.error, "catalog.shape", "\(path) has no \"stringUnit\" and no \"variations\"", at: node.offset)
            return nil
        }

        mutating func cases(_ node: PositionedJSON, path: String, allowed: [String]?) -> [(String, CatalogVariants)]? {
            guard case .object(let members) = node.value else {
                problem(.error, "catalog.shape", "\(path) must be an object, not \(node.kindName)", at: node.offset)
                return nil
            }
            var out: [(String, CatalogVariants)] = []
            for m in members {
                if let allowed, !allowed.contains(m.key) {
                    problem(.error, "catalog.plural-category", "'\(m.key)' is not a plural category",
                            at: m.keyOffset, hint: "use zero, one, two, few, many or other")
                    continue
                }
                if let v = variants(m.value, path: path + ".\(m.key)") { out.append((m.key, v)) }
            }
            return out.isEmpty ? nil : out
        }
    }
}

/// Entries and problems of parallel chunks, kept in chunk order.
final class ChunkedReads: @unchecked Sendable {
    private var slots: [([CatalogEntry], [CatalogDiagnostic])]
    private let lock = NSLock()
    init(count: Int) { slots = Array(repeating: ([], []), count: count) }
    func set(_ i: Int, _ entries: [CatalogEntry], _ problems: [CatalogDiagnostic]) { lock.lock(); slots[i] = (entries, problems); lock.unlock() }
    var all: [([CatalogEntry], [CatalogDiagnostic])] { slots }
}

/// File helpers the readers share.
enum CatalogFiles {
    static let pluralCategories = ["zero", "one", "two", "few", "many", "other"]

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
