/// Applies the Spanish rules to a span: finds its head noun, decides the gender and number everything agrees
/// to, and hands each word to its concern (nouns, determiners, adjectives, verbs, pronouns, contractions).
enum SpanishInflection {
    /// What the head noun contributes.
    struct HeadInfo {
        var gender: GrammaticalGender?
        var genderFact: TraceFact?
        var number: GrammaticalNumber
        var numberFact: TraceFact
        var numberDeclared: Bool
        var tonicA: Bool
        /// The facts of the head as it is written now (``SpanishPhrase/facts(at:_:lexicon:)``).
        var facts: SpanishWordFacts
    }

    /// `explains`: whether the gender fact is wanted (by the trace, or by ``Spanish/analyze(_:context:)``); else it
    /// is nil, and its text is not built.
    static func headInfo(_ phrase: Phrase, _ index: Int, _ sp: SpanishPhrase, lexicon: Lexicon, explains: Bool = true) -> HeadInfo {
        let declared = phrase.tokens[index].declared
        let agreed = phrase.tokens[index].agreed
        let w = phrase.tokens[index].text
        // The facts give the noun's gender and number for the word as written when it is written in lower case
        // (the case they are kept under). Those read with the phrase, when the word is still written so and
        // lower-cases to itself, are both at once (one comparison of the text, not two).
        let facts: SpanishWordFacts
        let asWritten: SpanishWordFacts?
        if let known = sp.factsAsWritten(at: index, phrase), known.lowersToItself {
            facts = known
            asWritten = known
        } else {
            facts = sp.facts(at: index, phrase, lexicon: lexicon)
            asWritten = ExactText(w) == ExactText(facts.lower) ? facts : nil
        }
        var gender: GrammaticalGender?
        var gFact: TraceFact?
        if let g = declared?.grammaticalGender {
            gender = g
            gFact = TraceFact(w, "grammaticalGender", g.rawValue, source: .declaration)
        } else if let g = agreed?.grammaticalGender {
            gender = g
            gFact = TraceFact(w, "grammaticalGender", g.rawValue, source: .concept)
        } else {
            // (The determiner's facts, when it is written as they were looked up, hold its reading.)
            let written = sp.determiners.first.flatMap { d in
                (sp.factsAsWritten(at: d, phrase).map { $0.determiner } ?? SpanishDeterminers.reading(of: phrase.tokens[d].text))?.gender
            }
            var r = asWritten?.gender(prefer: written) ?? SpanishNouns.gender(of: w, lexicon: lexicon, prefer: written)
            // An argument's determiner was written for another noun: when the lexicon lists the argument in both
            // genders, its ending -a or -o, which marks one of them, tells more than that determiner (`Ningún %@`
            // + *reserva* → *Ninguna reserva*; was *Ningún reserva*).
            if written != nil, phrase.tokens[index].argumentIndex != nil,
               case let own = asWritten?.gender ?? SpanishNouns.gender(of: w, lexicon: lexicon), own.rule == "es.gender.tie-by-ending" {
                r = own
            }
            gender = r.gender
            if explains, let g = r.gender {
                gFact = TraceFact(w, "grammaticalGender", g.rawValue + (r.source == .guess ? " (\(r.rule))" : ""), source: r.source)
            }
        }
        var number: GrammaticalNumber
        var nFact: TraceFact
        var numberDeclared = false
        if let n = declared?.number {
            number = n
            numberDeclared = true
            nFact = TraceFact(w, "number", n.markupName, source: .declaration)
        } else {
            let r = asWritten?.number ?? SpanishNouns.number(of: w, lexicon: lexicon)
            number = r.number
            nFact = TraceFact(w, "number", r.number.markupName, source: r.source)
        }
        let tonic = facts.tonicA
        return HeadInfo(gender: gender, genderFact: gFact, number: number, numberFact: nFact, numberDeclared: numberDeclared,
                        tonicA: tonic, facts: facts)
    }

