/// English noun number: the lexicon's plural (irregular, classical, -f → -ves, -o → -oes, zero plurals) first,
/// then the spelling rules (-s, -es after sibilants, consonant + y → -ies), marked as guesses.
enum EnglishNouns {
    /// The result of inflecting one noun.
    struct Result {
        var form: String
        var rule: String
        var facts: [TraceFact]
    }

    static func source(_ e: LexicalEntry) -> FactSource { e.origin == .user ? .userLexicon : .lexicon }

    /// The lexicon's readings of `word` as a noun: the entry whose lemma it is (the singular), and the entry
    /// whose plural it is. When both exist (`data`, `glasses`) the more frequent wins — unless the word is the
    /// other noun's preferred plural and, as a lemma, its own plural: *people* is the plural of *person*.
    static func nounReadings(_ word: String, lexicon: Lexicon) -> (base: LexicalEntry?, pluralOf: LexicalEntry?) {
        EnglishWordMemo.facts(of: word, lexicon: lexicon).noun
    }

    /// ``nounReadings(_:lexicon:)`` read from the lexicon (once per word: see ``EnglishWordFacts``).
    static func readNounReadings(_ word: String, lexicon: Lexicon) -> (base: LexicalEntry?, pluralOf: LexicalEntry?) {
        // An entry written as the word is (`day`, not the name `Day`) comes first; the sort is stable, so
        // frequency still orders the rest. A word in capitals says nothing of its case: a name (`Job`, `Wolf`)
        // then comes after the common noun, as it does after a word in lower case (`3 JOBS`, was `3 JOB`).
        let allCaps = Casing.isAllCaps(word)
        func rank(_ r: LexicalReading) -> Int {
            if r.entry.lemma == word || r.entry.forms["pl"]?.contains(word) == true { return 0 }
            return r.entry.lemma.first?.isUppercase == true && (word.first?.isLowercase == true || allCaps) ? 2 : 1
        }
        var readings = lexicon.readings(of: word, pos: "noun")
        if readings.count > 1 {
            readings = readings.enumerated().sorted { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }.map(\.element)
        }
        let base = readings.first(where: \.isBaseForm)?.entry
        let pl = readings.first(where: { !$0.isBaseForm && $0.slots.contains("pl") })?.entry
        if let b = base, let p = pl {
            let preferredPlural = p.forms["pl"]?.first?.lowercasedFast() == word.lowercasedFast()
            if preferredPlural && b.has("zero-plural") { return (nil, p) }
            // The preferred plural of another noun that lists itself among its own plurals is that plural
            // (*people*: of *person*, and *peoples*|*people*), however often it is a lemma of its own.
            if preferredPlural, !b.has("singular-only"), b.forms["pl"]?.contains(where: { $0.lowercasedFast() == word.lowercasedFast() }) == true {
                return (nil, p)
            }
            return b.frequency >= p.frequency ? (b, nil) : (nil, p)
        }
        return (base, pl)
    }

    /// A lexicon form in the casing of the written word: as the lexicon writes it when the word is written as
    /// the lemma (`Charles` → `Charleses`, `URL` → `URLs`), else in the word's casing (`THE CAT` → `CATS`).
    static func cased(_ form: String, like word: String, entry: LexicalEntry) -> String {
        if entry.lemma == word || entry.forms["pl"]?.contains(word) == true { return form }
        if let kept = keepingCase(of: word, in: form) { return kept }
        if entry.lemma.first?.isUppercase == true, word.first?.isLowercase == true {
            return Casing.apply(from: word, to: form.lowercasedFast())
        }
        return Casing.apply(from: word, to: form)
    }

    /// When `form` only adds letters to `word` (`iPhone` → `iphones`), the word as written plus the ending,
    /// so that mixed casing survives (`iPhones`); in capitals when the word is (`CAT` → `CATS`).
    static func keepingCase(of word: String, in form: String) -> String? {
        let lw = word.lowercasedFast(), lf = form.lowercasedFast()
        guard lf.hasPrefix(lw), lw.count == word.count else { return nil }
        let ending = String(lf.dropFirst(lw.count))
        return word + (Casing.isAllCaps(word) ? ending.uppercased() : ending)
    }

