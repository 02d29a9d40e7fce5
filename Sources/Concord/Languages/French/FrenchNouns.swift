/// French nouns: plural and singular (lexicon, then the spelling rules), gender and number of a written noun,
/// and the feminine of nouns naming people (*organisateur* → *organisatrice*).
enum FrenchNouns {
    /// A form with the rule that produced it and the facts behind it.
    struct Result {
        var form: String
        var rule: String
        var facts: [TraceFact] = []
    }

    /// Irregular plurals that no spelling rule gives (lexicon entries win over these).
    static let irregular: [(singular: String, plural: String, gender: GrammaticalGender)] = [
        ("œil", "yeux", .masculine), ("monsieur", "messieurs", .masculine), ("madame", "mesdames", .feminine),
        ("mademoiselle", "mesdemoiselles", .feminine), ("bonhomme", "bonshommes", .masculine),
    ]
    /// -al nouns whose plural is -als (the rest take -aux).
    static let alExceptions = WordSet(["bal", "cal", "carnaval", "cérémonial", "chacal", "festival", "narval",
                                       "pal", "récital", "régal", "santal", "serval", "aval", "étal", "val"])
    /// -ail nouns whose plural is -ails; an unknown -ail noun takes -aux, as *travail*, *vitrail*.
    static let ailExceptions = WordSet(["détail", "rail", "éventail", "portail", "chandail", "gouvernail",
                                        "épouvantail", "attirail", "poitrail", "sérail"])
    /// -au/-eu nouns whose plural is -s (the rest take -x).
    static let xExceptions = WordSet(["pneu", "bleu", "émeu", "landau", "sarrau", "lieu-poisson"])
    /// -ou nouns whose plural is -x (the rest take -s).
    static let ouX = WordSet(["bijou", "caillou", "chou", "genou", "hibou", "joujou", "pou"])

    // MARK: Plural

    /// The plural of the noun `word`.
    static func plural(of word: String, lexicon: Lexicon) -> Result {
        FrenchWordFacts.of(word, lexicon).plural
    }

    /// `plural`, worked out (memoized in ``FrenchWordFacts``).
    static func derivedPlural(of word: String, lexicon: Lexicon) -> Result {
        if FrenchInclusive.isWritten(word) { return FrenchInclusive.plural(of: word, lexicon: lexicon) }
        let lower = word.lowercasedFast()
        for reading in FrenchWords.nounReadings(word, lexicon) {
            let e = reading.entry
            if reading.slots.contains("pl") || reading.slots.contains("f.pl") || reading.slots.contains("m.pl"), !reading.isBaseForm {
                return Result(form: word, rule: "fr.noun.plural.already-plural",
                              facts: [TraceFact(word, "number", "other", source: FrenchWords.source(e))])
            }
            if reading.isBaseForm || reading.slots.contains("f.sg") || reading.slots.contains("m.sg") {
                if e.has("invariable") || e.has("plural-only") {
                    return Result(form: word, rule: "fr.noun.plural.invariable", facts: [TraceFact(word, "invariable", "yes", source: FrenchWords.source(e))])
                }
                let slot = reading.slots.contains("f.sg") ? "f.pl" : (reading.slots.contains("m.sg") ? "m.pl" : "pl")
                if let pl = e.form(slot) {
                    return Result(form: Casing.apply(from: word, to: pl), rule: "fr.noun.plural.lexicon",
                                  facts: [TraceFact(word, "plural", pl, source: FrenchWords.source(e))])
                }
            }
        }
        if let compound = FrenchCompounds.pluralOnlyReading(of: word, lexicon: lexicon, pluralOf: { derivedPlural(of: $0, lexicon: lexicon).form }) {
            return Result(form: Casing.apply(from: word, to: compound.entry.lemma), rule: "fr.noun.plural.compound",
                          facts: [TraceFact(word, "plural", compound.entry.lemma, source: FrenchWords.source(compound.entry))])
        }
        if let irr = irregular.first(where: { $0.singular == lower }) {
            return Result(form: Casing.apply(from: word, to: irr.plural), rule: "fr.noun.plural.irregular",
                          facts: [TraceFact(word, "plural", irr.plural, source: .grammar)])
        }
        if irregular.contains(where: { $0.plural == lower }) {
            return Result(form: word, rule: "fr.noun.plural.already-plural", facts: [TraceFact(word, "number", "other", source: .grammar)])
        }
        if FrenchWords.isAcronym(word) {
            return Result(form: word, rule: "fr.noun.plural.acronym", facts: [TraceFact(word, "acronym", "yes", source: .guess)])
        }
        if WrittenSymbol.isSymbol(word) {
            return Result(form: word, rule: "fr.noun.plural.symbol", facts: [TraceFact(word, "symbol", "invariable", source: .grammar)])
        }
        let r = rulePlural(lower)
        return Result(form: keepingCase(word, r.form), rule: r.rule, facts: [TraceFact(word, "plural", "by rule", source: .guess)])
    }