    static func inflect(_ phrase: inout Phrase, mode: AgreementMode, context: AgreementContext,
                        trace: inout TraceRecorder) {
        SpanishArgumentArticles.absorb(&phrase, lexicon: context.lexicon, trace: &trace)
        switch mode {
        case .explicit(let m):
            if DeclaredVerbs.inflect(&phrase, request: m, language: "es", agree: { w, n in
                SpanishVerbs.pair(of: w, lexicon: context.lexicon).map {
                    (n.isSingular ? $0.sg : $0.pl, [TraceFact(w, "forms", $0.sg + "/" + $0.pl, source: $0.source)])
                }
            }, trace: &trace) { return }
            let words = phrase.wordIndices
            if let i = words.first, words.count == 1 || SpanishPronouns.asksForPronoun(m),
               SpanishPronouns.table.contains(phrase.tokens[i].text),
               SpanishPronouns.asksForPronoun(m) || !SpanishDeterminers.isDeterminer(phrase.tokens[i].text) {
                _ = SpanishPronouns.inflect(&phrase, at: i, to: m, locale: context.locale, trace: &trace)
                return
            }
            explicit(&phrase, m, context: context, trace: &trace)
        case .automatic:
            automatic(&phrase, context: context, trace: &trace)
        case .agreement(let c):
            agreement(&phrase, c, context: context, trace: &trace)
        }
        SpanishContractionPass.run(&phrase, trace: &trace)
    }

    // MARK: inflect: true

    static func automatic(_ phrase: inout Phrase, context: AgreementContext, trace: inout TraceRecorder) {
        let lexicon = context.lexicon
        let sp = SpanishPhrase(phrase, lexicon: lexicon)
        SpanishComplementArticles.agree(&phrase, sp, lexicon: lexicon, trace: &trace)
        var number: GrammaticalNumber?
        // Read only by the trace: made only when it is recorded (a fact in hand makes each word's list of facts).
        var numberFact: TraceFact?
        if let n = context.spanMorphology?.number {
            number = n
            if trace.isRecording { numberFact = TraceFact("span", "number", n.markupName, source: .declaration) }
        } else if let i = phrase.firstCount(among: sp.numbers, lexicon: lexicon), let value = phrase.tokens[i].number {
            number = context.number(for: value)
            if trace.isRecording { numberFact = TraceFact(value.text, "number", number!.markupName, source: .count) }
        }
        // A determiner, a count, an argument or a number declared on the span make it a noun phrase; a span
        // with none of them and no known noun addresses the user.
        let anchored = !sp.determiners.isEmpty || !sp.numbers.isEmpty || context.spanMorphology?.number != nil
            || sp.head.map { phrase.tokens[$0].argumentIndex != nil || phrase.tokens[$0].declared != nil } == true
        let predicative = sp.determiners.isEmpty && sp.numbers.isEmpty && !context.textBefore.isEmpty
            && !phrase.tokens.contains { $0.argumentIndex != nil }
        // After a noun and its copula (*El archivo ha sido ^[eliminado]*), the span describes that noun, not the user
        // (was *eliminada* for a feminine user).
        if predicative, let word = SpanishVerbs.copulaBeforeSpan.wordBeforeThirdPersonCopula(in: context.textBefore),
           let subject = CopulaBeforeSpan.nounSubject(word, analysis: Spanish().analyze(Phrase(word), context: context)) {
            agreement(&phrase, subject, context: context, trace: &trace)
            return
        }
        // After a verb whose subject is the user (*Has sido ^[invitado]*, *Estás ^[conectado]*), a span with no determiner
        // or count is what is said of the user, though its word is also a noun (*invitado*; was left masculine).
        // So is what follows such a verb inside the span (*^[Eres muy generoso]*, *^[Gracias, estás conectado]*; were
        // *Er muy generosa*, *estases conectadas*), in a span with no count or argument that could be its subject.
        let describesUser = predicative && SpanishVerbs.copulaBeforeSpan.addressesUser(before: context.textBefore)
            || sp.secondPersonCopula != nil && sp.numbers.isEmpty && !phrase.tokens.contains { $0.argumentIndex != nil }
            || isLoneParticipleOrAdjective(phrase, sp, lexicon: lexicon)
        guard !describesUser, let head = sp.head, sp.headScore >= 3 || (anchored && sp.headScore > 0) else {
            addressUser(&phrase, sp, number: number, numberFact: numberFact, context: context, trace: &trace)
            return
        }
        let info = headInfo(phrase, head, sp, lexicon: lexicon, explains: trace.isRecording)
        let target = number ?? info.number
        // The facts behind the agreement, which only the trace reads.
        var facts: [TraceFact] = []
        if trace.isRecording {
            if let f = info.genderFact { facts.append(f) }
            facts.append(info.numberFact)
            if let f = numberFact { facts.append(f) }
        }
        let entriesBefore = trace.count
        if !info.numberDeclared, target.isSingular != info.number.isSingular {
            inflectNounNumber(&phrase, head, plural: !target.isSingular, foreign: sp.foreignCompound, lexicon: lexicon,
                              word: sp.factsAsWritten(at: head, phrase), facts: facts, trace: &trace)
        }
        agreeAll(&phrase, sp, head: head, gender: info.gender, plural: !target.isSingular, tonicA: info.tonicA,
                 lexicon: lexicon, facts: facts, trace: &trace)
        if number != nil, trace.isRecording, trace.count == entriesBefore {
            // A span the count or the declared number leaves as written says why, rather than "no rule applies"
            // (*1 archivo*).
            let w = phrase.tokens[head].text
            trace.unchanged("es.noun.number-agrees", w,
                            because: "\(w) is already \(target.isSingular ? "singular" : "plural"), the number the span asks for, and nothing else in the span changes with it",
                            facts: facts)
        }
    }

