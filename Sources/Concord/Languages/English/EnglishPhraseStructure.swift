/// Where the parts of an English span are: the count that drives number, the noun phrase it quantifies, that
/// phrase's determiners and head noun, and the verb that follows it.
///
/// English puts the head last in its noun phrase (`red kidney bean`) unless a preposition or relative clause
/// follows (`red bean of kidney`, `sheep of a flock`), so the head is the last content word before the first
/// such break.
struct EnglishPhraseStructure {
    /// Token index of the number that counts the noun phrase (`2` in `2 large salads`).
    var count: Int?
    /// Token indices of the noun phrase, from its first determiner or word to its break (exclusive).
    var start: Int
    var end: Int
    /// Token index of the head noun.
    var head: Int?
    /// Token indices of the determiners before the head (articles, demonstratives, possessives, quantifiers).
    var determiners = SmallIndices()
    /// Token index of the verb right after the noun phrase, when there is one (`likes` in `1 person likes this`).
    var verb: Int?
    /// The facts of the span's words, kept for the next reading of the span and for the rules.
    let words: EnglishSpanWords

    /// Punctuation that lives inside a noun phrase (`one-way`, `John’s`, `R&D`).
    static let phraseInternalPunctuation = ["-", "'", "’", "&", "/"]

    /// `textAfter`: the text after the span, which tells a last word that is a noun or a verb (*needs*) which it is.
    init(_ phrase: Phrase, lexicon: Lexicon, textAfter: String = "") {
        self.init(phrase, words: EnglishSpanWords.make(lexicon: lexicon, tokenCount: phrase.tokens.count), textAfter: textAfter)
    }

