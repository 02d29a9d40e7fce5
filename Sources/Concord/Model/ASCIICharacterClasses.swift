extension Character {
    /// `isLetter`, with ASCII answered from the byte (an ASCII character is a letter exactly when it is A–Z or a–z;
    /// CR LF, whose `asciiValue` is LF's, is none) rather than from Unicode properties.
    var isLetterFast: Bool {
        if let b = asciiValue { return (b | 0x20) >= UInt8(ascii: "a") && (b | 0x20) <= UInt8(ascii: "z") }
        return isLetter
    }

    /// `isNumber`, with ASCII answered from the byte (a one-byte character is a number exactly when it is 0–9).
    var isNumberFast: Bool {
        if utf8.count == 1, let b = utf8.first { return b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }
        return isNumber
    }
}
