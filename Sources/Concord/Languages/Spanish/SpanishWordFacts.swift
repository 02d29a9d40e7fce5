import Foundation

/// What the Spanish rules ask about one lower-case word, worked out once from its lexicon readings: whether it
/// reads as a noun, an adjective or a verb, how noun-like it is, its adjective paradigm, its number and gender as
/// a noun, and whether it takes el/un though feminine. Every fact is the answer the rule functions give for the
/// word (they call ``SpanishWordMemo/facts(of:lexicon:)``), so a span asks the lexicon once per word instead of
/// once per question. Immutable, so shared between threads.
final class SpanishWordFacts: Sendable {
    /// The word, lower case (`lowercasedFast`), byte for byte as looked up.
    let lower: String
    /// Whether lower-casing `lower` once more leaves it byte for byte as it is (always, for Latin letters): then
    /// the answers of functions that lower-case the word they are given hold for `lower` itself.
    let lowersToItself: Bool
    /// `lexicon.readings(of: lower)`: the facts below are derived from these readings and the word alone.
    let readings: [LexicalReading]
    let hasNounReading: Bool
    let hasAdjectiveReading: Bool
    /// ``SpanishPhrase/nominalScore(_:lexicon:)`` of the word when nothing is declared on its token.
    let nominalScore: Double
    /// ``SpanishVerbs/pair(of:lexicon:)``.
    let verbPair: SpanishVerbs.Pair?
    /// ``SpanishAdjectives/paradigm(of:lexicon:)``; nil for a shortened form (buen, gran), whose paradigm is
    /// its full form's and so comes from another word's readings.
    var paradigm: SpanishAdjectives.Paradigm? { isShortForm ? nil : ownParadigm }
    /// Whether the word is a shortened form (buen, gran, ``SpanishAdjectives/apocope``).
    let isShortForm: Bool
    /// The paradigm built from the word's own readings (``SpanishAdjectives/paradigm(lower:readings:)``), which is
    /// ``paradigm`` unless the word is a shortened form. Kept whole, not as an optional: an optional paradigm is
    /// copied out through its generic value witness, several times slower than the struct.
    let ownParadigm: SpanishAdjectives.Paradigm
    /// Whether the word, as a singular feminine noun, takes el/un (agua, hacha): flagged in the lexicon or
    /// stressed on an initial a-.
    let tonicA: Bool
    /// ``SpanishNouns/number(of:lexicon:)``.
    let number: (number: GrammaticalNumber, source: FactSource)
    /// The closed classes ``SpanishPhrase`` sorts words into, each test made on `lower` as the phrase reader
    /// makes it: a copula or auxiliary of the verb table, a form of haber, del/al (the preposition inside),
    /// a preposition, a determiner, a word that never agrees.
    let isTableVerb: Bool
    let isHaber: Bool
    /// A copula of the table whose subject is the person addressed (*eres*, *estás*): what follows it describes the
    /// user.
    let isSecondPersonCopula: Bool
    let contractedPreposition: String?
    let isPreposition: Bool
    /// ``SpanishDeterminers/reading(of:)``.
    let determiner: SpanishDeterminers.Reading?
    var isDeterminer: Bool { determiner != nil }
    let isInert: Bool
    /// A clitic pronoun (``SpanishPhrase/clitics``).
    let isClitic: Bool
    /// A verb's infinitive (*descargar*): never an adjective, whatever its ending.
    let isInfinitive: Bool
    /// A verb's gerund (*escribiendo*, ``Gerunds``): it never agrees.
    let isGerund: Bool
    /// A form of a verb whose subject usually follows it (``SpanishVerbs/subjectFollows``).
    let takesSubjectAfter: Bool
    /// A noun and a verb but no adjective, the verb about as frequent: after its subject, the verb
    /// (``VerbAfterSubject``).
    let verbAfterSubject: VerbAfterSubject.Candidate?
    /// Whether the word has no capital letter (``Casing/letterCase(of:)``): `Casing.apply(from:to:)` then leaves a
    /// replacement as it is, and a word written as `lower` need not be read again (``SpanishInflection/cased``).
    let hasNoCapitals: Bool
    /// The gender the word shows as an adjective (its paradigm's), read by ``VerbAfterSubject/Subjects``.
    let adjectiveGender: GrammaticalGender?
    /// ``SpanishNouns/plural(of:lexicon:)``, which looks the word up lower-cased once more: nil in the odd case
    /// that this changes `lower` (then it is not the word these readings belong to).
    let plural: SpanishNouns.Result?
    /// ``SpanishNouns/gender(of:lexicon:prefer:)`` with no preference, and preferring each gender an article
    /// shows.
    let gender, genderPreferringMasculine, genderPreferringFeminine: SpanishNouns.GenderResult

