/// French inclusive writing with the point médian (``NeutralStyle/middot``), for a non-binary person:
/// *fatigué·e*, *heureux·se*, *acteur·rice*, plurals *fatigué·e·s*, articles *un·e*, *le·la*. Source: Haut
/// Conseil à l'Égalité, *Guide pratique pour une communication publique sans stéréotype de sexe* (2015,
/// 2022). See the README, "Inclusive forms".
enum FrenchInclusive {
    static let mark = "·"

    static func form(masculine m: String, feminine f: String) -> String? {
        if m.contains(" ") || f.contains(" ") || m.contains("’") || f.contains("’") { return nil }
        // A plural in -s on both sides (or a masculine in -s/-x that does not change) takes one final ·s.
        if f.hasSuffixFast("s"), f.count > 2, m.hasSuffixFast("s") || m.hasSuffixFast("x"), m.count > 2 {
            let ms = m.hasSuffixFast("s") ? String(m.dropLast()) : m
            let fs = String(f.dropLast())
            if ms != fs, !(m.hasSuffixFast("s") && ms.hasSuffixFast("s")) {
                return InclusiveForms.marked(ms, fs, mark: mark) + mark + "s"
            }
        }
        return InclusiveForms.marked(m, f, mark: mark)
    }
}

extension FrenchInclusive {
    /// A determiner of both genders: the feminine's ending after the masculine when the masculine starts it
    /// (*un·e*, *cet·te*, *quel·le*), both words otherwise (*le·la*, *mon·ma*, *ce·cette*).
    static func determiner(masculine m: String, feminine f: String) -> String {
        f.hasPrefix(m) ? m + mark + f.dropFirst(m.count) : m + mark + f
    }

    /// Whether `word` is already written inclusively (*abonné·e*, *acteur·rice·s*).
    static func isWritten(_ word: String) -> Bool {
        // On its scalars: Foundation's substring search costs more than the rest of a French span.
        word.unicodeScalars.contains("\u{B7}")
    }

    /// A written inclusive word is plural when it ends with the final ·s (*abonné·e·s*).
    static func isPlural(_ word: String) -> Bool { word.hasSuffixFast(mark + "s") }

    /// The plural of a word written inclusively: one final ·s, as ``form(masculine:feminine:)`` writes it
    /// (*abonné·e·s*, *heureux·se·s*), when its masculine part takes -s or keeps its form; left as written when the
    /// masculine part changes otherwise (*général·e*: the guides write *généraux·ales* several ways).
    static func plural(of word: String, lexicon: Lexicon) -> FrenchNouns.Result {
        let fact = TraceFact(word, "inclusive", "point médian", source: .grammar)
        if isPlural(word) { return FrenchNouns.Result(form: word, rule: "fr.inclusive.plural.already-plural", facts: [fact]) }
        let masculine = String(word[..<(word.range(of: mark)?.lowerBound ?? word.endIndex)])
        let p = masculine.isEmpty ? "" : FrenchNouns.derivedPlural(of: masculine, lexicon: lexicon).form
        guard !masculine.isEmpty, p == masculine + "s" || p == masculine else {
            return FrenchNouns.Result(form: word, rule: "fr.inclusive.plural.unchanged",
                                      facts: [fact, TraceFact(masculine, "plural", p, source: .grammar)])
        }
        return FrenchNouns.Result(form: word + mark + "s", rule: "fr.inclusive.plural", facts: [fact])
    }

    /// The singular of a plural written inclusively: without its final ·s (nil when it is not plural).
    static func singular(of word: String) -> FrenchNouns.Result? {
        guard isPlural(word) else { return nil }
        return FrenchNouns.Result(form: String(word.dropLast(mark.count + 1)), rule: "fr.inclusive.singular",
                                  facts: [TraceFact(word, "inclusive", "point médian", source: .grammar)])
    }
}

extension French {
    /// Only ``NeutralStyle/middot``, the point médian.
    public var inclusiveStyles: [NeutralStyle] { [.middot] }

    /// For ``NeutralStyle/middot``: the two forms joined by the point, the letters they share written once
    /// (*fatigué·e*, *heureux·se*), with one final *·s* for a plural (*fatigué·e·s*); nil for forms with a space or
    /// an apostrophe, and for other styles.
    public func inclusiveForm(masculine: String, feminine: String, style: NeutralStyle) -> String? {
        style == .middot ? FrenchInclusive.form(masculine: masculine, feminine: feminine) : nil
    }
}
