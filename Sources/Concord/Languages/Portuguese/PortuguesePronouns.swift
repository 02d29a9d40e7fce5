/// Portuguese personal, possessive and reflexive pronouns, the sets of the predefined terms of address
/// (ele/ela/elu), explicit pronoun inflection (`^[ele](inflect: {grammaticalPerson: 'first'})` → *eu*) and
/// `referentConcept` substitution. Possessive determiners (*seu*, *sua*) agree with the possessed noun, not the
/// referent, so they stay; *dele*/*dela*/*delu* and *mesmo*/*mesma* follow the referent.
enum PortuguesePronouns {
    /// Whether `word` is a subject pronoun that addresses the user (*você*, *tu*: the table's second person singular
    /// nominative): a predicate after it describes the user.
    static func addressesUser(_ word: String) -> Bool {
        let lower = word.lowercasedFast()
        return userSubjectForms.contains { $0 == lower }
    }

    /// The table's forms (lower-cased, as its look-up keys them) with a second person singular nominative slot,
    /// worked out once: every span's head is compared with these few rather than looked up in the table.
    private static let userSubjectForms: [String] = {
        var forms: [String] = []
        for e in table.entries where e.morphology.grammaticalPerson == .second && e.morphology.number == .singular
            && e.morphology.grammaticalCase == .nominative {
            let form = e.pronoun.lowercasedFast()
            if !forms.contains(form) { forms.append(form) }
        }
        return forms
    }()

    static let table = PronounTable([
        ("eu", "grammaticalPerson: first, number: one, grammaticalCase: nominative"),
        ("me", "grammaticalPerson: first, number: one, grammaticalCase: accusative"),
        ("me", "grammaticalPerson: first, number: one, grammaticalCase: dative"),
        ("me", "grammaticalPerson: first, number: one, pronounType: reflexive"),
        ("mim", "grammaticalPerson: first, number: one, grammaticalCase: prepositional"),
        ("meu", "grammaticalPerson: first, number: one, grammaticalGender: masculine, grammaticalCase: genitive, determination: dependent"),
        ("minha", "grammaticalPerson: first, number: one, grammaticalGender: feminine, grammaticalCase: genitive, determination: dependent"),
        ("tu", "grammaticalPerson: second, number: one, grammaticalCase: nominative"),
        ("te", "grammaticalPerson: second, number: one, grammaticalCase: accusative"),
        ("te", "grammaticalPerson: second, number: one, grammaticalCase: dative"),
        ("te", "grammaticalPerson: second, number: one, pronounType: reflexive"),
        ("ti", "grammaticalPerson: second, number: one, grammaticalCase: prepositional"),
        ("teu", "grammaticalPerson: second, number: one, grammaticalGender: masculine, grammaticalCase: genitive, determination: dependent"),
        ("tua", "grammaticalPerson: second, number: one, grammaticalGender: feminine, grammaticalCase: genitive, determination: dependent"),
        ("você", "grammaticalPerson: second, number: one, grammaticalCase: nominative"),
        ("ele", "grammaticalPerson: third, number: one, grammaticalGender: masculine, grammaticalCase: nominative"),
        ("ele", "grammaticalPerson: third, number: one, grammaticalGender: masculine, grammaticalCase: prepositional"),
        ("ela", "grammaticalPerson: third, number: one, grammaticalGender: feminine, grammaticalCase: nominative"),
        ("ela", "grammaticalPerson: third, number: one, grammaticalGender: feminine, grammaticalCase: prepositional"),
        ("elu", "grammaticalPerson: third, number: one, grammaticalCase: nominative"),
        ("o", "grammaticalPerson: third, number: one, grammaticalGender: masculine, grammaticalCase: accusative"),
        ("a", "grammaticalPerson: third, number: one, grammaticalGender: feminine, grammaticalCase: accusative"),
        ("lo", "grammaticalPerson: third, number: one, grammaticalGender: masculine, grammaticalCase: accusative"),
        ("la", "grammaticalPerson: third, number: one, grammaticalGender: feminine, grammaticalCase: accusative"),
        ("lhe", "grammaticalPerson: third, number: one, grammaticalCase: dative"),
        ("se", "grammaticalPerson: third, pronounType: reflexive"),
        ("si", "grammaticalPerson: third, grammaticalCase: prepositional, pronounType: reflexive"),
        ("seu", "grammaticalPerson: third, number: one, grammaticalGender: masculine, grammaticalCase: genitive, determination: dependent"),
        ("sua", "grammaticalPerson: third, number: one, grammaticalGender: feminine, grammaticalCase: genitive, determination: dependent"),
        ("seus", "grammaticalPerson: third, number: one, grammaticalGender: masculine, grammaticalCase: genitive, determination: dependent"),
        ("suas", "grammaticalPerson: third, number: one, grammaticalGender: feminine, grammaticalCase: genitive, determination: dependent"),
        ("dele", "grammaticalPerson: third, number: one, grammaticalGender: masculine, grammaticalCase: genitive, determination: independent"),
        ("dela", "grammaticalPerson: third, number: one, grammaticalGender: feminine, grammaticalCase: genitive, determination: independent"),
        ("delu", "grammaticalPerson: third, number: one, grammaticalCase: genitive, determination: independent"),
        ("nós", "grammaticalPerson: first, number: other, grammaticalCase: nominative"),
        ("nos", "grammaticalPerson: first, number: other, grammaticalCase: accusative"),
        ("nos", "grammaticalPerson: first, number: other, grammaticalCase: dative"),
        ("nos", "grammaticalPerson: first, number: other, pronounType: reflexive"),
        ("nosso", "grammaticalPerson: first, number: other, grammaticalGender: masculine, grammaticalCase: genitive, determination: dependent"),
        ("nossa", "grammaticalPerson: first, number: other, grammaticalGender: feminine, grammaticalCase: genitive, determination: dependent"),
        ("vós", "grammaticalPerson: second, number: other, grammaticalCase: nominative"),
        ("vos", "grammaticalPerson: second, number: other, grammaticalCase: accusative"),
        ("vos", "grammaticalPerson: second, number: other, grammaticalCase: dative"),
        ("vos", "grammaticalPerson: second, number: other, pronounType: reflexive"),
        ("vosso", "grammaticalPerson: second, number: other, grammaticalGender: masculine, grammaticalCase: genitive, determination: dependent"),
        ("vossa", "grammaticalPerson: second, number: other, grammaticalGender: feminine, grammaticalCase: genitive, determination: dependent"),
        ("vocês", "grammaticalPerson: second, number: other, grammaticalCase: nominative"),
        ("eles", "grammaticalPerson: third, number: other, grammaticalGender: masculine, grammaticalCase: nominative"),
        ("elas", "grammaticalPerson: third, number: other, grammaticalGender: feminine, grammaticalCase: nominative"),
        ("elus", "grammaticalPerson: third, number: other, grammaticalCase: nominative"),
        ("os", "grammaticalPerson: third, number: other, grammaticalGender: masculine, grammaticalCase: accusative"),
        ("as", "grammaticalPerson: third, number: other, grammaticalGender: feminine, grammaticalCase: accusative"),
        ("lhes", "grammaticalPerson: third, number: other, grammaticalCase: dative"),
        ("deles", "grammaticalPerson: third, number: other, grammaticalGender: masculine, grammaticalCase: genitive, determination: independent"),
        ("delas", "grammaticalPerson: third, number: other, grammaticalGender: feminine, grammaticalCase: genitive, determination: independent"),
        ("delus", "grammaticalPerson: third, number: other, grammaticalCase: genitive, determination: independent"),
    ])

