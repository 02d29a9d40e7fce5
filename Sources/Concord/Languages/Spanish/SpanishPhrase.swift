/// Reads the structure of a Spanish span: determiners, numbers, the head noun, the words that agree with it
/// (adjectives before or after it, participles and adjectives after a verb), verbs, and the prepositional
/// complements that are left alone (cambio *de porcentaje*, app *de finanzas*).
struct SpanishPhrase {
    enum Role: Equatable {
        case determiner
        /// del / al: a preposition with the article el inside.
        case contraction
        case number
        case preposition
        case verb
        /// Adverbs, conjunctions and other words that never agree.
        case inert
        /// A noun or an adjective, told apart by ``head``.
        case content
        /// A word inside a prepositional complement: left alone.
        case complement
    }

    /// The role of each token, by token index (nil for spaces and punctuation).
    var roles: [Role?]
    /// The facts of each word token, by token index, as its text was when the phrase was read.
    var words: [SpanishWordFacts?]
    /// Word and number token indices in order.
    var order: [Int] = []
    /// The head noun, when the span has one.
    var head: Int?
    /// How sure the head is a noun (see ``nominalScore``).
    var headScore: Double = 0

    static let prepositions: Set<String> = ["de", "a", "en", "con", "para", "por", "sin", "sobre", "entre", "desde",
                                            "hasta", "hacia", "según", "contra", "tras", "durante", "mediante", "como"]
    static let inertWords: Set<String> = ["y", "e", "o", "u", "ni", "muy", "más", "menos", "tan", "bien", "mal", "no",
                                          "ya", "también", "casi", "siempre", "nunca", "bastante", "aún", "todavía",
                                          "que", "uno", "cada", "hay", "sí", "solo", "sólo"]

    init(_ phrase: Phrase, lexicon: Lexicon) {
        roles = Array(repeating: nil, count: phrase.tokens.count)
        words = Array(repeating: nil, count: phrase.tokens.count)
        var seenContent = false
        var inComplement = false
        var afterHaber = false
        for i in phrase.tokens.indices {
            let t = phrase.tokens[i]
            guard t.kind == .word || t.kind == .number else { continue }
            let previousRole = order.last.flatMap { roles[$0] }
            order.append(i)
            let w = t.text.lowercasedFast()
            let facts = t.kind == .word ? SpanishWordMemo.facts(lower: w, lexicon: lexicon) : nil
            words[i] = facts
            /// `SpanishVerbs.pair(of: w)`: the facts' pair when lower-casing leaves `w` as it is (always, for
            /// the Latin letters of Spanish).
            func verbPair() -> SpanishVerbs.Pair? {
                if let facts, ExactText(w.lowercasedFast()) == ExactText(w) { return facts.verbPair }
                return SpanishVerbs.pair(of: w, lexicon: lexicon)
            }
            if afterHaber, t.kind == .word {
                afterHaber = false
                // The participle of a compound tense (ha sido, han borrado) never agrees.
                roles[i] = .inert
                continue
            }
            if t.argumentIndex == nil, let facts, facts.isTableVerb, previousRole != .determiner {
                roles[i] = .verb
                inComplement = false
                afterHaber = facts.isHaber
                continue
            }
            if t.kind == .number { roles[i] = inComplement ? .complement : .number; continue }
            if inComplement {
                if t.argumentIndex == nil, verbPair() != nil, !(facts?.hasNounReading ?? Self.hasNounReading(w, lexicon)) {
                    inComplement = false
                    roles[i] = .verb
                } else {
                    roles[i] = .complement
                }
                continue
            }
            if (facts.map { $0.contractedPreposition } ?? SpanishContractions.preposition(in: w)) != nil {
                if seenContent { inComplement = true; roles[i] = .complement } else { roles[i] = .contraction }
                continue
            }
            if facts?.isPreposition ?? Self.prepositions.contains(w) {
                if seenContent { inComplement = true; roles[i] = .complement } else { roles[i] = .preposition }
                continue
            }
            if facts?.isDeterminer ?? SpanishDeterminers.isDeterminer(w), t.declared?.partOfSpeech == nil || t.declared?.partOfSpeech == .determiner {
                roles[i] = .determiner
                continue
            }
            if facts?.isInert ?? Self.inertWords.contains(w) { roles[i] = .inert; continue }
            if t.argumentIndex == nil, t.declared?.partOfSpeech == nil, verbPair() != nil,
               !(facts?.hasNounReading ?? Self.hasNounReading(w, lexicon)),
               !(facts?.hasAdjectiveReading ?? Self.hasAdjectiveReading(w, lexicon)) {
                roles[i] = .verb
                continue
            }
            roles[i] = .content
            seenContent = true
        }
        // The head: the most noun-like content word before the first verb (the first one on a tie).
        var best: (Int, Double)?
        let firstVerb = order.first { roles[$0] == .verb } // once, not once per word: linear in long spans
        for i in order where roles[i] == .content {
            if let v = firstVerb, v < i { break }
            if phrase.tokens[i].agreed != nil { continue }
            let s = nominalScore(at: i, phrase, lexicon: lexicon)
            if best == nil || s > best!.1 { best = (i, s) }
        }
        if let best { head = best.0; headScore = best.1 }
    }

