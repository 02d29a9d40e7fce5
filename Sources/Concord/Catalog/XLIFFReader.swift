import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads the XLIFF 1.2 files a translator receives: what Xcode's *Export Localizations* writes (`es.xcloc`, whose
/// `Localized Contents/es.xliff` holds the strings), or an `.xliff` file on its own.
///
/// Each `<file>` is one of the project's catalogs (`original="MyApp/Localizable.xcstrings"`): its units become the
/// keys of the table named by the file (`Localizable`), with the `<source>` as the value of the `source-language`
/// and the `<target>` (when there is one) as the value of the `target-language`. Variants Xcode writes as units of
/// their own are put back together: `KEY|==|plural.one` (an `.xcstrings` plural; `device.iphone`,
/// `substitutions.NAME.plural.one` alike) and `/KEY:dict/NAME:dict/one:dict/:string` (a `.stringsdict` variable).
/// Foundation's `XMLParser` reads the XML; a light scan of the bytes finds where each `<source>` and `<target>` is
/// written, so every value keeps its position for diagnostics.
public enum XLIFFReader {
    /// Reads the file at `path`, or the `.xliff` files of an `.xcloc` folder (`Localized Contents/*.xliff`).
    public static func read(path: String) throws -> Catalog {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            return try readExport(path: path)
        }
        return try read(data: try CatalogFiles.contents(of: path), path: path)
    }

    /// Reads an `.xliff` file from its bytes.
    public static func read(data: Data, path: String) throws -> Catalog {
        let document = try XLIFFDocument.parse(data: data, path: path)
        var tables: [String: CatalogTable] = [:]
        var order: [String] = []
        for file in document.files {
            let name = CatalogFiles.tableName(of: file.original)
            if tables[name] == nil { order.append(name); tables[name] = CatalogTable(name: name) }
            for entry in entries(of: file, source: document.source) { tables[name]!.add(entry) }
        }
        return Catalog(path: path, format: .xliff, developmentLanguage: document.files.first?.sourceLanguage ?? "en",
                       tables: order.map { tables[$0]! }, problems: document.problems)
    }

    /// An `.xcloc` folder: every `.xliff` in its `Localized Contents` (Xcode writes one, for the export's language).
    static func readExport(path: String) throws -> Catalog {
        let root = path.hasSuffix("/") ? String(path.dropLast()) : path
        let contents = root + "/Localized Contents"
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: contents)) ?? [])
            .filter { ($0 as NSString).pathExtension.lowercasedFast() == "xliff" }.sorted()
        guard !files.isEmpty else {
            throw CatalogReadError("the .xcloc holds no .xliff in its Localized Contents folder", path: path,
                                   hint: "give the .xcloc folder Xcode exported (Product › Export Localizations), or its .xliff file")
        }
        var merged: Catalog?
        for file in files {
            let catalog = try read(path: contents + "/" + file)
            guard var into = merged else { merged = catalog; continue }
            for table in catalog.tables {
                if let i = into.tables.firstIndex(where: { $0.name == table.name }) {
                    for key in table.keys { into.tables[i].add(table[key]!) }
                } else {
                    into.tables.append(table)
                }
            }
            into.problems += catalog.problems
            merged = into
        }
        var catalog = merged!
        catalog.path = path
        return catalog
    }

    /// The entries of one `<file>`: its units grouped by key, variants put back in the order they are written.
    static func entries(of file: XLIFFDocument.File, source: CatalogSource) -> [CatalogEntry] {
        var built: [String: EntryParts] = [:]
        var keys: [String] = []
        for unit in file.units {
            let place = XLIFFUnitID(unit.id)
            if built[place.key] == nil {
                keys.append(place.key)
                built[place.key] = EntryParts(key: place.key, keyPosition: (source, unit.offset))
            }
            built[place.key]!.add(unit, at: place)
        }
        return keys.map { built[$0]!.entry(sourceLanguage: file.sourceLanguage, targetLanguage: file.targetLanguage) }
    }

    /// A key's units as they are read, per language: the plain value, the variants and the substitutions.
    struct EntryParts {
        let key: String
        /// Where the key's first unit starts.
        let keyPosition: (source: CatalogSource, offset: Int)
        var comment: String?
        var shouldTranslate = true
        /// By side (0: source language, 1: target language).
        var values: [[XLIFFUnitID.Path: CatalogValue]] = [[:], [:]]
        var paths: [XLIFFUnitID.Path] = []

        init(key: String, keyPosition: (source: CatalogSource, offset: Int)) {
            self.key = key
            self.keyPosition = keyPosition
        }

        mutating func add(_ unit: XLIFFDocument.Unit, at place: XLIFFUnitID) {
            if comment == nil, let note = unit.note, !note.isEmpty { comment = note }
            if !unit.translate { shouldTranslate = false }
            if !paths.contains(place.path) { paths.append(place.path) }
            if let s = unit.source { values[0][place.path] = s }
            if let t = unit.target { values[1][place.path] = t }
        }

        func entry(sourceLanguage: String, targetLanguage: String?) -> CatalogEntry {
            var entry = CatalogEntry(key: key, keyPosition: keyPosition, comment: comment,
                                     shouldTranslate: shouldTranslate)
            let sides = [(sourceLanguage, values[0])] + (targetLanguage.map { [($0, values[1])] } ?? [])
            for (locale, found) in sides where !found.isEmpty {
                if let l = localization(locale, found) { entry.localizations[locale] = l }
            }
            return entry
        }

        /// The value and variants of one language, or nil when only variants of a substitution were found and no
        /// text refers to them.
        func localization(_ locale: String, _ found: [XLIFFUnitID.Path: CatalogValue]) -> CatalogLocalization? {
            var main: [(variant: [XLIFFUnitID.Variant], value: CatalogValue)] = []
            var substitutions: [(name: String, cases: [(variant: [XLIFFUnitID.Variant], value: CatalogValue)])] = []
            for path in paths {
                guard let value = found[path] else { continue }
                if let name = path.substitution {
                    if let i = substitutions.firstIndex(where: { $0.name == name }) {
                        substitutions[i].cases.append((path.variants, value))
                    } else {
                        substitutions.append((name, [(path.variants, value)]))
                    }
                } else {
                    main.append((path.variants, value))
                }
            }
            guard let variants = Self.variants(main) else { return nil }
            let subs = substitutions.compactMap { s -> CatalogSubstitution? in
                guard let v = Self.variants(s.cases) else { return nil }
                // XLIFF does not carry the substitution's specifier: the variants' own first one stands for it.
                let specifier = v.leaves(prefix: "").lazy.compactMap { Self.firstSpecifier(in: $0.value.text) }.first ?? "lld"
                return CatalogSubstitution(name: s.name, argumentNumber: nil, formatSpecifier: specifier, variants: v)
            }
            return CatalogLocalization(locale: locale, variants: variants, substitutions: subs)
        }

        /// Values by variant path as one tree: a plain value, or plural and device variants (nested as written).
        static func variants(_ cases: [(variant: [XLIFFUnitID.Variant], value: CatalogValue)]) -> CatalogVariants? {
            guard !cases.isEmpty else { return nil }
            if let plain = cases.first(where: { $0.variant.isEmpty }) { return .value(plain.value) }
            var plural: [(category: String, cases: [(variant: [XLIFFUnitID.Variant], value: CatalogValue)])] = []
            var device: [(device: String, cases: [(variant: [XLIFFUnitID.Variant], value: CatalogValue)])] = []
            for c in cases {
                let rest = Array(c.variant.dropFirst())
                switch c.variant[0] {
                case .plural(let category):
                    if let i = plural.firstIndex(where: { $0.category == category }) { plural[i].cases.append((rest, c.value)) }
                    else { plural.append((category, [(rest, c.value)])) }
                case .device(let name):
                    if let i = device.firstIndex(where: { $0.device == name }) { device[i].cases.append((rest, c.value)) }
                    else { device.append((name, [(rest, c.value)])) }
                }
            }
            if !device.isEmpty {
                return .device(device.compactMap { d in variants(d.cases).map { (d.device, $0) } })
            }
            return .plural(plural.compactMap { p in variants(p.cases).map { (p.category, $0) } })
        }

        /// `d` of `%d files`, `lld` of `%1$lld`; nil when the text has no specifier (`%arg` is the substitution's
        /// own argument, not a specifier).
        static func firstSpecifier(in text: String) -> String? {
            for token in ValueToken.scan(Array(text), substitutionArgument: true) {
                if case .specifier(let s) = token { return s.length + String(s.conversion) }
            }
            return nil
        }
    }
}

