/// English: noun plurals, a/an, definiteness, demonstratives and verbs agreeing with counts, the genitive ’s,
/// and pronouns (substitution for terms of address, explicit inflection).
public struct English: LanguageGrammar {
    public init() {}
    public var languageCode: String { "en" }
    /// Articles and pronouns read the text after a span (`^[a](inflect: true) %@`); nothing reads the text before.
    public var readsTextAroundSpans: (before: Bool, after: Bool) { (false, true) }

    public func partOfSpeechByPlace(_ phrase: Phrase, at index: Int, lexicon: Lexicon) -> PartOfSpeech? {
        EnglishVerbs.byPlace.partOfSpeech(phrase, at: index, lexicon: lexicon)
    }

    public var pronouns: PronounTable { EnglishPronouns.table }

    /// Adjectives give their comparison, verbs their third person, past and participles (`Lexicons/FORMAT.md`).
    public func lexiconFormSlots(partOfSpeech: String) -> Set<String> {
        switch partOfSpeech {
        case "adjective": return ["comp", "sup"]
        case "verb": return ["3sg", "past", "pastpart", "ing"]
        default: return LexiconFormSlots.common(partOfSpeech: partOfSpeech)
        }
    }

    public func pronounSet(for term: TermOfAddress) -> [InflectionMorphology.Pronoun]? {
        EnglishPronouns.set(for: term)
    }

    public func substitutePronouns(_ phrase: inout Phrase, term: TermOfAddress, context: AgreementContext,
                                   trace: inout TraceRecorder) {
        EnglishReferents.substitute(&phrase, term: term, context: context, trace: &trace)
    }

    public func agreeTextAfterSubstitution(_ phrase: Phrase, following: inout [Token], context: AgreementContext,
                                           trace: inout TraceRecorder) {
        EnglishVerbs.agreeAfterSpan(phrase, following: &following, lexicon: context.lexicon, trace: &trace)
    }

    public func analyze(_ phrase: Phrase, context: AgreementContext) -> PhraseAnalysis {
        EnglishAnalysis.analyze(phrase, lexicon: context.lexicon)
    }

    public func inflect(_ phrase: inout Phrase, mode: AgreementMode, context: AgreementContext,
                        trace: inout TraceRecorder) {
        EnglishInflection.inflect(&phrase, mode: mode, context: context, trace: &trace)
    }
}
