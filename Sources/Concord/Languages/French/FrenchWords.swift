import Foundation

/// French closed-class words (prepositions, conjunctions, copulas and auxiliaries) and the spelling facts
/// every other French rule needs: where a word starts with a vowel sound, and what the lexicon knows.
enum FrenchWords {
    /// Prepositions and the contracted prepositional articles: a word after the head noun that starts a
    /// complement (`service de gestion`, `voies d’eau`) — nothing from there on agrees with the head.
    static let prepositions = WordSet([
        "de", "d", "du", "des", "à", "au", "aux", "en", "pour", "dans", "sur", "sous", "avec", "sans", "par",
        "chez", "vers", "entre", "contre", "depuis", "pendant", "avant", "après", "selon", "malgré", "parmi",
        "devant", "derrière", "jusqu", "jusque", "hors", "dès", "via", "envers", "outre",
    ])

    /// Conjunctions and relative words: they never inflect; after a head noun they end the agreeing part.
    static let conjunctions = WordSet(["et", "ou", "ni", "mais", "donc", "or", "car", "que", "qu", "qui", "dont", "où", "comme", "si"])
    /// The prepositions and conjunctions, which may open a span and agree with nothing (*de 2 fichiers*).
    static let opensSpan = prepositions.union(conjunctions)
    /// Clitic pronouns that stand before the verb of the subject (*le fichier se ferme*, *vous attend*), and the
    /// elided ones (*s’*, *m’*, *t’*).
    static let clitics = WordSet(["se", "me", "te", "nous", "vous", "lui"])
    static let elidedClitics = WordSet(["s", "m", "t"])
    /// The elided pronouns that stand before a verb: the subject *j’* and the clitics.
    static let elidedPronouns = elidedClitics.union(["j"])
    /// Whether `lower` is the negation before the verb, whole or elided (*ne sont*, *n’est*): asked of every word
    /// after a head, so compared rather than hashed.
    static func isNegation(_ lower: String) -> Bool { lower == "ne" || lower == "n" }
    /// The object pronouns that stand between the negation and its verb (*ne l’est pas*, *n’y est pas*, *n’en a
    /// pas*, *ne leur envoie pas*); elsewhere most of them are articles or prepositions.
    static let objectClitics = WordSet(["le", "la", "les", "l", "y", "en", "lui", "leur"])
    /// The words before a verb that elide as an article does, redone when the verb changes (*s’est* ↔ *se sont*,
    /// *n’est* ↔ *ne sont*, *ne l’est* ↔ *ne le sont*).
    static let elidingBeforeVerb = elidedClitics.union(["n", "l"])
    /// The forms of *tout* that stand before an article and agree with its noun (*toutes les photos*).
    static let predeterminers = WordSet(["tout", "toute", "tous", "toutes"])
    /// The conjunctions that join two adjectives of one noun (*faibles et temporaires*).
    static let joinsAdjectives = WordSet(["et", "ou"])

    /// The adverbs that are also count nouns (*le bien*, *les biens*; *le mal*, *les maux*): right after the count
    /// or the determiner they are the counted noun (*2 biens immobiliers*, *les biens communs*), anywhere else the
    /// adverb (*bien reçu*).
    static let countableAdverbs = WordSet(["bien", "mal"])
    /// Adverbs that often sit inside agreeing spans (`bien porté`, `très petite`) and never inflect.
    static let adverbs = WordSet(["ne", "n", "pas", "plus", "très", "bien", "trop", "si", "aussi", "jamais", "toujours", "déjà", "encore", "moins", "assez", "peu", "mal"])

    /// The function words that elide before a vowel sound (*de*/*d’*, *que*/*qu’*), whole and elided.
    static let elidingWords: [(whole: String, elided: String)] = [
        ("de", "d"), ("que", "qu"), ("jusque", "jusqu"), ("lorsque", "lorsqu"), ("puisque", "puisqu"),
    ]
    /// The first bytes of ``elidingWords`` (ASCII lower case).
    private static let elidingInitials: [UInt8] = Array(Set(elidingWords.compactMap { $0.whole.utf8.first }))

