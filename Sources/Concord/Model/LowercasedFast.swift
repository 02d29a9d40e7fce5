extension String {
    /// The same text as `lowercased()`, faster for the words agreement meets most: ASCII and the Latin-1
    /// letters of the six languages (`Ñ`, `É`, `Ü`) are mapped byte by byte; other text goes through
    /// `lowercased()`. Agreement lowercases words many times per render, and `lowercased()` costs a Unicode
    /// property look-up per character.
    func lowercasedFast() -> String {
        let mapped = utf8.withContiguousStorageIfAvailable { bytes -> String? in
            guard let changes = Self.hasLatinCapital(bytes) else { return nil }
            guard changes else { return self }
            return String(unsafeUninitializedCapacity: bytes.count) { out in
                var i = 0
                while i < bytes.count {
                    let b = bytes[i]
                    if b < 0x80 {
                        out[i] = b >= 0x41 && b <= 0x5A ? b + 0x20 : b
                        i += 1
                    } else {
                        let c = bytes[i + 1]
                        out[i] = b
                        out[i + 1] = c >= 0x80 && c <= 0x9E && c != 0x97 ? c + 0x20 : c
                        i += 2
                    }
                }
                return bytes.count
            }
        }
        if let mapped, let text = mapped { return text }
        return lowercased()
    }

    /// Whether `bytes` hold a capital that ``lowercasedFast()`` maps byte by byte; nil when they hold a character
    /// it does not map (anything but ASCII and U+00C0–U+00FF).
    private static func hasLatinCapital(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
        if let capital = hasASCIICapital(UnsafeRawBufferPointer(bytes)) { return capital }
        var changes = false
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            if b < 0x80 {
                if b >= 0x41 && b <= 0x5A { changes = true }
                i += 1
            } else if b == 0xC3, i + 1 < bytes.count {
                // U+00C0–U+00DE, but not U+00D7 (×): capitals whose lower case is 0x20 further.
                let c = bytes[i + 1]
                if c >= 0x80 && c <= 0x9E && c != 0x97 { changes = true }
                i += 2
            } else {
                return nil
            }
        }
        return changes
    }

    /// Whether ASCII `bytes` hold a capital A–Z; nil when a byte is not ASCII. Most words are ASCII in lower case
    /// already: read eight bytes at a time (the last eight overlapping), or the first and last four, rather than a
    /// byte at a time.
    @inline(__always) private static func hasASCIICapital(_ bytes: UnsafeRawBufferPointer) -> Bool? {
        let n = bytes.count
        var seen: UInt64 = 0 // the bytes read, or-ed: a high bit set is a byte that is not ASCII
        var capitals: UInt64 = 0
        // In each ASCII byte b, adding 0x3F sets the high bit when b ≥ 0x41 (A), adding 0x25 when b ≥ 0x5B (past Z);
        // no sum carries into the next byte. Zero bytes (a short load's upper half) are never capitals.
        @inline(__always) func read(_ w: UInt64) {
            seen |= w
            capitals |= (w &+ 0x3F3F_3F3F_3F3F_3F3F) & ~(w &+ 0x2525_2525_2525_2525)
        }
        if n >= 8 {
            var i = 0
            while i + 8 < n {
                read(bytes.loadUnaligned(fromByteOffset: i, as: UInt64.self))
                i += 8
            }
            read(bytes.loadUnaligned(fromByteOffset: n - 8, as: UInt64.self))
        } else if n >= 4 {
            read(UInt64(bytes.loadUnaligned(fromByteOffset: 0, as: UInt32.self)))
            read(UInt64(bytes.loadUnaligned(fromByteOffset: n - 4, as: UInt32.self)))
        } else {
            for b in bytes { read(UInt64(b)) }
        }
        guard seen & 0x8080_8080_8080_8080 == 0 else { return nil }
        return capitals & 0x8080_8080_8080_8080 != 0
    }
}

extension Substring {
    /// The same text as `lowercased()` (see `String.lowercasedFast()`).
    func lowercasedFast() -> String { String(self).lowercasedFast() }
}
