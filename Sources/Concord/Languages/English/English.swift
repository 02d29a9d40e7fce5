/// English: noun plurals, a/an, demonstratives and verbs agreeing with counts, genitive ’s, and pronoun
/// substitution for terms of address.
public struct English: LanguageGrammar {
    public init() {}
    public var languageCode: String { "en" }

    public var pronouns: PronounTable { EnglishPronouns.table }

    public func pronounSet(for term: TermOfAddress) -> [InflectionMorphology.Pronoun]? {
        EnglishPronouns.set(for: term)
    }

    public func analyze(_ phrase: Phrase, context: AgreementContext) -> PhraseAnalysis {
        EnglishNouns.analyze(phrase, lexicon: context.lexicon)
    }

    public func inflect(_ phrase: inout Phrase, mode: AgreementMode, context: AgreementContext,
                        trace: inout TraceRecorder) {
        EnglishInflection.inflect(&phrase, mode: mode, context: context, trace: &trace)
    }
}
