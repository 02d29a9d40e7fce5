import Foundation
import Concord

/// Reads protocol requests (`../shared/spec/protocol.md`) into engine values and writes answers.
public enum ProtocolCodec {
    /// A request that cannot be read, with a message saying what and how to fix it.
    public struct BadRequest: Error, CustomStringConvertible {
        public var description: String
        init(_ message: String) { description = message }
    }

    /// Why a request line is not JSON and where, in the words the catalog reader uses (`column 15: expected ',' or
    /// '}' but found '"' (a comma is missing between members?)`); the line's start when the reader finds no fault.
    static func jsonProblem(in line: String) -> String {
        let bytes = Array(line.utf8)
        do {
            _ = try JSONTextReader.parse(bytes)
        } catch let failure as JSONTextReader.Failure {
            let column = CatalogSource(path: "", bytes: bytes).position(ofByte: failure.offset).column
            // The reader's hints speak of a file ("is the file truncated?"); here it is a line.
            let hint = failure.hint.map { " (" + $0.replacingOccurrences(of: "the file", with: "the line") + ")" } ?? ""
            return "the line is not valid JSON: column \(column): \(failure.message)" + hint
        } catch {}
        return "the line is not valid JSON: \(line.prefix(60))"
    }

    /// A morphology object (`{"grammaticalGender": "feminine"}`).
    public static func morphology(_ value: JSONValue, at path: String) throws -> InflectionMorphology {
        guard case .object(let pairs) = value else { throw BadRequest("\(path) must be an object of morphology keys") }
        var m = InflectionMorphology()
        for (key, v) in pairs {
            guard let s = v.stringValue else { throw BadRequest("\(path).\(key) must be a string") }
            do { try m.set(markupKey: key, value: s) } catch { throw BadRequest("\(path): \(error)") }
        }
        return m
    }

    /// A format argument: a number, a string, or `{"text": …, "morphology": {…}}`.
    public static func argument(_ value: JSONValue, index: Int) throws -> FormatArgument {
        switch value {
        case .number(let n): return .number(NumberValue(n))
        case .string(let s): return .text(s)
        case .object:
            if let formatted = try formattedArgument(value, index: index) { return .formatted(formatted) }
            guard let text = value["text"]?.stringValue else { throw BadRequest("args[\(index)] needs a \"text\" string") }
            if let m = value["morphology"] { return .phrase(text, try morphology(m, at: "args[\(index)].morphology")) }
            return .text(text)
        default: throw BadRequest("args[\(index)] must be a number, a string or {\"text\", \"morphology\"}")
        }
    }

    /// `{"list": […]}`, `{"currency": 3.49, "code": "EUR"}`, `{"date": "…"}`, `{"number": 1234.5}` (read by the
    /// same decoder as the REPL's JSON5, JSON being JSON5); nil for other objects.
    static func formattedArgument(_ value: JSONValue, index: Int) throws -> FormattedValue? {
        var parser = JSON5Parser(Array(value.serialized))
        guard let node = try? parser.parseDocument(), case .object(let members) = node.value else { return nil }
        do { return try FormattedValue(json5: members) } catch let e as FormattedValueError {
            throw BadRequest("args[\(index)]: \(e.description)")
        }
    }

