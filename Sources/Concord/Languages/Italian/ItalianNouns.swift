/// What Concord knows about an Italian noun as written in the span.
struct ItalianNounInfo: Sendable {
    var gender: GrammaticalGender?
    var number: GrammaticalNumber
    /// The singular, lower-cased, in the word's current gender (*casa* for *case*, *attrice* for *attrici*).
    var singular: String
    /// The lexicon entry, when the lexicon knows the word.
    var entry: LexicalEntry?
    var facts: [TraceFact]
    /// Whether gender or number were guessed by suffix rules.
    var guessed: Bool
    /// The plural of `singular` in `gender` (masculine when unknown), worked out with the word's facts; nil when
    /// it is to be worked out (declared features changed gender or singular).
    var plural: (form: String, rule: String, facts: [TraceFact])? = nil
}

/// Italian nouns: analysis (lexicon, declared morphology, suffix guesses), plurals, singulars and the
/// feminine/masculine of nouns of persons.
enum ItalianNouns {
    static func source(_ e: LexicalEntry) -> FactSource { e.origin == .user ? .userLexicon : .lexicon }

    /// Analyzes `word`: declared morphology wins, then the lexicon, then suffix rules (marked as guesses).
    static func analyze(_ word: String, declared: InflectionMorphology?, lexicon: Lexicon) -> ItalianNounInfo {
        analyze(word, declared: declared, facts: ItalianWordFacts.of(word, lexicon))
    }

    /// The same, with the word's facts already looked up.
    static func analyze(_ word: String, declared: InflectionMorphology?, facts: ItalianWordFacts) -> ItalianNounInfo {
        var info = facts.noun
        let w = facts.lower
        if let d = declared {
            info.plural = nil
            if let g = d.grammaticalGender {
                info.gender = g
                info.facts.append(TraceFact(word, "grammaticalGender", g.rawValue, source: .declaration))
            }
            if let n = d.number, n != info.number {
                info.number = n
                if info.entry == nil { info.singular = n.isSingular ? w : singularByRule(w, gender: info.gender ?? .masculine).form }
                info.facts.append(TraceFact(word, "number", n.markupName, source: .declaration))
            }
        }
        return info
    }

    /// `analyze` without declared morphology, worked out (memoized in ``ItalianWordFacts``).
    static func derivedAnalysis(_ word: String, lexicon: Lexicon) -> ItalianNounInfo {
        let w = word.lowercasedFast()
        let info: ItalianNounInfo
        if let reading = preferredReading(of: w, lexicon: lexicon) {
            let e = reading.entry
            let src = source(e)
            var gender = e.gender.grammaticalGender
            var number: GrammaticalNumber = .singular
            var singular = e.lemma.lowercasedFast()
            if reading.isBaseForm, e.gender.grammaticalGender != nil {
                // The lemma itself (infermiere), even when the same spelling is also another slot (f.pl).
            } else if reading.slots.contains("f.pl") { gender = .feminine; number = .plural; singular = e.form("f.sg")?.lowercasedFast() ?? singular }
            else if reading.slots.contains("f.sg") { gender = .feminine; singular = w }
            else if reading.slots.contains("m.pl") { gender = .masculine; number = .plural; singular = e.form("m.sg")?.lowercasedFast() ?? singular }
            else if reading.slots.contains("m.sg") { gender = .masculine; singular = w }
            else if reading.slots.contains("pl") && !reading.isBaseForm {
                number = .plural
                if gender == .masculine, isFeminineCollectivePlural(w, singular: singular) { gender = .feminine }
            }
            else if e.has("plural-only") { number = .plural }
            info = ItalianNounInfo(gender: gender, number: number, singular: singular, entry: e, facts: [
                TraceFact(word, "grammaticalGender", gender?.rawValue ?? e.gender.rawValue, source: src),
                TraceFact(word, "number", number.markupName, source: src),
            ], guessed: false)
        } else if w.allSatisfy({ $0.isNumber || $0 == "%" || $0 == "," || $0 == "." }) && !w.isEmpty {
            // A number or a percentage is a masculine singular noun: *il 5%*, *lo 0%*.
            info = ItalianNounInfo(gender: .masculine, number: .singular, singular: w, entry: nil,
                                   facts: [TraceFact(word, "grammaticalGender", "masculine", source: .grammar)], guessed: false)
        } else if ItalianGenderGuess.looksPlural(w) {
            let g = ItalianGenderGuess.gender(ofPlural: w)
            info = ItalianNounInfo(gender: g, number: .plural, singular: singularByRule(w, gender: g).form, entry: nil, facts: [
                TraceFact(word, "number", "other", source: .guess),
                TraceFact(word, "grammaticalGender", g.rawValue, source: .guess),
            ], guessed: true)
        } else {
            let (g, rule) = ItalianGenderGuess.gender(ofSingular: w)
            info = ItalianNounInfo(gender: g, number: .singular, singular: w, entry: nil, facts: [
                TraceFact(word, "number", "one", source: .guess),
                TraceFact(word, "grammaticalGender", "\(g.rawValue) (\(rule))", source: .guess),
            ], guessed: true)
        }
        return info
    }

