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

    var isNounOnly: Bool { isNoun && !isAdjective }
    var isAdjectiveOnly: Bool { isAdjective && !isNoun }
}

/// Facts about single Portuguese words, memoized per lexicon (and per spelling region where the lexicon's
/// regional variants matter): a span asks the same word's readings many times (its part of speech, gender,
/// number, plural), and a catalog renders the same words over and over. Every fact is derived by the same rules
/// as unmemoized, through a recorder of its look-ups (see `LexiconFactMemo`).
enum PortugueseWordFacts {
    struct RegionalWord: Hashable {
        var word: String
        var european: Bool
    }
    struct AdjectiveRequest: Hashable {
        var word: String
        var european: Bool
        var gender: GrammaticalGender?
        var plural: Bool?
    }
    /// A noun's gender when none is declared, and its number as written.
    struct NounFacts {
        var gender: PortugueseGender.Fact
        var number: (plural: Bool, source: FactSource)
    }

    private static let classMemo = LexiconFactMemo<String, PortugueseWordClasses>(limit: 4096)
    private static let nounMemo = LexiconFactMemo<RegionalWord, NounFacts>(limit: 4096)
    private static let pluralMemo = LexiconFactMemo<RegionalWord, PortugueseForm>(limit: 4096)
    private static let singularMemo = LexiconFactMemo<RegionalWord, PortugueseForm>(limit: 4096)
    private static let adjectiveNowMemo = LexiconFactMemo<RegionalWord, (gender: GrammaticalGender?, plural: Bool)>(limit: 4096)
    private static let adjectiveFormMemo = LexiconFactMemo<AdjectiveRequest, PortugueseForm>(limit: 4096)

    static func isEuropean(_ locale: InflectionLocale) -> Bool { PortugueseSpelling.region(of: locale) == "PT" }

    /// What the lexicon says `form` (exactly as written) is.
    static func classes(of form: String, lexicon: Lexicon) -> PortugueseWordClasses {
        classMemo.value(form, lexicon: lexicon) { words in
            var c = PortugueseWordClasses()
            let all = words.readings(of: form)
            c.isKnown = !all.isEmpty
            for r in all {
                let e = r.entry
                if e.isNoun {
                    c.isNoun = true
                    c.topNounFrequency = max(c.topNounFrequency ?? e.frequency, e.frequency)
                }
                if e.isAdjective {
                    c.isAdjective = true
                    c.topAdjectiveFrequency = max(c.topAdjectiveFrequency ?? e.frequency, e.frequency)
                    if e.has("participle") { c.hasParticiple = true }
                }
            }
            c.verb = PortugueseVerbs.parse(form, lexicon: words, allowLexicon: true)
            return c
        }
    }

    /// The gender of a noun with no declared gender (`PortugueseGender.of`) and its number (`PortugueseNouns.isPlural`).
    static func noun(_ word: String, lexicon: Lexicon, locale: InflectionLocale) -> NounFacts {
        nounMemo.value(RegionalWord(word: word, european: isEuropean(locale)), lexicon: lexicon) { words in
            NounFacts(gender: PortugueseGender.of(noun: word, declared: nil, lexicon: words, locale: locale),
                      number: PortugueseNouns.isPlural(word, lexicon: words, locale: locale))
        }
    }

    /// `PortugueseNouns.plural(of:)`.
    static func plural(of word: String, lexicon: Lexicon, locale: InflectionLocale) -> PortugueseForm {
        pluralMemo.value(RegionalWord(word: word, european: isEuropean(locale)), lexicon: lexicon) { words in
            PortugueseNouns.plural(of: word, lexicon: words, locale: locale)
        }
    }

    /// `PortugueseNouns.singular(of:)`.
    static func singular(of word: String, lexicon: Lexicon, locale: InflectionLocale) -> PortugueseForm {
        singularMemo.value(RegionalWord(word: word, european: isEuropean(locale)), lexicon: lexicon) { words in
            PortugueseNouns.singular(of: word, lexicon: words, locale: locale)
        }
    }

    /// `PortugueseAdjectives.current`.
    static func adjectiveNow(_ word: String, lexicon: Lexicon, locale: InflectionLocale) -> (gender: GrammaticalGender?, plural: Bool) {
        adjectiveNowMemo.value(RegionalWord(word: word, european: isEuropean(locale)), lexicon: lexicon) { words in
            PortugueseAdjectives.current(word, lexicon: words, locale: locale)
        }
    }

    /// `PortugueseAdjectives.inflect`.
    static func adjective(_ word: String, gender: GrammaticalGender?, plural: Bool?, lexicon: Lexicon,
                          locale: InflectionLocale) -> PortugueseForm {
        let request = AdjectiveRequest(word: word, european: isEuropean(locale), gender: gender, plural: plural)
        return adjectiveFormMemo.value(request, lexicon: lexicon) { words in
            PortugueseAdjectives.inflect(word, gender: gender, plural: plural, lexicon: words, locale: locale)
        }
    }
}
