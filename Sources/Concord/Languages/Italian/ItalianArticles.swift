/// Italian determiners: definite and indefinite articles, their contractions with *di, a, da, in, su*,
/// the demonstratives *questo* and *quello*, the possessives, and *nessun, alcun, ciascun*. Closed classes, so they live here as tables.
struct ItalianDeterminer: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        /// *il, lo, l’, la, i, gli, le* (and, with a preposition, *del, allo, nell’…*).
        case definite
        /// *un, uno, una, un’*; in the plural the partitive *dei, degli, delle*.
        case indefinite
        /// *questo, quest’, questa, questi, queste*.
        case questo
        /// *quel, quello, quell’, quella, quei, quegli, quelle*.
        case quello
        /// *mio, tuo, suo, nostro, vostro* by stem (*mi, tu, su, nostr, vostr*); *loro* is invariable.
        case possessive(String)
        /// *nessun, alcun, ciascun* by stem: written as *un* is before a noun (*nessuno sconto*, *nessuna
        /// foto*, *nessun’altra*), and *alcuni, alcune* in the plural.
        case quantifier(String)
    }

    var kind: Kind
    /// *di, a, da, in, su* for a contraction (*del* = *di* + *il*).
    var preposition: String?
    /// Gender and number the written form shows (nil when it does not: *l’*).
    var gender: GrammaticalGender?
    var number: GrammaticalNumber?
    /// Whether the written form was elided (*l’*, *un’*, *quell’*).
    var elided = false

    /// Whether it is an article (or a contraction), as opposed to a demonstrative or a possessive.
    var isArticle: Bool { kind == .definite || kind == .indefinite }
}

enum ItalianArticles {
    /// The stems a definite article's tail joins to: *de+l* = *del*, *ne+gli* = *negli*, *que+l* = *quel*.
    static let prepositionStems = ["di": "de", "a": "a", "da": "da", "in": "ne", "su": "su"]

    /// The definite article for gender, number and the next word's onset, as a tail: `l`, `llo`, `ll’`,
    /// `lla`, `i`, `gli`, `lle` — *il/lo/l’/la/i/gli/le* alone, *del, quel, bel* after a stem.
    static func definiteTail(gender: GrammaticalGender, number: GrammaticalNumber, onset: ItalianOnset) -> String {
        let fem = gender == .feminine
        if number.isSingular {
            if onset == .vowel { return "ll’" }
            if fem { return "lla" }
            return onset == .impure ? "llo" : "l"
        }
        if fem { return "lle" }
        return onset == .consonant ? "i" : "gli"
    }

    /// The free-standing definite article from its tail.
    static func bareDefinite(_ tail: String) -> String {
        switch tail {
        case "l": return "il"
        case "llo": return "lo"
        case "ll’": return "l’"
        case "lla": return "la"
        case "lle": return "le"
        default: return tail
        }
    }

    /// The written form of `det` for the given features and next onset, and the rule id that chose it.
    /// `standalone`: no word follows (*nessuno*, *ciascuna* stand for a noun and take their full form).
    static func form(of det: ItalianDeterminer, gender: GrammaticalGender, number: GrammaticalNumber,
                     onset: ItalianOnset, keepElidedQuesto: Bool = false, standalone: Bool = false) -> (text: String, rule: String) {
        let g: GrammaticalGender = gender == .feminine ? .feminine : .masculine
        switch det.kind {
        case .definite:
            let tail = definiteTail(gender: g, number: number, onset: onset)
            if let p = det.preposition, let stem = prepositionStems[p] {
                return (stem + tail, "it.contraction.\(p)")
            }
            return (bareDefinite(tail), "it.article.definite")
        case .indefinite:
            if !number.isSingular {
                // The plural of *un* is the partitive: *dei gatti*, *degli scogli*, *delle italiane*.
                return ("de" + definiteTail(gender: g, number: number, onset: onset), "it.article.partitive")
            }
            if g == .feminine { return (onset == .vowel ? "un’" : "una", "it.article.indefinite") }
            return (onset == .impure ? "uno" : "un", "it.article.indefinite")
        case .questo:
            let base = number.isSingular ? (g == .feminine ? "questa" : "questo") : (g == .feminine ? "queste" : "questi")
            // Elision of *questo/questa* is optional: kept only where the source already elided.
            if keepElidedQuesto && number.isSingular && onset == .vowel { return ("quest’", "it.demonstrative.questo") }
            return (base, "it.demonstrative.questo")
        case .quello:
            return ("que" + definiteTail(gender: g, number: number, onset: onset), "it.demonstrative.quello")
        case .possessive(let stem):
            return (possessive(stem: stem, gender: g, number: number), "it.possessive")
        case .quantifier(let stem):
            if !number.isSingular { return (stem + (g == .feminine ? "e" : "i"), "it.quantifier") }
            if g == .feminine { return (onset == .vowel && !standalone ? stem + "’" : stem + "a", "it.quantifier") }
            return (onset == .impure || standalone ? stem + "o" : stem, "it.quantifier")
        }
    }

