import Concord
import Foundation

extension CommandLineValues {
    /// A custom pronoun set written on the command line: `{language: 'en', pronouns: 'xey/xem/xeir/xeirs/xemself'}`
    /// (the pronouns may also be a GenderKit JSON object), or a GenderKit raw value (`M`, `F`,
    /// `ONonbinary|{"subject":"xe",…}`). Nil when `text` is neither.
    public static func customTerm(_ text: String) throws -> TermOfAddress? {
        let t = text.trimmingCharacters(in: .whitespaces)
        if let gender = genderKitRawValue(t) { return gender.termOfAddress }
        guard t.hasPrefix("{") else { return nil }
        let node = try json5(t)
        guard case .object(let members) = node.value, members.contains(where: { $0.key == "pronouns" }) else { return nil }
        var language = "en"
        var set: PronounSet?
        var lowercase = false
        for m in members {
            switch (m.key, m.value.value) {
            case ("language", .string(let s)): language = s
            case ("pronouns", .string(let s)):
                guard let parsed = PronounSet(slashForm: s) else {
                    throw Invalid(description: "pronouns '\(s)' must be subject/object/possessive/possessive pronoun[/reflexive], e.g. 'xey/xem/xeir/xeirs/xemself'")
                }
                set = parsed
            case ("pronouns", .object):
                guard let parsed = try? JSONDecoderFromJSON5.decode(PronounSet.self, m.value) else {
                    throw Invalid(description: "pronouns must have GenderKit's keys subject, object, possessiveDeterminer and determiner")
                }
                set = parsed
            case ("alwaysLowercase", .bool(let b)): lowercase = b
            case ("name", .string): break
            default: throw Invalid(description: "unexpected \(m.key): \(m.value.json5Text) in a pronoun set (expected language, pronouns, alwaysLowercase, name)")
            }
        }
        guard var pronouns = set else { throw Invalid(description: "the set needs pronouns: 'xey/xem/xeir/xeirs/xemself'") }
        if lowercase { pronouns.alwaysLowercase = true }
        let name = members.first { $0.key == "name" }.flatMap { if case .string(let s) = $0.value.value { return s } else { return nil } }
        return pronouns.termOfAddress(language: language, name: name ?? pronouns.subject + "/" + pronouns.object)
    }

    /// A GenderKit raw value: `M`, `F`, or `O` + description + `|` + the pronouns' JSON.
    static func genderKitRawValue(_ text: String) -> Gender? {
        guard text == "M" || text == "F" || (text.hasPrefix("O") && text.contains("|{")) else { return nil }
        return Gender(rawValue: text)
    }
}

/// Decodes a Codable value from a JSON5 node by way of its JSON text.
enum JSONDecoderFromJSON5 {
    static func decode<T: Decodable>(_ type: T.Type, _ node: JSON5Node) throws -> T {
        try JSONDecoder().decode(type, from: Data(ProtocolCodec.json(AttributeValue(node)).serialized.utf8))
    }
}
