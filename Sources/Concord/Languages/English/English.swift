/// English: noun plurals, a/an, definiteness, demonstratives and verbs agreeing with counts, the genitive ’s,
/// and pronouns (substitution for terms of address, explicit inflection).
public struct English: LanguageGrammar {
    /// The English plug-in; it has no settings.
    public init() {}
    /// `en`, for every English locale (`en-US`, `en-GB`).
    public var languageCode: String { "en" }
    /// Articles and pronouns read the text after a span (`^[a](inflect: true) %@`); nothing reads the text before.
    public var readsTextAroundSpans: (before: Bool, after: Bool) { (false, true) }
    /// False: an English noun has no grammatical gender (*his friend* says nothing of the friend).
    public var nounsHaveGender: Bool { false }

    /// A verb's base form or participle right after a modal or *do* is a verb (*can update*); a word
    /// after a determiner is a noun (*the file*), after *her* or *that* only behind a preposition (*let her file*).
    /// A modal itself says nothing: *a can*, *the wrong will*.
    public func partOfSpeechByPlace(_ phrase: Phrase, at index: Int, lexicon: Lexicon) -> PartOfSpeech? {
        EnglishVerbs.byPlace.partOfSpeech(phrase, at: index, lexicon: lexicon)
    }

    /// *I/me/my/mine/myself* through *they/them/their/theirs/themselves*, with *he*, *she*, *it*, singular
    /// *themself*, and *you* in both numbers.
    public var pronouns: PronounTable { EnglishPronouns.table }

    /// Adjectives give their comparison, verbs their third person, past and participles (`Lexicons/FORMAT.md`).
    public func lexiconFormSlots(partOfSpeech: String) -> Set<String> {
        switch partOfSpeech {
        case "adjective": return ["comp", "sup"]
        case "verb": return ["3sg", "past", "pastpart", "ing"]
        default: return LexiconFormSlots.common(partOfSpeech: partOfSpeech)
        }
    }

    /// Masculine *he/him/his/his/himself*, feminine *she/her/her/hers/herself*, neutral
    /// *they/them/their/theirs/themselves* (subject, object, possessive determiner, possessive pronoun, reflexive);
    /// nil for other terms.
    public func pronounSet(for term: TermOfAddress) -> [InflectionMorphology.Pronoun]? {
        EnglishPronouns.set(for: term)
    }

    /// The default substitution, but an ambiguous pronoun's slot is read from the word after it, even past
    /// the span (`^[his](referentConcept: 1) profile` → *her profile*, `^[his](referentConcept: 1).` → *hers.*);
    /// then a verb in the span agrees with a changed subject (*They are* → *He is*).
    public func substitutePronouns(_ phrase: inout Phrase, term: TermOfAddress, context: AgreementContext,
                                   trace: inout TraceRecorder) {
        EnglishReferents.substitute(&phrase, term: term, context: context, trace: &trace)
    }

    /// When the span ends with a subject pronoun that changed, the verb right after it
    /// agrees (`^[They](referentConcept: 1) are on their way` + masculine → `He is on his way`); nothing else after
    /// the span changes.
    public func agreeTextAfterSubstitution(_ phrase: Phrase, following: inout [Token], context: AgreementContext,
                                           trace: inout TraceRecorder) {
        EnglishVerbs.agreeAfterSpan(phrase, following: &following, lexicon: context.lexicon, trace: &trace)
    }

    /// The head noun's number (lexicon, declared, or guessed from its ending) and part of speech, definiteness
    /// from *the* or *a*/*an* only, genitive case for a phrase ending in *’s*, and a lone pronoun's person, number and
    /// gender. English nouns have no grammatical gender.
    public func analyze(_ phrase: Phrase, context: AgreementContext) -> PhraseAnalysis {
        EnglishAnalysis.analyze(phrase, lexicon: context.lexicon, recording: context.recordsTrace)
    }

    /// Applies the English rules in order: pronouns, the head noun's number (irregular, Latin and compound
    /// plurals: *passer-by* → *passers-by*), demonstratives, articles (definiteness, then *a*/*an* by sound), verbs
    /// agreeing with the count, and the genitive *’s*.
    public func inflect(_ phrase: inout Phrase, mode: AgreementMode, context: AgreementContext,
                        trace: inout TraceRecorder) {
        EnglishInflection.inflect(&phrase, mode: mode, context: context, trace: &trace)
    }
}
