/// A partitive after the count (*2 de vos fichiers*, *1 des 5 tâches*, *2 sur 10 photos*): the noun phrase after the
/// preposition names the whole and keeps its number, while the count is the subject of the verb after it, which
/// agrees with the count, and so do the adjectives and participles after that verb (*2 des 20 nuits sont sensibles*,
/// *1 de mes terrains est génial*; were *2 des 20 nuits est sensible*, *1 de mes terrains sont géniaux*). The whole may
/// be a stressed pronoun (*2 d’entre elles sont prêtes*) or an argument (*2 des %@ sont sélectionnées*), and may have a
/// complement of its own, past which the count's verb is found (*2 des amis de %@ sont connectés*).
extension FrenchPhrase {
    /// The prepositions that open a partitive right after a count.
    static let partitivePrepositions = WordSet(["de", "des", "parmi", "sur"])

    /// Where the whole starts — its noun, or the number that counts it (*des 5 tâches*, *de %lld fichiers*), or the
    /// pronoun after *d’entre* (*2 d’entre elles*) — when the word at `i` (`lower`) opens a partitive right after the
    /// count: past the preposition and a determiner after it (*de vos*, *de la*). An argument is the whole only after
    /// an article (*des %@*, *de vos %@*), which says it is one; after a bare *de* (*2 de %@*) it is read as the
    /// counted noun.
    static func partitiveWhole(at i: Int, lower: String, _ phrase: Phrase) -> Int? {
        let tokens = phrase.tokens
        guard FrenchWords.isPlain(tokens, i) else { return nil }
        if lower == "d" { return wholeAfterEntre(at: i, phrase) }
        guard partitivePrepositions.contains(lower), phrase.followsNumber(i) else { return nil }
        var whole: Int?
        // An argument after an article is the whole (*des %@*, *de vos %@*): its number is the article's.
        var articled = false
        if let article = FrenchArticles.find(in: phrase, at: i), article.preposition != nil { // des, de la, de l’
            whole = article.end < tokens.count ? article.end : nil
            articled = true
        } else if let n = phrase.nextWord(after: i) {
            if let article = FrenchArticles.find(in: phrase, at: n), article.preposition == nil {
                whole = article.end < tokens.count ? article.end : nil
                articled = true
            } else {
                whole = n
                articled = lower == "des" // (read as the plural indefinite article)
            }
        }
        while let w = whole, w < tokens.count, tokens[w].kind == .space { whole = w + 1 }
        guard let w = whole, w < tokens.count,
              tokens[w].kind == .number || tokens[w].kind == .word && (tokens[w].argumentIndex == nil || articled) else { return nil }
        return w
    }

    /// The stressed pronouns that name the whole after *d’entre* or *parmi* (*2 d’entre elles*), with the gender they
    /// give the predicate (*2 d’entre elles sont prêtes*).
    static let wholePronouns: [String: GrammaticalGender?] = ["eux": .masculine, "elles": .feminine, "nous": nil, "vous": nil]

    /// *2 d’entre eux*: the whole is the pronoun after *d’* (at `i`, right after the count), its apostrophe and *entre*.
    private static func wholeAfterEntre(at i: Int, _ phrase: Phrase) -> Int? {
        let tokens = phrase.tokens
        guard phrase.followsNumber(i), i + 2 < tokens.count, FrenchWords.isApostrophe(tokens[i + 1]),
              tokens[i + 2].kind == .word, tokens[i + 2].text.lowercasedFast() == "entre",
              let p = phrase.nextWord(after: i + 2), tokens[p].kind == .word, tokens[p].argumentIndex == nil,
              wholePronouns[tokens[p].text.lowercasedFast()] != nil else { return nil }
        return p
    }

