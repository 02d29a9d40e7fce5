import Foundation

/// French: noun plurals and gender, articles with elision and contraction (le/la/l’/les, du/de la/de l’,
/// au/à la/à l’/aux), demonstratives and possessives, adjective and participle agreement, verbs agreeing
/// with counts, and pronoun substitution for terms of address (neutral: iel/iel/lui/ellui).
public struct French: LanguageGrammar {
    /// The French plug-in; it has no settings.
    public init() {}
    /// `fr`, for every French locale (`fr-FR`, `fr-CA`).
    public var languageCode: String { "fr" }
    /// The text around a span. Before it: a copula whose subject is the user makes a role noun in the span name
    /// the user (*Vous êtes ^[le seul administrateur]*; see FrenchAddressee), and a noun and its copula there
    /// (*Le fichier a été*) are whom the span describes (`CopulaBeforeSpan`). After it: a possessive or
    /// demonstrative ending the span takes the form the next word's sound asks for (*ton adresse*, *cet arbre*).
    public var readsTextAroundSpans: (before: Bool, after: Bool) { (true, true) }

    /// The forms of *être*, *avoir* and the verb table are verbs, and so is a word after a clitic
    /// (*s’affiche*) or after a form of the table (*peut être*, *a été*); a word after a determiner is a noun, after
    /// *le*, *la*, *les*, *l’* only behind a preposition.
    public func partOfSpeechByPlace(_ phrase: Phrase, at index: Int, lexicon: Lexicon) -> PartOfSpeech? {
        // A subject pronoun of the person addressed before a word (*tu es*, *tu peux*) is the pronoun, not the noun
        // (*le tu*) or the participle of *taire* the lexicon also lists: the note asked which it was.
        if FrenchVerbs.userClause.subjects.contains(phrase.tokens[index].text.lowercasedFast()),
           phrase.nextWord(after: index) != nil,
           !(phrase.previousWord(before: index).map { FrenchVerbs.byPlace.isDeterminer(phrase.tokens[$0].text.lowercasedFast()) } ?? false) {
            return .pronoun
        }
        return FrenchVerbs.byPlace.partOfSpeech(phrase, at: index, lexicon: lexicon)
    }

    /// Subject, object, reflexive, stressed (`prepositional`: *moi*, *lui*, *eux*) and possessive forms,
    /// with the neutral *iel*, *iels*.
    public var pronouns: PronounTable { FrenchPronouns.table }

    /// Adjectives also give the masculine singular before a vowel (*bel*, *nouvel*: `Lexicons/FORMAT.md`).
    public func lexiconFormSlots(partOfSpeech: String) -> Set<String> {
        partOfSpeech == "adjective" ? ["f.sg", "m.pl", "f.pl", "m.sg.vowel"] : LexiconFormSlots.common(partOfSpeech: partOfSpeech)
    }

    /// Subject, direct object, indirect object and stressed forms: masculine *il/le/lui/lui*, feminine
    /// *elle/la/lui/elle*, neutral *iel/iel/lui/ellui*; nil for other terms.
    public func pronounSet(for term: TermOfAddress) -> [InflectionMorphology.Pronoun]? {
        FrenchPronouns.set(for: term)
    }

    /// Reads a hyphenated compound the lexicon knows as one word (*grand-mère*), then gives the head noun's
    /// gender and number (the lexicon's, else the determiner's, else guessed), its part of speech, and definiteness
    /// from the determiner.
    public func analyze(_ phrase: Phrase, context: AgreementContext) -> PhraseAnalysis {
        var joined = phrase
        FrenchPhrase.joinKnownCompounds(&joined, lexicon: context.lexicon)
        return FrenchPhrase.analyze(joined, context: context)
    }

    /// Inflects pronouns and noun phrases: the head noun, the determiner with elision and contraction
    /// (*le*/*l’*, *du*, *au*, *aux*), adjectives, participles and verbs; a span with no noun agrees with the
    /// controller, the request or, for `inflect: true`, the user.
    public func inflect(_ phrase: inout Phrase, mode: AgreementMode, context: AgreementContext,
                        trace: inout TraceRecorder) {
        // A participle after the auxiliary of a compound tense agrees with no subject (``CompoundTenseBeforeSpan``).
        if context.spanMorphology == nil, mode.isAutomaticOrAgreement,
           FrenchVerbs.compoundTense.leavesParticiple(phrase, context: context, rule: "fr.participle.compound-tense", trace: &trace) {
            return
        }
        // A clause addressing the user after other words is read apart from them (``ClauseAddressingTheUser``).
        if case .automatic = mode, context.spanMorphology == nil,
           case let clauses = FrenchVerbs.userClause.clauses(in: phrase), !clauses.isEmpty {
            ClauseAddressingTheUser.inflect(&phrase, clauses: clauses, context: context) {
                inflect(&$0, mode: mode, context: $1, trace: &trace)
            }
            return
        }
        // A span naming the person addressed agrees with the user as a person concept's span does with the concept.
        if case .automatic = mode, let user = FrenchAddressee.controller(for: phrase, context: context, trace: &trace) {
            FrenchInflection.inflect(&phrase, mode: .agreement(user), context: context, trace: &trace)
            return
        }
        FrenchInflection.inflect(&phrase, mode: mode, context: context, trace: &trace)
    }

    /// Each third-person personal pronoun takes the referent's form for its slot, the stressed one
    /// after a preposition or before *-même* (*lui* → *elle*, *ellui*); possessives (*son*, *sa*, *le sien*) stay, as
    /// they agree with the possessed noun.
    public func substitutePronouns(_ phrase: inout Phrase, term: TermOfAddress, context: AgreementContext,
                                   trace: inout TraceRecorder) {
        FrenchPronouns.substitute(&phrase, term: term, context: context, trace: &trace)
    }
}