    /// Before an argument's first word, which the template could not know, *de* and *que* elide as an article
    /// does — before a vowel or a mute *h* (*d’Orange*, *d’une amie*, *qu’Apple*) — and an elided *d’* or *qu’*
    /// is written whole before any other sound (`d’%@` + *Paris* → *de Paris*).
    static func elideBeforeArguments(_ phrase: inout Phrase, lexicon: Lexicon, trace: inout TraceRecorder) {
        // Read in place, without copying the tokens; the runs of the arguments are few, so a small list is searched.
        // An article written over the argument's own (`de %@` + *une amie*) is of its run.
        var argumentRuns = SmallIndices()
        for i in phrase.tokens.indices where phrase.tokens[i].argumentIndex != nil && !argumentRuns.contains(phrase.tokens[i].runID) {
            argumentRuns.append(phrase.tokens[i].runID)
        }
        guard !argumentRuns.isEmpty, phrase.tokens.count >= 3 else { return }
        var apostrophe: String?
        for i in 0..<(phrase.tokens.count - 2) {
            // Only a word of the template right before an argument's first word: the cheap tests first.
            guard phrase.tokens[i].kind == .word, phrase.tokens[i + 2].kind == .word,
                  argumentRuns.contains(phrase.tokens[i + 2].runID), !argumentRuns.contains(phrase.tokens[i].runID),
                  !argumentRuns.contains(phrase.tokens[i + 1].runID) else { continue }
            // A word whose first letter starts none of ``elidingWords`` is passed without lower-casing.
            guard let first = phrase.tokens[i].text.utf8.first, elidingInitials.contains(first | 0x20) else { continue }
            let t = phrase.tokens[i], next = phrase.tokens[i + 2]
            let lower = t.text.lowercasedFast()
            let space = phrase.tokens[i + 1].kind == .space
            guard space || isApostrophe(phrase.tokens[i + 1]),
                  let pair = elidingWords.first(where: { (space ? $0.whole : $0.elided) == lower }) else { continue }
            let e = elides(next.text, lexicon: lexicon)
            guard e.elides == space else { continue }
            let before = t.text + phrase.tokens[i + 1].text + next.text
            if space {
                if apostrophe == nil { apostrophe = phrase.tokens.first(where: isApostrophe)?.text ?? "’" }
                phrase.tokens[i].text = Casing.apply(from: t.text, to: pair.elided)
                phrase.tokens[i + 1].text = apostrophe!
                phrase.tokens[i + 1].kind = .punctuation
            } else {
                phrase.tokens[i].text = Casing.apply(from: t.text, to: pair.whole)
                phrase.tokens[i + 1].text = " "
                phrase.tokens[i + 1].kind = .space
            }
            trace.fired(space ? "fr.elision.before-argument" : "fr.elision.before-argument.undone", before,
                        phrase.tokens[i].text + phrase.tokens[i + 1].text + next.text, facts: [e.fact])
        }
    }

    /// Whether `word` is a closed-class word that never agrees.
    static func isInvariableFunctionWord(_ word: String) -> Bool {
        let w = word.lowercasedFast()
        return prepositions.contains(w) || conjunctions.contains(w) || adverbs.contains(w)
    }

    /// Letters that make a written word start with a vowel sound.
    static let vowels: Set<Character> = Set("aeiouyàâäéèêëîïôöùûüœæAEIOUYÀÂÄÉÈÊËÎÏÔÖÙÛÜŒÆ")

    /// Whether `word` elides a preceding *le/la/de/ce*: the lexicon's `elision`/`aspirated` flags first (h muet
    /// *l’hôpital*, h aspiré *le hêtre*), then the spelling: a vowel letter (but *y* + vowel is a consonant:
    /// *le yaourt*); an *h* the lexicon does not know is taken as aspirated, since only the lexicon can tell.
    static func elides(_ word: String, lexicon: Lexicon) -> (elides: Bool, fact: TraceFact) {
        FrenchWordFacts.of(word, lexicon).elision
    }

