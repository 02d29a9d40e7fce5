/// The two words after a word of a span, read on into the text after the span: a span ends where its markup
/// closes, not where its sentence does (`^[%lld pet needs](inflect: true) a vaccine`, `^[He’s](referentConcept:
/// 1) been invited`). Punctuation other than an apostrophe or a hyphen inside a word ends the reading.
struct EnglishFollowingWords {
    /// The next word or number, nil at punctuation or at the end of the text.
    var first: Token?
    /// The word or number after `first`.
    var second: Token?

    /// The words after the token at `index` of `phrase`, then those of `textAfter` when only spaces are left in
    /// the span. Only the tokens up to the `wanted`th word (the second, or the first alone) are read.
    init(after index: Int, in phrase: Phrase, textAfter: String, wanted: Int = 2) {
        var found = 0
        func take(_ token: Token) {
            if found == 0 { first = token } else { second = token }
            found += 1
        }
        // Walks one token list; returns false once punctuation or the words wanted were met.
        func walk(_ tokens: [Token], from start: Int) -> Bool {
            var i = start
            while i < tokens.count, found < wanted {
                switch tokens[i].kind {
                case .word, .number: take(tokens[i])
                case .space: break
                case .punctuation: return false
                }
                i += 1
            }
            return found < wanted
        }
        guard walk(phrase.tokens, from: index + 1), !textAfter.isEmpty else { return }
        _ = walk(TemplateCache.tokens(of: textAfter), from: 0)
    }
}
