import Foundation

/// A key's value made ready for the engine: plural and device variants chosen, `%#@name@` substitutions
/// replaced by their chosen variant (with `%arg` written as the argument's own specifier), and a map from each
/// character of the markup back to its place in the file.
public struct ResolvedValue: Sendable {
    /// The markup the engine parses.
    public var markup: String
    /// The choices made, for the trace: `plural one (argument 1 = 1)`, `substitution photos: other (argument 1 = 5)`.
    public var choices: [String]
    /// Problems found while resolving (a `%#@name@` with no substitution).
    public var diagnostics: [Diagnostic]
    /// The value the markup starts from (nil when the key itself is the text).
    public var value: CatalogValue?
    /// The arguments whose number chose a plural variant: a variant that does not show them still uses them.
    public var pluralArguments: Set<Int> = []
    var pieces: [Piece]

    /// A stretch of the markup taken from one value: copied one to one, or rewritten (a specifier made positional).
    struct Piece: Sendable {
        var markupStart: Int
        var length: Int
        var value: CatalogValue
        var valueStart: Int
        var oneToOne: Bool
    }

    /// Where character `offset` of ``markup`` is written in its file.
    public func position(ofMarkupCharacter offset: Int) -> FilePosition? {
        guard let piece = pieces.last(where: { $0.markupStart <= offset }) ?? pieces.first else { return value?.position }
        let within = piece.oneToOne ? min(max(0, offset - piece.markupStart), piece.length) : 0
        return piece.value.position(ofCharacter: piece.valueStart + within)
    }

    /// The value holding character `offset` of ``markup`` (a substitution's variant, or the main value).
    public func value(atMarkupCharacter offset: Int) -> CatalogValue? {
        (pieces.last(where: { $0.markupStart <= offset }) ?? pieces.first)?.value ?? value
    }
}

/// Chooses variants and expands substitutions.
public enum CatalogResolver {
    /// Substitutions may refer to substitutions; deeper than this is a loop.
    static let maximumDepth = 4
    /// Substitutions expanded for one value at most, and the longest markup they may produce: references that
    /// multiply at each level must not turn a small file into an endless render.
    static let maximumExpansions = 1_000
    static let maximumMarkupLength = 1_000_000

    /// Resolves the value `lookup` found, for `arguments` in `locale`.
    public static func resolve(_ lookup: CatalogLookup, arguments: [FormatArgument], locale: InflectionLocale) -> ResolvedValue {
        guard let localization = lookup.localization else {
            return ResolvedValue(markup: lookup.entry.key, choices: ["no value: the key is the text"], diagnostics: [],
                                 value: nil, pieces: [])
        }
        return resolve(localization, arguments: arguments, locale: locale)
    }

    /// Resolves `localization` for `arguments` in `locale`.
    public static func resolve(_ localization: CatalogLocalization, arguments: [FormatArgument], locale: InflectionLocale) -> ResolvedValue {
        var choices: [String] = []
        // A value without variations follows no argument (and its text need not be scanned for one).
        var driver: Int?
        if case .value = localization.variants {} else { driver = pluralArgument(of: localization.variants) }
        let main = choose(localization.variants, argument: driver, arguments: arguments, locale: locale, label: "", choices: &choices)
        let drivers: Set<Int> = localization.variants.pluralCategories != nil ? Set([driver].compactMap { $0 }) : []
        if localization.substitutions.isEmpty && !refersToSubstitution(main.text) {
            let count = main.text.characterCount
            return ResolvedValue(markup: main.text, choices: choices, diagnostics: [], value: main, pluralArguments: drivers,
                                 pieces: [ResolvedValue.Piece(markupStart: 0, length: count, value: main, valueStart: 0, oneToOne: true)])
        }
        var expander = Expander(localization: localization, arguments: arguments, locale: locale)
        expander.choices = choices
        expander.drivers = drivers
        expander.expand(main, substitutionArgument: nil, depth: 0)
        return ResolvedValue(markup: expander.out, choices: expander.choices, diagnostics: expander.diagnostics,
                             value: main, pluralArguments: expander.drivers, pieces: expander.pieces)
    }

