/// A determiner of the template right before an argument that brings its own article (``ArgumentOwnArticle``):
/// `^[el %@]` + *la tarjeta* → *la tarjeta* (was *la la tarjeta*), `^[del %@]` + *la reserva* → *de la reserva*
/// (was *del la reserva*), `^[al %@]` + *el vuelo* → *al vuelo*. The template's determiner stays (its family and
/// its preposition are the sentence's: `^[un %@]` + *la tarjeta* → *una tarjeta*) and takes the gender and number of
/// the argument's article, which is dropped; the span's agreement then goes on as if the argument were the bare noun,
/// and the contraction pass joins *de el* again where the noun asks for *el*.
enum SpanishArgumentArticles {
    /// Rewrites every such pair of the span. Runs before the span is read, so the reading sees one determiner.
    static func absorb(_ phrase: inout Phrase, lexicon: Lexicon, trace: inout TraceRecorder) {
        // An argument token is needed: most spans have none, and leave at once.
        // (Read field by field: the tokens are not copied.)
        var hasArgument = false
        for i in phrase.tokens.indices where phrase.tokens[i].argumentIndex != nil {
            hasArgument = true
            break
        }
        guard hasArgument else { return }
        var from = 0
        while let pair = ArgumentOwnArticle.next(in: phrase, from: from, isArticle: isArticle) {
            from = pair.article + 1
            let inner = phrase.tokens[pair.article].text
            guard let article = SpanishDeterminers.reading(of: inner), let gender = article.gender else { continue }
            let plural = !article.number.isSingular
            let afterCount = phrase.tokens[pair.determiner].kind == .number
            let written = phrase.tokens[pair.determiner].text
            let preposition = afterCount ? nil : SpanishContractions.preposition(in: written)
            let family = preposition != nil ? SpanishDeterminers.definite : SpanishDeterminers.reading(of: written)?.family
            guard afterCount || family.map(isPredeterminer) == false else { continue }
            phrase.tokens.removeSubrange(pair.article..<pair.end)
            // The noun now stands where the article stood. *el*, *un* before a feminine noun with stressed a- (*el
            // agua*) do not show its gender.
            let noun = SpanishWordMemo.facts(of: phrase.tokens[pair.article].text, lexicon: lexicon)
            if noun.hasNounReading || !noun.hasAdjectiveReading, !(gender == .masculine && !plural && noun.tonicA) {
                ArgumentOwnArticle.declare(gender, at: pair.article, in: &phrase)
            }
            let fact = TraceFact(inner, "article", gender.rawValue + (plural ? " plural" : " singular"), source: .argument)
            guard let family else {
                trace.fired("es.article.argument-own.after-count", written + " " + inner, written, facts: [fact])
                continue
            }
            let form = family.form(gender: gender, plural: plural)
            let text = Casing.apply(from: written, to: preposition.map { SpanishContractions.contract($0, form) ?? $0 + " " + form } ?? form)
            replace(&phrase, at: pair.determiner, with: text)
            trace.fired("es.article.argument-own", written + " " + inner, text, facts: [fact])
        }
    }

    /// Whether the argument's first word is an article, definite or indefinite (*la*, *los*, *una*).
    static func isArticle(_ word: String) -> Bool {
        SpanishDeterminers.reading(of: word)?.family.definiteness != nil
    }

    /// *todo* stands before an article, not instead of one (*toda la tarjeta*): the argument's article stays.
    static func isPredeterminer(_ family: SpanishDeterminers.Family) -> Bool {
        family.forms[0] == "todo"
    }

    /// Writes `text` over the determiner at `i`; a preposition and an article (*de la*, from *del*) become two
    /// words, each read by the phrase as it is.
    private static func replace(_ phrase: inout Phrase, at i: Int, with text: String) {
        guard let space = text.firstIndex(of: " ") else {
            phrase.tokens[i].text = text
            return
        }
        phrase.tokens[i].text = String(text[..<space])
        var article = phrase.tokens[i]
        article.text = String(text[text.index(after: space)...])
        article.original = ""
        phrase.tokens.insert(contentsOf: [Token(" ", kind: .space, runID: article.runID), article], at: i + 1)
        phrase.tokens[i + 1].original = ""
    }
}
