/// The grammatical categories of ``InflectionMorphology``, named and valued as in Apple's `Morphology`.
///
/// Each enum's raw value is the string used in markup (`grammaticalGender: 'feminine'`), except
/// ``GrammaticalNumber``, whose markup names are CLDR plural categories (see ``GrammaticalNumber/markupName``).

/// Grammatical gender.
public enum GrammaticalGender: String, CaseIterable, Codable, Hashable, Sendable {
    /// Feminine (*la ensalada*, *die Frau*).
    case feminine
    /// Masculine (*el libro*, *der Tisch*).
    case masculine
    /// Neuter (German *das Kind*); also the gender of a person addressed with ``TermOfAddress/neutral``.
    case neuter
}

extension Optional where Wrapped == GrammaticalGender {
    /// A small number for the gender or its absence, 0 through 3 (none, feminine, masculine, neuter): the place
    /// of a memo or a table cell chosen by gender, and a hash that does not go through the raw value's string.
    var ordinal: Int {
        switch self {
        case nil: return 0
        case .feminine?: return 1
        case .masculine?: return 2
        case .neuter?: return 3
        }
    }
}

/// Grammatical number. In markup it is written with CLDR plural-category names: `zero`, `one`, `two`, `few`,
/// `many`, `other`.
public enum GrammaticalNumber: String, CaseIterable, Codable, Hashable, Sendable {
    /// `one` in markup: the singular.
    case singular
    /// `zero` in markup; words agreeing with it take the plural.
    case zero
    /// `other` in markup: the plural.
    case plural
    /// `two` in markup (a dual); words agreeing with it take the plural.
    case pluralTwo
    /// `few` in markup; words agreeing with it take the plural.
    case pluralFew
    /// `many` in markup (whole millions in French, Spanish, Italian, Portuguese); words take the plural.
    case pluralMany

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
    /// An article, demonstrative or possessive before a noun (*the*, *la*, *ses*).
    case determiner
    /// A pronoun (*she*, *elle*, *ihn*).
    case pronoun
    /// A letter of the alphabet.
    case letter
    /// An adverb (*very*, *muy*, *sehr*).
    case adverb
    /// A particle (*up* in *give up*).
    case particle
    /// An adjective (*tired*, *cansada*, *fatigué*).
    case adjective
    /// A preposition or postposition, Apple's general name for both.
    case adposition
    /// A verb (*is*, *está*, *ist*).
    case verb
    /// A noun (*ensalada*, *Tisch*).
    case noun
    /// A conjunction (*and*, *y*, *und*).
    case conjunction
    /// A number word (*two*, *dos*).
    case numeral
    /// An interjection (*oh*, *hola*).
    case interjection
    /// A preposition (*with*, *con*, *avec*).
    case preposition
    /// An abbreviation (*etc.*, *Dr.*).
    case abbreviation
}

/// Grammatical case.
public enum GrammaticalCase: String, CaseIterable, Codable, Hashable, Sendable {
    /// The subject's case (*he*, *er*, *der Tisch*).
    case nominative
    /// The direct object's case (*him*, *ihn*, *den Tisch*).
    case accusative
    /// The indirect object's case (German *ihm*, *dem Tisch*).
    case dative
    /// The possessor's case (*his*, *their*, *des Tisches*).
    case genitive
    /// The form after a preposition: Romance stressed pronouns (French *avec lui*, Portuguese *para si*).
    case prepositional
    /// Finnish *talolta* (from the house); no language Concord inflects uses it.
    case ablative
    /// Finnish *talolla* (at the house); no language Concord inflects uses it.
    case adessive
    /// Finnish *talolle* (to the house); no language Concord inflects uses it.
    case allative
    /// Finnish *talosta* (out of the house); no language Concord inflects uses it.
    case elative
    /// Finnish *taloon* (into the house); no language Concord inflects uses it.
    case illative
    /// Finnish *talona* (as a house); no language Concord inflects uses it.
    case essive
    /// Finnish *talossa* (in the house); no language Concord inflects uses it.
    case inessive
    /// A case of place, as Apple's `Morphology` has it; no language Concord inflects uses it.
    case locative
    /// Finnish *taloksi* (into a house, becoming one); no language Concord inflects uses it.
    case translative
}

/// Whether a possessive stands before a noun (`their`) or alone (`theirs`).
public enum Determination: String, CaseIterable, Codable, Hashable, Sendable {
    /// Standing alone: *theirs*, *hers* (``PronounSet/possessivePronoun``).
    case independent
    /// Before a noun: *their*, *her* (``PronounSet/possessiveDeterminer``).
    case dependent
}

/// Grammatical person.
public enum GrammaticalPerson: String, CaseIterable, Codable, Hashable, Sendable {
    /// The speaker: *I*, *we*.
    case first
    /// The one spoken to: *you*.
    case second
    /// Anyone else: *he*, *they*; the person a term of address refers to.
    case third
}

/// Kind of pronoun.
public enum PronounType: String, CaseIterable, Codable, Hashable, Sendable {
    /// A personal pronoun: *they*, *them*.
    case personal
    /// A reflexive pronoun: *themselves*, *se*.
    case reflexive
    /// A possessive: *their*, *theirs*, *su*.
    case possessive
}

/// Definiteness of a noun phrase.
public enum Definiteness: String, CaseIterable, Codable, Hashable, Sendable {
    /// With an indefinite article (*a table*, *una mesa*).
    case indefinite
    /// With a definite article (*the table*, *la mesa*).
    case definite
}
