extension Tokenizer {
    /// The tokens ``walkCharacters(_:runID:)`` gives, read from the text's UTF-8 bytes, for a text whose scalars
    /// are all below U+0100 (ASCII and Latin-1: the text of the six languages, except for rarer letters such as
    /// *œ* or *ő*); nil for any other text, which takes the walk over characters.
    ///
    /// The walk asks Unicode properties of every character and builds each token from a slice of characters:
    /// thousands of instructions per byte. Below U+0100 each scalar is its own character except CR LF (one
    /// character, white space), so the walk's steps can be taken on scalars with the classes of
    /// ``latin1Classes``, which are the walk's own predicates asked once per scalar.
    static func walkLatin1(_ text: String, runID: Int) -> [Token]? {
        var result: [Token] = []
        return walkLatin1(text, runID: runID, appendingTo: &result) ? result : nil
    }

    /// Appends ``walkLatin1(_:runID:)``'s tokens to `result`; false, with `result` untouched, for a text with a
    /// scalar from U+0100 on.
    static func walkLatin1(_ text: String, runID: Int, appendingTo result: inout [Token]) -> Bool {
        var text = text
        return text.withUTF8 { bytes -> Bool in
            // The characters: their byte ranges and classes, decoded at once (a lead byte C2 or C3 and its
            // continuation make a scalar from U+0080 to U+00FF).
            var starts: [Int] = [], classes: [UInt8] = []
            starts.reserveCapacity(bytes.count + 1)
            classes.reserveCapacity(bytes.count)
            let table = latin1Classes
            var i = 0
            while i < bytes.count {
                let b = bytes[i]
                starts.append(i)
                if b < 0x80 {
                    if b == 0x0D, i + 1 < bytes.count, bytes[i + 1] == 0x0A { // CR LF: one character
                        classes.append(CharacterClass.whitespace)
                        i += 2
                        continue
                    }
                    classes.append(table[Int(b)])
                    i += 1
                } else if b == 0xC2 || b == 0xC3, i + 1 < bytes.count, bytes[i + 1] & 0xC0 == 0x80 {
                    classes.append(table[Int((b & 0x03) << 6 | (bytes[i + 1] & 0x3F))])
                    i += 2
                } else {
                    return false
                }
            }
            starts.append(bytes.count)
            func string(_ from: Int, _ to: Int) -> String {
                String(decoding: UnsafeBufferPointer(rebasing: bytes[starts[from]..<starts[to]]), as: UTF8.self)
            }
            func isByte(_ k: Int, _ ascii: Unicode.Scalar) -> Bool {
                starts[k + 1] - starts[k] == 1 && bytes[starts[k]] == UInt8(ascii: ascii)
            }
            func isSeparator(_ k: Int) -> Bool { isByte(k, ",") || isByte(k, ".") }
            func has(_ k: Int, _ flag: UInt8) -> Bool { classes[k] & flag != 0 }

            let count = classes.count
            // Room for every token at once: a long text's array would otherwise be grown and copied a dozen
            // times, each copy to fresh pages (a 100,000-word span's tokens take 20 MB). A token starts where
            // the class changes or at any other character (punctuation is one token a character), so counting
            // those starts bounds the tokens from above.
            var bound = 0, previous: UInt8 = 0xFF
            for k in 0..<count {
                let kind = classes[k] & (CharacterClass.whitespace | CharacterClass.wordCharacter)
                if kind != previous || kind == 0 { bound += 1 }
                previous = kind
            }
            // (Grown at least twofold: runs appended one after another must not each reallocate the buffer.)
            if result.capacity < result.count + bound { result.reserveCapacity(max(result.count + bound, 2 * result.capacity)) }
            var c = 0
            while c < count {
                if has(c, CharacterClass.whitespace) {
                    var j = c
                    while j < count, has(j, CharacterClass.whitespace) { j += 1 }
                    result.append(Token(string(c, j), kind: .space, runID: runID))
                    c = j
                } else if has(c, CharacterClass.wordCharacter) {
                    var j = c
                    // Whether characters c..<j are all digits and separators, kept as j moves.
                    var numeric = true
                    func advance() {
                        numeric = numeric && (has(j, CharacterClass.number) || isSeparator(j))
                        j += 1
                    }
                    while j < count {
                        if has(j, CharacterClass.wordCharacter) { advance(); continue }
                        // 11,000 and 1.5: a separator between digits stays inside the token.
                        if isSeparator(j), j + 1 < count, has(j + 1, CharacterClass.number), j > c,
                           has(j - 1, CharacterClass.number), numeric {
                            advance()
                            continue
                        }
                        break
                    }
                    let text = string(c, j)
                    if has(c, CharacterClass.number), (c..<j).allSatisfy({ has($0, CharacterClass.number) || isSeparator($0) }) {
                        let plain = text.utf8.contains(UInt8(ascii: ","))
                            ? String(decoding: text.utf8.filter { $0 != UInt8(ascii: ",") }, as: UTF8.self) : text
                        result.append(Token(text, kind: .number, runID: runID, number: NumberValue(plain)))
                    } else {
                        result.append(Token(text, kind: .word, runID: runID))
                    }
                    c = j
                } else {
                    result.append(Token(string(c, c + 1), kind: .punctuation, runID: runID))
                    c += 1
                }
            }
            return true
        }
    }

    /// What the walk over characters asks of a character, as bits.
    enum CharacterClass {
        static let whitespace: UInt8 = 1
        /// A letter, a number or a nonspacing mark: part of a word.
        static let wordCharacter: UInt8 = 2
        static let number: UInt8 = 4

        /// The bits of a character, from the walk's own predicates.
        static func of(_ c: Character) -> UInt8 {
            (c.isWhitespace ? whitespace : 0) | (isWordCharacter(c) ? wordCharacter : 0) | (c.isNumber ? number : 0)
        }
    }

    /// Whether a character belongs in a word: a letter, a number or a nonspacing mark.
    static func isWordCharacter(_ c: Character) -> Bool {
        c.isLetter || c.isNumber || c.unicodeScalars.first.map { $0.properties.generalCategory == .nonspacingMark } == true
    }

    /// The classes of U+0000 to U+00FF, each its own character.
    static let latin1Classes: [UInt8] = (0..<256).map { CharacterClass.of(Character(Unicode.Scalar(UInt8($0)))) }
}
