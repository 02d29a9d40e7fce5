/// Spanish nouns: plurals and singulars (lexicon first, then the spelling rules), number and gender of a noun,
/// and the nouns that change with the referent's gender (usuario → usuaria).
enum SpanishNouns {
    /// A form with the rule that made it and the facts behind it.
    struct Result {
        var form: String
        var rule: String
        var facts: [TraceFact]
    }

    static func source(_ e: LexicalEntry) -> FactSource { e.origin == .user ? .userLexicon : .lexicon }

    static func nounReadings(_ word: String, lexicon: Lexicon) -> [LexicalReading] {
        lexicon.readings(of: word, pos: "noun")
    }

    // MARK: Plural

    /// The plural of a singular noun `word` (any casing kept).
    static func plural(of word: String, lexicon: Lexicon) -> Result {
        if let facts = lowerCaseFacts(word, lexicon), let known = facts.plural { return known }
        let lower = word.lowercasedFast()
        return plural(of: word, lower: lower, readings: lexicon.readings(of: lower))
    }

    /// ``plural(of:lexicon:)`` from the readings of the word lower-cased (`lower`), `lexicon.readings(of: lower)`.
    static func plural(of word: String, lower: String, readings: [LexicalReading]) -> Result {
        for reading in readings where reading.entry.isNoun {
            let e = reading.entry
            if reading.slots.contains("pl") || reading.slots.contains("f.pl") || reading.slots.contains("m.pl"),
               !reading.isBaseForm {
                return Result(form: word, rule: "es.noun.plural.already-plural",
                              facts: [TraceFact(word, "number", "other", source: source(e))])
            }
            if e.has("invariable") || e.has("plural-only") || e.has("singular-only") {
                return Result(form: word, rule: "es.noun.plural.invariable",
                              facts: [TraceFact(word, "plural", word, source: source(e))])
            }
            var slot = "pl"
            if reading.slots.contains("f.sg") { slot = "f.pl" }
            if reading.slots.contains("m.sg") && !reading.isBaseForm { slot = "m.pl" }
            if var pl = e.form(slot) {
                // Of several listed plurals (lemminges|lemmings, clubes|clubs) the one the spelling rules
                // predict is preferred — unless usage has settled on the first (`frequent-plural`: fans, not fanes).
                let base = slot == "pl" ? e.lemma : (e.form(slot == "f.pl" ? "f.sg" : "m.sg") ?? e.lemma)
                if !e.has("frequent-plural"), let variants = e.forms[slot], variants.count > 1,
                   let regular = variants.first(where: { $0.lowercasedFast() == rulePlural(base.lowercasedFast()).form }) {
                    pl = regular
                }
                return Result(form: Casing.apply(from: word, to: pl), rule: "es.noun.plural.lexicon",
                              facts: [TraceFact(word, "plural", pl, source: source(e))])
            }
        }
        if Casing.isAllCaps(word) {
            return Result(form: word, rule: "es.noun.plural.acronym",
                          facts: [TraceFact(word, "acronym", "invariable", source: .guess)])
        }
        if WrittenSymbol.isSymbol(word) {
            return Result(form: word, rule: "es.noun.plural.symbol",
                          facts: [TraceFact(word, "symbol", "invariable", source: .grammar)])
        }
        let r = rulePlural(lower)
        return Result(form: Casing.apply(from: word, to: r.form), rule: r.rule,
                      facts: [TraceFact(word, "plural", r.form, source: .guess)])
    }

