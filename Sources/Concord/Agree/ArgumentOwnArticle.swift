/// An argument that carries its own article, written right after a determiner of the template: `^[del %@]` with
/// *la reserva*, `^[al %@]` with *la rete*, `^[pelo %@]` with *a conta*. The app gave the noun as it is cited, the
/// translator wrote the determiner the sentence needs; printed both, the article is doubled (*del la reserva*).
/// The languages that contract a preposition with the article (Spanish, Italian, Portuguese) find the pair here,
/// then keep the template's determiner — its kind and preposition are the sentence's — with the gender and number
/// the argument's article shows, and drop the argument's article. After a count (`^[%lld %@]` + *las tarjetas*) the
/// article is dropped alone: the count is the determiner (*2 tarjetas*, was *2 las tarjetas*).
enum ArgumentOwnArticle {
    /// One template determiner (or a count) and the article that opens the argument after it.
    struct Pair {
        /// The template's determiner (a word written in the markup, not in an argument), or a number.
        var determiner: Int
        /// The argument's first word, an article.
        var article: Int
        /// Past the article and the white space after it: `article..<end` is what is dropped.
        var end: Int
    }

    /// The first pair at or after token `start`. `isArticle` is asked only of an argument's first word that has more
    /// of the same argument after it (an argument that is an article alone is left as it is), and only when a word
    /// of the template or a number stands right before it, spaces between.
    static func next(in phrase: Phrase, from start: Int, isArticle: (String) -> Bool) -> Pair? {
        let tokens = phrase.tokens
        var j = max(start, 1)
        while j < tokens.count {
            defer { j += 1 }
            guard let argument = tokens[j].argumentIndex, tokens[j].kind == .word,
                  tokens[j - 1].argumentIndex != argument else { continue }
            // The rest of the same argument: a word or number must follow, spaces between (an elided *l’* is glued
            // to its noun, with no space).
            var end = j + 1
            while end < tokens.count, tokens[end].kind == .space, tokens[end].argumentIndex == argument { end += 1 }
            guard end < tokens.count, tokens[end].argumentIndex == argument,
                  tokens[end].kind == .word || tokens[end].kind == .number else { continue }
            guard let d = phrase.previousWord(before: j),
                  tokens[d].kind == .number || tokens[d].kind == .word && tokens[d].argumentIndex == nil,
                  isArticle(tokens[j].text) else { continue }
            return Pair(determiner: d, article: j, end: end)
        }
        return nil
    }

    /// The argument's article is the app's word on the gender of its noun, which comes right after it at `i`: the
    /// noun takes that gender as declared, over the lexicon's and over a guess (`^[pelo %@]` + *o app* → *pelo app*,
    /// `^[al %@]` + *la VPN* → *alla VPN*). The caller leaves out a word that is only an adjective (*la nueva
    /// tarjeta*), and a gender declared already stays.
    static func declare(_ gender: GrammaticalGender, at i: Int, in phrase: inout Phrase) {
        guard i < phrase.tokens.count, phrase.tokens[i].kind == .word, phrase.tokens[i].declared?.grammaticalGender == nil else { return }
        var declared = phrase.tokens[i].declared ?? InflectionMorphology()
        declared.grammaticalGender = gender
        phrase.tokens[i].declared = declared
    }
}
