/// The shape of a French noun phrase: determiner (and an argument's own article right after it, as in
/// `du %@` with *Le Mans*), a count, adjectives before the head, the head noun, the adjectives and verbs
/// after it that agree with it, and where a complement starts (*de*, *d’*, *du*, *en*, *et*…) — from there
/// on nothing agrees with the head (*pommes de terre*, *services d’aide en cas de faillite*).
struct FrenchPhrase {
    var determiner: FrenchArticles.Found?
    var innerDeterminer: FrenchArticles.Found?
    var numberIndex: Int?
    var head: Int?
    /// Adjectives and participles that agree with the head, before or after it.
    var modifiers = SmallIndices()
    var verbs = SmallIndices()
    /// The first token of the complement, if any.
    var frozenFrom: Int?
    /// The facts of the head and of each modifier (in the order of `modifiers`), looked up while reading.
    var headFacts: FrenchWordFacts?
    var modifierFacts: [FrenchWordFacts] = []
    /// The preposition that opens a partitive after the count (*de* of *2 de vos fichiers*), and the gender of the
    /// whole's noun when the lexicon knows it (``settlePartitive(_:)``).
    var partitiveFrom: Int?
    var partitiveWholeGender: GrammaticalGender?
    /// A noun right after the head that stands in apposition to it (*clé* of *mot clé*, *promo* of *code promo*).
    var apposition: Int?
    /// The span opens with a pronoun naming a part of the head's noun phrase (*Aucun des 3 fichiers*:
    /// ``partOfWholePreposition(_:)``), which is the subject of the verb after it.
    var partOfWhole = false

    /// Reads `phrase` as a noun phrase (`nounPhrase`) or as a list of words agreeing with something outside
    /// it (adjectives, participles, verbs: *êtes resté inactif*).
    init(_ phrase: Phrase, lexicon: Lexicon, nounPhrase: Bool) {
        self.init(phrase, lexicon: lexicon, nounPhrase: nounPhrase, opening: Self.opening(of: phrase, lexicon: lexicon))
    }

    /// How the span opens, read once (``opening(of:lexicon:)``) for the noun-phrase test and the reading.
    struct Opening {
        /// Where the noun phrase starts (``start(of:lexicon:partOfWhole:)``).
        var start: Int
        /// The determiner the phrase starts with, if any.
        var determiner: FrenchArticles.Found?
        /// Whether the span opens with a pronoun naming a part of a whole (``partOfWholePreposition(_:)``).
        var partOfWhole: Bool
    }

    /// The subject pronouns of a relative clause (*que vous avez*, *qu’il a*).
    static let subjectPronouns = WordSet(["je", "j", "tu", "il", "elle", "on", "nous", "vous", "ils", "elles"])

    /// *2 fichiers que vous avez téléchargés*: after *que* (at `q`), a subject pronoun and *avoir*, the participle
    /// agrees with the head — the direct object the relative pronoun stands for, placed before the verb. Adds it to
    /// the modifiers; the rest of the clause agrees with nothing.
    private mutating func agreeAfterRelative(from q: Int, _ phrase: Phrase, lexicon: Lexicon) {
        let tokens = phrase.tokens
        // The next word, past spaces and an apostrophe (*qu’il*, *j’ai*).
        func next(after k: Int) -> Int? {
            var j = k + 1
            while j < tokens.count, tokens[j].kind == .space || FrenchWords.isApostrophe(tokens[j]) { j += 1 }
            return j < tokens.count && tokens[j].kind == .word ? j : nil
        }
        guard var j = next(after: q) else { return }
        if Self.subjectPronouns.contains(tokens[j].text.lowercasedFast()) {
            guard let k = next(after: j) else { return }
            j = k
        }
        guard FrenchVerbs.avoirForms.contains(tokens[j].text.lowercasedFast()), var k = next(after: j) else { return }
        var facts = FrenchWordFacts.of(tokens[k].text, lexicon)
        if facts.isAdverb, let after = next(after: k) { // *que vous avez déjà téléchargés*
            k = after
            facts = FrenchWordFacts.of(tokens[k].text, lexicon)
        }
        appendParticiple(at: k, facts: facts, tokens)
    }

    /// Adds the participle or adjective at `k` (with `facts`) to the modifiers, when it is one written in the markup.
    private mutating func appendParticiple(at k: Int, facts: FrenchWordFacts, _ tokens: [Token]) {
        guard tokens[k].argumentIndex == nil, facts.hasAdjectiveReading, !facts.isFiniteVerb,
              !facts.isInvariableFunctionWord else { return }
        modifiers.append(k)
        modifierFacts.append(facts)
    }

    /// *2 personnes qui ont commenté*: the verb right after *qui* (at `q`) has the head for its subject and agrees
    /// with it; after *être* so does the participle or adjective that follows (*qui sont arrivées*).
    private mutating func agreeAfterSubjectRelative(from q: Int, _ phrase: Phrase, lexicon: Lexicon) {
        let tokens = phrase.tokens
        guard let v = phrase.nextWord(after: q), tokens[v].kind == .word, tokens[v].argumentIndex == nil,
              FrenchVerbs.canAgree(tokens[v].text, lexicon: lexicon) else { return }
        verbs.append(v)
        let lower = tokens[v].text.lowercasedFast()
        guard FrenchVerbs.isVerbForm(lower), var k = phrase.nextWord(after: v), tokens[k].kind == .word else { return }
        if FrenchVerbs.avoirForms.contains(lower) {
            // After *avoir* only *été* goes on to a participle that agrees (*qui ont été modifiés*; was *modifié*).
            guard tokens[k].text.lowercasedFast() == "été", let n = phrase.nextWord(after: k), tokens[n].kind == .word else { return }
            k = n
        }
        appendParticiple(at: k, facts: FrenchWordFacts.of(tokens[k].text, lexicon), tokens)
    }

