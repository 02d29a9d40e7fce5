/// The word a span follows, read off the end of the text before it (``AgreementContext/textBefore``), for the
/// rules that depend on it: a German preposition governs the span's case (`Mit ^[%@](inflect: true)`), an Italian
/// determiner makes a number at the span's start a noun (`Il ^[%lld è pronto](inflect: true)`).
///
/// Read on the text's bytes, from its end only: a scalar-by-scalar walk with Unicode properties cost more than the
/// rest of a short span.
enum TextBeforeSpan {
    /// The last word of `text`, lowercased, when `text` ends with it and then spaces or no-break spaces — or, with
    /// `elided`, ends with it when it ends in an apostrophe (*l’*, *dell'*) — when it is a word of its own (the start
    /// of the text, a space or a no-break space before it) and no longer than `maxBytes`. Letters are ASCII letters,
    /// any non-ASCII byte but a no-break space's (*für*, *außerhalb*) and, with `elided`, the apostrophes: the
    /// caller's table decides what the word is.
    static func lastWord(of text: String, maxBytes: Int, elided: Bool = false) -> String? {
        guard let last = text.utf8.last, last == 0x20 || last == 0xA0 || elided && (last == 0x27 || last == 0x99) else { return nil }
        return text.utf8.withContiguousStorageIfAvailable { lastWord($0, maxBytes: maxBytes, elided: elided) }
            ?? Array(text.utf8).withUnsafeBufferPointer { lastWord($0, maxBytes: maxBytes, elided: elided) }
    }

    private static func lastWord(_ bytes: UnsafeBufferPointer<UInt8>, maxBytes: Int, elided: Bool) -> String? {
        func isNoBreakSpace(endingAt k: Int) -> Bool { k >= 1 && bytes[k] == 0xA0 && bytes[k - 1] == 0xC2 }
        func isCurlyApostrophe(endingAt k: Int) -> Bool { k >= 2 && bytes[k] == 0x99 && bytes[k - 1] == 0x80 && bytes[k - 2] == 0xE2 }
        var end = bytes.count - 1
        if elided, bytes[end] == 0x27 || isCurlyApostrophe(endingAt: end) {
            // The word ends with its apostrophe, written against the span.
        } else {
            let spacesEnd = end
            while end >= 0 {
                if bytes[end] == 0x20 { end -= 1 } else if isNoBreakSpace(endingAt: end) { end -= 2 } else { break }
            }
            guard end < spacesEnd || bytes[spacesEnd] == 0x20 else { return nil }
        }
        var start = end + 1
        while start > 0, end + 1 - start <= maxBytes, !isNoBreakSpace(endingAt: start - 1) {
            let b = bytes[start - 1]
            guard b >= 0x80 || (b | 0x20) >= 0x61 && (b | 0x20) <= 0x7A || elided && b == 0x27 else { break }
            start -= 1
        }
        let length = end + 1 - start
        guard length > 0, length <= maxBytes else { return nil }
        // The end of a word joined to something else (*x-mit*) is no word of its own.
        guard start == 0 || bytes[start - 1] == 0x20 || isNoBreakSpace(endingAt: start - 1) else { return nil }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start...end]), as: UTF8.self).lowercasedFast()
    }
}
