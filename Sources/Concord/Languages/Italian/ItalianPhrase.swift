/// The structure Concord reads in an Italian span: determiners, a count, the head noun, the adjectives that
/// agree with it, verbs and predicative words, and where a prepositional phrase begins (whose words are left
/// alone: *Benvenuto in Note*).
struct ItalianStructure {
    enum Role: Equatable {
        case determiner(ItalianDeterminer)
        case preposition
        case number
        case verb
        case pronoun
        /// A noun, adjective or participle.
        case content
    }

    /// Role of each word or number token that takes part, by token index (nil for the others).
    var roles: [Role?] = []
    /// Word and number tokens of the noun phrase, in token order.
    var nounPhrase = SmallIndices()
    /// Content words after a verb: predicative adjectives and participles (*è stato eliminato*).
    var predicate = SmallIndices()
    var verbs = SmallIndices()
    /// The head: a noun, or a number used as a noun (*al 2*).
    var head: Int?
    var headIsNumber = false
    /// A number counting the head (*2 case*).
    var count: Int?

    /// The lexicon facts of the words read, with their token index: appended while reading the tokens in order, so
    /// ordered by index, one entry per index (a span of adjectives has one per word).
    var wordFacts: [(index: Int, facts: ItalianWordFacts)] = []

    /// The facts of the word token at `i`: those found while reading while its text is unchanged, else looked up.
    func facts(at i: Int, in phrase: Phrase, lexicon: Lexicon) -> ItalianWordFacts {
        knownFacts(at: i, in: phrase) ?? ItalianWordFacts.of(phrase.tokens[i].text, lexicon)
    }

    /// The facts of the word token at `i` found while reading, if its text is unchanged.
    func knownFacts(at i: Int, in phrase: Phrase) -> ItalianWordFacts? {
        // A binary search: asked once per word that agrees, a linear one made long spans quadratic.
        // (The search written out over the list itself: a closure reading the structure copies it.)
        var low = 0, high = wordFacts.count
        while low < high {
            let middle = (low + high) / 2
            if wordFacts[middle].index < i { low = middle + 1 } else { high = middle }
        }
        guard low < wordFacts.count, wordFacts[low].index == i else { return nil }
        let k = low
        let known = wordFacts[k].facts
        guard ExactText(known.word) == ExactText(phrase.tokens[i].text) else { return nil }
        return known
    }

    /// Whether the token at `i` is in the noun phrase: a binary search, as the noun phrase is read in token order
    /// (asked once per word that agrees, a linear search made long spans quadratic).
    func nounPhraseContains(_ i: Int) -> Bool {
        var low = 0, high = nounPhrase.count
        while low < high {
            let middle = (low + high) / 2
            if nounPhrase[middle] < i { low = middle + 1 } else { high = middle }
        }
        return low < nounPhrase.count && nounPhrase[low] == i
    }

    /// ``ItalianPhrase/nounScore(_:lexicon:)`` of the token at `i`.
    func nounScore(at i: Int, in phrase: Phrase, lexicon: Lexicon) -> Int {
        // (Read in place through the buffer: reading the declared features off an element copies the whole token.)
        if let pos = phrase.tokens.withUnsafeBufferPointer({ $0[i].declared?.partOfSpeech }) { return pos == .noun ? 4 : 0 }
        return facts(at: i, in: phrase, lexicon: lexicon).nounScore
    }

    /// The determiners and the content words of the noun phrase, in order (set once the span is read).
    var determiners = SmallIndices()
    var contents = SmallIndices()
    /// Adjectives of the noun phrase and predicative words, i.e. everything that agrees with the head.
    var agreeing: SmallIndices {
        // (A loop rather than `filter`: its closure reading the structure copied it.)
        var agreeing = SmallIndices()
        for k in contents.indices where contents[k] != head { agreeing.append(contents[k]) }
        for k in predicate.indices { agreeing.append(predicate[k]) }
        return agreeing
    }

    func determiner(at i: Int) -> ItalianDeterminer? {
        if case .determiner(let d) = roles[i] { return d }
        return nil
    }
}

