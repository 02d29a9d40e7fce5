/// Third-person verb forms the lexicons do not list — the imperfect, the conditional, the future — follow each
/// language's regular endings (es *compartía/compartían*, fr *partageait/partageaient*, it
/// *condividerebbe/condividerebbero*, pt *poderia/poderiam*). A language lists its endings; a word is read as such
/// a form when it ends in one, has no noun or adjective reading, and either its stem with an infinitive ending is
/// a verb the lexicon knows (*compartir*, *partager*) or an irregular stem of the language (*podr-* → *poder*), or
/// — for an ending that alone tells a verb (*-aient*, *-ebbero*) — it is written in lower case (a capitalized word
/// may be a name) on a stem of three letters or more.
struct RegularVerbEndings: Sendable {
    /// One tense's third-person endings.
    struct Ending: Sendable {
        let singular: String
        let plural: String
        /// What turns the stem into the infinitive the lexicon must know (`""` when the stem is the infinitive,
        /// as in a future); empty when the ending alone tells a verb.
        let infinitives: [String]

        init(_ singular: String, _ plural: String, infinitives: [String] = []) {
            self.singular = singular
            self.plural = plural
            self.infinitives = infinitives
        }
    }

    /// A word read through an ending: both third persons, which one is written, and the infinitive checked.
    struct Reading: Sendable, Equatable {
        let singular: String
        let plural: String
        let isPlural: Bool
        let infinitive: String?
    }

    /// Tried in order: a longer ending that shares its end with a shorter one comes first.
    let endings: [Ending]
    /// Stems of irregular futures and conditionals and their infinitives (es *podr* → *poder*).
    let irregularStems: [String: String]

    init(_ endings: [Ending], irregularStems: [String: String] = [:]) {
        self.endings = endings
        self.irregularStems = irregularStems
    }

    /// `word` (as written) read through the endings, or nil. `readings` are the lexicon's readings of it.
    func reading(of word: String, readings: [LexicalReading], lexicon: Lexicon) -> Reading? {
        guard !readings.contains(where: { $0.entry.isNoun || $0.entry.isAdjective }) else { return nil }
        for ending in endings {
            for isPlural in [true, false] {
                let written = isPlural ? ending.plural : ending.singular
                guard word.hasSuffixFast(written), word.count > written.count + 1 else { continue }
                let stem = String(word.dropLast(written.count))
                var infinitive: String?
                if ending.infinitives.isEmpty {
                    // (A stem of three letters or more: *Java* and *guava* are no imperfects.)
                    guard stem.count >= 3, let first = word.unicodeScalars.first, first.properties.isLowercase else { continue }
                } else {
                    infinitive = irregularStems[stem] ?? ending.infinitives.lazy.map { stem + $0 }.first(where: lexicon.isInfinitive)
                    guard infinitive != nil else { continue }
                }
                return Reading(singular: stem + ending.singular, plural: stem + ending.plural, isPlural: isPlural,
                               infinitive: infinitive)
            }
        }
        return nil
    }
}
