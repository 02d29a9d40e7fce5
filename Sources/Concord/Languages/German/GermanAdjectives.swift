/// German adjective declension: strong, weak and mixed endings, attributive stems (*hoch* → *hoh-*,
/// *dunkel* → *dunkl-*, *teuer* → *teur-*) and the reading of an inflected adjective back to its stem.
enum GermanAdjectives {
    /// Rows nominative, accusative, dative, genitive; columns masculine, feminine, neuter, plural.
    static let strong: [[String]] = [
        ["er", "e", "es", "e"],
        ["en", "e", "es", "e"],
        ["em", "er", "em", "en"],
        ["en", "er", "en", "er"],
    ]
    static let weak: [[String]] = [
        ["e", "e", "e", "en"],
        ["en", "e", "e", "en"],
        ["en", "en", "en", "en"],
        ["en", "en", "en", "en"],
    ]
    static let mixed: [[String]] = [
        ["er", "e", "es", "en"],
        ["en", "e", "es", "en"],
        ["en", "en", "en", "en"],
        ["en", "en", "en", "en"],
    ]

    /// The ending for a slot in a declension.
    static func ending(_ declension: GermanDeclension, _ slot: GermanSlot) -> String {
        switch declension {
        case .strong: return strong[slot.row][slot.column]
        case .weak: return weak[slot.row][slot.column]
        case .mixed: return mixed[slot.row][slot.column]
        }
    }

    static let endings = ["em", "en", "er", "es", "e"]

    /// An adjective as written: its lemma, the attributive stem endings attach to, and its ending (nil for
    /// the uninflected, predicative form).
    struct Parsed: Hashable, Sendable {
        var lemma: String
        var stem: String
        var ending: String?
        var source: FactSource
        /// Adjectives that never take endings (*lila*, *rosa*, *prima*).
        var invariable: Bool
    }

    static func source(_ e: LexicalEntry) -> FactSource { e.origin == .user ? .userLexicon : .lexicon }

    /// Each word's reading as an adjective, per lexicon: a span's words are read as adjectives several times
    /// (is it the noun, which slots does its ending allow, how does it decline).
    private static let parsed = TextFactsMemo<Parsed>()

    /// Reads `word` (lower-cased comparison) as an adjective: lexicon first, then the endings. Memoized.
    static func parse(_ word: String, lexicon: Lexicon) -> Parsed {
        let w = word.lowercasedFast()
        return parsed.facts(of: w, lexicon: lexicon) { parse(lowercased: w, lexicon: lexicon) }
    }

    private static func parse(lowercased w: String, lexicon: Lexicon) -> Parsed {
        if let e = lexicon.entriesWithLemma(w).first(where: \.isAdjective) {
            // A lemma that is also a more frequent adjective's stem with an ending is that adjective inflected
            // (*letzter*: *letzt-er* of *letzte*, not an adjective *letzter* of its own, which made *letzteren*).
            if let inflected = inflectedReading(w, lexicon: lexicon), inflected.frequency > e.frequency { return inflected.parsed }
            return Parsed(lemma: w, stem: stem(of: w, entry: e), ending: nil, source: source(e), invariable: isInvariable(w))
        }
        for ending in endings where w.hasSuffixFast(ending) && w.count > ending.count + 1 {
            let base = String(w.dropLast(ending.count))
            if let e = lexicon.entriesWithLemma(base).first(where: \.isAdjective) {
                return Parsed(lemma: base, stem: stem(of: base, entry: e), ending: ending, source: source(e), invariable: false)
            }
            if let r = stemReading(base, ending: ending, lexicon: lexicon) { return r.parsed }
        }
        // Unknown: an ending is taken off when the rest still looks like a stem.
        for ending in endings where w.hasSuffixFast(ending) && w.count > ending.count + 2 {
            let base = String(w.dropLast(ending.count))
            // teuer, sauer: -euer/-auer is read as a lemma, not as neu + er.
            if ending == "er" && (base.hasSuffixFast("eu") || base.hasSuffixFast("au")) { break }
            return Parsed(lemma: base, stem: base, ending: ending, source: .guess, invariable: false)
        }
        return Parsed(lemma: w, stem: ruleStem(w), ending: nil, source: .guess, invariable: isInvariable(w))
    }

