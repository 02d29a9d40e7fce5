/// What each word of a Portuguese span does: determiners and numbers before the head noun, the head,
/// adjectives after it (or before it, when the lexicon says so), a complement introduced by a preposition
/// (left alone: *mudanças climáticas **em tempo real***), and verbs with their predicative adjectives
/// (*os arquivos **foram apagados***).
struct PortuguesePhrase {
    enum Role {
        case determiner(PortugueseDeterminer)
        case number
        case head
        case adjective
        case verb(PortugueseVerbs.Form)
        case preposition, adverb, other
    }

    var roles: [Int: Role] = [:]
    var head: Int?
    /// The head is an adjective or participle (*Bem-vindo*, *registrado*, *o pequeno*): there is no noun.
    var headIsAdjective = false
    /// Token indices in order (words and numbers).
    var order: [Int] = []

    static let prepositions: Set<String> = [
        "de", "em", "com", "para", "pra", "por", "sem", "sobre", "entre", "até", "desde", "contra", "sob", "após",
        "perante", "a", "e", "ou", "que", "como", "mas", "se", "d",
    ]
    static let adverbs: Set<String> = [
        "muito", "mais", "menos", "bem", "mal", "tão", "bastante", "demasiado", "super", "já", "ainda", "sempre",
        "nunca", "não", "também", "só", "apenas", "agora", "aqui", "ali", "lá", "hoje", "ontem", "amanhã", "quase",
        "completamente", "totalmente", "novamente", "recentemente", "sido", "estado",
    ]

    var determiners: [Int] { order.filter { if case .determiner = roles[$0] { return true }; return false } }
    var numbers: [Int] { order.filter { if case .number = roles[$0] { return true }; return false } }
    var adjectives: [Int] { order.filter { if case .adjective = roles[$0] { return true }; return false } }
    var verbs: [(Int, PortugueseVerbs.Form)] {
        order.compactMap { if case .verb(let f) = roles[$0] { return ($0, f) }; return nil }
    }

