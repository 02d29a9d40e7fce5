/// Italian personal, clitic, reflexive and possessive pronouns with their slots, the pronoun sets of the
/// predefined terms of address, and `referentConcept` substitution.
///
/// Slots: subject forms are `nominative`; unstressed clitics are `accusative` (*mi, ti, lo, la, ci, vi, li,
/// le*) and `dative` (*mi, ti, gli, le, ci, vi*); stressed forms after a preposition are `prepositional`
/// (*me, te, lui, lei, sé*); possessives are `genitive` and agree with the possessed noun, so *suo/sua/suoi/sue*
/// do not depend on the referent.
enum ItalianPronouns {
    static let table: PronounTable = {
        var rows = PronounTable([
            ("io", "grammaticalPerson: first, number: one, grammaticalCase: nominative"),
            ("mi", "grammaticalPerson: first, number: one, grammaticalCase: accusative"),
            ("mi", "grammaticalPerson: first, number: one, grammaticalCase: dative"),
            ("mi", "grammaticalPerson: first, number: one, pronounType: reflexive"),
            ("me", "grammaticalPerson: first, number: one, grammaticalCase: prepositional"),
            ("tu", "grammaticalPerson: second, number: one, grammaticalCase: nominative"),
            ("ti", "grammaticalPerson: second, number: one, grammaticalCase: accusative"),
            ("ti", "grammaticalPerson: second, number: one, grammaticalCase: dative"),
            ("ti", "grammaticalPerson: second, number: one, pronounType: reflexive"),
            ("te", "grammaticalPerson: second, number: one, grammaticalCase: prepositional"),
            ("lui", "grammaticalPerson: third, number: one, grammaticalGender: masculine, grammaticalCase: nominative"),
            ("lei", "grammaticalPerson: third, number: one, grammaticalGender: feminine, grammaticalCase: nominative"),
            ("lo", "grammaticalPerson: third, number: one, grammaticalGender: masculine, grammaticalCase: accusative"),
            ("la", "grammaticalPerson: third, number: one, grammaticalGender: feminine, grammaticalCase: accusative"),
            ("gli", "grammaticalPerson: third, number: one, grammaticalGender: masculine, grammaticalCase: dative"),
            ("le", "grammaticalPerson: third, number: one, grammaticalGender: feminine, grammaticalCase: dative"),
            ("lui", "grammaticalPerson: third, number: one, grammaticalGender: masculine, grammaticalCase: prepositional"),
            ("lei", "grammaticalPerson: third, number: one, grammaticalGender: feminine, grammaticalCase: prepositional"),
            // The neutral set's own forms (`set(for:)`), so that a span written with them is read as a pronoun.
            ("ləi", "grammaticalPerson: third, number: one, grammaticalGender: neuter, grammaticalCase: nominative"),
            ("lə", "grammaticalPerson: third, number: one, grammaticalGender: neuter, grammaticalCase: accusative"),
            ("gli", "grammaticalPerson: third, number: one, grammaticalGender: neuter, grammaticalCase: dative"),
            ("ləi", "grammaticalPerson: third, number: one, grammaticalGender: neuter, grammaticalCase: prepositional"),
            ("si", "grammaticalPerson: third, pronounType: reflexive"),
            ("sé", "grammaticalPerson: third, grammaticalCase: prepositional, pronounType: reflexive"),
            ("noi", "grammaticalPerson: first, number: other, grammaticalCase: nominative"),
            ("ci", "grammaticalPerson: first, number: other, grammaticalCase: accusative"),
            ("ci", "grammaticalPerson: first, number: other, grammaticalCase: dative"),
            ("ci", "grammaticalPerson: first, number: other, pronounType: reflexive"),
            ("noi", "grammaticalPerson: first, number: other, grammaticalCase: prepositional"),
            ("voi", "grammaticalPerson: second, number: other, grammaticalCase: nominative"),
            ("vi", "grammaticalPerson: second, number: other, grammaticalCase: accusative"),
            ("vi", "grammaticalPerson: second, number: other, grammaticalCase: dative"),
            ("vi", "grammaticalPerson: second, number: other, pronounType: reflexive"),
            ("voi", "grammaticalPerson: second, number: other, grammaticalCase: prepositional"),
            ("loro", "grammaticalPerson: third, number: other, grammaticalCase: nominative"),
            ("li", "grammaticalPerson: third, number: other, grammaticalGender: masculine, grammaticalCase: accusative"),
            ("le", "grammaticalPerson: third, number: other, grammaticalGender: feminine, grammaticalCase: accusative"),
            ("loro", "grammaticalPerson: third, number: other, grammaticalCase: dative"),
            ("loro", "grammaticalPerson: third, number: other, grammaticalCase: prepositional"),
        ]).entries
        // Possessives: the slot is the possessor's; the possessed noun's gender and number are dependent.
        let owners: [(String, String, String)] = [("mi", "first", "one"), ("tu", "second", "one"), ("su", "third", "one"),
                                                  ("nostr", "first", "other"), ("vostr", "second", "other")]
        for (stem, person, number) in owners {
            for n in [GrammaticalNumber.singular, .plural] {
                for g in [GrammaticalGender.masculine, .feminine] {
                    var m = InflectionMorphology(grammaticalCase: .genitive, determination: .dependent, pronounType: .possessive)
                    try? m.set(markupKey: "grammaticalPerson", value: person)
                    try? m.set(markupKey: "number", value: number)
                    rows.append(.init(pronoun: ItalianArticles.possessive(stem: stem, gender: g, number: n), morphology: m,
                                      dependentMorphology: InflectionMorphology(grammaticalGender: g, number: n)))
                }
            }
        }
        rows.append(.init(pronoun: "loro", morphology: InflectionMorphology(number: .plural, grammaticalCase: .genitive,
                                                                           determination: .dependent, grammaticalPerson: .third,
                                                                           pronounType: .possessive)))
        return PronounTable(rows)
    }()