    /// A span of one written word, with no determiner, count or argument, that the lexicon lists both as a noun and
    /// as an adjective or participle: it is what greets or describes someone (*Invitado por %@* → *Invitada*; was left
    /// as the noun), and the noun reading (*el invitado*) needs a determiner.
    static func isLoneParticipleOrAdjective(_ phrase: Phrase, _ sp: SpanishPhrase, lexicon: Lexicon) -> Bool {
        guard sp.determiners.isEmpty, sp.numbers.isEmpty, sp.verbs.isEmpty, sp.order.count == 1, let head = sp.head,
              phrase.tokens[head].argumentIndex == nil, phrase.tokens[head].declared == nil else { return false }
        let f = SpanishWordMemo.facts(of: phrase.tokens[head].text, lexicon: lexicon)
        return f.hasNounReading && f.hasAdjectiveReading
    }

    /// A span without a noun addresses the user: its adjectives and participles take the user's gender
    /// (Bienvenido → Bienvenida). Spanish has no neutral forms, so a neutral or unknown user needs the
    /// inflectionAlternative.
    static func addressUser(_ phrase: inout Phrase, _ sp: SpanishPhrase, number: GrammaticalNumber?, numberFact: TraceFact?,
                            context: AgreementContext, trace: inout TraceRecorder) {
        let lexicon = context.lexicon
        var words = sp.order.filter { sp.role($0) == .content }
        // Before a second person's copula in the span, a noun that is no adjective is no word about the user (*Gracias,
        // eres muy generoso*: was *Gracia*).
        if let v = sp.secondPersonCopula {
            words.removeAll { i in
                guard i < v else { return false }
                let f = SpanishWordMemo.facts(of: phrase.tokens[i].text, lexicon: lexicon)
                return f.hasNounReading && !f.hasAdjectiveReading
            }
        }
        let variable = words.filter {
            let p = SpanishAdjectives.paradigm(of: phrase.tokens[$0].text, lexicon: lexicon)
            return !p.isInvariableInGender && phrase.tokens[$0].agreed?.grammaticalGender == nil
        }
        // After the count, words that change with gender describe what is counted, not the user (*2 no leídos*,
        // *1 nuevo*): they agree with the count in number and keep the gender they are written in.
        if let number, let count = sp.numbers.first, !variable.isEmpty, words.allSatisfy({ $0 > count }) {
            for i in words {
                inflectAdjective(&phrase, i, gender: nil, plural: !number.isSingular, rule: "es.adjective.count",
                                 lexicon: lexicon, facts: numberFact.map { [$0] } ?? [], trace: &trace)
            }
            // So do the verbs whose subject it is (*2 de los archivos están dañados*).
            for i in sp.verbs where i > count {
                inflectVerb(&phrase, i, plural: !number.isSingular, lexicon: lexicon, facts: numberFact.map { [$0] } ?? [], trace: &trace)
            }
            return
        }
        guard !variable.isEmpty else {
            if let number {
                agreeAll(&phrase, sp, head: nil, gender: nil, plural: !number.isSingular, tonicA: false, lexicon: lexicon,
                         facts: numberFact.map { [$0] } ?? [], trace: &trace)
            } else {
                trace.unchanged("es.user.nothing-to-agree", phrase.text, because: "no word of the span changes with gender")
            }
            return
        }
        guard let (gender, userFact) = context.userGender else {
            trace.needsUserTermOfAddress = true
            let why: String
            if case .term(let t) = context.user {
                why = "the user's term of address (\(t.description)) has no Spanish form for these words"
            } else {
                why = "the span addresses the user, whose term of address is unknown"
            }
            trace.unchanged("es.user.unknown", phrase.text, because: why)
            return
        }
        var facts = [userFact]
        if let f = numberFact { facts.append(f) }
        let plural = number.map { !$0.isSingular } ?? false
        for i in words {
            inflectAdjective(&phrase, i, gender: gender, plural: plural, rule: "es.user.agree", lexicon: lexicon,
                             facts: facts, trace: &trace)
        }
        for i in sp.determiners {
            inflectDeterminer(&phrase, i, gender: gender, plural: plural, tonicA: false, facts: facts, trace: &trace)
        }
        for i in sp.verbs { inflectVerb(&phrase, i, plural: plural, lexicon: lexicon, facts: facts, trace: &trace) }
    }