    /// A term of address: `"masculine"`, `"feminine"`, `"neutral"`, or `{"language", "pronouns"}`.
    public static func term(_ value: JSONValue, at path: String) throws -> TermOfAddress {
        switch value {
        case .string("masculine"): return .masculine
        case .string("feminine"): return .feminine
        case .string("neutral"): return .neutral
        case .string("currentUser"): return .currentUser
        case .string(let raw) where CommandLineValues.genderKitRawValue(raw) != nil:
            return CommandLineValues.genderKitRawValue(raw)!.termOfAddress
        case .object where value["pronouns"]?.stringValue != nil || value["pronouns"].map({ if case .object = $0 { return true } else { return false } }) == true:
            // `"pronouns": "xey/xem/xeir/xeirs/xemself"` or GenderKit's pronoun object: read as on the command line.
            do { return try CommandLineValues.customTerm(value.serialized)! } catch { throw BadRequest("\(path): \(error)") }
        case .object:
            guard let language = value["language"]?.stringValue else { throw BadRequest("\(path) needs a \"language\"") }
            guard case .array(let items)? = value["pronouns"] else { throw BadRequest("\(path) needs a \"pronouns\" array") }
            let pronouns = try items.enumerated().map { i, item -> InflectionMorphology.Pronoun in
                guard let form = item["pronoun"]?.stringValue else { throw BadRequest("\(path).pronouns[\(i)] needs a \"pronoun\"") }
                let m = try item["morphology"].map { try morphology($0, at: "\(path).pronouns[\(i)].morphology") } ?? InflectionMorphology()
                let dep = try item["dependentMorphology"].map { try morphology($0, at: "\(path).pronouns[\(i)].dependentMorphology") }
                return InflectionMorphology.Pronoun(pronoun: form, morphology: m, dependentMorphology: dep)
            }
            return .localized(language: language, pronouns: pronouns)
        default:
            throw BadRequest("\(path) must be \"masculine\", \"feminine\", \"neutral\" or {\"language\", \"pronouns\"}")
        }
    }

    /// A concept: `{"termsOfAddress": [...]}` or `{"localizedPhrase": "…"}` (optionally with `"morphology"`).
    public static func concept(_ value: JSONValue, index: Int) throws -> InflectionConcept {
        if case .array(let terms)? = value["termsOfAddress"] {
            return .termsOfAddress(try terms.enumerated().map { try term($1, at: "concepts[\(index)].termsOfAddress[\($0)]") })
        }
        if let phrase = value["localizedPhrase"]?.stringValue {
            if let m = value["morphology"] { return .describedPhrase(phrase, try morphology(m, at: "concepts[\(index)].morphology")) }
            return .localizedPhrase(phrase)
        }
        throw BadRequest("concepts[\(index)] must be {\"termsOfAddress\": [...]} or {\"localizedPhrase\": \"...\"}")
    }

    /// The request's `"locale"` (`en` when absent), checked for characters a locale cannot hold.
    static func localeIdentifier(_ obj: JSONValue) throws -> String {
        let locale = obj["locale"]?.stringValue ?? "en"
        if let problem = InflectionLocale.problem(with: locale) { throw BadRequest("\"locale\": \(problem)") }
        return locale
    }

    /// A render request.
    public static func renderRequest(_ obj: JSONValue) throws -> RenderRequest {
        guard let markup = obj["markup"]?.stringValue else { throw BadRequest("the request needs \"markup\" (a string) or \"analyze\"") }
        let locale = try localeIdentifier(obj)
        var args: [FormatArgument] = []
        if let a = obj["args"] {
            guard case .array(let items) = a else { throw BadRequest("\"args\" must be an array") }
            args = try items.enumerated().map { try argument($1, index: $0) }
        }
        var concepts: [InflectionConcept] = []
        if let c = obj["concepts"] {
            guard case .array(let items) = c else { throw BadRequest("\"concepts\" must be an array") }
            concepts = try items.enumerated().map { try concept($1, index: $0) }
        }
        var user = UserTermSetting.notGiven
        if let u = obj["userTermOfAddress"] {
            user = u == .null ? .noPreference : .term(try term(u, at: "userTermOfAddress"))
        }
        var request = RenderRequest(markup: markup, locale: InflectionLocale(locale), arguments: args, concepts: concepts,
                                    userTermOfAddress: user, neutralStyle: try neutralStyle(obj["neutralStyle"]))
        if let a = obj["attributes"] { request.attributes = try attributeDeclarations(a) }
        return request
    }

    /// `"neutralStyle"`: a style name, or null / absent for Apple's behaviour.
    static func neutralStyle(_ value: JSONValue?) throws -> NeutralStyle? {
        guard let value, value != .null else { return nil }
        guard let name = value.stringValue, let style = NeutralStyle(name: name) else {
            throw BadRequest("\"neutralStyle\" must be one of " + NeutralStyle.names.joined(separator: ", ") + ", or null")
        }
        return style
    }