/// Where a unit's text goes, read from its `id` as Xcode writes it: the key, and for a variant its path.
struct XLIFFUnitID {
    /// One level of variation.
    enum Variant: Hashable {
        case plural(String)
        case device(String)
    }

    /// The place of a value within its key: a substitution's name (nil for the key's own text) and its variants.
    struct Path: Hashable {
        var substitution: String?
        var variants: [Variant]
    }

    let key: String
    let path: Path

    static let stringsdictFormatKey = "NSStringLocalizedFormatKey"
    static let pluralCategories: Set<String> = ["zero", "one", "two", "few", "many", "other"]

    init(_ id: String) {
        if let parsed = Self.stringCatalogVariant(id) ?? Self.stringsdictVariant(id) {
            self = parsed
        } else {
            key = id
            path = Path(substitution: nil, variants: [])
        }
    }

    private init(key: String, path: Path) {
        self.key = key
        self.path = path
    }

    /// `KEY|==|plural.one`, `KEY|==|device.iphone.plural.other`, `KEY|==|substitutions.NAME.plural.few`.
    static func stringCatalogVariant(_ id: String) -> XLIFFUnitID? {
        guard let separator = id.range(of: "|==|", options: .backwards) else { return nil }
        let key = String(id[..<separator.lowerBound])
        var parts = id[separator.upperBound...].split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        var substitution: String?
        if parts.first == "substitutions" {
            guard parts.count >= 2 else { return nil }
            substitution = parts[1]
            parts.removeFirst(2)
        }
        guard let variants = variants(parts), !variants.isEmpty else { return nil }
        return XLIFFUnitID(key: key, path: Path(substitution: substitution, variants: variants))
    }

