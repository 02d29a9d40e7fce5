/// A word the lexicon reads as a noun and as a verb's third person but never as an adjective (es *espera*,
/// *busca*, *visita*; pt *ocupa*, *ajuda*), standing after the subject noun of a span: there it is the verb
/// (*2 personas esperan*, *2 arquivos ocupam espaço*), since nothing but an adjective agrees after the head and
/// this word is none.
///
/// Two things keep it a noun. Its noun may be much more frequent than its verb: then it is a noun in apposition
/// (*productos estrella*, *coches patrulla*: *estrellar*, *patrullar* are rare). The lexicon's frequencies decide:
/// a verb's is its infinitive's, a noun's that of a spelling the verb shares, so the noun may be up to half a Zipf
/// unit ahead and still lose. And the words before it may be an adjective of it rather than its subject (*2 nuevas
/// cuentas*, *2 pequeñas ayudas*): a word before it is its subject when it is a noun and no adjective, or when it is
/// both and the gender it shows as written is one the noun cannot take (*usuario* before *busca*: an adjective
/// would read *usuaria*).
enum VerbAfterSubject {
    /// How far (Zipf × 100) the noun reading may be more frequent than the verb's lemma for the verb to win.
    static let nounLead = 50

    /// The finite slots that make a form a verb's third person.
    private static let finiteSlots: Set<String> = ["3sg.pres", "3pl.pres", "3sg.past", "3pl.past"]

    /// A word that reads as the verb after its subject, with the genders its noun reading takes.
    struct Candidate: Sendable {
        let nounTakesMasculine: Bool
        let nounTakesFeminine: Bool
    }

    /// The candidate a word with `readings` is, or nil when it is an adjective, no noun or no finite verb, or its
    /// noun is much more frequent than its verb.
    static func candidate(readings: [LexicalReading]) -> Candidate? {
        var topNoun: Int?, topVerb: Int?
        var masculine = false, feminine = false
        for r in readings {
            let e = r.entry
            if e.isAdjective { return nil }
            if e.isNoun {
                topNoun = max(topNoun ?? e.frequency, e.frequency)
                switch e.gender {
                case .masculine: masculine = true
                case .feminine: feminine = true
                default: masculine = true; feminine = true
                }
            }
            if e.isVerb, r.slots.contains(where: finiteSlots.contains) { topVerb = max(topVerb ?? e.frequency, e.frequency) }
        }
        guard let noun = topNoun, let verb = topVerb, verb >= noun - nounLead else { return nil }
        return Candidate(nounTakesMasculine: masculine, nounTakesFeminine: feminine)
    }

    /// The content words a span has read so far, as subjects of a candidate after them. Kept as three flags, so a
    /// long span is read in one pass.
    struct Subjects {
        private var noun = false
        private var showsMasculine = false
        private var showsFeminine = false

        /// Adds the content word `token`, whose lexicon readings make it a noun (`hasNounReading`, or `isUnknown`)
        /// and an adjective (`hasAdjectiveReading`) showing `genderAsWritten`. What is declared on the token wins, and
        /// an argument is a noun (the thing the app names): a noun and no adjective is a subject for any candidate;
        /// a noun and adjective, for one whose noun cannot take the gender it shows; an adjective only, for none.
        mutating func add(_ token: Token, hasNounReading: Bool, isUnknown: Bool, hasAdjectiveReading: Bool,
                          genderAsWritten: GrammaticalGender?) {
            let declared = token.declared?.partOfSpeech
            let isArgument = token.argumentIndex != nil
            let isNoun = declared.map { $0 == .noun } ?? (hasNounReading || isArgument || isUnknown)
            let isAdjective = declared == nil && !isArgument && hasAdjectiveReading
            guard isNoun else { return }
            if !isAdjective { noun = true; return }
            switch genderAsWritten {
            case .masculine?: showsMasculine = true
            case .feminine?: showsFeminine = true
            default: break
            }
        }

        /// Whether some word read so far is the subject of `candidate` rather than an adjective of it.
        func precede(_ candidate: Candidate) -> Bool {
            noun || showsMasculine && !candidate.nounTakesMasculine || showsFeminine && !candidate.nounTakesFeminine
        }
    }
}
