/// A partitive after the count (*2 de vos fichiers*, *1 des 5 tâches*, *2 sur 10 photos*): the noun phrase after the
/// preposition names the whole and keeps its number, while the count is the subject of the verb after it, which
/// agrees with the count, and so do the adjectives and participles after that verb (*2 des 20 nuits sont sensibles*,
/// *1 de mes terrains est génial*; were *2 des 20 nuits est sensible*, *1 de mes terrains sont géniaux*).
extension FrenchPhrase {
    /// The prepositions that open a partitive right after a count.
    static let partitivePrepositions: Set<String> = ["de", "des", "parmi", "sur"]

    /// Where the whole starts — its noun, or the number that counts it (*des 5 tâches*, *de %lld fichiers*) — when
    /// the word at `i` (`lower`) opens a partitive right after the count: past the preposition and a determiner after
    /// it (*de vos*, *de la*). Nil when the whole is an argument (*des %@*): its written number is unknown, and the
    /// argument is read as the counted noun.
    static func partitiveWhole(at i: Int, lower: String, _ phrase: Phrase) -> Int? {
        let tokens = phrase.tokens
        guard partitivePrepositions.contains(lower), tokens[i].argumentIndex == nil, tokens[i].declared == nil,
              phrase.followsNumber(i) else { return nil }
        var whole: Int?
        if let article = FrenchArticles.find(in: phrase, at: i), article.preposition != nil { // de la, de l’
            whole = article.end < tokens.count ? article.end : nil
        } else if let n = phrase.nextWord(after: i) {
            if let article = FrenchArticles.find(in: phrase, at: n), article.preposition == nil {
                whole = article.end < tokens.count ? article.end : nil
            } else {
                whole = n
            }
        }
        guard let w = whole, tokens[w].kind == .number || tokens[w].isWord && tokens[w].argumentIndex == nil else { return nil }
        return w
    }

    /// Once the span is read: the noun read as the head is the partitive's whole, which keeps its form, and so do the
    /// adjectives before the verb, which describe it (*des fichiers sélectionnés*); those after the verb agree with
    /// the count. Without a verb nothing agrees (*2 de vos photos*). The whole's gender, when the lexicon knows it,
    /// is the predicate's (*1 de vos amies est connectée*).
    mutating func settlePartitive(_ phrase: Phrase) {
        if let h = head, let facts = headFacts {
            let g = FrenchNouns.gender(of: phrase.tokens[h].text, declared: phrase.tokens[h].declared, facts: facts)
            if !g.guessed { partitiveWholeGender = g.gender }
        }
        head = nil
        headFacts = nil
        let verb = verbs.first ?? phrase.tokens.count
        var kept = SmallIndices()
        var keptFacts: [FrenchWordFacts] = []
        for (k, m) in modifiers.enumerated() where m > verb {
            kept.append(m)
            keptFacts.append(modifierFacts[k])
        }
        modifiers = kept
        modifierFacts = keptFacts
    }
}