    /// `/KEY:dict/NSStringLocalizedFormatKey:dict/:string` (the text) and `/KEY:dict/NAME:dict/one:dict/:string`
    /// (a variable's plural variant).
    static func stringsdictVariant(_ id: String) -> XLIFFUnitID? {
        guard id.hasPrefix("/"), id.hasSuffix(":dict/:string") else { return nil }
        let parts = id.dropFirst().dropLast(":dict/:string".count).components(separatedBy: ":dict/")
        if parts.count >= 2, parts[parts.count - 1] == stringsdictFormatKey {
            return XLIFFUnitID(key: parts.dropLast().joined(separator: ":dict/"), path: Path(substitution: nil, variants: []))
        }
        guard parts.count >= 3, pluralCategories.contains(parts[parts.count - 1]) else { return nil }
        return XLIFFUnitID(key: parts.dropLast(2).joined(separator: ":dict/"),
                           path: Path(substitution: parts[parts.count - 2], variants: [.plural(parts[parts.count - 1])]))
    }

    /// `plural.one.device.mac` → the variants, outermost first; nil when the path is not one Xcode writes.
    static func variants(_ parts: [String]) -> [Variant]? {
        var out: [Variant] = []
        var i = 0
        while i + 1 < parts.count {
            switch parts[i] {
            case "plural":
                guard pluralCategories.contains(parts[i + 1]) else { return nil }
                out.append(.plural(parts[i + 1]))
            case "device":
                guard !parts[i + 1].isEmpty else { return nil }
                out.append(.device(parts[i + 1]))
            default:
                return nil
            }
            i += 2
        }
        return i == parts.count ? out : nil
    }
}
