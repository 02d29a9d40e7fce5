/// Italian adjectives and participles: the *-o/-a/-i/-e* class, the *-e/-i* class, *-ista*, invariable
/// adjectives, and the forms *bello, buono, grande, santo* take before a noun.
enum ItalianAdjectives {
    /// The four forms of an adjective class.
    enum Paradigm {
        /// *bianco, bianca, bianchi, bianche*: from the masculine singular.
        case fourForms(String)
        /// *grande, grandi*.
        case twoForms(String)
        /// *-ista*: *ottimista, ottimisti, ottimiste*.
        case ista(String)
        /// *blu, rosa, pari*, accented and foreign adjectives.
        case invariable(String)
        /// Forms from the lexicon.
        case lexicon(LexicalEntry)
    }

    /// The adjective's paradigm: lexicon (user entries first), else guessed from the ending of the written form.
    static func paradigm(of word: String, lexicon: Lexicon) -> (Paradigm, [TraceFact]) {
        let facts = ItalianWordFacts.of(word, lexicon)
        // The memoized paradigm names the lower-case word in its facts.
        return facts.lower == word ? facts.paradigm : derivedParadigm(of: word, lexicon: lexicon)
    }

    /// `paradigm`, worked out (memoized in ``ItalianWordFacts`` for lower-case words).
    static func derivedParadigm(of word: String, lexicon: Lexicon) -> (Paradigm, [TraceFact]) {
        let w = word.lowercasedFast()
        if let r = lexicon.readings(of: w, pos: "adjective").first {
            let src = ItalianNouns.source(r.entry)
            if r.entry.has("invariable") { return (.invariable(w), [TraceFact(word, "invariable", "yes", source: src)]) }
            return (.lexicon(r.entry), [TraceFact(word, "adjective", r.entry.lemma, source: src)])
        }
        // A participle or adjective the lexicon knows only as a noun with gendered forms (*italiano*).
        if let r = lexicon.readings(of: w, pos: "noun").first, r.entry.forms["f.sg"] != nil {
            return (.lexicon(r.entry), [TraceFact(word, "forms", r.entry.lemma, source: ItalianNouns.source(r.entry))])
        }
        let guess = [TraceFact(word, "adjective class", "by ending", source: .guess)]
        guard let last = w.last, last.isLetterFast else { return (.invariable(w), guess) }
        if ItalianSounds.endsAccented(w) || ItalianSounds.consonants.contains(last) || ItalianSounds.syllables(w) <= 1 {
            return (.invariable(w), guess)
        }
        func swap(_ n: Int, _ s: String) -> String { String(w.dropLast(n)) + s }
        if w.hasSuffixFast("ista") || w.hasSuffixFast("isti") || w.hasSuffixFast("iste") { return (.ista(swap(1, "a")), guess) }
        if w.hasSuffixFast("o") { return (.fourForms(w), guess) }
        if w.hasSuffixFast("a") { return (.fourForms(swap(1, "o")), guess) }
        if w.hasSuffixFast("i") {
            if ["ali", "ili", "enti", "anti", "esi", "ori", "ici"].contains(where: { w.hasSuffixFast($0) }) && !(w.hasSuffixFast("ici") && ItalianSounds.syllables(w) >= 3) {
                return (.twoForms(swap(1, "e")), guess)
            }
            if w.hasSuffixFast("chi") || w.hasSuffixFast("ghi") { return (.fourForms(swap(2, "o")), guess) }
            if w.hasSuffixFast("ci") && ItalianSounds.syllables(w) >= 3 { return (.fourForms(swap(1, "o")), guess) }
            if w.hasSuffixFast("gi") || w.hasSuffixFast("ci") { return (.fourForms(swap(0, "o")), guess) }
            return (.fourForms(swap(1, "o")), guess)
        }
        if w.hasSuffixFast("e") {
            if w.hasSuffixFast("che") || w.hasSuffixFast("ghe") { return (.fourForms(swap(2, "o")), guess) }
            if ItalianGenderGuess.looksAdjectival(w) || ItalianGenderGuess.looksPlural(w) && !w.hasSuffixFast("nde") && !w.hasSuffixFast("rte")
                && (w.hasSuffixFast("se") || w.hasSuffixFast("te")) {
                // A feminine plural the lexicon lacks is a participle's (*condivise*, *rimosse*, *interrotte*: the
                // irregular participles end in -so, -to).
                return (.fourForms(swap(1, "o")), guess)
            }
            // Any other word in -e the lexicon lacks is an adjective of one form for both genders when it ends as
            // they do (*-ale, -ile, -ente, -ese*…: ``ItalianGenderGuess/looksPlural(_:)``); else a loanword, which
            // Italian leaves as it is (*utente online*, *dispositivi offline*; were *utente onlina*, *dispositivo
            // offlino*, read as feminine plurals).
            if !ItalianGenderGuess.looksPlural(w) || w.hasSuffixFast("nde") || w.hasSuffixFast("rte") {
                return (.twoForms(w), guess)
            }
            return (.invariable(w), guess)
        }
        return (.invariable(w), guess)
    }

