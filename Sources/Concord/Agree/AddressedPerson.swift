/// Spans of `inflect: true` that name the person the string addresses — a role noun after a copula whose subject is
/// that person (*Eres ^[el nuevo propietario]*, *Vous êtes ^[le seul administrateur]*) or the noun a salutation
/// opens with (*^[Estimado cliente]:*). Such a span is about the user as a concept's span is about the concept, so a
/// language agrees it with the user's term of address as with a person concept (``controller(_:)``).
///
/// What each language contributes are closed-class tables its grammar defines — the forms of *to be* whose subject
/// is the person addressed, the adjectives a salutation opens with — and the span's head noun; whether that noun
/// names a person is a lexicon fact (``isPersonNoun(_:lexicon:)``).
enum AddressedPerson {
    /// The user as the controller a person concept would be: the term's gender, nothing about number (the span keeps
    /// the number it is written in: *uno de nuestros clientes* is about one person too). Nil when the term has no
    /// masculine or feminine gender — the caller then asks for the span's alternative.
    static func controller(_ context: AgreementContext) -> AgreementController? {
        guard let user = context.userGender else { return nil }
        return AgreementController(features: InflectionMorphology(grammaticalGender: user.gender), text: "user",
                                   facts: [user.fact], isPerson: true)
    }

    /// The closed-class words a language names the person addressed with (see ``AddressedPerson``).
    struct Tables: Sendable {
        /// Forms of *to be* whose subject is the person addressed and needs no pronoun (*eres*, *bist*, *sei*).
        let copulas: WordSet
        /// The adjectives a salutation opens with, before the noun naming its reader (*estimado*, *cher*, *caro*).
        let salutations: WordSet
        /// The pairs of pronoun and form of *to be* for the polite address (`politeCopulas` of the initializer),
        /// by their last word: the first words it follows. A text whose last word is none of the keys ends with no
        /// pair, and its two last words need not be read (asked of every span); a pair is then two look-ups of a
        /// word, where a `Set<[String]>` hashed both words through `Hasher`.
        let politeFirstWords: WordTable<WordSet>

        /// `politeCopulas`: pronoun and form of *to be* for the polite address, whose verb is a third-person form
        /// and needs its pronoun to address anyone (*usted es*, *vous êtes*, *Sie sind*, *você é*), two words each.
        init(copulas: Set<String>, politeCopulas: Set<[String]>, salutations: Set<String>) {
            self.copulas = WordSet(copulas)
            self.salutations = WordSet(salutations)
            var firstWords: [String: Set<String>] = [:]
            for pair in politeCopulas where pair.count == 2 { firstWords[pair[1], default: []].insert(pair[0]) }
            politeFirstWords = WordTable(firstWords.mapValues { WordSet($0) })
        }
    }

    /// The user as the controller of `phrase`, when the span names the person addressed — after one of the
    /// language's copulas or opening the text with one of its salutations — and `head` (the language's reading of
    /// the span's head noun) is a person noun with nothing but adjectives after it; nil otherwise, and the span is
    /// left to the language's other rules. A user whose term has no masculine or feminine gender asks for the span's
    /// alternative, as an adjective addressing the user does.
    static func controller(for phrase: Phrase, context: AgreementContext, tables: Tables, trace: inout TraceRecorder,
                           head: () -> Int?) -> AgreementController? {
        let afterCopula = followsCopula(context.textBefore, tables: tables)
        // (The salutation is looked up before the text before the span is read through.)
        guard afterCopula || (phrase.firstWord.map { tables.salutations.contains($0.lowercasedFast()) } == true
                              && opensText(context.textBefore)) else { return nil }
        guard let h = head(), phrase.tokens[h].argumentIndex == nil,
              isPersonNoun(phrase.tokens[h].text, lexicon: context.lexicon),
              onlyAdjectivesAfter(h, in: phrase, lexicon: context.lexicon) else { return nil }
        guard let user = controller(context) else {
            trace.needsUserTermOfAddress = true
            return nil
        }
        return user
    }