    /// The spelling rules of the noun plural, for a lower-case singular.
    static func rulePlural(_ w: String) -> (form: String, rule: String) {
        if w.hasSuffixFast("s") || w.hasSuffixFast("x") || w.hasSuffixFast("z") { return (w, "fr.noun.plural.invariable-sxz") }
        if w.hasSuffixFast("al") {
            if alExceptions.contains(w) { return (w + "s", "fr.noun.plural.al-als") }
            return (String(w.dropLast(2)) + "aux", "fr.noun.plural.al-aux")
        }
        if w.hasSuffixFast("ail") {
            if ailExceptions.contains(w) { return (w + "s", "fr.noun.plural.ail-ails") }
            return (String(w.dropLast(3)) + "aux", "fr.noun.plural.ail-aux")
        }
        if w.hasSuffixFast("eau") || w.hasSuffixFast("au") || w.hasSuffixFast("eu") {
            if xExceptions.contains(w) { return (w + "s", "fr.noun.plural.eu-s") }
            return (w + "x", "fr.noun.plural.eau-x")
        }
        if w.hasSuffixFast("ou") {
            if ouX.contains(w) { return (w + "x", "fr.noun.plural.ou-x") }
            return (w + "s", "fr.noun.plural.regular")
        }
        return (w + "s", "fr.noun.plural.regular")
    }

    /// `form` (lower case) with the casing of `word`: a form that only adds letters keeps the word as
    /// written (*iMessage* → *iMessages*); otherwise the casing pattern is copied.
    static func keepingCase(_ word: String, _ form: String) -> String {
        let lower = word.lowercasedFast()
        if form.hasPrefix(lower) { return word + form.dropFirst(lower.count) }
        let common = zip(lower, form).prefix { $0 == $1 }.count
        if common > 0, word.count == lower.count {
            let rest = String(form.dropFirst(common))
            return String(word.prefix(common)) + (Casing.isAllCaps(word) ? rest.uppercased() : rest)
        }
        return Casing.apply(from: word, to: form)
    }

    // MARK: Singular

    /// The singular of a plural noun, or nil when `word` is not known or guessed to be plural.
    static func singular(of word: String, lexicon: Lexicon) -> Result? {
        FrenchWordFacts.of(word, lexicon).singular
    }

