/// English closed-class words: articles, determiners, prepositions, auxiliaries. They are part of the grammar,
/// not of the lexicon, and they decide where a noun phrase starts, where its head is and where it ends.
enum EnglishWords {
    static let indefiniteArticles = WordSet(["a", "an"])
    static let definiteArticle = "the"

    /// Demonstratives and their other-number form.
    static let demonstrativePlural: [String: String] = ["this": "these", "that": "those"]
    static let demonstrativeSingular: [String: String] = ["these": "this", "those": "that"]

    static let possessiveDeterminers = WordSet(["my", "your", "his", "her", "its", "our", "their"])

    /// Quantifiers that stand before a noun and never are its head.
    static let quantifiers = WordSet(["some", "any", "no", "every", "each", "many", "much", "few", "several",
                                      "all", "both", "more", "most", "less", "fewer", "another", "other",
                                      "either", "neither", "such"])

    /// Words that end a noun phrase: the head is before them (`red bean of kidney`).
    static let prepositions = WordSet(["of", "for", "in", "with", "on", "at", "from", "by", "about", "to",
                                       "into", "onto", "per", "under", "over", "without", "within", "between",
                                       "among", "through", "during", "after", "before", "than", "via",
                                       "near", "inside", "outside", "across", "behind", "beyond", "above",
                                       "below", "around", "against", "toward", "towards", "upon", "off",
                                       "since", "until", "along"])
    static let conjunctions = WordSet(["and", "or", "but", "nor", "that", "which", "who", "whom", "whose",
                                       "where", "when", "if", "because"])

    /// Third-person singular auxiliaries and copulas with their plural form (contractions' first halves
    /// included: `isn’t` is tokenized `isn` `’` `t`).
    static let auxiliaryPlural = WordTable(["is": "are", "was": "were", "has": "have", "does": "do",
                                            "isn": "aren", "wasn": "weren", "hasn": "haven", "doesn": "don"])
    static let auxiliarySingular = WordTable(["are": "is", "were": "was", "have": "has", "do": "does",
                                              "aren": "isn", "weren": "wasn", "haven": "hasn", "don": "doesn"])
    /// Contraction halves that are auxiliaries only when `’t` follows.
    static let contractionHalves = WordSet(["isn", "wasn", "hasn", "doesn", "aren", "weren", "haven", "don"])
    /// The verbs contracted onto a subject pronoun that change with its number (*they’re*, *they’ve* → *she’s*):
    /// the plural clitic and its third person singular. (*’ll*, *’d* are the same for every subject.)
    static let contractedSingular: [String: String] = ["re": "s", "ve": "s"]
    /// The singular clitic *’s* and the plural forms it stands for: *is* → *’re*, *has* → *’ve*.
    static let contractedThirdSingular = "s"
    static let contractedBe = "re"
    static let contractedHave = "ve"
    /// The participle of *be*, which only the perfect takes (*has been*, never *is been*).
    static let participleOfBe = "been"
    /// Words after which an auxiliary is an infinitive or has another subject (`will have`, `to do`).
    static let auxiliaryBlockers = WordSet(["to", "will", "would", "can", "could", "shall", "should", "may",
                                            "might", "must", "did", "does", "do", "not"])

    /// Subject pronouns: an auxiliary right after one agrees with it, not with the span's count.
    static let subjectPronouns = WordSet(["i", "you", "we", "they", "he", "she", "it"])

    /// The closed classes a word belongs to, as one set of flags.
    struct WordClass: OptionSet {
        let rawValue: UInt16
        static let article = WordClass(rawValue: 1 << 0)
        static let demonstrative = WordClass(rawValue: 1 << 1)
        static let possessiveDeterminer = WordClass(rawValue: 1 << 2)
        static let quantifier = WordClass(rawValue: 1 << 3)
        static let preposition = WordClass(rawValue: 1 << 4)
        static let conjunction = WordClass(rawValue: 1 << 5)
        static let auxiliary = WordClass(rawValue: 1 << 6)
        static let contractionHalf = WordClass(rawValue: 1 << 7)
        static let indefiniteArticle = WordClass(rawValue: 1 << 8)
        /// Articles, demonstratives, possessives and quantifiers: words before the head, never the head.
        static let determiner: WordClass = [.article, .demonstrative, .possessiveDeterminer, .quantifier]
    }

    /// Every closed-class word with its classes, built from the lists above: a phrase's words are classified
    /// with one look-up each instead of one per list.
    static let classes: WordTable<WordClass> = {
        var table: [String: WordClass] = [:]
        func add(_ words: some Sequence<String>, _ c: WordClass) { for w in words { table[w, default: []].insert(c) } }
        func add(_ words: WordSet, _ c: WordClass) { add(words.words, c) }
        add(indefiniteArticles, [.article, .indefiniteArticle])
        add([definiteArticle], .article)
        add(demonstrativePlural.keys, .demonstrative)
        add(demonstrativeSingular.keys, .demonstrative)
        add(possessiveDeterminers, .possessiveDeterminer)
        add(quantifiers, .quantifier)
        add(prepositions, .preposition)
        add(conjunctions, .conjunction)
        add(auxiliaryPlural.dictionary.keys, .auxiliary)
        add(auxiliarySingular.dictionary.keys, .auxiliary)
        add(contractionHalves, .contractionHalf)
        return WordTable(table)
    }()

    /// The classes of a lower-cased word (empty for an open-class word).
    static func classes(ofLowercased lower: String) -> WordClass { classes[lower] ?? [] }

    /// Whether `text` is *a* or *an* in any casing: `indefiniteArticles.contains(text.lowercasedFast())`, read
    /// from the bytes without lower-casing (only the ASCII letters lower-case to `a` or `n`).
    static func isIndefiniteArticle(_ text: String) -> Bool {
        var utf8 = text.utf8.makeIterator()
        guard let first = utf8.next(), first | 0x20 == UInt8(ascii: "a") else { return false }
        guard let second = utf8.next() else { return true }
        return second | 0x20 == UInt8(ascii: "n") && utf8.next() == nil
    }

    static func isArticle(_ w: String) -> Bool { classes(ofLowercased: w.lowercasedFast()).contains(.article) }

    static func isDemonstrative(_ w: String) -> Bool { classes(ofLowercased: w.lowercasedFast()).contains(.demonstrative) }

    /// Determiners that stand before the head of a noun phrase and are never its head.
    static func isDeterminer(_ w: String) -> Bool {
        !classes(ofLowercased: w.lowercasedFast()).isDisjoint(with: .determiner)
    }

    static func isAuxiliary(_ w: String) -> Bool { classes(ofLowercased: w.lowercasedFast()).contains(.auxiliary) }

    static func isApostrophe(_ s: String) -> Bool { s == "'" || s == "’" }

    /// A symbol that can stand before a noun phrase without ending it: an emoji, `#`, `@`, `★`, `→`, a
    /// currency sign (`🍎 apples`, `#tags`, `$8`). Sentence punctuation is not one.
    static func isSymbol(_ t: Token) -> Bool {
        guard t.kind == .punctuation, let scalar = t.text.unicodeScalars.first else { return false }
        if "#@*".unicodeScalars.contains(scalar) { return true }
        switch scalar.properties.generalCategory {
        case .otherSymbol, .mathSymbol, .currencySymbol, .modifierSymbol: return true
        default: return scalar.properties.isEmojiPresentation
        }
    }
}
