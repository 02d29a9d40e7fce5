import Foundation

/// A translator's strings, read from an `.xcstrings` String Catalog, a `.strings` or `.stringsdict` file, a
/// folder of `*.lproj` folders, or an XLIFF export (`.xliff`, `.xcloc`): tables of keys, each key with a value per
/// locale.
public struct Catalog: Sendable {
    /// What the catalog was read from.
    public enum Format: String, Sendable {
        /// An `.xcstrings` String Catalog. The raw values name the format when a catalog is opened (`xcstrings`).
        case stringCatalog = "xcstrings"
        /// A single `.strings` file: one locale's plain values.
        case strings
        /// A single `.stringsdict` file: one locale's `%#@name@` values and their plural variants.
        case stringsdict
        /// A folder of `<locale>.lproj` folders (or one `.lproj` folder): their `.strings` and `.stringsdict`
        /// files, and any `.xcstrings` beside them, one table per file name.
        case folder = "lproj folder"
        /// An XLIFF 1.2 file as Xcode exports it for translators (an `.xliff`, or the `.xcloc` folder holding it):
        /// one table per catalog of the project, in its source and target languages.
        case xliff = "XLIFF"
    }

    /// The path as given.
    public var path: String
    /// The kind of catalog: a String Catalog, a single `.strings` or `.stringsdict` file, or a folder.
    public var format: Format
    /// The language the keys are written in (`sourceLanguage`, or the development language of a folder).
    public var developmentLanguage: String
    /// The tables, in the order they were found (one for a single file).
    public var tables: [CatalogTable]
    /// What the readers found wrong; the rest of the catalog is still usable.
    public var problems: [CatalogDiagnostic]

    /// Makes a catalog of `tables` read from `path` (the readers build it, see ``CatalogReader/read(path:)``);
    /// `problems` are the readers' findings, none by default.
    public init(path: String, format: Format, developmentLanguage: String, tables: [CatalogTable],
                problems: [CatalogDiagnostic] = []) {
        self.path = path
        self.format = format
        self.developmentLanguage = developmentLanguage
        self.tables = tables
        self.problems = problems
    }

    /// The table named `name`, or the default one: `Localizable` if present, else the first.
    public func table(_ name: String?) -> CatalogTable? {
        if let name { return tables.first { $0.name == name } }
        return tables.first { $0.name == "Localizable" } ?? tables.first
    }

    /// Every locale that has at least one value, sorted.
    public var locales: [String] {
        Array(Set(tables.flatMap { $0.locales })).sorted()
    }

    /// How many files the values come from.
    public var fileCount: Int {
        guard format == .folder else { return 1 }
        var paths = Set<String>()
        for table in tables {
            for entry in table.entries.values {
                for l in entry.localizations.values { if let v = l.leaves.first?.value { paths.insert(v.source.path) } }
            }
        }
        return max(1, paths.count)
    }

    /// How many values (key × locale) the catalog holds.
    public var valueCount: Int { tables.reduce(0) { $0 + $1.valueCount } }
}

/// One table: `Localizable`, `InfoPlist`, `Menu`…
public struct CatalogTable: Sendable {
    /// The table's name: the file name without extension (`Localizable` for `Localizable.strings`).
    public var name: String
    /// The keys in file order.
    public private(set) var keys: [String] = []
    /// The entries by key (``keys`` has them in file order).
    public private(set) var entries: [String: CatalogEntry] = [:]

    /// Makes an empty table named `name`; ``add(_:)`` fills it.
    public init(name: String) { self.name = name }

    /// Adds `entry`, or merges its localizations into the entry of the same key (the new ones win).
    public mutating func add(_ entry: CatalogEntry) {
        if var existing = entries[entry.key] {
            for (locale, l) in entry.localizations { existing.localizations[locale] = l }
            entries[entry.key] = existing
        } else {
            keys.append(entry.key)
            entries[entry.key] = entry
        }
    }

    /// The entry of `key`, or nil when the table has no such key.
    public subscript(key: String) -> CatalogEntry? { entries[key] }

    /// Makes room for `count` more keys (a reader that knows how many it adds saves the regrowing).
    mutating func reserveCapacity(adding count: Int) {
        keys.reserveCapacity(keys.count + count)
        entries.reserveCapacity(entries.count + count)
    }

    /// Every locale with at least one value in this table, sorted.
    public var locales: [String] {
        var set = Set<String>()
        for e in entries.values { set.formUnion(e.localizations.keys) }
        return set.sorted()
    }

    /// How many values (key × locale) the table holds; a localization with variants counts once.
    public var valueCount: Int { entries.values.reduce(0) { $0 + $1.localizations.count } }
}

