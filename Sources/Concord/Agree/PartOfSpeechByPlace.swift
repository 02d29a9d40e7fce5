/// Whether the place of a word the lexicon reads both as a noun and as a verb already says which it is, so that
/// the noun-or-verb note (``AgreementEngine/noteNounOrVerb(in:span:grammar:context:)``) would only add noise and,
/// for a verb, a wrong fix. A verb: a form of the language's own verb table — an auxiliary, a copula, a modal
/// (*a*, *est*, *ha*, *falta*) — not after a determiner, a preposition or a count; a word right after a clitic
/// pronoun (*se trata*, *s’affiche*); the infinitive or participle right after a verb of the table
/// (*peut être*, *a été*, *possono essere*, *han sido*, *can update*). A preposition of the language's closed
/// class (*contre*, *para*). A noun: a word right after a determiner
/// (*una cita*, *il programma*, *the file*) — after one that is also an object pronoun (*la*, *le*, *o*) only when a
/// preposition comes before it (*sin la cita*; *la deja* may be "leaves it"). Each language gives its tables.
struct PartOfSpeechByPlace: Sendable {
    /// The forms of the language's verb table (lower case).
    let isTableVerb: @Sendable (String) -> Bool
    /// Words after which a verb comes (clitic pronouns).
    let isClitic: @Sendable (String) -> Bool
    let isDeterminer: @Sendable (String) -> Bool
    let isPreposition: @Sendable (String) -> Bool
    /// Determiners that are also object pronouns (es *la*, fr *le*, it *lo*, pt *o*).
    let pronounDeterminers: Set<String>
    /// Whether a form of the table is a verb wherever it stands (not after a determiner, a preposition or a
    /// number): true where the table's forms are rarely nouns (*est*, *ha*, *falta*), false for English (*a can*,
    /// *the wrong will*: its modals are common nouns).
    var tableFormsAreVerbs = true

    /// What the place of the word at `i` of `phrase` says it is: `.verb`, `.noun`, `.preposition`, or nil when it
    /// says nothing.
    func partOfSpeech(_ phrase: Phrase, at i: Int, lexicon: Lexicon) -> PartOfSpeech? {
        let w = phrase.tokens[i].text.lowercasedFast()
        if isPreposition(w) { return .preposition } // a closed class: *contre*, *para*, *sobre*
        // After a count the word is what is counted — or a verb: the note's question (*2 juice*, *2 can*).
        if phrase.followsNumber(i) { return nil }
        let p = Self.previousWord(phrase, before: i)
        let previous = p.map { phrase.tokens[$0].text.lowercasedFast() }
        if let previous, isDeterminer(previous) {
            if !pronounDeterminers.contains(previous) { return .noun }
            if let before = p.flatMap({ Self.previousWord(phrase, before: $0) }),
               isPreposition(phrase.tokens[before].text.lowercasedFast()) { return .noun }
            return nil
        }
        if tableFormsAreVerbs, isTableVerb(w) { return previous.map(isPreposition) == true ? nil : .verb }
        guard let previous else { return nil }
        if isClitic(previous) { return .verb }
        guard isTableVerb(previous) else { return nil }
        let nonFinite = lexicon.readings(of: w).contains { $0.entry.isVerb && ($0.isBaseForm || $0.slots.contains("pp")) }
        return nonFinite ? .verb : nil
    }

    /// The word before `i`, past spaces and an apostrophe that elides it (*s’*, *l’*).
    private static func previousWord(_ phrase: Phrase, before i: Int) -> Int? {
        var j = i - 1
        while j >= 0, phrase.tokens[j].kind == .space { j -= 1 }
        guard j >= 0 else { return nil }
        if phrase.tokens[j].kind == .punctuation {
            guard phrase.tokens[j].text == "’" || phrase.tokens[j].text == "'", j > 0,
                  phrase.tokens[j - 1].kind == .word else { return nil }
            return j - 1
        }
        return phrase.tokens[j].kind == .word ? j : nil
    }
}
