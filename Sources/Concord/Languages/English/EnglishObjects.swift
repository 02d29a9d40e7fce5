/// Whether the words after a word that is both a noun and a verb's present (*needs*, *reviews*, *runs*) read as
/// its object: then it is the verb of the noun before it (*1 pet needs **a vaccine***, *needs **attention***, *works
/// **offline***), otherwise the head of a compound noun (*3 customer reviews*, *customer reviews **need** your
/// attention*, *2 app updates **available***, *2 page views **today***).
enum EnglishObjects {
    /// Whether `next`, the words after `word`, start its object: a number, an article, a possessive or an object
    /// pronoun, a word the lexicon does not know (an adverb in *-ly*, a name), an adjective before its noun, or a
    /// noun — unless that noun is itself the verb of `word` read as a plural noun, with an object of its own
    /// (*reviews **need** your attention*). A time or place adverb and a demonstrative or a quantifier follow a
    /// noun phrase as well as a verb (*2 page views **today***, *2 profile visits **this** week*, *runs **every**
    /// day*), so they tell nothing; nor do a preposition, a conjunction, an auxiliary, a verb form, an adjective or
    /// participle standing alone, or the end of the sentence.
    static func follow(_ next: EnglishFollowingWords, word: EnglishWordFacts, lexicon: Lexicon) -> Bool {
        guard let n = next.first else { return false }
        if n.kind == .number { return true }
        let f = EnglishWordMemo.facts(of: n.text, lexicon: lexicon)
        if EnglishReferents.objectFollowers.contains(f.lower) { return false }
        if startsObject(f) { return true }
        guard f.classes.isEmpty else { return false }
        if !f.isKnown { return true }
        // An adjective or a participle with no noun use of its own is a predicate (*updates available*, *runs
        // left*), or the adjective of an object noun after it (*needs urgent attention*).
        if f.hasAdjectiveReading || f.hasParticipleReading, !f.hasNounReading || f.nounHasNoCommonPlural {
            guard let o = next.second, o.kind == .word else { return false }
            return EnglishWordMemo.facts(of: o.text, lexicon: lexicon).hasNounReading
        }
        return f.hasNounReading && !isVerb(f, ofPluralNoun: word, before: next.second, lexicon: lexicon)
    }

    /// Whether `f`, a word after `word`, is the verb of `word` read as a plural noun: a base form with its own
    /// object after it (*customer reviews **need** your attention*, *reviews **need** attention*). `after`: the word
    /// after `f`.
    static func isVerb(_ f: EnglishWordFacts, ofPluralNoun word: EnglishWordFacts, before after: Token?, lexicon: Lexicon) -> Bool {
        guard f.isBaseVerbForm, word.hasNounReading, word.number.plural, let o = after else { return false }
        if o.kind == .number { return true }
        let object = EnglishWordMemo.facts(of: o.text, lexicon: lexicon)
        return startsObject(object) || (object.classes.isEmpty && object.hasNounReading)
    }

    /// An article, a possessive determiner or a pronoun that can be an object: the start of an object noun phrase
    /// (*a vaccine*, *your approval*, *it*, *you*). A subject pronoun starts a clause of its own (*reviews **they**
    /// wrote*).
    static func startsObject(_ f: EnglishWordFacts) -> Bool {
        if !f.classes.isDisjoint(with: [.article, .possessiveDeterminer]) { return true }
        guard f.isPronoun else { return false }
        return EnglishPronouns.table.slots(of: f.lower).contains { $0.grammaticalCase != .nominative }
    }
}
