/// German personal, reflexive and possessive pronouns; the sets of the predefined terms of address; pronoun
/// inflection (`^[er](inflect: {grammaticalPerson: 'first'})` → *ich*) and `referentConcept` substitution,
/// where possessive determiners keep the ending the possessed noun gives them (*seinen* → *ihren*).
///
/// The neutral term uses the neopronoun set *dey/dem/deren* (nominative *dey*, accusative and dative *dem*,
/// genitive and possessive *deren*, which never takes an ending: *deren Buch*, *mit deren Buch*). Concord
/// does not use *es* for people, which many readers find dehumanising; a person who prefers another set
/// passes it with `TermOfAddress.localized(language: "de", pronouns:)`.
enum GermanPronouns {
    static let table = PronounTable([
        ("ich", "grammaticalPerson: first, number: one, grammaticalCase: nominative"),
        ("mich", "grammaticalPerson: first, number: one, grammaticalCase: accusative"),
        ("mir", "grammaticalPerson: first, number: one, grammaticalCase: dative"),
        ("meiner", "grammaticalPerson: first, number: one, grammaticalCase: genitive"),
        ("du", "grammaticalPerson: second, number: one, grammaticalCase: nominative"),
        ("dich", "grammaticalPerson: second, number: one, grammaticalCase: accusative"),
        ("dir", "grammaticalPerson: second, number: one, grammaticalCase: dative"),
        ("deiner", "grammaticalPerson: second, number: one, grammaticalCase: genitive"),
        ("er", "grammaticalPerson: third, number: one, grammaticalGender: masculine, grammaticalCase: nominative"),
        ("ihn", "grammaticalPerson: third, number: one, grammaticalGender: masculine, grammaticalCase: accusative"),
        ("ihm", "grammaticalPerson: third, number: one, grammaticalGender: masculine, grammaticalCase: dative"),
        ("seiner", "grammaticalPerson: third, number: one, grammaticalGender: masculine, grammaticalCase: genitive"),
        ("sie", "grammaticalPerson: third, number: one, grammaticalGender: feminine, grammaticalCase: nominative"),
        ("sie", "grammaticalPerson: third, number: one, grammaticalGender: feminine, grammaticalCase: accusative"),
        ("ihr", "grammaticalPerson: third, number: one, grammaticalGender: feminine, grammaticalCase: dative"),
        ("ihrer", "grammaticalPerson: third, number: one, grammaticalGender: feminine, grammaticalCase: genitive"),
        ("es", "grammaticalPerson: third, number: one, grammaticalGender: neuter, grammaticalCase: nominative"),
        ("es", "grammaticalPerson: third, number: one, grammaticalGender: neuter, grammaticalCase: accusative"),
        ("ihm", "grammaticalPerson: third, number: one, grammaticalGender: neuter, grammaticalCase: dative"),
        ("seiner", "grammaticalPerson: third, number: one, grammaticalGender: neuter, grammaticalCase: genitive"),
        // The neutral set's nominative (`set(for:)`), so that a span written with it is read as a pronoun. Its
        // other forms are not listed: *dem* and *deren* are also the article and the relative pronoun, which a
        // referentConcept span must not take for the person; `inflect` finds them in the set.
        ("dey", "grammaticalPerson: third, number: one, grammaticalCase: nominative"),
        ("wir", "grammaticalPerson: first, number: other, grammaticalCase: nominative"),
        ("uns", "grammaticalPerson: first, number: other, grammaticalCase: accusative"),
        ("uns", "grammaticalPerson: first, number: other, grammaticalCase: dative"),
        ("unser", "grammaticalPerson: first, number: other, grammaticalCase: genitive"),
        ("ihr", "grammaticalPerson: second, number: other, grammaticalCase: nominative"),
        ("euch", "grammaticalPerson: second, number: other, grammaticalCase: accusative"),
        ("euch", "grammaticalPerson: second, number: other, grammaticalCase: dative"),
        ("euer", "grammaticalPerson: second, number: other, grammaticalCase: genitive"),
        ("sie", "grammaticalPerson: third, number: other, grammaticalCase: nominative"),
        ("sie", "grammaticalPerson: third, number: other, grammaticalCase: accusative"),
        ("ihnen", "grammaticalPerson: third, number: other, grammaticalCase: dative"),
        ("ihrer", "grammaticalPerson: third, number: other, grammaticalCase: genitive"),
        // Reflexives: the accusative first, the usual reading when no case is asked for.
        ("mich", "grammaticalPerson: first, number: one, grammaticalCase: accusative, pronounType: reflexive"),
        ("mir", "grammaticalPerson: first, number: one, grammaticalCase: dative, pronounType: reflexive"),
        ("dich", "grammaticalPerson: second, number: one, grammaticalCase: accusative, pronounType: reflexive"),
        ("dir", "grammaticalPerson: second, number: one, grammaticalCase: dative, pronounType: reflexive"),
        ("sich", "grammaticalPerson: third, grammaticalCase: accusative, pronounType: reflexive"),
        ("sich", "grammaticalPerson: third, grammaticalCase: dative, pronounType: reflexive"),
        ("uns", "grammaticalPerson: first, number: other, grammaticalCase: accusative, pronounType: reflexive"),
        ("uns", "grammaticalPerson: first, number: other, grammaticalCase: dative, pronounType: reflexive"),
        ("euch", "grammaticalPerson: second, number: other, grammaticalCase: accusative, pronounType: reflexive"),
        ("euch", "grammaticalPerson: second, number: other, grammaticalCase: dative, pronounType: reflexive"),
        // Possessive determiners (their ending comes from the possessed noun) and possessive pronouns.
        ("mein", "grammaticalPerson: first, number: one, grammaticalCase: genitive, determination: dependent"),
        ("dein", "grammaticalPerson: second, number: one, grammaticalCase: genitive, determination: dependent"),
        ("sein", "grammaticalPerson: third, number: one, grammaticalGender: masculine, grammaticalCase: genitive, determination: dependent"),
        ("sein", "grammaticalPerson: third, number: one, grammaticalGender: neuter, grammaticalCase: genitive, determination: dependent"),
        ("ihr", "grammaticalPerson: third, number: one, grammaticalGender: feminine, grammaticalCase: genitive, determination: dependent"),
        ("unser", "grammaticalPerson: first, number: other, grammaticalCase: genitive, determination: dependent"),
        ("euer", "grammaticalPerson: second, number: other, grammaticalCase: genitive, determination: dependent"),
        ("ihr", "grammaticalPerson: third, number: other, grammaticalCase: genitive, determination: dependent"),
        ("meine", "grammaticalPerson: first, number: one, grammaticalCase: genitive, determination: independent"),
        ("deine", "grammaticalPerson: second, number: one, grammaticalCase: genitive, determination: independent"),
        ("seine", "grammaticalPerson: third, number: one, grammaticalGender: masculine, grammaticalCase: genitive, determination: independent"),
        ("seine", "grammaticalPerson: third, number: one, grammaticalGender: neuter, grammaticalCase: genitive, determination: independent"),
        ("ihre", "grammaticalPerson: third, number: one, grammaticalGender: feminine, grammaticalCase: genitive, determination: independent"),
        ("unsere", "grammaticalPerson: first, number: other, grammaticalCase: genitive, determination: independent"),
        ("eure", "grammaticalPerson: second, number: other, grammaticalCase: genitive, determination: independent"),
        ("ihre", "grammaticalPerson: third, number: other, grammaticalCase: genitive, determination: independent"),
    ])

