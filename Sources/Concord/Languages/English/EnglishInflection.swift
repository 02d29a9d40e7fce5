/// Applies the English rules to a span, in order: pronouns, the head noun's number, demonstratives,
/// articles (definiteness, then *a*/*an* by sound), verbs, and the genitive.
enum EnglishInflection {
    /// What the span must agree with, gathered from the mode.
    struct Target {
        var number: GrammaticalNumber?
        var numberFact: TraceFact?
        var definiteness: Definiteness?
        var grammaticalCase: GrammaticalCase?
        /// Features for the pronouns of the span.
        var pronoun: InflectionMorphology?
        var pronounSource: FactSource = .request
        /// The controller's text, for a span that is only an article (`^[a](agreeWithArgument: 1) %@`).
        var controllerText: String?
        /// The number is the head noun's own: the other words agree with the noun, which stays as written
        /// (`^[This %@ is ready](inflect: true)` + `salads` → `These salads are ready`).
        var numberFromHead = false
    }

    static func inflect(_ phrase: inout Phrase, mode: AgreementMode, context: AgreementContext,
                        trace: inout TraceRecorder) {
        let lexicon = context.lexicon
        // `partOfSpeech: 'verb'` on a lone word: the verb's number, not a noun's (`works` → `work`).
        if case .explicit(let m) = mode, m.partOfSpeech == .verb, let number = m.number, phrase.wordIndices.count == 1,
           EnglishVerbs.inflectLone(&phrase, at: phrase.wordIndices[0], number: number, lexicon: lexicon, trace: &trace) {
            return
        }
        let s = EnglishPhraseStructure(phrase, lexicon: lexicon, textAfter: context.textAfter)
        // The structure read last and the phrase's edit count then: while no token has changed since, the structure
        // holds without a new reading. (Keeping the tokens to compare would make the next change copy them all.)
        var lastRead = (structure: s, edits: phrase.edits)
        func structureNow() -> EnglishPhraseStructure {
            if phrase.edits != lastRead.edits {
                lastRead = (EnglishPhraseStructure(phrase, words: s.words, textAfter: context.textAfter), phrase.edits)
            }
            return lastRead.structure
        }
        let target = self.target(for: mode, phrase: phrase, structure: s, context: context, recording: trace.isRecording)
        let entriesBefore = trace.count

        // Pronouns.
        var hasPronoun = false
        if let request = target.pronoun, EnglishPronouns.asksForPronoun(request) {
            var p = request
            // A count or a declared number in a span with a noun is for the noun, not for the pronouns.
            if s.head != nil { p.number = nil; p.grammaticalCase = nil }
            if EnglishPronouns.asksForPronoun(p) {
                hasPronoun = EnglishPronouns.inflect(&phrase, to: p, source: target.pronounSource,
                                                     textAfter: context.textAfter, lexicon: lexicon, trace: &trace)
                EnglishVerbs.agreeWithChangedSubjects(&phrase, lexicon: lexicon, textAfter: context.textAfter, trace: &trace)
            }
        }

        // The head noun's number.
        var pluralized: Int?
        var headPlural = false
        if var h = s.head {
            // A hyphenated compound the lexicon knows inflects as a whole (`passer-by` → `passers-by`); it is
            // put into its first token and the others are emptied.
            if let range = EnglishPhraseStructure.compound(around: h, in: phrase), target.number != nil {
                let whole = phrase.tokens[range].map(\.text).joined()
                let (base, pl) = EnglishNouns.nounReadings(whole, lexicon: lexicon)
                if base != nil || pl != nil {
                    phrase.tokens[range.lowerBound].text = whole
                    for k in range.dropFirst() {
                        phrase.tokens[k].text = ""
                        phrase.tokens[k].kind = .space
                    }
                    h = range.lowerBound
                } else if let first = EnglishClassicalPhrases.agentCompoundHead(range, in: phrase) {
                    h = first
                }
            }
            let word = phrase.tokens[h].text
            if let number = target.number, !target.numberFromHead, let latin = latinPair(&phrase, head: h, number: number, fact: target.numberFact, words: s.words, trace: &trace) {
                pluralized = number.isSingular ? nil : latin
                headPlural = !number.isSingular
            } else if s.isProductName(phrase) {
                trace.unchanged("en.noun.product-name", phrase.tokens[h].text,
                                because: "a name with a model number (iPhone 15, Galaxy S23) is not inflected")
            } else if target.numberFromHead {
                headPlural = !(target.number?.isSingular ?? true)
            } else if let number = target.number {
                let fact = trace.isRecording ? target.numberFact ?? TraceFact(word, "number", number.markupName, source: .request)
                    : Self.unrecordedFact
                if number.isSingular {
                    if let r = EnglishNouns.singular(of: word, facts: s.words.facts(at: h, in: phrase)) {
                        phrase.tokens[h].text = r.form
                        trace.fired(r.rule, word, r.form, facts: [fact] + r.facts)
                    } else {
                        trace.fired("en.noun.singular.already-singular", word, word, facts: [fact])
                    }
                } else {
                    let headFacts = s.words.facts(at: h, in: phrase)
                    let acronym = EnglishNouns.isAcronym(word, facts: headFacts, in: phrase, textAfter: context.textAfter,
                                                         lexicon: lexicon)
                    let r = EnglishNouns.plural(of: word, facts: headFacts, acronym: acronym, explains: trace.isRecording)
                    phrase.tokens[h].text = r.form
                    trace.fired(r.rule, word, r.form, facts: [fact] + r.facts)
                    pluralized = h
                    headPlural = true
                }
            } else {
                headPlural = s.words.facts(at: h, in: phrase).number.plural
            }
        }

        // Demonstratives and verbs agree with the number.
        if let number = target.number {
            // The fact is read by the trace alone: the phrase's text is not joined for it when nobody records.
            let fact = trace.isRecording ? target.numberFact ?? TraceFact(phrase.text, "number", number.markupName, source: .request)
                : Self.unrecordedFact
            if !hasPronoun || s.head != nil {
                EnglishDemonstratives.agree(&phrase, number: number, numberFact: fact, structure: s, trace: &trace)
            }
            let current = structureNow()
            EnglishVerbs.agree(&phrase, number: number, numberFact: fact, structure: current, trace: &trace)
        }

        // Articles.
        if let d = target.definiteness {
            let s2 = structureNow()
            EnglishArticles.applyDefiniteness(d, plural: headPlural, to: &phrase, structure: s2, trace: &trace)
        } else if headPlural, pluralized != nil || target.numberFromHead,
                  let a = s.determiners.first(where: { EnglishWords.indefiniteArticles.contains(phrase.tokens[$0].text.lowercasedFast()) }) {
            let before = phrase.text
            EnglishArticles.removeArticle(at: a, from: &phrase)
            trace.fired("en.article.indefinite-plural", before, phrase.text,
                        facts: [target.numberFact ?? TraceFact(before, "number", "other", source: .request)],
                        note: "English has no indefinite article in the plural")
        }
        if let text = target.controllerText, phrase.wordIndices.count == 1, let i = phrase.wordIndices.first,
           EnglishWords.indefiniteArticles.contains(phrase.tokens[i].text.lowercasedFast()),
           let first = Phrase(text).tokens.first(where: { $0.kind == .word || $0.kind == .number }) {
            let word = phrase.tokens[i].text
            let choice = EnglishArticles.indefinite(before: first.text, lexicon: lexicon)
            phrase.tokens[i].text = Casing.apply(from: word, to: choice.article)
            trace.fired(choice.rule, word, phrase.tokens[i].text, facts: [choice.fact])
        } else {
            EnglishArticles.agreeIndefinites(&phrase, words: s.words, textAfter: context.textAfter, trace: &trace)
        }

        // The genitive.
        if target.grammaticalCase == .genitive, !hasPronoun {
            EnglishGenitive.apply(&phrase, pluralized: pluralized, lexicon: lexicon,
                                  request: TraceFact(phrase.text, "grammaticalCase", "genitive", source: .request),
                                  trace: &trace)
        }

        if trace.count == entriesBefore {
            explainNothing(phrase, mode: mode, structure: s, context: context, trace: &trace)
        }
    }

