/// Portuguese (pt-BR and pt-PT; the locale's region picks the spelling and the plural rule): noun number and
/// gender, articles and their contractions, demonstratives, possessives, adjectives and participles, verbs
/// agreeing with counts, words addressing the user, and pronoun substitution for terms of address.
public struct Portuguese: LanguageGrammar {
    public init() {}
    public var languageCode: String { "pt" }
    /// No rule reads the text around a span.
    public var readsTextAroundSpans: (before: Bool, after: Bool) { (false, false) }

    public func partOfSpeechByPlace(_ phrase: Phrase, at index: Int, lexicon: Lexicon) -> PartOfSpeech? {
        PortugueseVerbs.byPlace.partOfSpeech(phrase, at: index, lexicon: lexicon)
    }

    public var pronouns: PronounTable { PortuguesePronouns.table }

    public func pronounSet(for term: TermOfAddress) -> [InflectionMorphology.Pronoun]? {
        PortuguesePronouns.set(for: term)
    }

    public func analyze(_ phrase: Phrase, context: AgreementContext) -> PhraseAnalysis {
        PortuguesePhrase.analyze(phrase, context: context)
    }

    public func inflect(_ phrase: inout Phrase, mode: AgreementMode, context: AgreementContext,
                        trace: inout TraceRecorder) {
        PortugueseInflection.inflect(&phrase, mode: mode, context: context, trace: &trace)
    }

    public func substitutePronouns(_ phrase: inout Phrase, term: TermOfAddress, context: AgreementContext,
                                   trace: inout TraceRecorder) {
        PortuguesePronouns.substitute(&phrase, term: term, context: context, trace: &trace)
    }
}
