/// What `inflect` asks for: automatic agreement (`inflect: true`) or inflection to given features
/// (`inflect: {number: 'other'}`). Concord's counterpart of Foundation's `InflectionRule`.
public enum InflectionMode: Hashable, Codable, Sendable, CustomStringConvertible {
    /// `inflect: true`: the engine finds the forms itself — from a number in the span, the argument or concept
    /// it agrees with, or the user's term of address (Foundation's `InflectionRule.automatic`).
    case automatic
    /// `inflect: {…}`: inflect the phrase to these features (`{number: 'other'}` → plural), over those of
    /// any controller (Foundation's `InflectionRule.explicit(_:)`).
    case explicit(InflectionMorphology)

    public var description: String {
        switch self {
        case .automatic: return "inflect: true"
        case .explicit(let m): return "inflect: \(m)"
        }
    }
}

/// The attributes of one span, decoded from its JSON5 body by their Markdown names.
public struct SpanAttributes: Hashable, Sendable {
    /// `inflect: true` or `inflect: {…}`; nil when the span has no `inflect` key.
    public var inflect: InflectionMode?
    /// `morphology: {…}`: features declared for the words themselves (`{grammaticalGender: 'feminine'}` for a
    /// name the lexicon lacks), used as hints rather than inflected to; nil when absent.
    public var morphology: InflectionMorphology?
    /// `inflectionAlternative: '…'`: the text put in the span's place when it addresses the user and the user's
    /// term of address is unknown or gives no form (*Te damos la bienvenida*); nil when absent.
    public var inflectionAlternative: String?
    /// `agreeWithArgument: N`: the 1-based format argument the span agrees with, as written (not checked
    /// against the arguments here).
    public var agreeWithArgument: Int?
    /// `agreeWithConcept: N`: the 1-based inflection concept of the request the span agrees with, as written.
    public var agreeWithConcept: Int?
    /// `referentConcept: N`: the 1-based concept (a term of address) whose pronouns replace the span's, as written.
    public var referentConcept: Int?
    /// `formatNumber: true` (the only value accepted): the span's numbers are formatted for the locale.
    public var formatNumber: Bool?
    /// `languageIdentifier: 'de'`: the BCP 47 language the span is inflected in, instead of the request's
    /// locale (inner spans inherit it).
    public var languageIdentifier: String?
    /// Keys Concord does not know (`rainbow: 'fun'`), kept with their values in order.
    public var custom: [CustomAttribute]
    /// Where each key stands in the markup (offset of the key), for diagnostics.
    public var keyOffsets: [String: Int]

    /// No attributes: every property nil, no custom attributes, no key offsets.
    public init() {
        custom = []
        keyOffsets = [:]
    }

    /// True when no inflection attribute is present.
    @inline(__always) // read on the spans in place: a call that is not inlined needs a copy of all the attributes
    public var isInert: Bool {
        inflect == nil && agreeWithArgument == nil && agreeWithConcept == nil && referentConcept == nil
    }

    /// The Markdown names Concord decodes.
    public static let knownKeys = ["inflect", "morphology", "inflectionAlternative", "agreeWithArgument",
                                   "agreeWithConcept", "referentConcept", "formatNumber", "languageIdentifier"]
}

/// An attribute Concord does not interpret, kept in the result model.
public struct CustomAttribute: Hashable, Sendable {
    /// The Markdown name as written (`rainbow`).
    public var key: String
    /// The value as parsed, with its offset in the markup (`'fun'`).
    public var value: JSON5Node
}

/// Decodes an attribute body into ``SpanAttributes``, checking every value's type as Apple's decoder does.
enum AttributeDecoder {
    struct Failure: Error {
        var message: String
        var hint: String?
        var offset: Int
        var key: String?
        /// A more precise diagnostic code than `markup.attributes` (see ``AttributeSuggestions``).
        var code: String? = nil
    }

