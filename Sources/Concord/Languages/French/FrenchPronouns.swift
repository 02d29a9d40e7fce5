/// French personal, reflexive, stressed and possessive pronouns with their slots; the pronoun sets of the
/// predefined terms of address; `referentConcept` substitution; and explicit inflection of a pronoun
/// (`^[il](inflect: {grammaticalPerson: 'first'})` → *je*).
///
/// Stressed (disjunctive) pronouns (*moi*, *lui*, *elle*, *eux* after a preposition or before *-même*) use
/// the slot `grammaticalCase: prepositional`. Possessives agree with the possessed noun, not with the
/// possessor, so *son/sa/ses* and *le sien/la sienne* do not change with the referent's term of address.
///
/// The neutral term uses the set **iel** (subject), **iel** (direct object), **lui** (indirect object),
/// **ellui** (stressed, and *ellui-même*) — the forms of the *iel* entry in Le Robert and the usual inclusive
/// writing guides; possessives stay *son/sa/ses*.
enum FrenchPronouns {
    static let table = PronounTable([
        ("je", "grammaticalPerson: first, number: one, grammaticalCase: nominative"),
        ("tu", "grammaticalPerson: second, number: one, grammaticalCase: nominative"),
        ("il", "grammaticalPerson: third, number: one, grammaticalGender: masculine, grammaticalCase: nominative"),
        ("elle", "grammaticalPerson: third, number: one, grammaticalGender: feminine, grammaticalCase: nominative"),
        ("iel", "grammaticalPerson: third, number: one, grammaticalGender: neuter, grammaticalCase: nominative"),
        ("on", "grammaticalPerson: third, number: one, grammaticalCase: nominative"),
        ("nous", "grammaticalPerson: first, number: other, grammaticalCase: nominative"),
        ("vous", "grammaticalPerson: second, number: other, grammaticalCase: nominative"),
        ("ils", "grammaticalPerson: third, number: other, grammaticalGender: masculine, grammaticalCase: nominative"),
        ("elles", "grammaticalPerson: third, number: other, grammaticalGender: feminine, grammaticalCase: nominative"),
        ("iels", "grammaticalPerson: third, number: other, grammaticalGender: neuter, grammaticalCase: nominative"),
        ("me", "grammaticalPerson: first, number: one, grammaticalCase: accusative"),
        ("te", "grammaticalPerson: second, number: one, grammaticalCase: accusative"),
        ("le", "grammaticalPerson: third, number: one, grammaticalGender: masculine, grammaticalCase: accusative"),
        ("la", "grammaticalPerson: third, number: one, grammaticalGender: feminine, grammaticalCase: accusative"),
        ("nous", "grammaticalPerson: first, number: other, grammaticalCase: accusative"),
        ("vous", "grammaticalPerson: second, number: other, grammaticalCase: accusative"),
        ("les", "grammaticalPerson: third, number: other, grammaticalCase: accusative"),
        ("me", "grammaticalPerson: first, number: one, grammaticalCase: dative"),
        ("te", "grammaticalPerson: second, number: one, grammaticalCase: dative"),
        ("lui", "grammaticalPerson: third, number: one, grammaticalCase: dative"),
        ("nous", "grammaticalPerson: first, number: other, grammaticalCase: dative"),
        ("vous", "grammaticalPerson: second, number: other, grammaticalCase: dative"),
        ("leur", "grammaticalPerson: third, number: other, grammaticalCase: dative"),
        ("me", "grammaticalPerson: first, number: one, pronounType: reflexive"),
        ("te", "grammaticalPerson: second, number: one, pronounType: reflexive"),
        ("se", "grammaticalPerson: third, pronounType: reflexive"),
        ("nous", "grammaticalPerson: first, number: other, pronounType: reflexive"),
        ("vous", "grammaticalPerson: second, number: other, pronounType: reflexive"),
        ("moi", "grammaticalPerson: first, number: one, grammaticalCase: prepositional"),
        ("toi", "grammaticalPerson: second, number: one, grammaticalCase: prepositional"),
        ("lui", "grammaticalPerson: third, number: one, grammaticalGender: masculine, grammaticalCase: prepositional"),
        ("elle", "grammaticalPerson: third, number: one, grammaticalGender: feminine, grammaticalCase: prepositional"),
        ("ellui", "grammaticalPerson: third, number: one, grammaticalGender: neuter, grammaticalCase: prepositional"),
        ("nous", "grammaticalPerson: first, number: other, grammaticalCase: prepositional"),
        ("vous", "grammaticalPerson: second, number: other, grammaticalCase: prepositional"),
        ("eux", "grammaticalPerson: third, number: other, grammaticalGender: masculine, grammaticalCase: prepositional"),
        ("elles", "grammaticalPerson: third, number: other, grammaticalGender: feminine, grammaticalCase: prepositional"),
        ("mon", "grammaticalPerson: first, number: one, grammaticalCase: genitive, determination: dependent"),
        ("ton", "grammaticalPerson: second, number: one, grammaticalCase: genitive, determination: dependent"),
        ("son", "grammaticalPerson: third, number: one, grammaticalCase: genitive, determination: dependent"),
        ("notre", "grammaticalPerson: first, number: other, grammaticalCase: genitive, determination: dependent"),
        ("votre", "grammaticalPerson: second, number: other, grammaticalCase: genitive, determination: dependent"),
        ("leur", "grammaticalPerson: third, number: other, grammaticalCase: genitive, determination: dependent"),
        ("mien", "grammaticalPerson: first, number: one, grammaticalCase: genitive, determination: independent"),
        ("tien", "grammaticalPerson: second, number: one, grammaticalCase: genitive, determination: independent"),
        ("sien", "grammaticalPerson: third, number: one, grammaticalCase: genitive, determination: independent"),
        ("nôtre", "grammaticalPerson: first, number: other, grammaticalCase: genitive, determination: independent"),
        ("vôtre", "grammaticalPerson: second, number: other, grammaticalCase: genitive, determination: independent"),
        ("leur", "grammaticalPerson: third, number: other, grammaticalCase: genitive, determination: independent"),
    ])