    /// The spelling rules of the plural (Real Academia, Ortografía §3.4): vowel → -s; á é ó → -s; í ú → -es;
    /// l n r d j y → -es; z → -ces; unstressed -s/-x → invariable; stressed -s and monosyllables → -es;
    /// -ch → -es; -b → -es (club → clubes); vowel + -c/-g → -ques/-gues (frac → fraques, zigzag → zigzagues);
    /// other consonants and clusters of loanwords → -s (app → apps).
    static func rulePlural(_ w: String) -> (form: String, rule: String) {
        guard let last = w.last else { return (w, "es.noun.plural.empty") }
        let prev = w.dropLast().last
        if SpanishAccents.isOne(of: "aeiou", last) { return (w + "s", "es.noun.plural.vowel") }
        if SpanishAccents.isOne(of: "áéó", last) { return (w + "s", "es.noun.plural.stressed-vowel") }
        if SpanishAccents.isOne(of: "íú", last) { return (w + "es", "es.noun.plural.stressed-i-u") }
        if last == "z" {
            return (SpanishAccents.respell(w, stem: String(w.dropLast()), suffix: "ces"), "es.noun.plural.z-ces")
        }
        if last == "s" || last == "x" {
            if SpanishAccents.isMonosyllable(w) || SpanishAccents.isOxytone(w) {
                return (SpanishAccents.respell(w, stem: w, suffix: "es"), "es.noun.plural.stressed-s-es")
            }
            return (w, "es.noun.plural.invariable-s")
        }
        if last == "c" || last == "g", let p = prev, SpanishAccents.isVowel(p) {
            // The spelling keeps the sound before -es: -c → -ques, -g → -gues (a new word, like bistec → bistecs,
            // may also take -s; the lexicon says which).
            return (SpanishAccents.respell(w, stem: String(w.dropLast()), suffix: last == "c" ? "ques" : "gues"),
                    last == "c" ? "es.noun.plural.c-ques" : "es.noun.plural.g-gues")
        }
        if let p = prev, !SpanishAccents.isVowel(p), !(last == "h" && p == "c") {
            return (w + "s", "es.noun.plural.loan-cluster")
        }
        if SpanishAccents.isOne(of: "lnrdjy", last) || w.hasSuffixFast("ch") || last == "b" {
            return (SpanishAccents.respell(w, stem: w, suffix: "es"), "es.noun.plural.consonant-es")
        }
        return (w + "s", "es.noun.plural.loan-s")
    }

    // MARK: Singular

    /// The singular of `word` when it is (known or guessed to be) plural; nil when it is singular or invariable.
    static func singular(of word: String, lexicon: Lexicon) -> Result? {
        let lower = word.lowercasedFast()
        let readings = nounReadings(lower, lexicon: lexicon)
        for reading in readings {
            let e = reading.entry
            if reading.isBaseForm { return nil }
            let slot: String? = reading.slots.contains("pl") ? "sg" : reading.slots.contains("f.pl") ? "f.sg"
                : reading.slots.contains("m.pl") ? "m.sg" : nil
            if let slot, let sg = slot == "sg" ? e.lemma : e.form(slot) {
                return Result(form: Casing.apply(from: word, to: sg), rule: "es.noun.singular.lexicon",
                              facts: [TraceFact(word, "singular", sg, source: source(e))])
            }
            if reading.slots.contains("f.sg") || reading.slots.contains("m.sg") { return nil }
        }
        if !readings.isEmpty || Casing.isAllCaps(word) { return nil }
        guard let r = ruleSingular(lower) else { return nil }
        return Result(form: Casing.apply(from: word, to: r.form), rule: r.rule,
                      facts: [TraceFact(word, "singular", r.form, source: .guess)])
    }

    /// Whether a word no lexicon knows looks plural: -as, -os, -es, or a consonant + s (déficits, apps);
    /// -is, -us and stressed endings (anís, autobús) are singular.
    static func looksPlural(_ w: String) -> Bool {
        guard w.hasSuffixFast("s"), w.count > 2 else { return false }
        let before = w.dropLast().last!
        // Monosyllables in -as/-es/-os are singular (mes, gas, tos); plural monosyllables (pies) are rare.
        if SpanishAccents.isOne(of: "aeo", before) { return !SpanishAccents.isMonosyllable(w) }
        // -is, -us, and the stressed -ás/-és/-ís/-ós/-ús of singulars such as compás, inglés, anís, autobús.
        if SpanishAccents.isVowel(before) { return false }
        return true
    }