enum ItalianPhrase {
    static let prepositions = WordSet([
        "di", "a", "da", "in", "con", "su", "per", "tra", "fra", "ad", "senza", "verso",
        "contro", "dopo", "durante", "sotto", "sopra", "dentro", "dietro", "oltre", "presso", "tramite", "mediante",
        "entro", "attraverso",
    ])
    static let conjunctions = WordSet(["e", "ed", "o", "od", "ma", "che"])
    /// The postposition *fa* ('ago'), after a length of time (*2 ore fa*): elsewhere a form of *fare*.
    static let postpositions = WordSet(["fa"])
    /// The forms of *tutto*, which stand before an article and agree with its noun (*tutte le foto*).
    static let predeterminers = WordSet(["tutto", "tutta", "tutti", "tutte"])
    /// The conjunctions that join two adjectives of one noun (*rivolte e gratuite*).
    static let joinsAdjectives = WordSet(["e", "ed", "o", "od"])
    /// The adverbs that are also count nouns (*il bene*, *i beni*; *il male*, *i mali*): right after the count or a
    /// determiner they are the counted noun (*2 beni nuovi*, *i beni comuni*), anywhere else the adverb (*ben fatto*,
    /// *molto bene*, *fatto male*).
    static let countableAdverbs = WordSet(["bene", "male"])
    /// Adverbs that stand before an adjective or participle and never agree (*molto bella*, *non letto*);
    /// *molto*, *poco*, *troppo*, *tanto* before a noun are quantifiers and do agree (*molte case*).
    static let adverbs = WordSet([
        "non", "molto", "poco", "troppo", "tanto", "più", "meno", "così", "assai", "già", "ancora", "sempre", "mai",
        "ben", "bene", "male", "quasi", "appena", "abbastanza", "piuttosto", "davvero", "proprio", "tutto",
    ])
    /// Forms of *essere*, *stare*, *diventare*, *sembrare*, *restare*, *rimanere* that are not third-person pairs:
    /// what follows them is predicative and agrees with the subject (*essere pronta*, *sei stata invitata*, where
    /// the participle *stato* agrees too).
    static let linkingVerbs = WordSet([
        "essere", "stare", "diventare", "sembrare", "restare", "rimanere", "sei", "siamo", "siete", "ero", "eri",
        "eravamo", "eravate", "sarò", "sarai", "saremo", "sarete", "sono",
        "divento", "diventi", "diventa", "diventano", "sembra", "sembrano", "resta", "restano", "rimane", "rimangono",
    ])
    /// Adverbs that modify a count (*solo 2*, *almeno 2*) and never agree, though the lexicon may list them as
    /// adjectives too (*solo*): read as such between a verb the span opens with and its count (*Rimangono solo 2 ore*).
    static let countAdverbs = WordSet(["solo", "soltanto", "almeno", "circa"])
    /// Adjectives that usually stand before their noun (*il nuovo direttore*, *un vecchio amico*): when they
    /// and the next word could both be the noun, the next word is.
    static let prenominalAdjectives = WordSet([
        "nuovo", "vecchio", "giovane", "bello", "buono", "cattivo", "grande", "piccolo", "primo", "ultimo", "altro",
        "stesso", "caro", "lungo", "breve", "vero", "prossimo", "solo", "unico", "brutto", "grosso", "povero",
    ])


    /// Glues an elided word to its apostrophe (`l` + `’` → `l’`), so it reads as one determiner.
    static func mergeElisions(_ phrase: inout Phrase) {
        // Without punctuation there is no apostrophe to glue (and the tokens need not be walked in place).
        guard phrase.hasPunctuation else { return }
        var i = 0
        while i + 2 < phrase.tokens.count + 1 && i + 1 < phrase.tokens.count {
            // (The tokens are read in place: a copy of each would retain all its texts.)
            if phrase.tokens[i].kind == .word, phrase.tokens[i + 1].kind == .punctuation, let c = phrase.tokens[i + 1].text.first,
               ItalianSounds.apostrophes.contains(c), ItalianArticles.isElidable(phrase.tokens[i].text), i + 2 < phrase.tokens.count,
               phrase.tokens[i + 2].kind == .word || phrase.tokens[i + 2].kind == .number {
                let a = phrase.tokens[i + 1]
                phrase.tokens[i].text += a.text
                phrase.tokens[i].original += a.original
                phrase.tokens.remove(at: i + 1)
            }
            i += 1
        }
    }

