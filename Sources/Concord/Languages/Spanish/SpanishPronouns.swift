/// Spanish personal, reflexive and possessive pronouns with their slots, explicit pronoun inflection
/// (`^[él](inflect: {grammaticalPerson: 'first'})` → yo) and `referentConcept` substitution (él → ella/elle).
///
/// Possessives (su, suyo/suya) agree with the possessed thing, not with the referent, so substitution keeps
/// them; `mismo` after a substituted pronoun agrees with the referent (sí mismo → sí misma).
enum SpanishPronouns {
    static let table = PronounTable([
        ("yo", "grammaticalPerson: first, number: one, grammaticalCase: nominative"),
        ("me", "grammaticalPerson: first, number: one, grammaticalCase: accusative"),
        ("me", "grammaticalPerson: first, number: one, grammaticalCase: dative"),
        ("me", "grammaticalPerson: first, number: one, pronounType: reflexive"),
        ("mí", "grammaticalPerson: first, number: one, grammaticalCase: prepositional"),
        ("mi", "grammaticalPerson: first, number: one, grammaticalCase: genitive, determination: dependent"),
        ("mío", "grammaticalPerson: first, number: one, grammaticalGender: masculine, grammaticalCase: genitive, determination: independent"),
        ("mía", "grammaticalPerson: first, number: one, grammaticalGender: feminine, grammaticalCase: genitive, determination: independent"),
        ("tú", "grammaticalPerson: second, number: one, grammaticalCase: nominative"),
        ("te", "grammaticalPerson: second, number: one, grammaticalCase: accusative"),
        ("te", "grammaticalPerson: second, number: one, grammaticalCase: dative"),
        ("te", "grammaticalPerson: second, number: one, pronounType: reflexive"),
        ("ti", "grammaticalPerson: second, number: one, grammaticalCase: prepositional"),
        ("tu", "grammaticalPerson: second, number: one, grammaticalCase: genitive, determination: dependent"),
        ("tuyo", "grammaticalPerson: second, number: one, grammaticalGender: masculine, grammaticalCase: genitive, determination: independent"),
        ("tuya", "grammaticalPerson: second, number: one, grammaticalGender: feminine, grammaticalCase: genitive, determination: independent"),
        ("él", "grammaticalPerson: third, number: one, grammaticalGender: masculine, grammaticalCase: nominative"),
        ("ella", "grammaticalPerson: third, number: one, grammaticalGender: feminine, grammaticalCase: nominative"),
        ("elle", "grammaticalPerson: third, number: one, grammaticalGender: neuter, grammaticalCase: nominative"),
        ("lo", "grammaticalPerson: third, number: one, grammaticalGender: masculine, grammaticalCase: accusative"),
        ("la", "grammaticalPerson: third, number: one, grammaticalGender: feminine, grammaticalCase: accusative"),
        ("le", "grammaticalPerson: third, number: one, grammaticalGender: neuter, grammaticalCase: accusative"),
        ("le", "grammaticalPerson: third, number: one, grammaticalCase: dative"),
        ("se", "grammaticalPerson: third, pronounType: reflexive"),
        ("sí", "grammaticalPerson: third, grammaticalCase: prepositional, pronounType: reflexive"),
        ("su", "grammaticalPerson: third, number: one, grammaticalCase: genitive, determination: dependent"),
        ("suyo", "grammaticalPerson: third, number: one, grammaticalGender: masculine, grammaticalCase: genitive, determination: independent"),
        ("suya", "grammaticalPerson: third, number: one, grammaticalGender: feminine, grammaticalCase: genitive, determination: independent"),
        ("nosotros", "grammaticalPerson: first, number: other, grammaticalGender: masculine, grammaticalCase: nominative"),
        ("nosotras", "grammaticalPerson: first, number: other, grammaticalGender: feminine, grammaticalCase: nominative"),
        ("nosotres", "grammaticalPerson: first, number: other, grammaticalGender: neuter, grammaticalCase: nominative"),
        ("nos", "grammaticalPerson: first, number: other, grammaticalCase: accusative"),
        ("nos", "grammaticalPerson: first, number: other, grammaticalCase: dative"),
        ("nos", "grammaticalPerson: first, number: other, pronounType: reflexive"),
        ("nuestro", "grammaticalPerson: first, number: other, grammaticalGender: masculine, grammaticalCase: genitive, determination: dependent"),
        ("nuestra", "grammaticalPerson: first, number: other, grammaticalGender: feminine, grammaticalCase: genitive, determination: dependent"),
        ("nuestro", "grammaticalPerson: first, number: other, grammaticalGender: masculine, grammaticalCase: genitive, determination: independent"),
        ("vosotros", "grammaticalPerson: second, number: other, grammaticalGender: masculine, grammaticalCase: nominative"),
        ("vosotras", "grammaticalPerson: second, number: other, grammaticalGender: feminine, grammaticalCase: nominative"),
        ("vosotres", "grammaticalPerson: second, number: other, grammaticalGender: neuter, grammaticalCase: nominative"),
        ("os", "grammaticalPerson: second, number: other, grammaticalCase: accusative"),
        ("os", "grammaticalPerson: second, number: other, grammaticalCase: dative"),
        ("os", "grammaticalPerson: second, number: other, pronounType: reflexive"),
        ("vuestro", "grammaticalPerson: second, number: other, grammaticalGender: masculine, grammaticalCase: genitive, determination: dependent"),
        ("vuestra", "grammaticalPerson: second, number: other, grammaticalGender: feminine, grammaticalCase: genitive, determination: dependent"),
        ("vuestro", "grammaticalPerson: second, number: other, grammaticalGender: masculine, grammaticalCase: genitive, determination: independent"),
        ("ellos", "grammaticalPerson: third, number: other, grammaticalGender: masculine, grammaticalCase: nominative"),
        ("ellas", "grammaticalPerson: third, number: other, grammaticalGender: feminine, grammaticalCase: nominative"),
        ("elles", "grammaticalPerson: third, number: other, grammaticalGender: neuter, grammaticalCase: nominative"),
        ("los", "grammaticalPerson: third, number: other, grammaticalGender: masculine, grammaticalCase: accusative"),
        ("las", "grammaticalPerson: third, number: other, grammaticalGender: feminine, grammaticalCase: accusative"),
        ("les", "grammaticalPerson: third, number: other, grammaticalGender: neuter, grammaticalCase: accusative"),
        ("les", "grammaticalPerson: third, number: other, grammaticalCase: dative"),
        ("sus", "grammaticalPerson: third, number: other, grammaticalCase: genitive, determination: dependent"),
        ("suyos", "grammaticalPerson: third, number: other, grammaticalGender: masculine, grammaticalCase: genitive, determination: independent"),
        ("suyas", "grammaticalPerson: third, number: other, grammaticalGender: feminine, grammaticalCase: genitive, determination: independent"),
    ])