    static func ruleSingular(_ w: String) -> (form: String, rule: String)? {
        guard looksPlural(w) else { return nil }
        let stem2 = String(w.dropLast(2))
        let stem1 = String(w.dropLast())
        let vowelS = (stem1, "es.noun.singular.vowel-s")
        guard w.hasSuffixFast("es"), let before = stem2.last else { return vowelS }
        let beforeThat = stem2.dropLast().last.map(SpanishAccents.isVowel) ?? false
        if before == "c", beforeThat {
            return (SpanishAccents.respell(w, stem: String(stem2.dropLast()), suffix: "z"), "es.noun.singular.ces-z")
        }
        if before == "í" || before == "ú" { return (stem2, "es.noun.singular.stressed-i-u") }
        let consonantEs = (SpanishAccents.respell(w, stem: stem2, suffix: ""), "es.noun.singular.consonant-es")
        if SpanishAccents.isOne(of: "lnry", before), beforeThat { return consonantEs }
        if before == "d", stem2.hasSuffixFast("ad") || stem2.hasSuffixFast("ed") || stem2.hasSuffixFast("ud") { return consonantEs }
        if before == "x" { return consonantEs }
        if before == "s", beforeThat, SpanishAccents.nuclei(Array(stem2)).count >= 2 {
            // autobuses → autobús, ingleses → inglés: only when the singular is stressed on its last syllable.
            if SpanishAccents.isOxytone(consonantEs.0) { return consonantEs }
        }
        return vowelS
    }

    // MARK: Features

    /// Number of a noun: lexicon slot, else the spelling.
    static func number(of word: String, lexicon: Lexicon) -> (number: GrammaticalNumber, source: FactSource) {
        if let facts = lowerCaseFacts(word, lexicon) { return facts.number }
        return number(of: word, readings: lexicon.readings(of: word))
    }

    /// The facts of `word` when it is written in lower case (as the memo keys it), else nil.
    private static func lowerCaseFacts(_ word: String, _ lexicon: Lexicon) -> SpanishWordFacts? {
        let lower = word.lowercasedFast()
        guard ExactText(lower) == ExactText(word) else { return nil }
        return SpanishWordMemo.facts(lower: lower, lexicon: lexicon)
    }

    /// ``number(of:lexicon:)`` from the word's readings, `lexicon.readings(of: word)`.
    static func number(of word: String, readings all: [LexicalReading]) -> (number: GrammaticalNumber, source: FactSource) {
        if let r = all.first(where: { $0.entry.isNoun }) {
            if r.isBaseForm || r.slots.contains("f.sg") || r.slots.contains("m.sg") { return (.singular, source(r.entry)) }
            return (.plural, source(r.entry))
        }
        if let any = all.first(where: { $0.entry.isAdjective }) {
            let plural = any.slots.contains("m.pl") || any.slots.contains("f.pl")
            return (plural ? .plural : .singular, source(any.entry))
        }
        return (looksPlural(word.lowercasedFast()) ? .plural : .singular, .guess)
    }

    /// The gender of a noun: the lexicon (the slot a form fills: usuaria is the f.sg of usuario), else a guess.
    static func gender(of word: String, lexicon: Lexicon, prefer: GrammaticalGender? = nil) -> GenderResult {
        if let facts = lowerCaseFacts(word, lexicon), let known = facts.gender(prefer: prefer) { return known }
        return gender(of: word, readings: lexicon.readings(of: word), prefer: prefer)
    }

    /// A noun's gender, where it comes from, and the rule that gave it.
    typealias GenderResult = (gender: GrammaticalGender?, source: FactSource, rule: String)