    /// A Latin noun + adjective at the end of the noun phrase both change (`gluteus maximus` → `glutei maximi`);
    /// returns the adjective's index, which is the phrase's last word.
    static func latinPair(_ phrase: inout Phrase, head h: Int, number: GrammaticalNumber, fact: TraceFact?,
                          words: EnglishSpanWords, trace: inout TraceRecorder) -> Int? {
        guard let p = phrase.previousWord(before: h), phrase.tokens[p].kind == .word,
              let pair = EnglishClassicalPhrases.latinPair(phrase.tokens[p].text, phrase.tokens[h].text,
                                                            nounFacts: words.facts(at: p, in: phrase),
                                                            adjectiveFacts: words.facts(at: h, in: phrase),
                                                            plural: !number.isSingular, lexicon: words.lexicon) else { return nil }
        let before = phrase.tokens[p].text + " " + phrase.tokens[h].text
        phrase.tokens[p].text = pair.0
        phrase.tokens[h].text = pair.1
        trace.fired("en.noun.plural.latin-phrase", before, pair.0 + " " + pair.1,
                    facts: [fact ?? TraceFact(before, "number", number.markupName, source: .request),
                            TraceFact(before, "Latin noun + adjective", "same ending", source: .grammar)])
        return h
    }

    /// Stands for a fact only the trace would read, when the trace is not recorded.
    static let unrecordedFact = TraceFact("", "", "", source: .grammar)