    /// The last `count` words of `textBefore`, lower-cased, opening punctuation (*¡*, *¿*, *«*) left off; nil when the
    /// text does not end with a space after its last word (the span is then written against a word, not after one).
    /// Reads only the end of the text: a long string before the span costs no more than a short one.
    static func lastWords(of textBefore: String, count: Int) -> [String]? {
        if let words = lastWordsOfLatin1Text(textBefore, count: count) { return words }
        return lastWordsByCharacter(of: textBefore, count: count)
    }

    /// ``lastWords(of:count:)`` read character by character: for any text.
    static func lastWordsByCharacter(of textBefore: String, count: Int) -> [String]? {
        guard let last = textBefore.unicodeScalars.last, last.properties.isWhitespace else { return nil }
        // Enough for two words of any copula table (*vous êtes*, *usted será*).
        let tail = textBefore.unicodeScalars.suffix(48)
        var words = String(String.UnicodeScalarView(tail)).split(whereSeparator: { $0.isWhitespace })
        // A cut word at the start of the tail is no word of its own.
        if tail.startIndex != textBefore.unicodeScalars.startIndex, !words.isEmpty { words.removeFirst() }
        guard words.count >= count else { return nil }
        return words.suffix(count).map { word in
            String(word.drop(while: { !$0.isLetter })).lowercasedFast()
        }
    }

    /// ``lastWords(of:count:)`` read on the text's bytes when every scalar of its last 48 is ASCII or Latin-1 (U+0000
    /// to U+00FF, one or two bytes), where each scalar is a character of its own but CR LF (two spaces, whose words
    /// are the same): `.some(words)`. `nil` — read the characters — when it meets another scalar. Splitting the
    /// text's end on characters costs a grapheme break each, about 19,000 instructions for the two words before a
    /// span after *Você foi*, where this is a few hundred.
    static func lastWordsOfLatin1Text(_ text: String, count: Int) -> [String]?? {
        text.utf8.withContiguousStorageIfAvailable { b -> [String]?? in
            // The Latin-1 scalar ending at byte `e` (exclusive) and its length in bytes; nil for any other scalar.
            func scalar(endingAt e: Int) -> (value: UInt8, length: Int)? {
                let last = b[e - 1]
                if last < 0x80 { return (last, 1) }
                guard last < 0xC0, e >= 2, b[e - 2] == 0xC2 || b[e - 2] == 0xC3 else { return nil }
                return ((b[e - 2] & 0x03) << 6 | last & 0x3F, 2)
            }
            guard !b.isEmpty else { return .some(nil) }
            guard let end = scalar(endingAt: b.count) else { return nil }
            guard isLatin1Whitespace(end.value) else { return .some(nil) }
            // The words of the last 48 scalars, the last first; one more word before them is only counted.
            var words: [String] = []
            var e = b.count, read = 0, wordEnd = -1
            func close(at start: Int) {
                // Opening punctuation is left off the word (*¿Usted*): letters on, as the characters' `isLetter`.
                var s = start
                while s < wordEnd {
                    let lead = b[s]
                    if lead < 0x80 {
                        if isLatin1Letter(lead) { break }
                        s += 1
                    } else {
                        if isLatin1Letter((lead & 0x03) << 6 | b[s + 1] & 0x3F) { break }
                        s += 2
                    }
                }
                words.append(String(decoding: UnsafeBufferPointer(rebasing: b[s..<wordEnd]), as: UTF8.self).lowercasedFast())
                wordEnd = -1
            }
            while e > 0, read < 48 {
                guard let (v, n) = scalar(endingAt: e) else { return nil }
                if isLatin1Whitespace(v) {
                    if wordEnd >= 0 { close(at: e) }
                } else if wordEnd < 0 {
                    // A word before the `count` last ones: they are all whole words of the tail.
                    if words.count == count { return .some(words.reversed()) }
                    wordEnd = e
                }
                e -= n
                read += 1
            }
            if wordEnd >= 0 { close(at: e) }
            // A tail cut from a longer text loses its first word, cut or not (as the characters' reading does).
            if e > 0, !words.isEmpty { words.removeLast() }
            guard words.count >= count else { return .some(nil) }
            return .some(words.reversed())
        } ?? nil
    }