    /// A diagnostic as the protocol writes it: `{"severity", "code", "message"}`, then `"line"` and `"column"`
    /// (1-based) and `"hint"` when the diagnostic has them.
    public static func diagnostic(_ d: Diagnostic) -> JSONValue {
        var pairs: [(String, JSONValue)] = [("severity", .string(d.severity.rawValue)), ("code", .string(d.code)),
                                            ("message", .string(d.message))]
        if let l = d.location { pairs += [("line", .number(Double(l.line))), ("column", .number(Double(l.column)))] }
        if let h = d.hint { pairs.append(("hint", .string(h))) }
        return .object(pairs)
    }

    /// A trace entry as the protocol writes it: `{"span", "attribute", "rule", "input", "output", "facts"}`, each
    /// fact `{"subject", "feature", "value", "source"}`, then `"note"` when there is one.
    public static func traceEntry(_ t: TraceEntry) -> JSONValue {
        var pairs: [(String, JSONValue)] = [
            ("span", .string(t.span)), ("attribute", .string(t.attribute)), ("rule", .string(t.rule)),
            ("input", .string(t.input)), ("output", .string(t.output)),
            ("facts", .array(t.facts.map { .object([("subject", .string($0.subject)), ("feature", .string($0.feature)),
                                                     ("value", .string($0.value)), ("source", .string($0.source.rawValue))]) })),
        ]
        if let n = t.note { pairs.append(("note", .string(n))) }
        return .object(pairs)
    }

    /// An analysis's features as an object of markup keys and values in Apple's key order:
    /// `{"grammaticalGender": "feminine", "number": "one"}`.
    public static func features(_ a: PhraseAnalysis) -> JSONValue {
        .object(a.features.markupPairs.map { ($0.key, JSONValue.string($0.value)) })
    }

    /// Answers one request line. Never throws: a bad line gets `{"id", "error"}`.
    public static func answer(line: String, engine: ConcordEngine) -> String {
        var bytes = JSONBytes()
        answerValue(line: line, engine: engine).write(to: &bytes)
        return bytes.string
    }

    /// The answer to one request line (the server writes it straight into its output buffer).
    static func answerValue(line: String, engine: ConcordEngine) -> Answer {
        // Most lines are a plain render request: read straight into the request, without a JSON object. (A line
        // over the limit is refused whatever it holds; a plain request is never blank.)
        if line.utf8.count <= engine.limits.maximumLineBytes, let plain = StrictJSONReader.plainRequest(line) {
            return finished(id: plain.id, request: plain.request, engine.render(plain.request, includingRuns: plain.runs, template: plain.template),
                            trace: plain.request.recordsTrace, runs: plain.runs)
        }
        var id: JSONValue = .null
        do {
            // A request line starts with `{`, which is no white space: the line need not be read to know.
            if line.utf8.first != UInt8(ascii: "{"), line.allSatisfy(\.isWhitespace) {
                throw BadRequest("the line is empty; send one JSON request object per line")
            }
            if line.utf8.count > engine.limits.maximumLineBytes {
                throw BadRequest("the line is longer than the limit of \(engine.limits.maximumLineBytes) bytes (maximumLineBytes); send a shorter request")
            }
            guard let obj = try? JSONValue.parse(line) else {
                if let (repaired, column) = LoneSurrogates.replaced(in: line), let value = try? JSONValue.parse(repaired),
                   case .object = value {
                    id = value["id"] ?? .null
                    throw BadRequest("column \(column): a lone surrogate escape (\\ud800–\\udfff) is not a character; escape a character outside the BMP as a pair (\\ud83d\\ude00) or write it as it is")
                }
                throw BadRequest(jsonProblem(in: line))
            }
            guard case .object = obj else { throw BadRequest("a request must be a JSON object") }
            id = obj["id"] ?? .null
            let wantsTrace = obj["trace"] == .bool(true)
            if let text = obj["analyze"]?.stringValue {
                let locale = InflectionLocale(try localeIdentifier(obj))
                guard let analysis = engine.analyze(text, locale: locale) else {
                    throw BadRequest("Concord cannot analyze '\(locale.identifier)'")
                }
                var pairs: [(String, JSONValue)] = [("id", id), ("features", features(analysis))]
                if !analysis.guessed.isEmpty { pairs.append(("guessed", .array(analysis.guessed.sorted().map(JSONValue.string)))) }
                if wantsTrace { pairs.append(("facts", .array(analysis.facts.map { .string($0.description) }))) }
                return .value(.object(pairs))
            }
            let (request, r) = obj["catalog"] != nil ? try CatalogRequests.render(obj, engine: engine)
                                                     : try {
                                                         var q = try renderRequest(obj)
                                                         q.recordsTrace = wantsTrace // no trace is built unless asked for
                                                         return (q, engine.render(q))
                                                     }()
            return finished(id: id, request: request, r, trace: wantsTrace, runs: obj["runs"] == .bool(true))
        } catch {
            return .value(.object([("id", id), ("error", .string("\(error)"))]))
        }
    }