    /// The noun reading to analyze `w` by: a singular reading first (a lemma, or the other gender's singular),
    /// and among those one of an entry with both genders (*ragazza* as the feminine of *ragazzo*, so a masculine
    /// can be derived; *infermiere* is the masculine singular before it is the plural of *infermiera*).
    static func preferredReading(of w: String, lexicon: Lexicon) -> LexicalReading? {
        let readings = lexicon.readings(of: w, pos: "noun")
        // (*morte* is the lemma before it is the plural of *morta*.)
        func rank(_ r: LexicalReading) -> Int {
            let paired = r.entry.forms["f.sg"] != nil || r.entry.forms["m.sg"] != nil
            return (r.isBaseForm || r.slots.contains("f.sg") || r.slots.contains("m.sg") ? 0 : 2) + (paired ? 0 : 1)
        }
        return readings.enumerated().min { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }?.element
    }

    /// The form of the noun for `gender` (when it changes with the referent) and `number`.
    /// Returns the new text (cased like `word`), the gender the noun ends up with, and the rules used.
    static func inflect(_ word: String, info: ItalianNounInfo, gender target: GrammaticalGender?,
                        number: GrammaticalNumber, trace: inout TraceRecorder) -> (String, GrammaticalGender?) {
        var singular = info.singular
        var gender = info.gender
        if let target, target != .neuter, target != info.gender {
            if let switched = switchGender(singular: singular, from: info.gender, to: target, entry: info.entry) {
                trace.fired(switched.rule, singular, switched.form, facts: info.facts + [
                    TraceFact(word, "grammaticalGender", target.rawValue, source: .request)])
                singular = switched.form
                gender = target
            } else if info.entry?.gender == .common || (info.entry == nil && isCommonGender(singular)) {
                gender = target
                trace.fired("it.noun.gender.common", word, word, facts: [TraceFact(word, "grammaticalGender", "mf", source: info.entry.map(source) ?? .guess)],
                            note: "the noun has one form for both genders; the words agreeing with it change")
            } else {
                trace.unchanged("it.noun.gender.fixed", word, because: "'\(word)' is \(info.gender?.rawValue ?? "of unknown gender") and has no \(target.rawValue) form")
            }
        }
        var form = singular
        if !number.isSingular {
            let p = (gender == info.gender && singular == info.singular ? info.plural : nil)
                ?? plural(of: singular, gender: gender ?? .masculine, entry: info.entry)
            form = p.form
            if info.number.isSingular || singular != info.singular {
                trace.fired(p.rule, word, Casing.apply(from: word, to: form), facts: info.facts + p.facts)
            }
        } else if !info.number.isSingular {
            trace.fired(info.entry != nil ? "it.noun.singular.lexicon" : singularByRule(word.lowercasedFast(), gender: gender ?? .masculine).rule,
                        word, Casing.apply(from: word, to: form), facts: info.facts)
        }
        // A masculine noun with a feminine plural in -a is feminine in that plural only (*le uova*, *l'uovo*) —
        // unless a declaration gave the written word another gender.
        // (The entry's fields read in place, the word lower-cased once: a bound copy of the entry retains all of it.)
        let lowerWord = word.lowercasedFast()
        if info.entry?.gender.grammaticalGender == .masculine, singular == info.singular,
           let lemma = info.entry?.lemma, singular == lemma.lowercasedFast() {
            func genderOf(_ text: String, _ n: GrammaticalNumber) -> GrammaticalGender {
                !n.isSingular && isFeminineCollectivePlural(text, singular: singular) ? .feminine : .masculine
            }
            if info.gender == genderOf(lowerWord, info.number) { gender = genderOf(form, number) }
        }
        return (form == lowerWord ? word : Casing.apply(from: word, to: form), gender)
    }