    /// `singular`, worked out (memoized in ``FrenchWordFacts``).
    static func derivedSingular(of word: String, lexicon: Lexicon) -> Result? {
        if FrenchInclusive.isWritten(word) { return FrenchInclusive.singular(of: word) }
        // *yeux* is a plural of *œil* (preferred) and of the variant *oeil* (whose preferred plural is
        // *oeils*): the entry whose preferred plural is the word wins.
        let lower = word.lowercasedFast()
        let readings = FrenchWords.nounReadings(word, lexicon).enumerated().sorted { a, b in
            let pa = a.element.entry.forms["pl"]?.first?.lowercasedFast() == lower
            let pb = b.element.entry.forms["pl"]?.first?.lowercasedFast() == lower
            return pa != pb ? pa : a.offset < b.offset
        }.map(\.element)
        // A word that is itself a noun's singular (*fois*, *cours*, *fils*) is that noun when it is at least as
        // frequent as the one it would be the plural of (*foi*, *cour*, *fil*): it has no other singular (were *1
        // foi*, *1 cour*, *1 fil*).
        if let own = readings.first(where: \.isBaseForm),
           let other = readings.first(where: { !$0.isBaseForm && $0.slots.contains("pl") }),
           own.entry.frequency >= other.entry.frequency {
            return nil
        }
        for reading in readings where !reading.isBaseForm {
            let e = reading.entry
            if reading.slots.contains("pl") {
                return Result(form: Casing.apply(from: word, to: e.lemma), rule: "fr.noun.singular.lexicon",
                              facts: [TraceFact(word, "singular", e.lemma, source: FrenchWords.source(e))])
            }
            if reading.slots.contains("f.pl"), let f = e.form("f.sg") {
                return Result(form: Casing.apply(from: word, to: f), rule: "fr.noun.singular.lexicon",
                              facts: [TraceFact(word, "singular", f, source: FrenchWords.source(e))])
            }
        }
        if !readings.isEmpty { return nil }
        let w = word.lowercasedFast()
        if let irr = irregular.first(where: { $0.plural == w }) {
            return Result(form: Casing.apply(from: word, to: irr.singular), rule: "fr.noun.singular.irregular",
                          facts: [TraceFact(word, "singular", irr.singular, source: .grammar)])
        }
        guard looksPlural(w) else { return nil }
        let s: String
        let rule: String
        if w.hasSuffixFast("eaux") || w.hasSuffixFast("eux") || w.hasSuffixFast("oux") {
            s = String(w.dropLast()); rule = "fr.noun.singular.x"
        } else if w.hasSuffixFast("aux") {
            s = String(w.dropLast(3)) + "al"; rule = "fr.noun.singular.aux-al"
        } else {
            s = String(w.dropLast()); rule = "fr.noun.singular.regular"
        }
        return Result(form: keepingCase(word, s), rule: rule, facts: [TraceFact(word, "singular", "by rule", source: .guess)])
    }

    /// Whether an unknown word's ending marks a plural: -s after *e*, *é* or a consonant, or -x after a
    /// vowel pair (-aux, -eaux, -eux, -oux). Other -s/-x/-z endings (*Paris*, *Félix*, *japonais*) may be
    /// singular, so they do not count.
    static func looksPlural(_ w: String) -> Bool {
        let chars = Array(w)
        guard chars.count > 2, let last = chars.last else { return false }
        let before = chars[chars.count - 2]
        if last == "x" { return ["au", "eu", "ou"].contains(String(chars.suffix(3).prefix(2))) }
        guard last == "s" else { return false }
        if before == "e" || before == "é" { return !w.hasSuffixFast("ès") }
        if before == "s" { return false }
        return !FrenchWords.vowels.contains(before)
    }

    // MARK: Facts

    /// The gender of the noun `word`: declared, lexicon, irregular table, or guessed from the ending.
    static func gender(of word: String, declared: InflectionMorphology?, lexicon: Lexicon) -> (gender: GrammaticalGender?, fact: TraceFact, guessed: Bool) {
        if let g = declared?.grammaticalGender {
            return (g, TraceFact(word, "grammaticalGender", g.rawValue, source: .declaration), false)
        }
        return FrenchWordFacts.of(word, lexicon).nounGender
    }

    /// The same, with the word's facts already looked up.
    static func gender(of word: String, declared: InflectionMorphology?, facts: FrenchWordFacts) -> (gender: GrammaticalGender?, fact: TraceFact, guessed: Bool) {
        if let g = declared?.grammaticalGender {
            return (g, TraceFact(word, "grammaticalGender", g.rawValue, source: .declaration), false)
        }
        return facts.nounGender
    }

