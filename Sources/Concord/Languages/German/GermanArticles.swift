/// German articles and determiners: *der/die/das*, *ein*, *kein*, the possessives (*mein… euer*), the
/// demonstratives (*dies-, jen-*) and the other *der*-words, each in every case, gender and number; *alle* and
/// *beide*, the *der*-words of the plural.
enum GermanDeterminerKind: String, Hashable, Sendable {
    case definite, indefinite, negative, possessive, demonstrative

    /// Rule id family for the trace.
    var rule: String {
        switch self {
        case .definite: return "de.article.definite"
        case .indefinite: return "de.article.indefinite"
        case .negative: return "de.determiner.kein"
        case .possessive: return "de.determiner.possessive"
        case .demonstrative: return "de.determiner.demonstrative"
        }
    }

    var definiteness: Definiteness {
        switch self {
        case .indefinite, .negative: return .indefinite
        default: return .definite
        }
    }
}

/// How an adjective after a determiner is declined.
enum GermanDeclension: String, Hashable, Sendable {
    /// No determiner (or an invariable one such as *deren*): the adjective carries the case ending.
    case strong
    /// After *der*-words (*der, dieser, jener, jeder, welcher*).
    case weak
    /// After *ein*-words (*ein, kein, mein…*): strong where the determiner has no ending, weak elsewhere.
    case mixed

    /// The rule id of an adjective declined this way (`de.adjective.` and the raw value).
    var adjectiveRule: String {
        switch self {
        case .strong: return "de.adjective.strong"
        case .weak: return "de.adjective.weak"
        case .mixed: return "de.adjective.mixed"
        }
    }
}

/// A determiner as written: its kind and the stem its endings attach to.
struct GermanDeterminer: Hashable, Sendable {
    var kind: GermanDeterminerKind
    /// `d` for the definite article, `ein`, `kein`, `mein`, `euer`, `dies`…
    var stem: String
    /// *deren*, *dessen*: possessive determiners that never change.
    var invariable = false

    static let definite = GermanDeterminer(kind: .definite, stem: "d")
    static let indefinite = GermanDeterminer(kind: .indefinite, stem: "ein")

    /// *alle*, *beide*: a *der*-word of the plural, whose singular is for the mass nouns and set phrases written
    /// with it (*alle Welt*): an argument after it is counted (*Alle %@* with *Datei* → *Alle Dateien*, was *Alle
    /// Datei*; with *Wecker*, *Alle Wecker*, was *Aller Wecker*).
    var isPluralDerWord: Bool { kind == .demonstrative && GermanArticles.pluralDerWordStems.contains(stem) }

    /// *jeder*: a *der*-word with no plural (the plural says *alle*), so an argument after it is singular (*Jede %@*
    /// with *Dateien* → *Jede Datei*, was *Jede Dateien*; *Jeder %@*, was *Jeder Dateien*, its genitive plural).
    var isSingularDerWord: Bool { kind == .demonstrative && stem == GermanArticles.singularDerWordStem }

    /// The declension of adjectives that follow it.
    var declension: GermanDeclension {
        if invariable { return .strong }
        switch kind {
        case .definite, .demonstrative: return .weak
        default: return .mixed
        }
    }

    /// The form for a slot, or nil where none exists (*ein* has no plural).
    func form(_ slot: GermanSlot) -> String? {
        if invariable { return stem }
        switch kind {
        case .definite:
            return GermanArticles.definite[slot.row][slot.column]
        case .demonstrative:
            if slot.plural && isSingularDerWord { return nil }
            return stem + GermanArticles.derWordEndings[slot.row][slot.column]
        case .indefinite, .negative, .possessive:
            if kind == .indefinite && slot.plural { return nil }
            let ending = GermanArticles.einWordEndings[slot.row][slot.column]
            // euer loses its e before an ending: eure, eurem.
            if stem == "euer" && !ending.isEmpty { return "eur" + ending }
            return stem + ending
        }
    }
}

enum GermanArticles {
    /// Rows nominative, accusative, dative, genitive; columns masculine, feminine, neuter, plural.
    static let definite: [[String]] = [
        ["der", "die", "das", "die"],
        ["den", "die", "das", "die"],
        ["dem", "der", "dem", "den"],
        ["des", "der", "des", "der"],
    ]
    /// Endings of *dieser, jener, jeder, welcher, mancher, solcher*.
    static let derWordEndings: [[String]] = [
        ["er", "e", "es", "e"],
        ["en", "e", "es", "e"],
        ["em", "er", "em", "en"],
        ["es", "er", "es", "er"],
    ]
    /// Endings of *ein, kein* and the possessives (the plural only for *kein* and the possessives).
    static let einWordEndings: [[String]] = [
        ["", "e", "", "e"],
        ["en", "e", "", "e"],
        ["em", "er", "em", "en"],
        ["es", "er", "es", "er"],
    ]
    static let demonstrativeStems = ["dies", "jen", "jed", "welch", "manch", "solch"]
    static let possessiveStems = ["mein", "dein", "sein", "ihr", "unser", "euer"]
    /// The *der*-words of the plural (*alle Dateien*, *beide Nutzer*): their singular is kept for mass nouns and
    /// set phrases written with them (*alle Welt*, *aller Anfang*), so before an argument they stand for the
    /// plural (``GermanDeterminer/isPluralDerWord``).
    static let pluralDerWordStems = ["all", "beid"]
    /// The *der*-word of the singular only (``GermanDeterminer/isSingularDerWord``).
    static let singularDerWordStem = "jed"

    /// Every reading of `word` as a determiner, in preference order (nominative, genitive, dative,
    /// accusative; masculine, feminine, neuter, plural).
    static func readings(of word: String) -> [(determiner: GermanDeterminer, slot: GermanSlot)] {
        readings(lowercased: word.lowercasedFast())
    }

    /// `readings(of:)` for a word lower-cased already.
    static func readings(lowercased w: String) -> [(determiner: GermanDeterminer, slot: GermanSlot)] {
        if w == "deren" || w == "dessen" {
            let d = GermanDeterminer(kind: .possessive, stem: w, invariable: true)
            return GermanSlot.all.map { (d, $0) }
        }
        return readingsByForm[w] ?? []
    }

    /// Every form of every determiner with its readings, in preference order: a word is looked up, not
    /// compared with each determiner's sixteen forms.
    static let readingsByForm: [String: [(determiner: GermanDeterminer, slot: GermanSlot)]] = {
        var candidates: [GermanDeterminer] = [.definite, .indefinite, GermanDeterminer(kind: .negative, stem: "kein")]
        candidates += possessiveStems.map { GermanDeterminer(kind: .possessive, stem: $0) }
        candidates += demonstrativeStems.map { GermanDeterminer(kind: .demonstrative, stem: $0) }
        candidates += pluralDerWordStems.map { GermanDeterminer(kind: .demonstrative, stem: $0) }
        var table: [String: [(determiner: GermanDeterminer, slot: GermanSlot)]] = [:]
        for d in candidates {
            for slot in GermanSlot.all {
                if let form = d.form(slot) { table[form, default: []].append((d, slot)) }
            }
        }
        return table
    }()

    /// Whether `word` is a determiner.
    static func isDeterminer(_ word: String) -> Bool { !readings(of: word).isEmpty }
}
