/// An article, or a preposition with its article (*do*, *na*, *ao*, *pelo*, *num*), written right before an argument
/// in a prepositional complement, which the span's agreement leaves alone (*2 itens do %@*). The translator wrote
/// it for one noun, the app fills in another: it takes the gender and number of the noun the argument is (*do* +
/// *pasta* → *da pasta*, *na* + *arquivo* → *no arquivo*). Only what the lexicon or a declaration says of that
/// noun decides; an unknown word (a name) leaves the article as written.
enum PortugueseComplementArticles {
    /// Makes every such article of the span read as `parse` agree with its argument. Texts change, tokens do not
    /// move.
    static func agree(_ phrase: inout Phrase, _ parse: PortuguesePhrase, words: PortugueseWordFacts, trace: inout TraceRecorder) {
        // Most spans read no word outside the noun phrase: then there is no such article.
        guard parse.rolesInOrder.contains(where: { isOutsideNounPhrase($0) }) else { return }
        let region = words.european ? "PT" : "BR"
        for j in parse.order where phrase.tokens[j].argumentIndex != nil && phrase.tokens[j].kind == .word {
            // Both outside the noun phrase: after the head, in a complement (the noun phrase's own articles agree
            // with its head).
            guard isOutsideNounPhrase(parse.role(of: j)), let i = phrase.previousWord(before: j),
                  isOutsideNounPhrase(parse.role(of: i)), phrase.tokens[i].argumentIndex == nil, phrase.tokens[i].declared == nil,
                  var d = PortugueseDeterminer.parse(phrase.tokens[i].text), d.isArticle else { continue }
            let noun = phrase.tokens[j]
            let facts = words.word(noun.text)
            let gender: PortugueseGender.Fact
            if noun.declared?.grammaticalGender != nil {
                gender = PortugueseGender.of(noun: noun.text, declared: noun.declared, lexicon: words.lexicon, locale: words.locale)
            } else {
                guard facts.classes.isNoun else { continue }
                gender = facts.gender
            }
            guard let g = gender.gender, g != .neuter, gender.source != .guess else { continue }
            let article = phrase.tokens[i].text
            d.gender = g
            d.plural = noun.declared?.number.map { !$0.isSingular } ?? facts.number.plural
            let form = Casing.apply(from: article, to: d.form(region: region))
            guard ExactText(form) != ExactText(article) else { continue }
            phrase.tokens[i].text = form
            trace.fired("pt.\(d.family).agreement", article, form, facts: gender.fact.map { [$0] } ?? [])
        }
    }

    /// Whether a word with `role` was read outside the noun phrase: in a complement, or as its preposition.
    private static func isOutsideNounPhrase(_ role: PortuguesePhrase.Role?) -> Bool {
        switch role {
        case .other?, .preposition?: return true
        default: return false
        }
    }
}
