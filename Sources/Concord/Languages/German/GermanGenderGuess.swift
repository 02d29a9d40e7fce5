/// Gender of a noun no lexicon knows, from its suffix (marked `.guess` in the trace).
enum GermanGenderGuess {
    static let feminine = ["ung", "heit", "keit", "schaft", "ion", "tät", "ik", "ei", "eit", "ur", "enz", "anz", "ie", "e"]
    static let neuter = ["chen", "lein", "ment", "um", "tum", "ma", "nis", "o"]
    static let masculine = ["er", "ling", "ismus", "or", "ich", "ig", "ant", "ent", "ist", "eur", "ort", "en"]

    /// Feminine person nouns in -in (*Autorin*, *Kundin*), told from nouns like *Termin* by the agent
    /// suffix before -in.
    static func isFeminineIn(_ word: String) -> Bool {
        ["erin", "orin", "istin", "entin", "antin", "eurin", "atin", "ogin", "ärin", "ndin", "inin"].contains { word.hasSuffixFast($0) }
    }

    static func guess(_ word: String) -> GrammaticalGender {
        let w = word.lowercasedFast()
        if isFeminineIn(w) { return .feminine }
        // Longest matching suffix wins across the three lists.
        var best: (length: Int, gender: GrammaticalGender)?
        for (list, gender) in [(feminine, GrammaticalGender.feminine), (neuter, .neuter), (masculine, .masculine)] {
            for s in list where w.hasSuffixFast(s) && (best == nil || s.count > best!.length) {
                best = (s.count, gender)
            }
        }
        return best?.gender ?? .masculine
    }
}
