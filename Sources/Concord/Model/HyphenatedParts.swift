/// The elements of a hyphenated word, cut at its hyphens as `split(separator: "-", omittingEmptySubsequences:
/// false)` cuts it, read from the bytes where they give the same cut.
///
/// A hyphen byte is a character of its own (where `split` cuts) unless the scalar before it joins the next one
/// (a prepended mark) or the scalar after it joins the one before (a combining mark, a joiner): all of those are
/// outside ASCII and Latin-1. When every hyphen sits between ASCII or Latin-1 letters (or at an end) the bytes
/// cut exactly where the characters would; otherwise the characters decide.
enum HyphenatedParts {
    /// The parts of `word` between its hyphens, empty parts kept.
    static func split(_ word: String) -> [String] {
        let cut: [String]?? = word.utf8.withContiguousStorageIfAvailable { bytes -> [String]? in
            guard isCutByBytes(bytes) else { return nil }
            var parts: [String] = []
            var start = 0
            for i in bytes.indices where bytes[i] == UInt8(ascii: "-") {
                parts.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self))
                start = i + 1
            }
            parts.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start...]), as: UTF8.self))
            return parts
        }
        if let cut, let parts = cut { return parts }
        return word.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
    }

    /// The text after the last hyphen of `word` (`lastIndex(of: "-")`, read on characters), nil without one.
    static func last(of word: String) -> String? {
        let cut: String?? = word.utf8.withContiguousStorageIfAvailable { bytes -> String?? in
            guard isCutByBytes(bytes) else { return nil }
            guard let hyphen = bytes.lastIndex(of: UInt8(ascii: "-")) else { return .some(nil) }
            return .some(String(decoding: UnsafeBufferPointer(rebasing: bytes[(hyphen + 1)...]), as: UTF8.self))
        } ?? nil
        if let cut { return cut }
        guard let hyphen = word.lastIndex(of: "-") else { return nil }
        return String(word[word.index(after: hyphen)...])
    }

    /// Whether each hyphen of `bytes` has an ASCII or Latin-1 scalar (U+0000–U+00FF) or an end on both sides.
    private static func isCutByBytes(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        for i in bytes.indices where bytes[i] == UInt8(ascii: "-") {
            if i + 1 < bytes.count {
                let next = bytes[i + 1]
                // After: an ASCII byte, or the lead byte of a scalar up to U+00FF.
                if next >= 0x80 && next != 0xC2 && next != 0xC3 { return false }
            }
            if i > 0 {
                let previous = bytes[i - 1]
                // Before: an ASCII byte, or the continuation byte of a two-byte scalar up to U+00FF.
                if previous >= 0x80 {
                    guard i > 1, bytes[i - 2] == 0xC2 || bytes[i - 2] == 0xC3 else { return false }
                }
            }
        }
        return true
    }
}
