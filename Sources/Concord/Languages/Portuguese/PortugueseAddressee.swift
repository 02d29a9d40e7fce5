/// Portuguese spans naming the person the string addresses (see ``AddressedPerson``): a role noun after *és* or
/// *você é* (*Você é ^[o novo proprietário]*), in Portugal after *é* opening the text (*É ^[o novo proprietário]*),
/// or after a salutation's adjective (*^[Caro cliente],*).
enum PortugueseAddressee {
    /// The forms of *ser* of the third person, which *você* takes.
    static let politeCopulaForms = ["é", "será", "era", "foi", "seja"]

    /// The copulas and salutations naming the person addressed in this language.
    static let tables = AddressedPerson.Tables(
        // The forms of *ser* whose subject is *tu*.
        copulas: ["és", "serás", "eras", "foste"],
        // The forms of *ser* with *você*, the third person's (*tu* is also written before its own forms).
        politeCopulas: Set(["você", "vc"].flatMap { p in politeCopulaForms.map { [p, $0] } }),
        salutations: ["caro", "cara", "prezado", "prezada", "querido", "querida", "estimado", "estimada"])

    /// The user as the controller of the span when it names the person addressed
    /// (``AddressedPerson/controller(for:context:tables:trace:head:)``), or — in Portugal, where the polite address
    /// drops its *você* — when a form of *ser* of the third person alone opens the text before it (*É ^[o único
    /// administrador] desta pasta*: was unchanged for a feminine user, now *É a única administradora*).
    static func controller(for phrase: Phrase, context: AgreementContext, trace: inout TraceRecorder) -> AgreementController? {
        let head = { PortuguesePhrase.parse(phrase, words: PortugueseWordFacts(lexicon: context.lexicon, locale: context.locale)).head }
        if let user = AddressedPerson.controller(for: phrase, context: context, tables: tables, trace: &trace, head: head) {
            return user
        }
        guard opensWithPoliteCopula(context.textBefore), PortugueseSpelling.isEuropean(context.locale),
              let h = head(), phrase.tokens[h].argumentIndex == nil,
              AddressedPerson.isPersonNoun(phrase.tokens[h].text, lexicon: context.lexicon),
              AddressedPerson.onlyAdjectivesAfter(h, in: phrase, lexicon: context.lexicon) else { return nil }
        guard let user = AddressedPerson.controller(context) else {
            trace.needsUserTermOfAddress = true
            return nil
        }
        return user
    }

    /// Whether `textBefore` is one of ``politeCopulaForms`` alone (opening punctuation before it aside) and then a
    /// space: the verb has no subject written, so in a string addressed to the user its subject is the user. (Read only
    /// for a short text: a longer one holds more than the verb.)
    static func opensWithPoliteCopula(_ textBefore: String) -> Bool {
        guard textBefore.utf8.count <= 12, textBefore.last?.isWhitespace == true else { return false }
        let words = textBefore.split(whereSeparator: { $0.isWhitespace })
        guard words.count == 1, let word = words.first else { return false }
        return politeCopulaForms.contains(String(word.drop(while: { !$0.isLetter })).lowercasedFast())
    }
}
