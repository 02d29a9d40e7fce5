/// A determiner of the template right before an argument that brings its own article (``ArgumentOwnArticle``):
/// `^[ao %@]` + *a rede* → *à rede* (was *à a rede*), `^[ao %@]` + *as configurações* → *às configurações* (was *ao
/// as configuração*), `^[do %@]` + *os voos* → *dos voos*, `^[pelo %@]` + *a conta* → *pela conta*. The template's
/// determiner stays (its kind and preposition are the sentence's: `^[num %@]` + *a pasta* → *numa pasta*) and takes
/// the gender and number of the argument's article, which is dropped; the span's agreement then goes on as if the
/// argument were the bare noun.
enum PortugueseArgumentArticles {
    /// Rewrites every such pair of the span. Runs before the span is read, so the reading sees one determiner.
    /// `region`: `BR` or `PT`, for the written form of a contraction.
    static func absorb(_ phrase: inout Phrase, words: PortugueseWordFacts, region: String, trace: inout TraceRecorder) {
        // An argument token is needed: most spans have none, and leave at once.
        guard phrase.tokens.contains(where: { $0.argumentIndex != nil }) else { return }
        var from = 0
        while let pair = ArgumentOwnArticle.next(in: phrase, from: from, isArticle: isArticle) {
            from = pair.article + 1
            let inner = phrase.tokens[pair.article].text
            guard let article = PortugueseDeterminer.parse(inner) else { continue }
            let afterCount = phrase.tokens[pair.determiner].kind == .number
            let written = phrase.tokens[pair.determiner].text
            let det = afterCount ? nil : PortugueseDeterminer.parse(written)
            guard afterCount || det.map({ $0.kind != .todo }) == true else { continue }
            phrase.tokens.removeSubrange(pair.article..<pair.end)
            // The noun now stands where the article stood.
            if !words.word(phrase.tokens[pair.article].text.lowercasedFast()).classes.isAdjectiveOnly {
                ArgumentOwnArticle.declare(article.gender, at: pair.article, in: &phrase)
            }
            let fact = TraceFact(inner, "article", article.gender.rawValue + (article.plural ? " plural" : " singular"), source: .argument)
            guard var det else {
                trace.fired("pt.article.argument-own.after-count", written + " " + inner, written, facts: [fact])
                continue
            }
            det.gender = article.gender
            det.plural = article.plural
            let text = Casing.apply(from: written, to: det.form(region: region))
            phrase.tokens[pair.determiner].text = text
            trace.fired("pt.article.argument-own", written + " " + inner, text, facts: [fact])
        }
    }

    /// Whether the argument's first word is an article, definite or indefinite, with no preposition (*a*, *os*,
    /// *uma*). *todo* stands before an article, not instead of one (*toda a rede*): the caller keeps that one.
    static func isArticle(_ word: String) -> Bool {
        guard let d = PortugueseDeterminer.parse(word) else { return false }
        return d.isArticle && d.preposition == nil
    }
}
