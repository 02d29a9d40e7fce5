/// Applies the German rules to a span: finds the noun phrase, settles the case, gender and number it is in and
/// the ones asked for, then declines the head noun, the determiner, the adjectives, fuses or splits
/// preposition + article, and makes verbs agree in number.
enum GermanInflection {
    /// Why the verb at `idx`, after the head noun, is an infinitive rather than the finite verb of the noun: a
    /// finite verb stands right after its subject (German puts it second), so one after other words is at the end
    /// of an infinitive phrase (*1 Element in den Papierkorb verschieben*); and a verb written in its plural form —
    /// the infinitive's — after a noun written in the singular does not agree with it (*1 Datei löschen*, an action
    /// label: not *1 Datei lischt*). Nil when it is the finite verb.
    static func infinitiveAfterNoun(_ idx: Int, _ parts: GermanPhrase, written: String, lexicon: Lexicon) -> String? {
        guard let head = parts.head, head < idx else { return nil }
        if (0..<parts.others.count).contains(where: { parts.others[$0] > head && parts.others[$0] < idx }) {
            return "a finite verb comes right after its subject; \(written) ends an infinitive phrase"
        }
        if let noun = parts.noun, !noun.canBePlural,
           let plural = GermanVerbs.form(of: written, plural: true, lexicon: lexicon), plural.form == written,
           GermanVerbs.form(of: written, plural: false, lexicon: lexicon)?.form != written {
            return "\(written) is written in the plural (the infinitive's form) after a noun written in the singular: an infinitive"
        }
        return nil
    }

    /// The pronoun that is the subject of the finite verb at `idx`, when the span ends with it right after the verb:
    /// a neuter pronoun or demonstrative that can be a nominative (*es*, *das*), after a noun phrase whose verb
    /// would otherwise agree with it. German puts the verb second, so the phrase before it may be the object
    /// (*2 Personen gefällt das*: *das* pleases two people; was *2 Personen gefallen das*). Nil otherwise.
    static func subjectAfterVerb(_ idx: Int, _ phrase: Phrase) -> String? {
        guard let next = phrase.nextWord(after: idx), phrase.tokens[next].kind == .word, phrase.tokens[next].argumentIndex == nil,
              phrase.nextWord(after: next) == nil,
              !phrase.tokens[(next + 1)...].contains(where: { $0.kind == .word || $0.kind == .number }) else { return nil }
        let written = phrase.tokens[next].text
        let lower = written.lowercasedFast()
        let nominativeNeuter = GermanPronouns.table.slots(of: lower).contains {
            $0.grammaticalCase == .nominative && $0.grammaticalGender == .neuter && $0.grammaticalPerson == .third
        } || GermanPhrase.closedClasses[lower]?.determinerReadings.contains {
            ($0.determiner.kind == .definite || $0.determiner.kind == .demonstrative)
                && $0.slot == GermanSlot(.nominative, .neuter, plural: false)
        } == true
        return nominativeNeuter ? written : nil
    }

    /// Whether the span names a person in a way the person's gender changes: a written noun with a counterpart of
    /// `gender` (or of the other gender, when it has `gender` already) that the lexicon knows (*Nutzer*/*Nutzerin*),
    /// or no noun and a last adjective written with an ending (*Lieber*, *Sehr geehrter*) — an attribute of the name
    /// after the span. A predicative adjective, written with none (*angemeldet*), never agrees.
    static func addressesPerson(_ parts: GermanPhrase, _ phrase: Phrase, gender: GrammaticalGender, lexicon: Lexicon) -> Bool {
        if let noun = parts.noun, let head = parts.head {
            guard phrase.tokens[head].argumentIndex == nil, noun.source != .guess else { return false }
            let other: GrammaticalGender = noun.gender == gender ? (gender == .feminine ? .masculine : .feminine) : gender
            guard let change = GermanNouns.counterpart(of: noun, gender: other, lexicon: lexicon) else { return false }
            return change.noun.source != .guess && change.rule != "de.noun.gender.same-lemma"
        }
        guard let last = parts.adjectives.last, phrase.tokens[last].argumentIndex == nil else { return false }
        return GermanAdjectives.parse(phrase.tokens[last].text, lexicon: lexicon).ending != nil
    }

