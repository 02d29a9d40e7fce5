/// What the lexicon says a form is, as the Portuguese phrase reader asks it, derived from the form's readings
/// alone.
struct PortugueseWordClasses {
    /// Some reading is a noun / an adjective.
    var isNoun = false
    var isAdjective = false
    /// Some adjective reading is a participle (*ocupado*, *registrado*).
    var hasParticiple = false
    /// The highest frequency of the adjective and of the noun readings, nil when there are none.
    var topAdjectiveFrequency: Int?
    var topNounFrequency: Int?
    /// The form has readings at all.
    var isKnown = false
    /// `PortugueseVerbs.parse(form, allowLexicon: true)`.
    var verb: PortugueseVerbs.Form?
    /// Some reading is a form of a verb whose subject usually follows it (``PortugueseVerbs/subjectFollows``).
    var takesSubjectAfter = false
    /// A verb's gerund (*digitando*, ``Gerunds``): it never agrees.
    var isGerund = false
    /// A noun and a verb but no adjective, the verb about as frequent: after its subject, the verb
    /// (``VerbAfterSubject``).
    var verbAfterSubject: VerbAfterSubject.Candidate?

    /// The noun readings take either gender, as two entries or one of common gender (*o melhor*, *a melhor*;
    /// *o estudante*, *a estudante*): the noun has no gender of its own.
    var nounTakesEitherGender: Bool { nounTakesMasculine && nounTakesFeminine }
    var nounTakesMasculine = false
    var nounTakesFeminine = false

    var isNounOnly: Bool { isNoun && !isAdjective }
    /// A noun, and an adjective only less often (*nota*, also *noto*'s feminine; *ideia*, also *ideu*'s).
    var isMainlyNoun: Bool { isNoun && (!isAdjective || (topNounFrequency ?? 0) > (topAdjectiveFrequency ?? 0)) }
    var isAdjectiveOnly: Bool { isAdjective && !isNoun }
}

/// Everything the Portuguese rules ask about one form, derived at once the first time the form is met (by the
/// same rules as unmemoized, through a recorder of its look-ups): what the lexicon says it is, and — should it be
/// a noun — its gender and number, plural and singular, and — should it be an adjective — its gender and number.
/// A span asks these of the same few words again and again, and a catalog renders the same words over and over.
final class PortugueseWord {
    /// The form, byte for byte as it was looked up.
    let form: String
    let classes: PortugueseWordClasses
    /// `PortugueseGender.of(noun:declared: nil)`: the gender when none is declared.
    let gender: PortugueseGender.Fact
    /// `PortugueseNouns.isPlural`.
    let number: (plural: Bool, source: FactSource)
    /// `PortugueseNouns.plural(of:)` and `singular(of:)`.
    let plural: PortugueseForm
    let singular: PortugueseForm
    /// `PortugueseAdjectives.current`.
    let adjectiveNow: (gender: GrammaticalGender?, plural: Bool)
    /// `PortuguesePhrase.closedClasses[form]`: what the form is among the closed classes, if anything (the phrase
    /// reader asks it of lower-case words), kept here so that a word is looked up once for both.
    let closed: PortuguesePhrase.ClosedClass?
    /// The form ends in *-mente* and is longer than that: an adverb, whether the lexicon knows it or not.
    let endsInMente: Bool

    init(_ form: String, lexicon words: Lexicon, locale: InflectionLocale) {
        self.form = form
        closed = PortuguesePhrase.closedClasses[form]
        endsInMente = form.hasSuffixFast("mente") && form.count > 6
        var c = PortugueseWordClasses()
        let all = words.readings(of: form)
        c.isKnown = !all.isEmpty
        for r in all {
            let e = r.entry
            if e.isNoun {
                c.isNoun = true
                c.topNounFrequency = max(c.topNounFrequency ?? e.frequency, e.frequency)
                switch e.gender {
                case .masculine: c.nounTakesMasculine = true
                case .feminine: c.nounTakesFeminine = true
                case .common: c.nounTakesMasculine = true; c.nounTakesFeminine = true
                default: break
                }
            }
            if e.isAdjective {
                c.isAdjective = true
                c.topAdjectiveFrequency = max(c.topAdjectiveFrequency ?? e.frequency, e.frequency)
                if e.has("participle") { c.hasParticiple = true }
            }
            if e.isVerb, PortugueseVerbs.subjectFollows.contains(e.lemma) { c.takesSubjectAfter = true }
        }
        c.verb = PortugueseVerbs.parse(form, lexicon: words, allowLexicon: true)
        c.isGerund = Gerunds.isGerund(form.lowercasedFast(), readings: all, language: "pt", lexicon: words)
        c.verbAfterSubject = VerbAfterSubject.candidate(readings: all)
        classes = c
        gender = PortugueseGender.of(noun: form, declared: nil, lexicon: words, locale: locale)
        number = PortugueseNouns.isPlural(form, lexicon: words, locale: locale)
        plural = PortugueseNouns.plural(of: form, lexicon: words, locale: locale)
        singular = PortugueseNouns.singular(of: form, lexicon: words, locale: locale)
        adjectiveNow = PortugueseAdjectives.current(form, lexicon: words, locale: locale)
    }
}