    /// Possessive forms that follow the possessed noun and so never change with the referent.
    static let possessiveForms = WordSet([
        "mon", "ma", "mes", "ton", "ta", "tes", "son", "sa", "ses", "notre", "nos", "votre", "vos", "leur", "leurs",
        "mien", "mienne", "miens", "miennes", "tien", "tienne", "tiens", "tiennes", "sien", "sienne", "siens",
        "siennes", "nôtre", "nôtres", "vôtre", "vôtres",
    ])

    /// The third-person singular set of a predefined term: subject, direct object, indirect object, stressed.
    static func set(for term: TermOfAddress) -> [InflectionMorphology.Pronoun]? { sets[term.kind] }

    /// ``set(for:)`` of each predefined kind, made once.
    private static let sets = PredefinedPronounSets.byKind(makeSet)

    private static func makeSet(_ kind: TermOfAddress.Kind) -> [InflectionMorphology.Pronoun]? {
        let forms: [String]
        switch kind {
        case .masculine: forms = ["il", "le", "lui", "lui"]
        case .feminine: forms = ["elle", "la", "lui", "elle"]
        case .neutral: forms = ["iel", "iel", "lui", "ellui"]
        default: return nil
        }
        return [
            .init(pronoun: forms[0], morphology: .init(grammaticalCase: .nominative)),
            .init(pronoun: forms[1], morphology: .init(grammaticalCase: .accusative)),
            .init(pronoun: forms[2], morphology: .init(grammaticalCase: .dative)),
            .init(pronoun: forms[3], morphology: .init(grammaticalCase: .prepositional)),
        ]
    }