    /// The forms of a predefined term: nominative, accusative, dative, genitive, possessive determiner,
    /// possessive pronoun, reflexive.
    static func set(for term: TermOfAddress) -> [InflectionMorphology.Pronoun]? { sets[term.kind] }

    /// ``set(for:)`` of each predefined kind, made once.
    private static let sets = PredefinedPronounSets.byKind(makeSet)

    private static func makeSet(_ kind: TermOfAddress.Kind) -> [InflectionMorphology.Pronoun]? {
        let forms: [String]
        switch kind {
        case .masculine: forms = ["er", "ihn", "ihm", "seiner", "sein", "seine", "sich"]
        case .feminine: forms = ["sie", "sie", "ihr", "ihrer", "ihr", "ihre", "sich"]
        case .neutral: forms = ["dey", "dem", "dem", "deren", "deren", "deren", "sich"]
        default: return nil
        }
        return [
            .init(pronoun: forms[0], morphology: .init(grammaticalCase: .nominative)),
            .init(pronoun: forms[1], morphology: .init(grammaticalCase: .accusative)),
            .init(pronoun: forms[2], morphology: .init(grammaticalCase: .dative)),
            .init(pronoun: forms[3], morphology: .init(grammaticalCase: .genitive)),
            .init(pronoun: forms[4], morphology: .init(grammaticalCase: .genitive, determination: .dependent)),
            .init(pronoun: forms[5], morphology: .init(grammaticalCase: .genitive, determination: .independent)),
            .init(pronoun: forms[6], morphology: .init(pronounType: .reflexive)),
        ]
    }