    // MARK: inflect: {…}

    static func explicit(_ phrase: inout Phrase, _ m: InflectionMorphology, context: AgreementContext,
                         trace: inout TraceRecorder) {
        let lexicon = context.lexicon
        let sp = SpanishPhrase(phrase, lexicon: lexicon)
        SpanishComplementArticles.agree(&phrase, sp, lexicon: lexicon, trace: &trace)
        // The facts are read only by the trace: the request is described only when it is recorded.
        let requested = TraceFact("inflect", "request", trace.isRecording ? m.description : "", source: .request)
        guard let head = sp.head, sp.headScore > 1 else {
            // No noun: the determiners and adjectives of the span take the requested features.
            let plural = m.number.map { !$0.isSingular }
            for i in sp.determiners {
                let own = SpanishDeterminers.reading(of: phrase.tokens[i].text)
                inflectDeterminer(&phrase, i, gender: m.grammaticalGender.flatMap(spanishGender) ?? own?.gender,
                                  plural: plural ?? !(own?.number.isSingular ?? true), tonicA: false, facts: [requested], trace: &trace)
            }
            for i in sp.order where sp.role(i) == .content {
                let p = SpanishAdjectives.paradigm(of: phrase.tokens[i].text, lexicon: lexicon)
                inflectAdjective(&phrase, i, gender: m.grammaticalGender.flatMap(spanishGender) ?? p.gender,
                                 plural: plural ?? !p.number.isSingular, lexicon: lexicon, facts: [requested], trace: &trace)
            }
            if let plural { for i in sp.verbs { inflectVerb(&phrase, i, plural: plural, lexicon: lexicon, facts: [requested], trace: &trace) } }
            if m.definiteness != nil, sp.determiners.isEmpty {
                trace.unchanged("es.article.no-noun", phrase.text, because: "the span has no noun to take an article")
            }
            return
        }
        // (The facts are read only by the trace.)
        let info = headInfo(phrase, head, sp, lexicon: lexicon, explains: trace.isRecording)
        let target = m.number ?? info.number
        let plural = !target.isSingular
        var gender = info.gender
        // The facts behind the agreement, which only the trace reads: no list is made otherwise.
        var facts: [TraceFact] = []
        if trace.isRecording {
            facts.append(requested)
            if let f = info.genderFact { facts.append(f) }
        }
        var regendered = false
        if let g = m.grammaticalGender.flatMap(spanishGender), g != info.gender {
            if let r = SpanishNouns.regendered(phrase.tokens[head].text, to: g, plural: plural, lexicon: lexicon) {
                let before = phrase.tokens[head].text
                phrase.tokens[head].text = r.form
                trace.fired(r.rule, before, r.form, facts: r.facts + [requested])
                gender = g
                regendered = true
            } else {
                trace.unchanged("es.noun.gender-fixed", phrase.tokens[head].text,
                                because: "the noun has one gender; its determiners and adjectives keep it", facts: facts)
            }
        }
        if !regendered, target.isSingular != info.number.isSingular, !info.numberDeclared {
            inflectNounNumber(&phrase, head, plural: plural, foreign: sp.foreignCompound, lexicon: lexicon,
                              word: sp.factsAsWritten(at: head, phrase), facts: facts, trace: &trace)
        }
        agreeAll(&phrase, sp, head: head, gender: gender, plural: plural, tonicA: info.tonicA && !regendered,
                 lexicon: lexicon, facts: facts, trace: &trace)
        if let d = m.definiteness {
            setDefiniteness(&phrase, sp, head: head, d, gender: gender ?? .masculine, plural: plural,
                            tonicA: info.tonicA && gender == .feminine && !plural, facts: facts, trace: &trace)
        }
    }

    static func spanishGender(_ g: GrammaticalGender) -> GrammaticalGender? { g == .neuter ? nil : g }

