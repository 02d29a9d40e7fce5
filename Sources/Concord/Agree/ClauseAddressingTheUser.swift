/// A span that goes on, after a word and a punctuation mark, with a clause whose verb addresses the user
/// (*Merci, tu es connecté*, *Grazie, sei stato registrato*): the clause's participles and adjectives describe the
/// user whatever the words before it are, and those words (*Merci*, *Grazie*, *Gentile utente*) agree among
/// themselves. Read as one phrase, the first noun was the head of all of it (*Grazie, sei state registrate*; *Merci,
/// tu es connecté* for a feminine user). Each language gives its closed tables: the subject pronouns of the second
/// person and the copulas and auxiliaries whose subject they are; the lexicon lists no second person.
struct ClauseAddressingTheUser: Sendable {
    /// Subject pronouns of the person addressed (*tu*, *vous*; *tu*).
    let subjects: WordSet
    /// Copulas and auxiliaries whose subject is the person addressed (*es*, *êtes*; *sei*, *eri*).
    let verbs: WordSet
    /// Whether the verb needs its subject pronoun written before it (French: *es* alone is no verb of the user).
    let needsSubject: Bool

    /// The marks that end a clause or set a word apart before the next clause (not an apostrophe or a hyphen,
    /// which join words).
    private static let breaks: Set<String> = [",", ";", ":", "!", "?", ".", "…", "¡", "¿"]

    init(subjects: Set<String>, verbs: Set<String>, needsSubject: Bool) {
        self.subjects = WordSet(subjects)
        self.verbs = WordSet(verbs)
        self.needsSubject = needsSubject
    }

    /// Where each such clause starts (its subject or verb) and where what it says of the user starts (the word after
    /// the verb), in order, found in one pass: a clause counts when a word and then a punctuation mark come before it
    /// in the span. Empty for a span with a number or an argument (either may be what the verb is said of) and for
    /// one whose only such clause opens it (its language reads that one whole).
    func clauses(in phrase: Phrase) -> [(start: Int, predicate: Int)] {
        var found: [(start: Int, predicate: Int)] = []
        var seenWord = false, afterBreak = false
        for i in phrase.tokens.indices {
            switch phrase.tokens[i].kind {
            case .number: return []
            case .space: continue
            case .punctuation:
                if seenWord, Self.breaks.contains(phrase.tokens[i].text) { afterBreak = true }
                continue
            case .word: break
            }
            if phrase.tokens[i].argumentIndex != nil { return [] }
            defer { seenWord = true; afterBreak = false }
            guard afterBreak, found.last.map({ i >= $0.predicate }) ?? true else { continue }
            var verb = i
            if subjects.contains(phrase.tokens[i].text.lowercasedFast()) {
                guard let next = phrase.nextWord(after: i) else { continue }
                verb = next
            } else if needsSubject {
                continue
            }
            guard verbs.contains(phrase.tokens[verb].text.lowercasedFast()),
                  let predicate = phrase.nextWord(after: verb), phrase.tokens[predicate].kind == .word else { continue }
            found.append((i, predicate))
        }
        return found
    }

    /// Inflects the words before the first clause, and what each clause says of the user, as spans of their own: the
    /// first with `context`, each of the others with the clause's subject and verb as the text before it, which is
    /// how each language tells that a copula addressing the user comes before a span. (Each part is given only its
    /// neighbouring subject and verb, not the rest of the span, so that a span of many clauses costs time linear in
    /// its length.)
    static func inflect(_ phrase: inout Phrase, clauses: [(start: Int, predicate: Int)], context: AgreementContext,
                        _ inflect: (inout Phrase, AgreementContext) -> Void) {
        guard let firstClause = clauses.first else { return }
        let tokens = phrase.tokens
        func text(_ range: Range<Int>) -> String { tokens[range].reduce(into: "") { $0 += $1.text } }
        var result: [Token] = []
        result.reserveCapacity(tokens.count)
        var part = Phrase(tokens: Array(tokens[..<firstClause.start]))
        var partContext = context
        partContext.textAfter = text(firstClause.start..<firstClause.predicate)
        inflect(&part, partContext)
        result += part.tokens
        for (k, clause) in clauses.enumerated() {
            let end = k + 1 < clauses.count ? clauses[k + 1].start : tokens.count
            let nextVerb = k + 1 < clauses.count ? text(clauses[k + 1].start..<clauses[k + 1].predicate) : context.textAfter
            result += tokens[clause.start..<clause.predicate]
            // What is said of the user ends with its clause (*tu es prête, merci*: *merci* is not said of the user).
            var saidEnd = clause.predicate
            while saidEnd < end, !(tokens[saidEnd].kind == .punctuation && Self.breaks.contains(tokens[saidEnd].text)) { saidEnd += 1 }
            part = Phrase(tokens: Array(tokens[clause.predicate..<saidEnd]))
            partContext = context
            partContext.textBefore = text(clause.start..<clause.predicate)
            partContext.textAfter = saidEnd < end ? tokens[saidEnd].text : nextVerb
            inflect(&part, partContext)
            result += part.tokens
            guard saidEnd < end else { continue }
            // The words after it, up to the next clause, are read as the words before the first one were.
            part = Phrase(tokens: Array(tokens[saidEnd..<end]))
            partContext = context
            partContext.textBefore = ""
            partContext.textAfter = nextVerb
            inflect(&part, partContext)
            result += part.tokens
        }
        phrase.tokens = result
    }
}