    /// `^[er](inflect: {…})` on a lone pronoun: the person, number and gender of the written pronoun, with the
    /// requested features on top, pick the form (case, possessiveness and reflexivity come from the request).
    static func inflect(_ phrase: inout Phrase, at index: Int, to request: InflectionMorphology, trace: inout TraceRecorder) -> Bool {
        let word = phrase.tokens[index].text
        let slots = table.slots(of: word)
        guard let source = slots.first else { return false }
        let base = InflectionMorphology(grammaticalGender: source.grammaticalGender, number: source.number,
                                        grammaticalPerson: source.grammaticalPerson)
        var slot = base.overridden(by: request)
        slot.partOfSpeech = nil
        slot.definiteness = nil
        if let c = slot.grammaticalCase, !GermanSlot.isGerman(c) { slot.grammaticalCase = nil }
        // *dey* takes its other forms from its own set (*dem*, *deren*), which the table leaves out.
        let neutral = set(for: .neutral) ?? [], lower = word.lowercasedFast()
        let isNeutral = slot.grammaticalPerson == .third && slot.number != .plural && slot.grammaticalGender == nil
            && neutral.contains { $0.pronoun == lower }
        guard let form = PronounTable.bestForm(for: slot, among: isNeutral ? neutral : table.entries) else {
            trace.unchanged("de.pronoun.no-form", word, because: "German has no pronoun for \(slot)")
            return true
        }
        let output = Casing.apply(from: word, to: form.pronoun)
        phrase.tokens[index].text = output
        trace.fired("de.pronoun.inflect", word, output, facts: [
            TraceFact(word, "slot", source.description, source: .grammar),
            TraceFact(output, "slot", slot.description, source: .request),
        ])
        return true
    }

    /// `referentConcept`: replaces third-person pronouns and possessive determiners with the person's forms.
    static func substitute(_ phrase: inout Phrase, term: TermOfAddress, context: AgreementContext, trace: inout TraceRecorder) {
        guard let set = PronounSubstitution.forms(of: term, in: German(), phrase: phrase, trace: &trace) else { return }
        let factSource: FactSource = term.kind == .localized ? .declaration : .grammar
        var any = false
        for i in phrase.wordIndices {
            let word = phrase.tokens[i].text
            let followed = phrase.nextWord(after: i) != nil
            // A possessive determiner: stem + the ending the possessed noun gives it.
            if let (stem, ending) = possessive(word), followed || !table.contains(word) {
                any = true
                guard let base = PronounTable.bestForm(for: InflectionMorphology(grammaticalCase: .genitive, determination: .dependent), among: set) else {
                    trace.unchanged("de.pronoun.no-form", word, because: "the \(term.description) set has no possessive determiner")
                    continue
                }
                let b = base.pronoun
                let invariable = b.lowercasedFast().hasSuffixFast("en")
                var out = b
                if !invariable && !ending.isEmpty {
                    out = (b.lowercasedFast().hasSuffixFast("euer") ? String(b.dropLast(2)) + "r" : b) + ending
                }
                let output = Casing.apply(from: word, to: out)
                phrase.tokens[i].text = output
                trace.fired(invariable ? "de.pronoun.possessive-invariable" : "de.pronoun.possessive", word, output, facts: [
                    TraceFact(word, "possessive", stem + "-" + ending, source: .grammar),
                    TraceFact(term.description, "possessive", b, source: factSource),
                ])
                continue
            }
            var slots = table.slots(of: word).filter { $0.grammaticalPerson == .third && $0.pronounType != .reflexive }
            guard !slots.isEmpty else { continue }
            if followed, let dep = slots.first(where: { $0.determination == .dependent }) { slots = [dep] }
            else { slots = slots.filter { $0.determination != .dependent } }
            guard var slot = slots.first else { continue }
            any = true
            slot.grammaticalGender = nil
            slot.number = nil
            slot.grammaticalPerson = nil
            PronounSubstitution.write(PronounTable.bestForm(for: slot, among: set), over: i, in: &phrase, slot: slot,
                                      term: term, language: "de", formSource: factSource, trace: &trace)
        }
        if !any {
            trace.unchanged("engine.unchanged.no-pronoun", phrase.text, because: "no third-person pronoun of German was found in the span")
        }
    }

    /// *seinen* → (`sein`, `en`); only third-person possessive stems (the referent is a third person).
    static func possessive(_ word: String) -> (String, String)? {
        let w = word.lowercasedFast()
        for stem in ["sein", "ihr"] where w.hasPrefix(stem) {
            let ending = String(w.dropFirst(stem.count))
            if ["", "e", "en", "em", "er", "es"].contains(ending) { return (stem, ending) }
        }
        return nil
    }
}
