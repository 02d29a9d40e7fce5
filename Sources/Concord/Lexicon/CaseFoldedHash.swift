/// A 64-bit FNV-1a hash of UTF-8 text folded to lower case, computed straight from bytes so that a lexicon of
/// a hundred thousand lines can be indexed without making a `String` per form.
///
/// Folding covers ASCII, Latin-1 (À–Þ) and Latin Extended-A (Ā–ž, Œ): every letter of the languages Concord
/// inflects. Other characters hash as they are; both the index and the queries use the same folding, so
/// lookups stay consistent, and candidates are always verified against the parsed entry.
enum CaseFoldedHash {
    static let offset: UInt64 = 0xcbf29ce484222325
    static let prime: UInt64 = 0x100000001b3

    @inline(__always)
    static func mix(_ h: inout UInt64, _ byte: UInt8) {
        h ^= UInt64(byte)
        h = h &* prime
    }

    /// The hash of `bytes[start..<end]`.
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> UInt64 {
        var h = offset
        var i = start
        while i < end {
            let b = bytes[i]
            if b < 0x80 {
                mix(&h, b >= 0x41 && b <= 0x5A ? b + 0x20 : b)
                i += 1
            } else if (b == 0xC3 || b == 0xC4 || b == 0xC5), i + 1 < end {
                var scalar = (UInt32(b & 0x1F) << 6) | UInt32(bytes[i + 1] & 0x3F)
                scalar = fold(scalar)
                mix(&h, UInt8(0xC0 | (scalar >> 6)))
                mix(&h, UInt8(0x80 | (scalar & 0x3F)))
                i += 2
            } else {
                mix(&h, b)
                i += 1
            }
        }
        return h
    }

    /// The hash of a string.
    static func hash(_ text: String) -> UInt64 {
        var copy = text
        return copy.withUTF8 { hash($0, 0, $0.count) }
    }

    @inline(__always)
    static func fold(_ c: UInt32) -> UInt32 {
        switch c {
        case 0xC0...0xDE where c != 0xD7: return c + 0x20
        case 0x100...0x137, 0x14A...0x177: return c & 1 == 0 ? c + 1 : c
        case 0x139...0x148, 0x179...0x17E: return c & 1 == 1 ? c + 1 : c
        case 0x178: return 0xFF
        default: return c
        }
    }
}
