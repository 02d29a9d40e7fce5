/// What the French rules ask about one written word, derived once from its spelling and its lexicon readings
/// and memoized (see ``WordFactsMemo``): each of these questions costs lexicon look-ups, set look-ups and
/// string comparisons, and a span asks several of them about each of its words, at every render.
final class FrenchWordFacts: Sendable {
    /// The word as written.
    let word: String
    /// The word in lower case.
    let lower: String
    let isPreposition: Bool
    let isConjunction: Bool
    let isAdverb: Bool
    /// A clitic pronoun before a verb (``FrenchWords/clitics``).
    let isClitic: Bool
    let hasNounReading: Bool
    let hasAdjectiveReading: Bool
    /// A form of the verb table (*est*, *sont*, *êtes*…).
    let isVerbForm: Bool
    /// A verb form of the table, or a word the lexicon knows only as a finite verb.
    let isFiniteVerb: Bool
    /// Its adjective paradigm, and the gender and number the word shows in it.
    let paradigm: FrenchAdjectives.Paradigm
    let adjectiveFeatures: (gender: GrammaticalGender?, plural: Bool?)
    let isPrenominal: Bool
    /// Whether a preceding *le/la/de/ce* elides before it.
    let elision: (elides: Bool, fact: TraceFact)
    /// Its gender and number as a noun, when nothing is declared.
    let nounGender: (gender: GrammaticalGender?, fact: TraceFact, guessed: Bool)
    let nounNumber: (number: GrammaticalNumber?, fact: TraceFact?, guessed: Bool)
    /// Its plural and singular as a noun (nil singular: not known or guessed to be plural).
    let plural: FrenchNouns.Result
    let singular: FrenchNouns.Result?
    /// Whether some letter is a capital (a product name such as *iPhone 15* needs one).
    let hasCapital: Bool
    /// A verb's infinitive the lexicon lists as no noun or adjective (*supprimer*, *afficher*; not *dîner*).
    let isBareInfinitive: Bool
    /// Some adjective reading is a participle (*enregistrée*, *installées*).
    let hasParticipleReading: Bool
    /// The lexicon knows no reading of it.
    let isUnknown: Bool
    /// Its adjective reading is at least as frequent as its noun reading (*principal*, *utile*; not *artiste*).
    let adjectiveOutranksNoun: Bool
    /// What it is after its subject: a noun that is also a verb's third person and no adjective (``VerbAfterSubject``).
    let verbAfterSubject: VerbAfterSubject.Candidate?

    var isInvariableFunctionWord: Bool { isPreposition || isConjunction || isAdverb }
    /// Known as a noun and not as an adjective (an apposition such as *cinéma* in *ambiance cinéma*).
    var isKnownNounOnly: Bool { hasNounReading && !hasAdjectiveReading }

    private init(_ word: String, readings: [LexicalReading], lexicon: Lexicon) {
        self.word = word
        lower = word.lowercasedFast()
        isPreposition = FrenchWords.prepositions.contains(lower)
        isConjunction = FrenchWords.conjunctions.contains(lower)
        // Or a word the lexicon knows only as an adverb (*maintenant*, *hier*, *ici*).
        isAdverb = FrenchWords.adverbs.contains(lower) || readings.knownOnlyAsAdverb
        isClitic = FrenchWords.clitics.contains(lower)
        hasNounReading = readings.contains { $0.entry.pos == "noun" }
        hasAdjectiveReading = readings.contains { $0.entry.pos == "adjective" }
        isVerbForm = FrenchVerbs.isVerbForm(word)
        isFiniteVerb = FrenchVerbs.isFiniteVerb(word, lexicon: lexicon)
        paradigm = FrenchAdjectives.derivedParadigm(of: word, lexicon: lexicon)
        adjectiveFeatures = paradigm.features(of: word)
        isPrenominal = FrenchAdjectives.prenominal.contains(paradigm.mSg) || FrenchAdjectives.prenominal.contains(lower)
        elision = FrenchWords.derivedElision(of: word, lexicon: lexicon)
        nounGender = FrenchNouns.derivedGender(of: word, lexicon: lexicon)
        nounNumber = FrenchNouns.derivedNumber(of: word, lexicon: lexicon)
        plural = FrenchNouns.derivedPlural(of: word, lexicon: lexicon)
        singular = FrenchNouns.derivedSingular(of: word, lexicon: lexicon)
        hasCapital = word.contains(where: \.isUppercase)
        isBareInfinitive = !hasNounReading && !hasAdjectiveReading && readings.contains { $0.entry.isVerb && $0.isBaseForm }
        hasParticipleReading = readings.contains { $0.entry.isAdjective && $0.entry.has("participle") }
        isUnknown = readings.isEmpty
        var topNoun = Int.min, topAdjective = Int.min
        for r in readings {
            if r.entry.isNoun { topNoun = max(topNoun, r.entry.frequency) }
            if r.entry.isAdjective { topAdjective = max(topAdjective, r.entry.frequency) }
        }
        adjectiveOutranksNoun = topAdjective >= topNoun
        verbAfterSubject = VerbAfterSubject.candidate(readings: readings)
    }

    private static let memo = TextFactsMemo<FrenchWordFacts>(capacity: 20_000)

    /// The facts of `word` in `lexicon`.
    static func of(_ word: String, _ lexicon: Lexicon) -> FrenchWordFacts {
        memo.facts(of: word, lexicon: lexicon) { FrenchWordFacts(word, readings: lexicon.readings(of: word), lexicon: lexicon) }
    }
}