    /// The stems of ``ItalianDeterminer/Kind/quantifier(_:)``.
    static let quantifierStems = ["nessun", "alcun", "ciascun"]

    /// *mio/mia/miei/mie*, *nostro/nostra/nostri/nostre*…; *loro* does not change.
    static func possessive(stem: String, gender: GrammaticalGender, number: GrammaticalNumber) -> String {
        if stem == "loro" { return "loro" }
        let fem = gender == .feminine
        if number.isSingular { return stem + (fem ? "a" : "o") }
        if fem { return stem + "e" }
        switch stem {
        case "mi": return "miei"
        case "tu", "su": return stem + "oi"   // tuoi, suoi
        default: return stem + "i"            // nostri, vostri
        }
    }

    /// Every written determiner with what it shows, built from the rules above so the tables cannot disagree.
    static let table: [String: ItalianDeterminer] = {
        var t: [String: ItalianDeterminer] = [:]
        let onsets: [ItalianOnset] = [.consonant, .impure, .vowel]
        for g in [GrammaticalGender.masculine, .feminine] {
            for n in [GrammaticalNumber.singular, .plural] {
                for o in onsets {
                    var kinds: [(ItalianDeterminer.Kind, String?)] = [(.definite, nil), (.indefinite, nil), (.questo, nil), (.quello, nil)]
                    kinds += quantifierStems.map { (.quantifier($0), nil) }
                    for p in prepositionStems.keys { kinds.append((.definite, p)) }
                    for (k, p) in kinds {
                        let det = ItalianDeterminer(kind: k, preposition: p)
                        let text = form(of: det, gender: g, number: n, onset: o, keepElidedQuesto: true).text
                        var entry = ItalianDeterminer(kind: k, preposition: p, gender: g, number: n, elided: text.hasSuffixFast("’"))
                        if k == .indefinite && !n.isSingular { entry = ItalianDeterminer(kind: .definite, preposition: "di", gender: g, number: n) }
                        if let old = t[text], old.gender != entry.gender { entry.gender = nil }
                        if let old = t[text], old.number != entry.number { entry.number = nil }
                        if t[text] == nil || t[text]!.kind == entry.kind { t[text] = entry }
                    }
                }
                for stem in ["mi", "tu", "su", "nostr", "vostr"] {
                    t[possessive(stem: stem, gender: g, number: n)] = ItalianDeterminer(kind: .possessive(stem), gender: g, number: n)
                }
            }
        }
        t["loro"] = ItalianDeterminer(kind: .possessive("loro"))
        return t
    }()

    /// The determiner a word is, if any (`l'` and `l’` alike).
    static func determiner(_ word: String) -> ItalianDeterminer? {
        var w = word.lowercasedFast()
        // Only a word ending with a straight apostrophe changes (one ending with `’` would be rewritten as itself), so
        // its last character is read, a grapheme break from the end, only when its last byte is one.
        if w.utf8.last == UInt8(ascii: "'"), let last = w.last, ItalianSounds.apostrophes.contains(last) { w = String(w.dropLast()) + "’" }
        return table[w]
    }

    /// Words that elide before a vowel and so may be written glued to the next word by an apostrophe.
    static func isElidable(_ word: String) -> Bool {
        determiner(word + "’") != nil || ["bell", "buon", "sant", "grand"].contains(word.lowercasedFast())
    }
}