    /// The forms a referent's term of address gives each slot. Masculine *lui, lo, gli, sé stesso*; feminine
    /// *lei, la, le, sé stessa*; neutral (Concord's documented choice, the schwa forms proposed for inclusive
    /// Italian) *ləi, lə, gli* (the dative *gli* is already used for every gender in speech), *sé stessə*.
    /// Possessives and *si* are the same for every referent.
    static func set(for term: TermOfAddress) -> [InflectionMorphology.Pronoun]? { sets[term.kind] }

    /// ``set(for:)`` of each predefined kind, made once.
    private static let sets = PredefinedPronounSets.byKind(makeSet)

    private static func makeSet(_ kind: TermOfAddress.Kind) -> [InflectionMorphology.Pronoun]? {
        let f: (nom: String, acc: String, dat: String, refl: String)
        let gender: GrammaticalGender?
        switch kind {
        case .masculine: f = ("lui", "lo", "gli", "sé stesso"); gender = .masculine
        case .feminine: f = ("lei", "la", "le", "sé stessa"); gender = .feminine
        case .neutral: f = ("ləi", "lə", "gli", "sé stessə"); gender = nil
        default: return nil
        }
        let third = { (c: GrammaticalCase?, t: PronounType?) in
            InflectionMorphology(grammaticalGender: gender, number: .singular, grammaticalCase: c, grammaticalPerson: .third, pronounType: t)
        }
        return [
            .init(pronoun: f.nom, morphology: third(.nominative, nil)),
            .init(pronoun: f.acc, morphology: third(.accusative, nil)),
            .init(pronoun: f.dat, morphology: third(.dative, nil)),
            .init(pronoun: f.nom, morphology: third(.prepositional, nil)),
            .init(pronoun: "si", morphology: third(nil, .reflexive)),
            .init(pronoun: f.refl, morphology: third(.prepositional, .reflexive)),
        ]
    }

    /// Reads the slot of a written pronoun (first reading; an article-looking clitic keeps its pronoun reading).
    static func slot(of word: String) -> InflectionMorphology? { table.slots(of: word).first }

    /// Explicit inflection of a lone pronoun (`^[io](inflect: {grammaticalPerson: 'third', grammaticalCase:
    /// 'accusative'})` → *lo*): the written pronoun's slot, overridden by the request, picks the table form.
    static func inflect(_ phrase: inout Phrase, at index: Int, to m: InflectionMorphology, trace: inout TraceRecorder) {
        let word = phrase.tokens[index].text
        guard var slot = slot(of: word) else { return }
        if m.pronounType == .reflexive { slot.grammaticalCase = nil }
        if m.grammaticalGender != nil || m.grammaticalPerson != nil { slot.grammaticalGender = nil }
        if m.grammaticalPerson != nil && m.grammaticalPerson != slot.grammaticalPerson && m.number == nil {
            // A new person keeps the written number only when the request does not say otherwise.
        }
        slot = slot.overridden(by: m)
        if slot.grammaticalCase == .genitive && slot.determination == nil {
            slot.determination = .dependent
            slot.pronounType = .possessive
        }
        var candidates = table.entries
        if slot.pronounType != .possessive { candidates.removeAll { $0.morphology.pronounType == .possessive } }
        guard let form = PronounTable.bestForm(for: slot, among: candidates) else {
            trace.unchanged("it.pronoun.no-form", word, because: "no Italian pronoun fills \(slot)")
            return
        }
        let output = Casing.apply(from: word, to: form.pronoun)
        phrase.tokens[index].text = output
        trace.fired("it.pronoun.explicit", word, output, facts: [
            TraceFact(word, "slot", slot.description, source: .request),
            TraceFact(form.pronoun, "form", form.morphology.description, source: .grammar),
        ])
    }