    /// ``gender(of:lexicon:prefer:)`` from the word's readings, `lexicon.readings(of: word)`.
    static func gender(of word: String, readings all: [LexicalReading], prefer: GrammaticalGender?) -> GenderResult {
        let readings = all.filter { $0.entry.isNoun }
        var candidates: [(GrammaticalGender?, FactSource)] = []
        for r in readings {
            if r.slots.contains("f.sg") || r.slots.contains("f.pl") { candidates.append((.feminine, source(r.entry))); continue }
            if (r.slots.contains("m.sg") || r.slots.contains("m.pl")) && !r.isBaseForm { candidates.append((.masculine, source(r.entry))); continue }
            candidates.append((r.entry.gender.grammaticalGender, source(r.entry)))
        }
        if let prefer, let c = candidates.first(where: { $0.0 == prefer }) { return (c.0, c.1, "es.gender.lexicon") }
        if let c = candidates.first {
            // Two entries of one lemma, masculine and feminine, equally frequent (joven, app): the word alone
            // does not tell; the context (an article, the referent) does.
            let top = readings.first?.entry.frequency ?? 0
            let genders = Set(zip(readings, candidates).filter { $0.0.entry.frequency == top }.compactMap { $0.1.0 })
            if genders.count > 1 {
                // With nothing in the context to tell, the ending -a or -o, which marks a gender, does (*reserva*,
                // *cámara*: feminine; *modelo*: masculine): it names the reading the form was made for. Other endings
                // (*joven*, *app*, *pez*) stay undecided: their suffix rules are weaker than a lexicon's tie.
                if prefer == nil, case let guess = SpanishGenderGuess.guess(word), SpanishGenderGuess.marksGender(guess.rule),
                   genders.contains(guess.gender) {
                    return (guess.gender, c.1, "es.gender.tie-by-ending")
                }
                return (prefer, c.1, prefer == nil ? "es.gender.lexicon-ambiguous" : "es.gender.common-from-context")
            }
            if c.0 == nil, let prefer { return (prefer, c.1, "es.gender.common-from-context") }
            return (c.0, c.1, "es.gender.lexicon")
        }
        var base = word
        if looksPlural(word.lowercasedFast()), let s = ruleSingular(word.lowercasedFast()) { base = s.form }
        let g = SpanishGenderGuess.guess(base)
        return (g.gender, .guess, g.rule)
    }

    // MARK: Referent gender

    /// The form of a person noun for another gender (usuario → usuaria), from the lexicon's f.sg/m.sg slots, or
    /// for a word no lexicon knows by the -o/-a and -or/-ora rules. Nil when the noun has a fixed gender.
    static func regendered(_ word: String, to gender: GrammaticalGender, plural: Bool, lexicon: Lexicon) -> Result? {
        let lower = word.lowercasedFast()
        let readings = nounReadings(lower, lexicon: lexicon)
        for r in readings {
            let e = r.entry
            let hasF = e.forms["f.sg"] != nil || e.forms["f.pl"] != nil
            let hasM = e.forms["m.sg"] != nil || e.forms["m.pl"] != nil
            guard hasF || hasM else { continue }
            let slot: String
            if gender == .feminine {
                if e.gender == .feminine { slot = plural ? "pl" : "sg" } else { slot = plural ? "f.pl" : "f.sg" }
            } else {
                if e.gender == .feminine { slot = plural ? "m.pl" : "m.sg" } else { slot = plural ? "pl" : "sg" }
            }
            let form = slot == "sg" ? e.lemma : (e.form(slot) ?? (slot == "pl" ? rulePlural(e.lemma).form : nil))
            if let form {
                return Result(form: Casing.apply(from: word, to: form), rule: "es.noun.referent-gender.lexicon",
                              facts: [TraceFact(word, gender.rawValue, form, source: source(e))])
            }
        }
        if !readings.isEmpty {
            // Common-gender nouns (estudiante; jefe listed as m and f) keep their form: only the words around
            // them change.
            let genders = Set(readings.map(\.entry.gender))
            if genders.contains(.common) || (genders.contains(.masculine) && genders.contains(.feminine)) {
                let form = plural ? SpanishNouns.plural(of: word, lexicon: lexicon).form : word
                return Result(form: form, rule: "es.noun.referent-gender.common",
                              facts: [TraceFact(word, "grammaticalGender", "common", source: source(readings[0].entry))])
            }
            return nil
        }
        // A word no lexicon knows: the -o/-a and -or/-ora pairs of person nouns.
        var sg = lower
        if plural, let s = ruleSingular(lower) { sg = s.form }
        var out: String?
        if gender == .feminine {
            if sg.hasSuffixFast("o") { out = String(sg.dropLast()) + "a" }
            else if sg.hasSuffixFast("or") { out = sg + "a" }
        } else {
            if sg.hasSuffixFast("a") { out = String(sg.dropLast()) + "o" }
            else if sg.hasSuffixFast("ora") { out = String(sg.dropLast()) }
        }
        guard var form = out else { return nil }
        if plural { form = rulePlural(form).form }
        return Result(form: Casing.apply(from: word, to: form), rule: "es.noun.referent-gender.guess",
                      facts: [TraceFact(word, gender.rawValue, form, source: .guess)])
    }
}
