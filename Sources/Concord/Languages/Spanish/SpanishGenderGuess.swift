/// The documented suffix rules that guess the gender of a noun no lexicon knows. Every guess is recorded with
/// source `.guess` and its rule id, so a wrong guess can be fixed with `morphology` or a user lexicon entry.
enum SpanishGenderGuess {
    /// Suffix → gender, longest suffixes first; the first match wins.
    static let rules: [(suffix: String, gender: GrammaticalGender, rule: String)] = [
        ("ción", .feminine, "es.gender.guess.cion"),
        ("sión", .feminine, "es.gender.guess.sion"),
        ("xión", .feminine, "es.gender.guess.sion"),
        ("ión", .feminine, "es.gender.guess.ion"),
        ("dad", .feminine, "es.gender.guess.dad"),
        ("tad", .feminine, "es.gender.guess.dad"),
        ("tud", .feminine, "es.gender.guess.tud"),
        ("umbre", .feminine, "es.gender.guess.umbre"),
        ("itis", .feminine, "es.gender.guess.sis"),
        ("sis", .feminine, "es.gender.guess.sis"),
        ("triz", .feminine, "es.gender.guess.triz"),
        ("ie", .feminine, "es.gender.guess.ie"),
        ("ez", .feminine, "es.gender.guess.ez"),
        ("z", .feminine, "es.gender.guess.z"),
        ("aje", .masculine, "es.gender.guess.aje"),
        ("or", .masculine, "es.gender.guess.or"),
        ("a", .feminine, "es.gender.guess.a"),
        ("as", .feminine, "es.gender.guess.a"),
        ("o", .masculine, "es.gender.guess.o"),
        ("os", .masculine, "es.gender.guess.o"),
    ]

    /// The guessed gender of `word` and the rule that guessed it. Words matching no suffix (consonants, -e, -i,
    /// -u) default to masculine, the unmarked gender.
    static func guess(_ word: String) -> (gender: GrammaticalGender, rule: String) {
        let w = word.lowercasedFast()
        // A word that ends with a suffix is longer than it exactly when it is not the suffix itself.
        for r in rules where w.hasSuffixFast(r.suffix) && w != r.suffix { return (r.gender, r.rule) }
        return (.masculine, "es.gender.guess.default-masculine")
    }

    /// Whether a guess came from the ending -a or -o (-as, -os), the endings that mark a gender.
    static func marksGender(_ rule: String) -> Bool {
        rule == "es.gender.guess.a" || rule == "es.gender.guess.o"
    }
}
