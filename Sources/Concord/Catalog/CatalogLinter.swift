import Foundation

/// Checks every key × locale of a catalog for what translators get wrong: markup that does not parse or does not
/// mean what it seems, format specifiers that differ from the source language's, indices out of range, `inflect`
/// where Concord cannot inflect, spans in which nothing can agree, dropped markup, missing plural categories, and
/// translations not yet final. See ``Rule`` for the list.
public struct CatalogLinter {
    /// Every rule, with its diagnostic code and severity.
    public enum Rule: String, CaseIterable, Sendable {
        /// Markup that does not parse. Its findings keep the parser's own codes (`markup.json5`…), which `markup.*`
        /// stands for; the other rules' raw values are the `code` of their findings (and the SARIF rule id).
        case markupError = "markup.*"
        /// `agreeWithArgument` naming an argument the key does not have (`agreeWithArgument: 3` with two).
        case agreeWithArgumentRange = "lint.argument-index"
        /// An index of 0 in `agreeWithArgument`, `agreeWithConcept` or `referentConcept`, which count from 1.
        case indexZero = "lint.index-zero"
        /// A translation using more or fewer arguments than the development language's value.
        case formatCount = "lint.format-count"
        /// A specifier formatting an argument as another type than the source does (`%@` where it has `%lld`).
        case formatType = "lint.format-type"
        /// A positional specifier beyond the source's arguments (`%3$@` when the source has two).
        case formatPosition = "lint.format-position"
        /// Positional and sequential specifiers mixed in one value (`%1$@ … %@`).
        case formatMixed = "lint.format-mixed"
        /// `inflect` in a language Concord has no grammar for: the span is left as written.
        case inflectUnsupported = "lint.inflect-unsupported"
        /// `%#@name@` with no substitution of that name in the localization (the resolver's code too).
        case unknownSubstitution = "catalog.unknown-substitution"
        /// A span attribute name close to a known one (`inflct`): the parser's `attribute.unknown-key` warning.
        case attributeTypo = "attribute.unknown-key"
        /// A `^[` that never becomes a span (a missing `]`, `(` or `)`): the parser's warning.
        case unclosedSpan = "markup.unclosed-span"
        /// A span with no word the lexicon knows, no argument, no number and no morphology: nothing will change.
        case nothingCanAgree = "lint.nothing-can-agree"
        /// Agreement markup in the development language's value that a translation left out.
        case markupDropped = "lint.markup-dropped"
        /// Plural variants without a category the locale needs (`many` in French, Italian, Spanish…).
        case pluralMissing = "lint.plural-missing"
        /// A word after an `inflect: true` span that would agree inside it: *3 files was deleted*.
        case wordAfterSpan = "lint.word-after-span"
        /// A translation marked `new`, `stale` or `needs_review` in the String Catalog.
        case state = "lint.state"

