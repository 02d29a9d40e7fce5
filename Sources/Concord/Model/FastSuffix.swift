extension String {
    /// `hasSuffix(suffix)`, compared on the bytes whenever that gives the same answer, and asked of `hasSuffix`
    /// otherwise. The grammars test dozens of suffixes on every word no lexicon knows, and `hasSuffix` compares
    /// characters under canonical equivalence, a hundred times the work of comparing a few bytes.
    ///
    /// The bytes decide in two cases:
    /// - Both texts are *plain*: every byte below 0xCC, so every scalar below U+0300. Such a text is in NFC, holds
    ///   no combining mark and breaks into characters at every scalar but CR LF; two plain texts are canonically
    ///   equivalent exactly when their bytes are equal, and a plain suffix is a suffix of a plain text exactly when
    ///   its bytes end it (a suffix starting with LF right after a CR excepted).
    /// - The suffix is ASCII without `K` (which U+212A KELVIN SIGN equals) and the apostrophe `’`: no other text
    ///   is canonically equivalent to it, so different bytes are no suffix; equal bytes after an ASCII byte (or at
    ///   the start) are one, as no ASCII character joins the next one into a character, and neither joins the
    ///   character before it.
    func hasSuffixFast(_ suffix: String) -> Bool {
        let answer: Bool?? = utf8.withContiguousStorageIfAvailable { text -> Bool? in
            suffix.utf8.withContiguousStorageIfAvailable { end -> Bool? in
                Self.suffixByBytes(text, end)
            } ?? nil
        }
        if let answer, let known = answer { return known }
        return hasSuffix(suffix)
    }

    /// The answer of ``hasSuffixFast(_:)`` when the bytes give it, nil when `hasSuffix` must decide.
    private static func suffixByBytes(_ text: UnsafeBufferPointer<UInt8>, _ end: UnsafeBufferPointer<UInt8>) -> Bool? {
        var endIsPlain = true, endHasNoEquivalent = true
        var i = 0
        while i < end.count {
            let b = end[i]
            if b >= 0xCC { endIsPlain = false }
            if b == 0xE2, i + 2 < end.count, end[i + 1] == 0x80, end[i + 2] == 0x99 { // ’ U+2019
                i += 3
                continue
            }
            if b >= 0x80 || b == UInt8(ascii: "K") { endHasNoEquivalent = false }
            i += 1
        }
        let n = end.count, start = text.count - n
        if endIsPlain, n > 0, let differs = lastScalarsDiffer(text, end), differs { return false }
        let bytesEnd = start >= 0 && bytes(of: text, from: start, equal: end)
        if endIsPlain, !text.contains(where: { $0 >= 0xCC }) {
            guard bytesEnd else { return false }
            if n > 0, start > 0, end[0] == 0x0A, text[start - 1] == 0x0D { return false } // CR LF is one character
            return true
        }
        if endHasNoEquivalent {
            guard bytesEnd else { return false }
            if n == 0 || start == 0 || text[start - 1] < 0x80 { return true }
        }
        return nil
    }

    /// Whether the last scalars of `text` and of the plain, non-empty `end` differ, when the text's last scalar is
    /// plain too (nil otherwise): then the text's last character, which ends with that scalar and is no combining
    /// mark, can be canonically equivalent to the suffix's last one only by being that same scalar (no two scalars
    /// below U+0300 are equivalent), so different scalars are no suffix — the answer for most suffixes tried, read
    /// off two bytes without a pass over the text.
    private static func lastScalarsDiffer(_ text: UnsafeBufferPointer<UInt8>, _ end: UnsafeBufferPointer<UInt8>) -> Bool? {
        guard let t = text.last, let e = end.last else { return text.isEmpty ? true : nil }
        if t < 0x80 { return t != e } // an ASCII last scalar
        // A two-byte plain last scalar: a continuation byte after a lead byte C2–CB.
        guard t < 0xC0, text.count >= 2, text[text.count - 2] >= 0xC2, text[text.count - 2] < 0xCC else { return nil }
        guard e >= 0x80, end.count >= 2 else { return true } // the suffix ends in ASCII
        return t != e || text[text.count - 2] != end[end.count - 2]
    }

    /// Whether the bytes of `text` from `start` on are those of `end`.
    private static func bytes(of text: UnsafeBufferPointer<UInt8>, from start: Int, equal end: UnsafeBufferPointer<UInt8>) -> Bool {
        var k = 0
        while k < end.count {
            if text[start + k] != end[k] { return false }
            k += 1
        }
        return true
    }
}
