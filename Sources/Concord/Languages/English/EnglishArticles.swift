/// English articles: *a* / *an* chosen by the sound of the next word, and the definiteness a request asks for
/// (*the* added or switched in, *a*/*an* added, or dropped before a plural).
enum EnglishArticles {
    /// Letters whose names start with a vowel sound: *an f*, *an MRI*, *an x*.
    static let vowelSoundLetters = Set("aefhilmnorsx")
    /// Consonant pairs that can start an English syllable, so a capitalised word starting with one may be read
    /// as a word rather than spelled out (`NASA`, `STEM`), unlike `FBI` or `MRI`.
    static let onsets = WordSet(["bl", "br", "ch", "cl", "cr", "dr", "dw", "fl", "fr", "gl", "gr", "kl", "kn",
                                 "kr", "ph", "pl", "pr", "sc", "sh", "sk", "sl", "sm", "sn", "sp", "st", "sw",
                                 "th", "tr", "tw", "wh", "wr"])

    /// The indefinite article the token `word` takes, the rule id and the fact behind it.
    static func indefinite(before word: String, lexicon: Lexicon) -> (article: String, rule: String, fact: TraceFact) {
        EnglishWordMemo.facts(of: word, lexicon: lexicon).indefinite
    }

    /// ``indefinite(before:lexicon:)`` worked out from the word's sound (once per word: see ``EnglishWordFacts``).
    static func chooseIndefinite(before word: String, lexicon: Lexicon) -> (article: String, rule: String, fact: TraceFact) {
        func an(_ yes: Bool, _ why: String, _ source: FactSource) -> (String, String, TraceFact) {
            (yes ? "an" : "a", yes ? "en.article.an-before-vowel-sound" : "en.article.a-before-consonant-sound",
             TraceFact(word, "sound", why, source: source))
        }
        let digits = word.prefix(while: { $0.isNumber || $0 == "," })
        if let first = digits.first, first.isNumber {
            return an(numberStartsWithVowelSound(String(digits)), "spoken as a number", .grammar)
        }
        if let l = soleLetter(of: word)?.lowercased().first {
            return an(vowelSoundLetters.contains(l), "the letter \(l) is spelled out", .grammar)
        }
        let readings = lexicon.readings(of: word)
        for reading in readings {
            if reading.entry.has("an") { return an(true, "lexicon flag an", EnglishNouns.source(reading.entry)) }
            if reading.entry.has("a") { return an(false, "lexicon flag a", EnglishNouns.source(reading.entry)) }
        }
        let lower = word.lowercasedFast()
        if readings.isEmpty, let derived = flaggedStem(of: lower, lexicon: lexicon) {
            return an(derived.an, "sounds as \(derived.stem) does (lexicon flag \(derived.an ? "an" : "a"))", .lexicon)
        }
        if Casing.isAllCaps(word), isSpelledOut(lower), let l = lower.first {
            return an(vowelSoundLetters.contains(l), "an initialism spelled out from \(word.prefix(1))", .guess)
        }
        return spelling(lower, an)
    }

    /// Suffixes that derive a word from another without touching its first sound (*hour* → *hourly*, *honest* →
    /// *honestly*, *heir* → *heiress*).
    static let soundKeepingSuffixes = ["ly", "ness", "less", "ful", "ish", "ess", "ship", "hood", "ment", "able", "ism",
                                       "ist", "ed", "ing", "er", "est", "es", "s"]

    /// A word the lexicon does not know, made from one it flags with its article by a suffix (*hourly* from *hour*):
    /// the stem and whether it takes *an*. The stem keeps three letters at least.
    static func flaggedStem(of lower: String, lexicon: Lexicon) -> (stem: String, an: Bool)? {
        for suffix in soundKeepingSuffixes where lower.count >= suffix.count + 3 && lower.hasSuffixFast(suffix) {
            let stem = String(lower.dropLast(suffix.count))
            for reading in lexicon.readings(of: stem) {
                if reading.entry.has("an") { return (stem, true) }
                if reading.entry.has("a") { return (stem, false) }
            }
        }
        return nil
    }

    /// The only letter of `word` (`x`, `B-52`), or nil when it has none or more than one.
    static func soleLetter(of word: String) -> Character? {
        var found: Character?
        for c in word where c.isLetter {
            if found != nil { return nil }
            found = c
        }
        return found
    }

    static let vowels = Set("aeiou")
    static let vowelsAndY = Set("aeiouy")

