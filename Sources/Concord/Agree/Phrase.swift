import Foundation

/// The tokens of one span (or of an argument, concept or analyzed phrase), which a language reads and changes.
public struct Phrase: Hashable, Sendable, CustomStringConvertible {
    /// The tokens in text order (words, numbers, white space, punctuation); their texts joined are ``text``.
    public var tokens: [Token] {
        // Counted without reading the old value, so a token changed in place is not copied first.
        didSet { edits &+= 1 }
    }
    /// How many times ``tokens`` was changed since this phrase was made: a rule that read the phrase's structure
    /// knows it still holds while the count is the same, without keeping the tokens (which would make the next
    /// change copy them all). Not part of the phrase's value: equality and hashing read the tokens alone. A phrase
    /// assigned whole brings its own count, so a rule that replaces the phrase must read its structure again.
    private(set) var edits = 0

    /// A phrase of these tokens, as they are (their runs, argument indices and declared features kept).
    public init(tokens: [Token]) { self.tokens = tokens }

    public static func == (a: Phrase, b: Phrase) -> Bool { a.tokens == b.tokens }
    public func hash(into hasher: inout Hasher) { hasher.combine(tokens) }

    /// Tokenizes plain text (all tokens in run 0). Languages and tests use it for phrases that come from
    /// outside the markup.
    public init(_ text: String, runID: Int = 0) {
        self.tokens = TemplateCache.tokens(of: text, runID: runID) // the same words are tokenized once
    }

    /// The current text.
    public var text: String {
        // Appended in place: no array of the pieces is built first.
        var text = ""
        for i in tokens.indices { text += tokens[i].text } // by index: no copy of each token
        return text
    }
    /// The text before inflection.
    public var originalText: String {
        var text = ""
        for i in tokens.indices { text += tokens[i].original }
        return text
    }
    public var description: String { text }

    /// Indices of the word tokens, in order.
    public var wordIndices: [Int] { tokens.indices.filter { tokens[$0].kind == .word } }
    /// The text of the first word token (`words.first`, without the list).
    var firstWord: String? {
        for i in tokens.indices where tokens[i].isWord { return tokens[i].text }
        return nil
    }
    /// The word texts, in order.
    public var words: [String] { tokens.indices.filter { tokens[$0].isWord }.map { tokens[$0].text } }
    /// The index of the only word token, when the phrase has one word and no number.
    public var loneWordIndex: Int? {
        var only: Int?
        for i in tokens.indices {
            switch tokens[i].kind {
            case .number: return nil
            case .word:
                if only != nil { return nil }
                only = i
            default: break
            }
        }
        return only
    }
    /// Indices of the word and number tokens, in order, in a list that allocates only past four.
    var wordAndNumberPositions: SmallIndices {
        var positions = SmallIndices()
        for i in tokens.indices where tokens[i].kind == .word || tokens[i].kind == .number { positions.append(i) }
        return positions
    }
    /// Indices of the number tokens.
    public var numberIndices: [Int] { tokens.indices.filter { tokens[$0].kind == .number } }

    // The searches below walk the tokens by index, reading one field of each in place: the generic
    // `contains(where:)` (or a test handed each token) copies each token it passes, retaining all its texts.

    /// The index of the first number token, if any.
    var firstNumberIndex: Int? {
        var i = 0
        while i < tokens.count {
            if tokens[i].kind == .number { return i }
            i += 1
        }
        return nil
    }

    /// Whether some token comes from an argument.
    var hasArgumentToken: Bool {
        var i = 0
        while i < tokens.count {
            if tokens[i].argumentIndex != nil { return true }
            i += 1
        }
        return false
    }

    /// Whether some token is punctuation.
    var hasPunctuation: Bool {
        var i = 0
        while i < tokens.count {
            if tokens[i].kind == .punctuation { return true }
            i += 1
        }
        return false
    }

    /// The count that opens a noun phrase: the first number token with a word after it (*mehr als **2** Dateien*,
    /// *plus de **2** fichiers*). The words before it that are not determiners belong to no noun phrase the
    /// count quantifies, and agree with nothing.
    public var openingCount: Int? {
        // By index: the generic searches copy each token they pass.
        var n = 0
        while n < tokens.count, tokens[n].kind != .number { n += 1 }
        var w = n + 1
        while w < tokens.count, tokens[w].kind != .word { w += 1 }
        return w < tokens.count ? n : nil
    }

    /// The next word token after `index`, skipping spaces (not punctuation).
    public func nextWord(after index: Int) -> Int? {
        var i = index + 1
        while i < tokens.count {
            switch tokens[i].kind {
            case .word, .number: return i
            case .space: i += 1
            case .punctuation: return nil
            }
        }
        return nil
    }

