import Foundation

/// Checks every key × locale of a catalog for what translators get wrong: markup that does not parse or does not
/// mean what it seems, format specifiers that differ from the source language's, indices out of range, `inflect`
/// where Concord cannot inflect, spans in which nothing can agree, dropped markup, missing plural categories, and
/// translations not yet final. See ``Rule`` for the list.
public struct CatalogLinter {
    /// Every rule, with its diagnostic code and severity.
    public enum Rule: String, CaseIterable, Sendable {
        case markupError = "markup.*"
        case agreeWithArgumentRange = "lint.argument-index"
        case indexZero = "lint.index-zero"
        case formatCount = "lint.format-count"
        case formatType = "lint.format-type"
        case formatPosition = "lint.format-position"
        case formatMixed = "lint.format-mixed"
        case inflectUnsupported = "lint.inflect-unsupported"
        case unknownSubstitution = "catalog.unknown-substitution"
        case attributeTypo = "attribute.unknown-key"
        case unclosedSpan = "markup.unclosed-span"
        case nothingCanAgree = "lint.nothing-can-agree"
        case markupDropped = "lint.markup-dropped"
        case pluralMissing = "lint.plural-missing"
        case state = "lint.state"

        /// What the rule finds, one line.
        public var summary: String {
            switch self {
            case .markupError: return "markup that does not parse (the parser's errors, with a caret inside the value)"
            case .agreeWithArgumentRange: return "agreeWithArgument beyond the key's arguments"
            case .indexZero: return "an index of 0 (agreeWithArgument, agreeWithConcept, referentConcept start at 1)"
            case .formatCount: return "a translation using more or fewer arguments than the source language"
            case .formatType: return "a specifier whose type differs from the source's (%@ vs %lld)"
            case .formatPosition: return "a positional specifier beyond the source's arguments (%3$@ with two)"
            case .formatMixed: return "positional and sequential specifiers mixed in one value"
            case .inflectUnsupported: return "inflect in a language Concord cannot inflect"
            case .unknownSubstitution: return "%#@name@ with no such substitution"
            case .attributeTypo: return "an attribute name that looks like a misspelled known one (did you mean inflect?)"
            case .unclosedSpan: return "a ^[ that never becomes a span"
            case .nothingCanAgree: return "a span with no word the lexicon knows, no argument, no number and no morphology"
            case .markupDropped: return "agreement markup in the source language that a translation dropped"
            case .pluralMissing: return "plural variants missing a category the locale needs"
            case .state: return "translations marked new, stale or needs_review"
            }
        }

        public var severity: Diagnostic.Severity {
            switch self {
            case .markupError, .agreeWithArgumentRange, .indexZero, .formatCount, .formatType, .formatPosition, .formatMixed,
                 .inflectUnsupported, .unknownSubstitution: return .error
            case .attributeTypo, .unclosedSpan, .nothingCanAgree, .markupDropped, .pluralMissing: return .warning
            case .state: return .note
            }
        }
    }

    let lexicons: LexiconStore

    public init(lexicons: LexiconStore = .shared) {
        self.lexicons = lexicons
    }

    /// The findings for `catalog`: the readers' problems first, then each table's keys in file order. Keys are
    /// checked in parallel; the order of the findings does not depend on it.
    public func lint(_ catalog: Catalog) -> [CatalogDiagnostic] {
        let entries = catalog.tables.flatMap { table in table.keys.compactMap { table[$0] } }
        let chunks = min(entries.count, max(1, ProcessInfo.processInfo.activeProcessorCount * 4))
        guard chunks > 1 else {
            return catalog.problems + entries.flatMap { lint($0, developmentLanguage: catalog.developmentLanguage) }
        }
        let results = ChunkResults(count: chunks)
        DispatchQueue.concurrentPerform(iterations: chunks) { c in
            let range = (entries.count * c / chunks)..<(entries.count * (c + 1) / chunks)
            results.set(c, entries[range].flatMap { lint($0, developmentLanguage: catalog.developmentLanguage) })
        }
        return catalog.problems + results.all
    }

    /// Per-chunk results written by parallel workers.
    final class ChunkResults: @unchecked Sendable {
        private var slots: [[CatalogDiagnostic]]
        private let lock = NSLock()
        init(count: Int) { slots = Array(repeating: [], count: count) }
        func set(_ i: Int, _ value: [CatalogDiagnostic]) { lock.lock(); slots[i] = value; lock.unlock() }
        var all: [CatalogDiagnostic] { slots.flatMap { $0 } }
    }

    /// How a specifier's argument is formatted, for comparing translations: `%d` and `%lld` are both integers.
    enum ArgumentType: String {
        case object = "%@", integer = "an integer (%d, %lld)", float = "a floating-point number (%f)", cString = "a C string (%s)",
             character = "a character (%c)", pointer = "a pointer (%p)"

