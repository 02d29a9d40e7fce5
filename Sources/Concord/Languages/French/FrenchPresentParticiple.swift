/// The present participle (*arrivant*, *correspondant*) is a verb form and never agrees; the adjective spelled the same
/// (*les fichiers correspondants*, *2 éléments restants*) does. The participle is the one with a complement or an
/// object after it (*2 tâches arrivant à échéance*, *2 abonnements expirant le mois prochain*).
extension FrenchPhrase {
    /// Whether the word at `i` (with `facts`), after the head, is a present participle: written in *-ant*, the
    /// participle of a verb the lexicon knows (*arrivant*: *arriver*; *correspondant*: *correspondre*; *finissant*:
    /// *finir*), with a preposition or an article right after it.
    static func isPresentParticiple(at i: Int, facts: FrenchWordFacts, _ phrase: Phrase, lexicon: Lexicon) -> Bool {
        guard facts.lower.hasSuffixFast("ant"), let n = phrase.nextWord(after: i), phrase.tokens[n].kind == .word,
              FrenchWordFacts.of(phrase.tokens[n].text, lexicon).isPreposition || FrenchArticles.find(in: phrase, at: n) != nil
        else { return false }
        var stem = String(facts.lower.dropLast(3))
        // (Spelling kept before -ant: *commençant*, *mangeant*.)
        if stem.hasSuffixFast("ç") { stem = String(stem.dropLast()) + "c" } else if stem.hasSuffixFast("ge") { stem.removeLast() }
        if lexicon.isInfinitive(stem + "er") || lexicon.isInfinitive(stem + "re") || lexicon.isInfinitive(stem + "ir") { return true }
        return stem.hasSuffixFast("iss") && lexicon.isInfinitive(String(stem.dropLast(2)) + "r")
    }
}
