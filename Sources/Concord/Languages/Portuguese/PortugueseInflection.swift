/// Applies the Portuguese rules to a span: finds what the span must agree with (a count, the user, a
/// controller, an explicit request), inflects the head noun, then makes determiners, adjectives, participles
/// and verbs agree with it, adding or switching articles when definiteness is requested.
enum PortugueseInflection {
    /// The gender and number every agreeing word takes, and the facts behind them.
    struct Target {
        var gender: GrammaticalGender?
        var plural: Bool?
        var facts: [TraceFact] = []
    }

    static func inflect(_ phrase: inout Phrase, mode: AgreementMode, context: AgreementContext, trace: inout TraceRecorder) {
        PortuguesePhrase.joinCompounds(&phrase)
        if case .explicit(let m) = mode, let only = phrase.loneWordIndex,
           PortuguesePronouns.isUnambiguousPronoun(phrase.tokens[only].text) {
            PortuguesePronouns.inflect(&phrase, at: only, to: m, trace: &trace)
            return
        }
        // (The closure holds the lexicon alone: holding the context would copy all of it.)
        let lexicon = context.lexicon
        if case .explicit(let m) = mode, DeclaredVerbs.inflect(&phrase, request: m, language: "pt", agree: { w, n in
            PortugueseVerbs.parse(w, lexicon: lexicon, allowLexicon: true, evenIfNoun: true).map {
                (n.isSingular ? $0.singular : $0.plural, [TraceFact(w, "verb", $0.singular + "/" + $0.plural, source: $0.source)])
            }
        }, trace: &trace) { return }
        var numberOnly = false
        if case .explicit(let m) = mode, m.grammaticalGender == nil, m.number != nil { numberOnly = true }
        let words = PortugueseWordFacts(lexicon: context.lexicon, locale: context.locale)
        PortugueseArgumentArticles.absorb(&phrase, words: words, region: words.european ? "PT" : "BR", trace: &trace)
        let parse = PortuguesePhrase.parse(phrase, words: words, numberOnly: numberOnly)
        let locale = context.locale

        // Whether the span is a predicate about the user: no count, determiner or noun, only the pronoun the user is
        // addressed with (*você*, *tu*) as its subject, if anything, and an adjective or participle after a verb in
        // the singular.
        // (Asked only of a span with an adjective: without one neither the predicate about the user nor the noun its
        // adjectives agree with is read.)
        let userPronounHead = !parse.adjectives.isEmpty && (parse.head.map { PortuguesePronouns.addressesUser(phrase.tokens[$0].text)
            && phrase.tokens[$0].argumentIndex == nil } ?? false)
        let addressesUser = (parse.head == nil || userPronounHead) && parse.determiners.isEmpty && parse.numbers.isEmpty
            && !parse.verbs.isEmpty && !parse.adjectives.isEmpty && context.spanMorphology?.grammaticalGender == nil
            // (one person: a plural verb is about something else, *Foram excluídos*)
            && parse.verbs.allSatisfy { !$0.1.isPlural }

        // What the span is asked to be.
        var requestedGender: GrammaticalGender?
        var requestedNumber: GrammaticalNumber?
        var definiteness: Definiteness?
        var facts: [TraceFact] = []
        var genderChangeAllowed = false
        // The subject's analysis gives its facts to the trace alone.
        var analysisContext: AgreementContext { var c = context; c.recordsTrace = trace.isRecording; return c }
        switch mode {
        case .automatic:
            // After a noun and its copula (*O arquivo foi ^[removido]*), the words describe that noun, not the user
            // (was *removida* for a feminine user).
            let nounSubject: AgreementController? = (parse.headIsAdjective || addressesUser) && parse.determiners.isEmpty
                && parse.numbers.isEmpty && !phrase.tokens.contains(where: { $0.argumentIndex != nil })
                ? PortugueseVerbs.copulaBeforeSpan.wordBeforeThirdPersonCopula(in: context.textBefore).flatMap {
                    // *Você foi*, *tu és*: the pronoun the user is addressed with is of the second person in the
                    // pronoun table, no subject a noun's or third person's controller comes from (its analysis, the
                    // span's reading again, is not made).
                    PortuguesePronouns.addressesUser($0) ? nil
                        : CopulaBeforeSpan.nounSubject($0, analysis: Portuguese().analyze(Phrase($0), context: analysisContext))
                } : nil
            if let n = context.spanMorphology?.number {
                requestedNumber = n
                facts.append(TraceFact("span", "number", n.markupName, source: .declaration))
            } else if let i = parse.numbers.isEmpty ? phrase.firstCount(among: phrase.numberIndices, lexicon: context.lexicon)
                                                    : phrase.firstCount(among: parse.numbers, lexicon: context.lexicon),
                      let value = phrase.tokens[i].number {
                requestedNumber = context.number(for: value)
                facts.append(TraceFact(value.text, "number", requestedNumber!.markupName, source: .count))
            }
            if let g = context.spanMorphology?.grammaticalGender {
                requestedGender = g
                genderChangeAllowed = true
                facts.append(TraceFact("span", "grammaticalGender", g.rawValue, source: .declaration))
            } else if let subject = nounSubject, requestedNumber == nil {
                requestedGender = subject.features.grammaticalGender
                requestedNumber = subject.features.number
                genderChangeAllowed = true
                facts += subject.facts
            } else if parse.headIsAdjective, parse.determiners.isEmpty, parse.numbers.isEmpty, requestedNumber == nil {
                // Bem-vindo, Obrigado: a span with no noun addresses the user.
                guard let user = context.userGender else {
                    trace.needsUserTermOfAddress = true
                    if case .term(let t) = context.user {
                        trace.unchanged("pt.user.no-gendered-form", phrase.text,
                                        because: "Portuguese adjectives have no form for the \(t.description) term of address; the inflectionAlternative applies",
                                        facts: [TraceFact("user", "termOfAddress", t.description, source: .user)])
                    }
                    return
                }
                requestedGender = user.gender
                genderChangeAllowed = true
                facts.append(user.fact)
            } else if addressesUser, requestedNumber == nil {
                // *Está inscrito*, *Você foi adicionado*: a predicate with no noun, or with the pronoun the user is
                // addressed with as its subject, describes the user (were unchanged for a feminine user).
                guard let user = context.userGender else {
                    trace.needsUserTermOfAddress = true
                    if case .term(let t) = context.user {
                        trace.unchanged("pt.user.no-gendered-form", phrase.text,
                                        because: "Portuguese adjectives have no form for the \(t.description) term of address; the inflectionAlternative applies",
                                        facts: [TraceFact("user", "termOfAddress", t.description, source: .user)])
                    }
                    return
                }
                requestedGender = user.gender
                facts.append(user.fact)
            }
        case .explicit(let m):
            requestedGender = m.grammaticalGender
            requestedNumber = m.number
            definiteness = m.definiteness
            genderChangeAllowed = true
            // The facts only ever go into the trace.
            if trace.isRecording { facts += m.markupPairs.map { TraceFact("request", $0.key, $0.value, source: .request) } }
        case .agreement(let c):
            requestedGender = c.features.grammaticalGender
            requestedNumber = c.features.number
            genderChangeAllowed = true
            facts += c.facts
        }
        if requestedGender == .neuter {
            trace.unchanged("pt.gender.no-neuter", phrase.text,
                            because: "Portuguese words have no neuter form; they keep the gender they are written in",
                            facts: facts)
            requestedGender = nil
        }

        var target = Target(gender: requestedGender, plural: requestedNumber.map { !$0.isSingular }, facts: facts)

        // The head (the user's pronoun has no forms to take).
        if let h = parse.head, !(addressesUser && userPronounHead) {
            let word = phrase.tokens[h].text
            let keepGender = phrase.tokens[h].agreed?.grammaticalGender != nil
            if parse.headIsAdjective {
                let now = (parse.headWord ?? words.word(word)).adjectiveNow
                let g = keepGender ? nil : target.gender
                if g != nil || target.plural != nil {
                    let f = words.adjective(word, gender: g, plural: target.plural)
                    phrase.tokens[h].text = f.form
                    trace.fired(f.rule, word, f.form, facts: target.facts + f.facts)
                }
                target.gender = g ?? now.gender
                if target.plural == nil { target.plural = now.plural }
            } else {
                inflectHeadNoun(&phrase, at: h, facts: parse.headWord ?? words.word(word), target: &target,
                                genderChangeAllowed: genderChangeAllowed && !keepGender, words: words, context: context, trace: &trace)
            }
        }

        // Determiners, adjectives and verbs agree with the head.
        let region = words.european ? "PT" : "BR"   // PortugueseSpelling.region(of: locale), worked out once
        var articleIndex: Int?
        for i in parse.determiners {
            guard case .determiner(var d)? = parse.role(of: i) else { continue }
            let word = phrase.tokens[i].text
            if let g = target.gender, g != .neuter { d.gender = g }
            if let p = target.plural { d.plural = p }
            var definitenessSwitched = false
            var created = false
            if d.isArticle, articleIndex == nil {
                articleIndex = i
                if let want = definiteness {
                    let kind: PortugueseDeterminer.Kind = want == .definite ? .definite : .indefinite
                    if kind != d.kind {
                        d.kind = kind
                        created = true
                        definitenessSwitched = true
                        if d.preposition == .a || d.preposition == .por, kind == .definite { created = false }
                    }
                }
            }
            let form = Casing.apply(from: word, to: d.form(region: region, created: created))
            phrase.tokens[i].text = form
            trace.fired(definitenessSwitched ? "pt.article.definiteness" : "pt.\(d.family).agreement", word, form, facts: target.facts + [
                TraceFact(word, "determiner", d.family, source: .grammar),
            ])
        }
        PortugueseComplementArticles.agree(&phrase, parse, words: words, trace: &trace)
        if let want = definiteness, articleIndex == nil,
           !parse.determiners.contains(where: { if case .determiner(let d)? = parse.role(of: $0) { return d.isDemonstrative }; return false }),
           let first = parse.order.first(where: { if case .adjective? = parse.role(of: $0) { return true }; if case .head? = parse.role(of: $0) { return true }; if case .determiner? = parse.role(of: $0) { return true }; if case .number? = parse.role(of: $0) { return true }; return false }) {
            let d = PortugueseDeterminer(kind: want == .definite ? .definite : .indefinite, preposition: nil,
                                         gender: target.gender == .feminine ? .feminine : .masculine, plural: target.plural ?? false)
            var article = d.form(region: region)
            let next = phrase.tokens[first].text
            if Casing.isAllCaps(next) {
                article = article.uppercased()
            } else if next.first?.isUppercase == true, first == phrase.wordIndices.first {
                article = article.prefix(1).uppercased() + article.dropFirst()
                if PortugueseNouns.readings(of: next.lowercasedFast(), lexicon: lexicon, locale: locale).first != nil || parse.head == first {
                    phrase.tokens[first].text = next.prefix(1).lowercasedFast() + next.dropFirst()
                }
            }
            phrase.insertWord(article, before: first)
            trace.fired("pt.article.inserted", "", article, facts: target.facts + [
                TraceFact(article, "definiteness", want.rawValue, source: .request),
            ])
        }
        // An inserted article moves the later tokens: read the span again.
        var adjectives = parse.adjectives, verbs = parse.verbs
        var noun = parse.headIsAdjective || userPronounHead ? nil : parse.head
        var reread: PortuguesePhrase?
        if definiteness != nil {
            let reparsed = PortuguesePhrase.parse(phrase, words: words, numberOnly: numberOnly)
            (adjectives, verbs) = (reparsed.adjectives, reparsed.verbs)
            noun = reparsed.headIsAdjective ? nil : reparsed.head
            reread = reparsed
        }
        for i in adjectives {
            let word = phrase.tokens[i].text
            if phrase.isNameAfterNoun(at: i, head: noun, lexicon: lexicon) {
                trace.unchanged("pt.unchanged.name", word, because: Phrase.nameNote(word))
                continue
            }
            if let noun, i > noun, phrase.tokens[i].declared == nil, phrase.tokens[i].argumentIndex == nil,
               (reread?.facts(ofToken: i, writtenAs: word, words: words) ?? parse.facts(ofToken: i, writtenAs: word, words: words))
                .classes.isNounOnly,
               !words.word(phrase.tokens[noun].text).classes.isAdjective {
                // A second noun, which the lexicon knows as no adjective, keeps its form (*2 produtos estrela*, *2
                // camisas rosa*; were *estrelos*, *rosas*), as in Spanish and Italian — after a head that is no
                // adjective either: one that is may be the adjective before this noun (*1 esquerda lança*).
                trace.unchanged("pt.noun.apposition", word, because: "\(word.lowercasedFast()) is a noun, not an adjective")
                continue
            }
            let keepGender = phrase.tokens[i].agreed?.grammaticalGender != nil
            let g = keepGender ? nil : target.gender
            guard g != nil || target.plural != nil else { continue }
            let f = words.adjective(word, gender: g, plural: target.plural)
            phrase.tokens[i].text = f.form
            trace.fired(f.rule, word, f.form, facts: target.facts + f.facts)
        }
        if let plural = target.plural {
            for (i, v) in verbs {
                let word = phrase.tokens[i].text
                let form = Casing.apply(from: word, to: plural ? v.plural : v.singular)
                phrase.tokens[i].text = form
                trace.fired(plural ? "pt.verb.plural" : "pt.verb.singular", word, form,
                            facts: target.facts + [TraceFact(word, "verb", "\(v.singular)/\(v.plural)", source: v.source)])
            }
        }
        if trace.count == 0 {
            trace.unchanged("pt.unchanged.nothing-to-agree", phrase.text,
                            because: "no count, no requested features and no word that agrees in the span")
        }
    }