        /// The rule a finding's `code` comes under: the rule of that code, or ``markupError`` for the parser's other
        /// codes (`markup.depth`, `markup.attributes`, `morphology.unknown-value`…); nil for the catalog readers'
        /// problems (`catalog.shape`, `strings.syntax`…), which no rule checks.
        public init?(code: String) {
            if let rule = Rule(rawValue: code) {
                self = rule
            } else if ["markup.", "attribute.", "morphology."].contains(where: { code.hasPrefix($0) }) {
                self = .markupError
            } else {
                return nil
            }
        }

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
            case .wordAfterSpan: return "a word after an inflect: true span that would agree inside it (3 files was deleted)"
            case .state: return "translations marked new, stale or needs_review"
            }
        }

        /// How serious the rule's findings are: an error when the string renders wrong, a warning when it is likely
        /// a mistake, a note for the translation state.
        public var severity: Diagnostic.Severity {
            switch self {
            case .markupError, .agreeWithArgumentRange, .indexZero, .formatCount, .formatType, .formatPosition, .formatMixed,
                 .inflectUnsupported, .unknownSubstitution: return .error
            case .attributeTypo, .unclosedSpan, .nothingCanAgree, .markupDropped, .pluralMissing, .wordAfterSpan: return .warning
            case .state: return .note
            }
        }
    }

    let lexicons: LexiconStore

    /// Makes a linter that looks span words up in `lexicons` (the shared store by default) for
    /// ``Rule/nothingCanAgree``.
    public init(lexicons: LexiconStore = .shared) {
        self.lexicons = lexicons
    }

    /// The findings for `catalog`: the readers' problems first, then each table's keys in file order. Keys are
    /// checked in parallel, in chunks small enough to keep both cores busy to the end; the findings are joined in
    /// chunk order, so their order does not depend on it.
    public func lint(_ catalog: Catalog) -> [CatalogDiagnostic] {
        // Keys are numbered across tables; each chunk looks its entries up itself.
        let firstKey = catalog.tables.reduce(into: [0]) { $0.append($0.last! + $1.keys.count) }
        let count = firstKey.last!
        func findings(_ range: Range<Int>) -> [CatalogDiagnostic] {
            var facts = LocaleFacts.Cache()
            var found: [CatalogDiagnostic] = []
            var t = 0
            for n in range {
                while n >= firstKey[t + 1] { t += 1 }
                let table = catalog.tables[t]
                guard let entry = table[table.keys[n - firstKey[t]]] else { continue }
                found += lint(entry, developmentLanguage: catalog.developmentLanguage, facts: &facts)
            }
            return found
        }
        let chunks = min(count, max(1, ProcessInfo.processInfo.activeProcessorCount * 16))
        guard chunks > 1 else { return catalog.problems + findings(0..<count) }
        let results = Parallel.map(chunks) { c in findings((count * c / chunks)..<(count * (c + 1) / chunks)) }
        return catalog.problems + results.flatMap { $0 }
    }

    /// What the rules need to know of a locale, worked out once per locale identifier rather than per value.
    struct LocaleFacts {
        var language: String
        var canInflect: Bool
        var requiredPluralCategories: [String]?
        /// The first sample number whose plural category is not `one` (2 in each language Concord inflects): the
        /// count ``Rule/wordAfterSpan`` renders with.
        var pluralSample: NumberValue?

        /// By exact text: another normalization of an identifier may name its language in other characters.
        typealias Cache = [ExactText: LocaleFacts]

        static func of(_ locale: String, in cache: inout Cache) -> LocaleFacts {
            if let known = cache[ExactText(locale)] { return known }
            let language = InflectionLocale(locale).language
            let inflection = InflectionLocale(locale)
            let facts = LocaleFacts(language: language, canInflect: LanguageRegistry.canInflect(language: language),
                                    requiredPluralCategories: CatalogLinter.requiredPluralCategories(language: language),
                                    pluralSample: CatalogPreview.sampleNumbers(for: inflection).first {
                                        PluralRules.category(of: $0, in: inflection) != .one
                                    })
            cache[ExactText(locale)] = facts
            return facts
        }
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
        /// The value it is written in: an index into the localization's leaves.
        var leaf: Int
        var offset: Int
    }

    /// One value to check, and the substitution it is a variant of.
    struct Leaf {
        var value: CatalogValue
        /// For a substitution's variant, its index in the localization's substitutions: the argument `%arg` and
        /// its sequential specifiers stand for.
        var substitution: Int?
    }

    func leaves(of l: CatalogLocalization) -> [Leaf] {
        var out: [Leaf] = []
        l.variants.appendLeaves(substitution: nil, to: &out)
        for (i, s) in l.substitutions.enumerated() { s.variants.appendLeaves(substitution: i, to: &out) }
        return out
    }

    /// A problem found while reading a localization's arguments, reported when the localization is checked.
    struct ArgumentProblem {
        var rule: Rule
        var message: String
        var leaf: Int
        var offset: Int
        var hint: String?
    }

    /// A localization's values and their argument uses, with the problems found on the way.
    struct Analysis {
        var leaves: [Leaf]
        var uses: [ArgumentUse]
        var problems: [ArgumentProblem]
    }

    func analyse(_ l: CatalogLocalization) -> Analysis {
        let leaves = leaves(of: l)
        var problems: [ArgumentProblem] = []
        let uses = argumentUses(l, leaves: leaves) { problems.append(ArgumentProblem(rule: $0, message: $1, leaf: $2, offset: $3, hint: $4)) }
        return Analysis(leaves: leaves, uses: uses, problems: problems)
    }

    /// The argument uses of a localization's values, with problems found on the way (mixed specifiers, unknown
    /// substitutions). Sequential numbering restarts in each value, as each variant is formatted on its own.
    func argumentUses(_ l: CatalogLocalization, leaves: [Leaf], report: (Rule, String, Int, Int, String?) -> Void) -> [ArgumentUse] {
        var uses: [ArgumentUse] = []
        // Substitutions referenced without an argNum take their number from the main value's order.
        var referencedNumber: [String: Int] = [:]
        for (index, leaf) in leaves.enumerated() where leaf.value.mayHoldFormat {
            let substitution = leaf.substitution.map { l.substitutions[$0] }
            var next = 0
            var positional = false, sequential = false
            for token in ValueToken.lintTokens(leaf.value.text, substitutionArgument: substitution != nil) {
                let k = token.offset
                switch token.kind {
                case .argument:
                    let sub = substitution!
                    uses.append(ArgumentUse(number: sub.argumentNumber ?? referencedNumber[sub.name] ?? 1,
                                            type: ArgumentType(specifier: sub.formatSpecifier), written: "%arg", leaf: index, offset: k))
                case .reference(let name):
                    let written = token.written
                    let sub = l.substitution(name)
                    if sub == nil {
                        report(.unknownSubstitution, "\(written) refers to a substitution \"\(name)\" that this localization does not define",
                               index, k, "define it under \"substitutions\" (xcstrings) or as a variable dictionary (stringsdict)")
                    }
                    let n: Int
                    if let p = token.position { n = p; positional = true } else { next += 1; n = sub?.argumentNumber ?? next; sequential = true }
                    referencedNumber[name] = n
                    // An undefined substitution's type is unknown: it is reported once, not again as a mismatch.
                    uses.append(ArgumentUse(number: n, type: sub.map { ArgumentType(specifier: $0.formatSpecifier) }, written: written,
                                            leaf: index, offset: k))
                case .specifier(let type):
                    let n: Int
                    if let p = token.position {
                        n = p
                        positional = true
                    } else if let sub = substitution {
                        n = sub.argumentNumber ?? referencedNumber[sub.name] ?? 1
                    } else {
                        next += 1
                        n = next
                        sequential = true
                    }
                    if positional && sequential {
                        report(.formatMixed, "\(token.written) mixes sequential and numbered specifiers (%@ with %1$@) in one value; the order is undefined",
                               index, k, "number every specifier (%1$@, %2$lld) or none")
                        positional = false
                        sequential = false
                    }
                    uses.append(ArgumentUse(number: n, type: type, written: token.written, leaf: index, offset: k))
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
        if let source = entry.localizations[developmentLanguage] { return sourceSignature(analyse(source)) }
        return keySignature(entry.key)
    }

    func sourceSignature(_ source: Analysis) -> (Signature, hasMarkup: Bool) {
        (signature(source.uses), source.leaves.contains { $0.value.mayHoldMarkup })
    }

    /// The signature of a key with no value in the development language: the key's own specifiers.
    func keySignature(_ key: String) -> (Signature, hasMarkup: Bool) {
        var s = Signature()
        var next = 0
        for token in ValueToken.lintTokens(key, substitutionArgument: false) {
            guard case .specifier(let type) = token.kind else { continue }
            let n = token.position ?? { next += 1; return next }()
            if s.types[n] == nil { s.types[n] = type }
        }
        return (s, CatalogValue.holdsSpanOpener(key))
    }

    /// The arguments a caller passes: the source's, and those of a key that is itself a format string. Xcode's
    /// keys are the code's interpolation (`"notifications.label.favorite %lld"`), and the source language's value
    /// may leave an argument out (`"starred"`) that a translation uses (`%#@count@`, to choose its verb). A key
    /// with a specifier written with a space (`"50% off"` reads as `% o`) is text, not a format.
    func passedSignature(key: String, source: Signature) -> Signature {
        var next = 0
        var passed = source
        for token in ValueToken.lintTokens(key, substitutionArgument: false) {
            guard case .specifier(let type) = token.kind else { continue }
            if token.written.contains(" ") { return source }
            let n = token.position ?? { next += 1; return next }()
            if passed.types[n] == nil { passed.types[n] = type }
        }
        return passed
    }

    func lint(_ entry: CatalogEntry, developmentLanguage: String, facts: inout LocaleFacts.Cache) -> [CatalogDiagnostic] {
        var out: [CatalogDiagnostic] = []
        var parses = ParseMemo()
        // The development language's values are read once: for the source's signature, and as a locale of their own.
        let sourceAnalysis = entry.localizations[developmentLanguage].map(analyse)
        let source = sourceAnalysis.map(sourceSignature) ?? keySignature(entry.key)
        let passed = sourceAnalysis == nil ? source.0 : passedSignature(key: entry.key, source: source.0)
        for locale in entry.localizations.keys.sorted() {
            let isSource = locale == developmentLanguage
            let analysis = isSource ? sourceAnalysis! : analyse(entry.localizations[locale]!)
            let leaves = analysis.leaves
            guard let first = leaves.first?.value else { continue }
            func report(_ rule: Rule, _ message: String, _ leaf: Int, _ offset: Int, _ hint: String?) {
                out.append(Self.finding(Diagnostic(rule.severity, code: rule.rawValue, message, hint: hint), value: leaves[leaf].value,
                                        offset: offset, key: entry.key, locale: locale))
            }
            for p in analysis.problems { report(p.rule, p.message, p.leaf, p.offset, p.hint) }
            if !isSource, entry.shouldTranslate {
                compare(analysis.uses, with: source.0, passed: passed, firstLeaf: 0, report: report)
            }
            // The signature's count: the highest argument number used.
            let argumentCount = max(source.0.count, analysis.uses.reduce(0) { max($0, $1.number) })
            let place = (name: locale, facts: LocaleFacts.of(locale, in: &facts))
            var hasMarkup = false
            for leaf in leaves where leaf.value.mayHoldMarkup {
                hasMarkup = true
                checkMarkup(leaf.value, parsed: parses.parse(leaf.value.text), locale: place, argumentCount: argumentCount,
                            entry: entry, into: &out)
            }
            if source.hasMarkup, !hasMarkup, !isSource, entry.shouldTranslate {
                out.append(Self.finding(Diagnostic(.warning, code: Rule.markupDropped.rawValue,
                                                   "the source language's value has agreement markup (^[…](…)) but this translation has none",
                                                   hint: "keep the span around the words that must agree, e.g. ^[%lld %@](inflect: true)"),
                                        value: first, offset: 0, key: entry.key, locale: locale))
            }
            checkPlurals(entry.localizations[locale]!, locale: place, entry: entry, into: &out)
            checkStates(leaves, entry: entry, locale: locale, into: &out)
        }
        return out
    }

    /// The parses of one key's values: locales and plural variants often repeat a text (pt-BR and pt-PT, a value
    /// left as the source's, `many` as `other`), and parsing is a pure function of the text.
    struct ParseMemo {
        private var parsed: [ExactText: ParsedMarkup] = [:]

        mutating func parse(_ text: String) -> ParsedMarkup {
            if let known = parsed[ExactText(text)] { return known }
            let markup = MarkupParser.parse(text)
            parsed[ExactText(text)] = markup
            return markup
        }
    }

    /// Format specifiers against the source's: arguments beyond those the caller passes (`passed`, see
    /// ``passedSignature(key:source:)``), other types, arguments of the source dropped.
    func compare(_ uses: [ArgumentUse], with expected: Signature, passed: Signature, firstLeaf: Int,
                 report: (Rule, String, Int, Int, String?) -> Void) {
        var reportedType = Set<Int>()
        for u in uses {
            if u.number > passed.count {
                let rule: Rule = u.written.contains("$") ? .formatPosition : .formatCount
                report(rule, "\(u.written) uses argument \(u.number), but the source language has \(passed.count) argument\(passed.count == 1 ? "" : "s")",
                       u.leaf, u.offset, passed.count == 0 ? "remove it, or write %% for a percent sign" : "use an argument from 1 to \(passed.count)")
            } else if let type = passed.types[u.number], let written = u.type, type != written, reportedType.insert(u.number).inserted {
                report(.formatType, "\(u.written) formats argument \(u.number) as \(written.rawValue), but the source language formats it as \(type.rawValue)",
                       u.leaf, u.offset, "use the source's specifier for argument \(u.number)")
            }
        }
        // The numbers used: small ones as bits, so the usual key needs no set.
        var usedBits: UInt64 = 0
        var usedOthers = Set<Int>()
        for u in uses {
            if u.number >= 0, u.number < 64 { usedBits |= 1 << UInt64(u.number) } else { usedOthers.insert(u.number) }
        }
        var missing = expected.types.keys.filter { n in n >= 0 && n < 64 ? usedBits & (1 << UInt64(n)) == 0 : !usedOthers.contains(n) }
        if !missing.isEmpty {
            missing.sort()
            let list = missing.map { "\($0) (\(expected.types[$0]!.rawValue))" }.joined(separator: ", ")
            report(.formatCount, "the translation never uses argument\(missing.count == 1 ? "" : "s") \(list) of the source language",
                   firstLeaf, 0, "every argument of the source must appear in the translation (%1$@, %2$lld… to reorder)")
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