    /// The previous word or number token before `index`, skipping spaces (not punctuation).
    public func previousWord(before index: Int) -> Int? {
        var i = index - 1
        while i >= 0 {
            switch tokens[i].kind {
            case .word, .number: return i
            case .space: i -= 1
            case .punctuation: return nil
            }
        }
        return nil
    }

    /// Whether the token at `index` comes right after a number (spaces between, no punctuation): the counted word
    /// of *2 files*.
    public func followsNumber(_ index: Int) -> Bool {
        previousWord(before: index).map { tokens[$0].kind == .number } ?? false
    }

    /// Inserts `word` followed by a space before the token at `index`; the new tokens take that token's run.
    public mutating func insertWord(_ word: String, before index: Int) {
        let run = index < tokens.count ? tokens[index].runID : (tokens.last?.runID ?? 0)
        var w = Token(word, kind: .word, runID: run)
        w.original = ""
        var s = Token(" ", kind: .space, runID: run)
        s.original = ""
        tokens.insert(contentsOf: [w, s], at: index)
    }

    /// Removes the token at `index` and the white space after it.
    public mutating func removeWord(at index: Int) {
        var end = index + 1
        while end < tokens.count, tokens[end].kind == .space { end += 1 }
        tokens.removeSubrange(index..<end)
    }
}

/// Splits text into tokens: words (letters, marks and digits, e.g. `1st`), numbers (`2`, `11,000`, `1.5`),
/// white space, and single punctuation characters (apostrophes and hyphens included, so languages can see
/// `l’` + `hôpital` and `one` + `-` + `way`).
public enum Tokenizer {
    /// The tokens of `text`, in order, all in run `runID`. A number token carries its value (``Token/number``) read
    /// as English writes it (`11,000`); the engine reads it again in the string's locale.
    public static func tokens(of text: String, runID: Int = 0) -> [Token] {
        if let simple = simpleToken(of: text, runID: runID) { return [simple] }
        return walk(text, runID: runID)
    }

    /// The general walk (what ``simpleToken(of:runID:)`` shortens): on the bytes for ASCII and Latin-1 text,
    /// otherwise over the characters.
    static func walk(_ text: String, runID: Int) -> [Token] {
        walkLatin1(text, runID: runID) ?? walkCharacters(text, runID: runID)
    }

    /// Appends ``walk(_:runID:)``'s tokens to `tokens`: a long text's tokens written once, in place, rather than
    /// into an array of their own and then copied.
    static func walk(_ text: String, runID: Int, appendingTo tokens: inout [Token]) {
        if !walkLatin1(text, runID: runID, appendingTo: &tokens) { tokens.append(contentsOf: walkCharacters(text, runID: runID)) }
    }

    /// The walk over the text's characters, any text.
    static func walkCharacters(_ text: String, runID: Int) -> [Token] {
        var result: [Token] = []
        let chars = Array(text)
        var i = 0
        let isWordChar = isWordCharacter
        while i < chars.count {
            let c = chars[i]
            if c.isWhitespace {
                var j = i
                while j < chars.count, chars[j].isWhitespace { j += 1 }
                result.append(Token(String(chars[i..<j]), kind: .space, runID: runID))
                i = j
            } else if isWordChar(c) {
                var j = i
                // Whether chars[i..<j] is all digits and separators, kept as j moves (linear in the token).
                var numeric = true
                func advance() {
                    numeric = numeric && (chars[j].isNumber || chars[j] == "," || chars[j] == ".")
                    j += 1
                }
                while j < chars.count {
                    if isWordChar(chars[j]) { advance(); continue }
                    // 11,000 and 1.5: a separator between digits stays inside the token.
                    if (chars[j] == "," || chars[j] == "."), j + 1 < chars.count, chars[j + 1].isNumber,
                       j > i, chars[j - 1].isNumber, numeric {
                        advance()
                        continue
                    }
                    break
                }
                let text = String(chars[i..<j])
                if text.allSatisfy({ $0.isNumber || $0 == "," || $0 == "." }), text.first!.isNumber {
                    let plain = text.replacingOccurrences(of: ",", with: "")
                    result.append(Token(text, kind: .number, runID: runID, number: NumberValue(plain)))
                } else {
                    result.append(Token(text, kind: .word, runID: runID))
                }
                i = j
            } else {
                result.append(Token(String(c), kind: .punctuation, runID: runID))
                i += 1
            }
        }
        return result
    }

