/// Spanish stress and written accents: where a word is stressed, and how to spell a new form of it (a plural, a
/// singular, a feminine) so that the stress stays on the same syllable.
///
/// Spanish spelling marks stress only where the default rule does not predict it (words ending in a vowel, -n or
/// -s stress the next-to-last syllable, others the last). Adding or removing a syllable therefore adds or drops
/// accents: camión → camiones, joven → jóvenes, lápiz → lápices, aviones → avión.
enum SpanishAccents {
    static let accented: [Character: Character] = ["á": "a", "é": "e", "í": "i", "ó": "o", "ú": "u"]
    static let accentOf: [Character: Character] = ["a": "á", "e": "é", "i": "í", "o": "ó", "u": "ú"]

    static func isVowel(_ c: Character) -> Bool { isOne(of: "aeiouáéíóúü", c) }
    static func isStrong(_ c: Character) -> Bool { isOne(of: "aeoáéó", c) }

    /// The scalar of a character that is one Unicode scalar below U+0300 (the letters of nearly every word), else
    /// nil. No other character is canonically equivalent to such a one, so comparing its scalar answers what
    /// Character's own comparison would, without normalizing.
    @inline(__always)
    static func latinScalar(_ c: Character) -> Unicode.Scalar? {
        let scalars = c.unicodeScalars
        guard let first = scalars.first, first.value < 0x300,
              scalars.index(after: scalars.startIndex) == scalars.endIndex else { return nil }
        return first
    }

    /// Whether `c` is one of `letters` (precomposed Latin letters, one scalar each). A character written with a
    /// combining accent takes Character's comparison, which finds it equal to the precomposed letter.
    static func isOne(of letters: String, _ c: Character) -> Bool {
        guard let scalar = latinScalar(c) else { return letters.contains(c) }
        return letters.unicodeScalars.contains(scalar)
    }

    /// The plain vowel of an accented á é í ó ú (any spelling), or nil: the `accented` table, looked up by scalar
    /// for one-scalar Latin characters.
    static func plainVowel(of c: Character) -> Character? {
        guard let scalar = latinScalar(c) else { return accented[c] }
        switch scalar {
        case "á": return "a"
        case "é": return "e"
        case "í": return "i"
        case "ó": return "o"
        case "ú": return "u"
        default: return nil
        }
    }

    /// The vowel nuclei (syllable peaks) of a lower-cased word as index ranges; diphthongs are one nucleus,
    /// a strong–strong pair or an accented í/ú next to a vowel are two. The silent u of que/qui/gue/gui is not a vowel.
    static func nuclei(_ chars: [Character]) -> [ClosedRange<Int>] {
        var result: [ClosedRange<Int>] = []
        var i = 0
        func vowelAt(_ k: Int) -> Bool {
            guard k < chars.count, isVowel(chars[k]) else { return false }
            if chars[k] == "u", k > 0, k + 1 < chars.count, chars[k - 1] == "q" || chars[k - 1] == "g",
               isOne(of: "eiéí", chars[k + 1]) { return false }
            return true
        }
        while i < chars.count {
            guard vowelAt(i) else { i += 1; continue }
            var j = i
            while vowelAt(j + 1) {
                let a = chars[j], b = chars[j + 1]
                let hiatus = (isStrong(a) && isStrong(b)) || isOne(of: "íú", a) || isOne(of: "íú", b)
                if hiatus { break }
                j += 1
            }
            result.append(i...j)
            i = j + 1
        }
        return result
    }

    /// The index (from the start) of the stressed nucleus.
    static func stressedNucleus(_ word: String) -> Int? {
        let chars = Array(word.lowercasedFast())
        let n = nuclei(chars)
        guard !n.isEmpty else { return nil }
        for (k, r) in n.enumerated() where r.contains(where: { plainVowel(of: chars[$0]) != nil }) { return k }
        return defaultStress(chars, nucleusCount: n.count)
    }

    static func defaultStress(_ chars: [Character], nucleusCount: Int) -> Int {
        guard let last = chars.last else { return 0 }
        let penultimate = isVowel(last) || last == "n" || last == "s"
        return penultimate && nucleusCount >= 2 ? nucleusCount - 2 : nucleusCount - 1
    }

    /// Spells `word` (lower case) so that its stress falls on nucleus `k`: accents that only marked stress are
    /// removed, and one is written where the default rule would stress another syllable. Hiatus accents
    /// (país, reír) are kept.
    static func placeStress(_ word: String, nucleus k: Int) -> String {
        var chars = Array(word)
        for i in chars.indices {
            guard let plain = plainVowel(of: chars[i]) else { continue }
            let hiatus = (plain == "i" || plain == "u")
                && ((i > 0 && isVowel(chars[i - 1])) || (i + 1 < chars.count && isVowel(chars[i + 1])))
            if !hiatus { chars[i] = plain }
        }
        let n = nuclei(chars)
        guard k < n.count else { return String(chars) }
        if n[k].contains(where: { plainVowel(of: chars[$0]) != nil }) { return String(chars) }
        if defaultStress(chars, nucleusCount: n.count) == k { return String(chars) }
        // The accent goes on the strong vowel of a diphthong, or on the second of two weak ones.
        let range = n[k]
        let target = range.first(where: { isStrong(chars[$0]) }) ?? range.upperBound
        if let a = accentOf[chars[target]] { chars[target] = a }
        return String(chars)
    }

    /// `stem + suffix`, re-accented so that the stress stays on the syllable it had in `source`.
    static func respell(_ source: String, stem: String, suffix: String) -> String {
        guard let k = stressedNucleus(source) else { return stem + suffix }
        return placeStress(stem + suffix, nucleus: k)
    }

    /// Removes written accents (for comparisons).
    static func plain(_ s: String) -> String {
        String(s.lowercasedFast().map { plainVowel(of: $0) ?? $0 })
    }

    /// Whether the word has one syllable.
    static func isMonosyllable(_ word: String) -> Bool { nuclei(Array(word.lowercasedFast())).count <= 1 }

    /// Whether the last syllable is stressed (and the word has more than one).
    static func isOxytone(_ word: String) -> Bool {
        let n = nuclei(Array(word.lowercasedFast())).count
        guard n > 1, let k = stressedNucleus(word) else { return false }
        return k == n - 1
    }

    /// Whether the word begins with a stressed a- or ha- (agua, águila, hacha, álgebra): feminine nouns that
    /// take el/un in the singular.
    static func startsWithTonicA(_ word: String) -> Bool {
        var chars = Array(word.lowercasedFast())
        if chars.first == "h" { chars.removeFirst() }
        guard let first = chars.first, first == "a" || first == "á" else { return false }
        let n = nuclei(chars)
        guard let firstNucleus = n.first, firstNucleus.lowerBound == 0 else { return false }
        // "au" in aula is a diphthong stressed on a; "ai" likewise.
        if n.count == 1 { return true }
        return stressedNucleus(String(chars)) == 0
    }
}