    /// The third-person singular forms a predefined term stands for: él/lo/le/se/sí for masculine,
    /// ella/la/le/se/sí for feminine, elle/le/le/se/sí for neutral (possessives su/suyo do not change).
    static func set(for term: TermOfAddress) -> [InflectionMorphology.Pronoun]? { sets[term.kind] }

    /// ``set(for:)`` of each predefined kind, made once.
    private static let sets = PredefinedPronounSets.byKind(makeSet)

    private static func makeSet(_ kind: TermOfAddress.Kind) -> [InflectionMorphology.Pronoun]? {
        let gender: GrammaticalGender
        switch kind {
        case .masculine: gender = .masculine
        case .feminine: gender = .feminine
        case .neutral: gender = .neuter
        default: return nil
        }
        return table.entries.filter {
            $0.morphology.grammaticalPerson == .third && $0.morphology.number != .plural
                && $0.morphology.grammaticalCase != .genitive
                && ($0.morphology.grammaticalGender == nil || $0.morphology.grammaticalGender == gender)
                && !($0.pronoun == "le" && $0.morphology.grammaticalCase == .accusative && gender != .neuter)
        }.map { .init(pronoun: $0.pronoun, morphology: $0.morphology) }
    }

    /// The form filling `target` best: no feature may contradict the target; reflexives only fill reflexive
    /// slots; each shared feature counts, each feature the candidate adds counts against it.
    static func best(for target: InflectionMorphology, among candidates: [InflectionMorphology.Pronoun])
        -> InflectionMorphology.Pronoun? {
        var best: (Int, InflectionMorphology.Pronoun)?
        for c in candidates {
            let m = c.morphology
            if (target.pronounType == .reflexive) != (m.pronounType == .reflexive) { continue }
            var score = 0
            var ok = true
            func cmp<T: Equatable>(_ t: T?, _ v: T?) {
                switch (t, v) {
                case let (a?, b?): if a == b { score += 2 } else { ok = false }
                case (nil, _?): score -= 1
                default: break
                }
            }
            cmp(target.grammaticalPerson, m.grammaticalPerson)
            cmp(target.number.map { $0.isSingular }, m.number.map { $0.isSingular })
            cmp(target.grammaticalGender, m.grammaticalGender)
            cmp(target.grammaticalCase, m.grammaticalCase)
            cmp(target.determination, m.determination)
            guard ok else { continue }
            if best == nil || score > best!.0 { best = (score, c) }
        }
        return best?.1
    }

    /// Whether an explicit request asks for pronoun features.
    static func asksForPronoun(_ m: InflectionMorphology) -> Bool {
        m.grammaticalPerson != nil || m.grammaticalCase != nil || m.pronounType != nil || m.determination != nil
    }

