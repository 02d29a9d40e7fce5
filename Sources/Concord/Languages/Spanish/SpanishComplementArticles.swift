/// An article, or *del* / *al*, written right before an argument in a prepositional complement, which the span's
/// agreement leaves alone (*el %@ del %@*, *2 elementos de la %@*). The translator wrote it for one noun, the app
/// fills in another: it takes the gender and number of the noun the argument is (*del* + *carpeta* → *de la
/// carpeta*, *de la* + *archivo* → *del archivo*, *de la* + *agua* → *del agua*). Only what the lexicon or a
/// declaration says of that noun decides; an unknown word (a name) leaves the article as written.
enum SpanishComplementArticles {
    /// Makes every such article of the span read as `sp` agree with its argument. Texts change, tokens do not
    /// move: a contraction undone (*de la*) is split by ``SpanishContractionPass``.
    static func agree(_ phrase: inout Phrase, _ sp: SpanishPhrase, lexicon: Lexicon, trace: inout TraceRecorder) {
        // (A loop over indices: iterating a SmallList copies it into its iterator; most spans have no such argument.)
        for k in 0..<sp.order.count {
            let j = sp.order[k]
            guard phrase.tokens[j].argumentIndex != nil && sp.role(j) == .complement else { continue }
            guard phrase.tokens[j].kind == .word, let i = phrase.previousWord(before: j), sp.role(i) == .complement,
                  phrase.tokens[i].argumentIndex == nil, phrase.tokens[i].declared == nil else { continue }
            let article = phrase.tokens[i].text
            let written = sp.facts(at: i, phrase, lexicon: lexicon)
            let reading = written.contractedPreposition != nil ? SpanishDeterminers.reading(of: "el") : written.determiner
            guard let reading, reading.family.definiteness != nil else { continue }
            let noun = phrase.tokens[j]
            let facts = sp.facts(at: j, phrase, lexicon: lexicon)
            let gender: GrammaticalGender
            let source: FactSource
            if let g = noun.declared?.grammaticalGender.flatMap(SpanishInflection.spanishGender) {
                (gender, source) = (g, .declaration)
            } else {
                let known = SpanishNouns.gender(of: noun.text, lexicon: lexicon, prefer: reading.gender)
                guard facts.hasNounReading, known.source != .guess, let g = known.gender else { continue }
                (gender, source) = (g, known.source)
            }
            let plural = !(noun.declared?.number ?? SpanishNouns.number(of: noun.text, lexicon: lexicon).number).isSingular
            let tonicA = facts.tonicA && gender == .feminine && !plural
            // Only an article that changes is written again (and traced).
            let family = reading.family
            var form = tonicA && family.tonicA ? family.forms[0] : family.form(gender: gender, plural: plural)
            if let prep = written.contractedPreposition { form = SpanishContractions.contract(prep, form) ?? (prep + " " + form) }
            guard ExactText(form) != ExactText(article.lowercasedFast()) else { continue }
            SpanishInflection.inflectDeterminer(&phrase, i, gender: gender, plural: plural, tonicA: tonicA, word: written,
                                                facts: [TraceFact(noun.text, "grammaticalGender", gender.rawValue, source: source)],
                                                trace: &trace)
        }
    }
}
