/// What a span asks its language to do.
public enum AgreementMode: Hashable, Sendable {
    /// `inflect: true`: the words of the span agree with each other, with the numbers in it, and — for words
    /// addressing the user — with the user's term of address.
    case automatic
    /// `inflect: {…}`: inflect the phrase to these features (adding or switching articles for `definiteness`).
    case explicit(InflectionMorphology)
    /// `agreeWithArgument` / `agreeWithConcept`: make the span agree with a phrase or person outside it.
    case agreement(AgreementController)
}

/// The phrase or person a span agrees with, already analyzed.
public struct AgreementController: Hashable, Sendable {
    /// Gender, number, person… of the controller.
    public var features: InflectionMorphology
    /// The controller as text, for the trace (`ensalada`, `feminine`).
    public var text: String
    /// Where the features came from, for the trace.
    public var facts: [TraceFact]
    /// Whether the controller is a person (a term of address) rather than a noun phrase.
    public var isPerson: Bool

    /// A controller with `features`, shown as `text` in the trace; by default with no facts, and a noun phrase
    /// rather than a person.
    public init(features: InflectionMorphology, text: String, facts: [TraceFact] = [], isPerson: Bool = false) {
        self.features = features
        self.text = text
        self.facts = facts
        self.isPerson = isPerson
    }
}

/// The user's term of address as the engine knows it.
public enum UserAddress: Hashable, Sendable {
    /// The user's term (already resolved to one that applies to the language).
    case term(TermOfAddress)
    /// Explicitly no preference (`null`), or none given: words addressing the user use the
    /// `inflectionAlternative`, or stay as written.
    case unknown
}

/// Everything a language may consult while inflecting a span.
public struct AgreementContext: Sendable {
    /// The locale the string is rendered in: its language is the plug-in's, its region may pick a regional rule
    /// (Portugal's plurals).
    public var locale: InflectionLocale
    /// The language's words: the shipped lexicon plus the user's entries.
    public var lexicon: Lexicon
    /// The user's term of address, for words addressing the user (`inflect: true`); ``UserAddress/unknown`` when
    /// there is none.
    public var user: UserAddress
    /// Features declared for the span itself with `morphology: {…}` on the same span.
    public var spanMorphology: InflectionMorphology?
    /// The text right after the span in the rendered string, as it stands when the span is processed; lets a
    /// language read what follows a pronoun or an article (`^[his](referentConcept: 1) profile`).
    public var textAfter: String = ""
    /// The text right before the span (French `avec ^[lui](referentConcept: 1)` is a stressed pronoun).
    public var textBefore: String = ""
    /// The inclusive style the request asked for (``RenderRequest/neutralStyle``), nil for Apple's behaviour.
    public var neutralStyle: NeutralStyle?
    /// Whether the trace was asked for: an analysis (``LanguageGrammar/analyze(_:context:)``) may then leave out
    /// the facts it gives only for the trace (``PhraseAnalysis/facts``), whose texts cost more to build than the
    /// analysis itself. True unless the engine knows nobody reads them.
    public var recordsTrace = true

    /// A context for `locale` with its language's `lexicon`. The user's term defaults to unknown; the text around
    /// the span stays empty and the inclusive style nil until the engine sets them.
    public init(locale: InflectionLocale, lexicon: Lexicon, user: UserAddress = .unknown,
                spanMorphology: InflectionMorphology? = nil) {
        self.locale = locale
        self.lexicon = lexicon
        self.user = user
        self.spanMorphology = spanMorphology
    }

    /// The gender of words addressing the user — masculine or feminine, from their term of address — with the fact
    /// behind it; nil when the term is unknown or has neither, and the span needs its `inflectionAlternative`.
    public var userGender: (gender: GrammaticalGender, fact: TraceFact)? {
        guard case .term(let term) = user, let g = term.grammaticalGender, g == .masculine || g == .feminine else { return nil }
        return (g, TraceFact("user", "grammaticalGender", g.rawValue, source: .user))
    }

    /// The concrete inclusive style for this language, when the request asked for one that applies here.
    public var inclusiveStyle: NeutralStyle? { neutralStyle?.resolved(for: locale.language) }

    /// The grammatical number for a count in this locale (CLDR rules).
    public func number(for value: NumberValue) -> GrammaticalNumber {
        GrammaticalNumber(category: PluralRules.category(of: value, in: locale))
    }
}