        init(conversion: Character) {
            switch conversion {
            case "@": self = .object
            case "d", "D", "i", "u", "U", "o", "O", "x", "X": self = .integer
            case "f", "F", "e", "E", "g", "G", "a", "A": self = .float
            case "s", "S": self = .cString
            case "c", "C": self = .character
            default: self = .pointer
            }
        }

        init(specifier: String) {
            self.init(conversion: specifier.last ?? "@")
        }
    }

    /// One argument use in a value: its number, type, and where it is written.
    struct ArgumentUse {
        var number: Int
        /// Nil when unknown (a reference to an undefined substitution).
        var type: ArgumentType?
        var written: String
        var value: CatalogValue
        var offset: Int
    }

    /// One value to check, and the substitution it is a variant of.
    struct Leaf {
        var value: CatalogValue
        /// For a substitution's variant: the argument `%arg` and its sequential specifiers stand for.
        var substitution: CatalogSubstitution?
    }

    func leaves(of l: CatalogLocalization) -> [Leaf] {
        var values: [CatalogValue] = []
        l.variants.appendValues(to: &values)
        var out = values.map { Leaf(value: $0, substitution: nil) }
        for s in l.substitutions {
            values.removeAll(keepingCapacity: true)
            s.variants.appendValues(to: &values)
            out += values.map { Leaf(value: $0, substitution: s) }
        }
        return out
    }

    /// The argument uses of a localization's values, with problems found on the way (mixed specifiers, unknown
    /// substitutions). Sequential numbering restarts in each value, as each variant is formatted on its own.
    func argumentUses(_ l: CatalogLocalization, leaves: [Leaf], report: (Rule, String, CatalogValue, Int, String?) -> Void) -> [ArgumentUse] {
        var uses: [ArgumentUse] = []
        // Substitutions referenced without an argNum take their number from the main value's order.
        var referencedNumber: [String: Int] = [:]
        for leaf in leaves where leaf.value.mayHoldFormat {
            let chars = Array(leaf.value.text)
            var next = 0
            var positional = false, sequential = false
            for token in ValueToken.scan(chars, substitutionArgument: leaf.substitution != nil) {
                let k = token.offset
                switch token {
                case .argument:
                    let sub = leaf.substitution!
                    uses.append(ArgumentUse(number: sub.argumentNumber ?? referencedNumber[sub.name] ?? 1,
                                            type: ArgumentType(specifier: sub.formatSpecifier), written: "%arg", value: leaf.value, offset: k))
                case .reference(let position, let name, _, let length):
                    let written = String(chars[k..<(k + length)])
                    let sub = l.substitution(name)
                    if sub == nil {
                        report(.unknownSubstitution, "\(written) refers to a substitution \"\(name)\" that this localization does not define",
                               leaf.value, k, "define it under \"substitutions\" (xcstrings) or as a variable dictionary (stringsdict)")
                    }
                    let n: Int
                    if let p = position { n = p; positional = true } else { next += 1; n = sub?.argumentNumber ?? next; sequential = true }
                    referencedNumber[name] = n
                    // An undefined substitution's type is unknown: it is reported once, not again as a mismatch.
                    uses.append(ArgumentUse(number: n, type: sub.map { ArgumentType(specifier: $0.formatSpecifier) }, written: written,
                                            value: leaf.value, offset: k))
                case .specifier(let spec):
                    let n: Int
                    if let p = spec.position {
                        n = p
                        positional = true
                    } else if let sub = leaf.substitution {
                        n = sub.argumentNumber ?? referencedNumber[sub.name] ?? 1
                    } else {
                        next += 1
                        n = next
                        sequential = true
                    }
                    if positional && sequential {
                        report(.formatMixed, "\(spec.text) mixes sequential and numbered specifiers (%@ with %1$@) in one value; the order is undefined",
                               leaf.value, k, "number every specifier (%1$@, %2$lld) or none")
                        positional = false
                        sequential = false
                    }
                    uses.append(ArgumentUse(number: n, type: ArgumentType(conversion: spec.conversion), written: spec.text,
                                            value: leaf.value, offset: k))
                }
            }
        }
        return uses
    }

    /// The arguments a key's source text uses, by number.
    struct Signature {
        var types: [Int: ArgumentType] = [:]
        var count: Int { types.keys.max() ?? 0 }
    }

    func signature(_ uses: [ArgumentUse]) -> Signature {
        var s = Signature()
        for u in uses where s.types[u.number] == nil { s.types[u.number] = u.type ?? .object }
        return s
    }

