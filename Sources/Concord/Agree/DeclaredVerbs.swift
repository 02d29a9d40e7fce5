/// `inflect: {partOfSpeech: 'verb', number: …}`: the span is read as verbs, even when a word is also a noun
/// (*reste*, *cuenta*, *conta*): every word the language knows as a third-person verb form takes the number
/// (*restent*, *cuentan*). Each language gives the form of a verb for a number.
enum DeclaredVerbs {
    /// The form of a verb for a number, with the facts behind it; nil when the word is no verb form the
    /// language can change.
    typealias Agreement = (_ word: String, _ number: GrammaticalNumber) -> (form: String, facts: [TraceFact])?

    /// Inflects the words of `phrase` as verbs when `request` declares them verbs and asks for a number.
    /// Returns false (nothing done) otherwise, or when no word is a verb form.
    static func inflect(_ phrase: inout Phrase, request: InflectionMorphology, language: String,
                        agree: Agreement, trace: inout TraceRecorder) -> Bool {
        guard request.partOfSpeech == .verb, let number = request.number else { return false }
        let fact = TraceFact("request", "partOfSpeech", "verb", source: .request)
        var changed = false
        for i in phrase.wordIndices {
            let word = phrase.tokens[i].text
            guard let r = agree(word, number) else { continue }
            let out = Casing.apply(from: word, to: r.form)
            phrase.tokens[i].text = out
            trace.fired("\(language).verb.declared", word, out, facts: [fact] + r.facts)
            changed = true
        }
        return changed
    }
}