    init(lower: String, readings: [LexicalReading], lexicon: Lexicon) {
        self.lower = lower
        self.readings = readings
        lowersToItself = ExactText(lower.lowercasedFast()) == ExactText(lower)
        hasNoCapitals = Casing.letterCase(of: lower).capitals == 0
        isTableVerb = SpanishVerbs.isTableVerb(lower)
        isHaber = SpanishVerbs.haber.contains(lower)
        isSecondPersonCopula = SpanishVerbs.isSecondPersonCopula(lower)
        contractedPreposition = SpanishContractions.preposition(in: lower)
        isPreposition = SpanishPhrase.prepositions.contains(lower)
        determiner = SpanishDeterminers.reading(of: lower)
        // An adverb never agrees: one the lexicon knows only as an adverb (*ahora*, *aquí*, *después*), or one in
        // -mente it does not list (*recientemente*).
        isInert = SpanishPhrase.inertWords.contains(lower)
            || readings.knownOnlyAsAdverb
            || (readings.isEmpty && lower.hasSuffixFast("mente") && lower.count > 6)
        isClitic = SpanishPhrase.clitics.contains(lower)
        isInfinitive = readings.contains { $0.entry.isVerb && $0.entry.lemma == lower }
        isGerund = Gerunds.isGerund(lower, readings: readings, language: "es", lexicon: lexicon)
        takesSubjectAfter = readings.contains { $0.entry.isVerb && SpanishVerbs.subjectFollows.contains($0.entry.lemma) }
        verbAfterSubject = VerbAfterSubject.candidate(readings: readings)
        hasNounReading = readings.contains { $0.entry.isNoun }
        hasAdjectiveReading = readings.contains { $0.entry.isAdjective }
        nominalScore = SpanishPhrase.nominalScore(lower: lower, readings: readings)
        verbPair = SpanishVerbs.pair(lower: lower, readings: readings, lexicon: lexicon)
        isShortForm = SpanishAdjectives.apocope[lower] != nil
        ownParadigm = SpanishAdjectives.paradigm(lower: lower, readings: readings)
        adjectiveGender = isShortForm ? nil : ownParadigm.gender
        // The lexicon flags its feminine nouns (by their written stress, `Scripts/lexicons/build_es.py`); the stress
        // is guessed only for a word it does not know as one — a one-syllable loanword or short form it knows, such
        // as *app* (*la app*, the article of *aplicación*), is no *agua*.
        let knownFeminineNoun = readings.contains { $0.entry.isNoun && $0.entry.gender == .feminine }
        tonicA = readings.contains { $0.entry.isNoun && $0.entry.has("tonic-a") }
            || !knownFeminineNoun && SpanishAccents.startsWithTonicA(lower)
        number = SpanishNouns.number(of: lower, readings: readings)
        plural = lowersToItself ? SpanishNouns.plural(of: lower, lower: lower, readings: readings) : nil
        gender = SpanishNouns.gender(of: lower, readings: readings, prefer: nil)
        // Without a noun reading the gender is guessed from the letters alone, whatever the preference.
        genderPreferringMasculine = hasNounReading ? SpanishNouns.gender(of: lower, readings: readings, prefer: .masculine) : gender
        genderPreferringFeminine = hasNounReading ? SpanishNouns.gender(of: lower, readings: readings, prefer: .feminine) : gender
    }

    /// The noun gender, preferring `prefer` when the lexicon allows both.
    func gender(prefer: GrammaticalGender?) -> SpanishNouns.GenderResult? {
        switch prefer {
        case nil: return gender
        case .masculine?: return genderPreferringMasculine
        case .feminine?: return genderPreferringFeminine
        default: return nil
        }
    }
}

/// The facts of the words the Spanish rules have met, by lexicon and word (see ``WordFactsMemo``: they are worked
/// out again when the lexicon changes).
enum SpanishWordMemo {
    private static let memo = TextFactsMemo<SpanishWordFacts>()

    /// The facts of `word` as the rules of `lexicon` see it (any casing: the word is lower-cased first).
    static func facts(of word: String, lexicon: Lexicon) -> SpanishWordFacts {
        facts(lower: word.lowercasedFast(), lexicon: lexicon)
    }

    /// The facts of `lower`, a word already lower-cased with `lowercasedFast`.
    static func facts(lower: String, lexicon: Lexicon) -> SpanishWordFacts {
        memo.facts(of: lower, lexicon: lexicon) { SpanishWordFacts(lower: lower, readings: lexicon.readings(of: lower), lexicon: lexicon) }
    }
}
