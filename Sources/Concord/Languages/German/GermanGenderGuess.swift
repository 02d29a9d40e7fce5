/// Gender of a noun no lexicon knows, from its suffix (marked `.guess` in the trace).
enum GermanGenderGuess {
    static let feminine = ["ung", "heit", "keit", "schaft", "ion", "tät", "ik", "ei", "in", "ur", "enz", "anz", "ie", "e"]
    static let neuter = ["chen", "lein", "ment", "um", "tum", "ma", "nis", "o"]
    static let masculine = ["er", "ling", "ismus", "or", "ich", "ig", "ant", "ent", "ist", "eur", "ort", "en"]

    static func guess(_ word: String) -> GrammaticalGender {
        let w = word.lowercased()
        // Longest matching suffix wins across the three lists.
        var best: (length: Int, gender: GrammaticalGender)?
        for (list, gender) in [(feminine, GrammaticalGender.feminine), (neuter, .neuter), (masculine, .masculine)] {
            for s in list where w.hasSuffix(s) && (best == nil || s.count > best!.length) {
                best = (s.count, gender)
            }
        }
        return best?.gender ?? .masculine
    }
}
