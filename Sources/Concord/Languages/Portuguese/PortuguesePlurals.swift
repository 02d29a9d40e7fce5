/// The spelling rules of the Portuguese plural, for nouns and adjectives the lexicon does not know. Rule ids
/// end in the ending they handle (`ao-oes`, `el-eis`…); callers prefix them with their family
/// (`pt.noun.plural.`, `pt.adjective.plural.`).
enum PortuguesePlurals {
    /// First elements after which only the last element of a hyphenated compound varies
    /// (*bem-vindos*, *ex-alunos*, *vice-presidentes*).
    static let invariablePrefixes: Set<String> = [
        "bem", "mal", "recém", "ex", "vice", "pré", "pós", "pró", "sem", "além", "aquém", "grão", "grã",
        "super", "auto", "anti", "contra", "semi", "sub", "sobre", "sota", "soto", "meio", "mini", "micro",
        "macro", "multi", "neo", "pseudo", "tele", "extra", "ultra", "luso", "afro", "sul", "norte", "nordeste",
    ]
    /// Prepositions that link the elements of a compound (*pai-de-santo*, *mãe-d’água*): only the first element
    /// varies.
    static let linkingPrepositions: Set<String> = ["de", "do", "da", "dos", "das", "d", "em", "no", "na", "a", "com", "sem"]

    /// The plural of a singular word by rule, and the rule's id suffix.
    static func plural(_ word: String) -> (form: String, rule: String) {
        let w = word
        let lower = w.lowercasedFast()
        func swap(_ n: Int, _ ending: String) -> String { String(w.dropLast(n)) + ending }
        guard let last = lower.last else { return (w, "empty") }
        if lower.hasSuffixFast("ão") { return (swap(2, "ões"), "ao-oes") }
        if lower.hasSuffixFast("al") { return (swap(1, "is"), "al-ais") }
        if lower.hasSuffixFast("el") {
            // Stressed -el takes an accent (papel → papéis); unstressed -el does not (amável → amáveis).
            if PortugueseSpelling.stressBeforeLastSyllable(lower) { return (swap(1, "is"), "el-eis") }
            return (swap(2, "éis"), "el-eis")
        }
        if lower.hasSuffixFast("ol") {
            if PortugueseSpelling.stressBeforeLastSyllable(lower) { return (swap(1, "is"), "ol-ois") }
            return (swap(2, "óis"), "ol-ois")
        }
        if lower.hasSuffixFast("ul") { return (swap(1, "is"), "ul-uis") }
        if lower.hasSuffixFast("il") {
            // Stressed -il loses its l (funil → funis); unstressed -il becomes -eis (fóssil → fósseis).
            if PortugueseSpelling.stressBeforeLastSyllable(lower) { return (swap(2, "eis"), "il-eis") }
            return (swap(1, "s"), "il-is")
        }
        if last == "m" { return (swap(1, "ns"), "m-ns") }
        // An unknown word in unaccented -er is a loanword that keeps its -s (*follower*, *streamer*): the lexicon's
        // -er nouns with -eres are its own native words (*mulher*, *colher*) and nouns made of infinitives (*poder*,
        // *saber*), while 149 of them are loanwords with -ers (*designer*, *player*, *server*, *hacker*).
        if lower.hasSuffixFast("er"), lower.count > 3, !lower.unicodeScalars.contains(where: { $0.value > 0x7F }) {
            return (w + "s", "er-loanword-s")
        }
        if last == "r" || last == "z" { return (w + "es", last == "r" ? "r-es" : "z-es") }
        if last == "x" { return (w, "invariable-x") }
        if last == "s" {
            if PortugueseSpelling.accentOnLastSyllable(lower) {
                // francês → franceses, gás → gases; país keeps the accent that breaks the diphthong.
                let base = lower.hasSuffixFast("ís") || lower.hasSuffixFast("ús") ? w : PortugueseSpelling.droppingFinalAccent(w)
                return (base + "es", "s-stressed-es")
            }
            if PortugueseSpelling.vowelGroups(lower) == 1 { return (w + "es", "s-stressed-es") }
            return (w, "invariable-s")
        }
        if last == "n" { return (w + "s", "n-ns") }
        return (w + "s", "vowel-s")
    }

    /// Whether a word the lexicon does not know looks plural: it ends in *-s* and is not one of the singulars
    /// ending in *-s* (stressed *-ês*, *-ás*, monosyllables, unstressed *-is*/*-us* such as *lápis*, *vírus*).
    static func looksPlural(_ word: String) -> Bool {
        let w = word.lowercasedFast()
        guard w.hasSuffixFast("s"), w.count > 2 else { return false }
        if PortugueseSpelling.accentOnLastSyllable(w) {
            // Plural endings that carry the accent themselves: papéis, anzóis, países.
            return w.hasSuffixFast("éis") || w.hasSuffixFast("óis") || w.hasSuffixFast("ões") || w.hasSuffixFast("ães")
                || w.hasSuffixFast("ãos")
        }
        if (w.hasSuffixFast("is") || w.hasSuffixFast("us")) && !w.hasSuffixFast("eis"),
           PortugueseSpelling.stressBeforeLastSyllable(w) { return false }
        return true
    }

    /// The singular of a word that looks plural, by reversing the plural rules.
    static func singular(_ word: String) -> (form: String, rule: String) {
        let w = word
        let lower = w.lowercasedFast()
        func swap(_ n: Int, _ ending: String) -> String { String(w.dropLast(n)) + ending }
        if lower.hasSuffixFast("ões") || lower.hasSuffixFast("ães") { return (swap(3, "ão"), "ao") }
        if lower.hasSuffixFast("ãos") { return (swap(1, ""), "ao") }
        // One-syllable plurals in a vowel + s: pais → pai, reis → rei, bois → boi.
        if PortugueseSpelling.vowelGroups(lower) == 1, lower.count > 2,
           PortugueseSpelling.isVowel(lower.dropLast().last!) { return (swap(1, ""), "s") }
        if lower.hasSuffixFast("ais") { return (swap(2, "l"), "al") }
        if lower.hasSuffixFast("éis") { return (swap(3, "el"), "el") }
        if lower.hasSuffixFast("óis") { return (swap(3, "ol"), "ol") }
        if lower.hasSuffixFast("uis") { return (swap(2, "l"), "ul") }
        if lower.hasSuffixFast("veis") { return (swap(3, "l"), "el") }
        if lower.hasSuffixFast("eis") { return (swap(3, "il"), "il") }
        if lower.hasSuffixFast("is"), lower.count > 3, let c = lower.dropLast(2).last, "rnzfvt".contains(c) {
            return (swap(1, "l"), "il")
        }
        if lower.hasSuffixFast("ns") { return (swap(2, "m"), "m") }
        if lower.hasSuffixFast("res"), lower.count > 4, let c = lower.dropLast(3).last, PortugueseSpelling.isVowel(c) {
            return (swap(2, ""), "r")
        }
        if lower.hasSuffixFast("zes") { return (swap(2, ""), "z") }
        if lower.hasSuffixFast("eses"), !PortugueseSpelling.stressBeforeLastSyllable(lower) {
            return (swap(4, "ês"), "s-stressed")
        }
        if lower.hasSuffixFast("s") { return (swap(1, ""), "s") }
        return (w, "already")
    }
}
