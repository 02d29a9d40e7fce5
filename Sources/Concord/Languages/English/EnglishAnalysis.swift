/// What English can tell about a word or phrase: the number of its head noun, its definiteness from its
/// article, a genitive ending, and the features of a lone pronoun.
enum EnglishAnalysis {
    /// `recording`: whether a trace reads the facts (``AgreementContext/recordsTrace``); without one they are not
    /// made (the genitive's holds the span's whole text, a lone pronoun's its slot's long description).
    static func analyze(_ phrase: Phrase, lexicon: Lexicon, recording: Bool = true) -> PhraseAnalysis {
        var analysis = PhraseAnalysis()
        var m = InflectionMorphology()
        let tokens = phrase.tokens
        let s = EnglishPhraseStructure(phrase, lexicon: lexicon)

        if let last = tokens.indices.last(where: { tokens[$0].kind == .word }), EnglishGenitive.isGenitive(phrase, endingAt: last) {
            m.grammaticalCase = .genitive
            if recording { analysis.facts.append(TraceFact(phrase.text, "grammaticalCase", "genitive", source: .grammar)) }
        }
        if let d = s.determiners.first {
            let w = tokens[d].text.lowercasedFast()
            // Only articles tell definiteness here: other determiners are left unknown, as in the reference
            // engine.
            if w == EnglishWords.definiteArticle {
                m.definiteness = .definite
            } else if EnglishWords.indefiniteArticles.contains(w) {
                m.definiteness = .indefinite
            }
            if let def = m.definiteness {
                if recording { analysis.facts.append(TraceFact(tokens[d].text, "definiteness", def.rawValue, source: .grammar)) }
            }
        }
        if let h = s.head {
            let head = tokens[h].text
            if let n = tokens[h].declared?.number {
                m.number = n
                if recording { analysis.facts.append(TraceFact(head, "number", n.markupName, source: .declaration)) }
            } else if let number = number(of: head, lexicon: lexicon, facts: &analysis, recording: recording) {
                m.number = number
            }
            let (base, pl) = EnglishNouns.nounReadings(head, lexicon: lexicon)
            if tokens[h].declared?.partOfSpeech == .noun || base != nil || pl != nil {
                m.partOfSpeech = .noun
            } else if let other = lexicon.readings(of: head).first?.entry.partOfSpeech, phrase.wordIndices.count == 1 {
                m.partOfSpeech = other
            }
        } else if let d = s.determiners.first, EnglishWords.isDemonstrative(tokens[d].text) {
            m.number = EnglishWords.demonstrativeSingular[tokens[d].text.lowercasedFast()] != nil ? .plural : .singular
        } else if phrase.wordIndices.count == 1, let w = phrase.words.first {
            let slots = EnglishPronouns.table.slots(of: w)
            if let slot = slots.first {
                m.partOfSpeech = .pronoun
                m.grammaticalPerson = slot.grammaticalPerson
                m.number = slot.number
                m.grammaticalGender = slot.grammaticalGender
                m.grammaticalCase = m.grammaticalCase ?? (slots.count == 1 ? slot.grammaticalCase : nil)
                if recording { analysis.facts.append(TraceFact(w, "slot", slot.description, source: .grammar)) }
            }
        }
        analysis.features = m
        return analysis
    }

    /// The number of a head noun: plural forms and plural-only nouns are plural; a noun whose plural is itself
    /// (`sheep`, a name like `Aachen`) cannot tell; words the lexicon knows only in another part of speech
    /// have none; unknown words are guessed from their ending.
    static func number(of head: String, lexicon: Lexicon, facts analysis: inout PhraseAnalysis,
                       recording: Bool = true) -> GrammaticalNumber? {
        let (base, pl) = EnglishNouns.nounReadings(head, lexicon: lexicon)
        if let b = base {
            let source = EnglishNouns.source(b)
            if b.has("plural-only") {
                if recording { analysis.facts.append(TraceFact(head, "number", "other", source: source)) }
                return .plural
            }
            if b.has("zero-plural") || b.has("invariable") {
                if recording { analysis.facts.append(TraceFact(head, "number", "one or other (zero plural)", source: source)) }
                return nil
            }
            if recording { analysis.facts.append(TraceFact(head, "number", "one", source: source)) }
            return .singular
        }
        if let p = pl {
            if recording { analysis.facts.append(TraceFact(head, "number", "other", source: EnglishNouns.source(p))) }
            return .plural
        }
        if !lexicon.readings(of: head).isEmpty { return nil }
        let plural = EnglishNouns.looksPlural(head.lowercasedFast())
        if recording { analysis.facts.append(TraceFact(head, "number", plural ? "other" : "one", source: .guess)) }
        analysis.guessed.insert("number")
        return plural ? .plural : .singular
    }
}