    /// The slot the pronoun at `index` fills, read from its neighbours: *le/la/les* followed by a noun are
    /// articles (nil); *lui/elle* are stressed after a preposition or before *-même*.
    static func slot(at index: Int, in phrase: Phrase) -> InflectionMorphology? {
        let word = phrase.tokens[index].text.lowercasedFast()
        let slots = table.slots(of: word)
        guard !slots.isEmpty, !possessiveForms.contains(word) || word == "leur" else { return nil }
        let next = index + 1 < phrase.tokens.count ? phrase.tokens[index + 1] : nil
        let beforeMeme = next?.text == "-" && index + 2 < phrase.tokens.count && phrase.tokens[index + 2].text.lowercasedFast() == "même"
        let afterPreposition = phrase.previousWord(before: index).map { FrenchWords.prepositions.contains(phrase.tokens[$0].text.lowercasedFast()) } ?? false
        if ["le", "la", "les"].contains(word), let n = phrase.nextWord(after: index), phrase.tokens[n].kind == .word,
           !FrenchVerbs.isVerbForm(phrase.tokens[n].text) {
            return nil
        }
        if beforeMeme || afterPreposition, let s = slots.first(where: { $0.grammaticalCase == .prepositional }) { return s }
        if word == "leur" { return slots.first { $0.grammaticalCase == .dative } }
        return slots.first { $0.grammaticalCase != .prepositional } ?? slots.first
    }

    /// `referentConcept`: each third-person personal pronoun takes the referent's form for its slot.
    static func substitute(_ phrase: inout Phrase, term: TermOfAddress, context: AgreementContext, trace: inout TraceRecorder) {
        guard let set = PronounSubstitution.forms(of: term, in: French(), phrase: phrase, trace: &trace) else { return }
        var any = false
        for i in phrase.wordIndices {
            let word = phrase.tokens[i].text
            if possessiveForms.contains(word.lowercasedFast()) && word.lowercasedFast() != "leur" {
                any = true
                trace.fired("fr.pronoun.possessive-unchanged", word, word, facts: [
                    TraceFact(word, "agrees with", "the possessed noun, not the possessor", source: .grammar),
                ])
                continue
            }
            guard let slot = slot(at: i, in: phrase) else { continue }
            any = true
            guard slot.grammaticalPerson == .third else {
                trace.unchanged("fr.pronoun.not-third-person", word, because: "only third-person pronouns refer to the concept")
                continue
            }
            var wanted = slot
            wanted.grammaticalGender = nil
            if term.kind != .localized { wanted.grammaticalPerson = nil; wanted.number = nil }
            PronounSubstitution.write(PronounTable.bestForm(for: wanted, among: set), over: i, in: &phrase, slot: slot,
                                      term: term, language: "fr", trace: &trace)
        }
        if !any {
            trace.unchanged("engine.unchanged.no-pronoun", phrase.text, because: "no French pronoun was found in the span")
        }
    }

    /// Whether every word of the phrase is a pronoun of the table (the span is a pronoun to inflect).
    static func isPronounPhrase(_ phrase: Phrase) -> Bool {
        // The one word, if there is exactly one (found without listing the words).
        var only: Int?
        for i in phrase.tokens.indices where phrase.tokens[i].kind == .word {
            guard only == nil else { return false }
            only = i
        }
        guard let only else { return false }
        let w = phrase.tokens[only].text.lowercasedFast()
        // Articles and possessives (which agree like adjectives: *mien* → *miennes*) are not inflected as pronouns.
        return table.contains(w) && !articleForms.contains(w) && !possessiveForms.contains(w)
    }

    /// The definite articles spelled like object pronouns.
    static let articleForms = WordSet(["le", "la", "les"])

    /// Explicit inflection of a lone pronoun: its slot with the requested features, then the best form.
    static func inflect(_ phrase: inout Phrase, to m: InflectionMorphology, trace: inout TraceRecorder) {
        guard let i = phrase.wordIndices.first, var slot = slot(at: i, in: phrase) else { return }
        let word = phrase.tokens[i].text
        // A possessive or reflexive request changes the slot's kind; its case goes with it.
        if m.pronounType == .reflexive { slot.grammaticalCase = nil }
        if m.grammaticalCase != nil { slot.pronounType = nil }
        slot = slot.overridden(by: m)
        if m.grammaticalPerson != nil && m.grammaticalGender == nil && m.grammaticalPerson != .third { slot.grammaticalGender = nil }
        guard let form = PronounTable.bestForm(for: slot, among: table.entries) else {
            trace.unchanged("fr.pronoun.no-form", word, because: "no French pronoun fills the slot \(slot)")
            return
        }
        let output = Casing.apply(from: word, to: form.pronoun)
        phrase.tokens[i].text = output
        trace.fired("fr.pronoun.inflect", word, output, facts: [TraceFact(word, "slot", slot.description, source: .request)])
    }
}
