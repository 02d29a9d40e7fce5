/// A verb addressing the user written right before a span: its subject is the user, so the participles and
/// adjectives of the span describe the user and take the user's gender (es `Has sido ^[invitado](inflect: true)`,
/// it `Sei ^[stato invitato](inflect: true)`, fr `Tu es ^[connecté](inflect: true)`, pt `Você foi ^[convidado]…`)
/// — the reading a span gets when the verb is inside it. Each language gives the forms of its copulas as a closed
/// table: the verbs are few and their second persons are not in the lexicon.
struct UserSubjectBefore: Sendable {
    /// Copula forms whose subject is the person addressed (*eres*, *estás*; *sei*; *es*, *êtes*; *estás*, *és*).
    var secondPerson: Set<String>
    /// Auxiliaries of the second person (*has*, *avez*, *tens*) before a participle of the copula.
    var secondPersonAuxiliaries: Set<String> = []
    /// The copula's participles (*sido*, *estado*; *stato*; *été*): after a second-person auxiliary, or a
    /// second-person copula (*sei stato*), they keep the user the subject.
    var copulaParticiples: Set<String> = []
    /// Pronouns addressing the user that take a verb in the third person (*usted*, *você*).
    var politePronouns: Set<String> = []
    /// The third-person copula forms, whose subject is the user after one of ``politePronouns`` (*Você está*).
    var thirdPersonCopulas: Set<String> = []

    /// The longest word read, in characters.
    private static let maxCharacters = 24

    /// Whether `textBefore` ends, after a space, with a verb whose subject is the user.
    func addressesUser(before textBefore: String) -> Bool {
        guard !textBefore.isEmpty, !secondPerson.isEmpty else { return false }
        let words = Self.lastTwoWords(of: textBefore)
        guard let last = words.last else { return false }
        if secondPerson.contains(last) { return true }
        guard let before = words.before else { return false }
        if copulaParticiples.contains(last) { return secondPersonAuxiliaries.contains(before) || secondPerson.contains(before) }
        return thirdPersonCopulas.contains(last) && politePronouns.contains(before)
    }

    /// The last two words of `text`, lowercased, when it ends with a space: letters up to a space, the text's start,
    /// an apostrophe (*t’es*) or an opening *¿*, *¡*; the one before only when spaces alone separate them.
    static func lastTwoWords(of text: String) -> (last: String?, before: String?) {
        guard let end = text.last, end == " " || end == "\u{00A0}" else { return (nil, nil) }
        var words: [String] = []
        var i = text.endIndex
        var read = 0
        while words.count < 2, i > text.startIndex, read <= 2 * maxCharacters {
            // The spaces before the word.
            var j = i
            while j > text.startIndex, case let c = text[text.index(before: j)], c == " " || c == "\u{00A0}" { j = text.index(before: j) }
            let wordEnd = j
            var count = 0
            while j > text.startIndex, text[text.index(before: j)].isLetter, count <= maxCharacters {
                j = text.index(before: j)
                count += 1
            }
            guard count > 0, count <= maxCharacters else { break }
            if j > text.startIndex {
                let previous = text[text.index(before: j)]
                guard previous == " " || previous == "\u{00A0}" || previous == "'" || previous == "’" || previous == "¿" || previous == "¡"
                else { break }
                words.append(String(text[j..<wordEnd]).lowercasedFast())
                guard previous == " " || previous == "\u{00A0}" else { break }
            } else {
                words.append(String(text[j..<wordEnd]).lowercasedFast())
            }
            read += count
            i = j
        }
        return (words.first, words.count > 1 ? words[1] : nil)
    }
}
