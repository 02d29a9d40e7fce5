/// Spanish: gender and number agreement of articles (with del/al and el before stressed a-), demonstratives,
/// possessives, adjectives, participles and verbs with the head noun, counts and the user; noun plurals and
/// gender by lexicon and by rule; pronoun substitution (él/ella/elle).
public struct Spanish: LanguageGrammar {
    /// The Spanish plug-in; it has no settings.
    public init() {}
    /// `es`, for every Spanish locale (`es-ES`, `es-MX`).
    public var languageCode: String { "es" }
    /// Reads the text before a span: a copula there makes the span describe its subject — the user (*Has sido*,
    /// *Estás*; a role noun then names the user: *Eres ^[el nuevo propietario]*, see SpanishAddressee) or a noun
    /// (*El archivo ha sido*): see `CopulaBeforeSpan`.
    public var readsTextAroundSpans: (before: Bool, after: Bool) { (true, false) }

    /// The copulas and auxiliaries of the verb table (*es*, *ha*, *puede*) are verbs, and so is a word after a
    /// clitic (*se trata*) or an infinitive or participle after them (*han sido*); a word after a determiner is a
    /// noun (*una cita*), after *la*, *lo*, *los*, *las* only behind a preposition (*sin la cita*).
    public func partOfSpeechByPlace(_ phrase: Phrase, at index: Int, lexicon: Lexicon) -> PartOfSpeech? {
        SpanishVerbs.byPlace.partOfSpeech(phrase, at: index, lexicon: lexicon)
    }

    /// Subject, accusative, dative, reflexive, prepositional (*mí*, *ti*, *sí*) and possessive forms, with
    /// the neutral *elle*, *nosotres*, *vosotres*, *elles*.
    public var pronouns: PronounTable { SpanishPronouns.table }

    /// The third-person singular forms: *él/lo/le/se/sí* (masculine), *ella/la/le/se/sí* (feminine),
    /// *elle/le/le/se/sí* (neutral); no possessives, which agree with the possessed thing. Nil for other terms.
    public func pronounSet(for term: TermOfAddress) -> [InflectionMorphology.Pronoun]? {
        SpanishPronouns.set(for: term)
    }

    /// Gender, number, part of speech and definiteness of the head of `phrase`; guessed features are listed
    /// in ``PhraseAnalysis/guessed``.
    public func analyze(_ phrase: Phrase, context: AgreementContext) -> PhraseAnalysis {
        let lexicon = context.lexicon
        let sp = SpanishPhrase(phrase, lexicon: lexicon)
        var analysis = PhraseAnalysis()
        var m = InflectionMorphology()
        if let first = sp.determiners.first {
            let text = phrase.tokens[first].text
            if SpanishContractions.preposition(in: text) != nil {
                m.definiteness = .definite
            } else if let d = SpanishDeterminers.reading(of: text)?.family.definiteness {
                m.definiteness = d
            }
        }
        guard let head = sp.head ?? sp.order.first(where: { sp.role($0) == .content }) else {
            analysis.features = m
            return analysis
        }
        let info = SpanishInflection.headInfo(phrase, head, sp, lexicon: lexicon)
        // The facts are the trace's: without one, no array is made for them.
        let facts = context.recordsTrace
        if facts { analysis.facts.reserveCapacity(2) } // gender and number: one allocation, not one per fact
        m.grammaticalGender = info.gender
        m.number = info.number
        // (The head's facts as headInfo read them: the phrase has not changed since.)
        let score = SpanishPhrase.nominalScore(declared: phrase.tokens[head].declared, facts: info.facts)
        m.partOfSpeech = phrase.tokens[head].declared?.partOfSpeech ?? (score >= 1.5 ? .noun : .adjective)
        if score < 1.5 {
            // An adjective: its gender is the form's, not a noun's.
            let p = SpanishAdjectives.paradigm(of: phrase.tokens[head].text, lexicon: lexicon)
            m.grammaticalGender = p.gender
            m.number = p.number
        }
        if let f = info.genderFact {
            if facts { analysis.facts.append(f) }
            if f.source == .guess { analysis.guessed.insert("grammaticalGender") }
        }
        if facts { analysis.facts.append(info.numberFact) }
        if info.numberFact.source == .guess { analysis.guessed.insert("number") }
        if score >= 1.5 && score <= 2 { analysis.guessed.insert("partOfSpeech") }
        analysis.features = m
        return analysis
    }

    /// Finds the head noun and what it agrees with (request, count, `morphology`, controller), inflects the noun
    /// and makes articles, demonstratives, possessives, adjectives, participles and verbs agree; a span with no noun
    /// agrees with the user (*Bienvenido* → *Bienvenida*). Last, *de el* and *a el* contract to *del*, *al*.
    public func inflect(_ phrase: inout Phrase, mode: AgreementMode, context: AgreementContext,
                        trace: inout TraceRecorder) {
        // A participle after the auxiliary of a compound tense agrees with no subject (``CompoundTenseBeforeSpan``).
        if context.spanMorphology == nil, mode.isAutomaticOrAgreement,
           SpanishVerbs.compoundTense.leavesParticiple(phrase, context: context, rule: "es.participle.compound-tense", trace: &trace) {
            return
        }
        // A span naming the person addressed agrees with the user as a person concept's span does with the concept.
        if case .automatic = mode, let user = SpanishAddressee.controller(for: phrase, context: context, trace: &trace) {
            SpanishInflection.inflect(&phrase, mode: .agreement(user), context: context, trace: &trace)
            return
        }
        SpanishInflection.inflect(&phrase, mode: mode, context: context, trace: &trace)
    }

    /// Each pronoun takes the referent's form for its slot (*él* → *ella*, *elle*); for a predefined
    /// term possessives (*su*, *suyo*) stay, and *mismo* after a replaced pronoun takes the referent's gender
    /// (*sí mismo* → *sí misma*).
    public func substitutePronouns(_ phrase: inout Phrase, term: TermOfAddress, context: AgreementContext,
                                   trace: inout TraceRecorder) {
        SpanishPronouns.substitute(&phrase, term: term, context: context, trace: &trace)
    }
}