    /// Switches the article to the requested definiteness, or adds one before the noun phrase.
    static func setDefiniteness(_ phrase: inout Phrase, _ sp: SpanishPhrase, head: Int, _ d: Definiteness,
                                gender: GrammaticalGender, plural: Bool, tonicA: Bool, facts: [TraceFact],
                                trace: inout TraceRecorder) {
        let family = d == .definite ? SpanishDeterminers.definite : SpanishDeterminers.indefinite
        if let a = sp.determiners.first(where: { $0 < head }) {
            let text = phrase.tokens[a].text
            let isContraction = SpanishContractions.preposition(in: text) != nil
            let reading = isContraction ? SpanishDeterminers.reading(of: "el") : SpanishDeterminers.reading(of: text)
            guard let reading, reading.family.definiteness != nil else {
                trace.unchanged("es.article.has-determiner", text, because: "the phrase already has a determiner")
                return
            }
            if reading.family.definiteness == d { return }
            var form = family.form(gender: gender, plural: plural)
            if tonicA, sp.next(after: a) == head { form = family.forms[0] }
            let out = isContraction ? Casing.apply(from: text, to: SpanishContractions.preposition(in: text)! + " " + form)
                                    : Casing.apply(from: text, to: form)
            phrase.tokens[a].text = out
            trace.fired("es.article.definiteness", text, out, facts: facts)
            return
        }
        // Insert before the first word of the noun phrase (after a leading preposition).
        let start = sp.order.first { $0 <= head && sp.role($0) != .preposition && sp.role($0) != .inert } ?? head
        var form = family.form(gender: gender, plural: plural)
        if tonicA, start == head { form = family.forms[0] }
        let rule = tonicA && start == head && gender == .feminine ? "es.article.el-before-tonic-a" : "es.article.add"
        let before = phrase.text
        phrase.insertWord(form, before: start)
        trace.fired(rule, before, phrase.text, facts: facts)
    }

    // MARK: agreeWithArgument / agreeWithConcept

    static func agreement(_ phrase: inout Phrase, _ c: AgreementController, context: AgreementContext,
                          trace: inout TraceRecorder) {
        let lexicon = context.lexicon
        let sp = SpanishPhrase(phrase, lexicon: lexicon)
        SpanishComplementArticles.agree(&phrase, sp, lexicon: lexicon, trace: &trace)
        var gender = c.features.grammaticalGender
        if gender == .neuter {
            trace.unchanged("es.agreement.no-neutral-form", phrase.text,
                            because: "Spanish has no neutral forms for \(c.text); gender is left as written")
            gender = nil
        }
        let number = c.features.number
        guard gender != nil || number != nil else {
            trace.unchanged("es.agreement.no-features", phrase.text, because: "nothing is known about \(c.text)", facts: c.facts)
            return
        }
        let facts = c.facts
        // Asked only for an article ending the span, once: the controller's text is then read into words.
        var controllerTonicKnown: Bool?
        func controllerTonic() -> Bool {
            if let known = controllerTonicKnown { return known }
            let tonic: Bool = {
                guard gender == .feminine, number?.isSingular ?? true,
                      let first = Phrase(c.text).firstWord?.lowercasedFast() else { return false }
                return SpanishWordMemo.facts(lower: first, lexicon: lexicon).tonicA
            }()
            controllerTonicKnown = tonic
            return tonic
        }
        for i in sp.order where sp.role(i) == .content {
            let w = phrase.tokens[i].text
            let wordFacts = sp.facts(at: i, phrase, lexicon: lexicon)
            // The facts are kept under the lower-case word: they give its number as written when it is so written.
            let own = (ExactText(w) == ExactText(wordFacts.lower) ? wordFacts.number : SpanishNouns.number(of: w, lexicon: lexicon)).number
            let plural = number.map { !$0.isSingular } ?? !own.isSingular
            let nounOnly = wordFacts.hasNounReading && !wordFacts.hasAdjectiveReading
            if nounOnly {
                if let g = gender, let r = SpanishNouns.regendered(w, to: g, plural: plural, lexicon: lexicon) {
                    phrase.tokens[i].text = r.form
                    trace.fired(r.rule, w, r.form, facts: r.facts + facts)
                } else if plural != !own.isSingular {
                    inflectNounNumber(&phrase, i, plural: plural, lexicon: lexicon, facts: facts, trace: &trace)
                }
                continue
            }
            // (Only the paradigm's gender is read here: the field alone, not a copy of the paradigm.)
            let writtenGender = wordFacts.isShortForm ? SpanishAdjectives.paradigm(of: w, lexicon: lexicon).gender
                                                      : wordFacts.ownParadigm.gender
            inflectAdjective(&phrase, i, gender: gender ?? writtenGender, plural: plural, lexicon: lexicon, word: wordFacts,
                             facts: facts, trace: &trace)
        }
        for i in sp.determiners {
            let own = SpanishDeterminers.reading(of: SpanishContractions.preposition(in: phrase.tokens[i].text) != nil ? "el" : phrase.tokens[i].text)
            let plural = number.map { !$0.isSingular } ?? !(own?.number.isSingular ?? true)
            // An article at the end of the span stands before the controller itself: el agua.
            let tonic = sp.next(after: i) == nil && controllerTonic()
            inflectDeterminer(&phrase, i, gender: gender ?? own?.gender, plural: plural, tonicA: tonic, facts: facts, trace: &trace)
        }
        if let number {
            for i in sp.verbs { inflectVerb(&phrase, i, plural: !number.isSingular, lexicon: lexicon, facts: facts, trace: &trace) }
        }
    }

