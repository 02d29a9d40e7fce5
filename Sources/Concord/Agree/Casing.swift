/// Keeps the capitalization of the source word on its replacement: `They` → `He`, `THE CAT` → `THE CATS`,
/// `BIENVENIDO` → `BIENVENIDA`.
public enum Casing {
    /// Gives `replacement` the casing pattern of `source`: all capitals (for sources longer than one
    /// letter), initial capital, or as the replacement is written.
    public static func apply(from source: String, to replacement: String) -> String {
        let letters = letterCase(of: source)
        guard letters.count > 0, !replacement.isEmpty else { return replacement }
        if letters.count > 1, letters.capitals == letters.count { return replacement.uppercased() }
        if letters.firstIsCapital { return replacement.prefix(1).uppercased() + replacement.dropFirst() }
        // A lower-case source leaves the replacement as written: a lexicon form keeps its own capital (Äpfel);
        // callers pass lower-case forms otherwise.
        return replacement
    }

    /// How many letters `word` has, how many of them are capitals, and whether the first one is.
    private static func letterCase(of word: String) -> (count: Int, capitals: Int, firstIsCapital: Bool) {
        var count = 0, capitals = 0, firstIsCapital = false
        if word.utf8.allSatisfy({ $0 < 0x80 }) {
            // ASCII (most words): the letters are A–Z and a–z, read byte by byte.
            for b in word.utf8 {
                let capital = b >= 0x41 && b <= 0x5A
                guard capital || (b >= 0x61 && b <= 0x7A) else { continue }
                count += 1
                if capital { capitals += 1 }
                if count == 1 { firstIsCapital = capital }
            }
        } else {
            for c in word where c.isLetter {
                count += 1
                if c.isUppercase { capitals += 1 }
                if count == 1 { firstIsCapital = c.isUppercase }
            }
        }
        return (count, capitals, firstIsCapital)
    }

    /// Whether `word` is written all in capitals (two letters or more).
    public static func isAllCaps(_ word: String) -> Bool {
        var letters = 0
        // ASCII words (most) are read as bytes: their letters are A–Z and a–z, the capitals A–Z.
        if word.utf8.allSatisfy({ $0 < 0x80 }) {
            for b in word.utf8 {
                if b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z") { return false }
                if b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z") { letters += 1 }
            }
            return letters > 1
        }
        for c in word where c.isLetter {
            guard c.isUppercase else { return false }
            letters += 1
        }
        return letters > 1
    }
}
