import Foundation

/// Conversions between Concord's ``InflectionMorphology`` and Foundation's own `Morphology`, which Linux
/// Foundation declares with grammatical gender, part of speech, number and custom pronouns. Values are matched
/// by their case names, which both types share.
extension InflectionMorphology {
    /// Concord's morphology with the features Foundation's carries (gender, part of speech, number).
    public init(_ foundation: Foundation.Morphology) {
        self.init()
        grammaticalGender = foundation.grammaticalGender.flatMap { GrammaticalGender(rawValue: String(describing: $0)) }
        partOfSpeech = foundation.partOfSpeech.flatMap { PartOfSpeech(rawValue: String(describing: $0)) }
        number = foundation.number.flatMap { GrammaticalNumber(rawValue: String(describing: $0)) }
    }

    /// Foundation's morphology with the features it has room for; the others (case, person, determination,
    /// pronoun type, definiteness) are Concord's alone.
    public var foundationMorphology: Foundation.Morphology {
        var m = Foundation.Morphology()
        m.grammaticalGender = grammaticalGender.flatMap { FoundationCases.gender[$0.rawValue] }
        m.partOfSpeech = partOfSpeech.flatMap { FoundationCases.partOfSpeech[$0.rawValue] }
        m.number = number.flatMap { FoundationCases.number[$0.rawValue] }
        return m
    }
}

extension PronounSet {
    /// The set of a Foundation custom pronoun (`Morphology.CustomPronoun`): subject, object, possessive
    /// adjective, possessive and reflexive forms; nil without subject and object.
    public init?(_ pronoun: Foundation.Morphology.CustomPronoun) {
        guard let subject = pronoun.subjectForm, let object = pronoun.objectForm else { return nil }
        self.init(subject: subject, object: object, possessiveDeterminer: pronoun.possessiveAdjectiveForm ?? subject,
                  possessivePronoun: pronoun.possessiveForm ?? pronoun.possessiveAdjectiveForm ?? subject,
                  reflexive: pronoun.reflexiveForm)
    }

    /// The set as a Foundation custom pronoun.
    public var foundationCustomPronoun: Foundation.Morphology.CustomPronoun {
        var p = Foundation.Morphology.CustomPronoun()
        p.subjectForm = subject
        p.objectForm = object
        p.possessiveAdjectiveForm = possessiveDeterminer
        p.possessiveForm = possessivePronoun
        p.reflexiveForm = reflexive
        return p
    }
}

/// Foundation's enum cases by name, found through their integer raw values (the enums are not `CaseIterable`).
private enum FoundationCases {
    static func byName<T: RawRepresentable>(_ make: (Int) -> T?) -> [String: T] where T.RawValue == Int {
        var table: [String: T] = [:]
        for raw in 0..<64 { if let value = make(raw) { table[String(describing: value)] = value } }
        return table
    }
    static let gender = byName(Foundation.Morphology.GrammaticalGender.init(rawValue:))
    static let partOfSpeech = byName(Foundation.Morphology.PartOfSpeech.init(rawValue:))
    static let number = byName(Foundation.Morphology.GrammaticalNumber.init(rawValue:))
}