    /// The answer to a rendered request: the first error, or the rendering.
    static func finished(id: JSONValue, request: RenderRequest, _ r: Rendering, trace: Bool, runs: Bool) -> Answer {
        if let error = r.diagnostics.first(where: { $0.severity == .error }) {
            var message = error.formatted(source: request.markup)
            if r.diagnostics.filter({ $0.severity == .error }).count > 1 {
                message += "\n(and \(r.diagnostics.filter { $0.severity == .error }.count - 1) more)"
            }
            return .value(.object([("id", id), ("error", .string(message)), ("output", .string(r.text)),
                                   ("diagnostics", .array(r.diagnostics.map(diagnostic)))]))
        }
        return .rendered(id: id, r, trace: trace, runs: runs)
    }

    /// The request ``renderRequest(_:)`` makes of a plain request's values (the `"locale"` string, nil when
    /// absent or no string), or nil when its locale has a problem: such a line takes the general way, which says
    /// what is wrong.
    static func plainRenderRequest(markup: String, locale: String?, arguments: [FormatArgument],
                                   concepts: [InflectionConcept] = [], trace: Bool) -> RenderRequest? {
        guard let locale = requestLocale(locale ?? "en") else { return nil }
        return RenderRequest(markup: markup, locale: locale, arguments: arguments, concepts: concepts,
                             recordsTrace: trace) // no trace is built unless asked for
    }

    /// `InflectionLocale(identifier)`, or nil when `InflectionLocale.problem(with:)` finds something wrong with
    /// the identifier (which is so exactly when a byte is not an ASCII letter, digit, `-` or `_`). The two shapes
    /// nearly every request has, `es` and `pt-BR`, are read on their bytes as `InflectionLocale.init` reads them
    /// (a lower-case language of up to three letters; that and a two-letter region after `-` or `_`), without the
    /// arrays and strings the general code makes; any other identifier is left to it.
    static func requestLocale(_ identifier: String) -> InflectionLocale? {
        var identifier = identifier
        enum Shape { case problem, language, languageAndRegion(language: String, region: String), other }
        let shape = identifier.withUTF8 { bytes -> Shape in
            func isLowercase(_ b: UInt8) -> Bool { b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z") }
            func isLetter(_ b: UInt8) -> Bool { isLowercase(b | 0x20) }
            func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }
            var allLowercase = true
            for b in bytes {
                guard isLetter(b) || isDigit(b) || b == UInt8(ascii: "-") || b == UInt8(ascii: "_") else { return .problem }
                allLowercase = allLowercase && isLowercase(b)
            }
            let n = bytes.count
            if n >= 1, n <= 3, allLowercase { return .language }
            if n == 5 || n == 6, bytes[n - 3] == UInt8(ascii: "-") || bytes[n - 3] == UInt8(ascii: "_"),
               bytes[..<(n - 3)].allSatisfy(isLowercase), isLetter(bytes[n - 2]), isLetter(bytes[n - 1]) {
                let region = (bytes[n - 2] & ~0x20, bytes[n - 1] & ~0x20)
                return withUnsafeBytes(of: region) { regionBytes in
                    .languageAndRegion(language: String(decoding: UnsafeBufferPointer(rebasing: bytes[..<(n - 3)]), as: UTF8.self),
                                       region: String(decoding: regionBytes, as: UTF8.self))
                }
            }
            return .other
        }
        var locale = english
        switch shape {
        case .problem: return nil
        case .language: locale.language = identifier
        case .languageAndRegion(let language, let region): locale.language = language; locale.region = region
        case .other: return InflectionLocale(identifier)
        }
        return locale
    }

