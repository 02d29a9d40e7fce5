/// Gerunds of Spanish, Portuguese and Italian (*escribiendo*, *digitando*, *scrivendo*): verb forms that never
/// change, whatever the noun they follow (*2 personas están escribiendo*, *2 arquivos sendo enviados*). The lexicons
/// list verbs by their infinitive, not their gerunds, so a word is taken for one when it ends in a gerund ending,
/// the lexicon lists the verb that ending's infinitive makes of the same stem, and it lists the word itself as
/// no noun or adjective (*el mando*, *un comando*, *o fundo*).
enum Gerunds {
    /// Gerund endings and the infinitive endings of the verbs they come from, per language.
    static func endings(language: String) -> [(gerund: String, infinitives: [String])] {
        switch language {
        case "es": return [("ando", ["ar"]), ("iendo", ["er", "ir"]), ("yendo", ["er", "ir"])]
        case "pt": return [("ando", ["ar"]), ("endo", ["er"]), ("indo", ["ir"])]
        case "it": return [("ando", ["are"]), ("endo", ["ere", "ire"])]
        default: return []
        }
    }

    /// Whether `lower` ends in one of `language`'s gerund endings after a stem of three letters or more.
    static func hasGerundEnding(_ lower: String, language: String) -> Bool {
        endings(language: language).contains { lower.hasSuffixFast($0.gerund) && lower.count >= $0.gerund.count + 3 }
    }

    /// Whether `lower` (a lower-case word whose lexicon readings are `readings`) is a gerund of `language`.
    static func isGerund(_ lower: String, readings: [LexicalReading], language: String, lexicon: Lexicon) -> Bool {
        guard !readings.contains(where: { $0.entry.isNoun || $0.entry.isAdjective }) else { return false }
        for (gerund, infinitives) in endings(language: language) where lower.hasSuffixFast(gerund) {
            let stem = String(lower.dropLast(gerund.count))
            guard !stem.isEmpty else { continue }
            for infinitive in infinitives where lexicon.readings(of: stem + infinitive, pos: "verb").contains(where: \.isBaseForm) {
                return true
            }
        }
        return false
    }
}