/// The memoized facts about Portuguese words (see `PortugueseWord`), per lexicon and spelling region (the
/// lexicon's regional variants decide some forms). One value serves one span.
struct PortugueseWordFacts {
    // One memo per spelling region (and, for adjective forms, per gender and number asked), each keyed by the word
    // alone: a look-up hashes the word's bytes, a few dozen instructions, where a `Dictionary` keyed by the word
    // and the rest hashed the lot through `Hasher` (about 600).
    private static let brazilianWords = TextFactsMemo<PortugueseWord>()
    private static let europeanWords = TextFactsMemo<PortugueseWord>()
    private static let adjectiveFormMemos = (0..<2 * 4 * 3).map { _ in TextFactsMemo<KeptForm>() }

    /// A form as the memo keeps it: one reference to copy out rather than its strings and facts.
    private final class KeptForm {
        let form: PortugueseForm
        init(_ form: PortugueseForm) { self.form = form }
    }

    /// The place among `adjectiveFormMemos` of the memo for this region, `gender` (none, feminine, masculine,
    /// neuter) and `plural` (none, singular, plural).
    private func adjectiveMemo(gender: GrammaticalGender?, plural: Bool?) -> Int {
        let g = gender.ordinal
        let n = plural.map { $0 ? 2 : 1 } ?? 0
        return ((european ? 4 : 0) + g) * 3 + n
    }

    let lexicon: Lexicon
    let locale: InflectionLocale
    /// The locale spells as in Portugal (`PortugueseSpelling.region`).
    let european: Bool

    init(lexicon: Lexicon, locale: InflectionLocale) {
        self.lexicon = lexicon
        self.locale = locale
        european = PortugueseSpelling.isEuropean(locale)
    }

    /// What is known about `form`, exactly as written.
    func word(_ form: String) -> PortugueseWord {
        // (The closure reads the lexicon and locale from here: copies of them for it cost retains on every look-up.)
        (european ? Self.europeanWords : Self.brazilianWords).facts(of: form, lexicon: lexicon) {
            PortugueseWord(form, lexicon: self.lexicon, locale: self.locale)
        }
    }

    /// `PortugueseAdjectives.inflect`.
    func adjective(_ word: String, gender: GrammaticalGender?, plural: Bool?) -> PortugueseForm {
        Self.adjectiveFormMemos[adjectiveMemo(gender: gender, plural: plural)].facts(of: word, lexicon: lexicon) {
            KeptForm(PortugueseAdjectives.inflect(word, gender: gender, plural: plural, lexicon: self.lexicon, locale: self.locale))
        }.form
    }
}

extension PortuguesePhrase {
    /// What a lower-case word of the closed classes is: an adverb, a preposition, a determiner, a verb of the
    /// table (`PortugueseVerbs.parse(_, allowLexicon: false)`), or several of these.
    struct ClosedClass {
        var isAdverb = false
        var isPreposition = false
        var determiner: PortugueseDeterminer?
        var tableVerb: PortugueseVerbs.Form?
        /// A clitic pronoun (``PortuguesePhrase/clitics``), a conjunction joining adjectives (*e*, *ou*).
        var isClitic = false
        var joinsAdjectives = false
        /// A determiner with one form for all (``PortuguesePhrase/invariableDeterminers``).
        var isInvariableDeterminer = false
        /// An adverb that is also a count noun (``PortuguesePhrase/countableAdverbs``).
        var isCountableAdverb = false
    }

    /// The closed-class words, looked up once per word rather than in each table.
    static let closedClasses: [String: ClosedClass] = {
        var table: [String: ClosedClass] = [:]
        for w in adverbs { table[w, default: ClosedClass()].isAdverb = true }
        for w in prepositions { table[w, default: ClosedClass()].isPreposition = true }
        for (w, d) in PortugueseDeterminer.byForm { table[w, default: ClosedClass()].determiner = d }
        for w in clitics { table[w, default: ClosedClass()].isClitic = true }
        for w in joinsAdjectives { table[w, default: ClosedClass()].joinsAdjectives = true }
        for w in invariableDeterminers { table[w, default: ClosedClass()].isInvariableDeterminer = true }
        for w in countableAdverbs { table[w, default: ClosedClass()].isCountableAdverb = true }
        for (singular, plural) in PortugueseVerbs.pairs {
            for w in [singular, plural] { table[w, default: ClosedClass()].tableVerb = PortugueseVerbs.tableForm(w) }
        }
        for w in PortugueseVerbs.secondPersonCopulas { table[w, default: ClosedClass()].tableVerb = PortugueseVerbs.tableForm(w) }
        return table
    }()
}
