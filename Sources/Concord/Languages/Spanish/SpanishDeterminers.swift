/// Spanish articles, demonstratives, possessive determiners and quantifiers: closed classes, kept here as small
/// tables of their four forms (masculine/feminine × singular/plural).
enum SpanishDeterminers {
    /// One determiner family.
    struct Family {
        /// `article`, `demonstrative`, `possessive`, `quantifier`: the concern of its trace rule ids.
        var concern: String
        /// msg, fsg, mpl, fpl.
        var forms: [String]
        var definiteness: Definiteness?
        /// Whether the masculine singular form is used before a feminine noun with stressed a- (el agua, un
        /// águila, algún hacha); demonstratives do not do this (esta agua).
        var tonicA = false

        func form(gender: GrammaticalGender, plural: Bool) -> String {
            forms[(gender == .feminine ? 1 : 0) + (plural ? 2 : 0)]
        }
    }

    static let definite = Family(concern: "article", forms: ["el", "la", "los", "las"], definiteness: .definite, tonicA: true)
    static let indefinite = Family(concern: "article", forms: ["un", "una", "unos", "unas"], definiteness: .indefinite, tonicA: true)

    static let families: [Family] = [
        definite, indefinite,
        Family(concern: "demonstrative", forms: ["este", "esta", "estos", "estas"]),
        Family(concern: "demonstrative", forms: ["ese", "esa", "esos", "esas"]),
        Family(concern: "demonstrative", forms: ["aquel", "aquella", "aquellos", "aquellas"]),
        Family(concern: "possessive", forms: ["mi", "mi", "mis", "mis"]),
        Family(concern: "possessive", forms: ["tu", "tu", "tus", "tus"]),
        Family(concern: "possessive", forms: ["su", "su", "sus", "sus"]),
        Family(concern: "possessive", forms: ["nuestro", "nuestra", "nuestros", "nuestras"]),
        Family(concern: "possessive", forms: ["vuestro", "vuestra", "vuestros", "vuestras"]),
        Family(concern: "quantifier", forms: ["algún", "alguna", "algunos", "algunas"], tonicA: true),
        Family(concern: "quantifier", forms: ["ningún", "ninguna", "ningunos", "ningunas"], tonicA: true),
        Family(concern: "quantifier", forms: ["otro", "otra", "otros", "otras"]),
        Family(concern: "quantifier", forms: ["todo", "toda", "todos", "todas"]),
        Family(concern: "quantifier", forms: ["mucho", "mucha", "muchos", "muchas"]),
        Family(concern: "quantifier", forms: ["poco", "poca", "pocos", "pocas"]),
        Family(concern: "quantifier", forms: ["tanto", "tanta", "tantos", "tantas"]),
        Family(concern: "quantifier", forms: ["cuánto", "cuánta", "cuántos", "cuántas"]),
        Family(concern: "quantifier", forms: ["demasiado", "demasiada", "demasiados", "demasiadas"]),
        Family(concern: "quantifier", forms: ["cierto", "cierta", "ciertos", "ciertas"]),
        Family(concern: "quantifier", forms: ["cuyo", "cuya", "cuyos", "cuyas"]),
    ]

    /// Alternative spellings of a family's masculine singular (alguno/ninguno before nothing).
    static let variants: [String: String] = ["alguno": "algún", "ninguno": "ningún"]

    /// A determiner found in a phrase: its family and the features its form shows (nil when ambiguous: mi, tu, su).
    struct Reading {
        var family: Family
        var gender: GrammaticalGender?
        var number: GrammaticalNumber
    }

    static func reading(of word: String) -> Reading? {
        let lower = word.lowercasedFast()
        return readingsByForm[variants[lower] ?? lower]
    }

    /// Each form's reading in the first family that has it (at its first place there), built once.
    private static let readingsByForm: [String: Reading] = {
        var table: [String: Reading] = [:]
        for f in families {
            for (i, form) in f.forms.enumerated() where table[form] == nil {
                let ambiguousGender = f.forms[0] == f.forms[1]
                let plural = i >= 2 && !(f.forms[0] == f.forms[2])
                table[form] = Reading(family: f, gender: ambiguousGender ? nil : (i % 2 == 1 ? .feminine : .masculine),
                                      number: plural ? .plural : .singular)
            }
        }
        return table
    }()

    static func isDeterminer(_ word: String) -> Bool { reading(of: word) != nil }
}