    /// *2 mises à jour installées*, *2 cartes de fidélité enregistrées*: a participle right after a complement of
    /// *de* or *à* and nouns without an article (at `p`, the preposition) describes the head and agrees with it. An
    /// adjective after *de* may describe the complement (*2 verres de vin rouge*): it is left as written, unless its
    /// written gender is the head's and none of the complement's nouns' (*2 mises à jour importantes*, *2 sacs à
    /// main noirs*; but *2 tasses de café chaud*). A bare noun after *à* says what kind of thing the head is and
    /// takes no adjective of its own, so one written in a gender the head can take describes the head (*2 mises à
    /// jour disponibles*, *2 brosses à dents électriques*; were *disponible*, *électrique*). So does an adjective
    /// written in the plural after a plural head and a complement all in the singular: its number is the head's and
    /// no complement noun's (`%lld mots de passe faibles` + 1 → *1 mot de passe faible*; was *faibles*).
    private mutating func appendParticipleAfterComplement(from p: Int, _ phrase: Phrase, lexicon: Lexicon) {
        let tokens = phrase.tokens
        let preposition = tokens[p].text.lowercasedFast()
        guard preposition == "de" || preposition == "à" || preposition == "d" else { return }
        var nouns = 0
        var complementGenders: Set<GrammaticalGender?> = []
        // Whether every complement noun is written in the singular (a noun with one form for both numbers is not).
        var complementSingular = true
        // (Past the apostrophe of *d’*: *2 captures d’écran supprimées*.)
        var k = phrase.nextWord(after: preposition == "d" && p + 1 < tokens.count && FrenchWords.isApostrophe(tokens[p + 1]) ? p + 1 : p)
        // The complement's nouns may come from the argument that is the head (`%@` + *fiche de paie*): the words of a
        // noun given whole; the participle after them is the template's.
        let headArgument = head.flatMap { tokens[$0].argumentIndex }
        while let n = k, tokens[n].kind == .word,
              FrenchWords.isPlain(tokens, n)
                || headArgument != nil && tokens[n].argumentIndex == headArgument && tokens[n].declared == nil {
            let facts = FrenchWordFacts.of(tokens[n].text, lexicon)
            if facts.isKnownNounOnly {
                nouns += 1
                complementGenders.insert(facts.nounGender.guessed ? nil : facts.nounGender.gender)
                if facts.nounNumber.number?.isSingular != true { complementSingular = false }
                k = phrase.nextWord(after: n)
                continue
            }
            guard nouns > 0 else { return }
            // An adverb before the participle goes with it (*2 fiches de paie non lues*, *pas envoyées*; were *non lu*),
            // though the lexicon also lists it as another part of speech (*non*).
            if let next = phrase.nextWord(after: n), tokens[next].kind == .word,
               facts.isAdverb || lexicon.readings(of: facts.lower).contains(where: { $0.entry.isAdverb }),
               FrenchWordFacts.of(tokens[next].text, lexicon).hasParticipleReading {
                k = next
                continue
            }
            if !facts.hasParticipleReading, preposition == "à" {
                guard adjectiveCanDescribeHead(facts, phrase) else { return }
            } else if !facts.hasParticipleReading {
                // An adjective: only where its gender or its number shows it describes the head.
                guard adjectiveShowsHeadGender(facts, complementGenders: complementGenders, phrase)
                        || complementSingular && adjectiveShowsHeadNumber(facts, phrase) else { return }
            }
            appendParticiple(at: n, facts: facts, tokens)
            return
        }
    }

    /// Whether the adjective with `facts`, after a complement whose nouns have `complementGenders` (nil: unknown), is
    /// written in the head's gender and in none of the complement's (*2 mises à jour importantes*; not *2 tasses de
    /// café chaud*).
    private func adjectiveShowsHeadGender(_ facts: FrenchWordFacts, complementGenders: Set<GrammaticalGender?>,
                                          _ phrase: Phrase) -> Bool {
        guard let g = facts.adjectiveFeatures.gender, let h = head, let headFacts, !complementGenders.contains(nil),
              !complementGenders.contains(g) else { return false }
        let headGender = FrenchNouns.gender(of: phrase.tokens[h].text, declared: phrase.tokens[h].declared, facts: headFacts)
        return !headGender.guessed && headGender.gender == g
    }

    /// Whether the adjective with `facts` is written in the plural after a head written in the plural (the caller
    /// knows the complement is singular): it was written for the head (*mots de passe faibles*, *verres de vin
    /// rouges* are the head's; *verres de vin rouge* is left to the complement).
    private func adjectiveShowsHeadNumber(_ facts: FrenchWordFacts, _ phrase: Phrase) -> Bool {
        guard facts.adjectiveFeatures.plural == true, let h = head, let headFacts, phrase.tokens[h].declared == nil,
              headFacts.nounNumber.number.map({ !$0.isSingular }) == true else { return false }
        return adjectiveCanDescribeHead(facts, phrase)
    }

