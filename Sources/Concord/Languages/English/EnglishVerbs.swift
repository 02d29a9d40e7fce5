/// Verbs agreeing with the number of the span's subject: the auxiliaries *is/are*, *was/were*, *has/have*,
/// *does/do* (and their *n’t* forms), and a lexical verb right after the noun phrase through the lexicon's
/// `3sg` slot (*likes*/*like*).
enum EnglishVerbs {
    static func agree(_ phrase: inout Phrase, number: GrammaticalNumber, numberFact: TraceFact,
                      structure s: EnglishPhraseStructure, trace: inout TraceRecorder) {
        let table = number.isSingular ? EnglishWords.auxiliarySingular : EnglishWords.auxiliaryPlural
        for i in phrase.tokens.indices where phrase.tokens[i].kind == .word {
            let word = phrase.tokens[i].text
            // The auxiliary tables' words are all of the auxiliary class: other words are let go on their facts.
            let facts = s.words.facts(at: i, in: phrase)
            guard facts.classes.contains(.auxiliary) else { continue }
            let lower = facts.lower
            guard let form = table[lower] else { continue }
            if EnglishWords.contractionHalves.contains(lower), !EnglishPhraseStructure.isContraction(phrase, at: i) { continue }
            if let p = phrase.previousWord(before: i) {
                let prev = phrase.tokens[p].text.lowercasedFast()
                if EnglishWords.subjectPronouns.contains(prev) {
                    trace.unchanged("en.verb.auxiliary", word, because: "its subject is ‘\(phrase.tokens[p].text)’, not the counted noun")
                    continue
                }
                if EnglishWords.auxiliaryBlockers.contains(prev) { continue }
            }
            let output = Casing.apply(from: word, to: form)
            phrase.tokens[i].text = output
            trace.fired("en.verb.auxiliary", word, output, facts: [numberFact])
        }
        guard let v = s.verb, !s.words.facts(at: v, in: phrase).classes.contains(.auxiliary) else { return }
        let word = phrase.tokens[v].text
        let readings = s.words.lexicon.readings(of: word, pos: "verb")
        if number.isSingular {
            // A word that is also another verb's past form (*found* of *find*, *saw* of *see*) may be that past or a
            // participle (*1 result found*): no present form is forced on it. (A verb whose own past is its base,
            // *cost*, *put*, still takes the present: *1 item costs*.)
            if readings.contains(where: { !$0.isBaseForm && ($0.slots.contains("past") || $0.slots.contains("pastpart")) }) {
                trace.unchanged("en.verb.past-or-present", word, because: "‘\(word)’ is also a past form, which agrees with no number")
            } else if let r = readings.first(where: \.isBaseForm), let form = r.entry.form("3sg"), form.lowercasedFast() != word.lowercasedFast() {
                let output = Casing.apply(from: word, to: form)
                phrase.tokens[v].text = output
                trace.fired("en.verb.third-person", word, output,
                            facts: [numberFact, TraceFact(r.entry.lemma, "3sg", form, source: EnglishNouns.source(r.entry))])
            }
        } else if let r = readings.first(where: { $0.slots.contains("3sg") && !$0.isBaseForm }) {
            let output = Casing.apply(from: word, to: r.entry.lemma)
            phrase.tokens[v].text = output
            trace.fired("en.verb.third-person", word, output,
                        facts: [numberFact, TraceFact(word, "3sg of", r.entry.lemma, source: EnglishNouns.source(r.entry))])
        }
    }
}

extension EnglishVerbs {
    /// Third-person singular subject pronouns; every other subject pronoun takes the plural verb form
    /// (*I* aside, whose *am* no count changes).
    static let singularSubjects = WordSet(["he", "she", "it"])
    static let pluralSubjects = WordSet(["they", "we", "you"])

