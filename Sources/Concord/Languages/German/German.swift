/// German: four cases, three genders, strong/weak/mixed adjective declension, articles and determiners in
/// every case, prepositions fused with articles (*im*, *zur*), weak and adjectival nouns, compounds declined
/// by their head, person nouns that follow the referent's gender, and pronoun substitution.
public struct German: LanguageGrammar {
    public init() {}
    public var languageCode: String { "de" }
    /// Every noun is written with a capital letter.
    public var capitalizesNouns: Bool { true }
    /// No rule reads the text around a span.
    public var readsTextAroundSpans: (before: Bool, after: Bool) { (false, false) }

    public var pronouns: PronounTable { GermanPronouns.table }

    /// Nouns give each case in both numbers; adjectives their stem and comparison (`Lexicons/FORMAT.md`).
    public func lexiconFormSlots(partOfSpeech: String) -> Set<String> {
        switch partOfSpeech {
        case "noun": return ["nom.sg", "acc.sg", "dat.sg", "gen.sg", "nom.pl", "acc.pl", "dat.pl", "gen.pl"]
        case "adjective": return ["stem", "comp", "sup"]
        default: return LexiconFormSlots.common(partOfSpeech: partOfSpeech)
        }
    }

    public func pronounSet(for term: TermOfAddress) -> [InflectionMorphology.Pronoun]? {
        GermanPronouns.set(for: term)
    }

    public func analyze(_ phrase: Phrase, context: AgreementContext) -> PhraseAnalysis {
        GermanInflection.analyze(phrase, context: context)
    }

    public func inflect(_ phrase: inout Phrase, mode: AgreementMode, context: AgreementContext,
                        trace: inout TraceRecorder) {
        GermanInflection.inflect(&phrase, mode: mode, context: context, trace: &trace)
    }

    public func substitutePronouns(_ phrase: inout Phrase, term: TermOfAddress, context: AgreementContext,
                                   trace: inout TraceRecorder) {
        GermanPronouns.substitute(&phrase, term: term, context: context, trace: &trace)
    }
}