    static func decode(_ chars: [Character], start: Int, end: Int) throws -> SpanAttributes {
        var parser = JSON5Parser(chars, start: start, end: end)
        let members: [JSON5Member]
        do {
            members = try parser.parseTopLevelDictionary()
        } catch let e as JSON5Error {
            let suggestion = AttributeSuggestions.typographicQuote(in: chars, at: e.offset, end: end)
                ?? AttributeSuggestions.bareWord(in: chars, at: e.offset, end: end)
            throw Failure(message: "the attribute body is not valid JSON5: \(suggestion?.message ?? e.message)",
                          hint: suggestion?.hint ?? "write keys and values as in `inflect: true, morphology: {grammaticalGender: 'feminine'}`",
                          offset: e.offset, key: nil, code: suggestion?.code)
        }
        var attributes = SpanAttributes()
        for member in members {
            attributes.keyOffsets[member.key] = member.keyOffset
            let v = member.value
            func fail(_ message: String, _ hint: String? = nil) -> Failure {
                Failure(message: message, hint: hint, offset: v.offset, key: member.key)
            }
            switch member.key {
            case "inflect":
                switch v.value {
                case .bool(true): attributes.inflect = .automatic
                case .bool(false):
                    throw fail("`inflect: false` is not accepted: inflect takes `true` or a morphology object",
                               "remove the inflect key to leave the span as written")
                case .object(let members):
                    attributes.inflect = .explicit(try morphology(members, key: "inflect"))
                default:
                    throw fail("inflect expects `true` or a morphology object, not \(v.typedText)",
                               "use `inflect: true` or `inflect: {number: 'other'}`")
                }
            case "morphology":
                guard case .object(let members) = v.value else {
                    throw fail("morphology expects an object, not \(v.typedText)",
                               "e.g. `morphology: {partOfSpeech: 'noun', grammaticalGender: 'feminine'}`")
                }
                attributes.morphology = try morphology(members, key: "morphology")
            case "inflectionAlternative":
                guard case .string(let s) = v.value else {
                    throw fail("inflectionAlternative expects a string, not \(v.typedText)",
                               "quote the text: inflectionAlternative: 'Te damos la bienvenida'")
                }
                attributes.inflectionAlternative = s
            case "agreeWithArgument", "agreeWithConcept", "referentConcept":
                guard case .number(let n, _) = v.value, n.rounded() == n, n.isFinite, abs(n) < 1e9 else {
                    throw fail("\(member.key) expects a whole number (1 for the first), not \(v.typedText)")
                }
                switch member.key {
                case "agreeWithArgument": attributes.agreeWithArgument = Int(n)
                case "agreeWithConcept": attributes.agreeWithConcept = Int(n)
                default: attributes.referentConcept = Int(n)
                }
            case "formatNumber":
                guard case .bool(true) = v.value else {
                    throw fail("formatNumber accepts only `true`, not \(v.json5Text)")
                }
                attributes.formatNumber = true
            case "languageIdentifier":
                guard case .string(let s) = v.value else {
                    throw fail("languageIdentifier expects a BCP 47 string such as 'de', not \(v.typedText)")
                }
                attributes.languageIdentifier = s
            default:
                attributes.custom.append(CustomAttribute(key: member.key, value: v))
            }
        }
        return attributes
    }

    static func morphology(_ members: [JSON5Member], key: String) throws -> InflectionMorphology {
        var m = InflectionMorphology()
        for member in members {
            guard case .string(let s) = member.value.value else {
                throw Failure(message: "\(key).\(member.key) expects a string, not \(member.value.typedText)",
                              hint: InflectionMorphology.markupValues(forKey: member.key).map { "one of: " + $0.joined(separator: ", ") },
                              offset: member.value.offset, key: member.key)
            }
            do {
                try m.set(markupKey: member.key, value: s)
            } catch let e as MorphologyValueError {
                let offset: Int
                if case .unknownKey = e { offset = member.keyOffset } else { offset = member.value.offset }
                throw Failure(message: "\(key): \(e.description)", hint: e.hint, offset: offset, key: member.key,
                              code: offset == member.keyOffset ? "morphology.unknown-key" : "morphology.unknown-value")
            }
        }
        return m
    }
}

private extension JSON5Node {
    /// The value with its kind, for messages: `a boolean false`, `a string 'yes'`, and `null` once (not `null null`).
    var typedText: String {
        if case .null = value { return "null" }
        return "\(typeName) \(json5Text)"
    }
}
