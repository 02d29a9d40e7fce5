/// French spans naming the person the string addresses (see ``AddressedPerson``): a role noun after *tu es* or
/// *vous êtes* (*Vous êtes ^[le seul administrateur]*) or after a salutation's *cher* (*^[Cher client],*).
enum FrenchAddressee {
    /// The copulas and salutations naming the person addressed in this language.
    static let tables = AddressedPerson.Tables(
        // *être* always has its subject pronoun: *tu es*, *vous êtes* (and their future and imperfect).
        copulas: [],
        politeCopulas: [["tu", "es"], ["tu", "seras"], ["tu", "étais"], ["vous", "êtes"], ["vous", "serez"], ["vous", "étiez"]],
        salutations: ["cher", "chère"])

    /// The user as the controller of the span when it names the person addressed
    /// (``AddressedPerson/controller(for:context:tables:trace:head:)``).
    static func controller(for phrase: Phrase, context: AgreementContext, trace: inout TraceRecorder) -> AgreementController? {
        // (The closure holds the lexicon alone: holding the context copied it.)
        let lexicon = context.lexicon
        return AddressedPerson.controller(for: phrase, context: context, tables: tables, trace: &trace) {
            FrenchPhrase(phrase, lexicon: lexicon, nounPhrase: true).head
        }
    }
}