    /// After a pronoun changed number (*They like* + feminine → *She likes*), the verb right after it follows, and
    /// so does the verb contracted onto it (*They’re* → *She’s*). `textAfter`: the text after the span, where the
    /// word after a contraction may be (``contractedVerb(_:singular:next:lexicon:)``).
    static func agreeWithChangedSubjects(_ phrase: inout Phrase, lexicon: Lexicon, textAfter: String = "",
                                         trace: inout TraceRecorder) {
        // Only texts change below, so the words are found as the loop goes: no array of their indices.
        // (By index, the kind read in place: `isWord` in the loop's condition copied each token.)
        for p in 0..<phrase.tokens.count {
            guard phrase.tokens[p].kind == .word else { continue }
            // A word as written is no changed subject (and most words are): no need to lower-case it to know.
            if ExactText.same(phrase.tokens[p].text, phrase.tokens[p].original) { continue }
            // A verb contracted onto the pronoun (`They’re`: `They` `’` `re`) is that pronoun's verb; otherwise the
            // word right after it is. (Found first: with neither, as when the span ends with the pronoun, the pronoun
            // need not be lower-cased and looked up.)
            let contracted = p + 2 < phrase.tokens.count && EnglishWords.isApostrophe(phrase.tokens[p + 1].text)
                && phrase.tokens[p + 2].kind == .word
            let verbAfter = contracted ? nil : phrase.nextWord(after: p)
            guard contracted || verbAfter.map({ phrase.tokens[$0].kind == .word }) == true else { continue }
            let subject = phrase.tokens[p].text.lowercasedFast()
            let original = phrase.tokens[p].original.lowercasedFast()
            guard subject != original, EnglishWords.subjectPronouns.contains(original) else { continue }
            let singular: Bool
            if singularSubjects.contains(subject) { singular = true } else if pluralSubjects.contains(subject) { singular = false } else { continue }
            if singularSubjects.contains(original) == singular { continue }
            if contracted {
                let c = p + 2
                let clitic = phrase.tokens[c].text
                let next = EnglishFollowingWords(after: c, in: phrase, textAfter: textAfter)
                guard let form = contractedVerb(clitic.lowercasedFast(), singular: singular, next: next, lexicon: lexicon) else { continue }
                let output = Casing.isAllCaps(phrase.tokens[p].text) ? form.uppercased() : form
                phrase.tokens[c].text = output
                trace.fired("en.verb.subject-pronoun", clitic, output,
                            facts: [TraceFact(phrase.tokens[p].text, "number", singular ? "one" : "other", source: .grammar)])
                continue
            }
            guard let v = verbAfter else { continue }
            let word = phrase.tokens[v].text
            guard let f = thirdPersonForm(of: word, singular: singular, lexicon: lexicon), f.lowercasedFast() != word.lowercasedFast() else { continue }
            let output = Casing.apply(from: word, to: f)
            phrase.tokens[v].text = output
            trace.fired("en.verb.subject-pronoun", word, output,
                        facts: [TraceFact(phrase.tokens[p].text, "number", singular ? "one" : "other", source: .grammar)])
        }
    }

    /// The contracted verb after a subject pronoun of the other number, or nil when it stays as written: *’re*
    /// and *’ve* contract to *’s* in the singular (*They’re online* → *She’s online*, *They’ve shared* → *She’s
    /// shared*); a plural subject's *’s* is *’ve* before *been* or before a participle with an object (*He’s been
    /// invited* → *They’ve been invited*, *He’s left the group* → *They’ve left the group*), *’re* otherwise (*He’s
    /// online* → *They’re online*). *’ll* and *’d* are the same for every subject. `next`: the words after the
    /// contraction.
    static func contractedVerb(_ clitic: String, singular: Bool, next: EnglishFollowingWords, lexicon: Lexicon) -> String? {
        if singular { return EnglishWords.contractedSingular[clitic] }
        guard clitic == EnglishWords.contractedThirdSingular else { return nil }
        guard let n = next.first, n.kind == .word else { return EnglishWords.contractedBe }
        if n.text.lowercasedFast() == EnglishWords.participleOfBe { return EnglishWords.contractedHave }
        let isParticiple = lexicon.readings(of: n.text, pos: "verb").contains { $0.slots.contains("pastpart") && !$0.isBaseForm }
        // A participle with an object is the perfect (*has left the group*); without one it may be the passive
        // (*is invited*), which *’re* keeps.
        guard isParticiple, let o = next.second else { return EnglishWords.contractedBe }
        if o.kind == .number { return EnglishWords.contractedHave }
        let object = EnglishWordMemo.facts(of: o.text, lexicon: lexicon)
        let takesObject = !object.classes.isDisjoint(with: .determiner) || object.isPronoun
        return takesObject ? EnglishWords.contractedHave : EnglishWords.contractedBe
    }