    /// Whether a word no lexicon knows looks plural: a final -s that is not -ss, -us, -is, or a classical -i
    /// or -ae (`glutei maximi`).
    static func looksPlural(_ lower: String) -> Bool {
        guard lower.count > 3 else { return false }
        if lower.hasSuffixFast("s") {
            return !(lower.hasSuffixFast("ss") || lower.hasSuffixFast("us") || lower.hasSuffixFast("is"))
        }
        return lower.hasSuffixFast("ae") || (lower.hasSuffixFast("i") && !"aeiou".contains(lower.dropLast().last ?? "a"))
    }

    /// Whether `word` is plural: known as a plural form, or guessed so from its spelling.
    static func isPlural(_ word: String, lexicon: Lexicon) -> (plural: Bool, source: FactSource) {
        EnglishWordMemo.facts(of: word, lexicon: lexicon).number
    }

    /// ``isPlural(_:lexicon:)`` from the word lower-cased and its ``nounReadings(_:lexicon:)``.
    static func isPlural(lower: String, noun: (base: LexicalEntry?, pluralOf: LexicalEntry?)) -> (plural: Bool, source: FactSource) {
        if let b = noun.base { return (b.has("plural-only"), source(b)) }
        if let p = noun.pluralOf { return (true, source(p)) }
        return (looksPlural(lower), .guess)
    }

    /// Whether `word`, written in capitals, is an acronym (`URL` in `2 URL`) rather than a word written in
    /// capitals (`THE CAT`): the rest of the phrase is not in capitals, or the phrase is that one word and the
    /// lexicon does not know it — unless the text after the span is in capitals too (`YOU SAVED ^[%lld %@] TO YOUR
    /// ITINERARY` + *GALLERY* → *GALLERIES*, was *GALLERYs*): then the whole string is written in capitals.
    /// `facts`: the word's facts (``EnglishWordFacts``).
    static func isAcronym(_ word: String, facts: EnglishWordFacts, in phrase: Phrase, textAfter: String = "",
                          lexicon: Lexicon) -> Bool {
        guard facts.isAllCaps else { return false }
        let others = phrase.words.filter { $0 != word && $0.contains(where: \.isLetter) }
        if others.isEmpty {
            if textAfter.contains(where: \.isLetter), !textAfter.contains(where: \.isLowercase) { return false }
            return lexicon.readings(of: word).isEmpty || lexicon.entries(lemma: word).contains { $0.lemma == word }
        }
        return !others.allSatisfy { $0.filter(\.isLetter).allSatisfy(\.isUppercase) }
    }

    /// The plural of `word`; `acronym` when it is one (see ``isAcronym(_:in:lexicon:)``).
    /// `explains`: false leaves the rule and facts out (nobody reads the trace), which saves naming the rule.
    /// `facts`: the word's facts (``EnglishWordFacts``).
    static func plural(of word: String, facts: EnglishWordFacts, acronym: Bool, explains: Bool = true) -> Result {
        // Without acronym or trace, the plural depends on the word alone: its facts hold it.
        if !acronym && !explains { return Result(form: facts.pluralForm, rule: "", facts: []) }
        return plural(of: word, lower: facts.lower, noun: facts.noun, acronym: acronym, explains: explains)
    }

    /// ``plural(of:facts:acronym:explains:)`` from the word lower-cased and its ``nounReadings(_:lexicon:)``.
    static func plural(of word: String, lower: String, noun: (base: LexicalEntry?, pluralOf: LexicalEntry?),
                       acronym: Bool, explains: Bool) -> Result {
        let (base, pl) = noun
        if let e = base {
            let s = source(e)
            if e.has("zero-plural") || e.has("plural-only") || e.has("invariable") {
                return Result(form: word, rule: "en.noun.plural.zero", facts: [TraceFact(word, "flag", e.has("zero-plural") ? "zero-plural" : e.has("plural-only") ? "plural-only" : "invariable", source: s)])
            }
            if e.has("singular-only") {
                return Result(form: word, rule: "en.noun.plural.uncountable", facts: [TraceFact(word, "flag", "singular-only", source: s)])
            }
            if let form = e.form("pl"), form.lowercasedFast() != lower {
                let output = cased(form, like: word, entry: e)
                guard explains else { return Result(form: output, rule: "", facts: []) }
                return Result(form: output, rule: classify(lemma: lower, plural: form.lowercasedFast()),
                              facts: [TraceFact(word, "plural", form, source: s)] + pluralSourceFacts(e, form: form))
            }
        } else if let e = pl {
            return Result(form: word, rule: "en.noun.plural.already-plural",
                          facts: [TraceFact(word, "plural of", e.lemma, source: source(e))])
        }
        if WrittenSymbol.isSymbol(word) {
            return Result(form: word, rule: "en.noun.plural.symbol",
                          facts: [TraceFact(word, "symbol", "no vowel letter: read as the word it stands for", source: .grammar)])
        }
        if acronym {
            return Result(form: word + "s", rule: "en.noun.plural.acronym",
                          facts: [TraceFact(word, "acronym", "written in capitals", source: .guess)])
        }
        if base == nil, looksPlural(lower) {
            return Result(form: word, rule: "en.noun.plural.already-plural",
                          facts: [TraceFact(word, "number", "other (by its ending)", source: .guess)])
        }
        let r = ruleBasedPlural(lower)
        return Result(form: keepingCase(of: word, in: r.form) ?? Casing.apply(from: word, to: r.form), rule: r.rule,
                      facts: [TraceFact(word, "plural", r.form, source: base == nil ? .guess : .grammar)])
    }