    /// `gender` when nothing is declared, worked out (memoized in ``FrenchWordFacts``).
    static func derivedGender(of word: String, lexicon: Lexicon) -> (gender: GrammaticalGender?, fact: TraceFact, guessed: Bool) {
        let readings = lexicon.readings(of: word)
        if let name = FrenchNames.nameEntry(word, readings: readings) {
            let g = name.gender.grammaticalGender
            return (g, TraceFact(word, "grammaticalGender", g?.rawValue ?? "none (a name)", source: FrenchWords.source(name)), false)
        }
        for reading in readings where reading.entry.pos == "noun" && !reading.entry.has("proper-name") {
            let e = reading.entry
            if reading.slots.contains("f.sg") || reading.slots.contains("f.pl") {
                return (.feminine, TraceFact(word, "grammaticalGender", "feminine", source: FrenchWords.source(e)), false)
            }
            if reading.slots.contains("m.sg") || reading.slots.contains("m.pl") {
                return (.masculine, TraceFact(word, "grammaticalGender", "masculine", source: FrenchWords.source(e)), false)
            }
            if let g = e.gender.grammaticalGender {
                return (g, TraceFact(word, "grammaticalGender", g.rawValue, source: FrenchWords.source(e)), false)
            }
            if e.gender == .common {
                return (nil, TraceFact(word, "grammaticalGender", "either (the referent decides)", source: FrenchWords.source(e)), false)
            }
        }
        // A compound the lexicon lists only in the plural (*grand-parent*: *grands-parents*) has that plural's gender.
        if readings.isEmpty, let compound = FrenchCompounds.pluralOnlyReading(of: word, lexicon: lexicon, pluralOf: { derivedPlural(of: $0, lexicon: lexicon).form }),
           let g = compound.entry.gender.grammaticalGender {
            return (g, TraceFact(word, "grammaticalGender", g.rawValue, source: FrenchWords.source(compound.entry)), false)
        }
        let lower = word.lowercasedFast()
        if let irr = irregular.first(where: { $0.singular == lower || $0.plural == lower }) {
            return (irr.gender, TraceFact(word, "grammaticalGender", irr.gender.rawValue, source: .grammar), false)
        }
        // A plural is guessed from its singular's ending.
        let base = derivedSingular(of: word, lexicon: lexicon)?.form ?? word
        let g = FrenchGenderGuess.guess(base)
        return (g.gender, FrenchGenderGuess.fact(base), true)
    }

    /// The number of the noun `word` (nil when it cannot tell: invariable nouns, unknown names in -s/-x).
    static func number(of word: String, declared: InflectionMorphology?, lexicon: Lexicon) -> (number: GrammaticalNumber?, fact: TraceFact?, guessed: Bool) {
        if let n = declared?.number {
            return (n, TraceFact(word, "number", n.markupName, source: .declaration), false)
        }
        return FrenchWordFacts.of(word, lexicon).nounNumber
    }

    /// The same, with the word's facts already looked up.
    static func number(of word: String, declared: InflectionMorphology?, facts: FrenchWordFacts) -> (number: GrammaticalNumber?, fact: TraceFact?, guessed: Bool) {
        if let n = declared?.number {
            return (n, TraceFact(word, "number", n.markupName, source: .declaration), false)
        }
        return facts.nounNumber
    }

    /// `number` when nothing is declared, worked out (memoized in ``FrenchWordFacts``).
    static func derivedNumber(of word: String, lexicon: Lexicon) -> (number: GrammaticalNumber?, fact: TraceFact?, guessed: Bool) {
        if FrenchInclusive.isWritten(word) {
            let plural = FrenchInclusive.isPlural(word)
            return (plural ? .plural : .singular, TraceFact(word, "number", plural ? "other" : "one", source: .grammar), false)
        }
        // The dictionary marks names invariable for want of a number; their spelling says more (Apple, Paris).
        let all = lexicon.readings(of: word)
        let isName = FrenchNames.nameEntry(word, readings: all) != nil
        let readings = isName ? [] : all.filter { $0.entry.pos == "noun" && !$0.entry.has("proper-name") }
        if !readings.isEmpty {
            var sg = false, pl = false
            var src = FactSource.lexicon
            for r in readings {
                src = FrenchWords.source(r.entry)
                if r.entry.has("invariable") { sg = true; pl = true; continue }
                if r.entry.has("plural-only") { pl = true; continue }
                if r.isBaseForm || r.slots.contains("f.sg") || r.slots.contains("m.sg") { sg = true }
                if r.slots.contains("pl") || r.slots.contains("f.pl") || r.slots.contains("m.pl") { pl = true }
            }
            if sg && pl { return (nil, TraceFact(word, "number", "singular or plural", source: src), false) }
            let n: GrammaticalNumber = pl ? .plural : .singular
            return (n, TraceFact(word, "number", n.markupName, source: src), false)
        }
        let lower = word.lowercasedFast()
        if irregular.contains(where: { $0.plural == lower }) { return (.plural, TraceFact(word, "number", "other", source: .grammar), false) }
        if irregular.contains(where: { $0.singular == lower }) { return (.singular, TraceFact(word, "number", "one", source: .grammar), false) }
        if looksPlural(lower) { return (.plural, TraceFact(word, "number", "other (ending)", source: .guess), true) }
        if let last = lower.last, "sxz".contains(last), !FrenchWords.isAcronym(word) {
            return (nil, TraceFact(word, "number", "unknown (ends in -\(last))", source: .guess), true)
        }
        return (.singular, TraceFact(word, "number", "one", source: .guess), true)
    }