    /// Whether a content word reads as a noun: declared noun, a noun in the lexicon, or (unknown) not shaped
    /// like a participle or adjective.
    /// 4 declared noun, 3 noun only, 2 noun or adjective, 1 unknown, 0 unknown but adjective-shaped,
    /// -1 a known adjective.
    static func nounScore(_ token: Token, lexicon: Lexicon) -> Int {
        if let pos = token.declared?.partOfSpeech { return pos == .noun ? 4 : 0 }
        return ItalianWordFacts.of(token.text, lexicon).nounScore
    }

    /// `nounScore` of the lower-case word `w` when nothing is declared, worked out (memoized in ``ItalianWordFacts``).
    static func derivedNounScore(_ w: String, lexicon: Lexicon) -> Int {
        if ItalianAdjectives.shortForms[w] != nil { return -1 }
        let readings = lexicon.readings(of: w)
        let noun = readings.contains { $0.entry.isNoun }
        let adjective = readings.contains { $0.entry.isAdjective }
        if noun && !adjective { return 3 }
        if noun { return 2 }
        if adjective || !readings.isEmpty { return -1 }
        return ItalianGenderGuess.looksAdjectival(w) ? 0 : 1
    }

    /// Whether `text` (the text before a span) ends with a determiner and a space, or with an elided one (*l’*).
    static func endsWithDeterminer(_ text: String) -> Bool {
        // (The longest determiners, *quell’*, *ciascuna*, are eight bytes.)
        TextBeforeSpan.lastWord(of: text, maxBytes: 12, elided: true).map { ItalianArticles.determiner($0) != nil } ?? false
    }

    /// Whether `text` (the text before a span) ends with a copula or linking verb and a space (*è*, *sono*, *sei*):
    /// the span after it is predicative.
    static func endsWithCopula(_ text: String) -> Bool {
        guard let w = TextBeforeSpan.lastWord(of: text, maxBytes: 12) else { return false }
        return ItalianWordClass.of(lower: w).isLinkingVerb || ItalianVerbs.pair(of: w).map { ItalianVerbs.copulas.contains($0.singular) } == true
    }

    /// The index of the next word token after `i`, if any (an index, not the token: a copy of it would retain all
    /// its texts).
    static func nextWord(after i: Int, in tokens: [Token]) -> Int? {
        var j = i + 1
        while j < tokens.count {
            if tokens[j].kind == .word { return j }
            j += 1
        }
        return nil
    }

