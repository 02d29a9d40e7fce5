/// How an Italian word begins, which is what articles, contractions, *quello*, *bello* and *buono* look at.
enum ItalianOnset: String, Sendable {
    /// An ordinary consonant: *il gatto*, *un gatto*, *quel gatto*.
    case consonant
    /// *s* + consonant, *z*, *gn*, *ps*, *pn*, *x*, *y*, *i* + vowel: *lo gnomo*, *uno scoglio*, *gli pneumatici*.
    case impure
    /// A vowel (or a silent *h* before one): *l’aula*, *un’amica*, *gli armadi*.
    case vowel
}

/// The sound at the start of the next word, including numbers read aloud (*all’11000* = *all’undicimila*).
enum ItalianSounds {
    static let vowels: Set<Character> = ["a", "e", "i", "o", "u", "à", "è", "é", "ì", "í", "ò", "ó", "ù", "ú"]
    static let consonants: Set<Character> = Set("bcdfghjklmnpqrstvwxyz")

    static func isVowel(_ c: Character?) -> Bool {
        guard let c else { return false }
        // An ASCII character (CR LF included, whose value is LF's) is a vowel by its lower-case byte, with no string
        // made for it: syllables are counted on every word no lexicon knows.
        if let ascii = c.asciiValue { return isVowelByte(ascii | 0x20) }
        return vowels.contains(Character(c.lowercased()))
    }

    /// Whether the lower-case ASCII byte `b` is a vowel.
    private static func isVowelByte(_ b: UInt8) -> Bool {
        b == UInt8(ascii: "a") || b == UInt8(ascii: "e") || b == UInt8(ascii: "i") || b == UInt8(ascii: "o") || b == UInt8(ascii: "u")
    }

    /// The onset of a written word.
    static func onset(of word: String) -> ItalianOnset {
        asciiOnset(of: word) ?? onsetByCharacters(of: word)
    }