    /// The plural category name chosen for argument `n` among `available` categories.
    public static func pluralCategory(argument n: Int?, arguments: [FormatArgument], locale: InflectionLocale,
                                      available: [String]) -> (category: String, because: String) {
        guard let n, n >= 1, n <= arguments.count, let number = numberValue(arguments[n - 1]) else {
            let which = n.map { "argument \($0) is not a number" } ?? "no numeric argument"
            return (available.contains("other") ? "other" : available.first ?? "other", which)
        }
        let because = "argument \(n) = \(number.text)"
        if number.value == 0, available.contains("zero") { return ("zero", because) }
        let category = PluralRules.category(of: number, in: locale).rawValue
        if available.contains(category) { return (category, because) }
        return (available.contains("other") ? "other" : available.first ?? "other", because + ", no '\(category)' variant")
    }

    static func numberValue(_ argument: FormatArgument) -> NumberValue? {
        switch argument {
        case .number(let n): return n
        case .text(let s): return NumberValue(s)
        case .phrase: return nil
        case .formatted(let f): return f.pluralValue
        }
    }

    /// Whether `text` holds a reference to a substitution (`%#@name@`, `%2$#@name@`): its bytes searched, as
    /// the scanner reads them, in one pass. (The standard library's generic `firstRange(of:)` on the UTF-8 view
    /// cost a hundred thousand instructions a value: it was most of a catalog preview's time.)
    static func refersToSubstitution(_ text: String) -> Bool {
        func search(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            guard bytes.count >= 3 else { return false }
            for i in 0..<(bytes.count - 2) where bytes[i + 1] == UInt8(ascii: "#") && bytes[i + 2] == UInt8(ascii: "@") {
                if bytes[i] == UInt8(ascii: "%") || bytes[i] == UInt8(ascii: "$") { return true }
            }
            return false
        }
        if let found = text.utf8.withContiguousStorageIfAvailable(search) { return found }
        var copy = text // bridged or otherwise non-contiguous text: made contiguous first
        return copy.withUTF8(search)
    }

    /// A value's characters and format tokens, scanned once per distinct text (a preview renders each value
    /// with many sample arguments; a catalog's values repeat across keys): the compiled form of a value.
    struct ScannedValue: Sendable {
        var characters: [Character]
        var tokens: [ValueToken]
        /// The UTF-8 offset of each character in the text, and the text's length after them: a run of characters
        /// is copied out of the text as a slice of its bytes, not character by character.
        var utf8Offsets: [Int]

        init(_ text: String, substitutionArgument: Bool) {
            characters = Array(text)
            tokens = ValueToken.scan(characters, substitutionArgument: substitutionArgument)
            utf8Offsets = characters.utf8Offsets
        }
    }

    /// Scanned values by text, outside a substitution's variants and inside them (where `%arg` is a token).
    static let scannedValues = scannedMemo(), scannedVariants = scannedMemo()

    private static func scannedMemo() -> BoundedMemo<ScannedValue> {
        BoundedMemo(capacity: 8192, byteCapacity: 16 << 20, longestKey: 4 << 10,
                    valueBytes: { $0.characters.count * 24 + $0.tokens.count * 64 })
    }

    static func scanned(_ text: String, substitutionArgument: Bool) -> ScannedValue {
        (substitutionArgument ? scannedVariants : scannedValues).value(text) { text in
            ScannedValue(text, substitutionArgument: substitutionArgument)
        }
    }

    /// The argument a top-level plural variation follows: the first numeric specifier of its `other` variant.
    static func pluralArgument(of variants: CatalogVariants) -> Int? {
        let leaves = variants.leaves(prefix: "")
        guard let sample = leaves.first(where: { $0.label.hasSuffix("other") }) ?? leaves.first else { return nil }
        var next = 0
        for case .specifier(let spec) in scanned(sample.value.text, substitutionArgument: false).tokens {
            let n = spec.position ?? { next += 1; return next }()
            if spec.isNumeric { return n }
        }
        return 1
    }

    static func choose(_ variants: CatalogVariants, argument: Int?, arguments: [FormatArgument], locale: InflectionLocale,
                       label: String, choices: inout [String]) -> CatalogValue {
        switch variants {
        case .value(let v):
            return v
        case .plural(let cases):
            let (category, because) = pluralCategory(argument: argument, arguments: arguments, locale: locale,
                                                     available: cases.map(\.category))
            choices.append("\(label)plural \(category) (\(because))")
            let chosen = cases.first { $0.category == category } ?? cases[0]
            return choose(chosen.variants, argument: argument, arguments: arguments, locale: locale, label: label, choices: &choices)
        case .device(let cases):
            let chosen = cases.first { $0.device == "other" } ?? cases[0]
            choices.append("\(label)device \(chosen.device)")
            return choose(chosen.variants, argument: argument, arguments: arguments, locale: locale, label: label, choices: &choices)
        }
    }

