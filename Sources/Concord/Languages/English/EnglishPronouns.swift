/// English personal, possessive and reflexive pronouns with their slots.
enum EnglishPronouns {
    static let table = PronounTable([
        ("i", "grammaticalPerson: first, number: one, grammaticalCase: nominative"),
        ("me", "grammaticalPerson: first, number: one, grammaticalCase: accusative"),
        ("my", "grammaticalPerson: first, number: one, grammaticalCase: genitive, determination: dependent"),
        ("mine", "grammaticalPerson: first, number: one, grammaticalCase: genitive, determination: independent"),
        ("myself", "grammaticalPerson: first, number: one, pronounType: reflexive"),
        ("we", "grammaticalPerson: first, number: other, grammaticalCase: nominative"),
        ("us", "grammaticalPerson: first, number: other, grammaticalCase: accusative"),
        ("our", "grammaticalPerson: first, number: other, grammaticalCase: genitive, determination: dependent"),
        ("ours", "grammaticalPerson: first, number: other, grammaticalCase: genitive, determination: independent"),
        ("ourselves", "grammaticalPerson: first, number: other, pronounType: reflexive"),
        ("you", "grammaticalPerson: second, grammaticalCase: nominative"),
        ("you", "grammaticalPerson: second, grammaticalCase: accusative"),
        ("your", "grammaticalPerson: second, grammaticalCase: genitive, determination: dependent"),
        ("yours", "grammaticalPerson: second, grammaticalCase: genitive, determination: independent"),
        ("yourself", "grammaticalPerson: second, number: one, pronounType: reflexive"),
        ("yourselves", "grammaticalPerson: second, number: other, pronounType: reflexive"),
        ("he", "grammaticalPerson: third, number: one, grammaticalGender: masculine, grammaticalCase: nominative"),
        ("him", "grammaticalPerson: third, number: one, grammaticalGender: masculine, grammaticalCase: accusative"),
        ("his", "grammaticalPerson: third, number: one, grammaticalGender: masculine, grammaticalCase: genitive, determination: dependent"),
        ("his", "grammaticalPerson: third, number: one, grammaticalGender: masculine, grammaticalCase: genitive, determination: independent"),
        ("himself", "grammaticalPerson: third, number: one, grammaticalGender: masculine, pronounType: reflexive"),
        ("she", "grammaticalPerson: third, number: one, grammaticalGender: feminine, grammaticalCase: nominative"),
        ("her", "grammaticalPerson: third, number: one, grammaticalGender: feminine, grammaticalCase: accusative"),
        ("her", "grammaticalPerson: third, number: one, grammaticalGender: feminine, grammaticalCase: genitive, determination: dependent"),
        ("hers", "grammaticalPerson: third, number: one, grammaticalGender: feminine, grammaticalCase: genitive, determination: independent"),
        ("herself", "grammaticalPerson: third, number: one, grammaticalGender: feminine, pronounType: reflexive"),
        ("it", "grammaticalPerson: third, number: one, grammaticalGender: neuter, grammaticalCase: nominative"),
        ("it", "grammaticalPerson: third, number: one, grammaticalGender: neuter, grammaticalCase: accusative"),
        ("its", "grammaticalPerson: third, number: one, grammaticalGender: neuter, grammaticalCase: genitive, determination: dependent"),
        ("itself", "grammaticalPerson: third, number: one, grammaticalGender: neuter, pronounType: reflexive"),
        ("they", "grammaticalPerson: third, number: other, grammaticalCase: nominative"),
        ("them", "grammaticalPerson: third, number: other, grammaticalCase: accusative"),
        ("their", "grammaticalPerson: third, number: other, grammaticalCase: genitive, determination: dependent"),
        ("theirs", "grammaticalPerson: third, number: other, grammaticalCase: genitive, determination: independent"),
        ("themselves", "grammaticalPerson: third, number: other, pronounType: reflexive"),
        ("themself", "grammaticalPerson: third, number: one, pronounType: reflexive"),
    ])

    static func set(for term: TermOfAddress) -> [InflectionMorphology.Pronoun]? {
        let forms: [String]
        switch term.kind {
        case .masculine: forms = ["he", "him", "his", "his", "himself"]
        case .feminine: forms = ["she", "her", "her", "hers", "herself"]
        case .neutral: forms = ["they", "them", "their", "theirs", "themselves"]
        default: return nil
        }
        return [
            .init(pronoun: forms[0], morphology: .init(grammaticalCase: .nominative)),
            .init(pronoun: forms[1], morphology: .init(grammaticalCase: .accusative)),
            .init(pronoun: forms[2], morphology: .init(grammaticalCase: .genitive, determination: .dependent)),
            .init(pronoun: forms[3], morphology: .init(grammaticalCase: .genitive, determination: .independent)),
            .init(pronoun: forms[4], morphology: .init(pronounType: .reflexive)),
        ]
    }
}
