import Foundation

/// French: noun plurals and gender, articles with elision and contraction (le/la/l’/les, du/de la/de l’,
/// au/à la/à l’/aux), demonstratives and possessives, adjective and participle agreement, verbs agreeing
/// with counts, and pronoun substitution for terms of address (neutral: iel/iel/lui/ellui).
public struct French: LanguageGrammar {
    public init() {}
    public var languageCode: String { "fr" }
    /// No rule reads the text around a span.
    public var readsTextAroundSpans: (before: Bool, after: Bool) { (false, false) }

    public func partOfSpeechByPlace(_ phrase: Phrase, at index: Int, lexicon: Lexicon) -> PartOfSpeech? {
        FrenchVerbs.byPlace.partOfSpeech(phrase, at: index, lexicon: lexicon)
    }

    public var pronouns: PronounTable { FrenchPronouns.table }

    /// Adjectives also give the masculine singular before a vowel (*bel*, *nouvel*: `Lexicons/FORMAT.md`).
    public func lexiconFormSlots(partOfSpeech: String) -> Set<String> {
        partOfSpeech == "adjective" ? ["f.sg", "m.pl", "f.pl", "m.sg.vowel"] : LexiconFormSlots.common(partOfSpeech: partOfSpeech)
    }

    public func pronounSet(for term: TermOfAddress) -> [InflectionMorphology.Pronoun]? {
        FrenchPronouns.set(for: term)
    }

    public func analyze(_ phrase: Phrase, context: AgreementContext) -> PhraseAnalysis {
        var joined = phrase
        FrenchPhrase.joinKnownCompounds(&joined, lexicon: context.lexicon)
        return FrenchPhrase.analyze(joined, context: context)
    }

    public func inflect(_ phrase: inout Phrase, mode: AgreementMode, context: AgreementContext,
                        trace: inout TraceRecorder) {
        FrenchInflection.inflect(&phrase, mode: mode, context: context, trace: &trace)
    }

    public func substitutePronouns(_ phrase: inout Phrase, term: TermOfAddress, context: AgreementContext,
                                   trace: inout TraceRecorder) {
        FrenchPronouns.substitute(&phrase, term: term, context: context, trace: &trace)
    }
}
