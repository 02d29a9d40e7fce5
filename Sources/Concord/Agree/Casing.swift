/// Keeps the capitalization of the source word on its replacement: `They` → `He`, `THE CAT` → `THE CATS`,
/// `BIENVENIDO` → `BIENVENIDA`.
public enum Casing {
    /// Gives `replacement` the casing pattern of `source`: all capitals (for sources longer than one
    /// letter), initial capital, or as the replacement is written.
    public static func apply(from source: String, to replacement: String) -> String {
        // Answers from the first bytes, which decide most words without measuring their letters: a source starting
        // with an ASCII small letter alone in its character (*ein*, *neue*) leaves the replacement as it is; so
        // does a replacement starting with a capital alone in its character (*Bank*), unless the source is in
        // capitals (capitalizing it would change nothing).
        var sourceBytes = source.utf8.makeIterator()
        let first = sourceBytes.next(), second = sourceBytes.next()
        if let first, first >= 0x61, first <= 0x7A, second.map({ $0 < 0x80 || $0 == 0xC3 }) ?? true {
            return replacement
        }
        // A source starting with an ASCII capital and then an ASCII small letter (*Ce*, *Der*) is capitalized, not
        // written in capitals: its letters need not be counted.
        let capitalized = first.map { $0 >= 0x41 && $0 <= 0x5A } == true && second.map { $0 >= 0x61 && $0 <= 0x7A } == true
        if !capitalized {
            if startsWithLoneCapital(replacement), !isAllCaps(source) { return replacement }
            let letters = letterCase(of: source)
            guard letters.count > 0, !replacement.isEmpty else { return replacement }
            if letters.count > 1, letters.capitals == letters.count { return replacement.uppercased() }
            guard letters.firstIsCapital else {
                // A lower-case source leaves the replacement as written: a lexicon form keeps its own capital
                // (Äpfel); callers pass lower-case forms otherwise.
                return replacement
            }
        }
        guard !replacement.isEmpty else { return replacement }
        do {
            // An ASCII first character not followed by a combining mark (both first bytes ASCII) has an ASCII
            // capital: one byte changed, no strings built for the first character and the rest; none at all when
            // it is a capital already.
            var utf8 = replacement.utf8.makeIterator()
            if let first = utf8.next(), first < 0x80, (utf8.next() ?? 0) < 0x80 {
                if first >= 0x41 && first <= 0x5A { return replacement }
                return String(unsafeUninitializedCapacity: replacement.utf8.count) { buffer in
                    var i = 0
                    for byte in replacement.utf8 {
                        buffer[i] = i == 0 && byte >= 0x61 && byte <= 0x7A ? byte - 0x20 : byte
                        i += 1
                    }
                    return i
                }
            }
            return replacement.prefix(1).uppercased() + replacement.dropFirst()
        }
    }

    /// How many letters `word` has, how many of them are capitals, and whether the first one is.
    static func letterCase(of word: String) -> (count: Int, capitals: Int, firstIsCapital: Bool) {
        if let byBytes = latinLetterCase(of: word) { return byBytes }
        var count = 0, capitals = 0, firstIsCapital = false
        for c in word where c.isLetter {
            count += 1
            if c.isUppercase { capitals += 1 }
            if count == 1 { firstIsCapital = c.isUppercase }
        }
        return (count, capitals, firstIsCapital)
    }

    /// ``letterCase(of:)`` read from the bytes of a word written in ASCII and the Latin-1 letters (`À`–`ÿ`, the
    /// accented letters of the Romance languages and German), whose letters and capitals are known by their code;
    /// nil for any other word (other scripts, combining marks), which is read character by character.
    static func latinLetterCase(of word: String) -> (count: Int, capitals: Int, firstIsCapital: Bool)? {
        var count = 0, capitals = 0, firstIsCapital = false
        var utf8 = word.utf8.makeIterator()
        while let b = utf8.next() {
            let isLetter: Bool, capital: Bool
            if b < 0x80 {
                capital = b >= 0x41 && b <= 0x5A
                isLetter = capital || (b >= 0x61 && b <= 0x7A)
            } else if b == 0xC3, let next = utf8.next(), next >= 0x80, next <= 0xBF {
                // U+00C0–U+00FF: capitals up to U+00DE, small letters after; × (U+00D7) and ÷ (U+00F7) are no letters.
                isLetter = next != 0x97 && next != 0xB7
                capital = isLetter && next <= 0x9E
            } else {
                return nil
            }
            // A combining mark would make the letter before it another character: such words are read whole.
            guard isLetter else { continue }
            count += 1
            if capital { capitals += 1 }
            if count == 1 { firstIsCapital = capital }
        }
        return (count, capitals, firstIsCapital)
    }

    /// `word.first?.isUppercase == true`, read from the first byte when the first character is one ASCII letter
    /// (`Character.isUppercase` looks up Unicode properties).
    static func startsWithCapital(_ word: String) -> Bool {
        var utf8 = word.utf8.makeIterator()
        if let first = utf8.next(), first < 0x80, utf8.next().map({ $0 < 0x80 }) ?? true,
           (first >= 0x41 && first <= 0x5A) || (first >= 0x61 && first <= 0x7A) {
            return first <= 0x5A
        }
        return word.first?.isUppercase == true
    }

    /// Whether `word` is written all in capitals (two letters or more).
    public static func isAllCaps(_ word: String) -> Bool {
        // A word of ASCII and Latin-1 letters with a small letter among them is not in capitals: most words are
        // told by their bytes, read in place, without measuring their letters.
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
                    return false // not ASCII and Latin-1 letters: measured below
                }
            }
            return false
        }
        if hasSmallLetter == true { return false }
        let letters = letterCase(of: word)
        return letters.count > 1 && letters.capitals == letters.count
    }

    /// Whether `word`'s first character is one capital A–Z or À–Þ (but ×): the byte or bytes after it are ASCII,
    /// a Latin-1 letter's or none, which join no mark to it.
    static func startsWithLoneCapital(_ word: String) -> Bool {
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
}