    private struct Expander {
        let localization: CatalogLocalization
        let arguments: [FormatArgument]
        let locale: InflectionLocale
        /// The markup so far, and how many characters it was made of (pieces, which a diagnostic's place is mapped
        /// back through, count in characters as written: two pieces are counted apart even where their characters
        /// would join).
        var out = ""
        var outCount = 0
        var pieces: [ResolvedValue.Piece] = []
        var choices: [String] = []
        var diagnostics: [Diagnostic] = []
        /// The last argument taken by a sequential specifier.
        var next = 0
        var expansions = 0
        /// Set once the expansion budget is spent (reported once).
        var limited = false
        var drivers: Set<Int> = []

        /// Copies characters `range` of `value` (scanned as `scanned`) to the output.
        mutating func copy(_ range: Range<Int>, of scanned: ScannedValue, from value: CatalogValue) {
            guard !range.isEmpty else { return }
            pieces.append(.init(markupStart: outCount, length: range.count, value: value, valueStart: range.lowerBound, oneToOne: true))
            let utf8 = value.text.utf8
            let start = utf8.index(utf8.startIndex, offsetBy: scanned.utf8Offsets[range.lowerBound])
            let end = utf8.index(start, offsetBy: scanned.utf8Offsets[range.upperBound] - scanned.utf8Offsets[range.lowerBound])
            out += value.text[start..<end]
            outCount += range.count
        }

        mutating func write(_ text: String, for value: CatalogValue, at start: Int) {
            let count = text.count
            pieces.append(.init(markupStart: outCount, length: count, value: value, valueStart: start, oneToOne: false))
            out += text
            outCount += count
        }

        /// Copies `value` to the output, replacing references by their chosen variants; inside a substitution
        /// (`substitutionArgument` set), `%arg` and sequential specifiers stand for that argument.
        mutating func expand(_ value: CatalogValue, substitutionArgument: (number: Int, specifier: String)?, depth: Int) {
            let scanned = CatalogResolver.scanned(value.text, substitutionArgument: substitutionArgument != nil)
            var runStart = 0
            for token in scanned.tokens {
                let k = token.offset
                switch token {
                case .argument:
                    copy(runStart..<k, of: scanned, from: value)
                    write("%\(substitutionArgument!.number)$\(substitutionArgument!.specifier)", for: value, at: k)
                case .reference(let position, let name, _, let length):
                    copy(runStart..<k, of: scanned, from: value)
                    substitute((position, name, length), in: value, at: k, depth: depth)
                case .specifier(let spec):
                    // Written as sequential: made positional, so substituted text cannot shift the numbering.
                    guard spec.position == nil else { continue }
                    copy(runStart..<k, of: scanned, from: value)
                    let n: Int
                    if let sub = substitutionArgument { n = sub.number } else { next += 1; n = next }
                    write("%\(n)$" + String(spec.text.dropFirst()), for: value, at: k)
                }
                runStart = k + token.length
            }
            copy(runStart..<scanned.characters.count, of: scanned, from: value)
        }

        mutating func substitute(_ ref: (position: Int?, name: String, length: Int), in value: CatalogValue, at k: Int, depth: Int) {
            let written = "%" + (ref.position.map { "\($0)$" } ?? "") + "#@\(ref.name)@"
            // A reference left unexpanded is written as text (`%%`), so the engine does not read `%#@` as a specifier.
            let literal = "%" + written
            expansions += 1
            guard !limited, depth < CatalogResolver.maximumDepth, expansions <= CatalogResolver.maximumExpansions,
                  outCount <= CatalogResolver.maximumMarkupLength else {
                if !limited {
                    limited = true
                    diagnostics.append(Diagnostic(.error, code: "catalog.substitution-limit",
                                                  depth >= CatalogResolver.maximumDepth
                                                    ? "substitutions refer to each other more than \(CatalogResolver.maximumDepth) levels deep; \(written) is left as written"
                                                    : "the substitutions expand to more than \(CatalogResolver.maximumExpansions) pieces or \(CatalogResolver.maximumMarkupLength) characters; the rest is left as written",
                                                  hint: "a substitution's variants should not refer to substitutions in a loop",
                                                  location: SourceLocation(offset: outCount, line: 1, column: outCount + 1)))
                }
                write(literal, for: value, at: k)
                return
            }
            guard let sub = localization.substitution(ref.name) else {
                diagnostics.append(Diagnostic(.error, code: "catalog.unknown-substitution",
                                              "\(written) refers to a substitution \"\(ref.name)\" that this localization does not define",
                                              hint: "define it under \"substitutions\" (xcstrings) or as a variable dictionary (stringsdict)",
                                              location: SourceLocation(offset: outCount, line: 1, column: outCount + 1)))
                write(literal, for: value, at: k)
                return
            }
            let n: Int
            if let p = ref.position { n = p } else { next += 1; n = sub.argumentNumber ?? next }
            if sub.variants.pluralCategories != nil { drivers.insert(n) }
            let chosen = CatalogResolver.choose(sub.variants, argument: n, arguments: arguments, locale: locale,
                                                label: "substitution \(sub.name): ", choices: &choices)
            expand(chosen, substitutionArgument: (n, sub.formatSpecifier), depth: depth + 1)
        }
    }
}