    /// Spelling rules for words the lexicon does not flag.
    static func spelling(_ w: String, _ an: (Bool, String, FactSource) -> (String, String, TraceFact)) -> (article: String, rule: String, fact: TraceFact) {
        let chars = Array(w)
        if w.hasPrefix("eu") || w.hasPrefix("ew") { return an(false, "eu-/ew- sounds /ju/", .guess) }
        if w == "one" || w == "once" { return an(false, "one starts with /w/", .guess) }
        if w.hasPrefix("uni"), chars.count > 3, !"nmd".contains(chars[3]) { return an(false, "uni- sounds /ju/", .guess) }
        if chars.count > 2, chars[0] == "u", "bcfghjkqrst".contains(chars[1]), vowels.contains(chars[2]) {
            return an(false, "u before a single consonant and a vowel sounds /ju/", .guess)
        }
        if let f = chars.first, vowels.contains(f) { return an(true, "starts with a vowel", .guess) }
        return an(false, "starts with a consonant", .guess)
    }

    /// Whether an initialism is read letter by letter: no vowel after its first letter, or two first
    /// consonants that cannot start a syllable.
    static func isSpelledOut(_ lower: String) -> Bool {
        let chars = Array(lower)
        let vowels = vowelsAndY
        guard chars.count >= 2 else { return true }
        if !chars.dropFirst().contains(where: { vowels.contains($0) }) { return true }
        if !vowels.contains(chars[0]), !vowels.contains(chars[1]), !onsets.contains(String(chars[0...1])) { return true }
        return false
    }

    /// Whether a number read aloud starts with a vowel sound: *eight…*, *eleven…*, *eighteen…* (`an 8`,
    /// `an 80`, `an 800`, `an 11`, `an 18`, `an 11,000`), against `a 1`, `a 12`, `a 110`.
    static func numberStartsWithVowelSound(_ digits: String) -> Bool {
        let groups = digits.split(separator: ",")
        let plain = digits.filter(\.isNumber)
        guard let first = plain.first else { return false }
        if first == "8" { return true }
        let leading: Substring
        if groups.count > 1 {
            leading = groups[0]
        } else {
            let n = plain.count % 3 == 0 ? 3 : plain.count % 3
            leading = plain.prefix(n)
        }
        return leading == "11" || leading == "18"
    }

    /// Sets every *a*/*an* followed by a word or number to the form that word's sound asks for.
    /// An article ending the span agrees with the word after the span (`^[a](inflect: true) %@`).
    /// `words`: the facts of the span's words (see ``EnglishSpanWords``).
    static func agreeIndefinites(_ phrase: inout Phrase, words: EnglishSpanWords, textAfter: String = "",
                                 trace: inout TraceRecorder) {
        // Most spans have no indefinite article: the text after the span is then not tokenized at all.
        guard phrase.tokens.indices.contains(where: {
            phrase.tokens[$0].kind == .word && EnglishWords.isIndefiniteArticle(phrase.tokens[$0].text)
        }) else { return }
        // The span followed by the text after it, tokenized only for an article that needs it. Only tokens after an
        // article are read, which no earlier change touched.
        var reading: Phrase?
        for i in phrase.tokens.indices where phrase.tokens[i].kind == .word {
            let article = phrase.tokens[i].text
            guard EnglishWords.isIndefiniteArticle(article) else { continue }
            let nextText: String
            let choice: (article: String, rule: String, fact: TraceFact)
            if readsTextAfter(phrase, after: i) {
                if reading == nil { reading = EnglishReferents.withTextAfter(phrase, textAfter) }
                guard let next = reading!.nextWord(after: i) ?? currencyAmount(reading!, after: i) else { continue }
                nextText = reading!.tokens[next].text
                choice = indefinite(before: nextText, lexicon: words.lexicon)
            } else {
                guard let next = phrase.nextWord(after: i) ?? currencyAmount(phrase, after: i) else { continue }
                nextText = phrase.tokens[next].text
                choice = words.facts(at: next, in: phrase).indefinite
            }
            let output = Casing.apply(from: article, to: choice.article)
            phrase.tokens[i].text = output
            trace.fired(choice.rule, article + " " + nextText, output + " " + nextText, facts: [choice.fact])
        }
    }

    /// Whether finding the word after the article at `index` may read past the span: nothing but spaces follows it
    /// in the span, or only a last punctuation token (a currency sign whose amount comes after the span). Otherwise
    /// the span's own tokens give the answer the span followed by the text after it gives.
    static func readsTextAfter(_ phrase: Phrase, after index: Int) -> Bool {
        var i = index + 1
        while i < phrase.tokens.count, phrase.tokens[i].kind == .space { i += 1 }
        return i == phrase.tokens.count || (i == phrase.tokens.count - 1 && phrase.tokens[i].kind == .punctuation)
    }

