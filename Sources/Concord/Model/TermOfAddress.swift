/// How a person wants to be addressed and referred to: their pronouns and the grammatical gender of the words
/// that refer to them. Mirrors Foundation's `TermOfAddress`.
public struct TermOfAddress: Hashable, Codable, Sendable, CustomStringConvertible {
    /// The predefined kinds, or a language-specific custom set.
    public enum Kind: Hashable, Codable, Sendable {
        /// ``TermOfAddress/masculine``: he/him and masculine agreement.
        case masculine
        /// ``TermOfAddress/feminine``: she/her and feminine agreement.
        case feminine
        /// ``TermOfAddress/neutral``: gender-neutral pronouns and agreement.
        case neutral
        /// ``TermOfAddress/currentUser``: whatever the user chose, which the engine resolves to the user's own term.
        case currentUser
        /// A custom pronoun set for one language (``TermOfAddress/localized(language:pronouns:name:)``).
        case localized
    }

    /// Which kind of term this is.
    public var kind: Kind
    /// For a localized term (``localized(language:pronouns:name:)``): the language the pronouns belong to
    /// (`en`, `es-MX`…).
    public var language: String?
    /// For a localized term (``localized(language:pronouns:name:)``): the forms of the pronoun set, each with its slot.
    public var pronouns: [InflectionMorphology.Pronoun]
    /// A name the user gave this term (REPL `:pronouns xey …`); informational only.
    public var name: String?
    /// Pronouns kept lowercase even where the replaced word was capitalised (GenderKit's always-lowercase sets).
    public var alwaysLowercase = false

    init(kind: Kind, language: String? = nil, pronouns: [InflectionMorphology.Pronoun] = [], name: String? = nil) {
        self.kind = kind
        self.language = language
        self.pronouns = pronouns
        self.name = name
    }

    /// He/him/his in English, and masculine agreement of the words that refer to the person.
    public static let masculine = TermOfAddress(kind: .masculine)
    /// She/her/hers in English, and feminine agreement.
    public static let feminine = TermOfAddress(kind: .feminine)
    /// Gender-neutral pronouns (they/them/theirs in English, elle, iel, elu…) and epicene agreement.
    public static let neutral = TermOfAddress(kind: .neutral)
    /// Whatever the user chose; resolved by the engine to the user's term of address.
    public static let currentUser = TermOfAddress(kind: .currentUser)

    /// A term restricted to one language with a custom pronoun set, e.g. English xey/xem/xeir/xeirs/xemself.
    public static func localized(language: String, pronouns: [InflectionMorphology.Pronoun],
                                 name: String? = nil) -> TermOfAddress {
        TermOfAddress(kind: .localized, language: language, pronouns: pronouns, name: name)
    }

    /// Whether this term can be used when inflecting for `locale` (predefined terms apply to every language;
    /// a localized term only to its own language, region ignored unless both give one).
    public func applies(to locale: InflectionLocale) -> Bool {
        guard kind == .localized, let language else { return true }
        let own = InflectionLocale(language)
        if own.language != locale.language { return false }
        if let region = own.region, let other = locale.region { return region == other }
        return true
    }

    /// The grammatical gender that words referring to this person take, when the term implies one.
    public var grammaticalGender: GrammaticalGender? {
        switch kind {
        case .masculine: return .masculine
        case .feminine: return .feminine
        case .neutral: return .neuter
        case .currentUser: return nil
        case .localized:
            return pronouns.lazy.compactMap { $0.morphology.grammaticalGender ?? $0.dependentMorphology?.grammaticalGender }.first
        }
    }

    public var description: String {
        if let name, kind != .localized { return "\(name) (\(kind))" }
        switch kind {
        case .masculine: return "masculine"
        case .feminine: return "feminine"
        case .neutral: return "neutral"
        case .currentUser: return "currentUser"
        case .localized:
            let forms = pronouns.map(\.pronoun).joined(separator: "/")
            return "\(name ?? "custom") (\(language ?? "?"): \(forms))"
        }
    }

    /// Picks the first term that applies to `locale`, as Apple does for a person's list of terms.
    public static func firstApplicable(_ terms: [TermOfAddress], for locale: InflectionLocale) -> TermOfAddress? {
        terms.first { $0.applies(to: locale) }
    }
}
