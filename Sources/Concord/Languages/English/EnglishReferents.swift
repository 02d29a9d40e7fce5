/// `referentConcept`: the pronouns of the span take the referent's forms. It is the default substitution, except
/// that the slot of an ambiguous pronoun is read with the text after the span (`^[his](referentConcept: 1)
/// profile` is the dependent *his* → *her*; `^[his](referentConcept: 1).` is the independent one → *hers*).
enum EnglishReferents {
    /// Run id given to the tokens of the text after the span, which are read but never changed.
    static let contextRun = Int.min

    /// The span's tokens followed by those of the text after it.
    static func withTextAfter(_ phrase: Phrase, _ textAfter: String) -> Phrase {
        Phrase(tokens: phrase.tokens + TemplateCache.tokens(of: textAfter, runID: contextRun))
    }

    static func substitute(_ phrase: inout Phrase, term: TermOfAddress, context: AgreementContext,
                           trace: inout TraceRecorder) {
        // Pronouns are only replaced in place, left to right: the words after a pronoun are still as written.
        PronounSubstitution.substitute(&phrase, term: term, grammar: English(), context: context, trace: &trace,
                                       slot: { slots, i, phrase in
                                           slot(slots, next: nextWord(after: i, in: phrase, textAfter: context.textAfter),
                                                lexicon: context.lexicon)
                                       },
                                       noPronoun: "no English pronoun was found in the span")
        // `^[They are](referentConcept: 1)` + masculine → `He is`: the verb follows the new subject.
        EnglishVerbs.agreeWithChangedSubjects(&phrase, lexicon: context.lexicon, textAfter: context.textAfter, trace: &trace)
    }

    /// Adverbs that follow an object pronoun and never a possessive (`I met her yesterday`).
    static let objectFollowers = WordSet(["yesterday", "today", "tomorrow", "tonight", "again", "too", "now",
                                          "then", "here", "there", "later", "soon", "back", "away", "up",
                                          "down", "out", "already", "still", "once", "twice", "well", "first"])

    /// The word or number after the token at `index`, skipping spaces, in the span and then in the text after
    /// it (read as ``withTextAfter(_:_:)`` reads them, without building that phrase); nil at punctuation or at
    /// the end.
    static func nextWord(after index: Int, in phrase: Phrase, textAfter: String) -> Token? {
        EnglishFollowingWords(after: index, in: phrase, textAfter: textAfter, wanted: 1).first
    }

    /// The slot of a pronoun with several readings (*her*, *his*): a possessive determiner before a noun or
    /// an adjective (or a number), otherwise the object or independent form. A word the lexicon knows only as
    /// a verb, a function word or one of ``objectFollowers`` shows the pronoun stands alone. `next` is the word
    /// after the pronoun (``nextWord(after:in:textAfter:)``), read only when there are several readings.
    static func slot(_ slots: [InflectionMorphology], next: @autoclosure () -> Token?, lexicon: Lexicon) -> InflectionMorphology {
        guard slots.count > 1 else { return slots[0] }
        let dependent = slots.first { $0.determination == .dependent }
        let other = slots.first { $0.determination != .dependent }
        // Readings all of one kind (*they*, *you*: subject or object, singular or plural) leave nothing for the word
        // after to choose: the first is the answer either way, and that word is not read.
        guard let dependent, let other else { return slots[0] }
        var possessive = false
        if let t = next() {
            let w = t.text.lowercasedFast()
            if t.kind == .number {
                possessive = true
            } else if EnglishWords.isDeterminer(w) || EnglishWords.prepositions.contains(w) || EnglishWords.conjunctions.contains(w)
                        || EnglishWords.isAuxiliary(w) || EnglishPronouns.table.contains(w) || objectFollowers.contains(w) {
                possessive = false
            } else {
                let readings = lexicon.readings(of: w)
                possessive = readings.isEmpty || readings.contains { $0.entry.isNoun || $0.entry.isAdjective }
            }
        }
        return possessive ? dependent : other
    }
}