    /// `numberOnly`: the request asks for a number and no gender, so a word as frequent as a noun as it is as an
    /// adjective is the noun (*cão* → *cães*); a bare word asked for a gender or addressing the user is the adjective.
    static func parse(_ phrase: Phrase, context: AgreementContext, numberOnly: Bool = false) -> PortuguesePhrase {
        var p = PortuguesePhrase()
        let lexicon = context.lexicon
        p.order = phrase.tokens.indices.filter { phrase.tokens[$0].kind == .word || phrase.tokens[$0].kind == .number }
        enum State { case before, after, complement, predicate }
        var state = State.before
        for (n, i) in p.order.enumerated() {
            let token = phrase.tokens[i]
            let w = token.text.lowercasedFast()
            if token.kind == .number {
                p.roles[i] = state == .before ? .number : .other
                continue
            }
            // A word right after an apostrophe or hyphen token belongs to a written elision (d’água): leave it.
            switch state {
            case .before:
                if token.declared == nil, n + 1 < p.order.count, adverbs.contains(w),
                   !isNounOnly(phrase.tokens[p.order[n + 1]].text.lowercasedFast(), lexicon: lexicon) {
                    // muito bom, tão pequeno: an adverb before an adjective does not agree.
                    p.roles[i] = .adverb
                } else if token.declared?.partOfSpeech == nil || token.declared?.partOfSpeech == .determiner,
                   let d = PortugueseDeterminer.parse(w), n + 1 < p.order.count {
                    p.roles[i] = .determiner(d)
                } else if token.declared?.partOfSpeech == .adjective && n + 1 < p.order.count {
                    p.roles[i] = .adjective
                } else if token.declared == nil, n + 1 < p.order.count,
                          isPrenominalAdjective(w, before: phrase.tokens[p.order[n + 1]].text, lexicon: lexicon) {
                    p.roles[i] = .adjective
                } else if token.declared?.partOfSpeech == nil || token.declared?.partOfSpeech == .verb,
                          let v = PortugueseVerbs.parse(w, lexicon: lexicon, allowLexicon: false),
                          token.declared?.partOfSpeech == .verb || n + 1 < p.order.count || !isNoun(w, lexicon: lexicon) {
                    // está conectado, foram removidos, pode: a span that starts with a verb has no head noun.
                    p.roles[i] = .verb(v)
                    state = v.isCopula ? .predicate : .complement
                } else if p.order.count == 1, PortugueseDeterminer.parse(w) != nil {
                    p.roles[i] = .determiner(PortugueseDeterminer.parse(w)!)
                } else {
                    p.roles[i] = .head
                    p.head = i
                    state = .after
                }
            case .after, .predicate:
                if prepositions.contains(w) || (PortugueseDeterminer.parse(w).map { $0.preposition != nil } ?? false) {
                    p.roles[i] = .preposition
                    state = .complement
                } else if adverbs.contains(w) || (w.hasSuffix("mente") && w.count > 6) {
                    p.roles[i] = .adverb
                } else if let v = PortugueseVerbs.parse(w, lexicon: lexicon, allowLexicon: true) {
                    p.roles[i] = .verb(v)
                    state = v.isCopula ? .predicate : .complement
                } else if PortugueseDeterminer.parse(w) != nil {
                    p.roles[i] = .other
                    state = .complement
                } else {
                    p.roles[i] = .adjective
                }
            case .complement:
                if let v = PortugueseVerbs.parse(w, lexicon: lexicon, allowLexicon: false) {
                    p.roles[i] = .verb(v)
                    state = v.isCopula ? .predicate : .complement
                } else {
                    p.roles[i] = .other
                }
            }
        }
        if let h = p.head {
            p.headIsAdjective = isAdjectiveHead(phrase.tokens[h], alone: p.order.count == 1,
                                                bare: p.determiners.isEmpty && p.numbers.isEmpty && !numberOnly, lexicon: lexicon)
        }
        return p
    }

    static func isNoun(_ word: String, lexicon: Lexicon) -> Bool {
        lexicon.readings(of: word).contains { $0.entry.isNoun }
    }

    /// Whether `word` before `next` is an adjective before its noun (*pequenas mãos*, *nova mensagem*): an
    /// adjective-only word before a noun, or a word that is also an adjective before a word that is only a noun.
    static func isPrenominalAdjective(_ word: String, before next: String, lexicon: Lexicon) -> Bool {
        if isAdjectiveOnly(word, lexicon: lexicon) { return isNoun(next, lexicon: lexicon) }
        return lexicon.readings(of: word).contains { $0.entry.isAdjective } && isNounOnly(next.lowercasedFast(), lexicon: lexicon)
    }

    /// Whether the lexicon knows `word` as a noun and not as an adjective.
    static func isNounOnly(_ word: String, lexicon: Lexicon) -> Bool {
        let rs = lexicon.readings(of: word)
        return rs.contains { $0.entry.isNoun } && !rs.contains { $0.entry.isAdjective }
    }

    static func isAdjectiveOnly(_ word: String, lexicon: Lexicon) -> Bool {
        let rs = lexicon.readings(of: word)
        return rs.contains { $0.entry.isAdjective } && !rs.contains { $0.entry.isNoun }
    }

