import Foundation

/// What the English rules ask about one word as written, worked out once from its lexicon readings and the
/// closed-class tables: its lower-case form and classes, whether it is a pronoun or an ordinal, how the lexicon
/// reads it as a noun and a verb, its number, and the indefinite article it takes. Every fact is the answer the
/// rule function named beside it gives for the word, so a span asks the lexicon once per word instead of once per
/// question (and builds its phrase structure several times at the cost of table look-ups). Immutable, so shared
/// between threads.
final class EnglishWordFacts: Sendable {
    /// The word, byte for byte as looked up.
    let word: String
    /// `lowercasedFast()` of the word.
    let lower: String
    /// ``EnglishWords/classes(ofLowercased:)`` of `lower`.
    let classes: EnglishWords.WordClass
    /// `EnglishPronouns.table.contains(word)`.
    let isPronoun: Bool
    /// ``EnglishPhraseStructure/isOrdinal(_:)`` of `lower`.
    let isOrdinal: Bool
    /// Some verb reading is the base form or the third person singular: the word can start a predicate
    /// (``EnglishPhraseStructure/startsPredicate(_:at:facts:words:)``).
    let hasPresentVerbReading: Bool
    /// Some verb reading is the third person singular (*needs*), or the base form (*need*): which number of
    /// subject the word agrees with as a verb (``EnglishPhraseStructure/isVerbAgreeingWithNoun``).
    let isThirdPersonVerbForm: Bool
    let isBaseVerbForm: Bool
    /// Some verb reading is the past or the past participle (*liked*, *joined*).
    let hasPastVerbReading: Bool
    /// Some verb reading is the present or past participle (*remaining*, *left*).
    let hasParticipleReading: Bool
    /// Some reading is a noun.
    let hasNounReading: Bool
    /// No noun reading has a plural of its own in common use: the lexicon's `rare-plural` flag (*left*, *lefts*) or
    /// `zero-plural` flag (*long*, *free*: the noun use is collective or a mass, *the long and the short of it*).
    let nounHasNoCommonPlural: Bool
    /// Some reading is an adjective.
    let hasAdjectiveReading: Bool
    /// The lexicon has the word in some part of speech.
    let isKnown: Bool
    /// ``EnglishNouns/nounReadings(_:lexicon:)``.
    let noun: (base: LexicalEntry?, pluralOf: LexicalEntry?)
    /// ``EnglishNouns/isPlural(_:lexicon:)``.
    let number: (plural: Bool, source: FactSource)
    /// ``EnglishArticles/indefinite(before:lexicon:)``: the article the word takes, the rule and the fact.
    let indefinite: (article: String, rule: String, fact: TraceFact)
    /// The plural ``EnglishNouns/plural(of:facts:acronym:explains:)`` gives the word when it is no acronym.
    let pluralForm: String
    /// `Casing.isAllCaps(word)`.
    let isAllCaps: Bool
    /// ``EnglishPhraseStructure/containsNumber(_:)`` of the word, and whether it holds a letter.
    let containsNumber: Bool
    let containsLetter: Bool

    init(_ word: String, lexicon: Lexicon) {
        self.word = word
        lower = word.lowercasedFast()
        classes = EnglishWords.classes(ofLowercased: lower)
        isPronoun = EnglishPronouns.table.contains(word)
        isOrdinal = EnglishPhraseStructure.isOrdinal(lower)
        let readings = lexicon.readings(of: word)
        isThirdPersonVerbForm = readings.contains { $0.entry.pos == "verb" && !$0.isBaseForm && $0.slots.contains("3sg") }
        isBaseVerbForm = readings.contains { $0.entry.pos == "verb" && $0.isBaseForm }
        hasPresentVerbReading = isThirdPersonVerbForm || isBaseVerbForm
        hasPastVerbReading = readings.contains { $0.entry.pos == "verb" && ($0.slots.contains("past") || $0.slots.contains("pastpart")) }
        hasParticipleReading = readings.contains { $0.entry.pos == "verb" && ($0.slots.contains("ing") || $0.slots.contains("pastpart")) }
        hasNounReading = readings.contains { $0.entry.pos == "noun" }
        nounHasNoCommonPlural = hasNounReading && readings.allSatisfy { !$0.entry.isNoun || $0.entry.has("rare-plural") || $0.entry.has("zero-plural") }
        hasAdjectiveReading = readings.contains { $0.entry.pos == "adjective" }
        isKnown = !readings.isEmpty
        noun = EnglishNouns.readNounReadings(word, lexicon: lexicon)
        number = EnglishNouns.isPlural(lower: lower, noun: noun)
        indefinite = EnglishArticles.chooseIndefinite(before: word, lexicon: lexicon)
        pluralForm = EnglishNouns.plural(of: word, lower: lower, noun: noun, acronym: false, explains: false).form
        isAllCaps = Casing.isAllCaps(word)
        containsNumber = EnglishPhraseStructure.containsNumber(word)
        containsLetter = word.contains(where: \.isLetter)
    }
}