    // MARK: Words

    /// Determiners, adjectives and verbs of the span agree with the head's gender and number.
    static func agreeAll(_ phrase: inout Phrase, _ sp: SpanishPhrase, head: Int?, gender: GrammaticalGender?, plural: Bool,
                         tonicA: Bool, lexicon: Lexicon, facts: [TraceFact], trace: inout TraceRecorder) {
        // (Loops over indices: iterating a SmallList copies it into its iterator.)
        for k in 0..<sp.determiners.count {
            let i = sp.determiners[k]
            let tonic = tonicA && head != nil && sp.next(after: i) == head && gender == .feminine && !plural
            inflectDeterminer(&phrase, i, gender: gender, plural: plural, tonicA: tonic, word: sp.factsAsWritten(at: i, phrase),
                              facts: facts, trace: &trace)
        }
        // Every content word outside complements but the phrase's head (`sp.head`, which a span addressing the user
        // passes on as no `head`), read off the order in place: no list of them is made.
        for k in 0..<sp.order.count {
            let i = sp.order[k]
            guard sp.role(i) == .content, i != sp.head else { continue }
            if phrase.isNameAfterNoun(at: i, head: head, lexicon: lexicon) {
                trace.unchanged("es.unchanged.name", phrase.tokens[i].text, because: Phrase.nameNote(phrase.tokens[i].text))
                continue
            }
            let word = sp.facts(at: i, phrase, lexicon: lexicon)
            if SpanishPhrase.nominalScore(declared: phrase.tokens[i].declared, facts: word) >= 4, phrase.tokens[i].agreed == nil {
                // A second noun (hombre rana) keeps its form.
                trace.unchanged("es.noun.apposition", phrase.tokens[i].text,
                                because: "\(phrase.tokens[i].text.lowercasedFast()) is a noun, not an adjective")
                continue
            }
            inflectAdjective(&phrase, i, gender: gender, plural: plural, beforeNoun: head.map { i < $0 } ?? false,
                             lexicon: lexicon, word: word, facts: facts, trace: &trace)
        }
        for k in 0..<sp.verbs.count { inflectVerb(&phrase, sp.verbs[k], plural: plural, lexicon: lexicon, facts: facts, trace: &trace) }
    }

    /// `foreign`: the word ends a compound taken whole from English (``SpanishPhrase/foreignCompound``), whose
    /// plural is the English one: -es after x, z, ch, sh, else -s (*hot dogs*, *gift cards*, *sandwich boxes*); a
    /// final -s is kept as it is, maybe a plural already or not English (*foie gras*). `word`: the facts of the noun
    /// as written (``SpanishPhrase/factsAsWritten(at:_:)``), when the caller has them.
    static func inflectNounNumber(_ phrase: inout Phrase, _ i: Int, plural: Bool, foreign: Bool = false, lexicon: Lexicon,
                                  word: SpanishWordFacts? = nil, facts: [TraceFact], trace: inout TraceRecorder) {
        let w = phrase.tokens[i].text
        if numberFollows(phrase, i), phrase.isModelName(at: i) {
            trace.unchanged("es.noun.model-name", w, because: "\(w) and the number after it name a product, which keeps its form")
            return
        }
        if plural, foreign, !Casing.isAllCaps(w), !WrittenSymbol.isSymbol(w) {
            let lower = w.lowercasedFast()
            let sibilant = ["x", "z", "ch", "sh"].contains { lower.hasSuffixFast($0) }
            let form = lower.hasSuffixFast("s") ? w : w + (sibilant ? "es" : "s")
            phrase.tokens[i].text = form
            trace.fired("es.noun.plural.foreign-compound", w, form,
                        facts: [TraceFact(w, "compound", "every word unknown: taken whole from English", source: .grammar)] + facts)
            return
        }
        if plural {
            // (The facts' plural is the one `SpanishNouns.plural(of:lexicon:)` gives a word written in lower case.)
            let r = word?.plural ?? SpanishNouns.plural(of: w, lexicon: lexicon)
            phrase.tokens[i].text = r.form
            trace.fired(r.rule, w, r.form, facts: r.facts + facts)
        } else if let r = SpanishNouns.singular(of: w, lexicon: lexicon) {
            phrase.tokens[i].text = r.form
            trace.fired(r.rule, w, r.form, facts: r.facts + facts)
        } else {
            trace.unchanged("es.noun.singular.none", w, because: "\(w) is singular or invariable")
        }
    }

