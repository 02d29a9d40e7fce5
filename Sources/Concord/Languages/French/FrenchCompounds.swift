/// Compound nouns the lexicon knows only in part: a hyphenated singular it does not list whose plural it lists as a
/// plural-only noun (*grand-parent*, listed as *grands-parents*), and a hyphenated compound written as two words
/// (*mot clé* for *mot-clé*). Both parts of such a compound take the plural, as the lexicon's plural shows.
enum FrenchCompounds {
    /// The plural-only noun the lexicon lists for the hyphenated `word` it does not know, each of its two parts in its
    /// own plural (*grand-parent* → *grands-parents*); nil for any other word. `pluralOf` gives a part's plural.
    static func pluralOnlyReading(of word: String, lexicon: Lexicon, pluralOf: (String) -> String) -> LexicalReading? {
        // A word without a hyphen byte has no hyphen (Foundation's `contains` searched the text for one).
        guard word.utf8.contains(UInt8(ascii: "-")) else { return nil }
        let parts = word.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty,
              lexicon.readings(of: word, pos: "noun").isEmpty else { return nil }
        let plural = pluralOf(String(parts[0])) + "-" + pluralOf(String(parts[1]))
        return lexicon.readings(of: plural, pos: "noun").first { $0.entry.has("plural-only") }
    }

    /// The plural of `apposition`, a noun written after `head` (*clé* after *mot*), when the two joined by a hyphen are
    /// a compound the lexicon knows whose plural changes both parts (*mot-clé* → *mots-clés*: *mots clés*).
    static func appositionPlural(head: String, apposition: String, lexicon: Lexicon) -> String? {
        for r in lexicon.readings(of: head.lowercasedFast() + "-" + apposition.lowercasedFast(), pos: "noun") where r.isBaseForm {
            guard let pl = r.entry.form("pl") else { continue }
            let parts = pl.split(separator: "-")
            guard parts.count == 2, !parts[1].isEmpty else { continue }
            return Casing.apply(from: apposition, to: String(parts[1]))
        }
        return nil
    }
}
