extension AgreementEngine {
    private static let nounAndVerb = WordFactsMemo<ExactText, Bool>()

    /// Whether the lexicon reads `word` (as written) both as a noun and as a verb.
    static func isNounAndVerb(_ word: String, lexicon: Lexicon) -> Bool {
        nounAndVerb.facts(of: word, lexicon: lexicon) {
            var noun = false, verb = false
            let readings = lexicon.readings(of: word)
            for k in readings.indices { // read in place: no copy of each entry
                if readings[k].entry.pos == "noun" { noun = true } else if readings[k].entry.pos == "verb" { verb = true }
            }
            return noun && verb
        }
    }

    /// Apple's engine "logs a warning" when a word it inflects can be a noun or a verb and nothing says which
    /// (Caffé's *juice*, *sandwich*); Concord says so in the trace and in a note with the fix. German is left
    /// out: its capital letters already tell nouns from verbs.
    mutating func noteNounOrVerb(in tokens: [Token], span: SpanInfo, context: AgreementContext) {
        guard context.locale.language != "de" else { return }
        // `inflect: {partOfSpeech: …}` says which.
        if case .explicit(let m)? = span.attributes.inflect, m.partOfSpeech != nil { return }
        for t in tokens.indices where tokens[t].isWord && tokens[t].declared?.partOfSpeech == nil && context.spanMorphology?.partOfSpeech == nil {
            let word = tokens[t].original
            // Most words are not both (a memo answers): only those are lower-cased and checked against the noted.
            guard Self.isNounAndVerb(word, lexicon: context.lexicon) else { continue }
            guard notedAmbiguousWords.insert(word.lowercasedFast()).inserted else { continue }
            let wrapped = tokens[t].argumentIndex.map { "^[%\($0)$@](morphology: {partOfSpeech: 'noun'})" }
                ?? "^[\(word)](morphology: {partOfSpeech: 'noun'})"
            diagnostics.append(Diagnostic(.note, code: "word.noun-or-verb",
                                          "'\(word)' can be a noun or a verb, and nothing in the markup says which",
                                          hint: "say which with a morphology span: \(wrapped)",
                                          location: span.location, span: span.source))
            // The note is always a diagnostic; its trace line is built only when someone reads the trace.
            guard request.recordsTrace else { continue }
            trace.append(TraceEntry(span: span.source, attribute: Self.attributeName(span.attributes),
                                    rule: "engine.note.noun-or-verb",
                                    facts: [TraceFact(word, "partOfSpeech", "noun|verb", source: .lexicon)],
                                    input: word, output: word,
                                    note: "'\(word)' can be a noun or a verb; write \(wrapped) to say it is a noun"))
        }
    }
}
