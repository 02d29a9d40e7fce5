/// Italian: noun plurals and gender, articles il/lo/l’/la/i/gli/le and un/uno/una/un’ by the next word's
/// sound, contractions (del, allo, nell’…), demonstratives, possessives, adjective and participle agreement,
/// verbs agreeing with counts, and pronoun substitution for terms of address.
public struct Italian: LanguageGrammar {
    public init() {}
    public var languageCode: String { "it" }
    /// No rule reads the text around a span.
    public var readsTextAroundSpans: (before: Bool, after: Bool) { (false, false) }

    public func partOfSpeechByPlace(_ phrase: Phrase, at index: Int, lexicon: Lexicon) -> PartOfSpeech? {
        ItalianVerbs.byPlace.partOfSpeech(phrase, at: index, lexicon: lexicon)
    }

    public var pronouns: PronounTable { ItalianPronouns.table }

    public func pronounSet(for term: TermOfAddress) -> [InflectionMorphology.Pronoun]? {
        ItalianPronouns.set(for: term)
    }

    public func analyze(_ phrase: Phrase, context: AgreementContext) -> PhraseAnalysis {
        ItalianAnalysis.analyze(phrase, context: context)
    }

    public func inflect(_ phrase: inout Phrase, mode: AgreementMode, context: AgreementContext,
                        trace: inout TraceRecorder) {
        ItalianInflection.inflect(&phrase, mode: mode, context: context, trace: &trace)
    }

    public func substitutePronouns(_ phrase: inout Phrase, term: TermOfAddress, context: AgreementContext,
                                   trace: inout TraceRecorder) {
        ItalianPronouns.substitute(&phrase, term: term, context: context, trace: &trace)
    }
}
