/// *this*/*these* and *that*/*those* agree in number with the noun they determine (or stand for).
enum EnglishDemonstratives {
    /// Inflects the demonstratives before the head (or all of them when the span has no head noun).
    static func agree(_ phrase: inout Phrase, number: GrammaticalNumber, numberFact: TraceFact,
                      structure s: EnglishPhraseStructure, trace: inout TraceRecorder) {
        func isDemonstrative(_ i: Int) -> Bool { s.words.facts(at: i, in: phrase).classes.contains(.demonstrative) }
        // The demonstratives are all found before any changes; most spans have none, and no array is filled.
        var demonstratives: [Int] = []
        // A demonstrative before the count determines the counted noun too (`these 3 files`): the word right
        // before it, with nothing but spaces between.
        if let c = s.count, let p = phrase.previousWord(before: c), phrase.tokens[p].kind == .word, isDemonstrative(p) {
            demonstratives.append(p)
        }
        if s.head == nil {
            for i in phrase.tokens.indices where phrase.tokens[i].kind == .word && isDemonstrative(i) && !isRelative(phrase, i) {
                demonstratives.append(i)
            }
        } else {
            for d in s.determiners where isDemonstrative(d) { demonstratives.append(d) }
        }
        let table = number.isSingular ? EnglishWords.demonstrativeSingular : EnglishWords.demonstrativePlural
        for i in demonstratives {
            let word = phrase.tokens[i].text
            let lower = word.lowercasedFast()
            let form = table[lower] ?? lower
            let output = Casing.apply(from: word, to: form)
            phrase.tokens[i].text = output
            trace.fired("en.demonstrative.number", word, output, facts: [numberFact])
        }
    }

    /// `that` after a word (`the file that…`) is a relative pronoun, not a demonstrative.
    static func isRelative(_ phrase: Phrase, _ i: Int) -> Bool {
        guard phrase.tokens[i].text.lowercasedFast() == "that", let p = phrase.previousWord(before: i) else { return false }
        return phrase.tokens[p].kind == .word
    }
}
