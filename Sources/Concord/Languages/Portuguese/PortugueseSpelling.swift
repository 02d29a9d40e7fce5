/// Spelling facts the Portuguese rules read: where the stress falls (written accents), accents to drop or
/// add in the plural, and the Brazilian / European spelling of lexicon forms.
enum PortugueseSpelling {
    static let vowels: Set<Character> = Set("aeiouáéíóúâêôãõàü")
    static let acuteOrCircumflex: Set<Character> = Set("áéíóúâêô")

    /// Whether the letter is a vowel (with or without a diacritic).
    static func isVowel(_ c: Character) -> Bool { vowels.contains(Character(c.lowercased())) }

    /// Removes the acute or circumflex accent of one vowel (`ê` → `e`).
    static func plain(_ c: Character) -> Character {
        switch c {
        case "á", "à", "â": return "a"
        case "é", "ê": return "e"
        case "í": return "i"
        case "ó", "ô": return "o"
        case "ú": return "u"
        default: return c
        }
    }

    /// The number of vowel groups: a rough syllable count, enough to tell monosyllables (*mês*, *gás*).
    static func vowelGroups(_ w: String) -> Int {
        var count = 0
        var inGroup = false
        let chars = Array(w.lowercasedFast())
        for (i, c) in chars.enumerated() {
            // A y between consonants is a vowel (loanwords, new words: hobby, qwyx…).
            let syllabicY = c == "y" && !(i > 0 && isVowel(chars[i - 1])) && !(i + 1 < chars.count && isVowel(chars[i + 1]))
            if isVowel(c) || syllabicY { if !inGroup { count += 1 }; inGroup = true } else { inGroup = false }
        }
        return count
    }

    /// Whether a written accent (acute or circumflex) stands before the last syllable, so the word is not
    /// stressed on its last syllable (*fácil*, *amável*, *fóssil*, *lápis*).
    static func stressBeforeLastSyllable(_ w: String) -> Bool {
        let chars = Array(w.lowercasedFast())
        // The last syllable starts after the last consonant that precedes the final vowel group.
        var i = chars.count - 1
        while i >= 0, !isVowel(chars[i]) { i -= 1 }
        while i >= 0, isVowel(chars[i]) { i -= 1 }
        guard i >= 0 else { return false }
        return chars[0...i].contains { acuteOrCircumflex.contains($0) }
    }

    /// Whether the last syllable carries a written accent (*português*, *café*, *país*).
    static func accentOnLastSyllable(_ w: String) -> Bool {
        let chars = Array(w.lowercasedFast())
        var i = chars.count - 1
        while i >= 0, !isVowel(chars[i]) { i -= 1 }
        while i >= 0, isVowel(chars[i]) {
            if acuteOrCircumflex.contains(chars[i]) { return true }
            i -= 1
        }
        return false
    }

    /// Drops the accent of the last vowel group (*francês* → *frances*, before adding *-es*).
    static func droppingFinalAccent(_ w: String) -> String {
        var chars = Array(w)
        var i = chars.count - 1
        while i >= 0, !isVowel(chars[i]) { i -= 1 }
        while i >= 0, isVowel(chars[i]) {
            if "áéóâêô".contains(chars[i]) { chars[i] = plain(chars[i]); break }
            i -= 1
        }
        return String(chars)
    }

    /// The region whose spelling is wanted: `PT` for Portugal (and the African locales that follow its
    /// orthography), `BR` otherwise.
    static func region(of locale: InflectionLocale) -> String { isEuropean(locale) ? "PT" : "BR" }

    /// Whether the locale spells as in Portugal (``region(of:)`` is `PT`).
    static func isEuropean(_ locale: InflectionLocale) -> Bool {
        // Read as the two bytes of the region code: comparing the text with each code cost a few hundred
        // instructions per span in Brazil, whose code is none of them.
        // (A switch over the codes' bytes: no table to reach through a one-time initializer, no loop over it.)
        guard let region = locale.region, region.utf8.count == 2 else { return false }
        switch twoLetterCode(region) {
        case code("P", "T"), code("A", "O"), code("M", "Z"), code("C", "V"), code("G", "W"), code("S", "T"), code("T", "L"),
             code("M", "O"):
            return true
        default:
            return false
        }
    }

    /// A two-letter code as ``twoLetterCode(_:)`` reads it.
    @inline(__always) private static func code(_ first: Unicode.Scalar, _ second: Unicode.Scalar) -> UInt16 {
        UInt16(UInt8(ascii: first)) << 8 | UInt16(UInt8(ascii: second))
    }

    /// The two bytes of a two-byte code as one number.
    private static func twoLetterCode(_ code: String) -> UInt16 {
        let bytes = code.utf8
        guard let first = bytes.first, let last = bytes.last else { return 0 }
        return UInt16(first) << 8 | UInt16(last)
    }

    /// Among the variants of a lexicon slot (`receção|recepção`), the one spelled as in the locale's region:
    /// a variant whose own entry is flagged for the other region (`BR` / `PT`) loses.
    static func preferred(_ variants: [String], lexicon: Lexicon, locale: InflectionLocale) -> (form: String, regional: Bool)? {
        guard let first = variants.first else { return nil }
        guard variants.count > 1 else { return (first, false) }
        let region = region(of: locale)
        let other = region == "PT" ? "BR" : "PT"
        func flags(_ v: String) -> Set<String> {
            lexicon.readings(of: v).reduce(into: Set<String>()) { $0.formUnion($1.entry.flags) }
        }
        if let own = variants.first(where: { flags($0).contains(region) }) { return (own, own != first) }
        if let neutral = variants.first(where: { !flags($0).contains(other) }) { return (neutral, neutral != first) }
        return (first, false)
    }

    /// Whether a lexicon entry is spelled for the other region only.
    static func isOtherRegion(_ entry: LexicalEntry, locale: InflectionLocale) -> Bool {
        let other = region(of: locale) == "PT" ? "BR" : "PT"
        return entry.has(other) && !entry.has(region(of: locale))
    }

    /// Readings ordered for `word`: the locale's spelling first, then entries whose lemma is written in the
    /// word's case (*segunda-feira* before the title *Segunda-Feira*), then the lexicon's own order.
    static func ordered(_ readings: [LexicalReading], for word: String, locale: InflectionLocale) -> [LexicalReading] {
        let lowerWord = word.first?.isLowercase ?? true
        func rank(_ r: LexicalReading) -> Int {
            (isOtherRegion(r.entry, locale: locale) ? 2 : 0) + ((r.entry.lemma.first?.isLowercase ?? true) == lowerWord ? 0 : 1)
        }
        return readings.enumerated().sorted { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }.map(\.element)
    }
}
