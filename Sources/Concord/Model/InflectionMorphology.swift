/// Grammatical features of a word or phrase: Concord's counterpart of Foundation's `Morphology`.
///
/// It is named `InflectionMorphology` so that it never clashes with the `Morphology` type that
/// swift-corelibs-foundation declares when a file imports both Foundation and Concord. Every property is
/// optional; an empty value ``isUnspecified``.
public struct InflectionMorphology: Hashable, Codable, Sendable, CustomStringConvertible {
    /// The gender (`grammaticalGender` in markup): feminine, masculine or neuter. Nil when unspecified, as is
    /// every feature.
    public var grammaticalGender: GrammaticalGender?
    /// The part of speech (`partOfSpeech`): noun, adjective, verb…
    public var partOfSpeech: PartOfSpeech?
    /// The number (`number`), written in markup with CLDR names (`one`, `other`).
    public var number: GrammaticalNumber?
    /// The case (`grammaticalCase`): nominative, accusative, dative, genitive…
    public var grammaticalCase: GrammaticalCase?
    /// Whether a possessive stands before a noun or alone (`determination`: dependent, independent).
    public var determination: Determination?
    /// The person (`grammaticalPerson`): first, second or third.
    public var grammaticalPerson: GrammaticalPerson?
    /// The kind of pronoun (`pronounType`): personal, reflexive or possessive.
    public var pronounType: PronounType?
    /// Definite or indefinite (`definiteness`); inflecting to it adds or switches the article.
    public var definiteness: Definiteness?

    /// Creates a morphology; every feature defaults to unspecified.
    public init(
        grammaticalGender: GrammaticalGender? = nil,
        partOfSpeech: PartOfSpeech? = nil,
        number: GrammaticalNumber? = nil,
        grammaticalCase: GrammaticalCase? = nil,
        determination: Determination? = nil,
        grammaticalPerson: GrammaticalPerson? = nil,
        pronounType: PronounType? = nil,
        definiteness: Definiteness? = nil
    ) {
        self.grammaticalGender = grammaticalGender
        self.partOfSpeech = partOfSpeech
        self.number = number
        self.grammaticalCase = grammaticalCase
        self.determination = determination
        self.grammaticalPerson = grammaticalPerson
        self.pronounType = pronounType
        self.definiteness = definiteness
    }

    /// True when no feature is set; inflecting to an unspecified morphology does nothing.
    public var isUnspecified: Bool { self == InflectionMorphology() }

    /// The features of `other` that are set replace those of `self`.
    public func overridden(by other: InflectionMorphology?) -> InflectionMorphology {
        guard let other else { return self }
        var result = self
        if let v = other.grammaticalGender { result.grammaticalGender = v }
        if let v = other.partOfSpeech { result.partOfSpeech = v }
        if let v = other.number { result.number = v }
        if let v = other.grammaticalCase { result.grammaticalCase = v }
        if let v = other.determination { result.determination = v }
        if let v = other.grammaticalPerson { result.grammaticalPerson = v }
        if let v = other.pronounType { result.pronounType = v }
        if let v = other.definiteness { result.definiteness = v }
        return result
    }

    /// The features as markup keys and values, in Apple's key order (`number` uses CLDR names).
    public var markupPairs: [(key: String, value: String)] {
        var pairs: [(String, String)] = []
        if let v = grammaticalGender { pairs.append(("grammaticalGender", v.rawValue)) }
        if let v = partOfSpeech { pairs.append(("partOfSpeech", v.rawValue)) }
        if let v = number { pairs.append(("number", v.markupName)) }
        if let v = grammaticalCase { pairs.append(("grammaticalCase", v.rawValue)) }
        if let v = determination { pairs.append(("determination", v.rawValue)) }
        if let v = grammaticalPerson { pairs.append(("grammaticalPerson", v.rawValue)) }
        if let v = pronounType { pairs.append(("pronounType", v.rawValue)) }
        if let v = definiteness { pairs.append(("definiteness", v.rawValue)) }
        return pairs
    }