    /// The source's signature: the development language's value, else the key itself.
    func sourceSignature(_ entry: CatalogEntry, developmentLanguage: String) -> (Signature, hasMarkup: Bool)? {
        if let source = entry.localizations[developmentLanguage] {
            let leaves = leaves(of: source)
            let uses = argumentUses(source, leaves: leaves) { _, _, _, _, _ in }
            return (signature(uses), leaves.contains { $0.value.mayHoldMarkup })
        }
        var s = Signature()
        var next = 0
        for case .specifier(let spec) in ValueToken.scan(Array(entry.key), substitutionArgument: false) {
            let n = spec.position ?? { next += 1; return next }()
            if s.types[n] == nil { s.types[n] = ArgumentType(conversion: spec.conversion) }
        }
        return (s, CatalogValue.holdsSpanOpener(entry.key))
    }

    func lint(_ entry: CatalogEntry, developmentLanguage: String) -> [CatalogDiagnostic] {
        var out: [CatalogDiagnostic] = []
        let source = sourceSignature(entry, developmentLanguage: developmentLanguage)
        for locale in entry.localizations.keys.sorted() {
            let l = entry.localizations[locale]!
            func report(_ rule: Rule, _ message: String, _ value: CatalogValue, _ offset: Int, _ hint: String?) {
                out.append(Self.finding(Diagnostic(rule.severity, code: rule.rawValue, message, hint: hint), value: value,
                                        offset: offset, key: entry.key, locale: locale))
            }
            let leaves = leaves(of: l)
            guard let first = leaves.first?.value else { continue }
            let uses = argumentUses(l, leaves: leaves, report: report)
            let isSource = locale == developmentLanguage
            if let (expected, _) = source, !isSource, entry.shouldTranslate {
                compare(uses, with: expected, firstValue: first, report: report)
            }
            let argumentCount = max(source?.0.count ?? 0, signature(uses).count)
            let language = InflectionLocale(locale).language
            var hasMarkup = false
            for leaf in leaves where leaf.value.mayHoldMarkup {
                hasMarkup = true
                checkMarkup(leaf.value.text, leaf.value, language: language, argumentCount: argumentCount, entry: entry, locale: locale, into: &out)
            }
            if let source, source.hasMarkup, !hasMarkup, !isSource, entry.shouldTranslate {
                out.append(Self.finding(Diagnostic(.warning, code: Rule.markupDropped.rawValue,
                                                   "the source language's value has agreement markup (^[…](…)) but this translation has none",
                                                   hint: "keep the span around the words that must agree, e.g. ^[%lld %@](inflect: true)"),
                                        value: first, offset: 0, key: entry.key, locale: locale))
            }
            checkPlurals(l, language: language, entry: entry, locale: locale, into: &out)
            checkStates(leaves, entry: entry, locale: locale, into: &out)
        }
        return out
    }

    /// Format specifiers against the source's: arguments beyond its count, other types, arguments dropped.
    func compare(_ uses: [ArgumentUse], with expected: Signature, firstValue: CatalogValue,
                 report: (Rule, String, CatalogValue, Int, String?) -> Void) {
        var reportedType = Set<Int>()
        for u in uses {
            if u.number > expected.count {
                let rule: Rule = u.written.contains("$") ? .formatPosition : .formatCount
                report(rule, "\(u.written) uses argument \(u.number), but the source language has \(expected.count) argument\(expected.count == 1 ? "" : "s")",
                       u.value, u.offset, expected.count == 0 ? "remove it, or write %% for a percent sign" : "use an argument from 1 to \(expected.count)")
            } else if let type = expected.types[u.number], let written = u.type, type != written, reportedType.insert(u.number).inserted {
                report(.formatType, "\(u.written) formats argument \(u.number) as \(written.rawValue), but the source language formats it as \(type.rawValue)",
                       u.value, u.offset, "use the source's specifier for argument \(u.number)")
            }
        }
        let used = Set(uses.map(\.number))
        let missing = expected.types.keys.sorted().filter { !used.contains($0) }
        if !missing.isEmpty {
            let list = missing.map { "\($0) (\(expected.types[$0]!.rawValue))" }.joined(separator: ", ")
            report(.formatCount, "the translation never uses argument\(missing.count == 1 ? "" : "s") \(list) of the source language",
                   firstValue, 0, "every argument of the source must appear in the translation (%1$@, %2$lld… to reorder)")
        }
    }

    static func finding(_ d: Diagnostic, value: CatalogValue, offset: Int, key: String, locale: String) -> CatalogDiagnostic {
        var d = d
        let chars = Array(value.text)
        d.location = SourceLocation(offset: offset, in: chars)
        return CatalogDiagnostic(d, path: value.source.path, position: value.position(ofCharacter: offset), key: key,
                                 locale: locale, value: value.text)
    }
}