    /// What the span is asked to become.
    struct Target {
        var grammaticalCase: GrammaticalCase?
        var gender: GrammaticalGender?
        var number: GrammaticalNumber?
        var definiteness: Definiteness?
        var facts: [TraceFact] = []
    }

    static func inflect(_ phrase: inout Phrase, mode: AgreementMode, context: AgreementContext, trace: inout TraceRecorder) {
        let lexicon = context.lexicon
        phrase = GermanPhrase.joiningHyphenatedWords(phrase)
        var target = Target()
        var request: InflectionMorphology?
        switch mode {
        case .automatic:
            if let m = context.spanMorphology {
                target.number = m.number
                target.grammaticalCase = m.grammaticalCase
                target.gender = m.grammaticalGender
                if let n = m.number { target.facts.append(TraceFact("morphology", "number", n.markupName, source: .declaration)) }
            }
        case .explicit(let m):
            request = m
            target.number = m.number
            target.grammaticalCase = m.grammaticalCase
            target.gender = m.grammaticalGender
            target.definiteness = m.definiteness
            // The facts only ever go into the trace.
            if trace.isRecording { target.facts += m.markupPairs.map { TraceFact("inflect", $0.key, $0.value, source: .request) } }
        case .agreement(let c):
            // Case belongs to the span's own place in the sentence: only gender and number are agreed.
            request = InflectionMorphology(grammaticalGender: c.features.grammaticalGender, number: c.features.number,
                                           grammaticalPerson: c.features.grammaticalPerson)
            target.number = c.features.number
            target.gender = c.features.grammaticalGender
            target.facts += c.facts
        }

        // A lone possessive, article or demonstrative agreeing with something, with a word right after the span, is
        // that word's determiner (`^[Dein](agreeWithArgument: 1) %@` + *Bestellung* → *Deine Bestellung*; was *Sie
        // Bestellung*): it is declined below for the controller's gender and number, not replaced by a pronoun.
        var determinesWordAfter = false
        if case .agreement = mode, let only = phrase.loneWordIndex,
           GermanPhrase.closedClasses[phrase.tokens[only].text.lowercasedFast()]?.determinerReadings.isEmpty == false {
            determinesWordAfter = TextAfterSpan.firstWord(of: context.textAfter) != nil
        }
        // A lone pronoun asked for other features: ^[er](inflect: {grammaticalPerson: 'first'}) → ich.
        if let request, !determinesWordAfter, let only = phrase.loneWordIndex, GermanPronouns.table.contains(phrase.tokens[only].text) {
            _ = GermanPronouns.inflect(&phrase, at: only, to: request, trace: &trace)
            return
        }

        // The last word before the span is read once, for the preposition and the case it gives a count.
        let wordBefore = TextBeforeSpan.lastWord(of: context.textBefore, maxBytes: GermanPhrase.maxPrepositionBytes)
        var opening = GermanPhrase.opening(word: wordBefore)
        // Whether that word is the preposition whose case a count right after it may take (see below).
        var countCaseBefore = opening != nil
        if let word = wordBefore, let preposition = GermanPhrase.prepositionBeforeCountModifier(word, endOf: context.textBefore, phrase,
                                                                                               lexicon: lexicon) {
            // *Mit etwa ^[%lld Kind]*, *mit je ^[%lld Platz]*: the preposition governs the count across the word
            // that modifies it (were *mit etwa 100 Kinder*, *mit je 8 Plätze*).
            opening = preposition
            countCaseBefore = false
        }
        var parts = GermanPhrase()
        parts.read(phrase, lexicon: lexicon, governedBefore: opening?.governed, fusedArticleBefore: opening?.fusedArticle ?? false)
        // The case the preposition before the span gives a count right after it is read only for a span with a
        // count (nothing else reads it) and no preposition of its own (which replaces it).
        if countCaseBefore, parts.preposition == nil, !parts.counts.isEmpty, let word = wordBefore {
            parts.caseBeforeCount = GermanPhrase.caseBeforeCount(word: word, endOf: context.textBefore)
        }
        if parts.determinerInArgument, parts.governed == nil, parts.verbs.isEmpty, !context.textAfter.isEmpty {
            parts.objectOfInfinitive = GermanPhrase.endsWithInfinitive(context.textAfter, lexicon: lexicon)
        }
        // A count in the span gives the number whenever the request or the controller gives none
        // (`Mit ^[%lld %@ %@](inflect: {grammaticalCase: 'dative'})` + 0, neu, Kind → `Mit 0 neuen Kindern`).
        if target.number == nil, let count = parts.counts.first, let n = phrase.tokens[count].number {
            let number = context.number(for: n)
            target.number = number
            target.facts.append(TraceFact(phrase.tokens[count].text, "number", number.markupName, source: .count))
        }
        // A span with no count or article that names or greets the person addressed — a person noun (*lieber
        // Nutzer*) or a declined adjective before a name outside it (*^[Lieber] %@*) — takes the user's gender (were
        // *lieber Nutzer*, *Lieber Anna* for a feminine user).
        if case .automatic = mode, target.number == nil, target.grammaticalCase == nil, target.gender == nil,
           parts.counts.isEmpty, parts.determiner == nil, parts.contraction == nil, let user = context.userGender,
           addressesPerson(parts, phrase, gender: user.gender, lexicon: lexicon) {
            target.gender = user.gender
            target.facts.append(user.fact)
        }
        if case .automatic = mode, target.number == nil, target.grammaticalCase == nil, target.gender == nil,
           parts.determiner == nil, parts.contraction == nil, parts.noun == nil {
            // Nothing asks for a change. German predicative adjectives and participles (angemeldet, bereit,
            // willkommen) and du/Sie never change with the user's gender, so these spans stay as written.
            trace.unchanged("de.address.no-agreement", phrase.text,
                            because: "German predicative adjectives and participles do not agree with the person they describe, and the span has no count, article or requested feature")
            return
        }
        if let c = target.grammaticalCase, !GermanSlot.isGerman(c) {
            trace.unchanged("de.case.unsupported", phrase.text, because: "German has no \(c.rawValue) case")
            target.grammaticalCase = nil
        }

        let slots = parts.currentSlots(phrase, lexicon: lexicon)
        var current = slots.first
        if parts.noun == nil, target.number?.isSingular == true, current?.plural == true, let singular = slots.first(where: { !$0.plural }) {
            // A determiner without its noun, agreeing with a singular, is read in a singular slot it can fill: *Den*
            // before *Datei* is the accusative of *den Ordner*, not the dative plural (*Die Datei löschen?*, was *Der*).
            current = singular
        }
        var noun = parts.noun
        // The gender of the phrase is the noun's; a person noun changes to the requested gender.
        var gender = noun?.gender ?? current?.gender ?? (parts.determinerReadings.isEmpty ? nil : parts.determinerReadings[0].slot.gender)
        if let g = target.gender, let n = noun, let head = parts.head, g == n.gender,
           let person = GermanNouns.personReading(of: n, written: phrase.tokens[head].text, gender: g, lexicon: lexicon) {
            // *Kunde* is also *die Kunde* (news): asked for a feminine, the person noun's counterpart wins.
            noun = person.noun
            trace.fired(person.rule, n.lemma, person.noun.lemma, facts: [TraceFact(person.noun.lemma, "grammaticalGender", g.rawValue, source: person.noun.source)])
        }
        if let g = target.gender {
            if var n = noun, let head = parts.head, g != n.gender {
                if let change = GermanNouns.counterpart(of: n, gender: g, lexicon: lexicon) {
                    let before = n.lemma
                    n = change.noun
                    n.cells = noun!.cells
                    noun = n
                    gender = g
                    trace.fired(change.rule, before, n.lemma, facts: [TraceFact(n.lemma, "grammaticalGender", g.rawValue, source: n.source)])
                } else {
                    trace.unchanged("de.noun.gender-fixed", phrase.tokens[head].text,
                                    because: "\(n.lemma) is \(n.gender.rawValue) and has no \(g.rawValue) counterpart",
                                    facts: [TraceFact(n.lemma, "grammaticalGender", n.gender.rawValue, source: n.genderSource)])
                }
            } else if noun == nil {
                gender = g
            }
        }
        let plural = target.number.map { !$0.isSingular } ?? current?.plural ?? (noun.map { !$0.canBeSingular } ?? false)
        if plural || !parts.counts.isEmpty, target.gender == nil, let n = noun, n.entry.has("singular-only"),
           let head = parts.head, phrase.tokens[head].declared?.grammaticalGender == nil,
           let countable = GermanNouns.countableReading(of: n, written: phrase.tokens[head].text, lexicon: lexicon) {
            // A plural or a counted word whose first reading has no plural (*die Post*, the mail; *das Stunden*) is its
            // reading that has one (*der Post*, a posting: *2 Posts*; *die Stunde*: *1 Stunde*).
            noun = countable
            gender = countable.gender
            trace.fired("de.noun.countable-reading", n.lemma, countable.lemma,
                        facts: [TraceFact(n.lemma, "number", "singular-only", source: n.source),
                                TraceFact(countable.lemma, "grammaticalGender", countable.gender.rawValue, source: countable.source)])
        }
        let grammaticalCase = target.grammaticalCase ?? current?.grammaticalCase ?? .nominative
        let slot = GermanSlot(grammaticalCase, gender, plural: plural)

        // Determiner: keep its kind, or switch / add one for `definiteness`.
        // (The determiner as read, kept for the comparison below.)
        let readDeterminer = parts.firstDeterminer
        var determiner: GermanDeterminer? = readDeterminer
        var insertDeterminer = false
        if let d = target.definiteness {
            if let existing = determiner, parts.determiner != nil || parts.contraction != nil {
                if d == .definite && (existing.kind == .indefinite || existing.kind == .negative) { determiner = .definite }
                if d == .indefinite && (existing.kind == .definite || existing.kind == .demonstrative) { determiner = .indefinite }
            } else if parts.head != nil || !parts.adjectives.isEmpty {
                determiner = d == .definite ? .definite : .indefinite
                insertDeterminer = true
            }
        }
        // (The determiner and the slot are settled: its form is made once, for the declension and the output.)
        let determinerForm = determiner?.form(slot)
        var declension = determinerForm == nil ? GermanDeclension.strong : determiner!.declension
        if determiner == nil, parts.fusedArticleBefore, parts.preposition == nil {
            // *Zum ^[neuen %@]*: the article fused with the preposition before the span declines the words after it
            // (were *Zum neuem Kunden*, *Ins großes Haus*).
            declension = .weak
        }
        if determiner == nil, !plural, let count = parts.counts.first, parts.head.map({ count < $0 }) ?? true,
           let n = phrase.tokens[count].number, context.number(for: n).isSingular {
            // A count of one is read as the article *ein* (*mit 1 Erwachsenen*, said *mit einem Erwachsenen*;
            // *mit 1 neuen Nachricht*): the words after it are declined as after *ein*.
            declension = .mixed
        }

        // Head noun; a name with a model number stays as written (*2 iPhone 15*).
        if let head = parts.head, noun != nil, let next = phrase.nextWord(after: head), phrase.tokens[next].kind == .number {
            trace.unchanged("de.noun.product-name", phrase.tokens[head].text,
                            because: "a name with a model number (iPhone 15) is not inflected")
        } else if let head = parts.head, let n = noun {
            let written = phrase.tokens[head].text
            if n.isAdjectival {
                let stem = GermanNouns.adjectivalStem(n.entry)
                let ending = GermanAdjectives.ending(declension, slot)
                let form = GermanNouns.attach(stem + ending, to: n.prefix)
                let output = Casing.apply(from: written, to: form)
                phrase.tokens[head].text = output
                trace.fired("de.noun.adjectival", written, output, facts: [
                    TraceFact(n.lemma, "adjectival", "yes", source: n.source),
                    TraceFact(written, "declension", declension.rawValue, source: .grammar),
                    TraceFact(written, "slot", slot.description, source: .grammar)] + target.facts)
            } else {
                let f = GermanNouns.form(n, grammaticalCase, plural: plural, written: written, recording: trace.isRecording)
                let output = withCasing(from: written, to: f.form)
                phrase.tokens[head].text = output
                trace.fired(f.rule, written, output, facts: f.facts + [TraceFact(n.lemma, "grammaticalGender", n.gender.rawValue, source: n.genderSource)] + target.facts)
            }
        }

        // Adjectives.
        var explicitFeatures = false
        if case .explicit(let m) = mode, m.grammaticalGender != nil || m.grammaticalCase != nil { explicitFeatures = true }
        // (By index: an iterator over a `SmallList` is destroyed through value witnesses, hundreds of instructions.)
        for position in 0..<parts.adjectives.count {
            let idx = parts.adjectives[position]
            let written = phrase.tokens[idx].text
            let parsed = GermanAdjectives.parse(written, lexicon: lexicon)
            let next = position + 1 < parts.adjectives.count ? parts.adjectives[position + 1] : nil
            if parsed.ending == nil, let next, GermanAdjectives.isAdverb(written, before: phrase.tokens[next].text, lexicon: lexicon) {
                trace.unchanged("de.adverb.before-adjective", written,
                                because: "an undeclined word before a declined adjective is an adverb (sehr schöne, ganz neue) and never takes an ending")
                continue
            }
            if parts.head == nil && parsed.ending == nil && explicitFeatures && parts.adjectives.count == 1 && parsed.source != .guess {
                // A bare adjective asked for a gender or a case is the attributive form without an article.
                let r = GermanAdjectives.inflect(parsed, written: written, declension: .strong, slot: slot, recording: trace.isRecording)
                phrase.tokens[idx].text = r.form
                trace.fired(r.rule, written, r.form, facts: r.facts + target.facts)
                continue
            }
            if parts.head == nil && parsed.ending == nil {
                trace.unchanged("de.adjective.predicative", written,
                                because: "a German adjective without a noun and without an ending is predicative and never agrees")
                continue
            }
            let r = GermanAdjectives.inflect(parsed, written: written, declension: declension, slot: slot, recording: trace.isRecording)
            phrase.tokens[idx].text = r.form
            trace.fired(r.rule, written, r.form, facts: r.facts)
        }

        // The finite verb after the noun agrees in number; the verbs after it are participles or infinitives
        // (*3 Personen haben kommentiert*). When the finite verb comes first (*Es wurden 2 Ergebnisse gefunden*),
        // it is the one that agrees, and every verb after the noun is non-finite.
        // (The one verb that agrees, if any, read without making an array of it.)
        if let idx = parts.leadingVerb ?? parts.verbs.first { finiteVerb: do {
            let written = phrase.tokens[idx].text
            if parts.leadingVerb == nil, let reason = Self.infinitiveAfterNoun(idx, parts, written: written, lexicon: lexicon) {
                trace.unchanged("de.verb.infinitive", written, because: reason)
                break finiteVerb
            }
            if parts.leadingVerb == nil, let subject = Self.subjectAfterVerb(idx, phrase) {
                trace.unchanged("de.verb.subject-after", written,
                                because: "\(subject), right after the verb and ending the span, is its subject: the counted noun before the verb is its object")
                break finiteVerb
            }
            if let v = GermanVerbs.form(of: written, plural: plural, lexicon: lexicon) {
                phrase.tokens[idx].text = v.form
                trace.fired(v.rule, written, v.form, facts: [TraceFact(written, "number", plural ? "other" : "one", source: .grammar)])
            }
        } }

        // Structural changes last, right to left: determiner, then preposition + article.
        if let idx = parts.determiner, let d = determiner, d.isPluralDerWord, !slot.plural,
           !parts.determinerReadings.contains(where: { !$0.slot.plural }) {
            // *alle* read in the plural only (before an argument) stays when a count puts the noun in the singular
            // (*Alle 1 Datei*, was *Alles 1 Datum*): its singular is for mass nouns.
            trace.unchanged(d.kind.rule, phrase.tokens[idx].text, because: "a plural der-word: no singular before an argument",
                            facts: [TraceFact(phrase.tokens[idx].text, "number", "plural only", source: .grammar)])
        } else if let idx = parts.determiner, let d = determiner {
            let written = phrase.tokens[idx].text
            if let form = determinerForm {
                let output = Casing.apply(from: written, to: form)
                let switched = d.kind != readDeterminer?.kind
                if let p = parts.preposition, d.kind == .definite, output.lowercasedFast() != written.lowercasedFast(),
                   let fused = GermanContractions.contract(phrase.tokens[p].text, output) {
                    let prep = phrase.tokens[p].text
                    phrase.tokens[p].text = Casing.apply(from: prep, to: fused)
                    phrase.removeWord(at: idx)
                    trace.fired("de.contraction.fuse", prep + " " + output, phrase.tokens[p].text,
                                facts: [TraceFact(output, "slot", slot.description, source: .grammar)])
                } else {
                    phrase.tokens[idx].text = output
                    trace.fired(switched ? "de.article.switched" : d.kind.rule, written, output,
                                facts: [TraceFact(written, "slot", slot.description, source: .grammar)] + target.facts)
                }
            } else {
                phrase.removeWord(at: idx)
                trace.fired("de.article.indefinite-plural-dropped", written, "",
                            facts: [TraceFact("ein", "number", "one only", source: .grammar)])
            }
        } else if insertDeterminer, determiner != nil, let form = determinerForm {
            let at = parts.adjectives.first ?? parts.head!
            let before = [parts.counts.first, at].compactMap { $0 }.min()!
            phrase.insertWord(form, before: before)
            trace.fired("de.article.inserted", "", form, facts: [TraceFact(form, "slot", slot.description, source: .grammar)] + target.facts)
        } else if insertDeterminer {
            trace.unchanged("de.article.indefinite-plural-dropped", phrase.text, because: "German has no plural indefinite article")
        }
        if let c = parts.contraction, let (prep, _) = GermanContractions.expand(phrase.tokens[c].text) {
            let written = phrase.tokens[c].text
            let article = determiner.map { $0.kind == .definite ? (determinerForm ?? "") : "" } ?? ""
            if let fused = GermanContractions.contract(prep, article) {
                let output = Casing.apply(from: written, to: fused)
                phrase.tokens[c].text = output
                trace.fired("de.contraction.fuse", written, output, facts: [TraceFact(prep + " " + article, "slot", slot.description, source: .grammar)])
            } else {
                let output = Casing.apply(from: written, to: prep)
                phrase.tokens[c].text = output
                var word = Token(article, kind: .word, runID: phrase.tokens[c].runID)
                word.original = ""
                var space = Token(" ", kind: .space, runID: phrase.tokens[c].runID)
                space.original = ""
                phrase.tokens.insert(contentsOf: [space, word], at: c + 1)
                trace.fired("de.contraction.split", written, output + " " + article,
                            facts: [TraceFact(article, "slot", slot.description, source: .grammar)])
            }
        }
    }

