import Foundation

/// Applies the French rules to a span: pronouns, noun phrases (head noun, determiner with elision and
/// contraction, adjectives, verbs) and words that agree with something outside the span (a concept, an
/// argument, the user).
enum FrenchInflection {
    /// The features the span must take, and where they come from.
    struct Target {
        var gender: GrammaticalGender?
        var number: GrammaticalNumber?
        var definiteness: Definiteness?
        var genderSource: FactSource = .request
        var numberSource: FactSource = .request
        var facts: [TraceFact] = []
    }

    static func inflect(_ phrase: inout Phrase, mode: AgreementMode, context: AgreementContext, trace: inout TraceRecorder) {
        if FrenchPronouns.isPronounPhrase(phrase) {
            switch mode {
            case .explicit(let m): FrenchPronouns.inflect(&phrase, to: m, trace: &trace)
            case .agreement(let c):
                FrenchPronouns.inflect(&phrase, to: InflectionMorphology(grammaticalGender: c.features.grammaticalGender,
                                                                        number: c.features.number), trace: &trace)
            case .automatic:
                trace.unchanged("fr.pronoun.automatic", phrase.text, because: "a pronoun changes only with referentConcept or explicit features")
            }
            return
        }
        // (The closure holds the lexicon alone: holding the context copied it.)
        let lexicon = context.lexicon
        if case .explicit(let m) = mode, DeclaredVerbs.inflect(&phrase, request: m, language: "fr", agree: { w, n in
            FrenchVerbs.agree(w, number: n, lexicon: lexicon).map { ($0.form, $0.facts) }
        }, trace: &trace) { return }
        FrenchPhrase.joinKnownCompounds(&phrase, lexicon: context.lexicon)
        // A word written inclusively (*abonné·e*) is one word.
        phrase.joinWords(at: FrenchInclusive.mark)
        var target = Target()
        switch mode {
        case .explicit(let m):
            target.gender = m.grammaticalGender
            target.number = m.number
            target.definiteness = m.definiteness
        case .agreement(let c):
            target.gender = c.features.grammaticalGender
            target.number = c.features.number
            target.genderSource = c.isPerson ? .concept : .argument
            target.numberSource = target.genderSource
            target.facts = c.facts
        case .automatic:
            if let m = context.spanMorphology {
                target.gender = m.grammaticalGender
                target.number = m.number
                target.genderSource = .declaration
                target.numberSource = .declaration
            }
            // (The first number found in place; the others listed only when it counts nothing, *le quai 3*.)
            if target.number == nil, let first = phrase.firstNumberIndex,
               let i = phrase.numberCounts(first, lexicon: context.lexicon) ? first
                   : phrase.firstCount(among: phrase.numberIndices, lexicon: context.lexicon),
               let n = phrase.tokens[i].number {
                target.number = context.number(for: n)
                target.numberSource = .count
                target.facts.append(TraceFact(n.text, "number", target.number!.markupName, source: .count))
            }
        }
        // Looked for once: it tells a noun phrase, and starts reading one.
        let opening = FrenchPhrase.opening(of: phrase, lexicon: context.lexicon)
        if FrenchPhrase.isNounPhrase(phrase, mode: mode, context: context, leadingDeterminer: opening.determiner) {
            inflectNounPhrase(&phrase, target: target, mode: mode, context: context, opening: opening, trace: &trace)
        } else {
            inflectAgreeingWords(&phrase, target: target, mode: mode, context: context, opening: opening, trace: &trace)
        }
        FrenchWords.elideBeforeArguments(&phrase, lexicon: context.lexicon, trace: &trace)
    }

    // MARK: Words agreeing with something outside the span

