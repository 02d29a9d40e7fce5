import Concord
import Foundation

/// Reads arguments, concepts and terms written on the command line or in the REPL.
public enum CommandLineValues {
    /// A problem with a value, saying what was expected.
    public struct Invalid: Error, CustomStringConvertible {
        /// What is wrong, without the place.
        public var message: String
        /// 0-based character offset in the value, when known.
        public var offset: Int?
        /// How to fix it, when there is more to say than the message.
        public var hint: String?

        init(description: String) { message = description }

        init(_ message: String, offset: Int?, hint: String?) {
            self.message = message
            self.offset = offset
            self.hint = hint
        }

        public var description: String { offset.map { "\(message) at column \($0 + 1)" } ?? message }
    }

    /// `2`, `1.5`, `pequeño`, `"two words"`, `{text: 'malteada', morphology: {…}}`.
    public static func argument(_ text: String, morphologies: [String: InflectionMorphology] = [:]) throws -> FormatArgument {
        let t = text.trimmingCharacters(in: .whitespaces)
        if let n = NumberValue(t), t.first.map({ $0.isNumber || $0 == "-" || $0 == "+" || $0 == "." }) == true { return .number(n) }
        if t.hasPrefix("{") {
            let node = try json5(t)
            guard case .object(let members) = node.value else { throw Invalid(description: "expected {text: '…', morphology: …}") }
            if let formatted = try formattedValue(members) { return .formatted(formatted) }
            var phrase: String?
            var morphology: InflectionMorphology?
            for m in members {
                switch (m.key, m.value.value) {
                case ("text", .string(let s)): phrase = s
                case ("morphology", .string(let name)):
                    guard let named = morphologies[name] else { throw Invalid(description: "no morphology named '\(name)' (define it with :morph)") }
                    morphology = named
                case ("morphology", .object(let ms)): morphology = try morphologyValue(ms)
                default: throw Invalid(description: "unexpected key '\(m.key)' in an argument (expected text and morphology)")
                }
            }
            guard let phrase else { throw Invalid(description: "the argument needs text: '…'") }
            return morphology.map { .phrase(phrase, $0) } ?? .text(phrase)
        }
        if t.count >= 2, let q = t.first, q == "\"" || q == "'", t.last == q { return .text(String(t.dropFirst().dropLast())) }
        return .text(t)
    }

    /// `masculine`, `feminine`, `neutral` (a person), a JSON5 concept object, or any other text (a phrase).
    public static func concept(_ text: String) throws -> InflectionConcept {
        let t = text.trimmingCharacters(in: .whitespaces)
        switch t {
        case "masculine": return .termsOfAddress([.masculine])
        case "feminine": return .termsOfAddress([.feminine])
        case "neutral": return .termsOfAddress([.neutral])
        default: break
        }
        if let custom = try customTerm(t) { return .termsOfAddress([custom]) }
        if t.hasPrefix("{") {
            let node = try json5(t)
            guard case .object(let members) = node.value else { throw Invalid(description: "expected a concept object") }
            for m in members {
                if m.key == "localizedPhrase", case .string(let s) = m.value.value { return .localizedPhrase(s) }
                if m.key == "termsOfAddress", case .array(let items) = m.value.value {
                    return .termsOfAddress(try items.map { item in
                        guard case .string(let s) = item.value else { throw Invalid(description: "terms must be masculine, feminine or neutral") }
                        return try term(s)
                    })
                }
            }
            throw Invalid(description: "a concept object is {localizedPhrase: '…'} or {termsOfAddress: ['feminine']}")
        }
        if t.count >= 2, let q = t.first, q == "\"" || q == "'", t.last == q { return .localizedPhrase(String(t.dropFirst().dropLast())) }
        return .localizedPhrase(t)
    }

    /// `masculine`, `feminine`, `neutral`.
    public static func term(_ text: String) throws -> TermOfAddress {
        switch text {
        case "masculine": return .masculine
        case "feminine": return .feminine
        case "neutral": return .neutral
        default:
            if let custom = try customTerm(text) { return custom }
            throw Invalid(description: "'\(text)' is not a term of address (masculine, feminine, neutral, a GenderKit raw value, or {language: 'en', pronouns: 'xey/xem/xeir/xeirs/xemself'})")
        }
    }

    /// An inclusive style name (`--neutral-style`).
    static func neutralStyle(_ text: String) throws -> NeutralStyle {
        guard let style = NeutralStyle(name: text) else {
            throw Invalid(description: "'\(text)' is not a neutral style (" + NeutralStyle.names.joined(separator: ", ") + ")")
        }
        return style
    }

    /// The user's term: a term, or `none` for no preference.
    public static func userTerm(_ text: String) throws -> UserTermSetting {
        if text == "none" || text == "null" { return .noPreference }
        return .term(try term(text))
    }

    /// `{list: […]}`, `{currency: 3.49, code: 'EUR'}`, `{date: '…'}`, `{number: 1234.5}`; nil for other objects.
    static func formattedValue(_ members: [JSON5Member]) throws -> FormattedValue? {
        do { return try FormattedValue(json5: members) } catch let e as FormattedValueError {
            throw Invalid(description: e.description)
        }
    }

