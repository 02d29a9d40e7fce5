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
    /// participle would agree with: an elided pronoun (*l’avez*, *m’a*) or one of ``objectPronouns``. Read on the
    /// text's last bytes: it is asked of every span of one word after some text.
    func auxiliary(endingText textBefore: String) -> String? {
        guard !auxiliaries.isEmpty else { return nil }
        var text = textBefore
        return text.withUTF8 { bytes -> String? in
            guard let (last, lastStart, elided) = Self.word(endingAt: bytes.count, in: bytes), !elided,
                  case let aux = last.lowercasedFast(), auxiliaries.contains(aux) else { return nil }
            if let (before, _, _) = Self.word(endingAt: lastStart, in: bytes), case let pronoun = before.lowercasedFast(),
               objectPronouns.contains(pronoun), !subjectPairs.contains(pronoun + " " + aux) {
                return nil
            }
            return aux
        }
    }

    /// The longest word read, in bytes: longer ones are no auxiliary or pronoun.
    private static let maxBytes = 32

    /// The word before the spaces that end `bytes[..<end]` (at least one: the span starts after a space), where it
    /// starts, and whether an apostrophe joins it to a word before it (an elided pronoun, *l’avez*). Nil when no
    /// space ends the text, or the word is longer than ``maxBytes``. An opening *¿*, *¡* or punctuation before the
    /// word is not part of it.
    private static func word(endingAt end: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (String, Int, Bool)? {
        var e = end
        // The spaces: ASCII and no-break (C2 A0).
        while e > 0 {
            if bytes[e - 1] == 0x20 { e -= 1 } else if e > 1, bytes[e - 1] == 0xA0, bytes[e - 2] == 0xC2 { e -= 2 } else { break }
        }
        guard e < end, e > 0 else { return nil }
        var s = e
        while s > 0, bytes[s - 1] != 0x20, !(s > 1 && bytes[s - 1] == 0xA0 && bytes[s - 2] == 0xC2) {
            // An apostrophe, ASCII or ’ (E2 80 99), ends the word: what is before it is elided.
            if bytes[s - 1] == 0x27 { return (Self.string(bytes, s, e), s, true) }
            if s > 2, bytes[s - 1] == 0x99, bytes[s - 2] == 0x80, bytes[s - 3] == 0xE2 { return (Self.string(bytes, s, e), s, true) }
            s -= 1
            guard e - s <= maxBytes else { return nil }
        }
        let wordEnd = e
        // Leading punctuation: ASCII, ¿ (C2 BF), ¡ (C2 A1).
        var w = s
        while w < wordEnd {
            let b = bytes[w]
            if b < 0x80, !(b >= 0x30 && b <= 0x39 || b >= 0x41 && b <= 0x5A || b >= 0x61 && b <= 0x7A) { w += 1; continue }
            if b == 0xC2, w + 1 < wordEnd, bytes[w + 1] == 0xBF || bytes[w + 1] == 0xA1 { w += 2; continue }
            break
        }
        guard w < wordEnd else { return nil }
        return (Self.string(bytes, w, wordEnd), s, false)
    }

    private static func string(_ bytes: UnsafeBufferPointer<UInt8>, _ from: Int, _ to: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[from..<to]), as: UTF8.self)
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