    /// A verb written after a `referentConcept` span agrees with the pronoun the span now ends with
    /// (`^[They](referentConcept: 1) are on their way` + masculine → `He is on his way`). Only the word right after
    /// the pronoun can change, and only when the span ends with the pronoun.
    static func agreeAfterSpan(_ phrase: Phrase, following: inout [Token], lexicon: Lexicon, trace: inout TraceRecorder) {
        guard let last = phrase.tokens.lastIndex(where: { $0.kind != .space }), phrase.tokens[last].kind == .word else { return }
        // Only a subject that changed moves a verb: when the span's last word and the words after it are as written,
        // nothing below would change (and the tokens need not be joined).
        if phrase.tokens[last].text == phrase.tokens[last].original, following.allSatisfy({ $0.text == $0.original }) { return }
        // The following tokens taken out of `following` (no copy of them) and the span's put before them: only the
        // span's tokens are copied, where `phrase.tokens + following` copied every token, each with its three texts.
        var tokens: [Token] = []
        swap(&tokens, &following)
        tokens.insert(contentsOf: phrase.tokens, at: 0)
        var joined = Phrase(tokens: tokens)
        tokens = []
        let spanTokens = phrase.tokens.count
        // Only the pronoun ending the span is a subject here: the span's own verbs were agreed already.
        for i in 0..<last { joined.tokens[i].original = joined.tokens[i].text }
        agreeWithChangedSubjects(&joined, lexicon: lexicon, trace: &trace)
        // The span's tokens dropped in place: the joined array becomes the following tokens, no third array.
        joined.tokens.removeSubrange(0..<spanTokens)
        following = joined.tokens
    }

    /// A lone verb in the third person of `number`: the lexicon's `3sg` form for one (`work` → `works`), its
    /// base form for other (`works` → `work`), the auxiliaries by their table (`is` → `are`). Returns whether
    /// the word is a verb.
    static func inflectLone(_ phrase: inout Phrase, at i: Int, number: GrammaticalNumber, lexicon: Lexicon,
                            trace: inout TraceRecorder) -> Bool {
        let word = phrase.tokens[i].text
        let fact = TraceFact(word, "number", number.markupName, source: .request)
        guard EnglishWords.isAuxiliary(word) || !lexicon.readings(of: word, pos: "verb").isEmpty else { return false }
        let output = Casing.apply(from: word, to: thirdPersonForm(of: word, singular: number.isSingular, lexicon: lexicon) ?? word)
        phrase.tokens[i].text = output
        trace.fired("en.verb.third-person", word, output, facts: [fact, TraceFact(word, "partOfSpeech", "verb", source: .request)])
        return true
    }

    /// The third-person form of the verb `word` for a singular or plural subject: the auxiliary table
    /// (*are* → *is*), else the lexicon's `3sg` of a base form (*like* → *likes*) or the base of a `3sg` form
    /// (*likes* → *like*); nil when the word has no such form. A base form that is also the past tense (*let*,
    /// *put*, *read*) may be the past (*They let me go* → *He let me go*), so it is left as written; so is a modal.
    static func thirdPersonForm(of word: String, singular: Bool, lexicon: Lexicon) -> String? {
        let table = singular ? EnglishWords.auxiliarySingular : EnglishWords.auxiliaryPlural
        let lower = word.lowercasedFast()
        if let f = table[lower] { return f }
        // A modal has one form for every subject (*She can’t join*; was *She cans’t join*, *can* read as the verb
        // of canning).
        if modals.contains(lower) { return nil }
        let readings = lexicon.readings(of: word, pos: "verb")
        if singular {
            guard let base = readings.first(where: \.isBaseForm), !base.slots.contains("past") else { return nil }
            return base.entry.form("3sg")
        }
        return readings.first(where: { $0.slots.contains("3sg") && !$0.isBaseForm })?.entry.lemma
    }

    /// The modal verbs and *do*: a word right after one that is also a verb's base form is that verb (*can
    /// update*, *does need*). (*has*, *is* are left out: *has file access*.)
    static let modals = WordSet(["will", "would", "can", "could", "shall", "should", "may", "might", "must",
                                 "do", "does", "did"])

    /// ``PartOfSpeechByPlace``: the verb after a modal is a verb (the modal itself may be a noun: *a can*, *the
    /// wrong will*); a word after a determiner is a noun (not after *her* or *that*: *let her file*).
    static let byPlace = PartOfSpeechByPlace(
        isTableVerb: { modals.contains($0) }, isClitic: { _ in false }, isDeterminer: { EnglishWords.isDeterminer($0) },
        isPreposition: { EnglishWords.classes(ofLowercased: $0).contains(.preposition) }, pronounDeterminers: ["her", "that"],
        tableFormsAreVerbs: false)
}
