/// Portuguese spans naming the person the string addresses (see ``AddressedPerson``): a role noun after *és* or
/// *você é* (*Você é ^[o novo proprietário]*) or after a salutation's adjective (*^[Caro cliente],*).
enum PortugueseAddressee {
    /// The copulas and salutations naming the person addressed in this language.
    static let tables = AddressedPerson.Tables(
        // The forms of *ser* whose subject is *tu*.
        copulas: ["és", "serás", "eras", "foste"],
        // The forms of *ser* with *você*, the third person's (*tu* is also written before its own forms).
        politeCopulas: Set(["você", "vc"].flatMap { p in ["é", "será", "era", "foi", "seja"].map { [p, $0] } }),
        salutations: ["caro", "cara", "prezado", "prezada", "querido", "querida", "estimado", "estimada"])

    /// The user as the controller of the span when it names the person addressed
    /// (``AddressedPerson/controller(for:context:tables:trace:head:)``).
    static func controller(for phrase: Phrase, context: AgreementContext, trace: inout TraceRecorder) -> AgreementController? {
        AddressedPerson.controller(for: phrase, context: context, tables: tables, trace: &trace) {
            PortuguesePhrase.parse(phrase, words: PortugueseWordFacts(lexicon: context.lexicon, locale: context.locale)).head
        }
    }
}
