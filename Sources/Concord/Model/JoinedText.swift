extension String {
    /// The strings `pieces` hands to its argument, joined, in one allocation: `pieces` is called twice, once to
    /// count the UTF-8 bytes and once to copy them, and must hand the same strings both times. Appending piece by
    /// piece costs a capacity check, often a reallocation and a UTF-8 merge check per piece, and a rendering joins
    /// a dozen pieces per run.
    @inline(__always)
    static func joining(_ pieces: ((String) -> Void) -> Void) -> String {
        var total = 0
        pieces { total += $0.utf8.count }
        guard total > 0 else { return "" }
        return String(unsafeUninitializedCapacity: total) { buffer in
            var at = 0
            pieces { text in
                let copied = text.utf8.withContiguousStorageIfAvailable { bytes -> Int in
                    guard let source = bytes.baseAddress, at + bytes.count <= total else { return 0 }
                    (buffer.baseAddress! + at).initialize(from: source, count: bytes.count)
                    return bytes.count
                }
                if let copied {
                    at += copied
                } else { // a string without contiguous UTF-8 (bridged): byte by byte
                    for byte in text.utf8 where at < total { buffer[at] = byte; at += 1 }
                }
            }
            return at
        }
    }
}

extension Array where Element == Character {
    /// `String(self[range])`, built from the characters' UTF-8 bytes in one allocation. The generic
    /// `String(_:)` over a slice of characters first tries dynamic casts, then appends character by character.
    func text(_ range: Range<Int>) -> String {
        var total = 0
        for k in range { total += self[k].utf8.count }
        guard total > 0 else { return "" }
        return String(unsafeUninitializedCapacity: total) { buffer in
            var at = 0
            for k in range {
                for byte in self[k].utf8 where at < total {
                    buffer[at] = byte
                    at += 1
                }
            }
            return at
        }
    }
}
