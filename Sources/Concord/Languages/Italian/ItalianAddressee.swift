/// Italian spans naming the person the string addresses (see ``AddressedPerson``): a role noun after *sei* or
/// *Lei è* (*Sei ^[il nuovo proprietario]*) or after a salutation's adjective (*^[Caro cliente],*).
enum ItalianAddressee {
    /// The copulas and salutations naming the person addressed in this language.
    static let tables = AddressedPerson.Tables(
        // The forms of *essere* whose subject is *tu*.
        copulas: ["sei", "sarai", "eri", "fossi"],
        // The forms of *essere* with *Lei*, the third person's.
        politeCopulas: [["lei", "è"], ["lei", "sarà"], ["lei", "era"], ["lei", "sia"]],
        salutations: ["caro", "cara", "carissimo", "carissima", "gentile", "gentilissimo", "gentilissima", "egregio", "egregia"])

    /// The user as the controller of the span when it names the person addressed
    /// (``AddressedPerson/controller(for:context:tables:trace:head:)``).
    static func controller(for phrase: Phrase, context: AgreementContext, trace: inout TraceRecorder) -> AgreementController? {
        // (The closure holds the lexicon alone: holding the context copied it.)
        let lexicon = context.lexicon
        return AddressedPerson.controller(for: phrase, context: context, tables: tables, trace: &trace) {
            let s = ItalianPhrase.read(phrase, lexicon: lexicon, loneDeterminerIsWord: false, determinerBefore: false)
            return s.headIsNumber ? nil : s.head
        }
    }
}
