/// The word a span is followed by, read off the start of the text after it (``AgreementContext/textAfter``): a
/// determiner that ends its span is declined for the noun after it (`^[Dein](agreeWithArgument: 1) %@`), and takes
/// the form that noun's sound asks for (French *ton adresse*, *cet arbre*).
enum TextAfterSpan {
    /// The longest word read, in characters: past it the text is no word a determiner stands before.
    static let maxCharacters = 40

    /// The first word of `text` when it opens with it, after spaces or no-break spaces: its letters (any script)
    /// up to the first character that is none. Nil when the text is empty or opens with something else
    /// (punctuation, a number, a line break): then no word follows the span.
    static func firstWord(of text: String) -> Substring? {
        var start = text.startIndex
        while start < text.endIndex, text[start] == " " || text[start] == "\u{00A0}" { start = text.index(after: start) }
        var end = start, count = 0
        while end < text.endIndex, count <= maxCharacters, text[end].isLetter {
            end = text.index(after: end)
            count += 1
        }
        guard end > start, count <= maxCharacters else { return nil }
        return text[start..<end]
    }
}
