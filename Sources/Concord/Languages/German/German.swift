/// German: four cases, three genders, strong/weak/mixed adjective declension, articles and determiners in
/// every case, prepositions fused with articles (*im*, *zur*), weak and adjectival nouns, compounds declined
/// by their head, person nouns that follow the referent's gender, and pronoun substitution.
public struct German: LanguageGrammar {
    /// The German plug-in; it has no settings.
    public init() {}
    /// `de`, for every German locale (`de-DE`, `de-AT`, `de-CH`).
    public var languageCode: String { "de" }
    /// Every noun is written with a capital letter.
    public var capitalizesNouns: Bool { true }
    /// The text before a span: a preposition written right before it governs its case (`Mit ^[%@](inflect: true)`);
    /// the text after it: an infinitive that ends it makes an argument its object (`^[%@](inflect: true) löschen`).
    public var readsTextAroundSpans: (before: Bool, after: Bool) { (true, true) }

    /// Personal pronouns in the four cases (*er/ihn/ihm/seiner*), reflexives, and possessive determiners
    /// and pronouns.
    public var pronouns: PronounTable { GermanPronouns.table }

    /// Nouns give each case in both numbers; adjectives their stem and comparison (`Lexicons/FORMAT.md`).
    public func lexiconFormSlots(partOfSpeech: String) -> Set<String> {
        switch partOfSpeech {
        case "noun": return ["nom.sg", "acc.sg", "dat.sg", "gen.sg", "nom.pl", "acc.pl", "dat.pl", "gen.pl"]
        case "adjective": return ["stem", "comp", "sup"]
        default: return LexiconFormSlots.common(partOfSpeech: partOfSpeech)
        }
    }

    /// Nominative, accusative, dative, genitive, possessive determiner, possessive pronoun and reflexive:
    /// masculine *er/ihn/ihm/seiner/sein/seine/sich*, feminine *sie/sie/ihr/ihrer/ihr/ihre/sich*, neutral
    /// *dey/dem/dem/deren/deren/deren/sich*; nil for other terms.
    public func pronounSet(for term: TermOfAddress) -> [InflectionMorphology.Pronoun]? {
        GermanPronouns.set(for: term)
    }

    /// The head noun's gender (lexicon or guessed) and person; number and case from the endings of the
    /// determiner and adjectives (case only when they tell one), a count's number, and definiteness from the
    /// determiner.
    public func analyze(_ phrase: Phrase, context: AgreementContext) -> PhraseAnalysis {
        GermanInflection.analyze(phrase, context: context)
    }

    /// Finds the noun phrase and the case, gender and number it is in and is asked for, then declines the
    /// head noun (weak and adjectival nouns, compounds by their head), the determiner and the adjectives, fuses or
    /// splits preposition + article (*in dem* → *im*), and makes verbs agree in number.
    public func inflect(_ phrase: inout Phrase, mode: AgreementMode, context: AgreementContext,
                        trace: inout TraceRecorder) {
        // A span naming the person addressed agrees with the user as a person concept's span does with the concept.
        if case .automatic = mode, let user = GermanAddressee.controller(for: phrase, context: context, trace: &trace) {
            GermanInflection.inflect(&phrase, mode: .agreement(user), context: context, trace: &trace)
            return
        }
        GermanInflection.inflect(&phrase, mode: mode, context: context, trace: &trace)
    }

    /// Third-person pronouns take the referent's form for their case (*er* → *sie*, *dey*); possessive
    /// determiners keep the ending the possessed noun gives them (*seinen* → *ihren*), while *deren* takes none.
    public func substitutePronouns(_ phrase: inout Phrase, term: TermOfAddress, context: AgreementContext,
                                   trace: inout TraceRecorder) {
        GermanPronouns.substitute(&phrase, term: term, context: context, trace: &trace)
    }
}
