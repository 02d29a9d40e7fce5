/// Gender and number of Italian words no lexicon knows, from documented suffix rules. Every result is a guess
/// and is recorded with source `.guess`.
enum ItalianGenderGuess {
    /// Suffix → gender, longest first. Feminine: *-zione, -sione, -tà, -tù, -ite* (medical), *-trice, -essa,
    /// -udine, -igine, -i* (Greek *crisi*), *-ie*, *-a*. Masculine: *-o, -ore*, the Greek *-ma* (*-ema, -gramma,
/// -dramma, -oma, -gma, -orama*: *problema, programma, diploma*; other *-ma* are feminine: *prima, forma*),
    /// *-one, -ame, -ale, -ile, -ere, -ente, -ante*, accented *-è/-ì/-ò*, foreign words ending in a consonant.
    static let rules: [(suffix: String, gender: GrammaticalGender)] = [
        ("zione", .feminine), ("sione", .feminine), ("trice", .feminine), ("essa", .feminine), ("udine", .feminine),
        ("igine", .feminine), ("tà", .feminine), ("tù", .feminine), ("ite", .feminine), ("ie", .feminine),
        ("ista", .masculine), ("ema", .masculine), ("gramma", .masculine), ("dramma", .masculine),
        ("oma", .masculine), ("gma", .masculine), ("orama", .masculine), ("ore", .masculine), ("one", .masculine), ("ame", .masculine),
        ("ale", .masculine), ("ile", .masculine), ("ere", .masculine), ("ente", .masculine), ("ante", .masculine),
        ("si", .feminine), ("a", .feminine), ("o", .masculine), ("è", .masculine), ("ì", .masculine),
        ("ò", .masculine), ("e", .masculine),
    ]

    /// The guessed gender of a singular noun, and the suffix rule that gave it.
    static func gender(ofSingular word: String) -> (GrammaticalGender, String) {
        let w = word.lowercasedFast()
        if let last = w.last, !last.isLetterFast { return (.masculine, "it.gender.guess.number") }
        if let last = w.last, ItalianSounds.consonants.contains(last) { return (.masculine, "it.gender.guess.consonant") }
        for r in rules where w.hasSuffixFast(r.suffix) && w.count > r.suffix.count {
            return (r.gender, "it.gender.guess.-\(r.suffix)")
        }
        return (.masculine, "it.gender.guess.default")
    }

    /// Endings of singular nouns and adjectives in *-e* (so not feminine plurals in *-e*).
    static let singularE = ["zione", "sione", "one", "ore", "ale", "ile", "ente", "ante", "ese", "ice", "ere", "are",
                            "ire", "ure", "ame", "ume", "ite", "iete", "ie"]

    /// Whether a word no lexicon knows looks plural: *-i* (not *-si*, Greek singulars such as *crisi*), or *-e*
    /// without a singular ending (*case, italiane, gatte*; but *ombrellone, fiore, notte*).
    static func looksPlural(_ word: String) -> Bool {
        let w = word.lowercasedFast()
        guard w.count > 2, w.allSatisfy(\.isLetterFast) else { return false }
        if w.hasSuffixFast("ie") { return false }
        if w.hasSuffixFast("i") { return !(w.hasSuffixFast("si") && ItalianSounds.syllables(w) >= 3) }
        if w.hasSuffixFast("e") {
            if w.hasSuffixFast("che") || w.hasSuffixFast("ghe") { return true }
            return !singularE.contains { w.hasSuffixFast($0) }
        }
        return false
    }

    /// The gender a plural no lexicon knows suggests: *-e* feminine, *-i* masculine.
    static func gender(ofPlural word: String) -> GrammaticalGender {
        word.lowercasedFast().hasSuffixFast("e") ? .feminine : .masculine
    }

    /// Whether an unknown word looks like a past participle or an adjective rather than a noun (*benvenuto,
    /// aperta, stati, cinematografico*), which decides the head of a phrase without a lexicon.
    static func looksAdjectival(_ word: String) -> Bool {
        let w = word.lowercasedFast()
        return w.count > 4 && adjectivalEndings.contains { w.hasSuffixFast($0) }
    }

    private static let adjectivalEndings = ["ato", "ata", "ati", "ate", "uto", "uta", "uti", "ute", "ito", "ita", "iti",
                                            "ico", "ica", "ici", "iche", "ivo", "iva", "ivi", "ive", "oso", "osa", "osi",
                                            "ose", "abile", "ibile", "evole"]
}