    /// Whether the adjective with `facts` can agree with the head read so far: the head is a noun, and the adjective
    /// is written in no gender, or in one the head takes (or may take: its gender is a guess).
    private func adjectiveCanDescribeHead(_ facts: FrenchWordFacts, _ phrase: Phrase) -> Bool {
        guard let h = head, let headFacts, headFacts.hasNounReading, facts.hasAdjectiveReading, !facts.isFiniteVerb,
              !facts.isInvariableFunctionWord else { return false }
        guard let g = facts.adjectiveFeatures.gender else { return true }
        let headGender = FrenchNouns.gender(of: phrase.tokens[h].text, declared: phrase.tokens[h].declared, facts: headFacts)
        return headGender.guessed || headGender.gender == nil || headGender.gender == g
    }

    /// *2 codes promo valides*, *2 comptes utilisateur actifs*: a noun in apposition right after the head (at `a`)
    /// says what kind of thing the head is and takes no adjective of its own; an adjective right after it describes
    /// the head and agrees with it (``adjectiveCanDescribeHead(_:_:)``). Were *valide*, *actif*.
    private mutating func appendAdjectiveAfterApposition(_ a: Int, _ phrase: Phrase, lexicon: Lexicon) {
        let tokens = phrase.tokens
        guard let n = phrase.nextWord(after: a), tokens[n].kind == .word, FrenchWords.isPlain(tokens, n)
        else { return }
        // (Even a word that is more often a noun, *valide*: a second noun in apposition is rare.)
        let facts = FrenchWordFacts.of(tokens[n].text, lexicon)
        guard adjectiveCanDescribeHead(facts, phrase) else { return }
        appendParticiple(at: n, facts: facts, tokens)
    }

    /// Whether `lower`, an object pronoun (*l’*, *y*, *en*, *le*…), is one before a verb: the next word after `end`
    /// is a form of the table or a word the lexicon knows only as a verb (*2 l’ont aimé*, *2 en ont besoin*; not *2 en
    /// ligne*, where *ligne* is a noun too).
    static func objectClitic(_ lower: String, before end: Int, _ phrase: Phrase, lexicon: Lexicon) -> Bool {
        guard FrenchWords.objectClitics.contains(lower), let n = phrase.nextWord(after: end), phrase.tokens[n].kind == .word,
              phrase.tokens[n].argumentIndex == nil else { return false }
        return FrenchWordFacts.of(phrase.tokens[n].text, lexicon).isFiniteVerb
    }

    /// Whether the head read so far is the subject of `candidate` rather than a noun it stands in apposition to
    /// (``VerbAfterSubject/Subjects``): a noun and no adjective, an argument, or a word both whose written gender the
    /// candidate's noun cannot take.
    private func headIsSubject(of candidate: VerbAfterSubject.Candidate, _ phrase: Phrase) -> Bool {
        guard let h = head, let facts = headFacts else { return false }
        var subjects = VerbAfterSubject.Subjects()
        subjects.add(phrase.tokens[h], hasNounReading: facts.hasNounReading, isUnknown: facts.isUnknown,
                     hasAdjectiveReading: facts.hasAdjectiveReading, genderAsWritten: facts.adjectiveFeatures.gender)
        return subjects.precede(candidate)
    }

    /// Whether the head is a verb written with its elided subject or clitic pronoun (*3 j’aime*, a count of
    /// *likes*): a quoted clause used as a noun, which keeps its form in the plural.
    func headIsVerbAfterElidedPronoun(_ phrase: Phrase) -> Bool {
        guard let h = head, h >= 2, FrenchWords.isApostrophe(phrase.tokens[h - 1]), phrase.tokens[h - 2].kind == .word else { return false }
        return FrenchWords.elidedPronouns.contains(phrase.tokens[h - 2].text.lowercasedFast())
    }

    /// Whether the word at `i` comes right after the phrase's determiner (*le* of *le bien commun*).
    private func followsDeterminer(_ i: Int, _ phrase: Phrase) -> Bool {
        guard let d = innerDeterminer ?? determiner, let p = phrase.previousWord(before: i) else { return false }
        return p >= d.start && p < d.end
    }