    /// The form of the paradigm for gender and number (masculine when the gender is unknown or neuter).
    static func form(_ p: Paradigm, gender: GrammaticalGender, number: GrammaticalNumber) -> String {
        let fem = gender == .feminine
        let sg = number.isSingular
        switch p {
        case .invariable(let w): return w
        case .twoForms(let w): return sg ? w : String(w.dropLast()) + "i"
        case .ista(let w): return sg ? w : String(w.dropLast()) + (fem ? "e" : "i")
        case .fourForms(let m):
            if sg { return fem ? String(m.dropLast()) + "a" : m }
            return fem ? feminineSingularToPlural(String(m.dropLast()) + "a") : masculinePlural(m)
        case .lexicon(let e):
            let slot = sg ? (fem ? "f.sg" : "m.sg") : (fem ? "f.pl" : (e.isNoun ? "pl" : "m.pl"))
            if let f = e.forms[slot]?.first { return f.lowercasedFast() }
            if sg && !fem { return e.lemma.lowercasedFast() }
            if !sg && !fem, let f = e.forms["m.pl"]?.first { return f.lowercasedFast() }
            // Fill a gap from the lemma's class.
            let lemma = e.lemma.lowercasedFast()
            return form(lemma.hasSuffixFast("o") ? .fourForms(lemma) : lemma.hasSuffixFast("e") ? .twoForms(lemma) : .invariable(lemma),
                        gender: gender, number: number)
        }
    }

    /// *bianco → bianchi*, *simpatico → simpatici* (after a vowel in 3+ syllables), *lungo → lunghi*,
    /// *vecchio → vecchi*, *alto → alti*.
    static func masculinePlural(_ m: String) -> String {
        let rule = ItalianNouns.pluralByRule(m, gender: .masculine)
        return rule.form
    }

    /// *bianca → bianche*, *lunga → lunghe*, *fresca → fresche*, *grigia → grigie*, *marcia → marce*.
    static func feminineSingularToPlural(_ f: String) -> String {
        ItalianNouns.pluralByRule(f, gender: .feminine).form
    }

    /// The gender and number the written form shows, when it shows them.
    static func features(of word: String, paradigm: Paradigm) -> (GrammaticalGender?, GrammaticalNumber?) {
        features(of: word, forms: forms(paradigm))
    }

    /// The four forms of the paradigm: masculine and feminine, singular and plural.
    static func forms(_ p: Paradigm) -> (mSg: String, fSg: String, mPl: String, fPl: String) {
        (form(p, gender: .masculine, number: .singular), form(p, gender: .feminine, number: .singular),
         form(p, gender: .masculine, number: .plural), form(p, gender: .feminine, number: .plural))
    }

    /// ``features(of:paradigm:)`` from the paradigm's four forms, made once (a word's facts keep them).
    static func features(of word: String, forms f: (mSg: String, fSg: String, mPl: String, fPl: String))
        -> (GrammaticalGender?, GrammaticalNumber?) {
        let w = word.lowercasedFast()
        // Masculine before feminine, singular before plural; the other gender's form of the same number tells
        // whether the word shows its gender.
        if f.mSg == w { return (f.fSg == w ? nil : .masculine, .singular) }
        if f.mPl == w { return (f.fPl == w ? nil : .masculine, .plural) }
        if f.fSg == w { return (f.mSg == w ? nil : .feminine, .singular) }
        if f.fPl == w { return (f.mPl == w ? nil : .feminine, .plural) }
        return (nil, nil)
    }

    /// Whether the paradigm has different forms for the two genders (so the word can address the user).
    static func isGendered(_ p: Paradigm) -> Bool {
        form(p, gender: .masculine, number: .singular) != form(p, gender: .feminine, number: .singular)
    }

    /// The lemma of the paradigm (masculine singular).
    static func lemma(_ p: Paradigm) -> String { form(p, gender: .masculine, number: .singular) }

    /// Forms of *bello, buono, grande, santo* directly before a noun: *bel/bello/bell’/bei/begli*,
    /// *buon/buono/buon’*, *gran* (only where the source wrote *gran*), *san/santo/sant’*.
    static func prenominal(lemma: String, gender: GrammaticalGender, number: GrammaticalNumber,
                           onset: ItalianOnset, sourceWasShort: Bool) -> (String, String)? {
        let fem = gender == .feminine
        switch lemma {
        case "bello":
            return ("be" + ItalianArticles.definiteTail(gender: fem ? .feminine : .masculine, number: number, onset: onset), "it.adjective.bello")
        case "buono" where number.isSingular:
            if fem { return (onset == .vowel ? "buon’" : "buona", "it.adjective.buono") }
            return (onset == .impure ? "buono" : "buon", "it.adjective.buono")
        case "santo" where number.isSingular:
            if onset == .vowel { return ("sant’", "it.adjective.santo") }
            if fem { return ("santa", "it.adjective.santo") }
            return (onset == .impure ? "santo" : "san", "it.adjective.santo")
        case "grande" where sourceWasShort:
            return (onset == .consonant ? "gran" : (number.isSingular ? "grande" : "grandi"), "it.adjective.grande")
        default:
            return nil
        }
    }

    /// Recognises the short prenominal forms so their paradigm can be found (*bel* → *bello*).
    static let shortForms = ["bel": "bello", "bei": "bello", "begli": "bello", "bell’": "bello", "buon": "buono",
                             "buon’": "buono", "gran": "grande", "san": "santo", "sant’": "santo"]
}