    /// Whether a number follows the word at `i` after a space: part of `Phrase.isModelName`, asked first because
    /// it is quick, while that function first tests every letter of the word for a capital.
    static func numberFollows(_ phrase: Phrase, _ i: Int) -> Bool {
        guard i + 1 < phrase.tokens.count, phrase.tokens[i + 1].kind == .space else { return false }
        return phrase.tokens[(i + 1)...].first(where: { $0.kind != .space })?.kind == .number
    }

    /// `Casing.apply(from: text, to: form)`: `form` as it is when `word`, the facts of `text`, were looked up under
    /// `text` byte for byte and it has no capital (a source without one leaves the replacement as written), so that
    /// the letters of the word are not read again.
    static func cased(_ form: String, like text: String, word: SpanishWordFacts?) -> String {
        if let word, word.hasNoCapitals, ExactText(text) == ExactText(word.lower) { return form }
        return Casing.apply(from: text, to: form)
    }

    /// ``SpanishAdjectives/paradigm(of:lexicon:)`` of `text`, whose facts (``SpanishPhrase/facts(at:_:lexicon:)``)
    /// are `word`: the word's own paradigm, unless it is a shortened form (buen, gran), whose paradigm is its full
    /// form's.
    static func paradigm(of text: String, word: SpanishWordFacts, lexicon: Lexicon) -> SpanishAdjectives.Paradigm {
        word.isShortForm ? SpanishAdjectives.paradigm(of: text, lexicon: lexicon) : word.ownParadigm
    }

    /// `word`: the facts of the word as it is now (``SpanishPhrase/facts(at:_:lexicon:)``), when the caller has them:
    /// its paradigm and casing are then read from them (``paradigm(of:word:lexicon:)``, ``cased``).
    static func inflectAdjective(_ phrase: inout Phrase, _ i: Int, gender: GrammaticalGender?, plural: Bool,
                                 beforeNoun: Bool = false, rule: String? = nil, lexicon: Lexicon,
                                 word: SpanishWordFacts? = nil, facts: [TraceFact], trace: inout TraceRecorder) {
        // (The token's text and agreed features read alone: the token is not copied.)
        let text = phrase.tokens[i].text
        // (No optional paradigm in between: one is copied through its generic value witness.)
        let p: SpanishAdjectives.Paradigm
        if let word { p = paradigm(of: text, word: word, lexicon: lexicon) } else { p = SpanishAdjectives.paradigm(of: text, lexicon: lexicon) }
        // (Read in place through the buffer, `i` checked by the read of the text above: reading a field of the
        // element of an `inout` phrase copies the whole token.)
        let agreedGender = phrase.tokens.withUnsafeBufferPointer { $0[i].agreed?.grammaticalGender }
        let g = agreedGender.flatMap(spanishGender) ?? gender ?? p.gender ?? .masculine
        var rule = rule
        var chosen = p.form(gender: g, plural: plural)
        if beforeNoun, !plural,
           let short = SpanishAdjectives.apocopated(p.msg, gender: g,
                                                    sourceWasShort: SpanishAdjectives.apocope[text.lowercasedFast()] != nil
                                                        || !p.number.isSingular) {
            chosen = short
            rule = "es.adjective.apocope"
        }
        let form = cased(chosen, like: text, word: word)
        phrase.tokens[i].text = form
        trace.fired(rule ?? p.rule, text, form,
                    facts: facts + [TraceFact(text, "paradigm", [p.msg, p.fsg, p.mpl, p.fpl].joined(separator: "/"), source: p.source)])
    }