    /// Whether `plural` is the feminine plural in *-a* of a masculine noun in *-o* (*l'uovo fresco → le uova fresche*,
    /// *il dito → le dita*, *il paio → le paia*): such plurals are feminine — Morph-it! tags every one of them so.
    static func isFeminineCollectivePlural(_ plural: String, singular: String) -> Bool {
        plural != singular && plural.hasSuffixFast("a") && singular.hasSuffixFast("o")
    }

    /// Nouns of persons with one form for both genders: *-ista, -cida, -ante, -ente, -iatra*.
    static func isCommonGender(_ w: String) -> Bool {
        ["ista", "cida", "ante", "ente", "iatra", "ta"].contains { w.hasSuffixFast($0) && w.count > $0.count + 1 } && !w.hasSuffixFast("tta")
    }

    /// The other-gender form of a noun of a person: lexicon slots first, then *-tore → -trice*, *-o → -a*,
    /// *-trice → -tore*, *-essa → -e*, *-a → -o*.
    static func switchGender(singular w: String, from: GrammaticalGender?, to target: GrammaticalGender,
                             entry: LexicalEntry?) -> (form: String, rule: String)? {
        if let e = entry {
            if target == .feminine, let f = e.form("f.sg"), e.forms["f.sg"] != nil { return (f.lowercasedFast(), "it.noun.gender.lexicon") }
            if target == .masculine, e.forms["f.sg"] != nil { return (e.lemma.lowercasedFast(), "it.noun.gender.lexicon") }
            if target == .masculine, let m = e.forms["m.sg"]?.first { return (m.lowercasedFast(), "it.noun.gender.lexicon") }
            if target == .feminine, e.forms["m.sg"] != nil, e.gender == .feminine { return (e.lemma.lowercasedFast(), "it.noun.gender.lexicon") }
            return nil
        }
        if isCommonGender(w) { return nil }
        if target == .feminine {
            if w.hasSuffixFast("tore") { return (String(w.dropLast(4)) + "trice", "it.noun.gender.tore-trice") }
            if w.hasSuffixFast("o") { return (String(w.dropLast()) + "a", "it.noun.gender.o-a") }
        } else if target == .masculine {
            if w.hasSuffixFast("trice") { return (String(w.dropLast(5)) + "tore", "it.noun.gender.trice-tore") }
            if w.hasSuffixFast("essa") { return (String(w.dropLast(4)) + "e", "it.noun.gender.essa-e") }
            if w.hasSuffixFast("a") { return (String(w.dropLast()) + "o", "it.noun.gender.a-o") }
        }
        return nil
    }

    /// The plural of a singular noun: the lexicon first, then the rules.
    static func plural(of singular: String, gender: GrammaticalGender, entry: LexicalEntry?) -> (form: String, rule: String, facts: [TraceFact]) {
        if let e = entry {
            let src = source(e)
            if e.has("invariable") || e.has("plural-only") {
                return (singular, "it.noun.plural.invariable.lexicon", [TraceFact(singular, "invariable", "yes", source: src)])
            }
            if singular == e.form("f.sg")?.lowercasedFast(), let p = e.form("f.pl") {
                return (p.lowercasedFast(), "it.noun.plural.lexicon", [TraceFact(singular, "f.pl", p, source: src)])
            }
            if singular == e.form("m.sg")?.lowercasedFast(), e.forms["m.sg"] != nil, let p = e.form("m.pl") {
                return (p.lowercasedFast(), "it.noun.plural.lexicon", [TraceFact(singular, "m.pl", p, source: src)])
            }
            if singular == e.lemma.lowercasedFast(), let p = e.forms["pl"]?.first {
                return (p.lowercasedFast(), "it.noun.plural.lexicon", [TraceFact(singular, "pl", p, source: src)])
            }
        }
        let r = pluralByRule(singular, gender: gender)
        return (r.form, r.rule, [TraceFact(singular, "plural", "by rule", source: .guess)])
    }