    /// The structure of `phrase`, its words' facts taken from `words` (those of an earlier reading of the span).
    init(_ phrase: Phrase, words: EnglishSpanWords, textAfter: String = "") {
        self.words = words
        let tokens = phrase.tokens
        // A number after *a*/*an* modifies the noun (`an 18 hour day`): it is no count.
        // A number joined to a word by a hyphen (`5-star`, `3-day`) modifies the noun: the count is the number before
        // it (`21 5-star reviews`; was no count at all).
        count = tokens.indices.first { i in
            tokens[i].kind == .number && !Self.isCompoundModifier(phrase, at: i)
                && Self.wordAfterSymbols(phrase, after: i).map { tokens[$0].kind == .word || Self.isCompoundModifier(phrase, at: $0) } == true
                && !(phrase.previousWord(before: i).map { EnglishWords.isIndefiniteArticle(tokens[$0].text) } ?? false)
        }
        start = count.map { $0 + 1 } ?? 0
        end = tokens.count
        var seenContent = false
        var lastContent: Int?
        var lastNoun: Int? // the last content word that can be a noun (an argument, or a word with a noun reading)
        var nounBefore: Int? // the one before it
        var firstContent: Int?
        var i = start
        scan: while i < tokens.count {
            switch tokens[i].kind { // fields read in place: no copy of each token
            case .space:
                break
            case .punctuation:
                // Hyphens, apostrophes, ampersands and slashes live inside noun phrases (`one-way`, `John’s`,
                // `R&D`); other punctuation ends them.
                // Symbols before the phrase's first word (`🍎 apples`, `#tags`) do not end it either.
                if !Self.phraseInternalPunctuation.contains(tokens[i].text), seenContent || !determiners.isEmpty || !EnglishWords.isSymbol(tokens[i]) {
                    end = i; break scan
                }
            case .number:
                break
            case .word:
                let word = words.facts(at: i, in: phrase)
                let classes = word.classes
                // The `s` of a genitive `’s` belongs to the word before it.
                if word.lower == "s", i > 0, EnglishWords.isApostrophe(tokens[i - 1].text) { break }
                // A particle closing a hyphenated compound is part of it (`check-in`, `drop-off`), unlike one
                // inside it (`mother-in-law`).
                let closesCompound = i > 0 && tokens[i - 1].text == "-"
                    && !(i + 1 < tokens.count && tokens[i + 1].text == "-")
                // An imperative opening a span with no count is no part of the noun phrase after it: the phrase starts
                // again at its determiner (*Delete this alarm* → *Delete these alarms*; was *Delete this alarms*, and
                // *Deletes that alarm*).
                func opensWithImperative() -> Bool {
                    guard seenContent, count == nil, let v = lastContent, v == firstContent, determiners.isEmpty,
                          tokens[v].argumentIndex == nil, tokens[v].declared == nil else { return false }
                    return tokens.firstIndex(where: { $0.kind == .word }) == v && words.facts(at: v, in: phrase).isBaseVerbForm
                }
                // (Past its particle and prepositions: *Turn off this alarm*, *Sign in to the app*.)
                if classes.contains(.preposition), opensWithImperative() {
                    var n = phrase.nextWord(after: i)
                    while let k = n, tokens[k].kind == .word, words.facts(at: k, in: phrase).classes.contains(.preposition) {
                        n = phrase.nextWord(after: k)
                    }
                    if let k = n, tokens[k].kind == .word, !words.facts(at: k, in: phrase).classes.isDisjoint(with: .determiner) { break }
                }
                if !classes.isDisjoint(with: .determiner), opensWithImperative() {
                    start = i
                    determiners.append(i)
                    seenContent = false
                    lastContent = nil
                    lastNoun = nil
                    nounBefore = nil
                    break
                }
                if seenContent, !closesCompound,
                   !classes.isDisjoint(with: [.preposition, .conjunction]) {
                    end = i; break scan
                }
                if classes.contains(.auxiliary) && (!classes.contains(.contractionHalf) || Self.isContraction(phrase, at: i)) {
                    end = i; break scan
                }
                if seenContent, word.isPronoun, !classes.contains(.possessiveDeterminer) {
                    end = i; break scan
                }
                if Self.isPastVerbAfterNoun(phrase, at: i, facts: word, lastContent: lastContent, determiners: determiners,
                                            words: words) {
                    end = i; verb = i; break scan
                }
                if seenContent, Self.startsPredicate(phrase, at: i, facts: word, words: words)
                    || Self.isVerbAfterArgumentNoun(phrase, at: i, facts: word, lastContent: lastContent, words: words)
                    || Self.isVerbAgreeingWithNoun(phrase, at: i, facts: word, lastContent: lastContent, words: words,
                                                   textAfter: textAfter)
                    || Self.isVerbBeforeObjectAfterSpan(phrase, at: i, facts: word, lastContent: lastContent, words: words,
                                                        textAfter: textAfter) {
                    end = i; verb = i; break scan
                }
                if let declared = tokens[i].declared?.partOfSpeech, declared != .noun, declared != .adjective {
                    break
                }
                // An ordinal written with digits (`1st`, `2nd`) modifies the noun and never is its head.
                if word.isOrdinal { break }
                // A lone `a` is the letter, not the article (`an a`).
                let isLetter = classes.contains(.indefiniteArticle) && phrase.nextWord(after: i) == nil
                if !classes.isDisjoint(with: .determiner) && !isLetter {
                    if !seenContent { determiners.append(i) }
                } else if word.isPronoun {
                    break
                } else {
                    if !seenContent, firstContent == nil { firstContent = i }
                    seenContent = true
                    lastContent = i
                    if tokens[i].argumentIndex != nil || word.hasNounReading || tokens[i].declared?.partOfSpeech == .noun {
                        nounBefore = lastNoun
                        lastNoun = i
                    }
                }
            }
            i += 1
        }
        head = lastContent
        // *other* with no noun after it stands for one (*and 2 **other***, *2 others*): it is the head, and takes
        // its plural as a noun does.
        if head == nil, count != nil, let d = determiners.last, words.facts(at: d, in: phrase).lower == "other" {
            determiners.removeLast()
            head = d
        }
        // An adjective or a participle written after the noun is no head (*2 app updates available*, *2 days
        // remaining*, *2 hours left*, *2 hours long*): a word the lexicon knows as an adjective or a verb's participle
        // and not as a noun — or as a noun whose plural is rare or the singular (*lefts*, *long*) —, after one that can
        // be a noun; an unknown word may be a noun.
        if let h = head, let n = lastNoun == h ? nounBefore : lastNoun, n < h, tokens[h].argumentIndex == nil,
           tokens[h].declared == nil {
            let last = words.facts(at: h, in: phrase)
            if last.hasAdjectiveReading || last.hasParticipleReading, !last.hasNounReading || last.nounHasNoCommonPlural { head = n }
        }
        // A last word the lexicon knows only as an adjective, with no noun before it, is no noun: the span ends before
        // its noun (*You have ^[2 new](inflect: true) messages*), which is outside it.
        if let h = head, h == lastContent, lastNoun == nil, tokens[h].argumentIndex == nil, tokens[h].declared == nil {
            let last = words.facts(at: h, in: phrase)
            if last.hasAdjectiveReading && !last.hasNounReading { head = nil }
        }
        if let h = head, h < end, h >= start, let v = Self.auxiliaryIndex(phrase, from: end) { verb = verb ?? v }
    }