    /// Words that are pronouns only (not also articles or prepositions), for explicit pronoun inflection.
    /// (Asked of the head of every span analysed: the word is lower-cased once, and most words, no pronoun, are
    /// told so by the pronoun table alone.)
    static func isUnambiguousPronoun(_ word: String) -> Bool {
        let lower = word.lowercasedFast()
        guard table.contains(lowercased: lower), PortugueseDeterminer.parse(lowercased: lower) == nil else { return false }
        // The words below are of two bytes at most (so is any text equal to one): a longer word, *você*, is not
        // compared with each.
        guard lower.utf8.count <= 2 else { return true }
        switch lower {
        case "a", "o", "os", "as", "se": return false
        default: return true
        }
    }

    /// The third-person set of a predefined term: subject, object, dative, genitive, reflexive and
    /// prepositional forms, singular then plural.
    static func set(for term: TermOfAddress) -> [InflectionMorphology.Pronoun]? { sets[term.kind] }

    /// ``set(for:)`` of each predefined kind, made once.
    private static let sets = PredefinedPronounSets.byKind(makeSet)

    private static func makeSet(_ kind: TermOfAddress.Kind) -> [InflectionMorphology.Pronoun]? {
        let sg: [String], pl: [String]
        switch kind {
        case .masculine: sg = ["ele", "o", "lhe", "dele", "ele"]; pl = ["eles", "os", "lhes", "deles", "eles"]
        case .feminine: sg = ["ela", "a", "lhe", "dela", "ela"]; pl = ["elas", "as", "lhes", "delas", "elas"]
        case .neutral: sg = ["elu", "elu", "lhe", "delu", "elu"]; pl = ["elus", "elus", "lhes", "delus", "elus"]
        default: return nil
        }
        var out: [InflectionMorphology.Pronoun] = []
        for (forms, number) in [(sg, GrammaticalNumber.singular), (pl, .plural)] {
            func m(_ c: GrammaticalCase?, _ d: Determination? = nil, _ t: PronounType? = nil) -> InflectionMorphology {
                InflectionMorphology(number: number, grammaticalCase: c, determination: d, grammaticalPerson: .third, pronounType: t)
            }
            out += [
                .init(pronoun: forms[0], morphology: m(.nominative)),
                .init(pronoun: forms[1], morphology: m(.accusative)),
                .init(pronoun: forms[2], morphology: m(.dative)),
                .init(pronoun: forms[3], morphology: m(.genitive, .independent)),
                .init(pronoun: forms[4], morphology: m(.prepositional)),
                .init(pronoun: "se", morphology: m(nil, nil, .reflexive)),
                .init(pronoun: "si", morphology: m(.prepositional, nil, .reflexive)),
            ]
        }
        return out
    }