    static func hasNounReading(_ w: String, _ lexicon: Lexicon) -> Bool {
        SpanishWordMemo.facts(lower: w, lexicon: lexicon).hasNounReading
    }
    static func hasAdjectiveReading(_ w: String, _ lexicon: Lexicon) -> Bool {
        SpanishWordMemo.facts(lower: w, lexicon: lexicon).hasAdjectiveReading
    }

    /// The facts of the word at token `i` as its text is now: those read with the phrase while the text is
    /// unchanged, else looked up again.
    func facts(at i: Int, _ phrase: Phrase, lexicon: Lexicon) -> SpanishWordFacts {
        let text = phrase.tokens[i].text
        if let known = words[i], ExactText(text.lowercasedFast()) == ExactText(known.lower) { return known }
        return SpanishWordMemo.facts(of: text, lexicon: lexicon)
    }

    /// ``nominalScore(_:lexicon:)`` of the token at `i`, from the facts read with the phrase.
    func nominalScore(at i: Int, _ phrase: Phrase, lexicon: Lexicon) -> Double {
        let t = phrase.tokens[i]
        if let pos = t.declared?.partOfSpeech { return pos == .noun ? 10 : -10 }
        if t.declared?.grammaticalGender != nil { return 5 }
        return facts(at: i, phrase, lexicon: lexicon).nominalScore
    }

    /// How noun-like a word is: declared noun 10; lexicon noun only 4; noun and adjective 3 (or 1 when the
    /// adjective is more frequent); an unknown word 2 (1 with an adjective suffix); adjective only 0.
    static func nominalScore(_ t: Token, lexicon: Lexicon) -> Double {
        if let pos = t.declared?.partOfSpeech { return pos == .noun ? 10 : -10 }
        if t.declared?.grammaticalGender != nil { return 5 }
        return SpanishWordMemo.facts(of: t.text, lexicon: lexicon).nominalScore
    }

    /// ``nominalScore(_:lexicon:)`` of a word on which nothing is declared, from its readings.
    static func nominalScore(lower w: String, readings: [LexicalReading]) -> Double {
        // buen/bueno, gran/grande, primer/primero…: adjectives that stand before the noun.
        if SpanishAdjectives.apocope[w] != nil || SpanishAdjectives.apocopeFullForms.contains(SpanishAdjectives.guessLemma(w).form) {
            return 0
        }
        var nounFreq: Int?, adjFreq: Int?
        for r in readings {
            let f = r.entry.frequency
            if r.entry.isNoun { nounFreq = max(nounFreq ?? f, f) }
            if r.entry.isAdjective { adjFreq = max(adjFreq ?? f, f) }
        }
        switch (nounFreq, adjFreq) {
        case let (n?, a?): return n >= a ? 3 : 1
        case (_?, nil): return 4
        case (nil, _?): return 0
        default:
            if !readings.isEmpty { return 0.5 }
            for suffix in ["oso", "osa", "ico", "ica", "ble", "ivo", "iva", "ado", "ido"] where w.hasSuffix(suffix) && w.count > suffix.count + 2 {
                return 1.5
            }
            return 2
        }
    }

    /// The words that agree with the head: every content word but the head outside complements.
    var agreeing: [Int] { order.filter { roles[$0] == .content && $0 != head } }
    var determiners: [Int] { order.filter { roles[$0] == .determiner || roles[$0] == .contraction } }
    var verbs: [Int] { order.filter { roles[$0] == .verb } }
    var numbers: [Int] { order.filter { roles[$0] == .number } }

    /// The first word token after `index` in the phrase order (numbers included).
    func next(after index: Int) -> Int? {
        // `order` is ascending: a binary search keeps a loop over the determiners linear.
        var lo = 0, hi = order.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if order[mid] > index { hi = mid } else { lo = mid + 1 }
        }
        return lo < order.count ? order[lo] : nil
    }
}