    /// The same, with how the span opens already read (``opening(of:lexicon:)``).
    init(_ phrase: Phrase, lexicon: Lexicon, nounPhrase: Bool, opening: Opening) {
        let tokens = phrase.tokens
        let leadingDeterminer = opening.determiner
        // (Run on every way out of the reading below.)
        defer { if partitiveFrom != nil { settlePartitive(phrase) } }
        var i = 0
        partOfWhole = nounPhrase && opening.partOfWhole
        if nounPhrase, let d = leadingDeterminer {
            // The phrase starts at the determiner, or at the *tout* before it (``start(of:lexicon:partOfWhole:)`` was read to find it).
            i = d.start
            var k = d.start - 1
            while k >= 0, tokens[k].kind == .space { k -= 1 }
            if k >= 0, tokens[k].kind == .word, FrenchWords.predeterminers.contains(tokens[k].text.lowercasedFast()) { i = k }
        } else if nounPhrase {
            i = opening.start
        }
        while i < tokens.count, tokens[i].kind == .space { i += 1 }
        if let d = leadingDeterminer {
            determiner = d
            // *tout* before the article (*toute la maison*) agrees like an adjective.
            for k in i..<d.start where tokens[k].kind == .word {
                modifiers.append(k)
                modifierFacts.append(FrenchWordFacts.of(tokens[k].text, lexicon))
            }
            i = d.end
            if i < tokens.count, let inner = FrenchArticles.find(in: phrase, at: i), inner.preposition == nil {
                innerDeterminer = inner
                i = inner.end
            }
        }
        if i < tokens.count, tokens[i].kind == .number {
            numberIndex = i
            i += 1
        }
        var afterClitic = false
        var afterAvoir = false
        var afterActionVerb = false
        var afterTableVerb = false
        // After the negation’s *ne*/*n’* (with the head read) comes the verb, or a clitic before it.
        var afterNegation = false
        // *ne*/*n’* right after a count with no noun (*2 ne sont pas prêts*): the count is the verb's subject.
        var negatedCount = false
        while i < tokens.count {
            // (The token's fields are read in place, at `at`: a copy of it would retain all its texts.)
            let at = i
            defer { i += 1 }
            switch tokens[at].kind {
            case .space: continue
            case .number, .punctuation:
                // Inside a noun phrase, punctuation or a second number after the head ends what agrees;
                // in a list of adjectives (*excité, nerveux ou stressé*) it is skipped.
                if nounPhrase && head != nil { frozenFrom = i; return }
                continue
            case .word: break
            }
            let facts = FrenchWordFacts.of(tokens[at].text, lexicon)
            // A subject pronoun names who the words agree with and has no forms to take (*Vous êtes inscrit*, *Tu es
            // prêt*; were *Vouse*, *Tue* for a feminine user: *tu* is also *taire*'s participle).
            if !nounPhrase, FrenchWords.isPlain(tokens, at), Self.subjectPronouns.contains(facts.lower) { continue }
            // The word after *ne*/*n’* is the verb when it can be one (*ne change pas*, *n’affiche*).
            let negatedVerb = afterNegation && !facts.isFiniteVerb && !facts.isClitic && FrenchVerbs.canAgree(tokens[at].text, lexicon: lexicon)
            let afterNe = afterNegation
            afterNegation = false
            if nounPhrase, head == nil, partitiveFrom == nil, modifiers.isEmpty,
               let whole = Self.partitiveWhole(at: i, lower: facts.lower, phrase) {
                partitiveFrom = i
                i = whole - 1 // (the loop goes on at the whole)
                continue
            }
            if nounPhrase, head == nil, !negatedCount, partitiveFrom == nil, modifiers.isEmpty, numberIndex != nil,
               tokens[at].argumentIndex == nil, FrenchWords.isNegation(facts.lower), phrase.followsNumber(i) {
                negatedCount = true
            }
            // After the whole's noun phrase (*Aucun des 3 fichiers sélectionnés*) comes the pronoun's verb, which is
            // singular whatever the count (*n’a été supprimé*; was *n’ont été supprimés*): nothing there agrees.
            if partOfWhole, head != nil, FrenchWords.isNegation(facts.lower) || facts.isFiniteVerb || facts.isClitic
                || FrenchWords.elidedClitics.contains(facts.lower) {
                frozenFrom = i
                return
            }
            // *ne*/*n’* after the head: the verb that follows agrees as it does without it (*2 appareils ne sont pas*),
            // past the object pronouns between them (*ne l’est pas*, *n’y est pas*, *n’en a pas*).
            if nounPhrase, head != nil || negatedCount, FrenchWords.isNegation(facts.lower)
                || (afterNe && !negatedVerb && FrenchWords.objectClitics.contains(facts.lower)) {
                afterNegation = true
                if i + 1 < tokens.count, FrenchWords.isApostrophe(tokens[i + 1]) { i += 1 } // and the apostrophe
                continue
            }
            // After a clitic pronoun comes its verb (*se ferme*, *t’attend*), which agrees.
            if afterClitic {
                afterClitic = false
                if FrenchVerbs.canAgree(tokens[at].text, lexicon: lexicon) {
                    // A count with no noun is its subject (*2 se synchronisent*, *2 ne s’affichent pas*): read as a
                    // partitive with no whole, as before a verb of the table.
                    if nounPhrase, head == nil, partitiveFrom == nil, numberIndex != nil { partitiveFrom = i }
                    verbs.append(i)
                    // *vous a envoyé*: after avoir the participle agrees with no subject, as without the clitic.
                    afterAvoir = FrenchVerbs.avoirForms.contains(facts.lower)
                    continue
                }
            }
            // A clitic pronoun right after a count with no noun, or after its negation, opens the count's verb.
            let opensCountVerb = nounPhrase && head == nil && partitiveFrom == nil && modifiers.isEmpty && numberIndex != nil
                && tokens[at].argumentIndex == nil && (afterNe && negatedCount || phrase.followsNumber(i))
            // d’ / qu’ / jusqu’: an elided preposition or conjunction starts a complement; s’ / m’ / t’ before a
            // verb are pronouns.
            if i + 1 < tokens.count, FrenchWords.isApostrophe(tokens[i + 1]) {
                if nounPhrase, head != nil || opensCountVerb, FrenchWords.elidedClitics.contains(facts.lower)
                    || opensCountVerb && Self.objectClitic(facts.lower, before: i + 1, phrase, lexicon: lexicon),
                   let n = phrase.nextWord(after: i + 1), FrenchVerbs.canAgree(tokens[n].text, lexicon: lexicon) {
                    afterClitic = true
                    i += 1 // and the apostrophe
                    continue
                }
                if nounPhrase && (head != nil || facts.isInvariableFunctionWord) {
                    if head != nil, facts.lower == "d" { appendParticipleAfterComplement(from: i, phrase, lexicon: lexicon) }
                    if head != nil, partitiveFrom != nil, verbs.isEmpty,
                       let v = Self.verbAfterWholeComplement(from: i + 1, phrase, lexicon: lexicon) {
                        i = v - 1 // (the loop goes on at the count's verb)
                        continue
                    }
                    if head != nil, facts.lower == "qu" { agreeAfterRelative(from: i, phrase, lexicon: lexicon) }
                    frozenFrom = i
                    return
                }
                continue
            }
            if nounPhrase, head != nil || opensCountVerb,
               facts.isClitic || opensCountVerb && Self.objectClitic(facts.lower, before: i, phrase, lexicon: lexicon),
               let n = phrase.nextWord(after: i), FrenchVerbs.canAgree(tokens[n].text, lexicon: lexicon) {
                afterClitic = true
                continue
            }
            if facts.isPreposition {
                // The whole's complement (*2 des photos de vacances sont*): the count's verb after it agrees.
                if nounPhrase, head != nil, partitiveFrom != nil, verbs.isEmpty,
                   let v = Self.verbAfterWholeComplement(from: i, phrase, lexicon: lexicon) {
                    i = v - 1 // (the loop goes on at the count's verb)
                    continue
                }
                if nounPhrase, head != nil { appendParticipleAfterComplement(from: i, phrase, lexicon: lexicon) }
                frozenFrom = i
                return
            }
            if facts.isConjunction && nounPhrase {
                // *et* / *ou* between two adjectives after the head: the second agrees too (*des forces faibles et
                // temporaires*); before anything else the conjunction starts a complement.
                if let h = head, let last = modifiers.last, last > h, FrenchWords.joinsAdjectives.contains(facts.lower),
                   let n = phrase.nextWord(after: i), FrenchArticles.find(in: phrase, at: n) == nil {
                    let next = FrenchWordFacts.of(tokens[n].text, lexicon)
                    if next.hasAdjectiveReading && !next.isInvariableFunctionWord && !next.isFiniteVerb { continue }
                }
                if head != nil, facts.lower == "que" { agreeAfterRelative(from: i, phrase, lexicon: lexicon) }
                if head != nil, facts.lower == "qui" { agreeAfterSubjectRelative(from: i, phrase, lexicon: lexicon) }
                frozenFrom = i
                return
            }
            if facts.isConjunction { continue }
            // *bien*, *mal* right after the count or the determiner are the counted noun (*2 biens*, *les biens
            // communs*), elsewhere adverbs.
            if facts.isAdverb,
               !(FrenchWords.countableAdverbs.contains(facts.lower) && (phrase.followsNumber(i) || followsDeterminer(i, phrase))) {
                continue
            }
            // A word in -ment the lexicon does not know, where no noun is expected (after the head, or among words
            // agreeing with something outside the span), is an adverb and never agrees (*modifiés récemment*).
            if head != nil || !nounPhrase, facts.lower.hasSuffixFast("ment"), facts.lower.count > 6, !facts.hasNounReading,
               !facts.hasAdjectiveReading, !facts.isFiniteVerb { continue }
            // After *avoir* the participle agrees with no subject (*a commenté*), unless it is *été* (*ont été
            // supprimées*): nothing after it agrees.
            if afterAvoir {
                afterAvoir = false
                if facts.lower != "été" {
                    // A participle before *être* (*ont pu être envoyés*, *n’ont pas dû être supprimés*; were *envoyé*,
                    // *supprimé*): the passive after it agrees with the subject as after *ont été*.
                    guard let n = phrase.nextWord(after: i), tokens[n].kind == .word, tokens[n].text.lowercasedFast() == "être"
                    else { frozenFrom = i; return }
                    continue
                }
            }
            // After *être* or another verb of the table, an article and a noun are its object or a predicate noun,
            // which keep their number (*2 filles sont le cheveu*; *2 conseils doivent le message*).
            if afterTableVerb {
                afterTableVerb = false
                if FrenchArticles.find(in: phrase, at: i) != nil, let n = phrase.nextWord(after: i),
                   FrenchWordFacts.of(tokens[n].text, lexicon).isKnownNounOnly { frozenFrom = i; return }
                // An infinitive after a modal (*peuvent voir*, *doivent redémarrer*) never agrees and goes on to its
                // object, as after any verb (were *peuvent voires cettes photo*); an adjective after it still agrees
                // (*doivent rester connectés*).
                if !facts.isVerbForm, lexicon.isInfinitive(facts.lower) { afterActionVerb = true; continue }
            }
            // After a verb that takes an object (*supprime*, *partageaient*) the rest is its object and agrees with
            // nothing (*2 utilisateurs suppriment le fichier*) — but an adjective right after it is predicative
            // (*2 fichiers paraissent vides*).
            if afterActionVerb {
                afterActionVerb = false
                // *pourraient être supprimées*: être and avoir go on as they do after any verb; another
                // infinitive goes on to its object (*pourraient supprimer le fichier*).
                if !facts.isVerbForm {
                    if lexicon.isInfinitive(facts.lower) { afterActionVerb = true; continue }
                    if !(facts.hasAdjectiveReading && !facts.isFiniteVerb) { frozenFrom = i; return }
                }
            }
            // A definite article after the head (and its adjectives) opens a noun phrase of its own, which agrees with
            // nothing (*2 articles livrés le 12 mars*; was *livrés les 12 mars*); before a verb it is the verb's object
            // pronoun (*2 fichiers le contiennent*).
            if nounPhrase, head != nil, FrenchWords.isPlain(tokens, at),
               let article = FrenchArticles.find(in: phrase, at: i), article.preposition == nil, article.kind == .definite {
                let end = i + 1 < tokens.count && FrenchWords.isApostrophe(tokens[i + 1]) ? i + 1 : i
                if Self.objectClitic(facts.lower, before: end, phrase, lexicon: lexicon) {
                    afterClitic = true
                    i = end
                    continue
                }
                frozenFrom = i
                return
            }
            // A word that is also a noun (*change*, *porte*), after the head and before an article, is the verb: no
            // noun or adjective stands there (*2 lignes touchent le président*).
            if !facts.isFiniteVerb, nounPhrase, head != nil, FrenchWords.isPlain(tokens, at),
               let n = phrase.nextWord(after: i), FrenchArticles.find(in: phrase, at: n) != nil,
               FrenchVerbs.canAgree(tokens[at].text, lexicon: lexicon) {
                verbs.append(i)
                afterActionVerb = true
                continue
            }
            if facts.isFiniteVerb || negatedVerb {
                if nounPhrase && head == nil && partitiveFrom == nil {
                    // (After *ne* the word is a verb: of the table or not, *2 ne fonctionnent pas*; and so is a word the
                    // lexicon knows only as a verb, *2 expirent bientôt*.)
                    guard facts.isFiniteVerb || afterNe && negatedCount, modifiers.isEmpty, numberIndex != nil,
                          phrase.followsNumber(i) || afterNe && negatedCount, tokens[at].argumentIndex == nil else {
                        head = i
                        headFacts = facts
                        continue
                    }
                    // A count with no noun is the subject of a verb of the table right after it (*2 sont prêts*, *2
                    // ont échoué*; were *2 sonts prêts*, *2 a échoués*): read as a partitive with no whole, the verb
                    // and the words after it agree with the count.
                    partitiveFrom = i
                }
                verbs.append(i)
                afterAvoir = FrenchVerbs.avoirForms.contains(facts.lower)
                afterActionVerb = !facts.isVerbForm
                afterTableVerb = facts.isVerbForm && !afterAvoir
                continue
            }
            // After the verb of a partitive whose whole has no noun (*2 des 5 sont prêts*), words agree with the count.
            if !nounPhrase || head == nil && partitiveFrom != nil && !verbs.isEmpty {
                modifiers.append(i)
                modifierFacts.append(facts)
                continue
            }
            if head == nil {
                // (The word's own facts first: they are at hand, the next word's need a look-up.)
                let prenominal = facts.isPrenominal && phrase.nextWord(after: i).map {
                    tokens[$0].kind == .word && !FrenchWordFacts.of(tokens[$0].text, lexicon).isInvariableFunctionWord } == true
                if prenominal || Self.isAdjectiveBeforeNoun(at: i, facts: facts, phrase, lexicon: lexicon) {
                    modifiers.append(i)
                    modifierFacts.append(facts)
                    continue
                }
                head = i
                headFacts = facts
                continue
            }
            // A noun that is also a verb's third person, and no adjective, is the verb after its subject (*2 tables
            // passent*), unless its noun is much more frequent (``VerbAfterSubject``).
            if let candidate = facts.verbAfterSubject, FrenchWords.isPlain(tokens, at), headIsSubject(of: candidate, phrase) {
                verbs.append(i)
                afterActionVerb = true
                continue
            }
            // A present participle with its complement never agrees, and nor does the complement (*2 tâches arrivant à
            // échéance*; was *arrivantes*).
            if nounPhrase, FrenchWords.isPlain(tokens, at), Self.isPresentParticiple(at: i, facts: facts, phrase, lexicon: lexicon) {
                frozenFrom = i
                return
            }
            // A noun in apposition (*ambiance cinéma*) does not agree; an adjective after it describes the head.
            if facts.isKnownNounOnly {
                if nounPhrase, let h = head, phrase.nextWord(after: h) == i, FrenchWords.isPlain(tokens, at),
                   !facts.hasCapital, FrenchArticles.find(in: phrase, at: h) == nil {
                    apposition = i
                    appendAdjectiveAfterApposition(i, phrase, lexicon: lexicon)
                }
                frozenFrom = i
                return
            }
            modifiers.append(i)
            modifierFacts.append(facts)
        }
    }