    /// The form of *mesmo* that agrees with the referent (*si mesma*, *ele mesmo*, *elu mesme*).
    static func mesmo(for gender: GrammaticalGender?, plural: Bool) -> String {
        switch gender {
        case .feminine: return plural ? "mesmas" : "mesma"
        case .neuter: return plural ? "mesmes" : "mesme"
        default: return plural ? "mesmos" : "mesmo"
        }
    }

    /// `referentConcept`: replaces each pronoun with the referent's form for the same slot.
    static func substitute(_ phrase: inout Phrase, term: TermOfAddress, context: AgreementContext, trace: inout TraceRecorder) {
        guard let set = PronounSubstitution.forms(of: term, in: Portuguese(), phrase: phrase, trace: &trace) else { return }
        var any = false
        var lastWasPronoun = false
        for i in phrase.wordIndices {
            let word = phrase.tokens[i].text
            let lower = word.lowercasedFast()
            if lastWasPronoun, ["mesmo", "mesma", "mesmos", "mesmas", "mesme", "mesmes"].contains(lower) {
                let out = Casing.apply(from: word, to: mesmo(for: term.grammaticalGender, plural: lower.hasSuffixFast("s")))
                phrase.tokens[i].text = out
                trace.fired("pt.pronoun.mesmo-agrees", word, out,
                            facts: [TraceFact(term.description, "grammaticalGender", term.grammaticalGender?.rawValue ?? "unspecified", source: .concept)])
                lastWasPronoun = false
                continue
            }
            lastWasPronoun = false
            let slots = table.slots(of: word)
            guard var slot = slots.first else { continue }
            any = true
            lastWasPronoun = true
            if slot.grammaticalCase == .genitive && slot.determination == .dependent && term.kind != .localized {
                trace.fired("pt.pronoun.possessive-agrees-with-possessed", word, word,
                            facts: [TraceFact(word, "agrees with", "the possessed noun", source: .grammar)],
                            note: "seu/sua agree with the thing possessed, not with the referent")
                continue
            }
            // The referent decides the gender; the slot keeps person, number, case and type.
            slot.grammaticalGender = nil
            let form = PronounTable.bestForm(for: slot, among: set)
            // Enclitic -lo/-la after a verb ending in r, s or z (encontrá-lo) keeps its l.
            let enclitic = ["lo", "la", "los", "las"].contains(lower) && ["o", "a", "os", "as"].contains(form?.pronoun ?? "")
            PronounSubstitution.write(form, as: enclitic ? form.map { "l" + $0.pronoun } : nil, over: i, in: &phrase,
                                      slot: slot, term: term, language: "pt", trace: &trace)
        }
        if !any {
            trace.unchanged("engine.unchanged.no-pronoun", phrase.text, because: "no Portuguese pronoun was found in the span")
        }
    }

    /// Explicit inflection of a lone pronoun: its slot with the requested features, then the best form.
    static func inflect(_ phrase: inout Phrase, at i: Int, to m: InflectionMorphology, trace: inout TraceRecorder) {
        let word = phrase.tokens[i].text
        guard var slot = table.slots(of: word).first else { return }
        slot = slot.overridden(by: m)
        if m.grammaticalCase != nil && m.grammaticalCase != .genitive { slot.determination = nil }
        guard let form = PronounTable.bestForm(for: slot, among: table.entries) else {
            trace.unchanged("pt.pronoun.no-form", word, because: "no Portuguese pronoun fills the slot \(slot)")
            return
        }
        let out = Casing.apply(from: word, to: form.pronoun)
        phrase.tokens[i].text = out
        trace.fired("pt.pronoun.explicit", word, out, facts: [TraceFact(word, "slot", slot.description, source: .request)])
    }
}
