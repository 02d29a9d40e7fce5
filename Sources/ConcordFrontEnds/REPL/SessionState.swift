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
    var userText: String
    var words: [String]
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
                     user: user, userText: userText, words: words, traceMode: traceMode, attributes: attributes,
                     neutralStyle: neutralStyle, recordCount: record.count)
    }

    /// Puts a saved state back. Words added with `:word` stay in the shared lexicon (only the list shrinks).
    func restore(_ s: SessionState) {
        locale = s.locale
        morphologies = s.morphologies; morphologyOrder = s.morphologyOrder
        termsByName = s.termsByName; termOrder = s.termOrder
        arguments = s.arguments; concepts = s.concepts
        user = s.user; userText = s.userText
        words = s.words
        traceMode = s.traceMode
        attributes = s.attributes
        neutralStyle = s.neutralStyle
        truncateRecord(to: s.recordCount)
    }
}