    /// `w` read as the stem of an adjective the lexicon knows plus an ending, with that adjective's frequency.
    private static func inflectedReading(_ w: String, lexicon: Lexicon) -> (parsed: Parsed, frequency: Int)? {
        for ending in endings where w.hasSuffixFast(ending) && w.count > ending.count + 1 {
            if let r = stemReading(String(w.dropLast(ending.count)), ending: ending, lexicon: lexicon) { return r }
        }
        return nil
    }

    /// `base` + `ending` read as an adjective whose `stem` slot `base` is, with that adjective's frequency.
    private static func stemReading(_ base: String, ending: String, lexicon: Lexicon) -> (parsed: Parsed, frequency: Int)? {
        for reading in lexicon.readings(of: base) where reading.entry.isAdjective && reading.slots.contains("stem") {
            return (Parsed(lemma: reading.entry.lemma, stem: base, ending: ending, source: source(reading.entry), invariable: false),
                    reading.entry.frequency)
        }
        return nil
    }

    /// The attributive stem: the lexicon's `stem` slot, or the rules.
    static func stem(of lemma: String, entry: LexicalEntry?) -> String {
        if let s = entry?.forms["stem"]?.first { return s }
        return ruleStem(lemma)
    }

    /// *dunkel* → *dunkl*, *teuer* → *teur*, *hoch* → *hoh*, *leise* → *leis*.
    static func ruleStem(_ lemma: String) -> String {
        if lemma.hasSuffixFast("hoch") { return String(lemma.dropLast(2)) + "h" }
        if lemma.hasSuffixFast("el") && lemma.count > 3 { return String(lemma.dropLast(2)) + "l" }
        if lemma.hasSuffixFast("euer") || lemma.hasSuffixFast("auer") { return String(lemma.dropLast(2)) + "r" }
        if lemma.hasSuffixFast("e") && lemma.count > 2 { return String(lemma.dropLast()) }
        return lemma
    }

    /// Whether `word`, written without an ending before the adjective `next`, is an adverb: German attributive
    /// adjectives always take an ending, so it is when `next` has one (*sehr schöne*, *ganz neue*), or when
    /// the lexicon knows the word only as an adverb (*sehr schön*).
    static func isAdverb(_ word: String, before next: String, lexicon: Lexicon) -> Bool {
        if parse(next, lexicon: lexicon).ending != nil { return true }
        let entries = lexicon.entriesWithLemma(word.lowercasedFast())
        return entries.contains(where: \.isAdverb) && !entries.contains(where: \.isAdjective)
    }

    static func isInvariable(_ lemma: String) -> Bool {
        ["lila", "rosa", "prima", "super", "klasse", "orange", "beige"].contains(lemma)
    }

    /// The adjective `parsed` declined for `slot`, keeping the casing of `written`.
    /// `recording`: the facts are wanted (they only go into the trace).
    static func inflect(_ parsed: Parsed, written: String, declension: GermanDeclension, slot: GermanSlot, recording: Bool = true)
        -> (form: String, rule: String, facts: [TraceFact]) {
        if parsed.invariable {
            return (written, "de.adjective.invariable", [TraceFact(written, "invariable", "yes", source: parsed.source)])
        }
        let ending = ending(declension, slot)
        // The e of -e is not doubled after a stem ending in e (leise → leise, not leisee).
        let form = parsed.stem + ending
        var facts: [TraceFact] = []
        if recording {
            facts = [TraceFact(written, "declension", declension.rawValue, source: .grammar),
                     TraceFact(written, "slot", slot.description, source: .grammar)]
            if parsed.stem != parsed.lemma {
                facts.append(TraceFact(parsed.lemma, "stem", parsed.stem, source: parsed.source))
            }
        }
        return (Casing.apply(from: written, to: form), declension.adjectiveRule, facts)
    }

    /// The slots an inflected ending can stand for in a declension (preference order).
    static func slots(ofEnding ending: String, declension: GermanDeclension) -> [GermanSlot] {
        GermanSlot.all.filter { Self.ending(declension, $0) == ending }
    }
}