    /// `rainbow: fun|extreme`, `rainbow fun|extreme` or `rainbow` (any value): a custom attribute declaration.
    public static func attributeDeclaration(_ text: String) throws -> AttributeDeclaration {
        guard let d = AttributeDeclaration(parsing: text) else {
            throw Invalid(description: "'\(text)' is not an attribute declaration (write NAME or NAME: value|value, e.g. rainbow: fun|extreme)")
        }
        return d
    }

    static func json5(_ text: String) throws -> JSON5Node {
        let chars = Array(text)
        var parser = JSON5Parser(chars)
        do { return try parser.parseDocument() } catch let e as JSON5Error {
            let suggestion = AttributeSuggestions.bareWord(in: chars, at: e.offset, end: chars.count)
            throw Invalid(suggestion?.message ?? e.message, offset: e.offset, hint: suggestion?.hint)
        }
    }

    /// A morphology object body `{grammaticalGender: 'feminine', number: 'other'}`.
    public static func morphology(_ text: String) throws -> InflectionMorphology {
        let node = try json5(text)
        guard case .object(let members) = node.value else { throw Invalid(description: "expected {key: 'value', …}") }
        return try morphologyValue(members)
    }

    static func morphologyValue(_ members: [JSON5Member]) throws -> InflectionMorphology {
        var m = InflectionMorphology()
        for member in members {
            guard case .string(let s) = member.value.value else {
                throw Invalid("\(member.key) expects a quoted string, not \(member.value.json5Text)", offset: member.value.offset,
                              hint: InflectionMorphology.markupValues(forKey: member.key).map { "one of: " + $0.joined(separator: ", ") })
            }
            do { try m.set(markupKey: member.key, value: s) } catch let e as MorphologyValueError {
                if case .unknownKey = e { throw Invalid(e.description, offset: member.keyOffset, hint: e.hint) }
                throw Invalid(e.description, offset: member.value.offset, hint: e.hint)
            }
        }
        return m
    }
}

/// Loads user lexicon files (and the one in the config directory), reporting each problem on standard error as
/// `file:line: what, how to fix` — at most a few per file, then a count.
public enum UserLexicons {
    /// The most problem lines printed per file; the rest are counted.
    public static let maximumReportedProblems = 5

    /// Loads `paths`; returns false when a file could not be read or had problems (its good lines still load).
    @discardableResult
    public static func load(_ paths: [String], store: LexiconStore = .shared) -> Bool {
        var all = paths
        if FileManager.default.fileExists(atPath: LexiconStore.defaultUserLexiconPath) {
            all.insert(LexiconStore.defaultUserLexiconPath, at: 0)
        }
        var clean = true
        for path in all {
            do {
                let problems = try store.addUserFile(path)
                for line in report(problems) { FileHandle.standardError.write(Data("concord: \(line)\n".utf8)) }
                if !problems.isEmpty { clean = false }
            } catch {
                FileHandle.standardError.write(Data("concord: \(error)\n".utf8))
                clean = false
            }
        }
        return clean
    }

    /// The first few problems, then one line counting the rest.
    public static func report(_ problems: [String]) -> [String] {
        guard problems.count > maximumReportedProblems else { return problems }
        let rest = problems.count - maximumReportedProblems
        return Array(problems.prefix(maximumReportedProblems)) + ["… and \(rest) more problem\(rest == 1 ? "" : "s") in the same file"]
    }
}

/// Prints trace entries one per line.
public enum TraceFormatter {
    /// One line per entry, indented: `· rule: input → output  [facts]  — note`, after the span's label; with
    /// `color`, the rule identifier is cyan (ANSI escapes).
    public static func lines(_ trace: [TraceEntry], color: Bool) -> [String] {
        trace.map { t in
            let facts = t.facts.isEmpty ? "" : "  [" + t.facts.map(\.description).joined(separator: "; ") + "]"
            let change = t.changed ? "\(t.input) → \(t.output)" : "\(t.input) (unchanged)"
            let why = t.note.map { "  — \($0)" } ?? ""
            let rule = color ? "\u{1B}[36m\(t.rule)\u{1B}[0m" : t.rule
            return "  \(label(of: t))· \(rule): \(change)\(facts)\(why)"
        }
    }

    /// The span as written, followed by the attribute that did the work when the span alone does not say which:
    /// `^[%lld file](inflect: true) ` but `^[file](inflect: true, agreeWithArgument: 1) (agreeWithArgument: 1) `.
    public static func label(of entry: TraceEntry) -> String {
        let span = entry.span.isEmpty ? "" : entry.span + " "
        guard !entry.attribute.isEmpty else { return span }
        // The attribute is normalized to single quotes; the span keeps the author's.
        let body = entry.attribute.trimmingCharacters(in: .whitespaces)
        let written = entry.span.replacingOccurrences(of: "\"", with: "'")
        if written.hasSuffix("](\(body))") || written.hasSuffix("]({\(body)})") { return span }
        return span + "(\(entry.attribute)) "
    }
}