    /// `Casing.apply(from: written, to: form)`, which leaves a form that starts with an ASCII capital as it is
    /// unless `written` is in capitals: most German nouns, which need not be capitalized again.
    static func withCasing(from written: String, to form: String) -> String {
        // The first character is that one capital when the next byte starts no mark that could join it: an ASCII
        // byte or a Latin-1 letter (*Häuser*), which `Casing.apply` would give back unchanged.
        var utf8 = form.utf8.makeIterator()
        if let first = utf8.next(), first >= 0x41, first <= 0x5A, utf8.next().map({ $0 < 0x80 || $0 == 0xC3 }) ?? true,
           !Casing.isAllCaps(written) {
            return form
        }
        return Casing.apply(from: written, to: form)
    }

    /// Gender, number, case and definiteness of the head noun of `phrase`.
    static func analyze(_ phrase: Phrase, context: AgreementContext) -> PhraseAnalysis {
        var analysis = PhraseAnalysis()
        let phrase = GermanPhrase.joiningHyphenatedWords(phrase)
        let lexicon = context.lexicon
        var parts = GermanPhrase()
        parts.read(phrase, lexicon: lexicon)
        var m = InflectionMorphology()
        if let noun = parts.noun {
            m.partOfSpeech = .noun
            m.grammaticalGender = noun.gender
            // (The facts are the trace's: without one, no array is made for them.)
            if context.recordsTrace {
                analysis.facts.append(TraceFact(noun.lemma, "grammaticalGender", noun.gender.rawValue, source: noun.genderSource))
            }
            if noun.genderSource == .guess { analysis.guessed.insert("grammaticalGender") }
        }
        let slots = parts.currentSlots(phrase, lexicon: lexicon)
        if let first = slots.first {
            if parts.noun == nil, let g = first.gender { m.grammaticalGender = g }
            m.number = first.plural ? .plural : .singular
            if parts.determiner != nil || Set(slots.map(\.grammaticalCase)).count == 1 { m.grammaticalCase = first.grammaticalCase }
        } else if let noun = parts.noun {
            m.number = noun.canBeSingular ? .singular : .plural
        }
        if let n = parts.counts.first.flatMap({ phrase.tokens[$0].number }) { m.number = context.number(for: n) }
        if let d = parts.firstDeterminer { m.definiteness = d.kind.definiteness }
        m.grammaticalPerson = parts.noun != nil ? .third : nil
        analysis.features = m
        return analysis
    }
}
