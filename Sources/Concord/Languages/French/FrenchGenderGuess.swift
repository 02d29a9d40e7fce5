/// The gender of a French noun no lexicon knows, guessed from its ending. The table is the usual teaching
/// list (-tion, -sion, -té, -ure, -ette → feminine; -ment, -age, -eau, -isme → masculine) plus a few endings
/// that are as reliable; the first matching ending wins, so longer endings come first. Every result is a
/// guess and is recorded as one.
enum FrenchGenderGuess {
    static let endings: [(suffix: String, gender: GrammaticalGender)] = [
        ("tion", .feminine), ("sion", .feminine), ("xion", .feminine), ("ion", .feminine),
        ("isme", .masculine), ("ment", .masculine), ("age", .masculine), ("eau", .masculine),
        ("ège", .masculine), ("ème", .masculine), ("teur", .masculine),
        ("té", .feminine), ("ure", .feminine), ("ette", .feminine), ("ance", .feminine), ("ence", .feminine),
        ("esse", .feminine), ("ade", .feminine), ("ée", .feminine), ("euse", .feminine), ("trice", .feminine),
        ("ière", .feminine), ("elle", .feminine), ("ine", .feminine), ("ise", .feminine), ("ude", .feminine),
        ("é", .masculine), ("ier", .masculine), ("oir", .masculine), ("ing", .masculine),
        // A final mute -e is feminine more often than not; everything else defaults to masculine.
        ("e", .feminine),
    ]

    /// The guessed gender and the ending that decided it (`nil` ending = the masculine default).
    static func guess(_ word: String) -> (gender: GrammaticalGender, ending: String?) {
        let w = word.lowercasedFast()
        for (suffix, gender) in endings where w.hasSuffixFast(suffix) && w.count > suffix.count {
            return (gender, suffix)
        }
        return (.masculine, nil)
    }

    /// A trace fact for a guess.
    static func fact(_ word: String) -> TraceFact {
        let g = guess(word)
        return TraceFact(word, "grammaticalGender", g.gender.rawValue + (g.ending.map { " (ending -\($0))" } ?? " (default)"), source: .guess)
    }
}
