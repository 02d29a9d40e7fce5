/// What Concord knows about an Italian word or phrase: gender, number and part of speech of its head,
/// and definiteness from its article; for a lone pronoun, its slot.
enum ItalianAnalysis {
    static func analyze(_ phrase: Phrase, context: AgreementContext) -> PhraseAnalysis {
        var phrase = phrase
        ItalianPhrase.mergeElisions(&phrase)
        var analysis = PhraseAnalysis()
        let words = phrase.tokens.filter { $0.kind == .word || $0.kind == .number }
        if words.count == 1, words[0].isWord, ItalianArticles.determiner(words[0].text) == nil,
           let slot = ItalianPronouns.slot(of: words[0].text) {
            var m = InflectionMorphology(grammaticalGender: slot.grammaticalGender, partOfSpeech: .pronoun, number: slot.number,
                                         grammaticalPerson: slot.grammaticalPerson)
            m.pronounType = slot.pronounType
            analysis.features = m
            // (The slot's description is a long text: built only for the trace.)
            if context.recordsTrace { analysis.facts = [TraceFact(words[0].text, "pronoun", slot.description, source: .grammar)] }
            return analysis
        }
        let s = ItalianPhrase.read(phrase, lexicon: context.lexicon)
        var m = InflectionMorphology()
        if let h = s.head {
            let t = phrase.tokens[h]
            if s.headIsNumber {
                m.grammaticalGender = .masculine
                m.number = .singular
                m.partOfSpeech = .noun
                analysis.facts = [TraceFact(t.text, "grammaticalGender", "masculine", source: .grammar)]
            } else {
                let info = ItalianNouns.analyze(t.text, declared: t.declared, lexicon: context.lexicon)
                m.grammaticalGender = info.gender
                m.number = info.number
                m.partOfSpeech = .noun
                analysis.facts = info.facts
                if info.guessed { analysis.guessed = ["grammaticalGender", "number", "partOfSpeech"] }
                // The article written with the noun tells what the noun does not (``ArgumentOwnArticle``): the gender
                // of one no lexicon knows or known in both (*La playlist* is feminine; was read as a masculine loanword),
                // and the number of one with a single form for both (*Le foto*).
                if t.declared == nil, let first = s.determiners.first, first < h, let d = s.determiner(at: first) {
                    if let g = d.gender, info.guessed || info.gender == nil, g != info.gender {
                        m.grammaticalGender = g
                        analysis.guessed.remove("grammaticalGender")
                        analysis.facts.append(TraceFact(phrase.tokens[first].text, "grammaticalGender", g.rawValue, source: .grammar))
                    }
                    if let n = d.number, !n.isSingular, info.number.isSingular,
                       ExactText(ItalianNouns.plural(of: info.singular, gender: m.grammaticalGender ?? .masculine, entry: info.entry).form) == ExactText(info.singular) {
                        m.number = n
                        analysis.guessed.remove("number")
                        analysis.facts.append(TraceFact(phrase.tokens[first].text, "number", n.markupName, source: .grammar))
                    }
                }
            }
        } else if let a = s.agreeing.first {
            let w = phrase.tokens[a].text
            let (p, facts) = ItalianAdjectives.paradigm(of: ItalianAdjectives.shortForms[w.lowercasedFast()] ?? w.lowercasedFast(), lexicon: context.lexicon)
            let f = ItalianAdjectives.features(of: w, paradigm: p)
            m.grammaticalGender = f.0
            m.number = f.1
            m.partOfSpeech = .adjective
            analysis.facts = facts
        } else if let d = s.determiners.first.flatMap({ s.determiner(at: $0) }) {
            m.grammaticalGender = d.gender
            m.number = d.number
            m.partOfSpeech = .determiner
        }
        if let first = s.nounPhrase.first, let d = s.determiner(at: first), d.isArticle, s.nounPhrase.count > 1 {
            m.definiteness = d.kind == .definite && d.preposition != "di" ? .definite : (d.kind == .indefinite ? .indefinite : nil)
            if d.kind == .definite && d.preposition == "di" && d.number?.isSingular == false { m.definiteness = .indefinite }
            if d.kind == .definite && d.preposition == "di" && d.number?.isSingular == true { m.definiteness = .definite }
        }
        analysis.features = m
        return analysis
    }
}