    /// The last token of what is written before the count at `c` and agrees with nothing, when a verb stands there;
    /// nil when the span does not open with a subject or a prepositional phrase before a verb.
    ///
    /// A subject and its verb (*La cartella contiene 2 elementi*, *Il file è stato scaricato 2 volte*, *%@ ha
    /// condiviso 2 foto*): the count counts the noun after them, an object or a complement, and the subject and its
    /// verb keep their form (they became *Le cartelle contengono 2 elemente*, the count's noun agreeing with the
    /// subject). The words right before the count that belong to its noun phrase are not part of it (determiners,
    /// *tutti*, prepositions, adverbs: *tra 2 giorni*, *almeno 2*, *questi 2*). The subject is an argument or opens
    /// with a determiner without a preposition; a span opening with anything else reads as before (*Ci sono 2*,
    /// *Hai 2*, *Oggi sono stati eliminati 2*).
    ///
    /// A prepositional phrase (*Nella cartella ci sono 2 elementi*), or a determiner whose number is not that of the
    /// verb of the table after it (*Questa settimana sono stati eliminati 2 file*), is no subject: the words before
    /// the verb agree with nothing, and the verb, the count's (``read(_:lexicon:loneDeterminerIsWord:determinerBefore:)``
    /// reads it as a verb before the count).
    static func subjectAndVerbEnd(beforeCount c: Int, in phrase: Phrase, isVerb: (Token) -> Bool) -> Int? {
        let tokens = phrase.tokens
        var end = c
        while let p = phrase.previousWord(before: end), tokens[p].kind == .word, tokens[p].argumentIndex == nil,
              tokens[p].declared == nil {
            let w = tokens[p].text.lowercasedFast()
            let closed = ItalianWordClass.of(lower: w)
            guard closed.determiner != nil || closed.isPredeterminer || closed.isPreposition || closed.isAdverb
                || countAdverbs.contains(w) else { break }
            end = p
        }
        guard let last = phrase.previousWord(before: end),
              let first = tokens.firstIndex(where: { $0.kind == .word || $0.kind == .number }), first < last,
              tokens[first].kind == .word, tokens[first].declared == nil else { return nil }
        var subjectNumber: GrammaticalNumber?
        var opensWithPreposition = false
        if tokens[first].argumentIndex == nil {
            let closed = ItalianWordClass.of(lower: tokens[first].text.lowercasedFast())
            if let det = closed.determiner {
                opensWithPreposition = det.preposition != nil
                subjectNumber = det.number
            } else if closed.isPreposition {
                opensWithPreposition = true
            } else {
                return nil
            }
        }
        var verb: Int?
        for j in (first + 1)...last where tokens[j].kind == .word && tokens[j].argumentIndex == nil && isVerb(tokens[j]) {
            verb = j
            break
        }
        guard let v = verb else { return nil }
        if opensWithPreposition { return v - 1 }
        if let n = subjectNumber, let pair = ItalianVerbs.pair(of: tokens[v].text.lowercasedFast()) {
            let verbIsPlural = ExactText(tokens[v].text.lowercasedFast()) == ExactText(pair.plural)
            if verbIsPlural == n.isSingular { return v - 1 }
        }
        return last
    }

    /// Whether the noun phrase read so far in `s` holds a number (a loop: a closure reading the structure while it
    /// is being built copies it).
    private static func hasNumber(in s: ItalianStructure) -> Bool {
        for k in s.nounPhrase.indices where s.roles[s.nounPhrase[k]] == .number { return true }
        return false
    }

    /// Whether `word` ends with the curly apostrophe `’` (told by its last byte first: most words end otherwise).
    static func endsWithCurlyApostrophe(_ word: String) -> Bool {
        word.utf8.last == 0x99 && word.hasSuffixFast("’") // (the last byte of ’, E2 80 99)
    }

    /// Reads the span. `loneDeterminerIsWord`: a span that is one determiner and nothing else is read as a
    /// word (`^[una](inflect: {definiteness: 'definite'})` → *l’una*).
    ///
    /// `determinerBefore`: the text before the span ends with a determiner (`Il ^[%lld è pronto]`), which a number at
    /// the span's start follows as a noun.
    /// `verbBefore`: the span follows a copula (``endsWithCopula(_:)``) or a verb the user is the subject of: its
    /// words are read as after a verb in it, predicative.
    /// `count` empty roles, appended to room made at once (`Array(repeating:count:)` of an optional enum takes the
    /// generic path: an allocation and a loop of value-witness calls).
    private static func noRoles(_ count: Int) -> [ItalianStructure.Role?] {
        var roles: [ItalianStructure.Role?] = []
        roles.reserveCapacity(count)
        for _ in 0..<count { roles.append(nil) }
        return roles
    }

