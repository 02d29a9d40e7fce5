extension String {
    /// The same as `count`, without walking grapheme clusters when it need not: a text of ASCII bytes without a
    /// carriage return (most catalog values) has one character per byte. (`count` finds each cluster's end,
    /// about a thousand instructions for a short value, and a catalog preview asks it for every rendering.)
    var characterCount: Int {
        let simple = utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            for b in bytes where b >= 0x80 || b == 0x0D { return false }
            return true
        }
        return simple == true ? utf8.count : count
    }
}
