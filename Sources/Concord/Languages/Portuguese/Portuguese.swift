/// Portuguese (pt-BR and pt-PT; the locale's region picks the spelling and the plural rule): noun number and
/// gender, articles and their contractions, demonstratives, possessives, adjectives and participles, verbs
/// agreeing with counts, words addressing the user, and pronoun substitution for terms of address.
public struct Portuguese: LanguageGrammar {
    /// The Portuguese plug-in; it has no settings (the locale's region is read from each request).
    public init() {}
    /// `pt`, for Brazil's and Portugal's Portuguese alike (`pt-BR`, `pt-PT`).
    public var languageCode: String { "pt" }
    /// Reads the text before a span: a copula there whose subject is the user makes a role noun in the span name
    /// the user (*Você é ^[o novo proprietário]*; see PortugueseAddressee), and a noun and its copula there
    /// (*O arquivo foi*) are whom the span describes (`CopulaBeforeSpan`).
    public var readsTextAroundSpans: (before: Bool, after: Bool) { (true, false) }

    /// The forms of the verb table (*é*, *foi*, *tem*, *pode*) are verbs, and so is a word after a
    /// clitic or after one of them (*pode ser*, *tem sido*); a word after a determiner is a noun, after *o*, *a*, *os*,
    /// *as* only behind a preposition.
    public func partOfSpeechByPlace(_ phrase: Phrase, at index: Int, lexicon: Lexicon) -> PartOfSpeech? {
        PortugueseVerbs.byPlace.partOfSpeech(phrase, at: index, lexicon: lexicon)
    }

    /// Subject, object, dative (*lhe*), reflexive, prepositional (*mim*, *ti*) and possessive forms
    /// (*seu*, *dele*/*dela*), with the neutral *elu*, *elus*, *delu*.
    public var pronouns: PronounTable { PortuguesePronouns.table }

    /// Subject, object, dative, genitive and prepositional forms, singular and plural, with *se*/*si*:
    /// masculine *ele/o/lhe/dele/ele*, feminine *ela/a/lhe/dela/ela*, neutral *elu/elu/lhe/delu/elu*; nil for other
    /// terms.
    public func pronounSet(for term: TermOfAddress) -> [InflectionMorphology.Pronoun]? {
        PortuguesePronouns.set(for: term)
    }

    /// A lone pronoun gives its slot; otherwise the head's gender, number and part of speech (noun or
    /// adjective, by the lexicon or by rule), and definiteness from the determiner (a demonstrative counts as
    /// definite).
    public func analyze(_ phrase: Phrase, context: AgreementContext) -> PhraseAnalysis {
        PortuguesePhrase.analyze(phrase, context: context)
    }

    /// Finds what the span agrees with (count, user, controller, request), inflects the head noun, then makes
    /// determiners, adjectives, participles and verbs agree, adding or switching articles when a definiteness is
    /// requested; the locale's region picks the spelling.
    public func inflect(_ phrase: inout Phrase, mode: AgreementMode, context: AgreementContext,
                        trace: inout TraceRecorder) {
        // A span naming the person addressed agrees with the user as a person concept's span does with the concept.
        if case .automatic = mode, let user = PortugueseAddressee.controller(for: phrase, context: context, trace: &trace) {
            PortugueseInflection.inflect(&phrase, mode: .agreement(user), context: context, trace: &trace)
            return
        }
        PortugueseInflection.inflect(&phrase, mode: mode, context: context, trace: &trace)
    }

    /// Each pronoun takes the referent's form for its slot (*ele* → *ela*, *elu*; *dele* → *dela*);
    /// possessive determiners (*seu*, *sua*) stay, as they agree with the possessed noun, and *mesmo* after a replaced
    /// pronoun follows the referent (*mesma*, *mesme*).
    public func substitutePronouns(_ phrase: inout Phrase, term: TermOfAddress, context: AgreementContext,
                                   trace: inout TraceRecorder) {
        PortuguesePronouns.substitute(&phrase, term: term, context: context, trace: &trace)
    }
}
