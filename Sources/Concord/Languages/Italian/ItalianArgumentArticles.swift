/// A determiner of the template right before an argument that brings its own article (``ArgumentOwnArticle``):
/// `^[al %@]` + *la rete* → *alla rete* (was *alla la rete*), `^[del %@]` + *i voli* → *dei voli* (was *degli i
/// voli*), `^[nel %@]` + *lo storico* → *nello storico*, `^[del %@]` + *l’app* → *dell’app*. The template's determiner
/// stays (its kind and preposition are the sentence's) and takes the gender and number of the argument's article,
/// which is dropped; the span's agreement then goes on as if the argument were the bare noun, and chooses the
/// article's form by the noun's sound.
enum ItalianArgumentArticles {
    /// Rewrites every such pair of the span. Runs before the span is read (after elided articles are glued to
    /// their word), so the reading sees one determiner.
    static func absorb(_ phrase: inout Phrase, lexicon: Lexicon, trace: inout TraceRecorder) {
        // An argument token is needed: most spans have none, and leave at once.
        guard phrase.hasArgumentToken else { return }
        var from = 0
        while let pair = ArgumentOwnArticle.next(in: phrase, from: from, isArticle: isArticle) {
            from = pair.article + 1
            let inner = phrase.tokens[pair.article].text
            guard let article = ItalianArticles.determiner(inner) else { continue }
            let afterCount = phrase.tokens[pair.determiner].kind == .number
            let written = phrase.tokens[pair.determiner].text
            let det = afterCount ? nil : ItalianArticles.determiner(written)
            guard afterCount || det != nil else { continue }
            phrase.tokens.removeSubrange(pair.article..<pair.end)
            // The noun now stands where the article stood. An elided *l’* shows no gender.
            let noun = phrase.tokens[pair.article].text
            if let g = article.gender, case let facts = ItalianWordFacts.of(noun, lexicon), facts.hasNounReading || !facts.isAdjective {
                ArgumentOwnArticle.declare(g, at: pair.article, in: &phrase)
            }
            let number = article.number ?? .singular
            let fact = TraceFact(inner, "article", (article.gender.map { $0.rawValue + " " } ?? "") + (number.isSingular ? "singular" : "plural"),
                                 source: .argument)
            let joined = written + (inner.hasSuffixFast("’") || inner.hasSuffixFast("'") ? "" : " ") + inner
            guard let det else {
                trace.fired("it.article.argument-own.after-count", joined, written, facts: [fact])
                continue
            }
            let form = ItalianArticles.form(of: det, gender: article.gender ?? det.gender ?? .masculine, number: number,
                                            onset: ItalianSounds.onset(of: noun)).text
            ItalianInflection.setText(&phrase, pair.determiner, form)
            trace.fired("it.article.argument-own", joined, phrase.tokens[pair.determiner].text, facts: [fact])
        }
    }

    /// Whether the argument's first word is an article, definite or indefinite, with no preposition (*la*, *gli*,
    /// *l’*, *un’*).
    static func isArticle(_ word: String) -> Bool {
        guard let d = ItalianArticles.determiner(word) else { return false }
        return d.isArticle && d.preposition == nil
    }
}
