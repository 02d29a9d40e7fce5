/// Third-person verbs that agree in number with the noun or count of their span (*ist/sind*, *hat/haben*).
enum GermanVerbs {
    /// Copulas, auxiliaries and modals: singular and plural third-person forms (present and past).
    static let pairs: [(singular: String, plural: String)] = [
        ("ist", "sind"), ("war", "waren"), ("hat", "haben"), ("hatte", "hatten"), ("wird", "werden"),
        ("wurde", "wurden"), ("kann", "können"), ("konnte", "konnten"), ("muss", "müssen"),
        ("musste", "mussten"), ("soll", "sollen"), ("sollte", "sollten"), ("will", "wollen"),
        ("wollte", "wollten"), ("darf", "dürfen"), ("durfte", "durften"), ("mag", "mögen"),
        ("möchte", "möchten"), ("würde", "würden"),
    ]

    /// Each form of `pairs` with its pair (the first pair that has it), looked up instead of searched.
    private static let pairByForm = VerbPairTable.byForm(pairs)
    private static let pairsOfSlots = [("3sg.pres", "3pl.pres"), ("3sg.past", "3pl.past")]

    /// The form of `word` for `plural`, the rule and the fact's source; nil when `word` is not a known
    /// third-person verb form.
    static func form(of word: String, plural: Bool, lexicon: Lexicon) -> (form: String, rule: String, source: FactSource)? {
        let w = word.lowercasedFast()
        if let p = pairByForm[w] {
            return (Casing.apply(from: word, to: plural ? p.plural : p.singular), "de.verb.number", .grammar)
        }
        // Capitalized words are nouns; a word in capitals says nothing of its case (*2 DOKUMENTE FEHLEN*).
        let inCapitals = w != word && Casing.isAllCaps(word)
        guard w == word || inCapitals else { return nil }
        for reading in lexicon.readings(of: w, pos: "verb") {
            let e = reading.entry
            for (sg, pl) in pairsOfSlots where reading.slots.contains(sg) || reading.slots.contains(pl) {
                // The source also lists a sentence-initial variant (*Benötigen|benötigen*): the verb inside a
                // span is written in lower case, as the word was.
                guard let variants = e.forms[plural ? pl : sg],
                      let target = variants.first(where: { $0.lowercasedFast() == $0 }) ?? variants.first else { continue }
                return (inCapitals ? target.uppercased() : target, "de.verb.number", e.origin == .user ? .userLexicon : .lexicon)
            }
        }
        return nil
    }

    /// Verbs whose subject after *es* is *es* itself (*es gibt 2 Ergebnisse*): the counted noun is their object.
    static let impersonal: Set<String> = ["geben"]

    /// Whether `word` (lower-cased: `lowercased`), written after an expletive *es* before a count, is a finite verb
    /// whose subject is the counted noun phrase (*Es bleiben 2 Tage*, *Es wurden 2 gefunden*), not an impersonal
    /// one (*es gibt*).
    static func agreesAfterExpletive(_ word: String, lowercased w: String, lexicon: Lexicon) -> Bool {
        guard isVerbForm(word, lowercased: w, lexicon: lexicon) else { return false }
        return !lexicon.readings(of: w, pos: "verb").contains { impersonal.contains($0.entry.lemma) }
    }

    /// For each first byte of a form of `pairs`, the lengths in UTF-8 bytes of the forms that start with it (bit n:
    /// n bytes; every bit for a form of 64 bytes or more); nil when a form is not ASCII and Latin-1 letters.
    private static let pairFormShapes: [UInt64]? = {
        var shapes = [UInt64](repeating: 0, count: 256)
        for form in pairByForm.keys {
            let bytes = Array(form.utf8)
            guard let first = bytes.first, Casing.latinLetterCase(of: form) != nil else { return nil }
            shapes[Int(first)] |= bytes.count < 64 ? 1 << UInt64(bytes.count) : ~0
        }
        return shapes
    }()

    /// `isVerbForm(word, lowercased: word.lowercasedFast(), lexicon:)`. A word of ASCII and Latin-1 letters that
    /// starts with an ASCII capital, not in capitals, is a verb form only as one of `pairs` (lower-casing changes it,
    /// and capitalized words are nouns), and lower-casing keeps its length and makes its first byte a small letter: when no form of
    /// `pairs` starts with that letter and has that length, it is none, and it is not lower-cased to find out.
    static func isVerbForm(_ word: String, lexicon: Lexicon) -> Bool {
        if let shapes = pairFormShapes, let first = word.utf8.first, first >= 0x41, first <= 0x5A,
           Casing.latinLetterCase(of: word) != nil, !Casing.isAllCaps(word) {
            let length = word.utf8.count
            let lengths = shapes[Int(first + 0x20)]
            if length < 64 ? lengths & (1 << UInt64(length)) == 0 : lengths != ~0 { return false }
        }
        return isVerbForm(word, lowercased: word.lowercasedFast(), lexicon: lexicon)
    }

    /// Whether `form(of: word, plural: false, lexicon:)` finds a verb form, without making the form.
    /// `lowercased`: the word lower-cased.
    static func isVerbForm(_ word: String, lowercased w: String, lexicon: Lexicon) -> Bool {
        if pairByForm[w] != nil { return true }
        guard w == word || Casing.isAllCaps(word) else { return false }     // capitalized words are nouns
        return verbForms.facts(of: w, lexicon: lexicon) {
            lexicon.readings(of: w, pos: "verb").contains { reading in
                pairsOfSlots.contains { (sg, pl) in
                    (reading.slots.contains(sg) || reading.slots.contains(pl)) && reading.entry.form(sg) != nil
                }
            }
        }
    }

    /// Whether a lower-case word is a third-person verb form in a lexicon: asked of most lower-case words of a
    /// span, often twice (is it the verb after the count, does a noun follow), and each time a search of the
    /// word's verb readings and their slots.
    private static let verbForms = TextFactsMemo<Bool>()
}
