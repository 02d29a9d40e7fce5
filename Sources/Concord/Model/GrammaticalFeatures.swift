/// The grammatical categories of ``InflectionMorphology``, named and valued as in Apple's `Morphology`.
///
/// Each enum's raw value is the string used in markup (`grammaticalGender: 'feminine'`), except
/// ``GrammaticalNumber``, whose markup names are CLDR plural categories (see ``GrammaticalNumber/markupName``).

/// Grammatical gender.
public enum GrammaticalGender: String, CaseIterable, Codable, Hashable, Sendable {
    case feminine, masculine, neuter
}

/// Grammatical number. In markup it is written with CLDR plural-category names: `zero`, `one`, `two`, `few`,
/// `many`, `other`.
public enum GrammaticalNumber: String, CaseIterable, Codable, Hashable, Sendable {
    case singular, zero, plural, pluralTwo, pluralFew, pluralMany

    /// The CLDR category name used in markup (`one` for ``singular``, `other` for ``plural``).
    public var markupName: String {
        switch self {
        case .zero: return "zero"
        case .singular: return "one"
        case .pluralTwo: return "two"
        case .pluralFew: return "few"
        case .pluralMany: return "many"
        case .plural: return "other"
        }
    }

    /// Reads a markup name (`one`, `other`, …).
    public init?(markupName: String) {
        guard let value = Self.allCases.first(where: { $0.markupName == markupName }) else { return nil }
        self = value
    }

    /// Reads a CLDR plural category.
    public init(category: PluralCategory) {
        switch category {
        case .zero: self = .zero
        case .one: self = .singular
        case .two: self = .pluralTwo
        case .few: self = .pluralFew
        case .many: self = .pluralMany
        case .other: self = .plural
        }
    }

    /// Whether words agreeing with this number take their singular form. Only `one` does in the
    /// languages Concord supports; `zero`, `two`, `few` and `many` take the plural.
    public var isSingular: Bool { self == .singular }
}

/// Part of speech.
public enum PartOfSpeech: String, CaseIterable, Codable, Hashable, Sendable {
    case determiner, pronoun, letter, adverb, particle, adjective, adposition, verb, noun, conjunction,
         numeral, interjection, preposition, abbreviation
}

/// Grammatical case.
public enum GrammaticalCase: String, CaseIterable, Codable, Hashable, Sendable {
    case nominative, accusative, dative, genitive, prepositional, ablative, adessive, allative, elative,
         illative, essive, inessive, locative, translative
}

/// Whether a possessive stands before a noun (`their`) or alone (`theirs`).
public enum Determination: String, CaseIterable, Codable, Hashable, Sendable {
    case independent, dependent
}

/// Grammatical person.
public enum GrammaticalPerson: String, CaseIterable, Codable, Hashable, Sendable {
    case first, second, third
}

/// Kind of pronoun.
public enum PronounType: String, CaseIterable, Codable, Hashable, Sendable {
    case personal, reflexive, possessive
}

/// Definiteness of a noun phrase.
public enum Definiteness: String, CaseIterable, Codable, Hashable, Sendable {
    case indefinite, definite
}