    /// Where the noun phrase starts, the determiner it starts with (after white space, and after *tout*, *toute*,
    /// *tous* or *toutes*: *toutes les photos*), if any, and whether a part-of-whole pronoun opens the span, each
    /// worked out once (the determiner at the start is the one ``start(of:lexicon:partOfWhole:)`` looked for).
    static func opening(of phrase: Phrase, lexicon: Lexicon) -> Opening {
        let partOfWhole = partOfWholePreposition(phrase)
        let (first, looked) = start(of: phrase, lexicon: lexicon, partOfWhole: partOfWhole)
        var opening = Opening(start: first, determiner: nil, partOfWhole: partOfWhole != nil)
        guard first < phrase.tokens.count else { return opening }
        if let found = looked ?? FrenchArticles.find(in: phrase, at: first) {
            opening.determiner = found
            return opening
        }
        guard phrase.tokens[first].kind == .word, FrenchWords.predeterminers.contains(phrase.tokens[first].text.lowercasedFast()),
              let next = phrase.nextWord(after: first), let found = FrenchArticles.find(in: phrase, at: next),
              found.preposition == nil else { return opening }
        opening.determiner = found
        return opening
    }

    /// Where the noun phrase starts: past white space and past the words that open the span and agree with
    /// nothing — the prepositions and conjunctions (*de 2 fichiers*, *et 2 autres*, *avec ce fichier*), and any
    /// word but a determiner before the count (*plus de 2*, *seulement 2*, *jusqu’à 2*, ``Phrase/openingCount``),
    /// and a verb's infinitive whose object the noun phrase is (*Supprimer les 3 fichiers ?*, *Partager cette
    /// vidéo*: a button's label). A preposition that is part of an article (*de la*, *du*) starts the phrase, and
    /// so does a last word.
    ///
    /// Given ``partOfWholePreposition(_:)``; with the determiner found at the start when it was looked for there
    /// (nil: not looked for; `.some(nil)`: none).
    private static func start(of phrase: Phrase, lexicon: Lexicon,
                              partOfWhole: Int?) -> (start: Int, determiner: FrenchArticles.Found??) {
        let tokens = phrase.tokens
        // *Aucun des %lld fichiers*: the counted noun phrase starts at the count, or without one at the *des* of the whole;
        // the pronoun is no determiner of it (were *Aucun 3 fichiers*, *Aucun fichiers*: *des* read as the argument's
        // own article after *aucun*, and dropped).
        if let whole = partOfWhole { return (phrase.openingCount ?? whole, nil) }
        if let count = phrase.openingCount,
           !(0..<count).contains(where: { tokens[$0].kind == .word && (tokens[$0].argumentIndex != nil || tokens[$0].declared != nil
                                                                || FrenchWords.predeterminers.contains(tokens[$0].text.lowercasedFast())
                                                                || FrenchArticles.find(in: phrase, at: $0).map {
                                                                    !opensAdverbialPhrase($0, before: count, phrase, lexicon: lexicon) } ?? false) }) {
            return (count, nil)
        }
        var i = 0
        while i < tokens.count, tokens[i].kind == .space { i += 1 }
        while i < tokens.count, tokens[i].kind == .word, FrenchWords.isPlain(tokens, i) {
            // The determiner first: where the phrase starts at a word, it is looked for there anyway (and a word that is
            // one needs no facts).
            let found = FrenchArticles.find(in: phrase, at: i)
            guard found == nil, FrenchWords.opensSpan.contains(tokens[i].text.lowercasedFast())
                    || FrenchWordFacts.of(tokens[i].text, lexicon).isBareInfinitive else { return (i, .some(found)) }
            var next = i + 1
            while next < tokens.count, tokens[next].kind == .space { next += 1 }
            guard next < tokens.count, tokens[next].kind == .word || tokens[next].kind == .number else { return (i, .some(nil)) }
            i = next
        }
        return (i, nil)
    }

