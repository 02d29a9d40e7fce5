import Concord

/// Everything a state-changing command can change, so `:undo` can put it back.
struct SessionState {
    var locale: InflectionLocale
    var morphologies: [String: InflectionMorphology]
    var morphologyOrder: [String]
    var termsByName: [String: TermOfAddress]
    var termOrder: [String]
    var arguments: [(value: FormatArgument, text: String)]
    var concepts: [Int: (value: InflectionConcept, text: String)]
    var user: UserTermSetting
    var words: [(language: String, entry: LexicalEntry)]
    var traceMode: ReplSession.TraceMode
    var attributes: [AttributeDeclaration]
    var neutralStyle: NeutralStyle?
    /// How many lines `:save` would write: undoing a command also drops it from the script.
    var recordCount: Int
}

extension ReplSession {
    /// The current state.
    var state: SessionState {
        SessionState(locale: locale, morphologies: morphologies, morphologyOrder: morphologyOrder,
                     termsByName: termsByName, termOrder: termOrder, arguments: arguments, concepts: concepts,
                     user: user, words: words, traceMode: traceMode, attributes: attributes,
                     neutralStyle: neutralStyle, recordCount: record.count)
    }

    /// Puts a saved state back. Words added with `:word` since then leave the lexicon, and the definitions
    /// they replaced come back.
    func restore(_ s: SessionState) {
        if s.words.count < words.count {
            for (language, entry) in words[s.words.count...] {
                engine.lexicons.lexicon(for: language).removeUserEntries(lemma: entry.lemma, pos: entry.pos)
            }
            for (language, entry) in s.words { engine.lexicons.addUserEntry(entry, language: language) }
        }
        locale = s.locale
        morphologies = s.morphologies; morphologyOrder = s.morphologyOrder
        termsByName = s.termsByName; termOrder = s.termOrder
        arguments = s.arguments; concepts = s.concepts
        user = s.user
        words = s.words
        traceMode = s.traceMode
        neutralStyle = s.neutralStyle
        truncateRecord(to: s.recordCount)
    }
}
