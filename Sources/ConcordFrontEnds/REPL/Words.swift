import Concord

/// Splits a command's arguments into words: whitespace separates them, except inside quotes ("…", '…') and
/// braces ({…}), so `:args 2 "two words" {text: 'malteada', morphology: fem}` has three words.
enum Words {
    struct Word: Equatable {
        /// The word as written (quotes kept).
        var text: String
        /// 0-based character offset in the split string.
        var offset: Int
    }

    /// Whether `text` can name a morphology or a pronoun set: a letter, then letters, digits, - and _.
    static func isName(_ text: String) -> Bool {
        text.first?.isLetter == true && text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
    }

    /// Where a missing word would go: just after the last one.
    static func endOffset(_ words: [Word]) -> Int {
        words.last.map { $0.offset + $0.text.count } ?? 0
    }

    static func split(_ s: String) -> [Word] {
        var words: [Word] = []
        var current = ""
        var start = 0
        var quote: Character?
        var depth = 0
        for (i, c) in s.enumerated() {
            if let q = quote {
                current.append(c)
                if c == q { quote = nil }
                continue
            }
            if c == "\"" || c == "'" {
                if current.isEmpty { start = i }
                quote = c; current.append(c); continue
            }
            if c == "{" || c == "[" { if current.isEmpty { start = i }; depth += 1; current.append(c); continue }
            if c == "}" || c == "]" { depth = max(0, depth - 1); current.append(c); continue }
            if c.isWhitespace && depth == 0 {
                if !current.isEmpty { words.append(Word(text: current, offset: start)); current = "" }
                continue
            }
            if current.isEmpty { start = i }
            current.append(c)
        }
        if !current.isEmpty { words.append(Word(text: current, offset: start)) }
        return words
    }

    /// The offset of a quote that opens a word and is never closed (`:args 2 "pequeño`), or nil. A quote inside
    /// a word (`l'eau`) or inside braces (JSON5 reports those itself) is not counted.
    static func unclosedQuote(_ s: String) -> Int? {
        var quote: (mark: Character, offset: Int)?
        var depth = 0
        var previous: Character = " "
        for (i, c) in s.enumerated() {
            defer { previous = c }
            if let q = quote {
                if c == q.mark { quote = nil }
                continue
            }
            if c == "{" || c == "[" { depth += 1 } else if c == "}" || c == "]" { depth = max(0, depth - 1) }
            if depth == 0, c == "\"" || c == "'" {
                if previous.isWhitespace || previous == "=" || previous == "/" { quote = (c, i) }
            }
        }
        return quote?.offset
    }

    /// `"ensalada"` or `'ensalada'` → `ensalada`; other words unchanged.
    static func unquoted(_ s: String) -> String {
        if s.count >= 2, let q = s.first, q == "\"" || q == "'", s.last == q { return String(s.dropFirst().dropLast()) }
        return s
    }

    /// Quotes `s` when it would not survive ``split(_:)`` as one word.
    static func quoted(_ s: String) -> String {
        if !s.isEmpty, !s.contains(where: { $0.isWhitespace || $0 == "\"" || $0 == "'" || $0 == "{" || $0 == "[" }) { return s }
        return s.contains("\"") ? "'\(s)'" : "\"\(s)\""
    }
}
