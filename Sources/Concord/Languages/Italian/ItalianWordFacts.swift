/// What the Italian rules ask about one written word, derived once from its spelling and the lexicon readings
/// of its lower case, and memoized (see ``WordFactsMemo``): a span asks several of these questions about
/// each of its words (its role while the span is read, its noun score again to pick the head, its paradigm
/// while it agrees), at every render, and each costs lexicon and table look-ups and string comparisons.
final class ItalianWordFacts: Sendable {
    /// The word as written.
    let word: String
    /// The word in lower case.
    let lower: String
    let isVerb: Bool
    /// A third-person form of a verb that can agree — of ``ItalianVerbs/pairs`` or the lexicon — even when the word
    /// is also an adjective or a noun (*manca*): a word that opens a span before its count is read as the verb.
    let isThirdPersonVerb: Bool
    /// A form of a copula (``ItalianVerbs/copulas``).
    let isCopula: Bool
    /// A form of a verb whose subject usually follows it (``ItalianVerbs/subjectFollows``).
    let takesSubjectAfter: Bool
    /// Some reading is an adjective or participle (*disponibili*, *stati*, *trovati*).
    let isAdjective: Bool
    /// Some reading is a noun.
    let hasNounReading: Bool
    /// A noun and a verb but no adjective, the verb about as frequent: after its subject, the verb
    /// (``VerbAfterSubject``).
    let verbAfterSubject: VerbAfterSubject.Candidate?
    /// A verb's gerund (*scrivendo*, ``Gerunds``): it never agrees.
    let isGerund: Bool
    /// Some reading is an adjective or participle more frequent than every finite verb reading, by more than
    /// ``VerbAfterSubject/nounLead`` (*aggiunta*: *aggiunto* 4.68, the verb *aggiuntare* unknown to wordfreq; not
    /// *paga*: *pago* 4.02, *pagare* 4.94).
    let adjectiveOutranksVerb: Bool
    /// ``ItalianPhrase/nounScore(_:lexicon:)`` when nothing is declared.
    let nounScore: Int
    let isPrenominalAdjective: Bool
    /// What it is as a noun, when nothing is declared.
    let noun: ItalianNounInfo
    /// Its adjective paradigm (read from the lower case), and the gender and number its lower case shows there.
    let paradigm: (ItalianAdjectives.Paradigm, [TraceFact])
    let adjectiveFeatures: (GrammaticalGender?, GrammaticalNumber?)
    /// The four forms of that paradigm: masculine and feminine, singular and plural.
    let adjectiveForms: (mSg: String, fSg: String, mPl: String, fPl: String)
    /// How it begins, for the determiner or the prenominal adjective before it.
    let onset: ItalianOnset
    /// ``ItalianAdjectives/form(_:gender:number:)`` of the word's paradigm (masculine unless feminine).
    func adjectiveForm(gender: GrammaticalGender, number: GrammaticalNumber) -> String {
        switch (gender == .feminine, number.isSingular) {
        case (false, true): return adjectiveForms.mSg
        case (true, true): return adjectiveForms.fSg
        case (false, false): return adjectiveForms.mPl
        case (true, false): return adjectiveForms.fPl
        }
    }

    /// Whether the paradigm has different forms for the two genders (``ItalianAdjectives/isGendered(_:)``).
    var adjectiveIsGendered: Bool { adjectiveForms.mSg != adjectiveForms.fSg }

    /// ``ItalianPhrase/nounScore(_:lexicon:)`` of the word with `declared` morphology.
    func nounScore(declared: InflectionMorphology?) -> Int {
        if let pos = declared?.partOfSpeech { return pos == .noun ? 4 : 0 }
        return nounScore
    }

    /// Whether some letter is a capital (a product name such as *iPhone 15* needs one).
    let hasCapital: Bool

    private init(_ word: String, lexicon: Lexicon) {
        let w = word.lowercasedFast()
        self.word = word
        lower = w
        isVerb = ItalianVerbs.isVerb(w, lexicon: lexicon)
        let readings = lexicon.readings(of: w)
        let pair = ItalianVerbs.pair(of: w)
        let verbReadings = readings.filter { $0.entry.isVerb && $0.slots.contains { $0.hasPrefix("3sg") || $0.hasPrefix("3pl") } }
        isThirdPersonVerb = pair != nil || !verbReadings.isEmpty
        isCopula = pair.map { ItalianVerbs.copulas.contains($0.singular) } ?? false
        takesSubjectAfter = verbReadings.contains { ItalianVerbs.subjectFollows.contains($0.entry.lemma) }
            || pair.map { p in ItalianVerbs.restareForms.contains { $0.singular == p.singular } } == true
        isAdjective = readings.contains { $0.entry.isAdjective }
        hasNounReading = readings.contains { $0.entry.isNoun }
        verbAfterSubject = VerbAfterSubject.candidate(readings: readings)
        var topAdjective: Int?, topVerb: Int?
        for r in readings {
            if r.entry.isAdjective { topAdjective = max(topAdjective ?? r.entry.frequency, r.entry.frequency) }
            if r.entry.isVerb, r.slots.contains(where: { $0.hasPrefix("3sg") || $0.hasPrefix("3pl") }) {
                topVerb = max(topVerb ?? r.entry.frequency, r.entry.frequency)
            }
        }
        adjectiveOutranksVerb = topAdjective.map { a in topVerb.map { a > $0 + VerbAfterSubject.nounLead } ?? true } ?? false
        // The Italian lexicon lists few regular verbs (*guardare* is missing): a lower-case word it does not know at
        // all, with a gerund's ending, is taken for one too (*stanno guardando*).
        isGerund = Gerunds.isGerund(w, readings: readings, language: "it", lexicon: lexicon)
            || readings.isEmpty && word == w && Gerunds.hasGerundEnding(w, language: "it")
        nounScore = ItalianPhrase.derivedNounScore(w, lexicon: lexicon)
        isPrenominalAdjective = ItalianPhrase.prenominalAdjectives.contains(w)
        var noun = ItalianNouns.derivedAnalysis(word, lexicon: lexicon)
        noun.plural = ItalianNouns.plural(of: noun.singular, gender: noun.gender ?? .masculine, entry: noun.entry)
        self.noun = noun
        paradigm = ItalianAdjectives.derivedParadigm(of: w, lexicon: lexicon)
        adjectiveForms = ItalianAdjectives.forms(paradigm.0)
        adjectiveFeatures = ItalianAdjectives.features(of: w, forms: adjectiveForms)
        onset = ItalianSounds.onset(of: word)
        // An ASCII character is upper case by its byte, with no look-up of its Unicode properties.
        hasCapital = word.contains { c in c.asciiValue.map { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") } ?? c.isUppercase }
    }

    private static let memo = TextFactsMemo<ItalianWordFacts>(capacity: 20_000)

    /// The facts of `word` in `lexicon`.
    static func of(_ word: String, _ lexicon: Lexicon) -> ItalianWordFacts {
        memo.facts(of: word, lexicon: lexicon) { ItalianWordFacts(word, lexicon: lexicon) }
    }
}
