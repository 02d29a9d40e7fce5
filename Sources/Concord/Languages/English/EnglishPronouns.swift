/// English personal, possessive and reflexive pronouns with their slots, the sets of the predefined terms of
/// address, and explicit pronoun inflection (`^[they](inflect: {grammaticalPerson: 'second'})` → `you`).
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
        ("its", "grammaticalPerson: third, number: one, grammaticalGender: neuter, grammaticalCase: genitive, determination: independent"),
        ("itself", "grammaticalPerson: third, number: one, grammaticalGender: neuter, pronounType: reflexive"),
        ("they", "grammaticalPerson: third, number: other, grammaticalCase: nominative"),
        ("them", "grammaticalPerson: third, number: other, grammaticalCase: accusative"),
        ("their", "grammaticalPerson: third, number: other, grammaticalCase: genitive, determination: dependent"),
        ("theirs", "grammaticalPerson: third, number: other, grammaticalCase: genitive, determination: independent"),
        ("themselves", "grammaticalPerson: third, number: other, pronounType: reflexive"),
        ("themself", "grammaticalPerson: third, number: one, pronounType: reflexive"),
        // Singular they: a third person of unknown or unstated gender (`they` + number one → `them`).
        ("they", "grammaticalPerson: third, number: one, grammaticalCase: nominative"),
        ("them", "grammaticalPerson: third, number: one, grammaticalCase: accusative"),
        ("their", "grammaticalPerson: third, number: one, grammaticalCase: genitive, determination: dependent"),
        ("theirs", "grammaticalPerson: third, number: one, grammaticalCase: genitive, determination: independent"),
    ])

    static func set(for term: TermOfAddress) -> [InflectionMorphology.Pronoun]? { sets[term.kind] }

    /// ``set(for:)`` of each predefined kind, made once.
    private static let sets = PredefinedPronounSets.byKind(makeSet)

    private static func makeSet(_ kind: TermOfAddress.Kind) -> [InflectionMorphology.Pronoun]? {
        let forms: [String]
        switch kind {
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

extension EnglishPronouns {
    /// Whether the request names a feature pronouns inflect for.
    static func asksForPronoun(_ m: InflectionMorphology) -> Bool {
        m.grammaticalPerson != nil || m.grammaticalCase != nil || m.pronounType != nil || m.determination != nil
            || m.grammaticalGender != nil || m.number != nil
    }

    /// Inflects every pronoun of the phrase to `request`: the slot the written pronoun fills, overridden by the
    /// request, picks the best form of the English table. Returns whether the phrase had a pronoun.
    ///
    /// A gender without a number makes a third-person pronoun singular (*They liked your post.* + feminine →
    /// *She liked your post.*). First- and second-person pronouns have no gender in English: a gender alone
    /// leaves them as written, and the trace says why.
    @discardableResult
    static func inflect(_ phrase: inout Phrase, to request: InflectionMorphology, source: FactSource,
                        textAfter: String = "", lexicon: Lexicon, trace: inout TraceRecorder) -> Bool {
        var any = false
        let onlyGender = request.grammaticalPerson == nil && request.grammaticalCase == nil && request.pronounType == nil
            && request.determination == nil && request.number == nil
        for i in phrase.wordIndices {
            let word = phrase.tokens[i].text
            let slots = table.slots(of: word)
            guard !slots.isEmpty else { continue }
            any = true
            let slot = EnglishReferents.slot(slots, next: EnglishReferents.nextWord(after: i, in: phrase, textAfter: textAfter),
                                              lexicon: lexicon)
            if onlyGender, slot.grammaticalPerson != .third {
                if slot.grammaticalPerson == .second {
                    trace.unchanged("en.pronoun.user-ungendered", word,
                                    because: "English words addressing the user have no grammatical gender",
                                    facts: [TraceFact(word, "grammaticalPerson", "second", source: .grammar)])
                } else {
                    trace.unchanged("en.pronoun.first-person-ungendered", word,
                                    because: "English first-person pronouns have no grammatical gender",
                                    facts: [TraceFact(word, "grammaticalPerson", "first", source: .grammar)])
                }
                continue
            }
            var target = slot.overridden(by: request)
            if request.grammaticalPerson != nil, request.grammaticalPerson != slot.grammaticalPerson,
               request.grammaticalGender == nil {
                target.grammaticalGender = nil
            }
            if let g = request.grammaticalGender, g != .neuter, request.number == nil, target.grammaticalPerson == .third {
                target.number = .singular
            }
            if request.pronounType == .reflexive {
                target.grammaticalCase = nil
                target.determination = nil
            } else if request.grammaticalCase != nil || request.determination != nil {
                if target.pronounType == .reflexive { target.pronounType = nil }
            }
            if request.determination != nil, request.grammaticalCase == nil { target.grammaticalCase = .genitive }
            if target.grammaticalCase != .genitive { target.determination = nil }
            if target.grammaticalCase == .genitive, target.determination == nil {
                target.determination = EnglishReferents.slot([InflectionMorphology(determination: .dependent), InflectionMorphology(determination: .independent)],
                                                             next: EnglishReferents.nextWord(after: i, in: phrase, textAfter: textAfter),
                                                             lexicon: lexicon).determination
            }
            guard let form = PronounTable.bestForm(for: target, among: table.entries) else {
                trace.unchanged("en.pronoun.no-form", word, because: "English has no pronoun for \(target)")
                continue
            }
            let output = Casing.apply(from: word, to: form.pronoun)
            phrase.tokens[i].text = output
            trace.fired("en.pronoun.explicit", word, output, facts: [
                TraceFact(word, "slot", slot.description, source: .grammar),
                TraceFact(output, "slot", target.description, source: source),
            ])
        }
        return any
    }
}