/// A key and its translations.
public struct CatalogEntry: Sendable {
    /// The key as written in the file (often the development language's text itself: `Add %lld items`).
    public var key: String
    /// Where the key is written (nil when it has no place of its own).
    public var keyPosition: (source: CatalogSource, offset: Int)?
    /// The developer's note to translators (an `.xcstrings` `comment`); nil when there is none.
    public var comment: String?
    /// False for strings marked "Don't translate": every locale shows the source text.
    public var shouldTranslate: Bool
    /// Values by locale identifier as written in the file (`es`, `pt-BR`, `zh-Hans`).
    public var localizations: [String: CatalogLocalization]

    /// Makes an entry for `key`; by default it has no position, no comment, is to be translated, and has no
    /// localizations yet.
    public init(key: String, keyPosition: (source: CatalogSource, offset: Int)? = nil, comment: String? = nil,
                shouldTranslate: Bool = true, localizations: [String: CatalogLocalization] = [:]) {
        self.key = key
        self.keyPosition = keyPosition
        self.comment = comment
        self.shouldTranslate = shouldTranslate
        self.localizations = localizations
    }

    /// Where the key is written, as a file position.
    public var position: FilePosition? { keyPosition.map { $0.source.position(ofByte: $0.offset) } }
}

/// A key's value in one locale: a plain string or variations, and the substitutions its text refers to.
public struct CatalogLocalization: Sendable {
    /// The locale identifier as written in the file (`es`, `pt-BR`, `Base`).
    public var locale: String
    /// The value: one string, or plural or device variations of it.
    public var variants: CatalogVariants
    /// `%#@name@` substitutions (xcstrings `substitutions`, stringsdict variables), in file order.
    public var substitutions: [CatalogSubstitution]

    /// Makes `locale`'s value from `variants`, with no substitutions unless given.
    public init(locale: String, variants: CatalogVariants, substitutions: [CatalogSubstitution] = []) {
        self.locale = locale
        self.variants = variants
        self.substitutions = substitutions
    }

    /// The substitution named `name` (`photos` for `%#@photos@`), or nil when there is none.
    public func substitution(_ name: String) -> CatalogSubstitution? { substitutions.first { $0.name == name } }

    /// Every value, with a label saying where it is (`plural.one`, `substitutions.photos.plural.other`).
    public var leaves: [(label: String, value: CatalogValue)] {
        var out = variants.leaves(prefix: "")
        for s in substitutions { out += s.variants.leaves(prefix: "substitutions.\(s.name)") }
        return out
    }
}

/// A value, or variations of it chosen at run time.
public indirect enum CatalogVariants: Sendable {
    /// One string, the same whatever the arguments and the device.
    case value(CatalogValue)
    /// Plural variants by CLDR category name (`zero`, `one`, `two`, `few`, `many`, `other`), in file order.
    case plural([(category: String, variants: CatalogVariants)])
    /// Device variants (`iphone`, `ipad`, `mac`, `other`…), in file order.
    case device([(device: String, variants: CatalogVariants)])

    /// Every value under this one, labelled with its path.
    public func leaves(prefix: String) -> [(label: String, value: CatalogValue)] {
        func join(_ a: String, _ b: String) -> String { a.isEmpty ? b : a + "." + b }
        switch self {
        case .value(let v): return [(prefix, v)]
        case .plural(let cases): return cases.flatMap { $0.variants.leaves(prefix: join(prefix, "plural.\($0.category)")) }
        case .device(let cases): return cases.flatMap { $0.variants.leaves(prefix: join(prefix, "device.\($0.device)")) }
        }
    }

    /// The plural categories present at the first plural level, when there is one.
    public var pluralCategories: [String]? {
        switch self {
        case .value: return nil
        case .plural(let cases): return cases.map(\.category)
        case .device(let cases): return cases.lazy.compactMap { $0.variants.pluralCategories }.first
        }
    }
}

/// `%#@name@` in a value: replaced by the variant its argument chooses.
public struct CatalogSubstitution: Sendable {
    /// The name between `%#@` and `@` (`photos` in `%#@photos@`).
    public var name: String
    /// The argument it follows (xcstrings `argNum`); nil: the next argument in order (stringsdict `%#@name@`).
    public var argumentNumber: Int?
    /// The specifier `%arg` and the variants' own specifiers stand for (`lld`, `d`, `@`).
    public var formatSpecifier: String
    /// The variants its argument chooses between (usually plural categories).
    public var variants: CatalogVariants

    /// Makes a substitution; an `argumentNumber` of nil takes the next argument in order.
    public init(name: String, argumentNumber: Int?, formatSpecifier: String, variants: CatalogVariants) {
        self.name = name
        self.argumentNumber = argumentNumber
        self.formatSpecifier = formatSpecifier
        self.variants = variants
    }
}