    /// A locale whose language and region ``requestLocale(_:)`` sets.
    private static let english = InflectionLocale("en")

    /// One answer line. Most answers are a rendering, written from it straight into the output bytes (no JSON
    /// tree is built for them); the others are JSON values.
    enum Answer {
        case value(JSONValue)
        /// `{"id", "output", "diagnostics"}`, then `"trace"` and `"runs"` when the request asked for them.
        case rendered(id: JSONValue, Rendering, trace: Bool, runs: Bool)

        /// Appends the answer's compact JSON (no newline) to `out`.
        func write(to out: inout JSONBytes) {
            switch self {
            case .value(let value):
                value.write(to: &out)
            case .rendered(let id, let r, let wantsTrace, let wantsRuns):
                out.append(#"{"id": "#)
                id.write(to: &out)
                out.append(#", "output": "#, quoted: r.text)
                out.append(#", "diagnostics": ["#)
                for (k, d) in r.diagnostics.enumerated() {
                    if k > 0 { out.append(", ") }
                    ProtocolCodec.write(d, to: &out)
                }
                out.append(UInt8(ascii: "]"))
                if wantsTrace {
                    out.append(#", "trace": ["#)
                    for (k, entry) in r.trace.enumerated() {
                        if k > 0 { out.append(", ") }
                        ProtocolCodec.write(entry, to: &out)
                    }
                    out.append(UInt8(ascii: "]"))
                }
                if wantsRuns {
                    out.append(#", "runs": "#)
                    ProtocolCodec.write(r.runs, to: &out)
                }
                out.append(UInt8(ascii: "}"))
            }
        }
    }

    /// Writes `diagnostic(d)` without building it: the same bytes.
    static func write(_ d: Diagnostic, to out: inout JSONBytes) {
        out.append(#"{"severity": "#, quoted: d.severity.rawValue)
        out.append(#", "code": "#, quoted: d.code)
        out.append(#", "message": "#, quoted: d.message)
        if let l = d.location {
            out.append(#", "line": "#)
            out.append(decimal: l.line)
            out.append(#", "column": "#)
            out.append(decimal: l.column)
        }
        if let h = d.hint {
            out.append(#", "hint": "#, quoted: h)
        }
        out.append(UInt8(ascii: "}"))
    }

    /// Writes `traceEntry(t)` without building it: the same bytes.
    static func write(_ t: TraceEntry, to out: inout JSONBytes) {
        out.append(#"{"span": "#, quoted: t.span)
        out.append(#", "attribute": "#, quoted: t.attribute)
        out.append(#", "rule": "#, quoted: t.rule)
        out.append(#", "input": "#, quoted: t.input)
        out.append(#", "output": "#, quoted: t.output)
        out.append(#", "facts": ["#)
        for (k, fact) in t.facts.enumerated() {
            if k > 0 { out.append(", ") }
            out.append(#"{"subject": "#, quoted: fact.subject)
            out.append(#", "feature": "#, quoted: fact.feature)
            out.append(#", "value": "#, quoted: fact.value)
            out.append(#", "source": "#, quoted: fact.source.rawValue)
            out.append(UInt8(ascii: "}"))
        }
        out.append(UInt8(ascii: "]"))
        if let n = t.note {
            out.append(#", "note": "#, quoted: n)
        }
        out.append(UInt8(ascii: "}"))
    }
}

extension NumberValue {
    /// `NumberValue(value)` for a caller that knows `text` is how that writes `value`, without writing it again.
    init(text: String, value: Double) {
        self = NumberValue.zero
        self.text = text
        self.value = value
    }

    private static let zero = NumberValue(0)
}