    /// Which package of the lexicon build gave a shipped plural: lemminflect's table, or Python `inflect`'s
    /// irregular plurals where lemminflect lacks the noun or lists a rarer form first (`ox` → `oxen`).
    static func pluralSourceFacts(_ e: LexicalEntry, form: String) -> [TraceFact] {
        guard e.origin != .user else { return [] }
        return [TraceFact(form, "plural source", e.has("plural-inflect") ? "inflect" : "lemminflect", source: .lexicon)]
    }

    /// Names the rule behind a lexicon plural, so the trace says why `knife` became `knives`.
    static func classify(lemma: String, plural: String) -> String {
        let regular = ruleBasedPlural(lemma)
        if plural == regular.form { return regular.rule }
        if lemma.hasSuffixFast("o"), plural == lemma + "es" { return "en.noun.plural.o-es" }
        if (lemma.hasSuffixFast("f") || lemma.hasSuffixFast("fe")), plural.hasSuffixFast("ves") { return "en.noun.plural.f-ves" }
        let classical: [(String, String)] = [("us", "i"), ("um", "a"), ("on", "a"), ("is", "es"), ("a", "ae"),
                                             ("ex", "ices"), ("ix", "ices"), ("eau", "eaux")]
        for (sg, pl) in classical where lemma.hasSuffixFast(sg) && plural == String(lemma.dropLast(sg.count)) + pl {
            return "en.noun.plural.classical"
        }
        return "en.noun.plural.irregular"
    }

    /// The spelling rules.
    static func ruleBasedPlural(_ w: String) -> (form: String, rule: String) {
        let sibilants = ["s", "x", "z", "ch", "sh"]
        if sibilants.contains(where: { w.hasSuffixFast($0) }) {
            return (w + "es", "en.noun.plural.sibilant")
        }
        if w.hasSuffixFast("y"), w.count > 1, !"aeiou".contains(w.dropLast().last!) {
            return (String(w.dropLast()) + "ies", "en.noun.plural.y-ies")
        }
        return (w + "s", "en.noun.plural.regular")
    }

    /// The singular of `word`, or nil when it is already singular (or nothing can be told).
    /// `facts`: the word's facts (``EnglishWordFacts``).
    static func singular(of word: String, facts: EnglishWordFacts) -> Result? {
        let (base, pl) = facts.noun
        if base != nil { return nil }
        if let e = pl {
            return Result(form: cased(e.lemma, like: word, entry: e), rule: "en.noun.singular.lexicon",
                          facts: [TraceFact(word, "plural of", e.lemma, source: source(e))])
        }
        let w = facts.lower
        guard w.hasSuffixFast("s"), w.count > 2, !(w.hasSuffixFast("ss") || w.hasSuffixFast("us") || w.hasSuffixFast("is")) else { return nil }
        let form: String
        let rule: String
        if w.hasSuffixFast("ies"), w.count > 4 {
            (form, rule) = (String(w.dropLast(3)) + "y", "en.noun.singular.ies-y")
        } else if ["sses", "xes", "ches", "shes", "zzes"].contains(where: { w.hasSuffixFast($0) }) {
            (form, rule) = (String(w.dropLast(2)), "en.noun.singular.sibilant")
        } else {
            (form, rule) = (String(w.dropLast()), "en.noun.singular.regular")
        }
        return Result(form: Casing.apply(from: word, to: form), rule: rule,
                      facts: [TraceFact(word, "singular", form, source: .guess)])
    }
}
