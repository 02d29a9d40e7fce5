/// The English genitive: *’s* after a singular or a plural not ending in *-s* (*Charles’s*, *geese’s*), a bare
/// *’* after a plural in *-s* (*Niagara Falls’*). It goes on the last word of the phrase (*the king of
/// Spain’s*). Created apostrophes are the typographic ’.
enum EnglishGenitive {
    static func apply(_ phrase: inout Phrase, pluralized: Int?, lexicon: Lexicon, request: TraceFact,
                      trace: inout TraceRecorder) {
        guard let last = phrase.tokens.indices.last(where: { phrase.tokens[$0].kind == .word || phrase.tokens[$0].kind == .number }) else { return }
        let word = phrase.tokens[last].text
        // Symbols written against the last word belong to it (`the U.S.`, `C++`): the ending goes after them.
        var end = last
        while end + 1 < phrase.tokens.count, phrase.tokens[end + 1].kind == .punctuation,
              [".", "+", "#", ")", "]", "!", "*"].contains(phrase.tokens[end + 1].text) { end += 1 }
        let bareEnding = word.lowercasedFast() == "s" && last >= 1 && EnglishWords.isApostrophe(phrase.tokens[last - 1].text)
        if isGenitive(phrase, endingAt: last) || bareEnding {
            trace.unchanged("en.genitive.already", phrase.text, because: "‘\(word)’ is already a genitive", facts: [request])
            return
        }
        let plural: (Bool, FactSource)
        if last == pluralized {
            plural = (true, .grammar)
        } else {
            plural = EnglishNouns.isPlural(word, lexicon: lexicon)
        }
        let endsInS = word.lowercasedFast().hasSuffixFast("s")
        let before = phrase.text
        if plural.0 && endsInS {
            phrase.tokens[end].text += "’"
            trace.fired("en.genitive.plural-apostrophe", before, phrase.text,
                        facts: [request, TraceFact(word, "number", "other", source: plural.1)])
        } else {
            phrase.tokens[end].text += "’s"
            trace.fired("en.genitive.apostrophe-s", before, phrase.text,
                        facts: [request, TraceFact(word, "number", plural.0 ? "other" : "one", source: plural.1)])
        }
    }

    /// Whether the word at `index` already carries a genitive: `’s` or `s’` follows it (`qzxyzq's`).
    static func isGenitive(_ phrase: Phrase, endingAt index: Int) -> Bool {
        let t = phrase.tokens
        if t[index].text.lowercasedFast() == "s", index >= 1, EnglishWords.isApostrophe(t[index - 1].text) {
            // A bare `’s` is an ending with no word to attach to: not a genitive, but nothing to add one to.
            return index >= 2 && (t[index - 2].kind == .word || t[index - 2].kind == .number)
        }
        if index + 1 < t.count, EnglishWords.isApostrophe(t[index + 1].text) {
            if t[index].text.count > 1, t[index].text.lowercasedFast().hasSuffixFast("s") { return true }
            if index + 2 < t.count, t[index + 2].text.lowercasedFast() == "s" { return true }
        }
        return false
    }
}