    /// The rule-based plural (see the issue's list): invariable words first, then the endings.
    static func pluralByRule(_ w: String, gender: GrammaticalGender) -> (form: String, rule: String) {
        func swap(_ n: Int, _ s: String) -> String { String(w.dropLast(n)) + s }
        // The character `suffixLength` characters before the end, counted back from it.
        func before(_ suffixLength: Int) -> Character? {
            var i = w.endIndex
            for _ in 0...suffixLength {
                guard i > w.startIndex else { return nil }
                i = w.index(before: i)
            }
            return w[i]
        }
        guard let last = w.last, last.isLetterFast else { return (w, "it.noun.plural.invariable.symbol") }
        if ItalianSounds.endsAccented(w) { return (w, "it.noun.plural.invariable.accent") }
        if ItalianSounds.consonants.contains(last) { return (w, "it.noun.plural.invariable.consonant") }
        if w.hasSuffixFast("io") { return w.count <= 3 ? (swap(1, "i"), "it.noun.plural.io-ii") : (swap(1, ""), "it.noun.plural.io-i") }
        if ItalianSounds.syllables(w) <= 1, w.count <= 3 { return (w, "it.noun.plural.invariable.monosyllable") }
        if w.hasSuffixFast("ie") { return (w, "it.noun.plural.invariable.ie") }
        if w.hasSuffixFast("i") { return (w, "it.noun.plural.invariable.i") }
        if w.hasSuffixFast("co") {
            if ItalianSounds.isVowel(before(2)) && ItalianSounds.syllables(w) >= 3 { return (swap(2, "ci"), "it.noun.plural.co-ci") }
            return (swap(2, "chi"), "it.noun.plural.co-chi")
        }
        if w.hasSuffixFast("go") { return (swap(2, "ghi"), "it.noun.plural.go-ghi") }
        if w.hasSuffixFast("o") { return (swap(1, "i"), "it.noun.plural.o-i") }
        if w.hasSuffixFast("ista") || w.hasSuffixFast("cida") {
            return gender == .feminine ? (swap(1, "e"), "it.noun.plural.ista") : (swap(1, "i"), "it.noun.plural.ista")
        }
        if w.hasSuffixFast("cia") || w.hasSuffixFast("gia") {
            if ItalianSounds.isVowel(before(3)) { return (swap(1, "e"), "it.noun.plural.cia-cie") }
            return (swap(2, "e"), "it.noun.plural.cia-ce")
        }
        if w.hasSuffixFast("ca") { return gender == .masculine ? (swap(2, "chi"), "it.noun.plural.ca-chi") : (swap(2, "che"), "it.noun.plural.ca-che") }
        if w.hasSuffixFast("ga") { return gender == .masculine ? (swap(2, "ghi"), "it.noun.plural.ga-ghi") : (swap(2, "ghe"), "it.noun.plural.ga-ghe") }
        if w.hasSuffixFast("a") { return gender == .masculine ? (swap(1, "i"), "it.noun.plural.a-i") : (swap(1, "e"), "it.noun.plural.a-e") }
        if w.hasSuffixFast("e") { return (swap(1, "i"), "it.noun.plural.e-i") }
        return (w, "it.noun.plural.invariable")
    }

    /// The singular of a plural no lexicon knows, by the endings (a guess).
    static func singularByRule(_ w: String, gender: GrammaticalGender) -> (form: String, rule: String) {
        func swap(_ n: Int, _ s: String) -> String { String(w.dropLast(n)) + s }
        if w.hasSuffixFast("ii") { return (swap(1, "o"), "it.noun.singular.ii-io") }
        if w.hasSuffixFast("chi") { return (swap(2, "o"), "it.noun.singular.chi-co") }
        if w.hasSuffixFast("ghi") { return (swap(2, "o"), "it.noun.singular.ghi-go") }
        if w.hasSuffixFast("gli") { return (swap(1, "io"), "it.noun.singular.gli-glio") }
        if w.hasSuffixFast("che") { return (swap(2, "a"), "it.noun.singular.che-ca") }
        if w.hasSuffixFast("ghe") { return (swap(2, "a"), "it.noun.singular.ghe-ga") }
        if w.hasSuffixFast("cie") || w.hasSuffixFast("gie") { return (swap(1, "a"), "it.noun.singular.cie-cia") }
        if w.hasSuffixFast("ce") || w.hasSuffixFast("ge") { return (swap(1, "ia"), "it.noun.singular.ce-cia") }
        if w.hasSuffixFast("isti") || w.hasSuffixFast("iste") { return (swap(1, "a"), "it.noun.singular.ista") }
        if w.hasSuffixFast("e") { return (swap(1, "a"), "it.noun.singular.e-a") }
        if w.hasSuffixFast("i") { return gender == .feminine ? (swap(1, "e"), "it.noun.singular.i-e") : (swap(1, "o"), "it.noun.singular.i-o") }
        return (w, "it.noun.singular.invariable")
    }
}
