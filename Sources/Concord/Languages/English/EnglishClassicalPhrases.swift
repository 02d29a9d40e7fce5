/// Latin and Greek phrases written as English nouns, where the adjective after the noun agrees with it
/// (*gluteus maximus* → *glutei maximi*, *vena cava* → *venae cavae*), and hyphenated agent compounds whose
/// first part takes the plural (*passer-by* → *passers-by*, *runner-up* → *runners-up*).
enum EnglishClassicalPhrases {
    /// Latin endings, singular and plural, that a noun and its following adjective share.
    static let latinEndings: [(singular: String, plural: String)] = [("us", "i"), ("um", "a"), ("a", "ae")]

    /// Particles that close an agent compound (`passer-by`, `hanger-on`).
    static let particles = WordSet(["by", "up", "on", "in", "out", "off", "down", "away", "over", "back", "about"])

    /// The two words of a Latin noun + adjective pair in the other number, or nil. Both words carry the same
    /// Latin ending, the adjective is no English noun, and the noun is unknown or takes that Latin plural.
    /// `nounFacts` and `adjectiveFacts` are the words' facts (``EnglishWordFacts``).
    static func latinPair(_ noun: String, _ adjective: String, nounFacts: EnglishWordFacts, adjectiveFacts: EnglishWordFacts,
                          plural: Bool, lexicon: Lexicon) -> (String, String)? {
        let n = nounFacts.lower, a = adjectiveFacts.lower
        // Most pairs share no Latin ending: they are let go before their letters are checked one by one. A shared
        // ending is ASCII, so both words end in its last byte (the loop below still decides).
        guard let last = n.utf8.last, a.utf8.last == last,
              latinEndings.contains(where: { (plural ? $0.singular : $0.plural).utf8.last == last }),
              n.count > 3, a.count > 3, n.allSatisfy(\.isLetter), a.allSatisfy(\.isLetter),
              !adjectiveFacts.hasNounReading else { return nil }
        for (sg, pl) in latinEndings {
            let (from, to) = plural ? (sg, pl) : (pl, sg)
            guard n.hasSuffixFast(from), a.hasSuffixFast(from) else { continue }
            // `-a` plurals of `-um` are not `-a` singulars: *-ae* is the only plural of a feminine *-a*.
            if !plural && sg == "um" { return nil }
            let nounOut = String(noun.dropLast(from.count)) + to
            let known = lexicon.readings(of: noun, pos: "noun")
            if !known.isEmpty {
                let forms = plural ? known.compactMap { $0.entry.forms["pl"] }.flatMap { $0 } : known.map(\.entry.lemma)
                guard forms.contains(where: { $0.lowercasedFast() == nounOut.lowercasedFast() }) else { return nil }
            }
            return (Casing.apply(from: noun, to: nounOut), Casing.apply(from: adjective, to: String(adjective.dropLast(from.count)) + to))
        }
        return nil
    }

    /// The token index of the part that takes the plural in an agent compound closed by a particle
    /// (`passer` in `passer-by`), or nil.
    static func agentCompoundHead(_ range: ClosedRange<Int>, in phrase: Phrase) -> Int? {
        let t = phrase.tokens
        guard range.count == 3, let last = t[range.upperBound].text.lowercasedFast() as String?,
              particles.contains(last) else { return nil }
        let first = t[range.lowerBound].text.lowercasedFast()
        return first.count > 3 && first.hasSuffixFast("er") ? range.lowerBound : nil
    }
}