    /// What the span must agree with; `recording`: false leaves out ``Target/numberFact``, which only the trace
    /// reads (and which joins the phrase's text).
    static func target(for mode: AgreementMode, phrase: Phrase, structure s: EnglishPhraseStructure,
                       context: AgreementContext, recording: Bool) -> Target {
        var t = Target()
        func noteNumber(_ fact: @autoclosure () -> TraceFact) {
            if recording { t.numberFact = fact() }
        }
        let declared = context.spanMorphology?.number
        switch mode {
        case .automatic:
            if let n = declared {
                t.number = n
                noteNumber(TraceFact(phrase.text, "number", n.markupName, source: .declaration))
            } else if let c = s.count, let value = phrase.tokens[c].number {
                let n = context.number(for: value)
                t.number = n
                noteNumber(TraceFact(value.text, "number", n.markupName, source: .count))
            } else if let h = s.head {
                let word = phrase.tokens[h].text
                if let n = phrase.tokens[h].declared?.number {
                    t.number = n
                    noteNumber(TraceFact(word, "number", n.markupName, source: .declaration))
                } else {
                    let (plural, source) = s.words.facts(at: h, in: phrase).number
                    t.number = plural ? .plural : .singular
                    noteNumber(TraceFact(word, "number", plural ? "other" : "one", source: source))
                }
                t.numberFromHead = true
            }
        case .explicit(let m):
            // The requested number wins; otherwise a declared number or a count in the span still applies
            // (`^[%lld %@](inflect: {grammaticalCase: 'genitive'})`).
            if let n = m.number ?? declared {
                t.number = n
                noteNumber(TraceFact(phrase.text, "number", n.markupName, source: m.number != nil ? .request : .declaration))
            } else if let c = s.count, let value = phrase.tokens[c].number {
                let n = context.number(for: value)
                t.number = n
                noteNumber(TraceFact(value.text, "number", n.markupName, source: .count))
            }
            t.definiteness = m.definiteness
            t.grammaticalCase = m.grammaticalCase
            t.pronoun = m
        case .agreement(let c):
            t.number = c.features.number
            if let n = t.number {
                noteNumber(TraceFact(c.text, "number", n.markupName,
                                     source: c.facts.first(where: { $0.feature == "number" })?.source ?? (c.isPerson ? .concept : .argument)))
            }
            t.definiteness = c.features.definiteness
            if c.isPerson {
                t.pronoun = InflectionMorphology(grammaticalGender: c.features.grammaticalGender)
                t.pronounSource = .concept
            }
            t.controllerText = c.text
        }
        return t
    }

    /// Says why a span came out as written.
    static func explainNothing(_ phrase: Phrase, mode: AgreementMode, structure s: EnglishPhraseStructure,
                               context: AgreementContext, trace: inout TraceRecorder) {
        let addressesUser = phrase.words.contains { ["you", "your", "yours", "yourself", "yourselves"].contains($0.lowercasedFast()) }
        switch mode {
        case .automatic where addressesUser || context.user != .unknown:
            trace.unchanged("en.user.ungendered", phrase.text,
                            because: "English words addressing the user do not change with the user's term of address, and the span has no number to agree with")
        case .automatic where s.count != nil && s.head == nil:
            trace.unchanged("en.unchanged.no-noun", phrase.text,
                            because: "the span's count has no noun after it to agree with")
        case .automatic where s.count != nil:
            trace.unchanged("en.unchanged.agrees", phrase.text,
                            because: "the span's noun and the words after it already agree with its count")
        case .automatic:
            trace.unchanged("en.unchanged.no-number", phrase.text,
                            because: "no count and no declared number in the span, and nothing in it disagrees with its noun")
        case .explicit(let m):
            trace.unchanged("en.unchanged.nothing-to-inflect", phrase.text,
                            because: "English has nothing in this span that inflects for \(m)")
        case .agreement(let c):
            trace.unchanged("en.unchanged.nothing-to-inflect", phrase.text,
                            because: "nothing in this span agrees with ‘\(c.text)’ in English")
        }
    }
}