    /// Whether the noun phrase is a product name with a model number (`iPhone 15`, `Galaxy S23`, `Pixel 8a`):
    /// a number follows the head inside the phrase, or the head holds digits after a capitalised word.
    func isProductName(_ phrase: Phrase) -> Bool {
        guard let h = head else { return false }
        let t = phrase.tokens
        if let n = phrase.nextWord(after: h), n < end, t[n].kind == .number { return true }
        let headFacts = words.facts(at: h, in: phrase)
        if headFacts.containsNumber, headFacts.containsLetter,
           let p = phrase.previousWord(before: h), p >= start, t[p].kind == .word, t[p].text.first?.isUppercase == true {
            return true
        }
        return false
    }

    /// Whether a character of `text` is a number; ASCII text only has to be searched for digits.
    static func containsNumber(_ text: String) -> Bool {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return text.utf8.contains { $0 >= 0x30 && $0 <= 0x39 } }
        return text.contains(where: \.isNumber)
    }

    /// `1st`, `22nd`, `3rd`, `11th`: digits and an ordinal ending.
    static func isOrdinal(_ lower: String) -> Bool {
        // An ASCII first byte other than a digit starts no number (most words).
        if let first = lower.utf8.first, first < 0x80, !(first >= 0x30 && first <= 0x39) { return false }
        let digits = lower.prefix(while: \.isNumber)
        return !digits.isEmpty && ["st", "nd", "rd", "th"].contains(String(lower.dropFirst(digits.count)))
    }

    /// The word or number after `index`, skipping spaces and symbols (`2 🍎 apples`, `$8`).
    /// Whether the number at `index` is joined by a hyphen to the word after it (`5-star`, `3-day`): a modifier.
    static func isCompoundModifier(_ phrase: Phrase, at index: Int) -> Bool {
        let t = phrase.tokens
        return t[index].kind == .number && index + 2 < t.count && t[index + 1].text == "-" && t[index + 2].kind == .word
    }

    static func wordAfterSymbols(_ phrase: Phrase, after index: Int) -> Int? {
        var i = index + 1
        while i < phrase.tokens.count {
            let kind = phrase.tokens[i].kind // read in place: no copy of the token
            if kind == .word || kind == .number { return i }
            if kind != .space && !EnglishWords.isSymbol(phrase.tokens[i]) { return nil }
            i += 1
        }
        return nil
    }

    /// The token range of the hyphenated compound around the word at `index` (`passer-by`), or nil when the
    /// word stands alone.
    static func compound(around index: Int, in phrase: Phrase) -> ClosedRange<Int>? {
        let t = phrase.tokens
        var lo = index, hi = index
        while lo >= 2, t[lo - 1].text == "-", t[lo - 2].kind == .word { lo -= 2 }
        while hi + 2 < t.count, t[hi + 1].text == "-", t[hi + 2].kind == .word { hi += 2 }
        return lo == hi ? nil : lo...hi
    }

    /// Whether `isn` at `index` is followed by `’t`.
    static func isContraction(_ phrase: Phrase, at index: Int) -> Bool {
        index + 2 < phrase.tokens.count && EnglishWords.isApostrophe(phrase.tokens[index + 1].text)
            && phrase.tokens[index + 2].text.lowercasedFast() == "t"
    }

    /// Whether the word at `index` is a verb starting the predicate (`likes` in `1 person likes this`): it has a
    /// verb reading, and either no noun reading or a function word after it. A last word with a noun reading
    /// stays in the noun phrase (`patio lights`).
    static func startsPredicate(_ phrase: Phrase, at index: Int, facts word: EnglishWordFacts, words: EnglishSpanWords) -> Bool {
        if phrase.tokens[index].declared?.partOfSpeech == .verb { return true }
        if phrase.tokens[index].declared?.partOfSpeech != nil { return false }
        guard word.hasPresentVerbReading else { return false }
        guard let next = phrase.nextWord(after: index) else {
            // A last word that is only a verb in the third person, after a word that can be a noun, is that noun's
            // verb (*1 test fails* → *2 tests fail*; was *1 test fail*, the verb read as the counted noun).
            guard word.isThirdPersonVerbForm, !word.hasNounReading, !word.hasAdjectiveReading,
                  let before = phrase.previousWord(before: index), phrase.tokens[before].kind == .word else { return false }
            return phrase.tokens[before].argumentIndex != nil || words.facts(at: before, in: phrase).hasNounReading
        }
        let functionWordFollows: Bool
        if phrase.tokens[next].kind == .number {
            functionWordFollows = true
        } else {
            let following = words.facts(at: next, in: phrase)
            functionWordFollows = !following.classes.isDisjoint(with: [.determiner, .preposition])
                || following.isPronoun
        }
        return functionWordFollows || !word.hasNounReading
    }

    /// Whether the word at `index`, right after a substituted noun (`%lld %@ needs attention` with *door*), is the
    /// verb: a word that can be a present verb with more words after it, following an argument the lexicon knows
    /// only as a noun (an adjective argument, as in `%lld %@ files` with *new*, is followed by its noun).
    static func isVerbAfterArgumentNoun(_ phrase: Phrase, at index: Int, facts word: EnglishWordFacts, lastContent: Int?,
                                        words: EnglishSpanWords) -> Bool {
        guard let last = lastContent, phrase.tokens[last].argumentIndex != nil, phrase.tokens[index].argumentIndex == nil,
              phrase.tokens[index].declared == nil, word.hasPresentVerbReading, phrase.nextWord(after: index) != nil,
              phrase.previousWord(before: index) == last else { return false }
        let noun = words.facts(at: last, in: phrase)
        return noun.hasNounReading && !noun.hasAdjectiveReading
    }

    /// Whether the word at `index`, right after a written noun, is its verb because it agrees with it and takes
    /// an object: a third-person form after a singular noun or a base form after a plural one, followed by a word
    /// that can be a noun (*1 file **needs** attention*, *2 people **need** help*). A plural noun followed by an
    /// adjective stays a noun (*2 app updates available*), and so does a form that does not agree
    /// (*password reset link*). The two words are read as written in the markup, so a reading after the noun
    /// changed (*people* → *person*) still finds the verb it had.
    ///
    /// A word after it that is itself the verb of the first read as a plural noun, with an object, leaves the
    /// first in the noun phrase (*2 customer reviews need attention*; was *2 customers review need attention*).
    static func isVerbAgreeingWithNoun(_ phrase: Phrase, at index: Int, facts word: EnglishWordFacts, lastContent: Int?,
                                       words: EnglishSpanWords, textAfter: String) -> Bool {
        guard let last = lastContent, phrase.tokens[last].argumentIndex == nil, phrase.tokens[index].argumentIndex == nil,
              phrase.tokens[index].declared == nil, word.hasPresentVerbReading,
              phrase.previousWord(before: index) == last,
              let next = phrase.nextWord(after: index), phrase.tokens[next].kind == .word else { return false }
        let noun = EnglishWordMemo.facts(of: phrase.tokens[last].original, lexicon: words.lexicon)
        let verb = EnglishWordMemo.facts(of: phrase.tokens[index].original, lexicon: words.lexicon)
        guard noun.hasNounReading else { return false }
        let agrees = noun.number.plural ? verb.isBaseVerbForm : verb.isThirdPersonVerbForm
        guard agrees else { return false }
        let object = words.facts(at: next, in: phrase)
        guard object.hasNounReading else { return false }
        let afterObject = EnglishFollowingWords(after: next, in: phrase, textAfter: textAfter).first
        return !EnglishObjects.isVerb(object, ofPluralNoun: verb, before: afterObject, lexicon: words.lexicon)
    }

    /// Whether the word at `index`, the span's last and right after its noun, is that noun's verb because its
    /// object or an adverb follows the span (`^[%lld pet needs](inflect: true) a vaccine` → *2 pets need a vaccine*,
    /// `^[%lld %@ needs](inflect: true) attention` → *2 potatoes need attention*; were *2 pet needs*, *2 potato
    /// needs*, the verb read as the head of a compound). The word must agree with the noun as both are written (a
    /// third person after a singular, a base form after a plural), and ``EnglishObjects/follow(_:word:lexicon:)``
    /// read what follows: a span followed by nothing, a preposition or a predicate keeps its compound (*Show 3
    /// customer reviews*, *2 test runs in progress*, *2 app updates available*).
    static func isVerbBeforeObjectAfterSpan(_ phrase: Phrase, at index: Int, facts word: EnglishWordFacts, lastContent: Int?,
                                            words: EnglishSpanWords, textAfter: String) -> Bool {
        guard !textAfter.isEmpty, let last = lastContent, word.hasPresentVerbReading,
              phrase.tokens[index].argumentIndex == nil, phrase.tokens[index].declared == nil,
              phrase.previousWord(before: index) == last,
              // (The first token that is no space ends the look: a long span stays linear.)
              phrase.tokens[(index + 1)...].first(where: { $0.kind != .space }) == nil else { return false }
        let noun = EnglishWordMemo.facts(of: phrase.tokens[last].original, lexicon: words.lexicon)
        let verb = EnglishWordMemo.facts(of: phrase.tokens[index].original, lexicon: words.lexicon)
        // A word the lexicon does not know may be a noun (*app*, *widget*), its number told by its ending.
        guard noun.hasNounReading || !noun.isKnown, noun.number.plural ? verb.isBaseVerbForm : verb.isThirdPersonVerbForm else { return false }
        return EnglishObjects.follow(EnglishFollowingWords(after: index, in: phrase, textAfter: textAfter), word: verb,
                                     lexicon: words.lexicon)
    }

    /// Whether the word at `index` is a verb's past starting the predicate (*2 people **liked** your post*,
    /// *1 person **commented***, *and 2 other **liked** this*): a word the lexicon knows only as a verb's past or
    /// past participle, after a word that can be a noun (or an argument, or the pronoun *other*). After an
    /// adjective it is a participle before the noun (*2 new **shared** albums*).
    static func isPastVerbAfterNoun(_ phrase: Phrase, at index: Int, facts word: EnglishWordFacts, lastContent: Int?,
                                    determiners: SmallIndices, words: EnglishSpanWords) -> Bool {
        guard word.hasPastVerbReading, !word.hasNounReading, !word.hasAdjectiveReading,
              phrase.tokens[index].argumentIndex == nil, phrase.tokens[index].declared == nil,
              let before = phrase.previousWord(before: index) else { return false }
        if before == lastContent {
            if phrase.tokens[before].argumentIndex != nil { return true }
            return words.facts(at: before, in: phrase).hasNounReading
        }
        return lastContent == nil && determiners.last == before && words.facts(at: before, in: phrase).lower == "other"
    }

    /// The auxiliary at the break, if the noun phrase ends on one.
    static func auxiliaryIndex(_ phrase: Phrase, from index: Int) -> Int? {
        guard index < phrase.tokens.count, phrase.tokens[index].kind == .word,
              EnglishWords.isAuxiliary(phrase.tokens[index].text) else { return nil }
        return index
    }
}
