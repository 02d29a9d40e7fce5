extension String {
    /// `hasSuffix(suffix)`, compared on the bytes when that gives the same answer — which is for every text when
    /// `suffix` is made of ASCII letters or characters such as `’` that no other text is canonically equivalent to
    /// and that never join the character before them (the only callers). The bytes differ: not a suffix. They
    /// match and the byte before is ASCII (or there is none): a suffix, as no ASCII character joins the next one
    /// into a grapheme. They match after a non-ASCII byte (a prepended mark could hold the suffix's first
    /// character): `hasSuffix` decides.
    func hasSuffixFast(_ suffix: String) -> Bool {
        let n = suffix.utf8.count
        let answer: Bool?? = utf8.withContiguousStorageIfAvailable { bytes -> Bool? in
            guard bytes.count >= n else { return false }
            var k = 0
            for b in suffix.utf8 {
                if bytes[bytes.count - n + k] != b { return false }
                k += 1
            }
            return bytes.count == n || bytes[bytes.count - n - 1] < 0x80 ? true : nil
        }
        if let answer, let known = answer { return known }
        return hasSuffix(suffix)
    }
}