/// The facts of the words the English rules have met, by lexicon and word as written (see ``WordFactsMemo``: they
/// are worked out again when the lexicon changes).
enum EnglishWordMemo {
    private static let memo = TextFactsMemo<EnglishWordFacts>()

    /// The facts of `word`, byte for byte as written.
    static func facts(of word: String, lexicon: Lexicon) -> EnglishWordFacts {
        memo.facts(of: word, lexicon: lexicon) { EnglishWordFacts(word, lexicon: lexicon) }
    }
}

/// The facts of one span's words by token index, each kept with the text it was looked up for. A span's phrase
/// structure is read up to three times and its rules ask about the same words again: comparing a token's text
/// with the one looked up is cheaper than the memo's locks and hashing. A token whose text changed (a noun made
/// plural, a word inserted before it) is looked up again.
///
/// The slots for the span's tokens are allocated with the table itself (a `ManagedBuffer`): one allocation per
/// span rather than an object and an array.
final class EnglishSpanWords: ManagedBuffer<EnglishSpanWords.Header, EnglishWordFacts?> {
    /// What the table holds besides its slots.
    struct Header {
        let lexicon: Lexicon
        /// How many slots were made with the table: the span's tokens when it was made.
        let slots: Int
        /// The slots of the tokens after those, should the span grow.
        var more: [EnglishWordFacts?] = []
    }

    /// An empty table for a span of `tokenCount` tokens.
    static func make(lexicon: Lexicon, tokenCount: Int) -> EnglishSpanWords {
        let table = unsafeDowncast(create(minimumCapacity: tokenCount) { _ in Header(lexicon: lexicon, slots: tokenCount) },
                                   to: EnglishSpanWords.self)
        table.withUnsafeMutablePointerToElements { $0.initialize(repeating: nil, count: tokenCount) }
        return table
    }

    deinit {
        _ = withUnsafeMutablePointers { header, slots in slots.deinitialize(count: header.pointee.slots) }
    }

    var lexicon: Lexicon { header.lexicon }

    /// The facts of the token at `index` of `phrase`.
    func facts(at index: Int, in phrase: Phrase) -> EnglishWordFacts {
        facts(of: phrase.tokens[index].text, at: index)
    }

    /// The facts of `text`, the token at `index`.
    func facts(of text: String, at index: Int) -> EnglishWordFacts {
        // Used by one span's agreement on one thread, through the pointers alone.
        withUnsafeMutablePointers { header, slots in
            // The slot of `index`: one made with the table, or one of `more` (made as the span grows).
            @inline(__always) func fill(_ slot: inout EnglishWordFacts?) -> EnglishWordFacts {
                if let facts = slot, ExactText.same(facts.word, text) { return facts }
                let facts = EnglishWordMemo.facts(of: text, lexicon: header.pointee.lexicon)
                slot = facts
                return facts
            }
            let count = header.pointee.slots
            if index < count { return fill(&slots[index]) }
            let k = index - count
            if k >= header.pointee.more.count {
                header.pointee.more.append(contentsOf: repeatElement(nil, count: k + 1 - header.pointee.more.count))
            }
            return fill(&header.pointee.more[k])
        }
    }
}