    /// Whether the lexicon knows `word` as a noun and not as an adjective (an apposition such as *cinéma* in
    /// *ambiance cinéma* does not agree).
    static func isKnownNounOnly(_ word: String, lexicon: Lexicon) -> Bool {
        FrenchWordFacts.of(word, lexicon).isKnownNounOnly
    }

    // MARK: Gender of nouns naming people

    /// Agent-noun endings whose feminine is regular (*organisateur* → *organisatrice*, *délégué* → *déléguée*).
    static let agentEndings: [(masculine: String, feminine: String)] = [
        ("teur", "trice"), ("eur", "euse"), ("ien", "ienne"), ("ier", "ière"), ("é", "ée"),
        ("ant", "ante"), ("ent", "ente"), ("ais", "aise"), ("ois", "oise"),
    ]

    /// The noun `word` in `gender`, when the noun names a person and changes with the referent; nil otherwise.
    static func withGender(_ word: String, _ gender: GrammaticalGender, number: GrammaticalNumber?, lexicon: Lexicon) -> Result? {
        let lower = word.lowercasedFast()
        let readings = FrenchWords.nounReadings(word, lexicon)
        for r in readings {
            let e = r.entry
            // époux is its own plural: the base form reads as the singular.
            let plural = number.map { !$0.isSingular }
                ?? (!r.isBaseForm && (r.slots.contains("pl") || r.slots.contains("f.pl") || r.slots.contains("m.pl")))
            let slot: String
            if gender == .feminine {
                if e.gender == .feminine { slot = plural ? "pl" : "sg" } else { slot = plural ? "f.pl" : "f.sg" }
            } else {
                if e.gender == .feminine { slot = plural ? "m.pl" : "m.sg" } else { slot = plural ? "pl" : "sg" }
            }
            if e.gender == .common { return nil }
            if let f = (slot == "sg" ? e.lemma : e.forms[slot]?.first) {
                return Result(form: Casing.apply(from: word, to: f), rule: "fr.noun.gender.lexicon",
                              facts: [TraceFact(word, slot, f, source: FrenchWords.source(e))])
            }
            return nil
        }
        guard readings.isEmpty else { return nil }
        if gender == .feminine {
            for (m, f) in agentEndings where lower.hasSuffixFast(m) && lower.count > m.count + 1 {
                let form = String(lower.dropLast(m.count)) + f
                return Result(form: Casing.apply(from: word, to: form), rule: "fr.noun.gender.agent-feminine",
                              facts: [TraceFact(word, "ending", "-\(m) → -\(f)", source: .guess)])
            }
        } else if gender == .masculine {
            for (m, f) in agentEndings where lower.hasSuffixFast(f) && lower.count > f.count + 1 {
                let form = String(lower.dropLast(f.count)) + m
                return Result(form: Casing.apply(from: word, to: form), rule: "fr.noun.gender.agent-masculine",
                              facts: [TraceFact(word, "ending", "-\(f) → -\(m)", source: .guess)])
            }
        }
        return nil
    }
}
