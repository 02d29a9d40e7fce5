/// A copula written right before a span, whose subject the span's participles and adjectives describe. When the
/// verb addresses the user, they take the user's gender (es `Has sido ^[invitado](inflect: true)`, it `Sei ^[stato
/// invitato](inflect: true)`) — the reading a span gets when the verb is inside it; when a noun is its subject
/// (*El archivo ha sido*, *La photo a été*), they agree with that noun, not with the user. Each language gives the
/// forms of its copulas as a closed table: the verbs are few and their second persons are not in the lexicon.
struct CopulaBeforeSpan: Sendable {
    /// Copula forms whose subject is the person addressed (*eres*, *estás*; *sei*).
    let secondPerson: WordSet
    /// Auxiliaries of the second person (*has*, *avez*, *tens*) before a participle of the copula.
    let secondPersonAuxiliaries: WordSet
    /// The copula's participles (*sido*, *estado*; *stato*; *été*): after a second-person auxiliary, or a
    /// second-person copula (*sei stato*), they keep the user the subject.
    let copulaParticiples: WordSet
    /// Pronouns addressing the user that take a verb in the third person (*usted*, *você*).
    let politePronouns: WordSet
    /// The third-person copula forms, whose subject is the user after one of ``politePronouns`` (*Você está*).
    let thirdPersonCopulas: WordSet
    /// Auxiliaries of the third person (*ha*, *a*, *tem*) before a participle of the copula (*ha sido*, *a été*).
    let thirdPersonAuxiliaries: WordSet

    init(secondPerson: Set<String> = [], secondPersonAuxiliaries: Set<String> = [], copulaParticiples: Set<String> = [],
         politePronouns: Set<String> = [], thirdPersonCopulas: Set<String> = [], thirdPersonAuxiliaries: Set<String> = []) {
        self.secondPerson = WordSet(secondPerson)
        self.secondPersonAuxiliaries = WordSet(secondPersonAuxiliaries)
        self.copulaParticiples = WordSet(copulaParticiples)
        self.politePronouns = WordSet(politePronouns)
        self.thirdPersonCopulas = WordSet(thirdPersonCopulas)
        self.thirdPersonAuxiliaries = WordSet(thirdPersonAuxiliaries)
    }

    /// The controller a subject before the copula gives the span (``wordBeforeThirdPersonCopula(in:)``): the gender
    /// and number of a noun whose gender is known (not guessed), or of a third-person pronoun (*Il est*, *Ella ha
    /// sido*), as `analysis` reads the word.
    static func nounSubject(_ word: String, analysis: PhraseAnalysis) -> AgreementController? {
        let f = analysis.features
        guard f.partOfSpeech == .noun || f.partOfSpeech == .pronoun && f.grammaticalPerson == .third,
              let g = f.grammaticalGender,
              g == .masculine || g == .feminine, !analysis.guessed.contains("grammaticalGender") else { return nil }
        return AgreementController(features: InflectionMorphology(grammaticalGender: g, number: analysis.features.number),
                                   text: word, facts: analysis.facts)
    }

    /// The longest word read, in characters.
    private static let maxCharacters = 24

    /// Whether `textBefore` ends, after a space, with a verb whose subject is the user.
    func addressesUser(before textBefore: String) -> Bool {
        guard !textBefore.isEmpty, !secondPerson.isEmpty else { return false }
        let words = Self.lastWords(of: textBefore, count: 2)
        guard let last = words.first else { return false }
        if secondPerson.contains(last) { return true }
        guard words.count > 1 else { return false }
        let before = words[1]
        if copulaParticiples.contains(last) { return secondPersonAuxiliaries.contains(before) || secondPerson.contains(before) }
        return thirdPersonCopulas.contains(last) && politePronouns.contains(before)
    }

    /// The word right before a third-person copula that `textBefore` ends with (*archivo* in *El archivo ha sido*,
    /// *foto* in *La foto está*), lowercased: when it is a noun, the span describes it, not the user. Nil when the
    /// text ends otherwise, or the copula opens it.
    func wordBeforeThirdPersonCopula(in textBefore: String) -> String? {
        guard !textBefore.isEmpty, !thirdPersonCopulas.isEmpty else { return nil }
        let words = Self.lastWords(of: textBefore, count: 3)
        guard let last = words.first else { return nil }
        if thirdPersonCopulas.contains(last) { return words.count > 1 ? words[1] : nil }
        if copulaParticiples.contains(last), words.count > 2, thirdPersonAuxiliaries.contains(words[1]) { return words[2] }
        return nil
    }

