/// Keeps the capitalization of the source word on its replacement: `They` → `He`, `THE CAT` → `THE CATS`,
/// `BIENVENIDO` → `BIENVENIDA`.
public enum Casing {
    /// Gives `replacement` the casing pattern of `source`: all capitals (for sources longer than one
    /// letter), initial capital, or as the replacement is written.
    public static func apply(from source: String, to replacement: String) -> String {
        // ASCII source words (most): their letters are A–Z and a–z, read byte by byte.
        if source.utf8.allSatisfy({ $0 < 0x80 }) {
            var letters = 0, capitals = 0, firstIsCapital = false
            for b in source.utf8 {
                let capital = b >= 0x41 && b <= 0x5A
                guard capital || (b >= 0x61 && b <= 0x7A) else { continue }
                letters += 1
                if capital { capitals += 1 }
                if letters == 1 { firstIsCapital = capital }
            }
            guard letters > 0, !replacement.isEmpty else { return replacement }
            if letters > 1, capitals == letters { return replacement.uppercased() }
            if firstIsCapital { return replacement.prefix(1).uppercased() + replacement.dropFirst() }
            return replacement
        }
        let letters = source.filter(\.isLetter)
        guard let first = letters.first, !replacement.isEmpty else { return replacement }
        if letters.count > 1, letters.allSatisfy({ $0.isUppercase }) { return replacement.uppercased() }
        if first.isUppercase {
            return replacement.prefix(1).uppercased() + replacement.dropFirst()
        }
        if let r = replacement.first, r.isUppercase, source.first?.isLowercase == true,
           replacement.dropFirst().contains(where: \.isLowercase) {
            // A lower-case source keeps a replacement's proper-noun capital only when the replacement
            // is a lexicon form with its own casing (Äpfel); callers pass lower-case forms otherwise.
            return replacement
        }
        return replacement
    }

    /// Whether `word` is written all in capitals (two letters or more).
    public static func isAllCaps(_ word: String) -> Bool {
        var letters = 0
        for c in word where c.isLetter {
            guard c.isUppercase else { return false }
            letters += 1
        }
        return letters > 1
    }
}
