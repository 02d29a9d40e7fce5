/// A closed class of words (copulas, pronouns, salutations) looked up as written, byte for byte (``ExactText``).
///
/// A `Set<String>` hashes a word with accents through its normalized form, a thousand instructions and more for
/// *serás* or *añadir*; these tables are asked of the words before every span. The words looked up are
/// lower-cased text as written, which a table lists in the composed form the languages write.
struct WordSet: Sendable {
    private let words: Set<ExactText>

    init(_ words: some Sequence<String>) { self.words = Set(words.map(ExactText.init)) }

    /// Whether the table has no word.
    var isEmpty: Bool { words.isEmpty }

    /// Whether `word` is one of the table's words, byte for byte.
    func contains(_ word: String) -> Bool { words.contains(ExactText(word)) }
}