    /// The markup form, e.g. `{grammaticalGender: 'feminine', number: 'other'}`.
    public var description: String {
        // Written straight into one string, the pairs of ``markupPairs`` in their order: the array of pairs, an
        // interpolated string per pair and their join cost ~6,000 instructions, and a language may describe a
        // pronoun's slot for its trace facts on every request.
        var text = "{"
        text.reserveCapacity(64)
        var first = true
        func add(_ key: String, _ value: String) {
            if !first { text += ", " }
            first = false
            text += key
            text += ": '"
            text += value
            text += "'"
        }
        if let v = grammaticalGender { add("grammaticalGender", v.rawValue) }
        if let v = partOfSpeech { add("partOfSpeech", v.rawValue) }
        if let v = number { add("number", v.markupName) }
        if let v = grammaticalCase { add("grammaticalCase", v.rawValue) }
        if let v = determination { add("determination", v.rawValue) }
        if let v = grammaticalPerson { add("grammaticalPerson", v.rawValue) }
        if let v = pronounType { add("pronounType", v.rawValue) }
        if let v = definiteness { add("definiteness", v.rawValue) }
        text += "}"
        return text
    }

    /// The markup keys, in order.
    public static let markupKeys = [
        "grammaticalGender", "partOfSpeech", "number", "grammaticalCase", "determination",
        "grammaticalPerson", "pronounType", "definiteness",
    ]

    /// The accepted markup values of each key.
    public static func markupValues(forKey key: String) -> [String]? {
        switch key {
        case "grammaticalGender": return GrammaticalGender.allCases.map(\.rawValue)
        case "partOfSpeech": return PartOfSpeech.allCases.map(\.rawValue)
        case "number": return GrammaticalNumber.allCases.map(\.markupName)
        case "grammaticalCase": return GrammaticalCase.allCases.map(\.rawValue)
        case "determination": return Determination.allCases.map(\.rawValue)
        case "grammaticalPerson": return GrammaticalPerson.allCases.map(\.rawValue)
        case "pronounType": return PronounType.allCases.map(\.rawValue)
        case "definiteness": return Definiteness.allCases.map(\.rawValue)
        default: return nil
        }
    }

    /// Sets one feature from its markup key and value. Throws ``MorphologyValueError`` for an unknown key
    /// or value.
    public mutating func set(markupKey key: String, value: String) throws {
        func decode<T: RawRepresentable>(_: T.Type) throws -> T where T.RawValue == String {
            guard let v = T(rawValue: value) else {
                throw MorphologyValueError.unknownValue(key: key, value: value,
                                                        expected: Self.markupValues(forKey: key) ?? [])
            }
            return v
        }
        switch key {
        case "grammaticalGender": grammaticalGender = try decode(GrammaticalGender.self)
        case "partOfSpeech": partOfSpeech = try decode(PartOfSpeech.self)
        case "number":
            guard let v = GrammaticalNumber(markupName: value) else {
                throw MorphologyValueError.unknownValue(key: key, value: value,
                                                        expected: Self.markupValues(forKey: key) ?? [])
            }
            number = v
        case "grammaticalCase": grammaticalCase = try decode(GrammaticalCase.self)
        case "determination": determination = try decode(Determination.self)
        case "grammaticalPerson": grammaticalPerson = try decode(GrammaticalPerson.self)
        case "pronounType": pronounType = try decode(PronounType.self)
        case "definiteness": definiteness = try decode(Definiteness.self)
        default: throw MorphologyValueError.unknownKey(key)
        }
    }
}

/// Why a morphology key or value was rejected.
public enum MorphologyValueError: Error, Equatable, CustomStringConvertible {
    /// A key that is not one of ``InflectionMorphology/markupKeys``, as written.
    case unknownKey(String)
    /// A value `key` does not take, with the values it does take (`expected`).
    case unknownValue(key: String, value: String, expected: [String])

    public var description: String {
        switch self {
        case .unknownKey(let key):
            return "unknown morphology key '\(key)' (expected one of \(InflectionMorphology.markupKeys.joined(separator: ", ")))"
        case .unknownValue(let key, let value, let expected):
            return "'\(value)' is not a value of \(key) (expected one of \(expected.joined(separator: ", ")))"
        }
    }
}

extension InflectionMorphology {
    /// One form of a pronoun set, with the slot it fills: Concord's counterpart of `Morphology.Pronoun`.
    public struct Pronoun: Hashable, Codable, Sendable {
        /// The form, e.g. `xem`.
        public var pronoun: String
        /// The slot the form fills (case, determination, pronoun type, person, number…).
        public var morphology: InflectionMorphology
        /// Features the form imposes on the words that agree with it (Romance possessives agree with the
        /// possessed noun); `nil` when it imposes none.
        public var dependentMorphology: InflectionMorphology?

        /// The form `pronoun` filling the slot `morphology`; by default it imposes nothing on the words agreeing
        /// with it.
        public init(pronoun: String, morphology: InflectionMorphology,
                    dependentMorphology: InflectionMorphology? = nil) {
            self.pronoun = pronoun
            self.morphology = morphology
            self.dependentMorphology = dependentMorphology
        }
    }
}