    /// Whether the determiner `found`, before the count at `count`, is the article of an adverbial phrase rather
    /// than the counted noun's: an adverb stands between it and the count (*au moins 8*, *au plus 3*, *du
    /// moins 2*), where only adjectives or nothing stand after a noun's determiner (*les 3*, *les derniers 3*).
    static func opensAdverbialPhrase(_ found: FrenchArticles.Found, before count: Int, _ phrase: Phrase, lexicon: Lexicon) -> Bool {
        let n = found.end
        guard n < count, phrase.tokens[n].kind == .word, FrenchWords.isPlain(phrase.tokens, n)
        else { return false }
        let facts = FrenchWordFacts.of(phrase.tokens[n].text, lexicon)
        return facts.isAdverb && !FrenchWords.countableAdverbs.contains(facts.lower)
    }

    /// Reads a hyphenated compound the lexicon knows with its number as one word (*Pays-Bas*, *porte-monnaie*,
    /// *grand-mère*), or whose plural it lists as a plural-only compound (*grand-parent*: ``FrenchCompounds``), so its
    /// own gender, number and plural apply rather than those of its first part.
    static func joinKnownCompounds(_ phrase: inout Phrase, lexicon: Lexicon) {
        // Without a hyphen there is nothing to join (and the tokens need not be copied).
        guard FrenchWords.hasHyphen(phrase) else { return }
        phrase.joinHyphenatedWords { compound in
            // Only a compound whose entry says how its number goes (a plural, or invariable/plural-only): for the
            // others (*arc-en-ciel*, *chou-fleur*) the first part is the head and takes the plural (*arcs-en-ciel*).
            lexicon.readings(of: compound, pos: "noun").contains { r in
                r.entry.forms["pl"] != nil || r.entry.has("invariable") || r.entry.has("plural-only")
            } || FrenchCompounds.pluralOnlyReading(of: compound, lexicon: lexicon, pluralOf: { FrenchWordFacts.of($0, lexicon).plural.form }) != nil
        }
    }