    /// Where the verb of the partitive's count stands when the whole has a complement (*2 des photos de vacances
    /// sont*, *2 des amis de %@ sont*): the first verb (or the negation before it) after the complement's opening word
    /// at `i`. Nil before a relative pronoun, a punctuation mark or the span's end: the complement's own verb is not
    /// the count's.
    static func verbAfterWholeComplement(from i: Int, _ phrase: Phrase, lexicon: Lexicon) -> Int? {
        let tokens = phrase.tokens
        var j = i + 1
        while j < tokens.count {
            let t = tokens[j]
            defer { j += 1 }
            if t.kind == .punctuation, !FrenchWords.isApostrophe(t) { return nil }
            guard t.isWord, t.argumentIndex == nil, t.declared == nil else { continue }
            let facts = FrenchWordFacts.of(t.text, lexicon)
            if facts.isConjunction { return nil }
            if FrenchWords.isNegation(facts.lower) || facts.isFiniteVerb { return j }
        }
        return nil
    }

    /// Once the span is read: the noun read as the head is the partitive's whole, which keeps its form, and so do the
    /// adjectives before the verb, which describe it (*des fichiers sélectionnés*); those after the verb agree with
    /// the count. Without a verb nothing agrees (*2 de vos photos*). The whole's gender, when the lexicon knows it,
    /// is the predicate's (*1 de vos amies est connectée*).
    mutating func settlePartitive(_ phrase: Phrase) {
        if let h = head, let facts = headFacts {
            if let pronounGender = Self.wholePronouns[facts.lower] {
                partitiveWholeGender = pronounGender
            } else {
                let g = FrenchNouns.gender(of: phrase.tokens[h].text, declared: phrase.tokens[h].declared, facts: facts)
                if !g.guessed { partitiveWholeGender = g.gender }
            }
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

    /// The indefinite pronouns that name a part of a whole after *de* (*aucun des fichiers*, *chacune de vos photos*,
    /// *l’un des 3 fichiers*): the pronoun, not the whole, is the subject of the verb after them.
    static let partOfWholePronouns = WordSet(["aucun", "aucune", "chacun", "chacune", "un", "une"])

    /// Whether `word` may be a pronoun of ``partOfWholePronouns`` (*aucun*, *chacun*, *un* in any case) or the *l* of
    /// *l’un*, told by its first two bytes: any other word needs no lower-casing and no look-up.
    private static func mayOpenPartOfWhole(_ word: String) -> Bool {
        var bytes = word.utf8.makeIterator()
        // (`| 0x20` lower-cases an ASCII capital, and makes no other byte an ASCII small letter.)
        guard let first = bytes.next().map({ $0 | 0x20 }) else { return false }
        let second = bytes.next().map { $0 | 0x20 }
        switch first {
        case UInt8(ascii: "a"): return second == UInt8(ascii: "u")
        case UInt8(ascii: "c"): return second == UInt8(ascii: "h")
        case UInt8(ascii: "u"): return second == UInt8(ascii: "n")
        case UInt8(ascii: "l"): return second == nil
        default: return false
        }
    }

    /// Where the *de*, *des* or *d’* of the whole stands when the span opens with a pronoun of ``partOfWholePronouns``
    /// (after *l’* for *un*, *une*) followed by it (*Aucun des %lld fichiers*, *Chacune de vos photos*): the whole's
    /// noun phrase starts there, and the verb after it agrees with the pronoun, which is singular, not with the whole.
    static func partOfWholePreposition(_ phrase: Phrase) -> Int? {
        let tokens = phrase.tokens
        var i = 0
        while i < tokens.count, tokens[i].kind == .space { i += 1 }
        guard i < tokens.count, tokens[i].kind == .word, mayOpenPartOfWhole(tokens[i].text),
              FrenchWords.isPlain(tokens, i) else { return nil }
        var pronoun = tokens[i].text.lowercasedFast()
        if pronoun == "l", i + 2 < tokens.count, FrenchWords.isApostrophe(tokens[i + 1]), tokens[i + 2].kind == .word {
            i += 2
            pronoun = tokens[i].text.lowercasedFast()
            guard pronoun == "un" || pronoun == "une" else { return nil }
        }
        guard partOfWholePronouns.contains(pronoun), let n = phrase.nextWord(after: i), tokens[n].kind == .word,
              tokens[n].argumentIndex == nil else { return nil }
        let preposition = tokens[n].text.lowercasedFast()
        let opensWhole = preposition == "des" || preposition == "de"
            || preposition == "d" && n + 1 < tokens.count && FrenchWords.isApostrophe(tokens[n + 1])
        return opensWhole ? n : nil
    }
}