    /// Applies `definiteness` to the noun phrase: switches or inserts *the*, inserts *a*/*an*, or drops the
    /// indefinite article before a plural.
    static func applyDefiniteness(_ d: Definiteness, plural: Bool, to phrase: inout Phrase,
                                  structure s: EnglishPhraseStructure, trace: inout TraceRecorder) {
        let article = s.determiners.first { EnglishWords.isArticle(phrase.tokens[$0].text) }
        let before = phrase.text
        let allCaps = Casing.isAllCaps(phrase.text)
        let fact = TraceFact(phrase.text, "definiteness", d.rawValue, source: .request)
        switch d {
        case .definite:
            if let a = article {
                let word = phrase.tokens[a].text
                if word.lowercasedFast() != "the" { phrase.tokens[a].text = Casing.apply(from: word, to: "the") }
                trace.fired("en.article.definite", before, phrase.text, facts: [fact])
            } else if let other = s.determiners.first {
                trace.unchanged("en.article.definite", before,
                                because: "‘\(phrase.tokens[other].text)’ already determines the noun phrase", facts: [fact])
            } else if let first = firstWordIndex(phrase) {
                phrase.insertWord(allCaps ? "THE" : "the", before: first)
                trace.fired("en.article.definite", before, phrase.text, facts: [fact])
            }
        case .indefinite:
            if plural {
                if let a = article {
                    removeArticle(at: a, from: &phrase)
                    trace.fired("en.article.indefinite-plural", before, phrase.text, facts: [fact],
                                note: "English has no indefinite article in the plural")
                } else {
                    trace.unchanged("en.article.indefinite-plural", before,
                                    because: "English has no indefinite article in the plural", facts: [fact])
                }
            } else if let a = article {
                let word = phrase.tokens[a].text
                if word.lowercasedFast() == "the" { phrase.tokens[a].text = Casing.apply(from: word, to: "a") }
                trace.fired("en.article.indefinite", before, phrase.text, facts: [fact])
            } else if let other = s.determiners.first {
                trace.unchanged("en.article.indefinite", before,
                                because: "‘\(phrase.tokens[other].text)’ already determines the noun phrase", facts: [fact])
            } else if let first = firstWordIndex(phrase) {
                phrase.insertWord(allCaps ? "A" : "a", before: first)
                trace.fired("en.article.indefinite", before, phrase.text, facts: [fact])
            }
        }
    }

    /// Removes an article; a capital it carried at the start of the phrase moves to the next word
    /// (`An apple` → `Apples`).
    static func removeArticle(at index: Int, from phrase: inout Phrase) {
        let article = phrase.tokens[index].text
        let capital = article.first?.isUppercase == true && !Casing.isAllCaps(phrase.text)
            && phrase.tokens[..<index].allSatisfy { $0.kind == .space }
        phrase.removeWord(at: index)
        if capital, index < phrase.tokens.count, phrase.tokens[index].kind == .word,
           let first = phrase.tokens[index].text.first, first.isLowercase {
            phrase.tokens[index].text = first.uppercased() + phrase.tokens[index].text.dropFirst()
        }
    }

    /// Where an inserted article goes: before the first word or number, or before the currency sign written
    /// against it (`$8` → `an $8`).
    static func firstWordIndex(_ phrase: Phrase) -> Int? {
        guard let i = phrase.tokens.indices.first(where: { phrase.tokens[$0].kind == .word || phrase.tokens[$0].kind == .number }) else { return nil }
        if i > 0, isCurrencySign(phrase.tokens[i - 1]) { return i - 1 }
        return i
    }

    /// The amount after a currency sign right after `index`: an amount is read number first (`$8` is *eight
    /// dollars*), so its article follows the number's sound.
    static func currencyAmount(_ phrase: Phrase, after index: Int) -> Int? {
        var i = index + 1
        while i < phrase.tokens.count, phrase.tokens[i].kind == .space { i += 1 }
        guard i + 1 < phrase.tokens.count, isCurrencySign(phrase.tokens[i]), phrase.tokens[i + 1].kind == .number else { return nil }
        return i + 1
    }

    static func isCurrencySign(_ t: Token) -> Bool {
        t.kind == .punctuation && t.text.unicodeScalars.first?.properties.generalCategory == .currencySymbol
    }
}