    /// The letters whose Italian name begins with a vowel: *effe*, *acca*, *i lunga*, *elle*, *emme*, *enne*, *erre*,
    /// *esse*, *ics*. (The others begin with their own consonant — *bi*, *ci*, *cappa* — and *zeta* with a *z*, as
    /// the spelling rules already read them.)
    private static func isNamedWithVowel(_ lowerLetter: UInt8) -> Bool {
        switch lowerLetter {
        case UInt8(ascii: "f"), UInt8(ascii: "h"), UInt8(ascii: "j"), UInt8(ascii: "l"), UInt8(ascii: "m"),
             UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "s"), UInt8(ascii: "x"): return true
        default: return false
        }
    }

    /// The onset of a word with no vowel letter (*sms*, *SMS*, *mp3*), which is read by its letters: that of the
    /// first letter's name (*un sms*, *l’sms*: *esse*; *un mp3*, *l’mp3*: *emme*); nil for any other word, or when
    /// the name begins as the spelling rules say (*il pc*, *il km*). Only a word whose first letter is named with
    /// a vowel is read through.
    static func spokenLetterOnset(of word: String) -> ItalianOnset? {
        guard let first = word.utf8.first, isNamedWithVowel(first | 0x20),
              WrittenSymbol.hasNoVowelLetter(word) else { return nil }
        return .vowel
    }

    /// ``onset(of:)`` read character by character: the general way.
    static func onsetByCharacters(of word: String) -> ItalianOnset {
        if let spoken = spokenLetterOnset(of: word) { return spoken }
        // The first two letters or digits (the rest of the word does not matter).
        var first: Character?, second: Character?
        for c in word.lowercasedFast() where c.isLetter || c.isNumber {
            if first == nil { first = c } else { second = c; break }
        }
        guard let first else { return .consonant }
        if first.isNumber { return onset(ofNumber: String(word.filter(\.isNumber))) }
        switch first {
        case "z", "x", "y": return .impure
        case "s": return second.map { consonants.contains($0) } == true ? .impure : .consonant
        case "g" where second == "n": return .impure
        case "p" where second == "s" || second == "n": return .impure
        case "i" where isVowel(second): return .impure
        case "h": return isVowel(second) ? .vowel : .consonant
        default: return isVowel(first) ? .vowel : .consonant
        }
    }

    /// ``onset(of:)`` read on the bytes when the word starts with an ASCII letter followed by the end of the word
    /// or by a second ASCII letter that nothing combines with (the next byte, if any, is ASCII too): then the
    /// first two characters are those two letters, and `Character`'s Unicode look-ups are not needed. Nil
    /// otherwise (the general way decides).
    static func asciiOnset(of word: String) -> ItalianOnset? {
        var bytes = word.utf8.makeIterator()
        func letter(_ b: UInt8?) -> UInt8? {
            guard let b else { return nil }
            let lower = b | 0x20
            return lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z") ? lower : nil
        }
        guard let first = letter(bytes.next()) else { return nil }
        let next = bytes.next()
        var second: UInt8?
        if let next {
            guard let l = letter(next), bytes.next().map({ $0 < 0x80 }) ?? true else { return nil }
            second = l
        }
        if let spoken = spokenLetterOnset(of: word) { return spoken }
        func vowel(_ b: UInt8?) -> Bool {
            switch b {
            case UInt8(ascii: "a"), UInt8(ascii: "e"), UInt8(ascii: "i"), UInt8(ascii: "o"), UInt8(ascii: "u"): return true
            default: return false
            }
        }
        switch first {
        case UInt8(ascii: "z"), UInt8(ascii: "x"), UInt8(ascii: "y"): return .impure
        case UInt8(ascii: "s"): return second.map { !vowel($0) } == true ? .impure : .consonant // an ASCII letter that is no vowel is a consonant
        case UInt8(ascii: "g") where second == UInt8(ascii: "n"): return .impure
        case UInt8(ascii: "p") where second == UInt8(ascii: "s") || second == UInt8(ascii: "n"): return .impure
        case UInt8(ascii: "i") where vowel(second): return .impure
        case UInt8(ascii: "h"): return vowel(second) ? .vowel : .consonant
        default: return vowel(first) ? .vowel : .consonant
        }
    }

    /// The onset of a number as it is read: *zero* (impure), *uno*, *otto*, *undici*, *ottanta*, *un milione*
    /// (vowels), everything else a consonant.
    static func onset(ofNumber digits: String) -> ItalianOnset {
        onset(of: leadingWord(ofNumber: digits))
    }

    /// The first word of the number read aloud in Italian.
    static func leadingWord(ofNumber digits: String) -> String {
        let intPart = digits.split(separator: ".").first.map(String.init) ?? digits
        guard let n = Int(intPart.filter(\.isNumber).prefix(18)) else { return "numero" }
        if n == 0 { return "zero" }
        var scale = 1_000_000_000_000_000
        let names = [(1_000_000_000_000_000, "biliardo"), (1_000_000_000_000, "bilione"), (1_000_000_000, "miliardo"),
                     (1_000_000, "milione"), (1000, "mila")]
        for (value, name) in names where n >= value {
            scale = value
            let top = n / scale
            if top == 1 { return name == "mila" ? "mille" : "un" }
            return leadingWord(below1000: top)
        }
        return leadingWord(below1000: n)
    }

    private static let small = ["", "uno", "due", "tre", "quattro", "cinque", "sei", "sette", "otto", "nove", "dieci",
                                "undici", "dodici", "tredici", "quattordici", "quindici", "sedici", "diciassette",
                                "diciotto", "diciannove"]
    private static let tens = ["", "", "venti", "trenta", "quaranta", "cinquanta", "sessanta", "settanta", "ottanta",
                               "novanta"]

    private static func leadingWord(below1000 n: Int) -> String {
        if n >= 100 { return n / 100 == 1 ? "cento" : small[n / 100] }
        if n < 20 { return small[n] }
        return tens[n / 10]
    }

    /// Counts the syllables of a word roughly (vowel groups), for the *-co* → *-ci* / *-chi* rule.
    static func syllables(_ word: String) -> Int {
        let lower = word.lowercasedFast()
        if let count = asciiSyllables(lower) { return count }
        var count = 0
        var inVowel = false
        let chars = Array(lower)
        for (i, c) in chars.enumerated() {
            // A y between consonants is a vowel (loanwords, new words: qwyxo has two syllables).
            let v = isVowel(c) || (c == "y" && !(i > 0 && isVowel(chars[i - 1])) && !(i + 1 < chars.count && isVowel(chars[i + 1])))
            if v && !inVowel { count += 1 }
            inVowel = v
        }
        return count
    }

    /// ``syllables(_:)`` of a lower-cased word written in ASCII alone, on its bytes (one byte, one character: the
    /// only ASCII character of two scalars, CR LF, is neither a vowel nor a *y*); nil for any other word.
    private static func asciiSyllables(_ lower: String) -> Int? {
        let counted: Int?? = lower.utf8.withContiguousStorageIfAvailable { b -> Int? in
            guard !b.contains(where: { $0 >= 0x80 }) else { return nil }
            var count = 0, inVowel = false
            for i in b.indices {
                // `| 0x20` lowers ASCII letters as `isVowel` does for a character.
                func vowel(_ k: Int) -> Bool { isVowelByte(b[k] | 0x20) }
                let v = vowel(i) || (b[i] == UInt8(ascii: "y") && !(i > 0 && vowel(i - 1)) && !(i + 1 < b.count && vowel(i + 1)))
                if v && !inVowel { count += 1 }
                inVowel = v
            }
            return count
        }
        return counted ?? nil
    }

    /// Whether the word ends in an accented vowel (*città*, *caffè*, *virtù*): such nouns are invariable.
    static func endsAccented(_ word: String) -> Bool {
        guard let last = word.lowercasedFast().last, !last.isASCII else { return false }
        return accentedVowels.contains(last)
    }

    private static let accentedVowels: Set<Character> = ["à", "è", "é", "ì", "í", "ò", "ó", "ù", "ú"]

    /// The apostrophes a source may write an elision with.
    static let apostrophes: Set<Character> = ["’", "'"]
    /// The apostrophe Concord writes when it creates an elision.
    static let elision: Character = "’"
}
