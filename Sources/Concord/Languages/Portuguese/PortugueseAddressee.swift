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
        // (An empty text, a span opening the string, is told first: it is the most frequent.)
        guard !textBefore.isEmpty, textBefore.utf8.count <= 12, isOneWordAndSpace(latin1: textBefore) != false,
              textBefore.last?.isWhitespace == true else { return false }
        let words = textBefore.split(whereSeparator: { $0.isWhitespace })
        guard words.count == 1, let word = words.first else { return false }
        return politeCopulaForms.contains(String(word.drop(while: { !$0.isLetter })).lowercasedFast())
    }

    /// Whether `text` is one word (anything but white space) and white space after it, as ``opensWithPoliteCopula(_:)``
    /// reads it by characters, told from the bytes of a text of ASCII and Latin-1 scalars (below U+0100: each is a
    /// character of its own, CR LF aside, which is white space either way); nil for another text. Most spans after
    /// a short text (*Você foi*) are told so without breaking it into characters, about 9,000 instructions.
    static func isOneWordAndSpace(latin1 text: String) -> Bool? {
        var copy = text
        return copy.withUTF8 { bytes -> Bool? in
            var words = 0, inWord = false, endsWithSpace = false
            var i = 0
            while i < bytes.count {
                let b = bytes[i]
                let space: Bool
                if b < 0x80 {
                    space = b == 0x20 || (b >= 0x09 && b <= 0x0D)
                    i += 1
                } else if (b == 0xC2 || b == 0xC3), i + 1 < bytes.count {
                    // U+0085 (next line) and U+00A0 (no-break space) are the white space of Latin-1.
                    space = b == 0xC2 && (bytes[i + 1] == 0x85 || bytes[i + 1] == 0xA0)
                    i += 2
                } else {
                    return nil
                }
                if !space && !inWord { words += 1 }
                inWord = !space
                endsWithSpace = space
            }
            return words == 1 && endsWithSpace
        }
    }
}
