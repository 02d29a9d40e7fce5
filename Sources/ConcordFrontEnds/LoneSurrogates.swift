/// JSON allows `\ud800` — a UTF-16 surrogate escape with no partner — but it is not a character, so Foundation's
/// decoder rejects the whole line. To answer such a request with its own id, the line is read once more with
/// every lone surrogate escape replaced by `\ufffd`.
enum LoneSurrogates {
    /// `line` with each lone surrogate escape replaced by `\ufffd`, and the 1-based column of the first one;
    /// nil when the line has none.
    static func replaced(in line: String) -> (line: String, column: Int)? {
        let scalars = Array(line.unicodeScalars)
        func hexValue(at i: Int) -> UInt32? {
            guard i + 6 <= scalars.count, scalars[i] == "\\", scalars[i + 1] == "u" else { return nil }
            return UInt32(String(String.UnicodeScalarView(scalars[(i + 2)..<(i + 6)])), radix: 16)
        }
        var out = String.UnicodeScalarView()
        var firstColumn: Int?
        var i = 0
        while i < scalars.count {
            guard scalars[i] == "\\", i + 1 < scalars.count else { out.append(scalars[i]); i += 1; continue }
            guard let unit = hexValue(at: i) else {
                // Any other escape (`\\`, `\"`…) is copied whole, so its second character is not read as a start.
                out.append(scalars[i]); out.append(scalars[i + 1]); i += 2; continue
            }
            let isHigh = (0xD800...0xDBFF).contains(unit), isLow = (0xDC00...0xDFFF).contains(unit)
            if isHigh, let next = hexValue(at: i + 6), (0xDC00...0xDFFF).contains(next) {
                out.append(contentsOf: scalars[i..<(i + 12)]); i += 12; continue
            }
            if isHigh || isLow {
                firstColumn = firstColumn ?? i + 1
                out.append(contentsOf: "\\ufffd".unicodeScalars)
            } else {
                out.append(contentsOf: scalars[i..<(i + 6)])
            }
            i += 6
        }
        return firstColumn.map { (String(out), $0) }
    }
}
