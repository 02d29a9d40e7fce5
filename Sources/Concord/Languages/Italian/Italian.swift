/// Italian: noun plurals and gender, articles il/lo/l’/la/i/gli/le and un/uno/una/un’ by the next word's
/// sound, contractions (del, allo, nell’…), demonstratives, possessives, adjective and participle agreement,
/// verbs agreeing with counts, and pronoun substitution for terms of address.
public struct Italian: LanguageGrammar {
    /// The Italian plug-in; it has no settings.
    public init() {}
    /// `it`, for every Italian locale (`it-IT`, `it-CH`).
    public var languageCode: String { "it" }
    /// The text before a span: a determiner written right before it makes a number at its start a noun (`Il ^[%lld
    /// è pronto](inflect: true)`), not a count.
    public var readsTextAroundSpans: (before: Bool, after: Bool) { (true, false) }

    /// The forms of *essere*, *avere*, *stare*, the modals and the linking verbs are verbs, and so is
    /// a word after a clitic or after one of them (*possono essere*, *è stato*); a word after a determiner is a noun
    /// (*il programma*), after *lo*, *la*, *le*, *li*, *gli*, *l’* only behind a preposition.
    public func partOfSpeechByPlace(_ phrase: Phrase, at index: Int, lexicon: Lexicon) -> PartOfSpeech? {
        ItalianVerbs.byPlace.partOfSpeech(phrase, at: index, lexicon: lexicon)
    }

    /// Subject, clitic (`accusative` *lo*, *la*; `dative` *gli*, *le*), reflexive, stressed (`prepositional`:
    /// *me*, *lui*, *sé*) and possessive forms.
    public var pronouns: PronounTable { ItalianPronouns.table }

    /// Subject, direct object, indirect object and emphatic reflexive: masculine *lui/lo/gli/sé stesso*,
    /// feminine *lei/la/le/sé stessa*, neutral *ləi/lə/gli/sé stessə* (the schwa forms); nil for other terms.
    public func pronounSet(for term: TermOfAddress) -> [InflectionMorphology.Pronoun]? {
        ItalianPronouns.set(for: term)
    }

    /// A lone pronoun gives its slot; otherwise the head noun's gender, number and part of speech (a number
    /// as head is masculine singular), else those of an adjective or a determiner, and definiteness from the article.
    public func analyze(_ phrase: Phrase, context: AgreementContext) -> PhraseAnalysis {
        ItalianAnalysis.analyze(phrase, context: context)
    }

    /// Decides the gender and number (request, count, argument, concept or user), inflects the head noun, then
    /// right to left adjectives, verbs and determiners, choosing articles by the next word's sound (*il*/*lo*/*l’*,
    /// *un*/*uno*/*un’*) and contractions (*del*, *nell’*); adds an article when a definiteness is requested.
    public func inflect(_ phrase: inout Phrase, mode: AgreementMode, context: AgreementContext,
                        trace: inout TraceRecorder) {
        // A participle after the auxiliary of a compound tense agrees with no subject (``CompoundTenseBeforeSpan``).
        if context.spanMorphology == nil, mode.isAutomaticOrAgreement,
           ItalianVerbs.compoundTense.leavesParticiple(phrase, context: context, rule: "it.participle.compound-tense", trace: &trace) {
            return
        }
        // A clause addressing the user after other words is read apart from them (``ClauseAddressingTheUser``).
        if case .automatic = mode, context.spanMorphology == nil,
           case let clauses = ItalianVerbs.userClause.clauses(in: phrase), !clauses.isEmpty {
            ClauseAddressingTheUser.inflect(&phrase, clauses: clauses, context: context) {
                inflect(&$0, mode: mode, context: $1, trace: &trace)
            }
            return
        }
        // A span naming the person addressed agrees with the user as a person concept's span does with the concept.
        if case .automatic = mode, let user = ItalianAddressee.controller(for: phrase, context: context, trace: &trace) {
            ItalianInflection.inflect(&phrase, mode: .agreement(user), context: context, trace: &trace)
            return
        }
        ItalianInflection.inflect(&phrase, mode: mode, context: context, trace: &trace)
    }

    /// *lui*/*lei*, *lo*/*la*, *gli*/*le* and *sé stesso*/*sé stessa* take the referent's forms;
    /// possessives (*suo*, *sua*), which agree with the possessed noun, and *si* stay. A custom set's forms are matched
    /// by slot.
    public func substitutePronouns(_ phrase: inout Phrase, term: TermOfAddress, context: AgreementContext,
                                   trace: inout TraceRecorder) {
        ItalianPronouns.substitute(&phrase, term: term, context: context, trace: &trace)
    }
}