    /// Adjectives, participles and verbs with no noun in the span: they agree with the controller, the
    /// requested features, or — in an `inflect: true` span — the user's term of address.
    static func inflectAgreeingWords(_ phrase: inout Phrase, target t: Target, mode: AgreementMode,
                                     context: AgreementContext, opening: FrenchPhrase.Opening,
                                     trace: inout TraceRecorder) {
        var target = t
        // A third-person subject pronoun in the span is whom its words describe, not the user (*Il est prêt* stays
        // for a feminine user; was *Il est prête*).
        if case .automatic = mode, target.gender == nil, let (pronoun, gender, number) = thirdPersonSubject(in: phrase) {
            target.gender = gender
            if target.number == nil { target.number = number }
            target.facts.append(TraceFact(pronoun, "grammaticalGender", gender.rawValue, source: .grammar))
        }
        // After a noun and its copula (*Le fichier a été ^[supprimé]*), the words describe that noun, not the user
        // (was *supprimée* for a feminine user).
        if case .automatic = mode, target.gender == nil, opening.determiner == nil,
           !phrase.hasArgumentToken,
           let word = FrenchVerbs.copulaBeforeSpan.wordBeforeThirdPersonCopula(in: context.textBefore),
           let subject = CopulaBeforeSpan.nounSubject(word, analysis: French().analyze(Phrase(word), context: context)) {
            target.gender = subject.features.grammaticalGender
            if target.number == nil { target.number = subject.features.number }
            target.facts += subject.facts
        }
        if case .automatic = mode, target.gender == nil {
            guard let user = context.userGender else {
                // French has no gender-neutral adjective forms: the span needs its alternative.
                trace.needsUserTermOfAddress = true
                if case .term(let term) = context.user {
                    trace.unchanged("fr.adjective.user-neutral", phrase.text,
                                    because: "the user's term of address (\(term.description)) has no French adjective forms",
                                    facts: [TraceFact("user", "termOfAddress", term.description, source: .user)])
                }
                return
            }
            target.gender = user.gender
            target.genderSource = .user
            target.facts.append(user.fact)
        }
        if target.gender == .neuter {
            trace.unchanged("fr.adjective.neuter", phrase.text, because: "French adjectives have no neuter form; the written form is kept",
                            facts: target.facts)
            target.gender = nil
        }
        guard target.gender != nil || target.number != nil else {
            trace.unchanged("engine.unchanged.no-features", phrase.text, because: "nothing to agree with: no gender or number")
            return
        }
        let structure = FrenchPhrase(phrase, lexicon: context.lexicon, nounPhrase: false, opening: opening)
        if structure.modifiers.isEmpty && structure.verbs.isEmpty {
            trace.unchanged("fr.unchanged.no-agreeing-word", phrase.text, because: "no adjective, participle or verb in the span")
        }
        for (k, i) in structure.modifiers.enumerated() {
            let word = phrase.tokens[i].text
            let r = FrenchAdjectives.inflect(word, facts: structure.modifierFacts[k], gender: target.gender, number: target.number,
                                             beforeVowel: false)
            phrase.tokens[i].text = r.form
            trace.fired(r.rule, word, r.form, facts: target.facts + r.facts)
        }
        if let n = target.number {
            for i in structure.verbs {
                let word = phrase.tokens[i].text
                if let r = FrenchVerbs.agree(word, number: n, lexicon: context.lexicon) {
                    phrase.tokens[i].text = r.form
                    FrenchVerbs.elideClitic(&phrase, before: i, lexicon: context.lexicon)
                    trace.fired(r.rule, word, r.form, facts: target.facts + r.facts)
                }
            }
        }
    }

    /// The first third-person subject pronoun written in the span that has a gender of its own (*il*, *elles*), with
    /// the gender and number ``FrenchPronouns/table`` gives it.
    static func thirdPersonSubject(in phrase: Phrase) -> (String, GrammaticalGender, GrammaticalNumber)? {
        // (By index, each token read in place: the loop over the tokens copied each one.)
        for i in phrase.tokens.indices where phrase.tokens[i].kind == .word && FrenchWords.isPlain(phrase.tokens, i) {
            let text = phrase.tokens[i].text
            for slot in FrenchPronouns.table.slots(of: text) where slot.grammaticalPerson == .third && slot.grammaticalCase == .nominative {
                if let g = slot.grammaticalGender, g == .masculine || g == .feminine, let n = slot.number { return (text, g, n) }
            }
        }
        return nil
    }

