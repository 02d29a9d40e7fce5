import Concord

extension ProtocolCodec {
    /// The runs of a result as JSON: each run's text, its Markdown styles, link, `replacementIndex`, the
    /// inflection attributes of the spans around it and its custom attributes (decoded values). Keys that do
    /// not apply are left out.
    public static func runs(_ runs: [RenderedRun]) -> JSONValue {
        .array(runs.map { run in
            var pairs: [(String, JSONValue)] = [("text", .string(run.text))]
            let styles = styleNames(run.style)
            if !styles.isEmpty { pairs.append(("styles", .array(styles.map(JSONValue.string)))) }
            if let link = run.style.link { pairs.append(("link", .string(link))) }
            if let index = run.replacementIndex { pairs.append(("replacementIndex", .number(Double(index)))) }
            let inflection = inflectionAttributes(run.inflection)
            if !inflection.isEmpty { pairs.append(("inflection", .object(inflection))) }
            if !run.customAttributes.isEmpty {
                pairs.append(("custom", .object(run.customAttributes.sorted { $0.key < $1.key }.map { ($0.key, json($0.value)) })))
            }
            return .object(pairs)
        })
    }

    /// Writes `runs(runs)` without building it: the same bytes.
    static func write(_ runs: [RenderedRun], to out: inout JSONBytes) {
        out.append(UInt8(ascii: "["))
        for (k, run) in runs.enumerated() {
            if k > 0 { out.append(", ") }
            out.append(#"{"text": "#)
            out.appendQuoted(run.text)
            let style = run.style
            if style.strong || style.emphasis || style.code {
                out.append(#", "styles": ["#)
                var first = true
                func name(_ name: StaticString) {
                    if !first { out.append(", ") }
                    first = false
                    out.append(UInt8(ascii: "\""))
                    out.append(name)
                    out.append(UInt8(ascii: "\""))
                }
                if style.strong { name("strong") }
                if style.emphasis { name("emphasis") }
                if style.code { name("code") }
                out.append(UInt8(ascii: "]"))
            }
            if let link = style.link {
                out.append(#", "link": "#)
                out.appendQuoted(link)
            }
            if let index = run.replacementIndex {
                out.append(#", "replacementIndex": "#)
                out.append(number: Double(index))
            }
            writeInflection(run.inflection, to: &out)
            if !run.customAttributes.isEmpty {
                out.append(#", "custom": "#)
                json(.object(run.customAttributes)).write(to: &out)
            }
            out.append(UInt8(ascii: "}"))
        }
        out.append(UInt8(ascii: "]"))
    }

    /// Writes `, "inflection": {…}` as `runs(_:)` has it, or nothing when the run has no inflection attribute.
    private static func writeInflection(_ a: SpanAttributes, to out: inout JSONBytes) {
        var first = true
        func key(_ name: StaticString) {
            out.append(first ? #", "inflection": {""# : #", ""#)
            first = false
            out.append(name)
            out.append(#"": "#)
        }
        func morphology(_ m: InflectionMorphology) {
            out.append(UInt8(ascii: "{"))
            for (k, pair) in m.markupPairs.enumerated() {
                if k > 0 { out.append(", ") }
                out.appendQuoted(pair.key)
                out.append(": ")
                out.appendQuoted(pair.value)
            }
            out.append(UInt8(ascii: "}"))
        }
        switch a.inflect {
        case .automatic?: key("inflect"); out.append("true")
        case .explicit(let m)?: key("inflect"); morphology(m)
        case nil: break
        }
        if let m = a.morphology { key("morphology"); morphology(m) }
        if let s = a.inflectionAlternative { key("inflectionAlternative"); out.appendQuoted(s) }
        if let n = a.agreeWithArgument { key("agreeWithArgument"); out.append(number: Double(n)) }
        if let n = a.agreeWithConcept { key("agreeWithConcept"); out.append(number: Double(n)) }
        if let n = a.referentConcept { key("referentConcept"); out.append(number: Double(n)) }
        if a.formatNumber == true { key("formatNumber"); out.append("true") }
        if let s = a.languageIdentifier { key("languageIdentifier"); out.appendQuoted(s) }
        if !first { out.append(UInt8(ascii: "}")) }
    }

    /// `strong`, `emphasis`, `code`: a run's Markdown styles by name.
    static func styleNames(_ style: RunStyle) -> [String] {
        [style.strong ? "strong" : nil, style.emphasis ? "emphasis" : nil, style.code ? "code" : nil].compactMap { $0 }
    }

    /// The inflection attributes by their Markdown names, in the order of Apple's attribute catalogue.
    static func inflectionAttributes(_ a: SpanAttributes) -> [(String, JSONValue)] {
        func morphology(_ m: InflectionMorphology) -> JSONValue { .object(m.markupPairs.map { ($0.key, .string($0.value)) }) }
        var pairs: [(String, JSONValue)] = []
        switch a.inflect {
        case .automatic?: pairs.append(("inflect", .bool(true)))
        case .explicit(let m)?: pairs.append(("inflect", morphology(m)))
        case nil: break
        }
        if let m = a.morphology { pairs.append(("morphology", morphology(m))) }
        if let s = a.inflectionAlternative { pairs.append(("inflectionAlternative", .string(s))) }
        if let n = a.agreeWithArgument { pairs.append(("agreeWithArgument", .number(Double(n)))) }
        if let n = a.agreeWithConcept { pairs.append(("agreeWithConcept", .number(Double(n)))) }
        if let n = a.referentConcept { pairs.append(("referentConcept", .number(Double(n)))) }
        if a.formatNumber == true { pairs.append(("formatNumber", .bool(true))) }
        if let s = a.languageIdentifier { pairs.append(("languageIdentifier", .string(s))) }
        return pairs
    }

    /// A decoded attribute value as JSON.
    static func json(_ value: AttributeValue) -> JSONValue {
        switch value {
        case .null: return .null
        case .bool(let b): return .bool(b)
        case .number(let n): return .number(n)
        case .string(let s): return .string(s)
        case .array(let items): return .array(items.map(json))
        case .object(let members): return .object(members.sorted { $0.key < $1.key }.map { ($0.key, json($0.value)) })
        }
    }

    /// `"attributes": {"rainbow": ["fun", "extreme"], "sparkle": null}` — declared custom attributes, each with
    /// its allowed values or null for any value.
    static func attributeDeclarations(_ value: JSONValue) throws -> [AttributeDeclaration] {
        guard case .object(let pairs) = value else {
            throw BadRequest("\"attributes\" must be an object such as {\"rainbow\": [\"fun\", \"extreme\"]}")
        }
        return try pairs.map { name, allowed in
            switch allowed {
            case .null: return AttributeDeclaration(name: name)
            case .array(let items):
                let values = try items.map { item -> String in
                    guard let s = item.stringValue else { throw BadRequest("attributes.\(name) must list strings") }
                    return s
                }
                return AttributeDeclaration(name: name, allowedValues: values)
            default: throw BadRequest("attributes.\(name) must be an array of allowed values or null")
            }
        }
    }
}
