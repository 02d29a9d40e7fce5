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

    /// What the phrase reader found at one token.
    struct TokenInfo {
        /// Nil for spaces and punctuation.
        var role: Role?
        /// The facts of a word token as its text was when the phrase was read.
        var facts: SpanishWordFacts?
        /// Whether the reader read the word as a content word of its own, a subject for a verb after it
        /// (``VerbAfterSubject/Subjects``).
        var isSubject = false
    }

    /// By token index.
    private var tokens: [TokenInfo]
    /// Word and number token indices in order.
    var order = SmallIndices()
    /// The determiners (and del/al), verbs and numbers, in order.
    private(set) var determiners = SmallIndices()
    private(set) var verbs = SmallIndices()
    private(set) var numbers = SmallIndices()
    /// The head noun, when the span has one.
    var head: Int?
    /// How sure the head is a noun (see ``nominalScore``).
    var headScore: Double = 0
    /// Whether the head ends an argument of several words none of which the lexicon knows: a compound taken whole
    /// from English (*hot dog*, *power bank*), whose head is its last word and whose plural is that word's, the
    /// English way (*2 hot dogs*; was *2 hots dogues*, *hot* read as the noun and *dog* as its adjective).
    private(set) var foreignCompound = false
    /// The first copula whose subject is the person addressed (*eres*, *estás*), when the span has one: the words
    /// after it describe the user (*^[Eres muy generoso]* → *generosa* for a feminine user).
    private(set) var secondPersonCopula: Int?

    static let prepositions: Set<String> = ["de", "a", "en", "con", "para", "por", "sin", "sobre", "entre", "desde",
                                            "hasta", "hacia", "según", "contra", "tras", "durante", "mediante", "como"]
    static let inertWords: Set<String> = (["y", "e", "o", "u", "ni", "muy", "más", "menos", "tan", "bien", "mal", "no",
                                          "ya", "también", "casi", "siempre", "nunca", "bastante", "aún", "todavía",
                                          "que", "uno", "cada", "hay", "sí", "solo", "sólo"] as Set<String>).union(clitics)
    /// Whether `lower` is an adverb that is also a count noun (*el bien*, *los bienes*; *el mal*, *los males*): right
    /// after the count or a determiner it is the counted noun (*2 bienes nuevos*, *los bienes comunes*), anywhere else
    /// the adverb (*bien hecho*). Two byte comparisons, not a hash of the word (asked of every content word that may
    /// be the head): the two are ASCII, which no other text is canonically equivalent to.
    static func isCountableAdverb(_ lower: String) -> Bool {
        ExactText.same(lower, "bien") || ExactText.same(lower, "mal")
    }
    /// Clitic pronouns (*se ha borrado*, *te espera*): they never agree with the subject, and the word after them
    /// is a verb.
    static let clitics: Set<String> = ["se", "me", "te", "nos", "os"]

    /// The role of token `i` (nil for spaces and punctuation).
    func role(_ i: Int) -> Role? { tokens[i].role }

    init(_ phrase: Phrase, lexicon: Lexicon) {
        tokens = []
        read(phrase, lexicon: lexicon)
    }

    /// Reads `phrase` into this reader: the initializer's work, done in place by a method of its own (built in the
    /// initializer's body, the reader was copied once more on its way out).
    @inline(never)
    private mutating func read(_ phrase: Phrase, lexicon: Lexicon) {
        // (Appended into reserved room: `Array(repeating:count:)` allocates through the generic, unspecialized path.)
        tokens.reserveCapacity(phrase.tokens.count)
        for _ in 0..<phrase.tokens.count { tokens.append(TokenInfo()) }
        var seenContent = false
        // A preposition after a verb opens a complement too (*2 de tus contactos están en línea*).
        var seenVerb = false
        var inComplement = false
        // The argument whose own preposition opened the complement (*rama de desarrollo*), if one did.
        var complementArgument: Int?
        var afterHaber = false
        // The words the span opens with before its count (*Quedan 2 días*, *Tienes 2 mensajes*, *Más de 2*) are
        // outside the noun phrase the count quantifies, and agree with nothing (``Phrase/openingCount``) — but for
        // the verb whose subject that noun phrase is, and a participle after it (below).
        let openingCount = phrase.openingCount
        var leading = openingCount != nil
        var afterLeadingVerb = false
        // After a verb that takes an object (*eliminaron*, *compartían*, *han borrado*) the rest of the span is its
        // object or an adverb, which agree with nothing (*2 usuarios eliminaron el archivo*, not *los archivo*) —
        // but an adjective right after it is predicative (*llegaron cansados*), and after *ser*/*estar* the
        // participle agrees (*podrían ser eliminadas*).
        var afterActionVerb = false
        var afterTableVerb = false
        var inObject = false
        // The content words so far, as subjects of a word that may be the verb after them (``VerbAfterSubject``):
        // offered to it only when such a word asks (`subjectsOffered` of `order` so far, each once, in order), so
        // that a span without one copies none of its tokens.
        var subjects = VerbAfterSubject.Subjects()
        var subjectsOffered = 0
        for i in phrase.tokens.indices {
            // Spaces and punctuation are passed over; a word's fields are read in place, the token is not copied.
            let kind = phrase.tokens[i].kind
            guard kind == .word || kind == .number else { continue }
            let argumentIndex = phrase.tokens[i].argumentIndex
            let declared = phrase.tokens[i].declared
            // A complement the argument brings ends with it: the template's words after it describe the whole
            // argument, whose head is its first noun (`Tu %@ favorito` + *rama de desarrollo* → *favorita*).
            if inComplement, let a = complementArgument, argumentIndex != a {
                inComplement = false
                complementArgument = nil
            }
            // (Read without a closure, which would capture a copy of the reader.)
            let previousRole = order.isEmpty ? nil : tokens[order[order.count - 1]].role
            order.append(i)
            let w = phrase.tokens[i].text.lowercasedFast()
            let facts = kind == .word ? SpanishWordMemo.facts(lower: w, lexicon: lexicon) : nil
            tokens[i].facts = facts
            // `SpanishVerbs.pair(of: w)`, which lower-cases `w` once more: the facts' pair when that leaves it as it is.
            func verbPair() -> SpanishVerbs.Pair? {
                if let facts, facts.lowersToItself { return facts.verbPair }
                return SpanishVerbs.pair(of: w, lexicon: lexicon)
            }
            if inObject { tokens[i].role = .complement; continue }
            if afterHaber, kind == .word {
                afterHaber = false
                // The participle of a compound tense (ha sido, han borrado) never agrees.
                tokens[i].role = .inert
                // (Before the count, the verb's subject is the noun phrase that follows: *Se han encontrado 2*.)
                let beforeCount = openingCount.map { i < $0 } ?? false
                afterActionVerb = !beforeCount && !SpanishVerbs.copulaParticiples.contains(w)
                continue
            }
            if afterActionVerb, let facts {
                afterActionVerb = false
                if facts.isInfinitive, !SpanishVerbs.copulaInfinitives.contains(w) {
                    // The verb goes on in an infinitive (*podrían compartir el archivo*), whose object follows.
                    tokens[i].role = .inert
                    afterActionVerb = true
                    continue
                }
                if !facts.isInfinitive, !(facts.hasAdjectiveReading && !facts.isDeterminer) {
                    inObject = true
                    tokens[i].role = .complement
                    continue
                }
            }
            // The facts of the word before (none for a number).
            let previousFacts = order.count > 1 ? tokens[order[order.count - 2]].facts : nil
            if leading, let c = openingCount, i < c, kind == .word, argumentIndex == nil, declared == nil,
               let facts, !facts.isDeterminer, facts.contractedPreposition == nil {
                if facts.isPreposition {
                    tokens[i].role = .preposition
                } else if let pair = verbPair(), case let subjectAfter = facts.takesSubjectAfter || SpanishVerbs.copulas.contains(pair.sg),
                          subjectAfter || previousFacts?.lower == "se" {
                    // The verb of a passive with *se* (*Se eliminaron 2 archivos*, *Se han encontrado 2*), a verb
                    // whose subject follows it (*Quedan 2 días*, *Faltan 2 pasos*) and a copula (*Fueron
                    // eliminados 2*, *Están disponibles 2*) agree with the noun phrase after the count: it is their
                    // subject. Another verb's subject is someone else (*Tienen 2 mensajes*).
                    tokens[i].role = .verb
                    seenVerb = true
                    afterHaber = facts.isHaber
                    afterLeadingVerb = subjectAfter
                    continue
                } else if afterLeadingVerb, verbPair() == nil, !facts.isInfinitive {
                    // The participle or adjective after such a verb (*Fueron eliminados*, *Quedan pendientes*)
                    // agrees with the subject too.
                    tokens[i].role = .content
                } else {
                    tokens[i].role = .inert
                }
                afterLeadingVerb = false
                continue
            }
            if kind == .word, let c = openingCount, i < c { leading = false }
            if afterTableVerb, let facts {
                afterTableVerb = false
                // After a verb of the table, a determiner and a noun are its object or a predicate noun, which keep
                // their number (*2 novios siguen el precio*, *2 fotos son el problema*).
                if facts.isDeterminer, let n = phrase.nextWord(after: i), phrase.tokens[n].kind == .word,
                   case let next = SpanishWordMemo.facts(of: phrase.tokens[n].text, lexicon: lexicon),
                   next.hasNounReading, !next.hasAdjectiveReading {
                    inObject = true
                    tokens[i].role = .complement
                    continue
                }
            }
            // A word right after an article or a preposition is no finite verb (*el debe*, *de queda*).
            if argumentIndex == nil, let facts, facts.isTableVerb, previousRole != .determiner,
               !(previousFacts.map { $0.isPreposition || $0.contractedPreposition != nil } ?? false) {
                tokens[i].role = .verb
                seenVerb = true
                inComplement = false
                afterHaber = facts.isHaber
                // A determiner and a noun after a second person's copula describe the user (*Eres el nuevo
                // propietario*), not an object that keeps its number.
                afterTableVerb = !facts.isHaber && !facts.isSecondPersonCopula
                if facts.isSecondPersonCopula, secondPersonCopula == nil { secondPersonCopula = i }
                continue
            }
            if kind == .number { tokens[i].role = inComplement ? .complement : .number; continue }
            guard let facts else { continue } // only words are left, and every word has its facts
            if inComplement {
                // A preposition goes on with the complement (*de la niña para la escuela*), though *para* is
                // also a form of *parar*.
                if argumentIndex == nil, !facts.isPreposition, facts.contractedPreposition == nil, verbPair() != nil,
                   !facts.hasNounReading {
                    inComplement = false
                    tokens[i].role = .verb
                    seenVerb = true
                    afterActionVerb = !facts.isTableVerb
                } else {
                    tokens[i].role = .complement
                }
                continue
            }
            // A preposition after a content word or a verb, or opening a written partitive, opens a complement.
            // (Written out at each use, not as a local function: one capturing the reader's variables makes them
            // checked for exclusive access at run time.)
            if facts.contractedPreposition != nil {
                if seenContent || seenVerb || Self.opensWrittenPartitive(at: i, phrase, lexicon: lexicon) {
                    inComplement = true
                    complementArgument = argumentIndex
                    tokens[i].role = .complement
                } else {
                    tokens[i].role = .contraction
                }
                continue
            }
            // An argument right after the count is what is counted, though it is also a preposition (*2 sobres*:
            // was *2 sobre*).
            if facts.isPreposition, !(argumentIndex != nil && facts.hasNounReading && phrase.followsNumber(i)) {
                if seenContent || seenVerb || Self.opensWrittenPartitive(at: i, phrase, lexicon: lexicon) {
                    inComplement = true
                    complementArgument = argumentIndex
                    tokens[i].role = .complement
                } else {
                    tokens[i].role = .preposition
                }
                continue
            }
            if facts.isDeterminer, declared?.partOfSpeech == nil || declared?.partOfSpeech == .determiner {
                tokens[i].role = .determiner
                continue
            }
            // An infinitive never agrees (*no se pudo guardar*), unless the lexicon also lists it as a noun or an
            // adjective (*el deber*, *los deberes*); nor does a gerund (*están escribiendo*).
            if facts.isInfinitive && !facts.hasNounReading && !facts.hasAdjectiveReading || facts.isGerund, declared == nil {
                tokens[i].role = .inert
                continue
            }
            // *bien*, *mal* right after the count or a determiner are the counted noun (*2 bienes*, *los bienes
            // comunes*), elsewhere adverbs.
            if facts.isInert,
               !(Self.isCountableAdverb(w) && (phrase.followsNumber(i) || previousRole == .determiner)) {
                tokens[i].role = .inert
                continue
            }
            // A word that is also a noun (*paga*, *habla*), after the subject and before a determiner, is the verb:
            // no noun or adjective stands there (*2 padres pagan el trato*); so is one that is no adjective and whose
            // verb is about as frequent as its noun, after its subject (*2 personas esperan*, ``VerbAfterSubject``).
            var isVerb = false
            if argumentIndex == nil, declared?.partOfSpeech == nil, verbPair() != nil {
                if previousFacts?.isClitic == true || !facts.hasNounReading && !facts.hasAdjectiveReading
                    || seenContent && Self.determinerFollows(i, phrase, lexicon: lexicon) {
                    isVerb = true
                } else if let candidate = facts.verbAfterSubject {
                    while subjectsOffered < order.count - 1 { // the words before this one
                        let j = order[subjectsOffered]
                        subjectsOffered += 1
                        guard tokens[j].isSubject, let f = tokens[j].facts else { continue }
                        subjects.add(phrase.tokens[j], hasNounReading: f.hasNounReading, isUnknown: f.readings.isEmpty,
                                     hasAdjectiveReading: f.hasAdjectiveReading, genderAsWritten: f.adjectiveGender)
                    }
                    isVerb = subjects.precede(candidate)
                }
            }
            if isVerb {
                tokens[i].role = .verb
                seenVerb = true
                afterActionVerb = !facts.isTableVerb
                continue
            }
            tokens[i].role = .content
            tokens[i].isSubject = true
            seenContent = true
        }
        // (Loops over indices: iterating a SmallList copies it into its iterator.)
        for k in 0..<order.count {
            let i = order[k]
            switch tokens[i].role {
            case .determiner, .contraction: determiners.append(i)
            case .verb: verbs.append(i)
            case .number: numbers.append(i)
            default: break
            }
        }
        // The head: the most noun-like content word before the first verb (the first one on a tie), past the
        // words the span opens with before its count.
        var best: (Int, Double)?
        let nounPhraseStart = leading ? openingCount.map { $0 + 1 } ?? 0 : 0
        // The verbs are in order. (A loop over the indices: `first(where:)` goes through the generic iterator.)
        var firstVerb: Int?
        for k in 0..<verbs.count where verbs[k] >= nounPhraseStart {
            firstVerb = verbs[k]
            break
        }
        for k in 0..<order.count {
            let i = order[k]
            guard tokens[i].role == .content && i >= nounPhraseStart else { continue }
            if let v = firstVerb, v < i { break }
            if phrase.tokens[i].agreed != nil { continue }
            // The facts were read from this very text a moment ago.
            let facts = tokens[i].facts ?? SpanishWordMemo.facts(of: phrase.tokens[i].text, lexicon: lexicon)
            var s = Self.nominalScore(declared: phrase.tokens[i].declared, facts: facts)
            // *mal* right after the count is the counted noun (*2 males*), not *malo* shortened before one.
            if s < 4, phrase.tokens[i].declared == nil, let lower = tokens[i].facts?.lower, Self.isCountableAdverb(lower),
               phrase.followsNumber(i) { s = 4 }
            // An argument that may be a noun is the noun rather than a written word that is also an adjective: the
            // app fills the placeholder with the thing, the translator writes what describes it (*2 %@ generales*
            // with *lista*, also *listo*'s feminine).
            if s >= 1, s < 3.5, phrase.tokens[i].argumentIndex != nil, phrase.tokens[i].declared == nil { s = 3.5 }
            if best == nil || s > best!.1 { best = (i, s) }
        }
        if let best { head = best.0; headScore = best.1 }
        if let h = head, let last = Self.foreignCompoundEnd(from: h, phrase, tokens: tokens, order: order) {
            for k in 0..<order.count where order[k] >= h && order[k] < last { tokens[order[k]].role = .inert }
            head = last
            foreignCompound = true
        }
    }

    /// Whether the preposition at token `i` opens a partitive after the count (*1 de tus fotos*, *2 de los archivos*):
    /// the noun phrase after it names the whole, and keeps its number. (An argument there, *de los %@*, is still read
    /// as the counted noun: the written plural of the whole is then unknown.)
    static func opensWrittenPartitive(at i: Int, _ phrase: Phrase, lexicon: Lexicon) -> Bool {
        guard phrase.tokens[i].argumentIndex == nil, phrase.tokens[i].declared == nil, phrase.followsNumber(i) else { return false }
        var whole = phrase.nextWord(after: i)
        if let d = whole, phrase.tokens[d].kind == .word, phrase.tokens[d].argumentIndex == nil,
           SpanishWordMemo.facts(of: phrase.tokens[d].text, lexicon: lexicon).isDeterminer {
            whole = phrase.nextWord(after: d)
        }
        // (A number there, written or an argument, counts the whole: *1 de %lld archivos*.)
        return whole.map { phrase.tokens[$0].kind == .number || phrase.tokens[$0].argumentIndex == nil } ?? false
    }

    /// Whether the next word after token `i` is a determiner (a word there, after the subject, is then the verb).
    static func determinerFollows(_ i: Int, _ phrase: Phrase, lexicon: Lexicon) -> Bool {
        guard let n = phrase.nextWord(after: i), phrase.tokens[n].kind == .word else { return false }
        return SpanishWordMemo.facts(of: phrase.tokens[n].text, lexicon: lexicon).isDeterminer
    }

    /// Whether `word` is written in ASCII letters alone and does not end in *-o* or *-a*, the endings Spanish
    /// gives its gender: a word that could not be a Spanish noun or adjective agreeing (*hot*, *dog*, *gift*).
    static func looksForeign(_ word: String) -> Bool {
        var last: UInt8 = 0
        for b in word.utf8 {
            let lower = b | 0x20
            guard lower >= UInt8(ascii: "a"), lower <= UInt8(ascii: "z") else { return false }
            last = lower
        }
        return last != 0 && last != UInt8(ascii: "o") && last != UInt8(ascii: "a")
    }

    /// The last word of the argument the head `h` opens, when that argument is two words or more, all content
    /// words in lower case that the lexicon does not know and that look foreign (``looksForeign(_:)``), with nothing
    /// declared on them (see ``foreignCompound``); nil otherwise. (Static, given what it reads: called from the
    /// initializer, a method would take a copy of the whole reader.)
    private static func foreignCompoundEnd(from h: Int, _ phrase: Phrase, tokens: [TokenInfo], order: SmallIndices) -> Int? {
        guard let argument = phrase.tokens[h].argumentIndex else { return nil }
        var last: Int?
        for k in 0..<order.count where order[k] >= h {
            let i = order[k]
            guard phrase.tokens[i].argumentIndex == argument else { break }
            // (Written in lower case: capitals make it a name, *iPhone Pro*, which keeps its form. In ASCII letters and
            // not ending in -o or -a, the endings of Spanish gender: *precio histórico* is Spanish however unknown.)
            // The word the lexicon knows, the common case, is told first: its letters are then not read.
            guard tokens[i].role == .content, let facts = tokens[i].facts, facts.readings.isEmpty,
                  phrase.tokens[i].declared == nil, phrase.tokens[i].agreed == nil,
                  !Casing.startsWithCapital(phrase.tokens[i].text), Self.looksForeign(phrase.tokens[i].text) else { return nil }
            last = i
        }
        guard let last, last != h else { return nil }
        // The argument must start at the head: a known word before it in the argument makes it Spanish.
        if let previous = order.last(where: { $0 < h }), phrase.tokens[previous].argumentIndex == argument { return nil }
        return last
    }

    /// The facts of the word at token `i` as its text is now: those read with the phrase while the text is
    /// unchanged, else looked up again.
    func facts(at i: Int, _ phrase: Phrase, lexicon: Lexicon) -> SpanishWordFacts {
        let text = phrase.tokens[i].text
        if let known = tokens[i].facts {
            // Written as it was looked up, in a word that lower-cases to itself (the common case): then its
            // lower-casing is `known.lower` too, and need not be made.
            if known.lowersToItself, ExactText(text) == ExactText(known.lower) { return known }
            if ExactText(text.lowercasedFast()) == ExactText(known.lower) { return known }
        }
        return SpanishWordMemo.facts(of: text, lexicon: lexicon)
    }

    /// The facts read with the phrase for token `i` when its text is still exactly their lower-case word, else
    /// nil: then they also answer the questions asked of the word as written (its casing kept).
    func factsAsWritten(at i: Int, _ phrase: Phrase) -> SpanishWordFacts? {
        guard let known = tokens[i].facts, ExactText(phrase.tokens[i].text) == ExactText(known.lower) else { return nil }
        return known
    }

    /// ``nominalScore(_:lexicon:)`` of a token on which `declared` is declared, whose word has `facts` (the token's
    /// declaration passed alone: the token is not copied).
    static func nominalScore(declared: InflectionMorphology?, facts: SpanishWordFacts) -> Double {
        if let pos = declared?.partOfSpeech { return pos == .noun ? 10 : -10 }
        if declared?.grammaticalGender != nil { return 5 }
        return facts.nominalScore
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
            for suffix in ["oso", "osa", "ico", "ica", "ble", "ivo", "iva", "ado", "ido"] where w.hasSuffixFast(suffix) && w.count > suffix.count + 2 {
                return 1.5
            }
            return 2
        }
    }


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

