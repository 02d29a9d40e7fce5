/// An auxiliary of a compound tense written right before a span of one participle (es *Has ^[reservado] dos
/// noches*, fr *Vous avez ^[réservé]*, it *Hai ^[prenotato]*): the participle agrees with no subject, so it is left as
/// written whoever the user is (was *Has reservada dos noches*, *Vous avez réservée* for a feminine user). After an
/// object pronoun (fr *vous l’avez*, *il vous a*; it *le hai*) the participle agrees with the object, which this does
/// not read: such a span is read as before. Each language gives its closed tables.
struct CompoundTenseBeforeSpan: Sendable {
    /// The auxiliary's forms, every person (es *haber*, fr *avoir*, it *avere*).
    let auxiliaries: WordSet
    /// Object pronouns that a participle after the auxiliary agrees with (fr *la*, *les*, *vous*; it *la*, *le*).
    let objectPronouns: WordSet
    /// A pronoun and an auxiliary whose subject it is, though the pronoun is also an object (fr *vous avez*).
    let subjectPairs: Set<String>

    init(auxiliaries: Set<String>, objectPronouns: Set<String> = [], subjectPairs: Set<String> = []) {
        self.auxiliaries = WordSet(auxiliaries)
        self.objectPronouns = WordSet(objectPronouns)
        self.subjectPairs = subjectPairs
    }

    /// The auxiliary `textBefore` ends with (and a space), lowercased, when nothing before it is an object the
    /// participle would agree with: an elided pronoun (*l’avez*, *m’a*: the word read is then not the auxiliary) or
    /// one of ``objectPronouns``. (``AddressedPerson/lastWords(of:count:)`` reads the text's end on its bytes.)
    func auxiliary(endingText textBefore: String) -> String? {
        guard !auxiliaries.isEmpty, let aux = AddressedPerson.lastWords(of: textBefore, count: 1)?.first,
              auxiliaries.contains(aux) else { return nil }
        if !objectPronouns.isEmpty, let pronoun = AddressedPerson.lastWords(of: textBefore, count: 2)?.first,
           objectPronouns.contains(pronoun), !subjectPairs.contains(pronoun + " " + aux) {
            return nil
        }
        return aux
    }

    /// The one word of `phrase`, when it has one word and nothing else that agrees: not from an argument, not
    /// declared, no number.
    private static func loneWord(_ phrase: Phrase) -> Int? {
        var word: Int?
        for i in phrase.tokens.indices {
            switch phrase.tokens[i].kind {
            case .number: return nil
            case .word:
                guard word == nil, phrase.tokens[i].argumentIndex == nil, phrase.tokens[i].declared == nil else { return nil }
                word = i
            case .space, .punctuation: continue
            }
        }
        return word
    }

    /// Whether the lexicon reads `word` as a participle: an adjective entry flagged `participle`, or a verb's `pp`.
    private static func isParticiple(_ word: String, lexicon: Lexicon) -> Bool {
        let readings = lexicon.readings(of: word)
        for k in readings.indices
        where readings[k].entry.isAdjective && readings[k].entry.has("participle")
            || readings[k].entry.isVerb && readings[k].slots.contains("pp") {
            return true
        }
        return false
    }

    /// Leaves a span of one participle after the auxiliary as it is, with the reason in the trace (`rule`): true when
    /// it did, and the language has nothing more to do with the span. (The span's shape is read first: most spans
    /// are no lone word, and the text before them is not read.)
    func leavesParticiple(_ phrase: Phrase, context: AgreementContext, rule: String, trace: inout TraceRecorder) -> Bool {
        guard !context.textBefore.isEmpty, let w = Self.loneWord(phrase), let aux = auxiliary(endingText: context.textBefore),
              Self.isParticiple(phrase.tokens[w].text, lexicon: context.lexicon) else { return false }
        trace.unchanged(rule, phrase.text, because: "after ‘\(aux)’ the participle of a compound tense agrees with no subject")
        return true
    }
}

extension AgreementMode {
    /// `inflect: true` or an agreement with an argument or a concept: the modes whose words follow the grammar of
    /// the sentence (not `inflect: {…}`, which asks for features whatever the sentence says).
    var isAutomaticOrAgreement: Bool {
        if case .explicit = self { return false }
        return true
    }
}
