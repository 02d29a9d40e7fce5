/// Spanish spans naming the person the string addresses (see ``AddressedPerson``): a role noun after a form of *ser*
/// whose subject is that person (*Eres ^[el nuevo propietario]*, *Usted es ^[el único administrador]*) or after a
/// salutation's adjective (*^[Estimado cliente]:*).
enum SpanishAddressee {
    /// The copulas and salutations naming the person addressed in this language.
    static let tables = AddressedPerson.Tables(
        // The forms of *ser* whose subject is *tú* or *vos*.
        copulas: ["eres", "sos", "serás", "eras", "fuiste", "seas"],
        // The forms of *ser* with *usted*, the third person's.
        politeCopulas: Set(["usted", "ud.", "vd."].flatMap { p in ["es", "será", "era", "fue", "sea"].map { [p, $0] } }),
        salutations: ["estimado", "estimada", "querido", "querida", "apreciado", "apreciada", "distinguido", "distinguida"])

    /// The user as the controller of the span when it names the person addressed
    /// (``AddressedPerson/controller(for:context:tables:trace:head:)``).
    static func controller(for phrase: Phrase, context: AgreementContext, trace: inout TraceRecorder) -> AgreementController? {
        // The head it names the person by is a written word, never an argument's (the head is a word of the span): a
        // span whose every word comes from an argument names no one so, and the text before it is not read.
        var hasWrittenWord = false
        for i in phrase.tokens.indices where phrase.tokens[i].kind == .word && phrase.tokens[i].argumentIndex == nil {
            hasWrittenWord = true
            break
        }
        guard hasWrittenWord else { return nil }
        return AddressedPerson.controller(for: phrase, context: context, tables: tables, trace: &trace) {
            SpanishPhrase(phrase, lexicon: context.lexicon).head
        }
    }
}