    static func read(_ phrase: Phrase, lexicon: Lexicon, loneDeterminerIsWord: Bool = false, determinerBefore: Bool = false,
                     verbBefore: Bool = false) -> ItalianStructure {
        if loneDeterminerIsWord {
            let items = phrase.wordAndNumberPositions
            if items.count == 1, ItalianArticles.determiner(phrase.tokens[items[0]].text) != nil {
                var s = ItalianStructure()
                s.roles = noRoles(phrase.tokens.count)
                s.roles[items[0]] = .content
                s.nounPhrase = items
                s.contents = items
                s.head = items[0]
                return s
            }
        }
        var s = ItalianStructure()
        s.roles = noRoles(phrase.tokens.count)
        // Room for a fact per token at once: appended one by one, the list grew by reallocating.
        s.wordFacts.reserveCapacity(phrase.tokens.count)
        var afterVerb = verbBefore
        var stopped = false
        var sawContent = false
        // The content words so far, as subjects of a word that may be the verb after them (``VerbAfterSubject``).
        var subjects = VerbAfterSubject.Subjects()
        var contentWords = 0
        let tokens = phrase.tokens
        /// Whether the written word `token` is a verb: a linking verb, or a verb form of the table or the lexicon.
        func isVerbWord(_ token: Token) -> Bool {
            token.kind == .word && token.argumentIndex == nil
                && (ItalianWordClass.of(lower: token.text.lowercasedFast()).isLinkingVerb || ItalianWordFacts.of(token.text, lexicon).isVerb)
        }
        // The last verb of the span, looked for once, when a partitive asks (one pass, however many partitives).
        var lastVerbFound: Int??
        func lastVerb() -> Int? {
            if let found = lastVerbFound { return found }
            let last = tokens.indices.last { isVerbWord(tokens[$0]) }
            lastVerbFound = .some(last)
            return last
        }
        // The words of a partitive's whole before the verb whose subject the count is (*2 dei tuoi file sono
        // pronti*): passed over, as they keep their form, up to that verb.
        var inPartitiveWhole = false
        // Whether the noun after the partitive's preposition at `i` (and its article, after a plain *di*) is written.
        func writtenWhole(after i: Int, isContraction: Bool) -> Bool {
            var j = i + 1
            var skippedDeterminer = isContraction
            while j < tokens.count {
                if tokens[j].kind == .word {
                    if tokens[j].argumentIndex != nil { return false }
                    if !skippedDeterminer, ItalianWordClass.of(lower: tokens[j].text.lowercasedFast()).determiner != nil {
                        skippedDeterminer = true
                    } else {
                        return true
                    }
                }
                j += 1
            }
            return false
        }
        // The words before the count that are no determiner (*fino a 2*, *solo 2*, *più di 2*, *Hai 2*) agree with
        // nothing — but for the verb whose subject the noun phrase after the count is, and the participles after it.
        let openingCount = phrase.openingCount
        // The word before is such a verb, or a participle or adjective after one (*Sono stati trovati 2*).
        var leadingPredicate = false
        // The word before is the *si* of a passive (*Si eliminano 2 file*).
        var afterSi = false
        // A subject and its verb written before the count (*La cartella contiene 2 elementi*): passed over.
        let subjectAndVerb = openingCount.flatMap { ItalianPhrase.subjectAndVerbEnd(beforeCount: $0, in: phrase, isVerb: isVerbWord) }
        // The argument whose own preposition opened a complement (*lista della spesa*): its words are passed over.
        var argumentComplement: Int?
        for i in tokens.indices where tokens[i].kind == .word || tokens[i].kind == .number {
            if stopped { break }
            if let end = subjectAndVerb, i <= end { continue }
            // (The token's fields are read in place: a copy of it would retain all its texts; its declared features
            // through the buffer, as reading them off an element copies the whole token.)
            let declared = tokens.withUnsafeBufferPointer { $0[i].declared }
            if let a = argumentComplement {
                if tokens[i].argumentIndex == a { continue }
                argumentComplement = nil
            }
            if inPartitiveWhole {
                guard isVerbWord(tokens[i]) else { continue }
                inPartitiveWhole = false
            }
            if tokens[i].kind == .number {
                s.roles[i] = .number
                if !afterVerb { s.nounPhrase.append(i) }
                continue
            }
            // The closed classes first: a determiner or a preposition needs no lexicon facts.
            let w = tokens[i].text.lowercasedFast()
            let closed = ItalianWordClass.of(lower: w)
            if let c = openingCount, i < c, s.nounPhrase.isEmpty, tokens[i].argumentIndex == nil, declared == nil,
               closed.determiner == nil, !closed.isPredeterminer {
                // An adverb leaves the verb and its participles together (*Sono già stati eliminati 2*).
                if closed.isAdverb || countAdverbs.contains(w) { continue }
                let passive = afterSi
                afterSi = w == "si"
                guard closed.isOpen || closed.isLinkingVerb else { leadingPredicate = false; continue }
                let facts = ItalianWordFacts.of(tokens[i].text, lexicon)
                if facts.isThirdPersonVerb, passive || facts.isCopula || facts.takesSubjectAfter {
                    // The verb of a passive with *si* (*Si eliminano 2 file*, *Si sono verificati 2 errori*), a verb
                    // whose subject follows it (*Rimangono 2 giorni*, *Mancano 2 passi*) and a copula (*Sono stati
                    // eliminati 2 file*, *Ci sono 2 messaggi*) agree with the noun phrase after the count: it is their
                    // subject. Another verb's subject is someone else (*Hai 2 messaggi*, *Hanno trovato 2 file*).
                    s.wordFacts.append((i, facts))
                    s.roles[i] = .verb
                    s.verbs.append(i)
                    leadingPredicate = true
                } else if leadingPredicate, facts.isAdjective, !facts.isThirdPersonVerb {
                    // The participle or adjective after such a verb (*stati trovati*, *disponibili*) agrees with
                    // the subject too.
                    s.wordFacts.append((i, facts))
                    s.roles[i] = .content
                    s.predicate.append(i)
                } else {
                    leadingPredicate = false
                }
                continue
            }
            // *tutto* before an article agrees with the noun after it (*tutte le foto*); the article still opens
            // the noun phrase.
            if closed.isPredeterminer, !sawContent, !afterVerb, let next = nextWord(after: i, in: tokens),
               ItalianWordClass.of(lower: tokens[next].text.lowercasedFast()).determiner?.isArticle == true {
                s.wordFacts.append((i, ItalianWordFacts.of(tokens[i].text, lexicon)))
                s.roles[i] = .content
                s.nounPhrase.append(i)
                continue
            }
            // A preposition right after the count opens a partitive (*1 delle tue foto*, *2 di questi file*): the noun
            // phrase after it names the whole, and keeps its number — when the whole is written out (not *dei %@*).
            // A verb after the whole has the count for its subject (*2 dei file sono danneggiati*, *1 delle foto è
            // stata eliminata*): the words up to it are passed over, and the count agrees with it as a bare count.
            let isPreposition = closed.isPreposition || closed.determiner?.preposition != nil
            // A complement the argument brings ends with it, and does not end the noun phrase: the template's words
            // after it describe the whole argument, whose head is its first noun (`Il tuo %@ preferito` + *lista della
            // spesa* → *preferita*).
            if isPreposition, sawContent, !afterVerb, let a = tokens[i].argumentIndex, declared == nil {
                argumentComplement = a
                continue
            }
            let opensPartitive = isPreposition && tokens[i].argumentIndex == nil && declared == nil && phrase.followsNumber(i)
                && writtenWhole(after: i, isContraction: closed.determiner?.preposition != nil)
            if opensPartitive, !sawContent, !afterVerb, lastVerb().map({ $0 > i }) == true {
                inPartitiveWhole = true
                continue
            }
            if closed.isPreposition || closed.determiner?.preposition != nil && opensPartitive {
                if sawContent || afterVerb || opensPartitive { stopped = true; break }
                s.roles[i] = .preposition
                continue
            }
            if closed.isConjunction {
                // *e* / *o* between two adjectives after the noun: the second agrees too (*visite rivolte e
                // gratuite*); otherwise a conjunction after the noun phrase ends it.
                if sawContent, !afterVerb, contentWords >= 2, ItalianPhrase.joinsAdjectives.contains(w),
                   let next = nextWord(after: i, in: tokens), tokens[next].declared == nil,
                   ItalianWordClass.of(lower: tokens[next].text.lowercasedFast()).isOpen,
                   [-1, 0, 2].contains(nounScore(tokens[next], lexicon: lexicon)) {
                    continue
                }
                if sawContent { stopped = true }
                continue
            }
            // *bene*, *male* are the counted noun right after the count or a determiner (*2 beni*, *il bene
            // comune*); anywhere else the adverb, which never agrees (*fatto male*: not *malo*'s plural).
            let countable = ItalianPhrase.countableAdverbs.contains(w)
            // (No closure reads `s`: one reading the structure while it is a variable copies it.)
            var countedNoun = countable && phrase.followsNumber(i)
            if countable, !countedNoun, let p = phrase.previousWord(before: i) { countedNoun = s.determiner(at: p) != nil }
            if countable, !countedNoun, declared == nil { continue }
            // Before an adjective, a participle or another adverb it modifies (*molto bella*, *molto bene*: *bene*
            // is a noun too, but not after an adverb).
            if closed.isAdverb, declared == nil, let next = nextWord(after: i, in: tokens),
               nounScore(tokens[next], lexicon: lexicon) < 3 || w == "non" || ItalianPhrase.adverbs.contains(tokens[next].text.lowercasedFast()),
               !countedNoun {
                continue
            }
            if closed.isLinkingVerb, declared == nil, nextWord(after: i, in: tokens) != nil {
                s.roles[i] = .verb
                s.verbs.append(i)
                afterVerb = true
                continue
            }
            if let det = closed.determiner, sawContent || afterVerb, det.isArticle { stopped = true; break }
            if var det = closed.determiner, !afterVerb {
                var afterDeterminer = false
                if let last = s.nounPhrase.last { afterDeterminer = s.determiner(at: last) != nil }
                if case .possessive("loro") = det.kind, !afterDeterminer {
                    s.roles[i] = .pronoun
                    continue
                }
                if det.preposition == nil, det.isArticle || det.kind == .quello || det.kind == .questo, endsWithCurlyApostrophe(w) {
                    det.elided = true
                }
                s.roles[i] = .determiner(det)
                s.nounPhrase.append(i)
                continue
            }
            if closed.isPronoun && closed.determiner == nil {
                s.roles[i] = .pronoun
                continue
            }
            // A postposition ending the span after a counted noun agrees with nothing (*2 minuti fa*; was *fanno*).
            if postpositions.contains(w), declared == nil, tokens[i].argumentIndex == nil, sawContent, !afterVerb,
               phrase.nextWord(after: i) == nil, hasNumber(in: s) {
                continue
            }
            let facts = ItalianWordFacts.of(tokens[i].text, lexicon)
            // An adverb in -mente the lexicon does not list (*recentemente*) never agrees.
            if (0...1).contains(facts.nounScore), declared == nil, w.hasSuffixFast("mente"), w.count > 6 { continue }
            // Nor does a gerund (*stanno scrivendo*).
            if facts.isGerund, declared == nil { continue }
            s.wordFacts.append((i, facts))
            if facts.isVerb && declared?.partOfSpeech == nil {
                s.roles[i] = .verb
                s.verbs.append(i)
                afterVerb = true
                // After *avere* the participle agrees with no subject (*1 persona ha commentato*): nothing after it does.
                if ItalianVerbs.avereForms.contains(w) { stopped = true }
                continue
            }
            // A word that is also a noun (*visita*, *paga*), after the subject and before an article, is the verb:
            // no noun or adjective stands there (*2 ministri visitano la città*); the article after it ends what
            // agrees. So is one that is no adjective and whose verb is about as frequent as its noun, after its
            // subject (*2 persone provano*, ``VerbAfterSubject``). A participle or adjective much more frequent than
            // the verb, before a preposition with its article, is none: the prepositional phrase is its complement
            // (*2 canzoni aggiunte alla playlist*; was *aggiuntano*, the rare verb *aggiuntare*; but *2 persone
            // pagano alla cassa*).
            if sawContent, !afterVerb, declared == nil, tokens[i].argumentIndex == nil,
               facts.verbAfterSubject.map(subjects.precede) == true || nextWord(after: i, in: tokens).map({ (next: Int) -> Bool in
                   guard let det = ItalianWordClass.of(lower: tokens[next].text.lowercasedFast()).determiner, det.isArticle,
                         !(facts.adjectiveOutranksVerb && det.preposition != nil) else { return false }
                   return ItalianVerbs.hasFiniteReading(w, lexicon: lexicon) }) == true {
                s.roles[i] = .verb
                s.verbs.append(i)
                stopped = true
                continue
            }
            s.roles[i] = .content
            sawContent = true
            contentWords += 1
            // (A nounScore of 1: unknown to the lexicon and not shaped like an adjective.)
            // (The token handed over in place, through the buffer: a copy of it would retain all its texts.)
            tokens.withUnsafeBufferPointer {
                subjects.add($0[i], hasNounReading: facts.hasNounReading, isUnknown: facts.nounScore == 1,
                             hasAdjectiveReading: facts.isAdjective, genderAsWritten: facts.adjectiveFeatures.0)
            }
            if afterVerb { s.predicate.append(i) } else { s.nounPhrase.append(i) }
        }
        // The head: the best noun among the noun phrase's content words; else a number after a determiner.
        // (Loops rather than closures over `s`: a closure reading the structure while it is a variable copies it.)
        var numbers = SmallIndices()
        for i in s.nounPhrase {
            switch s.roles[i] {
            case .determiner?: s.determiners.append(i)
            case .content?: s.contents.append(i)
            case .number?: numbers.append(i)
            default: break
            }
        }
        let contents = s.contents
        // An argument that may be a noun scores as a word that is a noun or an adjective, and so is the noun
        // before a written word that may also be one: the app fills the placeholder with the thing, the translator
        // writes what describes it (*2 %@ nuovi*, *lo stesso %@* with *criptovaluta*, which looks like a participle).
        var scored: [(i: Int, score: Int)] = []
        for i in contents {
            let score = s.nounScore(at: i, in: phrase, lexicon: lexicon)
            let argument = phrase.tokens[i].argumentIndex != nil && phrase.tokens.withUnsafeBufferPointer { $0[i].declared == nil }
            scored.append((i: i, score: argument && score >= 0 && score < 2 ? 2 : score))
        }
        // nuovo direttore: an adjective that usually comes first is not the noun when the next word may be.
        for n in scored.indices.dropLast() where scored[n].score == 2 && scored[n + 1].score >= 2
            && s.facts(at: scored[n].i, in: phrase, lexicon: lexicon).isPrenominalAdjective {
            scored[n].score = 0
        }
        let hasDeterminer = !s.determiners.isEmpty
        if let best = scored.max(by: { $0.score < $1.score || ($0.score == $1.score && $0.i > $1.i) }), best.score > 0 {
            s.head = best.i
        } else if let best = scored.max(by: { $0.score < $1.score || ($0.score == $1.score && $0.i > $1.i) }),
                  hasDeterminer || !numbers.isEmpty {
            s.head = best.i
        } else if contents.isEmpty, let n = numbers.first {
            if hasDeterminer || determinerBefore && numbers.first == phrase.wordAndNumberPositions.first || s.verbs.isEmpty && s.predicate.isEmpty {
                // A number after a determiner is a noun (*il 2*, *al 2*), and so is a lone number.
                s.head = n
                s.headIsNumber = true
            } else {
                // A bare count before a verb is its subject (*2 sono pronti*, *1 è stata condivisa*): it gives the
                // number, and the participles and adjectives after the verb keep the gender they are written in.
                s.count = n
            }
        }
        if let h = s.head, !s.headIsNumber {
            // (A loop rather than a closure: the search's generic path costs more than the few numbers it reads.)
            s.count = nil
            for n in numbers.indices where numbers[n] < h { s.count = numbers[n]; break }
        }
        return s
    }
}