    /// `word`: the facts of the determiner as written, when the caller has them.
    static func inflectDeterminer(_ phrase: inout Phrase, _ i: Int, gender: GrammaticalGender?, plural: Bool, tonicA: Bool,
                                  word: SpanishWordFacts? = nil, facts: [TraceFact], trace: inout TraceRecorder) {
        let text = phrase.tokens[i].text
        let prep = word.map { $0.contractedPreposition } ?? SpanishContractions.preposition(in: text)
        let reading = prep != nil ? SpanishDeterminers.reading(of: "el")
            : word.map { $0.determiner } ?? SpanishDeterminers.reading(of: text)
        guard let reading else { return }
        let f = reading.family
        let g = gender ?? reading.gender ?? .masculine
        var form = f.form(gender: g, plural: plural)
        let beforeTonicA = tonicA && f.tonicA && g == .feminine && !plural
        if beforeTonicA { form = f.forms[0] }
        // Built only when the trace is recorded.
        func rule() -> String {
            guard beforeTonicA else { return "es.\(f.concern).agree" }
            return f.concern == "article" ? "es.article.el-before-tonic-a" : "es.\(f.concern).before-tonic-a"
        }
        if let prep {
            form = SpanishContractions.contract(prep, form) ?? (prep + " " + form)
        }
        let out = cased(form, like: text, word: word)
        phrase.tokens[i].text = out
        trace.fired(rule(), text, out, facts: facts + [TraceFact(text, "determiner", f.forms.joined(separator: "/"), source: .grammar)])
    }

    static func inflectVerb(_ phrase: inout Phrase, _ i: Int, plural: Bool, lexicon: Lexicon, facts: [TraceFact],
                            trace: inout TraceRecorder) {
        let w = phrase.tokens[i].text
        guard let pair = SpanishVerbs.pair(of: w, lexicon: lexicon) else { return }
        let out = Casing.apply(from: w, to: plural ? pair.pl : pair.sg)
        phrase.tokens[i].text = out
        trace.fired("es.verb.number", w, out, facts: facts + [TraceFact(w, "forms", pair.sg + "/" + pair.pl, source: pair.source)])
    }
}

/// Splits the words a rule wrote as two (del → de la) and joins de/a with an article that became el
/// (de los → del), after all other rules ran.
enum SpanishContractionPass {
    /// Whether `word` is de or a (any casing), the prepositions ``SpanishContractions/contract(_:_:)`` joins.
    static func isContractingPreposition(_ word: String) -> Bool {
        // No word of more than two bytes lower-cases to de or a: the byte count spares the others the lower-casing.
        word.utf8.count <= 2 && SpanishContractions.contract(word, "el") != nil
    }

    /// Whether `text` holds a space byte, read in place (the view's generic `contains` walks it a byte at a time).
    static func hasSpace(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { $0.contains(0x20) } ?? text.utf8.contains(0x20)
    }

    static func run(_ phrase: inout Phrase, trace: inout TraceRecorder) {
        var i = 0
        while i < phrase.tokens.count {
            // The byte test first (no copy of the token): Foundation's search, which would otherwise run for every
            // word without a space, is slow.
            guard phrase.tokens[i].kind == .word, hasSpace(phrase.tokens[i].text) else { i += 1; continue }
            let t = phrase.tokens[i]
            if t.text.contains(" ") {
                let parts = t.text.split(separator: " ").map(String.init)
                var tokens: [Token] = []
                for (k, p) in parts.enumerated() {
                    if k > 0 {
                        var s = Token(" ", kind: .space, runID: t.runID)
                        s.original = ""
                        tokens.append(s)
                    }
                    var w = t
                    w.text = p
                    if k > 0 { w.original = "" }
                    tokens.append(w)
                }
                phrase.tokens.replaceSubrange(i...i, with: tokens)
                trace.fired("es.contraction.undo", t.original, t.text)
                i += tokens.count
                continue
            }
            i += 1
        }
        i = 0
        while i < phrase.tokens.count {
            // Only de and a contract: the other words are passed over without a copy of their token.
            guard phrase.tokens[i].kind == .word, isContractingPreposition(phrase.tokens[i].text) else { i += 1; continue }
            let t = phrase.tokens[i]
            if let next = phrase.nextWord(after: i), phrase.tokens[next].kind == .word,
               phrase.tokens[next].text != phrase.tokens[next].original,
               let c = SpanishContractions.contract(t.text, phrase.tokens[next].text) {
                let out = Casing.apply(from: t.text, to: c)
                let before = t.text + " " + phrase.tokens[next].text
                phrase.tokens[i].text = out
                phrase.tokens.removeSubrange((i + 1)...next)
                trace.fired("es.contraction.make", before, out)
            }
            i += 1
        }
    }
}
