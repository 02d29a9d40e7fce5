/// An adjective written before its noun that is not one of those French usually puts there (``FrenchAdjectives/prenominal``):
/// a translator may put any adjective first for emphasis (*2 magnifiques places*, *1 charmante date*, *2 célèbres
/// chanteurs*). Read as the head, it left the noun after it unchanged or inflected it as an adjective (*2 magnifiques
/// place*, *1 célèbre chanteuse*).
extension FrenchPhrase {
    /// Whether the word at `i` (with `facts`), where the head is looked for, is an adjective of the noun right after
    /// it rather than the head.
    ///
    /// An adjective that is no noun is one before any noun, and before an argument (the thing the app names). A word
    /// that is a noun too (*principal*, *utile*, *étudiant*) is one only when its adjective is at least as frequent as
    /// its noun, the next word is a noun and neither adjective nor verb, and its written gender and number are the next
    /// noun's (*2 principales raisons*); otherwise it is the head, the next word an adjective, a noun in apposition or
    /// its verb (*2 étudiants étrangers*, *2 publics cible*, *2 artistes peintres*, *2 utilisateurs partagent*: the
    /// lexicon's *utilisateur* is more often an adjective than a noun) — unless its written gender is one its own noun
    /// cannot take (*2 mondiales bouches*). A word alone, or before a function word, stays the head:
    /// a nominalised adjective (*2 nouveaux*, *les meilleurs*).
    static func isAdjectiveBeforeNoun(at i: Int, facts: FrenchWordFacts, _ phrase: Phrase, lexicon: Lexicon) -> Bool {
        let tokens = phrase.tokens
        guard facts.hasAdjectiveReading, !facts.isFiniteVerb, !facts.isInvariableFunctionWord,
              FrenchWords.isPlain(tokens, i),
              let n = phrase.nextWord(after: i), tokens[n].kind == .word else { return false }
        let next = tokens[n]
        if let pos = next.declared?.partOfSpeech { return pos == .noun && !facts.hasNounReading }
        if next.argumentIndex != nil { return !facts.hasNounReading }
        let nextFacts = FrenchWordFacts.of(next.text, lexicon)
        guard nextFacts.hasNounReading, !nextFacts.isFiniteVerb, !nextFacts.isInvariableFunctionWord else { return false }
        if !facts.hasNounReading { return true }
        // (A next word that is an adjective too is a noun when its noun is the more frequent: *2 incroyables
        // découvertes*, were *2 incroyables découverts*.)
        guard facts.adjectiveOutranksNoun, nextFacts.isKnownNounOnly || !nextFacts.adjectiveOutranksNoun else { return false }
        let shown = facts.adjectiveFeatures
        let nounGender = nextFacts.nounGender.guessed ? nil : nextFacts.nounGender.gender
        if let g = shown.gender, let nounGender, nounGender != g { return false }
        if let plural = shown.plural, !nextFacts.nounNumber.guessed, let number = nextFacts.nounNumber.number,
           number.isSingular == plural {
            return false
        }
        // Written in its adjective's gender, which its own noun does not take, and the next noun's (*mondiale*, a
        // masculine noun, before *bouche*): an adjective, whatever else the next word may be.
        if let g = shown.gender, g == nounGender, !facts.nounGender.guessed, let own = facts.nounGender.gender, own != g {
            return true
        }
        return nextFacts.verbAfterSubject == nil && !FrenchVerbs.canAgree(next.text, lexicon: lexicon)
    }
}