    // MARK: Noun phrases

    static func inflectNounPhrase(_ phrase: inout Phrase, target asked: Target, mode: AgreementMode,
                                  context: AgreementContext, opening: FrenchPhrase.Opening,
                                  trace: inout TraceRecorder) {
        let lexicon = context.lexicon
        let structure = FrenchPhrase(phrase, lexicon: lexicon, nounPhrase: true, opening: opening)
        var target = asked
        // *aucun* has no plural: with nothing else asking for a number, its noun is singular (`Aucun %@` + *fichiers*
        // → *Aucun fichier*; was *Aucun fichiers*). Not in a partitive (*aucun des fichiers*) or before a count.
        if target.number == nil, let d = structure.determiner, d.kind.isSingularOnly, structure.head != nil,
           structure.innerDeterminer == nil, structure.numberIndex == nil, structure.partitiveFrom == nil {
            target.number = .singular
            target.numberSource = .grammar
            if trace.isRecording { target.facts.append(TraceFact(d.written, "number", "one", source: .grammar)) }
        }
        let inner = structure.innerDeterminer
        var gender: GrammaticalGender?
        var number: GrammaticalNumber?

        if let h = structure.head {
            // (The head's fields read in place: a copy of its token would retain all its texts.)
            let word = phrase.tokens[h].text
            let declared = phrase.tokens.withUnsafeBufferPointer { $0[h].declared }
            let headFacts = structure.headFacts ?? FrenchWordFacts.of(word, lexicon)
            let headIsAdjective = !headFacts.hasNounReading && headFacts.hasAdjectiveReading
            // The head's own features (an argument's article wins over a guess).
            let g = FrenchNouns.gender(of: word, declared: declared, facts: headFacts)
            gender = g.gender
            var genderFact = g.fact
            if let ig = inner?.gender, g.guessed || g.gender == nil {
                gender = ig
                genderFact = TraceFact(word, "grammaticalGender", ig.rawValue + " (its article)", source: .argument)
            }
            let n = FrenchNouns.number(of: word, declared: declared, facts: headFacts)
            number = n.number
            if let inn = inner?.number, n.guessed || n.number == nil { number = inn }
            // A noun with one form for both numbers (*colis*, *prix*) takes the number of the determiner written before
            // it (`Les %@ sont arrivés` + *colis*; was *Le colis sont arrivés*); a name (*Canada*, *Marie*: it has a
            // capital) keeps the singular the determiner is given below.
            if number == nil, inner == nil, let dn = structure.determiner?.number, !headFacts.hasCapital {
                number = dn
            }

            // Number.
            if let tn = target.number {
                if structure.headIsVerbAfterElidedPronoun(phrase) {
                    trace.unchanged("fr.noun.elided-pronoun-verb", word,
                                    because: "\(word) is a verb written with its elided pronoun, used as a noun: it keeps its form")
                } else if headIsAdjective {
                    let r = FrenchAdjectives.inflect(word, facts: headFacts, gender: target.gender ?? gender, number: tn, beforeVowel: false)
                    phrase.tokens[h].text = r.form
                    trace.fired(r.rule, word, r.form, facts: target.facts + r.facts)
                } else if tn.isSingular {
                    if number != .singular, let s = headFacts.singular {
                        phrase.tokens[h].text = s.form
                        trace.fired(s.rule, word, s.form, facts: target.facts + s.facts)
                    } else {
                        trace.fired("fr.noun.singular.unchanged", word, word, facts: target.facts + [n.fact].compactMap { $0 })
                    }
                } else if headFacts.hasCapital && phrase.isModelName(at: h) {   // (a model name has a capital)
                    trace.unchanged("fr.noun.model-name", word, because: "\(word) and the number after it name a product, which keeps its form")
                } else {
                    let p = headFacts.plural
                    phrase.tokens[h].text = p.form
                    trace.fired(p.rule, word, p.form, facts: target.facts + p.facts)
                    // A compound written as two words (*mot clé*, for *mot-clé*): its second part too (*mots clés*).
                    if let a = structure.apposition,
                       let second = FrenchCompounds.appositionPlural(head: word, apposition: phrase.tokens[a].text, lexicon: lexicon) {
                        let before = phrase.tokens[a].text
                        phrase.tokens[a].text = second
                        trace.fired("fr.noun.plural.compound-apart", before, second,
                                    facts: [TraceFact(word + "-" + before, "plural", p.form + "-" + second, source: .lexicon)])
                    }
                }
                number = tn
            }
            // Gender: nouns naming people change (organisateur → organisatrice); others keep theirs.
            if let tg = target.gender, tg != .neuter, tg != gender || g.gender == nil {
                let current = phrase.tokens[h].text
                if headIsAdjective {
                    let r = FrenchAdjectives.inflect(current, gender: tg, number: number, beforeVowel: false, lexicon: lexicon)
                    phrase.tokens[h].text = r.form
                    trace.fired(r.rule, current, r.form, facts: target.facts + r.facts)
                    gender = tg
                } else if let r = FrenchNouns.withGender(current, tg, number: number, lexicon: lexicon) {
                    phrase.tokens[h].text = r.form
                    trace.fired(r.rule, current, r.form, facts: target.facts + r.facts)
                    gender = tg
                } else if g.gender == nil {
                    gender = tg
                } else {
                    trace.unchanged("fr.noun.gender.fixed", current, because: "the noun's gender is \(gender?.rawValue ?? "fixed") and it has no \(tg.rawValue) form",
                                    facts: [genderFact])
                }
            } else if target.gender == nil, target.number == nil {
                trace.fired("fr.noun.head", word, word, facts: [genderFact] + [n.fact].compactMap { $0 })
            }
        } else {
            // A determiner or adjectives alone (*Une*, *le petit*): they take the requested features.
            // (A partitive's predicate takes the gender of the whole's noun: *1 de vos amies est connectée*.)
            gender = target.gender ?? structure.determiner?.gender ?? structure.partitiveWholeGender
            number = target.number ?? structure.determiner?.number
        }
        if gender == .neuter { gender = nil }

        // Adjectives and participles agree with the head; argument words only change when something
        // other than their own noun asks for it.
        let explicitGender = target.gender != nil && target.gender != .neuter
        for (k, i) in structure.modifiers.enumerated() {
            let word = phrase.tokens[i].text
            if phrase.isNameAfterNoun(at: i, head: structure.head, lexicon: lexicon) {
                trace.unchanged("fr.unchanged.name", word, because: Phrase.nameNote(word))
                continue
            }
            let fromArgument = phrase.tokens[i].argumentIndex != nil
            // Words written in the head's own argument (*Torche électrique*) already agree with it; only
            // a request or a controller changes their gender.
            let headArgument = structure.head.flatMap { phrase.tokens[$0].argumentIndex }
            let sameArgument = fromArgument && phrase.tokens[i].argumentIndex == headArgument
            let g: GrammaticalGender? = (sameArgument && !explicitGender) ? nil : (gender ?? target.gender)
            var n: GrammaticalNumber? = (fromArgument && target.number == nil) ? nil : number
            // *tout* before the article takes the article's number, which a name of no known number leaves singular
            // below (`Tous les %@` + *Canada* → *Tout le Canada*; was *Tous le Canada*).
            if n == nil, structure.head != nil, let d = structure.determiner, i < d.start { n = .singular }
            guard g != nil || n != nil else { continue }
            let beforeVowel = structure.head.map { h in i < h && phrase.nextWord(after: i) == h && FrenchWords.elides(phrase.tokens[h].text, lexicon: lexicon).elides } ?? false
            let r = FrenchAdjectives.inflect(word, facts: structure.modifierFacts[k], gender: g, number: n, beforeVowel: beforeVowel)
            phrase.tokens[i].text = r.form
            trace.fired(r.rule, word, r.form, facts: target.facts + r.facts)
        }
        if let n = number {
            for i in structure.verbs {
                let word = phrase.tokens[i].text
                if let r = FrenchVerbs.agree(word, number: n, lexicon: lexicon) {
                    phrase.tokens[i].text = r.form
                    FrenchVerbs.elideClitic(&phrase, before: i, lexicon: lexicon)
                    trace.fired(r.rule, word, r.form, facts: target.facts + r.facts)
                }
            }
        }

        // Determiners, last: they depend on the words after them.
        determiner(&phrase, structure: structure, gender: gender, number: number, target: target, context: context, trace: &trace)
    }