extension ConcordEngine {
    /// The result of rendering a catalog key.
    public struct CatalogRendering: Sendable {
        /// Where the value was found: its table, locale and fallback.
        public var lookup: CatalogLookup
        /// The value with its variants chosen and substitutions expanded: the markup that was rendered.
        public var resolved: ResolvedValue
        /// The engine's result for that markup. Its diagnostics (the resolver's first) are placed in the markup;
        /// ``diagnostics`` places them in the file.
        public var rendering: Rendering
        /// The resolver's and the engine's diagnostics, each placed in the file.
        public var diagnostics: [CatalogDiagnostic]
    }

    /// Renders `key` of `catalog` for `request`'s locale, arguments, concepts and user (its markup is ignored):
    /// the value is looked up with fallbacks, its variants chosen, then parsed and agreed like typed markup.
    /// Nil when the table has no such key. With `includingRuns` false the rendering's runs are left empty (see
    /// ``render(_:includingRuns:)``).
    public func render(key: String, in catalog: Catalog, table: String? = nil, request: RenderRequest,
                       includingRuns: Bool = true) -> CatalogRendering? {
        guard let lookup = catalog.lookup(key: key, table: table, locale: request.locale) else { return nil }
        let resolved = CatalogResolver.resolve(lookup, arguments: request.arguments, locale: request.locale)
        var r = request
        r.markup = resolved.markup
        var rendering = render(r, includingRuns: includingRuns)
        rendering.diagnostics = resolved.diagnostics + rendering.diagnostics.filter { !Self.isPluralDriverComplaint($0, resolved) }
        // The markup's characters, made when a diagnostic is to be placed (most renderings have none).
        var chars: [Character]?
        let placed = rendering.diagnostics.map { d -> CatalogDiagnostic in
            var d = d
            var position: FilePosition?
            if let offset = d.location?.offset {
                position = resolved.position(ofMarkupCharacter: offset)
                if chars == nil { chars = Array(resolved.markup) }
                // The location inside the markup stays meaningful for the caret under the rendered value.
                d.location = SourceLocation(offset: offset, in: chars!)
            }
            return CatalogDiagnostic(d, path: resolved.value?.source.path ?? catalog.path, position: position,
                                     key: key, locale: lookup.foundLocale ?? request.locale.identifier, value: resolved.markup)
        }
        return CatalogRendering(lookup: lookup, resolved: resolved, rendering: rendering, diagnostics: placed)
    }

    /// Whether `d` complains about arguments that the chosen variant does not show but that chose it (`one`:
    /// "un fichier" uses its number by being chosen for it).
    static func isPluralDriverComplaint(_ d: Diagnostic, _ resolved: ResolvedValue) -> Bool {
        guard d.code == "format.unused-argument" || d.code == "format.too-many-arguments", !resolved.pluralArguments.isEmpty
        else { return false }
        var shown = Set<Int>()
        var next = 0
        for spec in TemplateCache.parse(resolved.markup).formatSpecifiers { // parsed once per markup
            if let p = spec.position { shown.insert(p) } else { next += 1; shown.insert(next) }
        }
        let highest = max(shown.max() ?? 0, resolved.pluralArguments.max() ?? 0)
        let unshown = Set((0..<highest).map { $0 + 1 }).subtracting(shown)
        return !unshown.isEmpty && unshown.isSubset(of: resolved.pluralArguments)
    }
}
