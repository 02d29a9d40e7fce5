extension String {
    /// The same text as `lowercased()`. Words in lexicons and markup are mostly ASCII without capitals, and for
    /// those no new string needs to be built; agreement lowercases words many times per render.
    func lowercasedFast() -> String {
        let plain = utf8.withContiguousStorageIfAvailable { bytes in
            !bytes.contains { $0 >= 0x80 || ($0 >= 0x41 && $0 <= 0x5A) }
        }
        return plain == true ? self : lowercased()
    }
}

extension Substring {
    /// The same text as `lowercased()` (see `String.lowercasedFast()`).
    func lowercasedFast() -> String { String(self).lowercasedFast() }
}
