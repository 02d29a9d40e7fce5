extension Phrase {
    /// Whether the word at `i`, after the noun at `head`, is a name rather than an adjective that agrees with it
    /// (a language, a product, a brand, an acronym: *2 archivos Java*, *2 projets Kotlin*, *2 arquivos PDF*).
    /// Spanish, French, Italian and Portuguese write adjectives in lower case inside a sentence, so a word written
    /// with a capital is a name when the noun is written without one, or when the lexicon does not know it in any
    /// casing; an adjective the lexicon knows agrees in a title written with capitals (*2 Archivos Nuevos*). A word
    /// in capitals is an acronym unless the lexicon reads it as an adjective or a verb. A word given a morphology
    /// is never a name here.
    func isNameAfterNoun(at i: Int, head: Int?, lexicon: Lexicon) -> Bool {
        guard let head, i > head, tokens[i].isWord, tokens[i].declared == nil, tokens[i].agreed == nil,
              Casing.startsWithCapital(tokens[i].text) else { return false }
        let readings = lexicon.readings(of: tokens[i].text)
        // All capitals: an acronym (*PDF*), unless the lexicon reads it as an adjective or a verb written loudly
        // (*2 fenêtres FAUSSES*), which agrees as it would in lower case.
        if Casing.isAllCaps(tokens[i].text) { return !readings.contains { $0.entry.isAdjective || $0.entry.isVerb } }
        if tokens[head].isWord, !Casing.startsWithCapital(tokens[head].text) { return true }
        return readings.isEmpty
    }

    /// Why ``isNameAfterNoun(at:head:lexicon:)`` left the word as written, for the trace.
    static func nameNote(_ word: String) -> String {
        "‘\(word)’ is written with a capital after the noun: a name, not an adjective; it is left as written"
    }
}
