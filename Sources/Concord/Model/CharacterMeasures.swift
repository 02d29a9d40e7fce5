extension StringProtocol {
    /// The same as `count`, without walking grapheme clusters when it need not: a text of ASCII bytes without a
    /// carriage return (most catalog values, most markup lines) has one character per byte. (`count` finds each
    /// cluster's end, about a thousand instructions for a short value, and a catalog preview asks it for every
    /// rendering.)
    var characterCount: Int {
        let simple = utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            for b in bytes where b >= 0x80 || b == 0x0D { return false }
            return true
        }
        return simple == true ? utf8.count : count
    }
}

extension Array where Element == Character {
    /// The UTF-8 offset of each character, then the length of them all: where a run of characters starts and
    /// ends in the text's bytes (the parser and the catalog resolver cut text by character and copy it by byte).
    var utf8Offsets: [Int] {
        var offsets: [Int] = []
        offsets.reserveCapacity(count + 1)
        var offset = 0
        for c in self {
            offsets.append(offset)
            offset += c.utf8.count
        }
        offsets.append(offset)
        return offsets
    }
}
