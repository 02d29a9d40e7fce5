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

    /// Each token's role, by token index (nil for spaces and punctuation).
    var roles: [Role?] = []
    var head: Int?
    /// The head is an adjective or participle (*Bem-vindo*, *registrado*, *o pequeno*): there is no noun.
    var headIsAdjective = false
    /// Token indices in order (words and numbers).
    var order: [Int] = []
    /// The token indices of each kind of word, in order.
    private(set) var determiners: [Int] = []
    private(set) var numbers: [Int] = []
    private(set) var adjectives: [Int] = []
    private(set) var verbs: [(Int, PortugueseVerbs.Form)] = []

    static let prepositions: Set<String> = [
        "de", "em", "com", "para", "pra", "por", "sem", "sobre", "entre", "até", "desde", "contra", "sob", "após",
        "perante", "a", "e", "ou", "que", "como", "mas", "se", "d",
    ]
    static let adverbs: Set<String> = [
        "muito", "mais", "menos", "bem", "mal", "tão", "bastante", "demasiado", "super", "já", "ainda", "sempre",
        "nunca", "não", "também", "só", "apenas", "agora", "aqui", "ali", "lá", "hoje", "ontem", "amanhã", "quase",
        "completamente", "totalmente", "novamente", "recentemente", "sido", "estado",
    ]

    /// Gives token `i` its role, and lists it with the words of that kind.
    private mutating func assign(_ role: Role, to i: Int) {
        roles[i] = role
        switch role {
        case .determiner: determiners.append(i)
        case .number: numbers.append(i)
        case .adjective: adjectives.append(i)
        case .verb(let form): verbs.append((i, form))
        default: break
        }
    }

    /// `numberOnly`: the request asks for a number and no gender, so a word as frequent as a noun as it is as an
    /// adjective is the noun (*cão* → *cães*); a bare word asked for a gender or addressing the user is the adjective.
    static func parse(_ phrase: Phrase, context: AgreementContext, numberOnly: Bool = false) -> PortuguesePhrase {
        var p = PortuguesePhrase()
        let lexicon = context.lexicon
        let tokens = phrase.tokens
        let order = tokens.indices.filter { tokens[$0].kind == .word || tokens[$0].kind == .number }
        p.order = order
        p.roles = Array(repeating: nil, count: tokens.count)
        // Each word is lower-cased and looked up once, when first needed (by its own role or its neighbour's).
        var lowered = [String?](repeating: nil, count: order.count)
        var classes = [PortugueseWordClasses?](repeating: nil, count: order.count)
        func lower(_ n: Int) -> String {
            if let known = lowered[n] { return known }
            let w = tokens[order[n]].text.lowercasedFast()
            lowered[n] = w
            return w
        }
        func classesOf(_ n: Int) -> PortugueseWordClasses {
            if let known = classes[n] { return known }
            let c = PortugueseWordFacts.classes(of: lower(n), lexicon: lexicon)
            classes[n] = c
            return c
        }
        /// Whether the word at `n` as written (not lower-cased) is known as a noun.
        func isNounAsWritten(_ n: Int) -> Bool {
            let written = tokens[order[n]].text
            return written == lower(n) ? classesOf(n).isNoun : PortugueseWordFacts.classes(of: written, lexicon: lexicon).isNoun
        }
        enum State { case before, after, complement, predicate }
        var state = State.before
        for (n, i) in order.enumerated() {
            let token = tokens[i]
            if token.kind == .number {
                p.assign(state == .before ? .number : .other, to: i)
                continue
            }
            let w = lower(n)
            let hasNext = n + 1 < order.count
            // A word right after an apostrophe or hyphen token belongs to a written elision (d’água): leave it.
            switch state {
            case .before:
                if token.declared == nil, hasNext, adverbs.contains(w), !classesOf(n + 1).isNounOnly {
                    // muito bom, tão pequeno: an adverb before an adjective does not agree.
                    p.assign(.adverb, to: i)
                } else if token.declared?.partOfSpeech == nil || token.declared?.partOfSpeech == .determiner,
                   let d = PortugueseDeterminer.parse(lowercased: w), hasNext {
                    p.assign(.determiner(d), to: i)
                } else if token.declared?.partOfSpeech == .adjective && hasNext {
                    p.assign(.adjective, to: i)
                } else if token.declared == nil, hasNext,
                          // pequenas mãos, nova mensagem: an adjective-only word before a noun, or a word that is
                          // also an adjective before a word that is only a noun.
                          classesOf(n).isAdjectiveOnly ? isNounAsWritten(n + 1)
                                                       : classesOf(n).isAdjective && classesOf(n + 1).isNounOnly {
                    p.assign(.adjective, to: i)
                } else if token.declared?.partOfSpeech == nil || token.declared?.partOfSpeech == .verb,
                          let v = PortugueseVerbs.parse(w, lexicon: lexicon, allowLexicon: false),
                          token.declared?.partOfSpeech == .verb || hasNext || !classesOf(n).isNoun {
                    // está conectado, foram removidos, pode: a span that starts with a verb has no head noun.
                    p.assign(.verb(v), to: i)
                    state = v.isCopula ? .predicate : .complement
                } else if order.count == 1, let d = PortugueseDeterminer.parse(lowercased: w) {
                    p.assign(.determiner(d), to: i)
                } else {
                    p.assign(.head, to: i)
                    p.head = i
                    state = .after
                }
            case .after, .predicate:
                let determiner = PortugueseDeterminer.parse(lowercased: w)
                if prepositions.contains(w) || determiner?.preposition != nil {
                    p.assign(.preposition, to: i)
                    state = .complement
                } else if adverbs.contains(w) || (w.hasSuffix("mente") && w.count > 6) {
                    p.assign(.adverb, to: i)
                } else if let v = classesOf(n).verb {
                    p.assign(.verb(v), to: i)
                    state = v.isCopula ? .predicate : .complement
                } else if determiner != nil {
                    p.assign(.other, to: i)
                    state = .complement
                } else {
                    p.assign(.adjective, to: i)
                }
            case .complement:
                if let v = PortugueseVerbs.parse(w, lexicon: lexicon, allowLexicon: false) {
                    p.assign(.verb(v), to: i)
                    state = v.isCopula ? .predicate : .complement
                } else {
                    p.assign(.other, to: i)
                }
            }
        }
        if let h = p.head, let n = order.firstIndex(of: h) {
            p.headIsAdjective = isAdjectiveHead(tokens[h], lowered: lower(n), classes: classesOf(n), alone: order.count == 1,
                                                bare: p.determiners.isEmpty && p.numbers.isEmpty && !numberOnly)
        }
        return p
    }

    /// Whether the head word is an adjective or participle rather than a noun: declared, known to the lexicon
    /// only as an adjective, or — for unknown words — a *bem-*/*mal-* compound, or a word standing alone with
    /// a masculine participle ending (*Obrigado*, *Registrado*; feminine *-ada* words are too often nouns).
    /// `bare`: no determiner or number before the head; a word the lexicon lists as noun and adjective with
    /// the same frequency is then the adjective (*Pronto!* greets or describes someone; *o pronto* needs an
    /// article to be the noun). `lowered`: the token's text lower-cased; `classes`: what the lexicon says it is.
    static func isAdjectiveHead(_ token: Token, lowered w: String, classes: @autoclosure () -> PortugueseWordClasses,
                                alone: Bool, bare: Bool = false) -> Bool {
        if let pos = token.declared?.partOfSpeech { return pos == .adjective || pos == .verb }
        let c = classes()
        if c.isKnown {
            // Participles read as adjectives (ocupado, registrado); otherwise a noun reading at least as
            // frequent wins (tocador, pequeno: o pequeno still agrees through its adjective forms).
            if c.hasParticiple { return true }
            guard let a = c.topAdjectiveFrequency else { return false }
            guard let n = c.topNounFrequency else { return true }
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
            if case .determiner(let d)? = p.roles[i] { return d }; return nil }) {
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
        let nounFacts = PortugueseWordFacts.noun(word, lexicon: context.lexicon, locale: context.locale)
        let nounGender = token.declared?.grammaticalGender != nil
            ? PortugueseGender.of(noun: word, declared: token.declared, lexicon: context.lexicon, locale: context.locale) : nounFacts.gender
        let now = PortugueseWordFacts.adjectiveNow(word, lexicon: context.lexicon, locale: context.locale)
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
            let n = nounFacts.number
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