    /// Inflects the head noun to the target number (and gender, for nouns that change with the referent),
    /// then sets the target to what the head ends up with.
    /// `facts`: what is known about the head noun as written.
    static func inflectHeadNoun(_ phrase: inout Phrase, at h: Int, facts nounFacts: PortugueseWord, target: inout Target,
                                genderChangeAllowed: Bool, words: PortugueseWordFacts, context: AgreementContext,
                                trace: inout TraceRecorder) {
        let lexicon = context.lexicon
        let locale = context.locale
        let word = phrase.tokens[h].text
        let genderFact = phrase.tokens[h].declared?.grammaticalGender != nil
            ? PortugueseGender.of(noun: word, declared: phrase.tokens[h].declared, lexicon: lexicon, locale: locale) : nounFacts.gender
        let number = nounFacts.number
        var current = word
        var switchedGender = false
        var gender = genderFact.gender

        if genderChangeAllowed, let want = target.gender, want != gender || genderFact.variesWithReferent {
            if let switched = switchNounGender(word, to: want, fact: genderFact, context: context) {
                if switched.form != word { trace.fired(switched.rule, word, switched.form, facts: target.facts + switched.facts) }
                current = switched.form
                switchedGender = true
                gender = want
            } else if gender != nil, want != gender {
                trace.unchanged("pt.noun.gender.fixed", word,
                                because: "\(word) is \(gender!.rawValue) and has no \(want.rawValue) form",
                                facts: genderFact.fact.map { [$0] } ?? [])
            }
        }
        if target.plural != nil, phrase.isModelName(at: h) {
            phrase.tokens[h].text = current
            trace.unchanged("pt.noun.model-name", word, because: "\(word) and the number after it name a product, which keeps its form")
        } else if let plural = target.plural {
            // The noun's own forms are known already; a form of the other gender is looked up.
            let facts = !switchedGender || ExactText(current) == ExactText(word) ? nounFacts : words.word(current)
            let f = plural ? facts.plural : facts.singular
            phrase.tokens[h].text = f.form
            trace.fired(f.rule, current, f.form, facts: target.facts + f.facts)
        } else {
            phrase.tokens[h].text = current
            target.plural = number.plural
            // The facts only ever go into the trace.
            if trace.isRecording { target.facts.append(TraceFact(word, "number", number.plural ? "other" : "one", source: number.source)) }
        }
        // The words around the noun agree with the gender it has (the request's only when the noun took it).
        target.gender = gender ?? target.gender
        if trace.isRecording, let f = genderFact.fact { target.facts.append(f) }
    }