/// What the engine knows about a word or phrase.
public struct PhraseAnalysis: Hashable, Sendable {
    /// The features of the phrase (those of its head: gender, number, part of speech…), each nil where unknown.
    public var features: InflectionMorphology
    /// Features that were guessed (suffix rules, unknown words) rather than known, by markup key
    /// (`grammaticalGender`, `number`).
    public var guessed: Set<String>
    /// The facts behind the features, for the trace.
    public var facts: [TraceFact]

    /// An analysis of `features`; by default it knows nothing, guessed nothing and used no fact.
    public init(features: InflectionMorphology = InflectionMorphology(), guessed: Set<String> = [], facts: [TraceFact] = []) {
        self.features = features
        self.guessed = guessed
        self.facts = facts
    }
}

/// A language plug-in. Each language lives in its own folder under `Languages/` and is listed once in
/// ``LanguageRegistry``.
///
/// An implementation must give ``languageCode``, ``analyze(_:context:)``, ``inflect(_:mode:context:trace:)``,
/// ``pronouns`` and ``pronounSet(for:)``; every other requirement has a default, which a language replaces where
/// it differs. The engine may call a plug-in from several threads at once.
public protocol LanguageGrammar: Sendable {
    /// The lower-case ISO 639 code it serves (`es`): ``LanguageRegistry`` finds the plug-in for a locale by it, the
    /// engine hands it that language's lexicon, and its trace rules start with it (`es.article…`).
    var languageCode: String { get }

    /// What the language knows about `phrase`: gender, number, part of speech, definiteness, case of its
    /// head; the facts used; which features were guessed. The engine asks it about the controller of
    /// `agreeWithArgument` (a text argument) and `agreeWithConcept` (a phrase concept), and for `:analyze`.
    func analyze(_ phrase: Phrase, context: AgreementContext) -> PhraseAnalysis

    /// Inflects `phrase` as `mode` asks, recording every rule in `trace` (and why nothing changed). Called for each
    /// span without `referentConcept` (twice, for a masculine and a feminine person, when an inclusive style applies)
    /// and for `:inflect`. A word addressing a user whose term is unknown sets `trace.needsUserTermOfAddress`.
    func inflect(_ phrase: inout Phrase, mode: AgreementMode, context: AgreementContext, trace: inout TraceRecorder)

    /// The language's personal, possessive and reflexive pronouns with their slots, used to recognise the
    /// pronoun written in a `referentConcept` span and to inflect pronouns explicitly.
    var pronouns: PronounTable { get }

    /// The pronoun set a predefined term stands for in this language (masculine, feminine, neutral), or nil
    /// when the language has none for it (the span is then left as written). Never asked about `currentUser`,
    /// which the engine resolves first, nor about a localized term, whose own forms are used.
    func pronounSet(for term: TermOfAddress) -> [InflectionMorphology.Pronoun]?

    /// Replaces the pronouns of `phrase` with the referent's forms: called for a `referentConcept` span with the
    /// concept's first term that applies to the locale (`currentUser` already resolved). The default uses
    /// ``pronouns`` and ``pronounSet(for:)``; languages whose possessives agree with the possessed noun refine it.
    func substitutePronouns(_ phrase: inout Phrase, term: TermOfAddress, context: AgreementContext,
                            trace: inout TraceRecorder)

    /// The inclusive styles (``NeutralStyle``) this language's inclusive-language communities write, its usual
    /// one first (what ``NeutralStyle/inclusive`` means here). A style not listed has no effect in the language.
    /// The default has none.
    var inclusiveStyles: [NeutralStyle] { get }

    /// How a word's masculine and feminine forms are written together in an inclusive `style` (already
    /// resolved for this language), or nil when the language has no such form for the pair (the word stays as
    /// written). Called for each word whose two forms differ. The default has none.
    func inclusiveForm(masculine: String, feminine: String, style: NeutralStyle) -> String?

    /// After ``substitutePronouns(_:term:context:trace:)``, lets the plain text right after the span agree with
    /// the new pronoun (English `^[They](referentConcept: 1) are` → `He is`). `following` are the tokens of the run
    /// after the span, given only when that run is in no span; only their text may change. The default changes nothing.
    func agreeTextAfterSubstitution(_ phrase: Phrase, following: inout [Token], context: AgreementContext,
                                    trace: inout TraceRecorder)

    /// Whether the language reads ``AgreementContext/textBefore`` and ``AgreementContext/textAfter``: the engine
    /// joins the text around a span only for a language that reads it (it is left empty otherwise). The default
    /// reads both.
    var readsTextAroundSpans: (before: Bool, after: Bool) { get }