    /// Writes the determiner that agrees with the phrase: switching or adding it for a requested
    /// definiteness, contracting it with *de*/*à*, eliding it before a vowel, absorbing the argument's own
    /// article (`du %@` + *Le Mans* → *du Mans*).
    static func determiner(_ phrase: inout Phrase, structure: FrenchPhrase, gender: GrammaticalGender?, number: GrammaticalNumber?,
                           target: Target, context: AgreementContext, trace: inout TraceRecorder) {
        // Without a noun there is nothing to determine, unless features are asked for (`^[Une](inflect: {…})`).
        if structure.head == nil {
            if structure.determiner == nil { return }
            if target.gender == nil && target.number == nil && target.definiteness == nil { return }
        }
        var kind = structure.determiner?.kind
        let preposition = structure.determiner?.preposition
        if let d = target.definiteness {
            switch (d, kind) {
            case (.definite, nil), (.definite, .indefinite?): kind = .definite
            case (.indefinite, nil), (.indefinite, .definite?): kind = .indefinite
            default: break
            }
            if structure.determiner == nil, let inner = structure.innerDeterminer {
                kind = inner.kind
            }
        }
        guard let kind else { return }
        // The argument's own article already says it (`le %@` + *Les Enfoirés*).
        let written = structure.determiner
        let inner = structure.innerDeterminer
        if written == nil, let inner, target.definiteness != nil, inner.kind.definiteness == target.definiteness { return }

        let plural = number.map { !$0.isSingular } ?? false
        let g = gender ?? .masculine
        // The word right after the determiner decides elision.
        var after = (inner?.end ?? written?.end) ?? (phrase.tokens.firstIndex { $0.kind != .space } ?? 0)
        while after < phrase.tokens.count, phrase.tokens[after].kind == .space { after += 1 }
        // The facts and the texts below are for the trace only: built when it is recorded.
        var facts: [TraceFact] = []
        if trace.isRecording { facts = target.facts }
        // Whether the next word elides the determiner. A plural determiner never elides (*les*, *des*, *ces*,
        // *mes*), so for a plural it is only worked out where something else needs it: the trace, or the bare
        // preposition before a name (*d’Orléans*).
        var nextWord = after < phrase.tokens.count && phrase.tokens[after].kind == .word ? phrase.tokens[after].text : nil
        if nextWord == nil, after >= phrase.tokens.count, structure.head == nil, kind.writtenWholeBeforeVowel,
           let following = TextAfterSpan.firstWord(of: context.textAfter) {
            // A determiner that ends its span is the one of the word after it (`^[Ton](agreeWithArgument: 1) %@` +
            // *adresse* → *Ton adresse*, was *Ta adresse*; *Cet arbre*, was *Ce arbre*). Only the forms written whole
            // before a vowel: an elided article (*l’*) would need the space after the span gone.
            nextWord = String(following)
        }
        var elides = false
        if let nextWord, !plural || trace.isRecording {
            let e: (elides: Bool, fact: TraceFact)
            if after == structure.head, let head = structure.headFacts, ExactText(head.word) == ExactText(nextWord) {
                e = head.elision   // the head as it was read (its number unchanged): its facts are at hand
            } else {
                e = FrenchWords.elides(nextWord, lexicon: context.lexicon)
            }
            elides = e.elides
            if trace.isRecording { facts.append(e.fact) }
        }
        if trace.isRecording {
            facts.append(TraceFact(phrase.tokens.indices.contains(structure.head ?? -1) ? phrase.tokens[structure.head!].text : "phrase",
                                   "agreement", "\(g.rawValue) \(plural ? "plural" : "singular")", source: gender == nil ? .guess : .grammar))
        }
        let apostrophe = written?.apostrophe ?? inner?.apostrophe ?? "’"
        // A name without an article (de Paris, Roland Garros): no article is added, and a definite one written
        // in the template gives way to its bare preposition (du %@ → de Paris, au %@ → à Lyon).
        if inner == nil, kind == .definite,
           let name = FrenchNames.articlelessName(in: phrase, from: after, lexicon: context.lexicon) {
            let nameText = phrase.tokens[after...].map(\.text).joined()
            guard let written else {
                trace.unchanged("fr.article.proper-name", nameText, because: "\(name.subject) is a name that takes no article",
                                facts: target.facts + [name])
                return
            }
            let before = FrenchArticles.text(written, in: phrase)
            if plural, !trace.isRecording, let nextWord { elides = FrenchWords.elides(nextWord, lexicon: context.lexicon).elides }
            let bare: [String] = preposition.map { p in p == "de" && elides ? ["d" + apostrophe] : [p] } ?? []
            FrenchArticles.replace(&phrase, start: written.start, end: written.end, with: bare, written: written.written)
            let preposition = bare.first.map { Casing.apply(from: written.written, to: $0) } ?? ""
            let output = preposition + (preposition.isEmpty || preposition.hasSuffixFast(apostrophe) ? "" : " ") + nameText
            trace.fired("fr.article.proper-name", before + " " + nameText, output, facts: facts + [name])
            return
        }
        var words = FrenchArticles.words(kind: kind, preposition: preposition, gender: g, plural: plural, elides: elides,
                                         apostrophe: apostrophe)
        // Before a noun written inclusively (*abonné·e*), a singular determiner is written so too (*le·la*, *un·e*).
        if !plural, let h = structure.head, h < phrase.tokens.count, FrenchInclusive.isWritten(phrase.tokens[h].text) {
            let m = FrenchArticles.words(kind: kind, preposition: preposition, gender: .masculine, plural: false, elides: elides, apostrophe: apostrophe)
            let f = FrenchArticles.words(kind: kind, preposition: preposition, gender: .feminine, plural: false, elides: elides, apostrophe: apostrophe)
            if m.count == f.count {
                words = zip(m, f).map { $0 == $1 ? $0 : FrenchInclusive.determiner(masculine: $0, feminine: $1) }
            }
        }
        // The rule's name, for the trace.
        func elisionRule() -> String {
            let rule: String
            switch kind {
            case .definite: rule = preposition == nil ? "fr.article.definite" : "fr.article.contraction.\(preposition == "à" ? "a" : "de")"
            case .indefinite: rule = "fr.article.indefinite"
            case .demonstrative: rule = "fr.determiner.demonstrative"
            case .possessive: rule = "fr.determiner.possessive"
            case .other: rule = "fr.determiner.agree"
            }
            return elides && !plural ? rule + ".elision" : rule
        }
        // Remove the argument's article, then write ours over the template's (or insert it).
        var removed = ""
        if let inner, written != nil || target.definiteness != nil {
            if trace.isRecording { removed = FrenchArticles.text(inner, in: phrase) }
            phrase.tokens.removeSubrange(inner.start..<inner.end)
        }
        if let written {
            let before = trace.isRecording ? FrenchArticles.text(written, in: phrase) : ""
            FrenchArticles.replace(&phrase, start: written.start, end: written.end, with: words, written: written.written)
            trace.fired(elisionRule(), removed.isEmpty ? before : before + " " + removed,
                        Casing.apply(from: written.written,
                                     to: FrenchWords.trimmingWhitespace(words.map { $0.hasSuffixFast("’") || $0.hasSuffixFast("'") ? $0 : $0 + " " }.joined())),
                        facts: facts)
        } else {
            let start = inner?.start ?? (phrase.tokens.firstIndex { $0.kind != .space } ?? 0)
            FrenchArticles.replace(&phrase, start: start, end: start, with: words, written: inner?.written)
            trace.fired(elisionRule() + ".added", removed, words.joined(separator: " "), facts: facts)
        }
    }
}