    /// `elides`, worked out (memoized in ``FrenchWordFacts``).
    static func derivedElision(of word: String, lexicon: Lexicon) -> (elides: Bool, fact: TraceFact) {
        for reading in lexicon.readings(of: word) {
            let e = reading.entry
            if e.has("aspirated") { return (false, TraceFact(word, "aspirated", "yes", source: source(e))) }
            if e.has("elision") { return (true, TraceFact(word, "elision", "yes", source: source(e))) }
        }
        let chars = Array(word)
        guard let first = chars.first else { return (false, TraceFact(word, "elision", "no", source: .grammar)) }
        if first == "y" || first == "Y" {
            let second = chars.count > 1 ? chars[1] : "x"
            let v = !vowels.contains(second)
            return (v, TraceFact(word, "elision", v ? "yes" : "no", source: .grammar))
        }
        if first == "h" || first == "H" { return (false, TraceFact(word, "elision", "no (unknown h)", source: .guess)) }
        let v = vowels.contains(first)
        return (v, TraceFact(word, "elision", v ? "yes (vowel)" : "no", source: .grammar))
    }

    static func source(_ e: LexicalEntry) -> FactSource { e.origin == .user ? .userLexicon : .lexicon }

    /// Whether the token at `index` is an apostrophe (either spelling).
    static func isApostrophe(_ t: Token) -> Bool { t.kind == .punctuation && (t.text == "’" || t.text == "'") }

    // The searches below walk the tokens by index, reading each field in place: the generic searches
    // (`contains(where:)`, `firstIndex(where:)`) copy each token they pass, retaining all its texts.

    /// Whether the token at `i` is written in the markup as it stands: from no argument, with no features declared.
    /// (Read in place through the buffer: reading the declared features off an element copies the whole token.)
    static func isPlain(_ tokens: [Token], _ i: Int) -> Bool {
        tokens.withUnsafeBufferPointer { i >= 0 && i < $0.count && $0[i].argumentIndex == nil && $0[i].declared == nil }
    }


    /// Whether some token of `phrase` is a hyphen.
    static func hasHyphen(_ phrase: Phrase) -> Bool {
        var i = 0
        while i < phrase.tokens.count {
            if phrase.tokens[i].kind == .punctuation && phrase.tokens[i].text == "-" { return true }
            i += 1
        }
        return false
    }

    /// Whether `word` is written all in capitals and is short enough to be an acronym (`AS`, `TV`).
    static func isAcronym(_ word: String) -> Bool {
        let letters = word.filter(\.isLetter)
        return letters.count >= 2 && letters.allSatisfy(\.isUppercase)
    }

    /// Noun readings of `word` in the lexicon.
    static func nounReadings(_ word: String, _ lexicon: Lexicon) -> [LexicalReading] {
        lexicon.readings(of: word, pos: "noun")
    }

    /// `text.trimmingCharacters(in: .whitespaces)` without the round trip through NSString: the same white space
    /// is dropped at both ends (it is all in the Basic Multilingual Plane, so scalars and UTF-16 units trim alike),
    /// and text with none is returned as it is.
    static func trimmingWhitespace(_ text: String) -> String {
        let scalars = text.unicodeScalars
        var start = scalars.startIndex, end = scalars.endIndex
        while start < end, whitespace.contains(scalars[start]) { start = scalars.index(after: start) }
        while end > start, whitespace.contains(scalars[scalars.index(before: end)]) { end = scalars.index(before: end) }
        if start == scalars.startIndex && end == scalars.endIndex { return text }
        return String(scalars[start..<end])
    }

    private static let whitespace = CharacterSet.whitespaces

    /// Adjective readings (participles included) of `word`.
    static func adjectiveReadings(_ word: String, _ lexicon: Lexicon) -> [LexicalReading] {
        lexicon.readings(of: word, pos: "adjective")
    }
}