    /// The noun's form for the other gender: the lexicon's `f.sg`/`m.sg` forms, or the ending rules for a
    /// noun no lexicon knows. Nil when the noun's gender is fixed.
    static func switchNounGender(_ word: String, to want: GrammaticalGender, fact: PortugueseGender.Fact,
                                 context: AgreementContext) -> PortugueseForm? {
        let lexicon = context.lexicon
        let locale = context.locale
        if let r = PortugueseNouns.readings(of: word, lexicon: lexicon, locale: locale).first {
            let e = r.entry
            let plural = !r.isBaseForm && r.slots.allSatisfy(PortugueseNouns.isPluralSlot)
            let own = e.gender.grammaticalGender
            let slot: String?
            if own == want || e.gender == .common {
                slot = plural ? "pl" : "sg"
            } else if want == .feminine, e.forms["f.sg"] != nil {
                slot = plural ? "f.pl" : "f.sg"
            } else if want == .masculine, e.forms["m.sg"] != nil {
                slot = plural ? "m.pl" : "m.sg"
            } else {
                slot = nil
            }
            if let slot, let variants = slot == "sg" ? [e.lemma] : e.forms[slot],
               let chosen = PortugueseSpelling.preferred(variants, lexicon: lexicon, locale: locale) {
                return PortugueseForm(form: Casing.apply(from: word, to: chosen.form), rule: "pt.noun.gender.lexicon",
                                      facts: [TraceFact(word, slot, chosen.form, source: PortugueseNouns.source(e))])
            }
            // A lemma of its own for the other gender, formed by the regular ending (gato → gata).
            if let other = PortugueseAdjectives.switchGender(e.lemma, to: want)?.form,
               let sibling = PortugueseNouns.readings(of: other, lexicon: lexicon, locale: locale)
                .first(where: { $0.isBaseForm && $0.entry.gender.grammaticalGender == want })?.entry {
                let form = plural ? (sibling.form("pl") ?? PortuguesePlurals.plural(sibling.lemma).form) : sibling.lemma
                return PortugueseForm(form: Casing.apply(from: word, to: form), rule: "pt.noun.gender.sibling-lemma",
                                      facts: [TraceFact(form, "grammaticalGender", want.rawValue, source: PortugueseNouns.source(sibling))])
            }
            // A nominalised adjective (o pequeno → a pequena) takes its adjective forms.
            if let a = PortugueseAdjectives.readings(of: word, lexicon: lexicon, locale: locale).first, a.entry.forms["f.sg"] != nil {
                let f = PortugueseAdjectives.inflect(word, gender: want, plural: plural, lexicon: lexicon, locale: locale)
                return PortugueseForm(form: f.form, rule: "pt.noun.gender.adjective-forms", facts: f.facts)
            }
            return nil
        }
        guard fact.source == .guess || fact.source == .declaration else { return nil }
        if let parts = PortugueseNouns.compoundParts(word) {
            let i = PortugueseNouns.varyingParts(parts, lexicon: lexicon, locale: locale).first ?? 0
            guard let f = switchNounGender(parts[i], to: want, fact: PortugueseGender.guess(parts[i]), context: context) else { return nil }
            var out = parts
            out[i] = f.form
            return PortugueseForm(form: out.joined(separator: "-"), rule: f.rule, facts: f.facts)
        }
        let f = PortugueseAdjectives.byRule(word, gender: want, plural: nil, family: "noun")
        guard f.form != word else { return nil }
        return f
    }
}
