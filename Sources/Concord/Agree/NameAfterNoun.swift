extension Phrase {
    /// Whether the word at `i`, after the noun at `head`, is a name rather than an adjective that agrees with it
    /// (a language, a product, a brand, an acronym: *2 archivos Java*, *2 projets Kotlin*, *2 arquivos PDF*).
    /// Spanish, French, Italian and Portuguese write adjectives in lower case inside a sentence, so a word written
    /// with a capital is a name when the noun is written without one, or when the lexicon does not know it in any
    /// casing, knows it only as a noun (pt *2 Arquivos Java*: *java* is coffee), or only in the other gender than
    /// the noun's (es *2 Archivos Java*: *java* is the feminine of *javo*); an adjective the lexicon knows agrees in
    /// a title written with capitals (*2 Archivos Nuevos*). A word in capitals is an acronym unless the lexicon
    /// reads it as an adjective or a verb, or it has more than four letters after a noun in capitals. A word given a
    /// morphology is never a name here.
    func isNameAfterNoun(at i: Int, head: Int?, lexicon: Lexicon) -> Bool {
        guard let head, i > head, tokens[i].isWord, tokens[i].declared == nil, tokens[i].agreed == nil,
              Casing.startsWithCapital(tokens[i].text) else { return false }
        let readings = lexicon.readings(of: tokens[i].text)
        // All capitals: an acronym (*PDF*), unless the lexicon reads it as an adjective or a verb written loudly
        // (*2 fenêtres FAUSSES*), which agrees as it would in lower case, or the noun is written in capitals too and
        // the word is longer than an acronym's few letters: a phrase written loudly, whose adjectives and participles
        // the lexicon may not list (*2 DOCUMENTI MANCANTI*, *2 CAMICIE RESTITUITE*; were *MANCANTE*, *RESTITUITO*).
        if Casing.isAllCaps(tokens[i].text) {
            if readings.contains(where: { $0.entry.isAdjective || $0.entry.isVerb }) { return false }
            if tokens[head].isWord, Casing.isAllCaps(tokens[head].text), Casing.letterCase(of: tokens[i].text).count > 4 {
                return false
            }
            return true
        }
        if tokens[head].isWord, !Casing.startsWithCapital(tokens[head].text) { return true }
        if readings.isEmpty || readings.allSatisfy({ $0.entry.isNoun }) { return true }
        return disagreesInGender(readings, withHeadAt: head, lexicon: lexicon)
    }

    /// Whether a word after a noun the text itself wrote is, in every reading the lexicon has, a form of the other
    /// gender (*Java*, feminine *java* of *javo*, after masculine *Archivo*): an adjective the author meant for that
    /// noun would have been written in its gender, so the word is not one. Arguments and declared words are
    /// left out: their gender comes from elsewhere.
    private func disagreesInGender(_ readings: [LexicalReading], withHeadAt head: Int, lexicon: Lexicon) -> Bool {
        guard tokens[head].isWord, tokens[head].argumentIndex == nil, tokens[head].declared == nil,
              let headGender = Self.onlyGender(lexicon.readings(of: tokens[head].text, pos: "noun")),
              let wordGender = Self.onlyGender(readings) else { return false }
        return wordGender != headGender
    }

    /// The gender every reading's form is written in, when they all agree on one: a slot of one gender (`f.sg`,
    /// `m.pl`), an adjective's lemma (its masculine singular), a noun's lemma or plural (its entry's gender).
    private static func onlyGender(_ readings: [LexicalReading]) -> GrammaticalGender? {
        var found: GrammaticalGender?
        for reading in readings {
            guard let gender = formGender(reading), found == nil || found == gender else { return nil }
            found = gender
        }
        return found
    }

    private static func formGender(_ reading: LexicalReading) -> GrammaticalGender? {
        var found: GrammaticalGender?
        for slot in reading.slots {
            let gender: GrammaticalGender?
            if slot.hasPrefix("f.") {
                gender = .feminine
            } else if slot.hasPrefix("m.") {
                gender = .masculine
            } else if slot == "lemma" && reading.entry.isAdjective {
                gender = .masculine
            } else if (slot == "lemma" || slot == "pl") && reading.entry.isNoun {
                gender = reading.entry.gender.grammaticalGender
            } else {
                gender = nil
            }
            guard let gender, found == nil || found == gender else { return nil }
            found = gender
        }
        return found
    }

    /// Why ``isNameAfterNoun(at:head:lexicon:)`` left the word as written, for the trace.
    static func nameNote(_ word: String) -> String {
        "‘\(word)’ is written with a capital after the noun: a name, not an adjective; it is left as written"
    }
}

extension Phrase {
    /// Whether the number at `i` names the noun written right before it (*la página 2*, *le quai 3*, *a plataforma
    /// 3*: a page, a platform) rather than counting it: no word follows it in the phrase (*o 2 jefes*, *solo 2
    /// jueces* count the word after them), and the word before it, spaces aside, is one the lexicon reads as a noun
    /// and not as a verb (*Quedan 2* counts).
    func numberNamesNounBefore(_ i: Int, lexicon: Lexicon) -> Bool {
        guard tokens.indices.contains(i), tokens[i].kind == .number else { return false }
        // The word before first: a count opening its span (most counts) is settled there.
        var w = i - 1
        while w >= 0, tokens[w].kind == .space { w -= 1 }
        guard w >= 0, tokens[w].kind == .word else { return false }
        var k = i + 1
        while k < tokens.count {
            if tokens[k].kind == .word || tokens[k].kind == .number { return false }
            k += 1
        }
        let readings = lexicon.readings(of: tokens[w].text)
        return readings.contains { $0.entry.isNoun } && !readings.contains { $0.entry.isVerb }
    }

    /// Whether the number at `i` counts the symbol written right after it — a percent or per-mille sign, a currency
    /// (*20 % de descuento*, *20 € de descuento*, *20% di sconto*, *20 % Rabatt*): the words after the symbol say
    /// what it is of, and are not counted.
    func numberCountsSymbolAfter(_ i: Int) -> Bool {
        var k = i + 1
        while k < tokens.count, tokens[k].kind == .space { k += 1 }
        guard k < tokens.count, tokens[k].kind == .punctuation, let scalar = tokens[k].text.unicodeScalars.first else { return false }
        return scalar.properties.generalCategory == .currencySymbol || scalar == "%" || scalar == "‰" || scalar == "‱"
    }

    /// Whether the number at `i` counts the words after it: it names no noun before it
    /// (``numberNamesNounBefore(_:lexicon:)``) and counts no symbol after it (``numberCountsSymbolAfter(_:)``).
    func numberCounts(_ i: Int, lexicon: Lexicon) -> Bool {
        !numberCountsSymbolAfter(i) && !numberNamesNounBefore(i, lexicon: lexicon)
    }

    /// The first number of `candidates` that counts (``numberCounts(_:lexicon:)``).
    func firstCount(among candidates: some Sequence<Int>, lexicon: Lexicon) -> Int? {
        candidates.first { numberCounts($0, lexicon: lexicon) }
    }
}