    /// Whether the Latin-1 scalar `v` is white space (tab to carriage return, space, U+0085, no-break space).
    static func isLatin1Whitespace(_ v: UInt8) -> Bool {
        switch v {
        case 0x09...0x0D, 0x20, 0x85, 0xA0: return true
        default: return false
        }
    }

    /// Whether the Latin-1 scalar `v` is a letter (A–Z, a–z, ª, µ, º, À–ÿ but × and ÷).
    static func isLatin1Letter(_ v: UInt8) -> Bool {
        switch v {
        case 0x41...0x5A, 0x61...0x7A, 0xAA, 0xB5, 0xBA, 0xC0...0xD6, 0xD8...0xF6, 0xF8...0xFF: return true
        default: return false
        }
    }

    /// Whether `textBefore` ends with a copula whose subject is the person addressed: one of `copulas` after a
    /// space (*eres*, *bist*), or one of `politeCopulas` — pronoun and verb, or verb and pronoun — after the other
    /// word of its pair (*vous êtes*, *usted es*, *Sie sind*, *bist du*). The last word is read off the text's bytes;
    /// the two last words only when it ends a pair.
    static func followsCopula(_ textBefore: String, tables: Tables) -> Bool {
        guard let raw = TextBeforeSpan.lastWord(of: textBefore, maxBytes: 24) else { return false }
        // *¡Eres*, *¿Eres*: the opening mark is read with the word. (A word opening with an ASCII byte opens with a
        // letter, the only ASCII `lastWord` takes: the scalar's properties are looked up only for another.)
        let opensWithMark = (raw.utf8.first ?? 0) >= 0x80 && raw.unicodeScalars.first?.properties.isAlphabetic == false
        let last = opensWithMark ? String(raw.drop(while: { !$0.isLetter })) : raw
        if tables.copulas.contains(last) { return true }
        guard tables.politeFirstWords[last] != nil, let two = lastWords(of: textBefore, count: 2), two.count == 2
        else { return false }
        return tables.politeFirstWords[two[1]]?.contains(two[0]) == true
    }

    /// Whether the span opens the text: nothing before it but spaces and opening punctuation (*¡*, *«*).
    static func opensText(_ textBefore: String) -> Bool {
        textBefore.unicodeScalars.allSatisfy { !$0.properties.isAlphabetic && $0.properties.numericType == nil }
    }

    /// Whether the lexicon lists `word` as a noun naming one person: a noun of common gender (*cliente*,
    /// *artiste*), or one with forms of the other gender (*propietario*/*propietaria*,
    /// *administrateur*/*administratrice*) — the LanguageTool, Morph-it and Dicollecte pairs the lexicons are built
    /// from — written in the singular. A thing's noun has one gender and no such forms (*versión*, *version*); a
    /// plural (*uno de nuestros clientes*) names a group the person is one of, whose words keep their gender.
    static func isPersonNoun(_ word: String, lexicon: Lexicon) -> Bool {
        lexicon.readings(of: word, pos: "noun").contains { r in
            let e = r.entry
            let person: Bool
            switch e.gender {
            case .common: person = true
            case .masculine: person = e.forms["f.sg"] != nil
            case .feminine: person = e.forms["m.sg"] != nil
            default: person = false
            }
            return person && r.slots.contains { $0 == "lemma" || $0.hasSuffix("sg") }
        }
    }

    /// Whether every word of `phrase` after `head` can be an adjective agreeing with it (*el propietario único*):
    /// a complement after the head (*de la vivienda*) is about something else, and its words must keep their
    /// gender, so such a span is left to the language's other rules.
    static func onlyAdjectivesAfter(_ head: Int, in phrase: Phrase, lexicon: Lexicon) -> Bool {
        var i = head + 1
        while i < phrase.tokens.count {
            let t = phrase.tokens[i]
            if t.kind == .word {
                guard t.argumentIndex == nil, !lexicon.readings(of: t.text, pos: "adjective").isEmpty else { return false }
            }
            i += 1
        }
        return true
    }
}
