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

    /// The role of each token of `order`, in the same order.
    private(set) var rolesInOrder: [Role] = []
    var head: Int?
    /// The head is an adjective or participle (*Bem-vindo*, *registrado*, *o pequeno*): there is no noun.
    var headIsAdjective = false
    /// Token indices in order (words and numbers).
    var order = SmallIndices()
    /// What is known about the head as written (see `PortugueseWord`).
    var headWord: PortugueseWord?
    /// The token indices of each kind of word, in order.
    private(set) var determiners = SmallIndices()
    private(set) var numbers = SmallIndices()
    private(set) var adjectives = SmallIndices()
    private(set) var verbs: [(Int, PortugueseVerbs.Form)] = []

    static let prepositions: Set<String> = [
        "de", "em", "com", "para", "pra", "por", "sem", "sobre", "entre", "até", "desde", "contra", "sob", "após",
        "perante", "durante", "mediante", "a", "e", "ou", "que", "como", "mas", "se", "d",
    ]
    /// Clitic pronouns (*me*, *te*, *se*…): they never agree with the subject. (*se* is also "if".)
    static let clitics: Set<String> = ["me", "te", "se", "nos", "vos", "lhe", "lhes"]
    /// The conjunctions that join two adjectives of one noun (*globais e lindas*).
    static let joinsAdjectives: Set<String> = ["e", "ou"]
    /// Determiners with one form for every gender and number (*cada foto*, *cada arquivo*): they never agree.
    static let invariableDeterminers: Set<String> = ["cada"]
    /// The adverbs that are also count nouns (*o bem*, *os bens*; *o mal*, *os males*): right after the count or a
    /// determiner they are the counted noun (*2 bens novos*, *os bens comuns*), anywhere else the adverb (*bem feito*).
    static let countableAdverbs: Set<String> = ["bem", "mal"]
    static let adverbs: Set<String> = [
        "muito", "mais", "menos", "bem", "mal", "tão", "bastante", "demasiado", "super", "já", "ainda", "sempre",
        "nunca", "não", "também", "só", "apenas", "agora", "aqui", "ali", "lá", "hoje", "ontem", "amanhã", "quase",
        "completamente", "totalmente", "novamente", "recentemente", "sido", "estado", "atrás",
    ]

    /// The facts of each word of `order` as the reading looked them up, lower-cased (nil for a number).
    private(set) var wordFacts: [PortugueseWord?] = []

    /// The place of token `i` in `order` (nil for spaces and punctuation).
    private func place(of i: Int) -> Int? {
        // `order` is ascending: a binary search, so that long spans are not read quadratically.
        var low = 0, high = order.count
        while low < high {
            let mid = (low + high) / 2
            if order[mid] < i { low = mid + 1 } else { high = mid }
        }
        return low < order.count && order[low] == i ? low : nil
    }

    /// The role of token `i` (nil for spaces and punctuation).
    func role(of i: Int) -> Role? { place(of: i).map { rolesInOrder[$0] } }

    /// The facts of token `i` written as `text`: those the reading looked up when `text` is the word it read them
    /// for (lower-cased), looked up now otherwise.
    func facts(ofToken i: Int, writtenAs text: String, words: PortugueseWordFacts) -> PortugueseWord {
        if let n = place(of: i), let known = wordFacts[n], ExactText.same(known.form, text) { return known }
        return words.word(text)
    }

    /// Whether a noun of `gender` could be the head after the determiner before the `n`th word, as read so far: there
    /// is none, or it shows that gender (*o melhor amigo*; not *o auriculista self*, *self* being feminine).
    private func agreesWithDeterminerBefore(_ n: Int, _ gender: GrammaticalGender?) -> Bool {
        guard n > 0, n - 1 < rolesInOrder.count, case .determiner(let d) = rolesInOrder[n - 1] else { return true }
        return gender == nil || d.gender == gender
    }

    /// Whether the word before the `n`th one was read as a determiner or a count.
    private func followsDeterminer(_ n: Int) -> Bool {
        guard n > 0, n - 1 < rolesInOrder.count else { return false }
        switch rolesInOrder[n - 1] {
        case .determiner, .number: return true
        default: return false
        }
    }

    /// Gives token `i`, the next of `order`, its role, and lists it with the words of that kind.
    private mutating func assign(_ role: Role, to i: Int) {
        rolesInOrder.append(role)
        switch role {
        case .determiner: determiners.append(i)
        case .number: numbers.append(i)
        case .adjective: adjectives.append(i)
        case .verb(let form): verbs.append((i, form))
        default: break
        }
    }

    /// The place in `order` of the last word of a subject and its verb written before the count at token `c`
    /// (*A pasta contém 2 itens*, *O arquivo foi baixado 2 vezes*, *%@ compartilhou 2 fotos*), or nil when the span
    /// does not open so. The count counts the noun after them, an object or a complement: the subject and its verb
    /// keep their form (they became *As pastas contêm 2 itens*, the subject made plural with the count). The words
    /// right before the count that belong to its noun phrase (determiners, prepositions, adverbs: *em 2 dias*, *mais
    /// 2*) are not part of it; the subject is an argument or opens with a determiner without a preposition, a verb
    /// (`verb(n)`) stands between it and the count, and a verb of another number than the determiner's has the
    /// count's noun for its subject (read as before). No punctuation stands in between.
    static func subjectAndVerbEnd(beforeCount c: Int, order: SmallIndices, closedClass: (Int) -> ClosedClass?, tokens: [Token],
                                  verb: (Int) -> PortugueseVerbs.Form?) -> Int? {
        guard let countAt = order.firstIndex(of: c), countAt >= 2, let start = order.first,
              !tokens[start..<c].contains(where: { $0.kind == .punctuation }) else { return nil }
        // A determiner before an adverb is part of an adverbial phrase (*pelo menos 2*), not the count's.
        func nextIsAdverb(_ n: Int) -> Bool { closedClass(n + 1)?.isAdverb == true }
        var end = countAt
        while end > 0 {
            let t = tokens[order[end - 1]]
            guard t.kind == .word, t.argumentIndex == nil, t.declared == nil, let closed = closedClass(end - 1),
                  closed.isPreposition || closed.isAdverb || closed.determiner != nil && !nextIsAdverb(end - 1) else { break }
            end -= 1
        }
        let last = end - 1
        guard last >= 1, tokens[start].kind == .word, tokens[start].declared == nil else { return nil }
        var subjectIsPlural: Bool?
        if tokens[start].argumentIndex == nil {
            guard let det = closedClass(0)?.determiner, det.preposition == nil else { return nil }
            subjectIsPlural = det.plural
        }
        guard let v = (1...last).first(where: { tokens[order[$0]].kind == .word && tokens[order[$0]].argumentIndex == nil
            && verb($0) != nil }), let form = verb(v) else { return nil }
        if let plural = subjectIsPlural, form.isPlural != plural { return nil }
        return last
    }

    /// `numberOnly`: the request asks for a number and no gender, so a word as frequent as a noun as it is as an
    /// adjective is the noun (*cão* → *cães*); a bare word asked for a gender or addressing the user is the adjective.
    /// `words`: the span's word facts and look-ups.
    static func parse(_ phrase: Phrase, words: PortugueseWordFacts, numberOnly: Bool = false) -> PortuguesePhrase {
        // (Read into the caller's value: returning the one the reading built copied it, each of its lists retained,
        // then destroyed it.)
        var p = PortuguesePhrase()
        read(phrase, words: words, numberOnly: numberOnly, into: &p)
        return p
    }

    /// ``parse(_:words:numberOnly:)`` into `p`, an empty reading.
    private static func read(_ phrase: Phrase, words: PortugueseWordFacts, numberOnly: Bool, into p: inout PortuguesePhrase) {
        let tokens = phrase.tokens
        let order = phrase.wordAndNumberPositions
        p.rolesInOrder.reserveCapacity(order.count)
        // Each word is lower-cased and looked up once, kept by its place: its facts hold what it is among the closed
        // classes too, and a look-up in the memo costs less than one in a table of the closed classes. (A search
        // through the words found so far made a span of many adjectives quadratic.) A number is looked up only when
        // a rule asks (rarely): each count would take a place in the memo.
        let known: [PortugueseWord?] = {
            var known: [PortugueseWord?] = []
            known.reserveCapacity(order.count)
            for i in order { known.append(tokens[i].kind == .number ? nil : words.word(tokens[i].text.lowercasedFast())) }
            return known
        }()
        /// The `n`th word lower-cased (the form its facts were looked up by).
        func lowered(_ n: Int) -> String { known[n]?.form ?? tokens[order[n]].text.lowercasedFast() }
        func facts(_ n: Int) -> PortugueseWord { known[n] ?? words.word(lowered(n)) }
        /// What the `n`th word is among the closed classes (a number is none).
        func closedClass(_ n: Int) -> ClosedClass? { known[n]?.closed }
        /// The facts of the word at `n` as written (not lower-cased).
        func factsAsWritten(_ n: Int) -> PortugueseWord {
            let written = tokens[order[n]].text
            return ExactText(written) == ExactText(lowered(n)) ? facts(n) : words.word(written)
        }
        /// The verb the `n`th word is where a verb is expected, even when it is also a noun: after a clitic pronoun
        /// (*te espera*, though *espera* is also a noun), or opening the span before its count (*Sobram 2*).
        /// An argument that is a participle, before a word that can be an adjective, is the noun the app names: a
        /// participle follows its noun in Portuguese (*2 %@ novo* with *curtida*: *2 curtidas novas*; was *2 curtidos
        /// novos*, *curtida* read as an adjective before the noun *novo*).
        func isParticipleArgumentBeforeAdjective(_ n: Int) -> Bool {
            tokens[order[n]].argumentIndex != nil && tokens[order[n]].declared == nil && n + 1 < order.count
                && facts(n).classes.hasParticiple && facts(n + 1).classes.isAdjective
        }
        /// Where the head is among the words (`order`), once found.
        var headOrder: Int?
        /// A noun after the head, in the head's argument, written in the other gender, is a noun in apposition and
        /// does not agree: the app wrote its phrase agreeing, so a word that disagrees is no adjective of the head
        /// (*referência multibanco*, *carro bomba*; were *referência multibanca*, *carro bombo*).
        func isNounInApposition(_ n: Int) -> Bool {
            guard let h = headOrder, let argument = tokens[order[n]].argumentIndex,
                  tokens[order[h]].argumentIndex == argument, tokens[order[n]].declared == nil,
                  facts(n).classes.isNoun, !factsAsWritten(h).classes.nounTakesEitherGender,
                  let headGender = factsAsWritten(h).gender.gender,
                  let written = factsAsWritten(n).adjectiveNow.gender else { return false }
            return written != headGender
        }
        func verbEvenIfNoun(_ n: Int) -> PortugueseVerbs.Form? {
            tokens[order[n]].declared == nil && tokens[order[n]].argumentIndex == nil
                ? PortugueseVerbs.parse(lowered(n), lexicon: words.lexicon, allowLexicon: true, evenIfNoun: true) : nil
        }
        /// Whether the `n`th word is the verb by its place: a word the lexicon also reads as a verb's third person
        /// (*visita*, *procura*), right before an article — no noun or adjective stands there.
        func isVerbBeforeArticle(_ n: Int) -> Bool {
            n + 1 < order.count && closedClass(n + 1)?.determiner != nil && verbEvenIfNoun(n) != nil
        }
        /// Whether the `n + 1`th word is the verb whose subject the `n`th is (``VerbAfterSubject``).
        func isVerbAfter(_ n: Int) -> Bool {
            guard n + 1 < order.count, let candidate = facts(n + 1).classes.verbAfterSubject else { return false }
            var subjects = VerbAfterSubject.Subjects()
            addSubject(n, to: &subjects)
            return subjects.precede(candidate) && verbEvenIfNoun(n + 1) != nil
        }
        /// Adds the `n`th word, a content word, to the subjects a word after it may have.
        func addSubject(_ n: Int, to subjects: inout VerbAfterSubject.Subjects) {
            let word = facts(n)
            subjects.add(tokens[order[n]], hasNounReading: word.classes.isNoun, isUnknown: !word.classes.isKnown,
                         hasAdjectiveReading: word.classes.isAdjective, genderAsWritten: word.adjectiveNow.gender)
        }
        /// Whether the `n`th word, a preposition with its article, stands right after the count and the whole after
        /// it is written (not an argument: *2 dos %@* is read as the counted noun, whose written plural is unknown).
        func opensWrittenPartitive(_ n: Int) -> Bool {
            guard tokens[order[n]].argumentIndex == nil, phrase.followsNumber(order[n]), n + 1 < order.count else { return false }
            var whole = n + 1
            // (A determiner may stand before the whole: *das suas fotos*.)
            if tokens[order[whole]].argumentIndex == nil, closedClass(whole)?.determiner != nil, whole + 1 < order.count {
                whole += 1
            }
            return tokens[order[whole]].kind == .number || tokens[order[whole]].argumentIndex == nil
        }
        /// Whether the `n`th word, after the head's complement of *de* and bare nouns, is a participle of the head: a
        /// written word the lexicon reads as a participle and not as a verb's finite form, in the head's gender as
        /// written (*2 copos de água gelada*: *gelada* describes the water, not the glasses).
        func participleDescribesHead(_ n: Int) -> Bool {
            guard let h = headOrder, tokens[order[n]].declared == nil, closedClass(n) == nil else { return false }
            let c = facts(n).classes
            guard c.hasParticiple, c.verb == nil else { return false }
            guard let written = factsAsWritten(n).adjectiveNow.gender, let headGender = factsAsWritten(h).gender.gender else { return true }
            return written == headGender
        }
        /// The pronoun written after token `i` and a hyphen (*encontra-se*), if any.
        func encliticAfter(_ i: Int) -> String? {
            guard i + 2 < tokens.count, tokens[i + 1].text == "-", tokens[i + 2].kind == .word else { return nil }
            let pronoun = tokens[i + 2].text.lowercasedFast()
            return enclitics.contains(pronoun) ? pronoun : nil
        }
        enum State { case before, after, complement, predicate }
        var cliticAt = -2 // the position of the last clitic pronoun read as one
        var leadingWords = 0 // the prepositions and conjunctions the span opens with
        // The word before opens the span with a verb whose subject the noun phrase after the count is, or is a
        // participle or adjective after one (*Foram encontrados 2*).
        var leadingPredicate = false
        let openingCount = phrase.openingCount
        // A subject and its verb written before the count (*A pasta contém 2 itens*): they agree with nothing.
        let subjectAndVerb = openingCount.flatMap { c in
            Self.subjectAndVerbEnd(beforeCount: c, order: order, closedClass: closedClass, tokens: tokens) { n in
                closedClass(n)?.tableVerb ?? facts(n).classes.verb
            }
        }
        var state = State.before
        // The argument whose own preposition opened the complement (*casa de banho*), if one did.
        var complementArgument: Int?
        // The head and the words after it, as subjects of a word that may be the verb after them (``VerbAfterSubject``).
        var subjects = VerbAfterSubject.Subjects()
        // After the head and *de*, the bare nouns of its complement read so far (nil when no such complement is open).
        var nounsAfterDe: Int?
        for n in order.indices {
            let i = order[n]
            // (The token's fields are read in place: a copy of the token retains its three strings.)
            let argumentIndex = tokens[i].argumentIndex
            let isDeclared = tokens[i].declared != nil
            let declaredPartOfSpeech = tokens[i].declared?.partOfSpeech
            if let end = subjectAndVerb, n <= end {
                p.assign(.preposition, to: i)
                leadingWords += 1
                continue
            }
            // A complement the argument brings ends with it: the template's words after it describe the whole
            // argument, whose head is its first noun (`os %lld %@ selecionados` + *casa de banho* → *selecionadas*).
            if let a = complementArgument, state != .complement || argumentIndex != a {
                if state == .complement { state = .after }
                complementArgument = nil
            }
            if tokens[i].kind == .number {
                p.assign(state == .before ? .number : .other, to: i)
                continue
            }
            // (The word lower-cased is read through `lowered(n)` where a rule needs it: most words never do.)
            var closed = closedClass(n)
            // Right after the count or a determiner, *bem* and *mal* are the counted noun (see `countableAdverbs`;
            // *os bens comuns*), not closed-class words (they are nothing else in the table).
            if closed?.isCountableAdverb == true,
               phrase.followsNumber(i) || n > 0 && closedClass(n - 1)?.determiner != nil { closed = nil }
            let hasNext = n + 1 < order.count
            // A word right after an apostrophe or hyphen token belongs to a written elision (d’água): leave it.
            switch state {
            case .before:
                if n == leadingWords, hasNext, argumentIndex == nil, !isDeclared, closed?.determiner == nil,
                   closed?.isPreposition == true || openingCount.map({ i < $0 }) == true {
                    // A preposition or conjunction that opens the span (*de 2 arquivos*, *e 2 outros*), or any word
                    // but a determiner before the count (*mais de 2*, *só 2*, *Você tem 2*), agrees with nothing, and
                    // the noun phrase follows it — but for the verb whose subject that noun phrase is, and a
                    // participle or adjective after it.
                    leadingWords += 1
                    let beforeCount = closed?.isPreposition != true && closed?.isAdverb != true && openingCount.map({ i < $0 }) == true
                    // (A copula is a word of the table; the lexicon is asked for the verb only when a reading says so.)
                    if beforeCount, let v = closed?.tableVerb.flatMap({ PortugueseVerbs.serEstar.contains($0.singular) ? $0 : nil })
                        ?? (facts(n).classes.takesSubjectAfter ? verbEvenIfNoun(n) : nil) {
                        // A copula (*Foram encontrados 2*, *Estão disponíveis 2*) and a verb whose subject follows
                        // it (*Faltam 2 dias*, *Restam 2*) agree with the noun phrase after the count: it is their
                        // subject. Another verb's subject is someone else (*Você tem 2*, *Há 2*).
                        p.assign(.verb(v), to: i)
                        leadingPredicate = true
                    } else if beforeCount, leadingPredicate, closed == nil, facts(n).classes.isAdjective, facts(n).classes.verb == nil {
                        // The participle or adjective after such a verb agrees with the subject too.
                        p.assign(.adjective, to: i)
                    } else {
                        p.assign(.preposition, to: i)
                        // An adverb leaves the verb and its participle together (*Foram já removidos 2*).
                        if closed?.isAdverb != true { leadingPredicate = false }
                    }
                } else if n > 0, argumentIndex == nil, closed?.isPreposition == true, closed?.determiner == nil {
                    // A preposition after the determiners and count ends the noun phrase (it is never its head).
                    p.assign(.preposition, to: i)
                    state = .complement
                } else if !isDeclared, closed?.determiner?.preposition != nil, opensWrittenPartitive(n) {
                    // A preposition with its article right after the count opens a partitive (*1 das suas fotos*,
                    // *2 dos arquivos*): the noun phrase after it names the whole, and keeps its number.
                    p.assign(.preposition, to: i)
                    state = .complement
                } else if closed == nil, !isDeclared, argumentIndex == nil, !p.numbers.isEmpty, let v = facts(n).classes.verb {
                    // A word that is only a verb after a bare count has the count for its subject (*2 falharam*,
                    // *1 expirou*; was *2 falhous*, read as the counted noun).
                    p.assign(.verb(v), to: i)
                    state = v.isCopula ? .predicate : .complement
                } else if !isDeclared, hasNext, closed?.isInvariableDeterminer == true {
                    // *cada*: never agrees, and the noun follows it (was *cada fota*, *cada* taken for the noun).
                    p.assign(.other, to: i)
                } else if !isDeclared, hasNext, closed?.isAdverb == true, !facts(n + 1).classes.isNounOnly {
                    // muito bom, tão pequeno: an adverb before an adjective does not agree.
                    p.assign(.adverb, to: i)
                } else if declaredPartOfSpeech == nil || declaredPartOfSpeech == .determiner,
                   let d = closed?.determiner, hasNext, argumentIndex == nil || !p.followsDeterminer(n) {
                    // (An argument after a count or a determiner is the noun: *2 pelos de gato*.)
                    p.assign(.determiner(d), to: i)
                } else if declaredPartOfSpeech == .adjective && hasNext {
                    p.assign(.adjective, to: i)
                } else if !isDeclared, hasNext,
                          // pequenas mãos, nova mensagem: an adjective-only word before a noun, or a word that is
                          // also an adjective (and not mainly a noun) before a word that is mainly a noun (*um bom
                          // %@* with *ideia*, *o novo %@* with *nota*; not before a preposition that the lexicon also
                          // lists as a noun: *o norte sobre o mapa*). So is an adjective whose noun takes either gender
                          // (a nominalised adjective: *o melhor*, *a melhor*) before a noun of its own gender: the noun
                          // after it is the head (*2 melhores amigos*, was *2 melhores amigas*: *melhor* read as the
                          // feminine noun).
                          facts(n).classes.isAdjectiveOnly ? factsAsWritten(n + 1).classes.isNoun && !isParticipleArgumentBeforeAdjective(n)
                                                           : facts(n).classes.isAdjective && (!facts(n).classes.isMainlyNoun
                                                             && facts(n + 1).classes.isMainlyNoun
                                                             || facts(n).classes.nounTakesEitherGender
                                                             && factsAsWritten(n + 1).classes.isNoun
                                                             && !factsAsWritten(n + 1).classes.nounTakesEitherGender
                                                             && p.agreesWithDeterminerBefore(n, factsAsWritten(n + 1).gender.gender)),
                          closedClass(n + 1)?.isPreposition != true,
                          // (*2 comidas procuram o fogo*: not before the verb, which only looks like a noun; nor, for
                          // a word that is also a noun, before a word that reads as the verb after it: *2 usuários
                          // buscam ajuda*, ``VerbAfterSubject``.)
                          !isVerbBeforeArticle(n + 1), facts(n).classes.isAdjectiveOnly || !isVerbAfter(n) {
                    p.assign(.adjective, to: i)
                } else if declaredPartOfSpeech == nil || declaredPartOfSpeech == .verb,
                          let v = closed?.tableVerb,
                          declaredPartOfSpeech == .verb
                            // Right after a determiner or a count, a word that is also a noun is the noun (*a falta de água*).
                            || (hasNext || !facts(n).classes.isNoun) && !(p.followsDeterminer(n) && facts(n).classes.isNoun) {
                    // está conectado, foram removidos, pode: a span that starts with a verb has no head noun.
                    p.assign(.verb(v), to: i)
                    state = v.isCopula ? .predicate : .complement
                } else if order.count == 1, let d = closed?.determiner {
                    p.assign(.determiner(d), to: i)
                } else if !hasNext, argumentIndex == nil, !isDeclared, let d = closed?.determiner,
                          d.isPossessive || d.isDemonstrative, d.preposition == nil, p.followsDeterminer(n) {
                    // A possessive or demonstrative ending the span after an article is a determiner of the noun
                    // after the span, not a noun (`^[O seu](agreeWithArgument: 1) %@` + *encomenda* → *A sua
                    // encomenda*; were *O seu encomenda*, and *A teia*, *teu* read as a noun).
                    p.assign(.determiner(d), to: i)
                } else {
                    p.assign(.head, to: i)
                    p.head = i
                    headOrder = n
                    state = .after
                    addSubject(n, to: &subjects)
                }
            case .after, .predicate:
                let determiner = closed?.determiner
                let enclitic = encliticAfter(i)
                if i > 0, tokens[i - 1].text == "-", enclitics.contains(lowered(n)) {
                    // *encontra-se*: the pronoun after the verb's hyphen never agrees.
                    p.assign(.other, to: i)
                } else if closed?.isClitic == true, hasNext, tokens[order[n + 1]].argumentIndex == nil,
                          lowered(n) != "se" || verbEvenIfNoun(n + 1) != nil {
                    // *se perdeu*, *te espera*: a clitic pronoun never agrees; the verb after it still does. (Before an
                    // argument, the noun the app names, *nos* is the preposition with its article: *2 fotos nos %@*.)
                    p.assign(.other, to: i)
                    cliticAt = n
                } else if cliticAt == n - 1 || enclitic != nil, let v = verbEvenIfNoun(n) {
                    p.assign(.verb(v), to: i)
                    // With the reflexive *se* the verb links its subject to what follows, as a copula does
                    // (*se encontram disponíveis*, *mantém-se fechadas*).
                    let reflexive = cliticAt == n - 1 ? lowered(n - 1) == "se" : enclitic == "se"
                    state = v.isCopula || reflexive ? .predicate : .complement
                } else if closed?.joinsAdjectives == true, n > 0, case .adjective = p.rolesInOrder[n - 1], hasNext,
                   tokens[order[n + 1]].declared == nil, closedClass(n + 1) == nil,
                   facts(n + 1).classes.isAdjective {
                    // *e* / *ou* between two adjectives: the second agrees too (*buscas globais e lindas*).
                    p.assign(.other, to: i)
                } else if closed?.isPreposition == true || determiner?.preposition != nil {
                    p.assign(.preposition, to: i)
                    nounsAfterDe = state == .after && determiner == nil && lowered(n) == "de" ? 0 : nil
                    state = .complement
                    complementArgument = argumentIndex
                } else if closed?.isAdverb == true || facts(n).endsInMente
                            || !isDeclared && facts(n).classes.isGerund {
                    // (A gerund never agrees either: *estão digitando*, *sendo enviados*.)
                    p.assign(.adverb, to: i)
                } else if let v = facts(n).classes.verb {
                    p.assign(.verb(v), to: i)
                    state = v.isCopula ? .predicate : .complement
                } else if determiner == nil, isVerbBeforeArticle(n) || facts(n).classes.verbAfterSubject.map(subjects.precede) == true,
                          let v = verbEvenIfNoun(n) {
                    // A word that is also a noun (*visita*, *acha*), after the subject and before an article, is
                    // the verb: no noun or adjective stands there (*2 ministros visitam a organização*); so is one
                    // that is no adjective and whose verb is about as frequent as its noun, after its subject
                    // (*2 pessoas esperam*, ``VerbAfterSubject``).
                    p.assign(.verb(v), to: i)
                    state = v.isCopula ? .predicate : .complement
                } else if determiner != nil {
                    p.assign(.other, to: i)
                    state = .complement
                } else if isNounInApposition(n) {
                    p.assign(.other, to: i)
                } else {
                    p.assign(.adjective, to: i)
                    addSubject(n, to: &subjects)
                }
            case .complement:
                if let nouns = nounsAfterDe {
                    nounsAfterDe = nil
                    if closed == nil, !isDeclared, facts(n).classes.isNoun, !facts(n).classes.hasParticiple {
                        // *cadeira de **criança***: a bare noun of the head's complement.
                        nounsAfterDe = nouns + 1
                        p.assign(.other, to: i)
                        continue
                    }
                    if nouns > 0, participleDescribesHead(n) {
                        // A participle after the head's complement of *de* and bare nouns describes the head, as in
                        // French (*2 cadeiras de criança adicionadas*; was *adicionada*): the complement names a kind,
                        // not a thing that could be added.
                        p.assign(.adjective, to: i)
                        state = .after
                        continue
                    }
                }
                if n > 0, case .verb = p.rolesInOrder[n - 1], PortugueseVerbs.copulaNonFinite.contains(lowered(n)) {
                    // *pode ser*, *tinham sido*, *poderão estar*: the verb goes on in a copula, and the participle
                    // or adjective after it agrees with the subject (*2 fotos podem ser eliminadas*).
                    p.assign(.other, to: i)
                    state = .predicate
                } else if let v = closed?.tableVerb
                            ?? (closed == nil && !isDeclared && argumentIndex == nil && p.verbs.isEmpty ? facts(n).classes.verb : nil),
                          !(n > 0 && closedClass(n - 1)?.isPreposition == true) {
                    // A verb of the table, or a word that is only a verb, ends the complement (*1 das fotos falhou*); the
                    // latter only when no verb came before (*viram que o arquivo falhou*: another subject).
                    // (Right after a preposition a word is no finite verb: *de veio*, *de tinha*.)
                    p.assign(.verb(v), to: i)
                    state = v.isCopula ? .predicate : .complement
                } else {
                    p.assign(.other, to: i)
                }
            }
        }
        if let h = p.head, let n = headOrder {
            p.headIsAdjective = isAdjectiveHead(declared: tokens[h].declared?.partOfSpeech, lowered: lowered(n), classes: facts(n).classes, alone: order.count == 1,
                                                bare: p.determiners.isEmpty && p.numbers.isEmpty && !numberOnly)
            p.headWord = factsAsWritten(n)
        }
        // (Kept last: the reading no longer needs its own copies.)
        p.order = order
        p.wordFacts = known
    }

    /// Whether the head word is an adjective or participle rather than a noun: declared, known to the lexicon
    /// only as an adjective, or — for unknown words — a *bem-*/*mal-* compound, or a word standing alone with
    /// a masculine participle ending (*Obrigado*, *Registrado*; feminine *-ada* words are too often nouns).
    /// `bare`: no determiner or number before the head; a word the lexicon lists as noun and adjective with
    /// the same frequency is then the adjective (*Pronto!* greets or describes someone; *o pronto* needs an
    /// article to be the noun). `declared`: the part of speech declared on the token, if any; `lowered`: the token's text
    /// lower-cased (made only for a word the lexicon does not know); `classes`: what the lexicon says it is.
    static func isAdjectiveHead(declared: PartOfSpeech?, lowered: @autoclosure () -> String,
                                classes: @autoclosure () -> PortugueseWordClasses, alone: Bool, bare: Bool = false) -> Bool {
        if let pos = declared { return pos == .adjective || pos == .verb }
        let c = classes()
        if c.isKnown {
            // Participles read as adjectives (ocupado, registrado); otherwise a noun reading at least as
            // frequent wins (tocador, pequeno: o pequeno still agrees through its adjective forms).
            if c.hasParticiple { return true }
            guard let a = c.topAdjectiveFrequency else { return false }
            guard let n = c.topNounFrequency else { return true }
            return a > n || (bare && a == n)
        }
        let w = lowered()
        if let parts = PortugueseNouns.compoundParts(w), ["bem", "mal", "recém"].contains(parts[0]) { return true }
        return alone && ["ado", "ido", "ados", "idos"].contains { w.hasSuffixFast($0) } && w.count > 4
    }

    /// Gender, number, part of speech and definiteness of the head of `phrase`.
    static func analyze(_ written: Phrase, context: AgreementContext) -> PhraseAnalysis {
        var analysis = PhraseAnalysis()
        var phrase = written
        joinCompounds(&phrase)
        let words = PortugueseWordFacts(lexicon: context.lexicon, locale: context.locale)
        let p = parse(phrase, words: words)
        var m = InflectionMorphology()
        let determiner = p.determiners.first.flatMap { i -> PortugueseDeterminer? in
            if case .determiner(let d)? = p.role(of: i) { return d }; return nil }
        if let d = determiner {
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
            // (The slot's description is a long text: built only for the trace.)
            if context.recordsTrace { analysis.facts = [TraceFact(word, "pronoun", slot.description, source: .grammar)] }
            return analysis
        }
        let facts = p.headWord ?? words.word(word)
        let nounGender = token.declared?.grammaticalGender != nil
            ? PortugueseGender.of(noun: word, declared: token.declared, lexicon: context.lexicon, locale: context.locale) : facts.gender
        let now = facts.adjectiveNow
        if p.headIsAdjective, now.gender != nil || nounGender.source == .guess || nounGender.gender == nil {
            m.partOfSpeech = .adjective
            m.grammaticalGender = now.gender
            m.number = now.plural ? .plural : .singular
        } else {
            // A noun, or a word whose adjective form says no gender (restaurante, geral) but whose noun does.
            let g = nounGender
            // The facts are the trace's: without one, no array is made for them.
            let keepsFacts = context.recordsTrace
            if keepsFacts { analysis.facts.reserveCapacity(2) } // gender and number: one allocation, not one per fact
            m.partOfSpeech = .noun
            m.grammaticalGender = g.gender
            if keepsFacts, let f = g.fact { analysis.facts.append(f) }
            // A noun of either gender (*estudante*) is what its determiner says (*a estudante*: feminine), as in
            // Spanish, French and Italian.
            if g.gender == nil, g.source != .guess, let dg = determiner?.gender {
                m.grammaticalGender = dg
                if keepsFacts { analysis.facts.append(TraceFact(word, "grammaticalGender", dg.rawValue + " (its determiner)", source: .grammar)) }
            }
            if g.source == .guess { analysis.guessed.insert("grammaticalGender") }
            let n = facts.number
            m.number = n.plural ? .plural : .singular
            if keepsFacts { analysis.facts.append(TraceFact(word, "number", n.plural ? "other" : "one", source: n.source)) }
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
        // Most spans have no hyphen: then there is nothing to join, and the tokens need not be copied.
        guard phrase.tokens.indices.contains(where: { phrase.tokens[$0].kind == .punctuation && phrase.tokens[$0].text == "-" })
        else { return }
        // A verb and the pronoun after its hyphen (*encontra-se*, *espera-te*) are two words, not a compound.
        // (The last element is cut from the bytes where they cut as the characters do: ``HyphenatedParts``.)
        phrase.joinHyphenatedWords { compound in
            guard let last = HyphenatedParts.last(of: compound) else { return true }
            return !enclitics.contains(last.lowercasedFast())
        }
    }

    /// Pronouns written after a verb and a hyphen (*encontra-se*, *espera-te*, *vê-lo*). (A ``WordSet``: asked of
    /// every hyphenated word and of the words after a hyphen.)
    static let enclitics = WordSet(["me", "te", "se", "lhe", "lhes", "nos", "vos", "o", "a", "os", "as",
                                    "lo", "la", "los", "las", "no", "na", "nas"])
}
