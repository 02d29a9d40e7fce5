/// What the closed classes say about a word, from its lower case alone: whether it is a determiner, a
/// preposition, a conjunction, an adverb that never agrees, a linking verb or a pronoun. No lexicon is needed
/// for that, so reading a span asks one table for it and looks up a word's lexicon facts
/// (``ItalianWordFacts``) only when the closed classes do not settle its role.
struct ItalianWordClass: Sendable {
    var determiner: ItalianDeterminer?
    var isPreposition = false
    var isConjunction = false
    var isAdverb = false
    var isLinkingVerb = false
    /// A pronoun of the table.
    var isPronoun = false
    /// A form of *tutto*, which may stand before an article (``ItalianPhrase/predeterminers``).
    var isPredeterminer = false

    /// A word of no closed class.
    init() {}

    /// Whether the word belongs to no closed class (a noun, adjective or verb, as far as the table knows).
    var isOpen: Bool {
        determiner == nil && !isPreposition && !isConjunction && !isAdverb && !isLinkingVerb && !isPronoun
    }

    /// The classes of the lower-case word `w`.
    init(lower w: String) {
        determiner = ItalianArticles.determiner(w)
        isPreposition = ItalianPhrase.prepositions.contains(w)
        isConjunction = ItalianPhrase.conjunctions.contains(w)
        isAdverb = ItalianPhrase.adverbs.contains(w)
        isLinkingVerb = ItalianPhrase.linkingVerbs.contains(w)
        isPronoun = ItalianPronouns.table.contains(w)
        isPredeterminer = ItalianPhrase.predeterminers.contains(w)
    }

    /// Every word of a closed class, by its lower case; an elided determiner under both apostrophes (`l’`, `l'`).
    static let closedClassWords: WordTable<ItalianWordClass> = {
        var words = ItalianPhrase.prepositions.words.union(ItalianPhrase.conjunctions.words)
            .union(ItalianPhrase.adverbs.words).union(ItalianPhrase.linkingVerbs.words)
            .union(ItalianPronouns.table.entries.map { $0.pronoun.lowercasedFast() }).union(ItalianPhrase.predeterminers.words)
        for form in ItalianArticles.table.keys {
            words.insert(form)
            if form.hasSuffixFast("’") { words.insert(String(form.dropLast()) + "'") }
        }
        return WordTable(Dictionary(uniqueKeysWithValues: words.map { ($0, ItalianWordClass(lower: $0)) }))
    }()

    /// The classes of the lower-case word `w`.
    static func of(lower w: String) -> ItalianWordClass {
        closedClassWords[w] ?? ItalianWordClass()
    }
}