    /// Whether the head word is an adjective or participle rather than a noun: declared, known to the lexicon
    /// only as an adjective, or — for unknown words — a *bem-*/*mal-* compound, or a word standing alone with
    /// a masculine participle ending (*Obrigado*, *Registrado*; feminine *-ada* words are too often nouns).
    /// `bare`: no determiner or number before the head; a word the lexicon lists as noun and adjective with
    /// the same frequency is then the adjective (*Pronto!* greets or describes someone; *o pronto* needs an
    /// article to be the noun).
    static func isAdjectiveHead(_ token: Token, alone: Bool, bare: Bool = false, lexicon: Lexicon) -> Bool {
        if let pos = token.declared?.partOfSpeech { return pos == .adjective || pos == .verb }
        let w = token.text.lowercasedFast()
        let rs = lexicon.readings(of: w)
        if !rs.isEmpty {
            // Participles read as adjectives (ocupado, registrado); otherwise a noun reading at least as
            // frequent wins (tocador, pequeno: o pequeno still agrees through its adjective forms).
            let adjective = rs.filter { $0.entry.isAdjective }
            let noun = rs.filter { $0.entry.isNoun }
            if adjective.contains(where: { $0.entry.has("participle") }) { return true }
            guard let a = adjective.map(\.entry.frequency).max() else { return false }
            guard let n = noun.map(\.entry.frequency).max() else { return true }
            return a > n || (bare && a == n)
        }
        if let parts = PortugueseNouns.compoundParts(w), ["bem", "mal", "recém"].contains(parts[0]) { return true }
        return alone && ["ado", "ido", "ados", "idos"].contains { w.hasSuffix($0) } && w.count > 4
    }

    /// Gender, number, part of speech and definiteness of the head of `phrase`.
    static func analyze(_ written: Phrase, context: AgreementContext) -> PhraseAnalysis {
        var analysis = PhraseAnalysis()
        var phrase = written
        joinCompounds(&phrase)
        let p = parse(phrase, context: context)
        var m = InflectionMorphology()
        if let d = p.determiners.first.flatMap({ i -> PortugueseDeterminer? in
            if case .determiner(let d) = p.roles[i] { return d }; return nil }) {
            if d.kind == .indefinite { m.definiteness = .indefinite }
            if d.kind == .definite || d.isDemonstrative { m.definiteness = .definite }
            if p.head == nil {
                m.partOfSpeech = .determiner
                m.grammaticalGender = d.gender
                m.number = d.plural ? .plural : .singular
            }
        }
        guard let h = p.head else {
            analysis.features = m
            return analysis
        }
        let token = phrase.tokens[h]
        let word = token.text
        if p.order.count == 1, PortuguesePronouns.isUnambiguousPronoun(word), let slot = PortuguesePronouns.table.slots(of: word).first {
            analysis.features = slot.overridden(by: InflectionMorphology(partOfSpeech: .pronoun))
            analysis.facts = [TraceFact(word, "pronoun", slot.description, source: .grammar)]
            return analysis
        }
        let nounGender = PortugueseGender.of(noun: word, declared: token.declared, lexicon: context.lexicon, locale: context.locale)
        let now = PortugueseAdjectives.current(word, lexicon: context.lexicon, locale: context.locale)
        if p.headIsAdjective, now.gender != nil || nounGender.source == .guess || nounGender.gender == nil {
            m.partOfSpeech = .adjective
            m.grammaticalGender = now.gender
            m.number = now.plural ? .plural : .singular
        } else {
            // A noun, or a word whose adjective form says no gender (restaurante, geral) but whose noun does.
            let g = nounGender
            m.partOfSpeech = .noun
            m.grammaticalGender = g.gender
            if let f = g.fact { analysis.facts.append(f) }
            if g.source == .guess { analysis.guessed.insert("grammaticalGender") }
            let n = PortugueseNouns.isPlural(word, lexicon: context.lexicon, locale: context.locale)
            m.number = n.plural ? .plural : .singular
            analysis.facts.append(TraceFact(word, "number", n.plural ? "other" : "one", source: n.source))
            if n.source == .guess { analysis.guessed.insert("number") }
        }
        analysis.features = m.overridden(by: token.declared)
        return analysis
    }
}

extension PortuguesePhrase {
    /// Joins hyphenated compounds the tokenizer split (*bem* `-` *vindo*, *pai* `-` *de* `-` *santo*) into one
    /// word token, so the compound rules see the whole word.
    static func joinCompounds(_ phrase: inout Phrase) {
        phrase.joinHyphenatedWords()
    }
}