    /// The CLDR cardinal plural category of a number with `operands` in `locale` (whose region may have its own
    /// rule, as Portugal's Portuguese does), for ``PluralRules``: counts in spans and numeric arguments. The default
    /// is the English (and German) rule: `one` for `i = 1 and v = 0`.
    func pluralCategory(of operands: PluralOperands, in locale: InflectionLocale) -> PluralCategory

    /// The categories a plural variation of a string catalog must give in this language (the lint reports a
    /// missing one). The default is `one` and `other`.
    var requiredPluralCategories: [PluralCategory] { get }

    /// Whether numbers are written with a decimal comma (`1,5`), `.` grouping thousands (`1.234,5`). The
    /// default is false: `,` groups thousands (`11,000`), as in English.
    var writesDecimalComma: Bool { get }

    /// Whether every noun is written with a capital letter (German): then a word's case already tells a noun from
    /// a verb, and a lower-case lemma is no noun. The default is false.
    var capitalizesNouns: Bool { get }

    /// Whether every noun has a grammatical gender its determiners and adjectives show (`la`, `una`, `nueva`): then
    /// an argument of either gender (*estudiante*) takes, for a span that agrees with it, the gender the word written
    /// before it in its own span gives it (`^[La %@]` … `^[listo](agreeWithArgument: 1)` → *lista*). The default is
    /// true; English nouns have none (*his friend* says nothing of the friend).
    var nounsHaveGender: Bool { get }

    /// The form slots a lexicon entry of `partOfSpeech` (`noun`) may give in this language (`Lexicons/FORMAT.md`):
    /// a user lexicon line giving any other slot is refused. The default is
    /// ``LexiconFormSlots/common(partOfSpeech:)``.
    func lexiconFormSlots(partOfSpeech: String) -> Set<String>

    /// What the place of the word at `index` of `phrase`, which the lexicon reads as a noun and as a verb, says it
    /// is (see `PartOfSpeechByPlace`): then no noun-or-verb note is written for it. The default says nothing (nil).
    func partOfSpeechByPlace(_ phrase: Phrase, at index: Int, lexicon: Lexicon) -> PartOfSpeech?
}

extension LanguageGrammar {
    /// Says nothing (nil): every word the lexicon reads as a noun and as a verb gets its noun-or-verb note.
    public func partOfSpeechByPlace(_ phrase: Phrase, at index: Int, lexicon: Lexicon) -> PartOfSpeech? { nil }
    /// Reads both: the engine fills ``AgreementContext/textBefore`` and ``AgreementContext/textAfter``.
    public var readsTextAroundSpans: (before: Bool, after: Bool) { (true, true) }
    /// The English (and German) rule, whatever the region: `one` for `i = 1 and v = 0` (`1`, not `1.0`), else
    /// `other`.
    public func pluralCategory(of operands: PluralOperands, in locale: InflectionLocale) -> PluralCategory {
        operands.isOneWithoutFraction ? .one : .other
    }
    /// `one` and `other`.
    public var requiredPluralCategories: [PluralCategory] { [.one, .other] }
    /// False: `,` groups thousands and `.` starts the fraction (`11,000.5`).
    public var writesDecimalComma: Bool { false }
    /// False: a capital letter does not tell a noun from a verb.
    public var capitalizesNouns: Bool { false }
    /// True: determiners and adjectives show the noun's gender.
    public var nounsHaveGender: Bool { true }
    /// The slots every language shares: ``LexiconFormSlots/common(partOfSpeech:)``.
    public func lexiconFormSlots(partOfSpeech: String) -> Set<String> { LexiconFormSlots.common(partOfSpeech: partOfSpeech) }
    /// None: no ``NeutralStyle`` has an effect in the language.
    public var inclusiveStyles: [NeutralStyle] { [] }
    /// None (nil) for every pair.
    public func inclusiveForm(masculine: String, feminine: String, style: NeutralStyle) -> String? { nil }
    /// Changes nothing: the text after the span stays as written.
    public func agreeTextAfterSubstitution(_ phrase: Phrase, following: inout [Token], context: AgreementContext,
                                           trace: inout TraceRecorder) {}

    /// Each pronoun of the phrase found in ``LanguageGrammar/pronouns`` is replaced by the term's form for the slot
    /// it fills, keeping its capitalization (``PronounSubstitution``).
    public func substitutePronouns(_ phrase: inout Phrase, term: TermOfAddress, context: AgreementContext,
                                   trace: inout TraceRecorder) {
        PronounSubstitution.substitute(&phrase, term: term, grammar: self, context: context, trace: &trace)
    }
}
