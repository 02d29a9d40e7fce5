/// ``Casing`` for the German rules, answering without reading the whole word where the answer is known from its
/// first bytes: the written words they replace are mostly lower-case articles, adjectives and verbs (*ein*,
/// *neue*, *ist*) and nouns with a capital and small letters (*Bank*), and `Casing` measures the letters of every
/// one of them (a few hundred instructions a word).
enum GermanCasing {
    /// `Casing.apply(from: written, to: replacement)`. A written word that starts with an ASCII small letter, alone
    /// in its character (an ASCII byte or a Latin-1 letter after it, or nothing), is neither in capitals nor
    /// capitalized: `Casing.apply` gives the replacement back as it is.
    ///
    /// A replacement that starts with a capital alone in its character (A–Z, or a Latin-1 capital À–Þ but ×), as
    /// German nouns do, is given back as it is too unless the written word is in capitals: `Casing.apply` would
    /// capitalize it (no change) or leave it.
    static func apply(from written: String, to replacement: String) -> String {
        var utf8 = written.utf8.makeIterator()
        if let first = utf8.next(), first >= 0x61, first <= 0x7A, utf8.next().map({ $0 < 0x80 || $0 == 0xC3 }) ?? true {
            return replacement
        }
        if startsWithLoneCapital(replacement), !isAllCaps(written) { return replacement }
        return Casing.apply(from: written, to: replacement)
    }

    /// Whether `word`'s first character is one capital A–Z or À–Þ (but ×): the byte or bytes after it are ASCII,
    /// a Latin-1 letter's or none, which join no mark to it.
    private static func startsWithLoneCapital(_ word: String) -> Bool {
        var utf8 = word.utf8.makeIterator()
        guard let first = utf8.next() else { return false }
        let next: UInt8?
        if first >= 0x41 && first <= 0x5A {
            next = utf8.next()
        } else if first == 0xC3, let second = utf8.next(), second >= 0x80, second <= 0x9E, second != 0x97 {
            next = utf8.next()
        } else {
            return false
        }
        return next.map { $0 < 0x80 || $0 == 0xC3 } ?? true
    }

    /// `Casing.isAllCaps(word)`. A word of ASCII and Latin-1 letters with a small letter among them is not in
    /// capitals; any other word is measured by `Casing`.
    static func isAllCaps(_ word: String) -> Bool {
        // (Read in place: the bytes of a short word are on the stack, and no iterator is made.)
        let hasSmallLetter = word.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            var i = 0
            while i < bytes.count {
                let b = bytes[i]
                if b < 0x80 {
                    if b >= 0x61 && b <= 0x7A { return true }
                    i += 1
                } else if b == 0xC3, i + 1 < bytes.count, bytes[i + 1] >= 0x80, bytes[i + 1] <= 0xBF {
                    // U+00DF–U+00FF but ÷ (U+00F7) are small letters.
                    if bytes[i + 1] >= 0x9F && bytes[i + 1] != 0xB7 { return true }
                    i += 2
                } else {
                    return false // not ASCII and Latin-1 letters: measured by `Casing`
                }
            }
            return false
        }
        return hasSmallLetter == true ? false : Casing.isAllCaps(word)
    }
}
