/// What English can tell about a word or phrase: the number of its head noun, its definiteness from its
/// article, a genitive ending, and the features of a lone pronoun.
enum EnglishAnalysis {
    static func analyze(_ phrase: Phrase, lexicon: Lexicon) -> PhraseAnalysis {
        var analysis = PhraseAnalysis()
        var m = InflectionMorphology()
        let tokens = phrase.tokens
        let s = EnglishPhraseStructure(phrase, pronouns: EnglishPronouns.table, lexicon: lexicon)

        if let last = tokens.indices.last(where: { tokens[$0].kind == .word }), EnglishGenitive.isGenitive(phrase, endingAt: last) {
            m.grammaticalCase = .genitive
            analysis.facts.append(TraceFact(phrase.text, "grammaticalCase", "genitive", source: .grammar))
        }
        if let d = s.determiners.first {
            let w = tokens[d].text.lowercased()
            if w == EnglishWords.definiteArticle || EnglishWords.isDemonstrative(w) || EnglishWords.possessiveDeterminers.contains(w) {
                m.definiteness = .definite
            } else if EnglishWords.indefiniteArticles.contains(w) {
                m.definiteness = .indefinite
            }
            if let def = m.definiteness {
                analysis.facts.append(TraceFact(tokens[d].text, "definiteness", def.rawValue, source: .grammar))
            }
        }
        if let h = s.head {
            let head = tokens[h].text
            if let n = tokens[h].declared?.number {
                m.number = n
                analysis.facts.append(TraceFact(head, "number", n.markupName, source: .declaration))
            } else {
                let (plural, source) = EnglishNouns.isPlural(head, lexicon: lexicon)
                m.number = plural ? .plural : .singular
                analysis.facts.append(TraceFact(head, "number", m.number!.markupName, source: source))
                if source == .guess { analysis.guessed.insert("number") }
            }
            let (base, pl) = EnglishNouns.nounReadings(head, lexicon: lexicon)
            if tokens[h].declared?.partOfSpeech == .noun || base != nil || pl != nil { m.partOfSpeech = .noun }
        } else if let d = s.determiners.first, EnglishWords.isDemonstrative(tokens[d].text) {
            m.number = EnglishWords.demonstrativeSingular[tokens[d].text.lowercased()] != nil ? .plural : .singular
        } else if phrase.wordIndices.count == 1, let w = phrase.words.first {
            let slots = EnglishPronouns.table.slots(of: w)
            if let slot = slots.first {
                m.partOfSpeech = .pronoun
                m.grammaticalPerson = slot.grammaticalPerson
                m.number = slot.number
                m.grammaticalGender = slot.grammaticalGender
                m.grammaticalCase = m.grammaticalCase ?? (slots.count == 1 ? slot.grammaticalCase : nil)
                analysis.facts.append(TraceFact(w, "slot", slot.description, source: .grammar))
            }
        }
        analysis.features = m
        return analysis
    }
}
