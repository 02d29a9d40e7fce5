/// German spans naming the person the string addresses after a copula whose subject is that person (*Du bist
/// ^[unser 1000. Kunde]*, *Sie sind ^[der neue Besitzer]*; see ``AddressedPerson``). A salutation (*^[Lieber
/// Nutzer]*) has no article and is read by ``GermanInflection/addressesPerson(_:_:gender:lexicon:)`` already.
enum GermanAddressee {
    /// The copulas and salutations naming the person addressed in this language.
    static let tables = AddressedPerson.Tables(
        // The forms of *sein* and *werden* whose subject is *du*.
        copulas: ["bist", "warst", "wirst", "wärst"],
        // With *Sie*, the third person plural's: the pronoun must be there.
        politeCopulas: [["sie", "sind"], ["sie", "waren"], ["sie", "werden"], ["sie", "wären"], ["bist", "du"], ["warst", "du"],
                        ["wirst", "du"], ["sind", "sie"], ["waren", "sie"]],
        salutations: [])

    /// The user as the controller of the span when it names the person addressed: its head noun has a counterpart
    /// of the other gender in the lexicon (*Kunde*/*Kundin*, *Besitzer*/*Besitzerin*).
    static func controller(for phrase: Phrase, context: AgreementContext, trace: inout TraceRecorder) -> AgreementController? {
        guard AddressedPerson.followsCopula(context.textBefore, tables: tables)
        else { return nil }
        let lexicon = context.lexicon
        var parts = GermanPhrase()
        parts.read(phrase, lexicon: lexicon)
        // One person, named in the nominative: the noun is singular and written as its lemma (*Kunde*). A plural
        // names others (*Sie sind ^[die neuen Besitzer]*, they are), or the group the person is one of (*einer
        // unserer Kunden*).
        guard let head = parts.head, let noun = parts.noun, parts.preposition == nil,
              parts.currentSlots(phrase, lexicon: lexicon).first?.plural != true,
              noun.lemma.lowercasedFast() == phrase.tokens[head].text.lowercasedFast(),
              AddressedPerson.onlyAdjectivesAfter(head, in: phrase, lexicon: lexicon) else { return nil }
        // Asked for each gender the noun may change to: a person noun has a counterpart for one of them.
        guard GermanInflection.addressesPerson(parts, phrase, gender: .feminine, lexicon: lexicon)
                || GermanInflection.addressesPerson(parts, phrase, gender: .masculine, lexicon: lexicon) else { return nil }
        guard let user = AddressedPerson.controller(context) else {
            trace.needsUserTermOfAddress = true
            return nil
        }
        return user
    }
}