    /// Whether `phrase` should be read as a noun phrase for `mode`. `leadingDeterminer`: that of ``opening(of:lexicon:)``.
    static func isNounPhrase(_ phrase: Phrase, mode: AgreementMode, context: AgreementContext,
                             leadingDeterminer: FrenchArticles.Found?) -> Bool {
        let tokens = phrase.tokens
        // One walk by index for what the tokens say (a generic search copies each token it passes).
        var hasNonSpace = false, hasNumber = false, hasArgumentWord = false
        for k in tokens.indices {
            let kind = tokens[k].kind
            if kind != .space { hasNonSpace = true }
            if kind == .number { hasNumber = true }
            if kind == .word && tokens[k].argumentIndex != nil { hasArgumentWord = true }
        }
        guard hasNonSpace else { return false }
        if leadingDeterminer != nil { return true }
        if hasNumber || hasArgumentWord { return true }
        if context.spanMorphology?.number != nil { return true }
        if case .explicit(let m) = mode, m.definiteness != nil { return true }
        // The first word that is no invariable function word, with its facts.
        var found: (index: Int, facts: FrenchWordFacts)?
        for k in tokens.indices where tokens[k].kind == .word {
            let facts = FrenchWordFacts.of(tokens[k].text, context.lexicon)
            if !facts.isInvariableFunctionWord { found = (k, facts); break }
        }
        guard let (w, facts) = found else { return true }
        let word = tokens[w].text
        // (Read in place through the buffer: reading them off an element copies the whole token.)
        let declared = tokens.withUnsafeBufferPointer { $0[w].declared }
        if declared?.partOfSpeech == .noun { return true }
        // est connecté, a été supprimé, peut: a span that starts with an auxiliary or a common verb is a predicate
        // (a noun spelled like one — l’est, le reste — needs its article, or the span is that word alone).
        if declared == nil, facts.isVerbForm, phrase.nextWord(after: w) != nil || !facts.hasNounReading {
            return false
        }
        if let pos = declared?.partOfSpeech, pos == .adjective || pos == .verb { return false }
        let noun = facts.hasNounReading
        let adjective = facts.hasAdjectiveReading
        if noun && !adjective { return true }
        if adjective && !noun { return false }
        switch mode {
        case .explicit(let m):
            // A noun of a person with its other gender in the lexicon (infirmier → infirmière) is that noun.
            if m.grammaticalGender != nil {
                return FrenchWords.nounReadings(word, context.lexicon).contains { $0.entry.forms["f.sg"] != nil || $0.entry.forms["m.sg"] != nil }
            }
            return true
        case .agreement, .automatic: return false
        }
    }