    /// Inflects the pronoun at `index` to the features requested.
    /// Whether `locale` addresses several people as *ustedes* (with third-person clitics and possessives: *los*,
    /// *les*, *se*, *su*, *suyo*): every Spanish-speaking region but Spain and Equatorial Guinea, which use
    /// *vosotros* (*os*, *vuestro*). Without a region, Concord follows Spain, as Apple's `es` does.
    static func usesUstedes(_ locale: InflectionLocale?) -> Bool {
        guard let region = locale?.region else { return false }
        return region != "ES" && region != "GQ"
    }

    static func inflect(_ phrase: inout Phrase, at index: Int, to request: InflectionMorphology,
                        locale: InflectionLocale? = nil, trace: inout TraceRecorder) -> Bool {
        let word = phrase.tokens[index].text
        let slots = table.slots(of: word)
        guard let slot = slots.first else { return false }
        var target = slot.overridden(by: request)
        if request.pronounType == .reflexive { target.grammaticalCase = nil; target.determination = nil }
        if request.grammaticalCase != nil, request.grammaticalCase != .genitive { target.determination = nil }
        if request.grammaticalCase == .genitive, request.determination == nil, slot.grammaticalCase != .genitive {
            target.determination = .independent
        }
        if request.pronounType == .personal { target.pronounType = nil }
        if target.grammaticalPerson != .third, request.grammaticalPerson != nil, request.grammaticalGender == nil,
           target.number?.isSingular ?? true {
            target.grammaticalGender = nil
        }
        if usesUstedes(locale), target.grammaticalPerson == .second, target.number == .plural {
            let c = target.grammaticalCase
            if target.pronounType != .reflexive, c == nil || c == .nominative || c == .prepositional {
                let out = Casing.apply(from: word, to: "ustedes")
                phrase.tokens[index].text = out
                trace.fired("es.pronoun.ustedes", word, out, facts: [
                    TraceFact(word, "slot", slot.description, source: .grammar),
                    TraceFact(locale!.identifier, "second person plural", "ustedes", source: .grammar),
                ])
                return true
            }
            // os → los/les/se, vuestro → su/suyo: ustedes takes third-person forms (a possessive's number is the
            // possessed thing's, not the possessors').
            target.grammaticalPerson = .third
            if c == .genitive { target.number = .singular }
        }
        guard let form = best(for: target, among: table.entries) else {
            trace.unchanged("es.pronoun.no-form", word, because: "no Spanish pronoun fills \(target)")
            return true
        }
        let out = Casing.apply(from: word, to: form.pronoun)
        phrase.tokens[index].text = out
        trace.fired("es.pronoun.inflect", word, out, facts: [
            TraceFact(word, "slot", slot.description, source: .grammar),
            TraceFact(word, "target", target.description, source: .request),
        ])
        return true
    }

    static let mismo = ["mismo", "misma", "mismos", "mismas", "misme", "mismes"]

    /// `referentConcept`: replaces each pronoun with the referent's form for the same slot.
    static func substitute(_ phrase: inout Phrase, term: TermOfAddress, context: AgreementContext,
                           trace: inout TraceRecorder) {
        guard let set = PronounSubstitution.forms(of: term, in: Spanish(), phrase: phrase, trace: &trace) else { return }
        let gender = term.grammaticalGender
        var any = false
        var lastSubstituted = false
        for i in phrase.wordIndices {
            let word = phrase.tokens[i].text
            let lower = word.lowercasedFast()
            if lastSubstituted, let k = mismo.firstIndex(of: lower), let g = gender {
                let plural = k == 2 || k == 3 || k == 5
                let forms = g == .feminine ? ["misma", "mismas"] : g == .masculine ? ["mismo", "mismos"] : ["misme", "mismes"]
                let out = Casing.apply(from: word, to: forms[plural ? 1 : 0])
                phrase.tokens[i].text = out
                trace.fired("es.pronoun.mismo", word, out, facts: [TraceFact(term.description, "grammaticalGender", g.rawValue, source: .concept)])
                continue
            }
            lastSubstituted = false
            let slots = table.slots(of: word)
            guard !slots.isEmpty else { continue }
            any = true
            lastSubstituted = true
            // le: the dative reading (le dimos…) is the same for every referent.
            let slot = slots.count > 1 ? (slots.first { $0.grammaticalCase == .dative } ?? slots[0]) : slots[0]
            if slot.grammaticalCase == .genitive, term.kind != .localized {
                trace.fired("es.pronoun.possessive-keeps", word, word, facts: [TraceFact(word, "slot", slot.description, source: .grammar)],
                            note: "Spanish possessives agree with the possessed thing, not with the referent")
                continue
            }
            var target = slot
            target.grammaticalGender = term.kind == .localized ? nil : gender
            let form = term.kind == .localized ? PronounTable.bestForm(for: target, among: set) : best(for: target, among: set)
            PronounSubstitution.write(form, over: i, in: &phrase, slot: slot, term: term, language: "es",
                                      formSource: term.kind == .localized ? .declaration : .concept, trace: &trace)
        }
        if !any {
            trace.unchanged("engine.unchanged.no-pronoun", phrase.text, because: "no Spanish pronoun was found in the span")
        }
    }
}