    /// `referentConcept`: *lui/lei*, *lo/la*, *gli/le* and *sé stesso/sé stessa* take the referent's forms;
    /// possessives agree with the possessed noun and stay; a custom set's forms are matched by slot.
    static func substitute(_ phrase: inout Phrase, term: TermOfAddress, context: AgreementContext, trace: inout TraceRecorder) {
        guard let set = PronounSubstitution.forms(of: term, in: Italian(), phrase: phrase, trace: &trace) else { return }
        let source: FactSource = term.kind == .localized ? .declaration : .grammar
        var any = false
        var i = 0
        while i < phrase.tokens.count {
            defer { i += 1 }
            guard phrase.tokens[i].kind == .word else { continue }
            let word = phrase.tokens[i].text
            let lower = word.lowercasedFast()
            // *sé stesso / sé stessa / se stesso*: the emphatic reflexive is two words.
            if lower == "sé" || lower == "se", let j = phrase.nextWord(after: i), phrase.tokens[j].text.lowercasedFast().hasPrefix("stess") {
                any = true
                let slot = InflectionMorphology(number: .singular, grammaticalCase: .prepositional, grammaticalPerson: .third, pronounType: .reflexive)
                guard let form = PronounTable.bestForm(for: slot, among: set.filter { $0.morphology.pronounType == .reflexive }) else { continue }
                let parts = form.pronoun.split(separator: " ").map(String.init)
                let old = phrase.tokens[i].text + " " + phrase.tokens[j].text
                phrase.tokens[i].text = Casing.apply(from: word, to: parts[0])
                if parts.count > 1 { phrase.tokens[j].text = Casing.apply(from: phrase.tokens[j].text, to: parts[1...].joined(separator: " ")) }
                trace.fired("it.pronoun.referent.reflexive", old, phrase.tokens[i].text + " " + phrase.tokens[j].text,
                            facts: [TraceFact(term.description, "form", form.pronoun, source: source)])
                i = j
                continue
            }
            let slots = table.slots(of: word)
            guard var slot = slots.first else { continue }
            any = true
            if slot.pronounType == .possessive {
                // Italian possessives agree with the thing possessed: *suo/sua* for him and for her.
                let custom = set.filter { $0.morphology.grammaticalCase == .genitive }
                let dependent = slots.first.map { _ in table.entries.first { $0.pronoun == lower }?.dependentMorphology } ?? nil
                if let choice = custom.first(where: { $0.dependentMorphology == dependent }) ?? custom.first {
                    let out = Casing.apply(from: word, to: choice.pronoun)
                    phrase.tokens[i].text = out
                    trace.fired("it.pronoun.referent.possessive", word, out, facts: [TraceFact(term.description, "form", choice.pronoun, source: source)])
                } else {
                    trace.fired("it.pronoun.referent.possessive", word, word, facts: [TraceFact(word, "possessed", dependent?.description ?? "?", source: .grammar)],
                                note: "Italian possessives agree with the possessed noun, not with the referent")
                }
                continue
            }
            // *le* alone is the feminine dative singular (a referent is one person).
            if lower == "le" { slot = slots.first { $0.grammaticalCase == .dative } ?? slot }
            slot.grammaticalGender = nil
            slot.number = .singular
            slot.grammaticalPerson = .third
            PronounSubstitution.write(PronounTable.bestForm(for: slot, among: set.filter { !$0.pronoun.contains(" ") }),
                                      over: i, in: &phrase, slot: slot, term: term, language: "it", formSource: source,
                                      trace: &trace)
        }
        if !any {
            trace.unchanged("engine.unchanged.no-pronoun", phrase.text, because: "no Italian pronoun was found in the span")
        }
    }
}