    /// What the phrase says about its head noun: gender, number, part of speech and definiteness.
    static func analyze(_ phrase: Phrase, context: AgreementContext) -> PhraseAnalysis {
        var analysis = PhraseAnalysis()
        let structure = FrenchPhrase(phrase, lexicon: context.lexicon, nounPhrase: true)
        var m = InflectionMorphology()
        let det = structure.innerDeterminer ?? structure.determiner
        if let d = det {
            m.definiteness = d.kind.definiteness
            if let dd = structure.determiner?.kind.definiteness, structure.innerDeterminer == nil { m.definiteness = dd }
        }
        // (A partitive's predicate adjectives describe the count, not a head.)
        guard let head = structure.head ?? (structure.partitiveFrom == nil ? structure.modifiers.first : nil) else {
            if let d = det { m.grammaticalGender = d.gender; m.number = d.number }
            if structure.partitiveFrom != nil, m.grammaticalGender == nil { m.grammaticalGender = structure.partitiveWholeGender }
            analysis.features = m
            return analysis
        }
        let token = phrase.tokens[head]
        let word = token.text
        // The facts are the trace's: without one, no array is made for them.
        let facts = context.recordsTrace
        if facts { analysis.facts.reserveCapacity(2) } // gender and number: one allocation, not one per fact
        let g = FrenchNouns.gender(of: word, declared: token.declared, lexicon: context.lexicon)
        if let dg = det?.gender, g.guessed || g.gender == nil {
            m.grammaticalGender = dg
            if facts { analysis.facts.append(TraceFact(word, "grammaticalGender", dg.rawValue, source: .grammar)) }
        } else {
            m.grammaticalGender = g.gender
            if facts { analysis.facts.append(g.fact) }
            if g.guessed { analysis.guessed.insert("grammaticalGender") }
        }
        let n = FrenchNouns.number(of: word, declared: token.declared, lexicon: context.lexicon)
        if let dn = det?.number, n.guessed || n.number == nil {
            m.number = dn
        } else {
            m.number = n.number
            if facts, let f = n.fact { analysis.facts.append(f) }
            if n.guessed { analysis.guessed.insert("number") }
        }
        if let pos = token.declared?.partOfSpeech {
            m.partOfSpeech = pos
        } else {
            // (The lexicon is asked once: a second look-up cost about 650 instructions an analysis.)
            let knownNoun = !FrenchWords.nounReadings(word, context.lexicon).isEmpty
            if knownNoun || structure.head != nil {
                m.partOfSpeech = .noun
                if !knownNoun { analysis.guessed.insert("partOfSpeech") }
            }
        }
        analysis.features = m
        return analysis
    }
}
