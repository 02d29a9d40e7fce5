extension AgreementEngine {
    /// What the note about a word that can be a noun or a verb says, worked out once per word as written.
    struct NounOrVerbNote: Sendable {
        /// The word lower-cased: a word is noted once per rendering, whatever its case.
        let lower: String
        let message: String
        /// The hint for the word written in the markup (an argument's names its specifier instead).
        let literalHint: String
    }

    private static let nounAndVerb = TextFactsMemo<NounOrVerbNote?>()
    /// The hints for arguments 1 through 9, which most specifiers are.
    private static let argumentHints: [String] = (0...9).map(argumentHint)

    private static func argumentHint(_ n: Int) -> String { "say which with a morphology span: " + nounSpan(argument: n, word: "") }

    /// The span that says the word is a noun: around its specifier when it came from an argument.
    private static func nounSpan(argument: Int?, word: String) -> String {
        "^[" + (argument.map { "%\($0)$@" } ?? word) + "](morphology: {partOfSpeech: 'noun'})"
    }

    /// The note for `word` when the lexicon reads it (as written) both as a noun and as a verb.
    static func nounOrVerbNote(_ word: String, lexicon: Lexicon) -> NounOrVerbNote? {
        nounAndVerb.facts(of: word, lexicon: lexicon) {
            var noun = false, verb = false
            let readings = lexicon.readings(of: word)
            for k in readings.indices { // read in place: no copy of each entry
                if readings[k].entry.pos == "noun" { noun = true } else if readings[k].entry.pos == "verb" { verb = true }
            }
            guard noun && verb else { return nil }
            return NounOrVerbNote(lower: word.lowercasedFast(),
                                  message: "'\(word)' can be a noun or a verb, and nothing in the markup says which",
                                  literalHint: "say which with a morphology span: " + nounSpan(argument: nil, word: word))
        }
    }

    /// Apple's engine "logs a warning" when a word it inflects can be a noun or a verb and nothing says which
    /// (Caffé's *juice*, *sandwich*); Concord says so in the trace and in a note with the fix. A language that
    /// capitalizes its nouns (German) is left out: its capital letters already tell nouns from verbs; so is a word
    /// whose place says which it is (``LanguageGrammar/partOfSpeechByPlace(_:at:lexicon:)``).
    mutating func noteNounOrVerb(in phrase: Phrase, span k: Int, grammar: any LanguageGrammar, context: AgreementContext) {
        let tokens = phrase.tokens
        guard !grammar.capitalizesNouns else { return }
        // `inflect: {partOfSpeech: …}` says which (read in place: a copy of the span would retain all of its parts).
        if case .explicit(let m)? = parsed.spans[k].attributes.inflect, m.partOfSpeech != nil { return }
        guard context.spanMorphology?.partOfSpeech == nil else { return }
        for t in tokens.indices where tokens[t].isWord && tokens[t].declared?.partOfSpeech == nil {
            // Most words are not both (the memo answers nil); the note's texts come with the answer.
            guard let note = Self.nounOrVerbNote(tokens[t].original, lexicon: context.lexicon) else { continue }
            // A word its place settles (*ont*, *a été*, *se trata*, *una cita*) is no ambiguity: the note would mislead.
            if grammar.partOfSpeechByPlace(phrase, at: t, lexicon: context.lexicon) != nil { continue }
            guard notedAmbiguousWords.insert(note.lower).inserted else { continue }
            let span = parsed.spans[k]
            let argument = tokens[t].argumentIndex
            let hint = argument.map { $0 >= 0 && $0 < Self.argumentHints.count ? Self.argumentHints[$0] : Self.argumentHint($0) }
                ?? note.literalHint
            diagnostics.append(Diagnostic(.note, code: "word.noun-or-verb", note.message, hint: hint,
                                          location: span.location, span: span.source))
            // The note is always a diagnostic; its trace line is built only when someone reads the trace.
            guard request.recordsTrace else { continue }
            let word = tokens[t].original
            let wrapped = Self.nounSpan(argument: argument, word: word)
            trace.append(TraceEntry(span: span.source, attribute: Self.attributeName(span.attributes),
                                    rule: "engine.note.noun-or-verb",
                                    facts: [TraceFact(word, "partOfSpeech", "noun|verb", source: .lexicon)],
                                    input: word, output: word,
                                    note: "'\(word)' can be a noun or a verb; write \(wrapped) to say it is a noun"))
        }
    }
}
