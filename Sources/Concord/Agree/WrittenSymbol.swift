/// Words written as symbols rather than spelt: unit symbols and abbreviations (*km*, *kWh*, *mAh*, *sms*, *mm²*).
/// They cannot be read as written — they are read by their letters or as the words they stand for — so the
/// spelling rules of the plural do not apply to them (*320 km*, not *320 kms*; es *320 km*, not *320 kms*;
/// de *3 km*, not *3 kme*), and a language whose articles follow the sound of the next word hears the name of the
/// first letter (it *un sms*: *esse*, not *uno sms*).
enum WrittenSymbol {
    /// Whether `word` is written as a symbol: it has at most three letters, a small one among them, and either no
    /// vowel letter (*km*, *kWh*, *sms*, *MHz*, *mm²*) or a capital right after a small letter (*mAh*, *MiB*). A
    /// longer run of consonants is rather a made-up word, which the spelling rules inflect (Apple's own test data
    /// gives pt *qqqm* → *qqqns*).
    /// Capitals alone are left to each language's acronym rule (en *2 PDFs*), and so is a final *-s* after
    /// capitals (*PDFs*, *URLs*), the plural of one. *y* is a vowel (*gym*, *sky*); a letter outside ASCII is
    /// counted as a vowel (*ñ*, *ç* never make a word unreadable on their own).
    static func isSymbol(_ word: String) -> Bool {
        var letters = 0, smallLetters = 0, capitals = 0
        var hasVowel = false, capitalAfterSmall = false, previousWasSmall = false
        var lastLetterIsSmallS = false
        for b in word.utf8 {
            if b >= 0x80 {
                // A letter outside ASCII (an accented vowel, ñ) — or a superscript digit, which is no letter: only
                // the lead byte of a sequence is looked at, and ² ³ (U+00B2, U+00B3, lead byte 0xC2) are no letters.
                if b == 0xC2 || b < 0xC0 { continue }
                return false
            }
            let lower = b | 0x20
            guard lower >= UInt8(ascii: "a"), lower <= UInt8(ascii: "z") else { continue }
            letters += 1
            let small = b >= UInt8(ascii: "a")
            if small { smallLetters += 1 } else { capitals += 1 }
            if !small && previousWasSmall { capitalAfterSmall = true }
            previousWasSmall = small
            lastLetterIsSmallS = b == UInt8(ascii: "s")
            if isVowel(lower) { hasVowel = true }
        }
        guard letters > 0, smallLetters > 0 else { return false }
        // Capitals and a final small s: the plural of an acronym (*PDFs*).
        if smallLetters == 1, lastLetterIsSmallS, capitals > 0, !capitalAfterSmall { return false }
        return letters <= 3 && (!hasVowel || capitalAfterSmall)
    }

    /// Whether a lower-case ASCII letter is a vowel letter (*y* counts: *gym*, *sky* are readable).
    private static func isVowel(_ lower: UInt8) -> Bool {
        switch lower {
        case UInt8(ascii: "a"), UInt8(ascii: "e"), UInt8(ascii: "i"), UInt8(ascii: "o"), UInt8(ascii: "u"), UInt8(ascii: "y"): return true
        default: return false
        }
    }

    /// Whether `word` has letters and none of them is a vowel (*sms*, *SMS*, *mp3*, *km*): it cannot be read as
    /// written, so it is read by its letters (or as the word it stands for), whatever its casing. Only ASCII
    /// letters count; a word with any other letter is readable. Reads the bytes once, with nothing allocated.
    static func hasNoVowelLetter(_ word: String) -> Bool {
        var letters = 0
        for b in word.utf8 {
            if b >= 0x80 {
                if b == 0xC2 || b < 0xC0 { continue }
                return false
            }
            let lower = b | 0x20
            if isVowel(lower) { return false }
            if lower >= UInt8(ascii: "b") && lower <= UInt8(ascii: "z") { letters += 1 }
        }
        return letters > 0
    }
}
