/// *this*/*these* and *that*/*those* agree in number with the noun they determine (or stand for).
enum EnglishDemonstratives {
    /// Inflects the demonstratives before the head (or all of them when the span has no head noun).
    static func agree(_ phrase: inout Phrase, number: GrammaticalNumber, numberFact: TraceFact,
                      structure s: EnglishPhraseStructure, trace: inout TraceRecorder) {
        let candidates = s.head == nil
            ? phrase.wordIndices.filter { EnglishWords.isDemonstrative(phrase.tokens[$0].text) && !isRelative(phrase, $0) }
            : s.determiners.filter { EnglishWords.isDemonstrative(phrase.tokens[$0].text) }
        // A demonstrative before the count determines the counted noun too (`these 3 files`): the word right
        // before it, with nothing but spaces between.
        var beforeCount: [Int] = []
        if let c = s.count, let p = phrase.previousWord(before: c), phrase.tokens[p].kind == .word,
           EnglishWords.isDemonstrative(phrase.tokens[p].text) {
            beforeCount.append(p)
        }
        for i in beforeCount + candidates {
            let word = phrase.tokens[i].text
            let lower = word.lowercasedFast()
            let table = number.isSingular ? EnglishWords.demonstrativeSingular : EnglishWords.demonstrativePlural
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
