/// Names that take no article in French: cities, brands and first names (*de Paris*, *à Lyon*, *Roland Garros*),
/// as the dictionary tags them (`proper-name`). Names that do take one (*la France*, *le Japon*) are ordinary
/// nouns in the lexicon and get their articles like any other noun.
enum FrenchNames {
    /// Whether the words of `phrase` from token `start` on are a name without an article: the first word a
    /// capitalized name the lexicon flags `proper-name`, every other word capitalized and either such a name or
    /// unknown (*Roland Garros*), or a first name followed by capitalized words (*Marie Curie*). A known common word (*Paris Plage*, *Apple TV*) makes it an ordinary phrase,
    /// since only the lexicon could say which word is its head.
    static func articlelessName(in phrase: Phrase, from start: Int, lexicon: Lexicon) -> TraceFact? {
        // Most phrases start with a lower-case word: no need to list the words then.
        // (Found by index: a search over the tokens copies each one it passes.)
        var w = max(start, 0)
        while w < phrase.tokens.count, phrase.tokens[w].kind != .word { w += 1 }
        guard w < phrase.tokens.count, Casing.startsWithCapital(phrase.tokens[w].text) else { return nil }
        let words = phrase.tokens[min(start, phrase.tokens.count)...].filter { $0.kind == .word }.map(\.text)
        guard let first = words.first, Casing.startsWithCapital(first), let entry = nameEntry(first, lexicon: lexicon) else { return nil }
        if entry.gender.grammaticalGender != nil, words.count > 1, words.allSatisfy(Casing.startsWithCapital) {
            // A first name (Dicollecte's po:prn names carry a gender) followed by capitalized words is a person:
            // *de Marie Curie*, *à Victor Hugo*, even when a later word is also a common noun (*curie*).
            return TraceFact(first, "name", "first name of a person: takes no article", source: FrenchWords.source(entry))
        }
        for word in words.dropFirst() {
            let readings = lexicon.readings(of: word)
            guard Casing.startsWithCapital(word), readings.isEmpty || nameEntry(word, readings: readings) != nil else { return nil }
        }
        return TraceFact(first, "name", "takes no article", source: FrenchWords.source(entry))
    }

    /// The `proper-name` entry of `word`: its only reading, or the one spelled exactly so — a capitalized
    /// *Paris* is the city, not the plural of *pari*.
    static func nameEntry(_ word: String, lexicon: Lexicon) -> LexicalEntry? {
        nameEntry(word, readings: lexicon.readings(of: word))
    }

    /// The same, from the word's readings (all parts of speech) already looked up.
    static func nameEntry(_ word: String, readings: [LexicalReading]) -> LexicalEntry? {
        guard let name = readings.first(where: { $0.entry.has("proper-name") })?.entry else { return nil }
        if name.lemma == word || readings.allSatisfy({ $0.entry.has("proper-name") }) { return name }
        return nil
    }
}