    /// The last `count` words of `text`, lowercased, the last first, when it ends with a space: letters up to a
    /// space, the text's start, an apostrophe (*t’es*) or an opening *¿*, *¡*; each earlier one only when spaces
    /// alone separate it from the next.
    static func lastWords(of text: String, count: Int) -> [String] {
        lastWordsOfLatinText(text, count: count) ?? lastWordsByCharacter(of: text, count: count)
    }

    /// ``lastWords(of:count:)`` read character by character: for any text.
    static func lastWordsByCharacter(of text: String, count: Int) -> [String] {
        guard let end = text.last, end == " " || end == "\u{00A0}" else { return [] }
        var words: [String] = []
        var i = text.endIndex
        var read = 0
        while words.count < count, i > text.startIndex, read <= count * maxCharacters {
            // The spaces before the word.
            var j = i
            while j > text.startIndex, case let c = text[text.index(before: j)], c == " " || c == "\u{00A0}" { j = text.index(before: j) }
            let wordEnd = j
            var letters = 0
            while j > text.startIndex, text[text.index(before: j)].isLetter, letters <= maxCharacters {
                j = text.index(before: j)
                letters += 1
            }
            guard letters > 0, letters <= maxCharacters else { break }
            if j > text.startIndex {
                let previous = text[text.index(before: j)]
                guard previous == " " || previous == "\u{00A0}" || previous == "'" || previous == "’" || previous == "¿" || previous == "¡"
                else { break }
                words.append(String(text[j..<wordEnd]).lowercasedFast())
                guard previous == " " || previous == "\u{00A0}" else { break }
            } else {
                words.append(String(text[j..<wordEnd]).lowercasedFast())
            }
            read += letters
            i = j
        }
        return words
    }

    /// ``lastWords(of:count:)`` read on the text's bytes, where every character it reads is one it knows by its bytes
    /// alone: ASCII, a no-break space, a letter of Latin-1 (*é*, *ñ*, *à*: C3 80–BF but × and ÷), ’, ¿, ¡. Nil, and the
    /// characters read as characters, when it meets another (a combining mark, a letter of another script): reading
    /// a string character by character from its end costs a grapheme break each, about 18,000 instructions for the
    /// few words before a span, where this is a few hundred.
    static func lastWordsOfLatinText(_ text: String, count: Int) -> [String]? {
        var copy = text
        return copy.withUTF8 { b -> [String]? in
            // What the character ending at `e` (exclusive) is, and its length in bytes; nil for one not known so.
            enum Kind { case space, letter, apostrophe, opening, other }
            func character(endingAt e: Int) -> (Kind, Int)? {
                let last = b[e - 1]
                if last < 0x80 {
                    // A line feed after a carriage return is one character with it; neither is read here.
                    switch last {
                    case 0x20: return (.space, 1)
                    case 0x27: return (.apostrophe, 1)
                    case 0x41...0x5A, 0x61...0x7A: return (.letter, 1)
                    default: return (.other, 1)
                    }
                }
                guard e >= 2 else { return nil }
                let lead = b[e - 2]
                if lead == 0xC2 {
                    switch last {
                    case 0xA0: return (.space, 2)
                    case 0xBF, 0xA1: return (.opening, 2)
                    default: return nil
                    }
                }
                if lead == 0xC3, last >= 0x80, last <= 0xBF, last != 0x97, last != 0xB7 { return (.letter, 2) }
                if e >= 3, b[e - 3] == 0xE2, lead == 0x80, last == 0x99 { return (.apostrophe, 3) }
                return nil
            }
            // A combining mark after the text's last letter would join it into one character: read them as characters.
            var words: [String] = []
            var i = b.count
            guard i > 0, let (endKind, _) = character(endingAt: i), endKind == .space else {
                return i > 0 && character(endingAt: i) == nil ? nil : []
            }
            var read = 0
            while words.count < count, i > 0, read <= count * maxCharacters {
                var j = i
                while j > 0 {
                    guard let (k, n) = character(endingAt: j) else { return nil }
                    guard k == .space else { break }
                    j -= n
                }
                let wordEnd = j
                var letters = 0
                while j > 0, letters <= maxCharacters {
                    guard let (k, n) = character(endingAt: j) else { return nil }
                    guard k == .letter else { break }
                    j -= n
                    letters += 1
                }
                guard letters > 0, letters <= maxCharacters else { break }
                let word = String(decoding: UnsafeBufferPointer(rebasing: b[j..<wordEnd]), as: UTF8.self).lowercasedFast()
                if j > 0 {
                    guard let (previous, _) = character(endingAt: j) else { return nil }
                    guard previous == .space || previous == .apostrophe || previous == .opening else { break }
                    words.append(word)
                    guard previous == .space else { break }
                } else {
                    words.append(word)
                }
                read += letters
                i = j
            }
            return words
        }
    }
}
