/// An article, or a preposition with its article (*della*, *dello*, *nel*, *dell’*), written right before an
/// argument in a part of the span its agreement leaves alone (a prepositional complement: *2 elementi della %@*).
/// The translator wrote it for one noun, the app fills in another: it takes the gender and number of the noun the
/// argument is (*della* + *album* → *dell’album*, *dello* + *utente* → *dell’utente*). Only what the lexicon or a
/// declaration says of that noun decides; an unknown word (a name) leaves the article as written.
enum ItalianComplementArticles {
    /// The articles of the span outside its structure `s` that stand right before an argument, by token index.
    static func find(in phrase: Phrase, _ s: ItalianStructure) -> SmallIndices {
        var found = SmallIndices()
        for j in phrase.tokens.indices where phrase.tokens[j].argumentIndex != nil && phrase.tokens[j].kind == .word {
            // The article and the argument are both outside the structure read (an argument read in it agrees
            // through the span's own rules).
            guard j < s.roles.count, s.roles[j] == nil, let i = phrase.previousWord(before: j), s.roles[i] == nil,
                  phrase.tokens[i].argumentIndex == nil, phrase.tokens[i].declared == nil,
                  ItalianArticles.determiner(phrase.tokens[i].text)?.isArticle == true else { continue }
            found.append(i)
        }
        return found
    }

    /// Makes the article at `i` agree with the argument after it.
    static func agree(_ phrase: inout Phrase, at i: Int, lexicon: Lexicon, trace: inout TraceRecorder) {
        guard let j = ItalianInflection.nextIndex(after: i, in: phrase), phrase.tokens[j].argumentIndex != nil,
              let det = ItalianArticles.determiner(phrase.tokens[i].text) else { return }
        let noun = phrase.tokens[j]
        let facts = ItalianWordFacts.of(noun.text, lexicon)
        guard noun.declared?.grammaticalGender != nil || facts.hasNounReading else { return }
        let info = ItalianNouns.analyze(noun.text, declared: noun.declared, facts: facts)
        guard !info.guessed || noun.declared?.grammaticalGender != nil else { return }
        // A noun of both genders (*utente*) keeps the gender the article is written in: only the form the onset asks
        // for changes (*dello utente* → *dell’utente*).
        let gender = info.gender ?? det.gender ?? .masculine
        // A noun with one form for both numbers (*file*, *foto*) does not say which the app means: the article keeps
        // the number it is written in (*dei file*).
        let showsNumber = noun.declared?.number != nil || info.plural.map { ExactText($0.form) != ExactText(info.singular) } ?? true
        let number = showsNumber ? info.number : det.number ?? info.number
        let (text, rule) = ItalianArticles.form(of: det, gender: gender, number: number, onset: facts.onset)
        let word = phrase.tokens[i].text
        guard !ItalianInflection.sameDeterminer(word, text) else { return }
        ItalianInflection.setText(&phrase, i, text)
        trace.fired(rule, word, phrase.tokens[i].text, facts: info.facts)
    }
}