    /// The one token of the commonest argument and run texts, read from their bytes without the general walk over
    /// characters: ASCII letters only (a word), ASCII digits only (a number), one space. Nil for anything else.
    /// It is exactly the token the general walk gives.
    static func simpleToken(of text: String, runID: Int) -> Token? {
        switch simpleKind(of: text) {
        case .word?: return Token(text, kind: .word, runID: runID)
        case .number?: return Token(text, kind: .number, runID: runID, number: NumberValue(digits: text))
        case .space?: return Token(text, kind: .space, runID: runID)
        default: return nil
        }
    }

    /// The kind of ``simpleToken(of:runID:)``'s token, or nil when the text is not one simple token.
    static func simpleKind(of text: String) -> Token.Kind? {
        // Read over the text's bytes in place (a small string's from the stack): the UTF-8 view's iterator costs
        // several times as much per byte.
        if let kind = text.utf8.withContiguousStorageIfAvailable(simpleKind(ofUTF8:)) { return kind }
        return Array(text.utf8).withUnsafeBufferPointer(simpleKind(ofUTF8:)) // bridged text, seldom
    }

    /// ``simpleKind(of:)`` of the text whose UTF-8 is `bytes`.
    private static func simpleKind(ofUTF8 bytes: UnsafeBufferPointer<UInt8>) -> Token.Kind? {
        guard let first = bytes.first else { return nil }
        if first == UInt8(ascii: " ") { return bytes.count == 1 ? .space : nil }
        func isLetter(_ b: UInt8) -> Bool { (b | 0x20) >= UInt8(ascii: "a") && (b | 0x20) <= UInt8(ascii: "z") }
        func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }
        if isLetter(first) { return bytes.allSatisfy(isLetter) ? .word : nil }
        if isDigit(first) { return bytes.allSatisfy(isDigit) ? .number : nil }
        return nil
    }
}

extension Phrase {
    /// Joins words the tokenizer split at hyphens (*pai* `-` *de* `-` *santo*, *Pays* `-` *Bas*) into one word
    /// token when `accept` takes the joined spelling (by default always). Tokens of different runs are never
    /// joined.
    public mutating func joinHyphenatedWords(where accept: (String) -> Bool = { _ in true }) {
        joinWords(at: "-", where: accept)
    }

    /// Joins words the tokenizer split at `separator` (a punctuation token: `-`, the point médian `·` of French
    /// inclusive writing) into one word token when `accept` takes the joined spelling. Tokens of different runs
    /// are never joined.
    public mutating func joinWords(at separator: String, where accept: (String) -> Bool = { _ in true }) {
        // Most phrases have no separator: nothing to join, and no copy of the tokens.
        guard tokens.indices.contains(where: { tokens[$0].kind == .punctuation && tokens[$0].text == separator }) else { return }
        // Room for every token up front (a phrase with a hyphen is rebuilt whole), and the texts appended piece by
        // piece: no intermediate `separator + text` string.
        var out: [Token] = []
        out.reserveCapacity(tokens.count)
        var i = 0
        let t = tokens
        while i < t.count {
            var token = t[i]
            if token.kind == .word {
                var j = i
                var joined = token
                while j + 2 < t.count, t[j + 1].kind == .punctuation, t[j + 1].text == separator, t[j + 2].kind == .word,
                      t[j + 1].runID == token.runID, t[j + 2].runID == token.runID {
                    joined.text += separator
                    joined.text += t[j + 2].text
                    joined.original += separator
                    joined.original += t[j + 2].original
                    j += 2
                }
                if j > i, accept(joined.text) {
                    token = joined
                    i = j + 1
                } else {
                    i += 1
                }
            } else {
                i += 1
            }
            out.append(token)
        }
        tokens = out
    }
}

extension Phrase {
    /// Whether the word at `i` names a product by its model number (*iPhone 15*, *Pixel 8*, *Windows 11*): it is
    /// written with a capital letter and a number follows it directly. Such a name keeps its form in the plural
    /// (*2 iPhone 15*, *los iPhone 15 nuevos*).
    public func isModelName(at i: Int) -> Bool {
        // The cheap tests first: a space and then a number must follow; only then are the letters looked at.
        guard tokens.indices.contains(i), tokens[i].isWord, i + 1 < tokens.count, tokens[i + 1].kind == .space
        else { return false }
        // By index: a `firstIndex(where:)` over the slice copies each token it passes.
        var next = i + 1
        while next < tokens.count, tokens[next].kind == .space { next += 1 }
        guard next < tokens.count, tokens[next].kind == .number else { return false }
        return tokens[i].text.contains(where: \.isUppercase)
    }
}
