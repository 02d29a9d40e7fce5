/// Applies the Italian rules to a span: reads its structure, decides the gender and number the phrase must
/// take (request, count, argument, concept or user), inflects the head noun, then — right to left, so each
/// word sees the final form of the next — adjectives, verbs and determiners, and adds an article when a
/// definiteness is requested.
enum ItalianInflection {
    static func inflect(_ phrase: inout Phrase, mode: AgreementMode, context: AgreementContext,
                        trace: inout TraceRecorder) {
        ItalianPhrase.mergeElisions(&phrase)
        ItalianArgumentArticles.absorb(&phrase, lexicon: context.lexicon, trace: &trace)
        let lexicon = context.lexicon
        var definiteness: Definiteness?
        if case .explicit(let m) = mode {
            definiteness = m.definiteness
            let items = phrase.wordAndNumberPositions
            // A lone pronoun inflected to a person, case or pronoun type: `^[io](inflect: {…})`.
            if items.count == 1, phrase.tokens[items[0]].isWord {
                let closed = ItalianWordClass.of(lower: phrase.tokens[items[0]].text.lowercasedFast())
                let asksPronoun = m.grammaticalPerson != nil || m.grammaticalCase != nil || m.pronounType != nil
                if closed.isPronoun && (asksPronoun || closed.determiner == nil) {
                    ItalianPronouns.inflect(&phrase, at: items[0], to: m, trace: &trace)
                    return
                }
            }
        }
        if case .explicit(let m) = mode, DeclaredVerbs.inflect(&phrase, request: m, language: "it", agree: { w, n in
            ItalianVerbs.agree(w, number: n, lexicon: lexicon).map { ($0.form, $0.facts) }
        }, trace: &trace) { return }
        // After a noun and its copula (*La foto è ^[eliminato]*), an `inflect: true` span describes that noun, not the
        // user (was *eliminato* for a masculine user).
        var nounSubject: AgreementController?
        if case .automatic = mode, context.spanMorphology == nil, phrase.numberIndices.isEmpty,
           let word = ItalianVerbs.copulaBeforeSpan.wordBeforeThirdPersonCopula(in: context.textBefore) {
            // (The subject's facts go to the trace alone.)
            var analysisContext = context
            analysisContext.recordsTrace = trace.isRecording
            nounSubject = CopulaBeforeSpan.nounSubject(word, analysis: ItalianAnalysis.analyze(Phrase(word), context: analysisContext))
        }
        // (Built in a closure so that `s` is a constant from here on: passed along, it needs no copy.)
        let s: ItalianStructure = {
            // A span of open-class words after a copula is predicative (`%@ è ^[stato eliminato](agreeWithArgument: 1)`,
            // `Sei ^[stato invitato](inflect: true)`; *stato* was read as the noun, and nothing agreed). With
            // `inflect: true`, only after a verb whose subject is the user: the words then describe the user.
            var verbBefore = false
            if !context.textBefore.isEmpty, phrase.numberIndices.isEmpty, let first = phrase.firstWord,
               ItalianWordClass.of(lower: first.lowercasedFast()).isOpen, !phrase.hasArgumentToken {
                switch mode {
                case .automatic:
                    verbBefore = nounSubject != nil || ItalianVerbs.copulaBeforeSpan.addressesUser(before: context.textBefore)
                case .agreement: verbBefore = ItalianPhrase.endsWithCopula(context.textBefore)
                case .explicit: break
                }
            }
            var s = ItalianPhrase.read(phrase, lexicon: lexicon, loneDeterminerIsWord: definiteness != nil,
                                       determinerBefore: !context.textBefore.isEmpty && ItalianPhrase.endsWithDeterminer(context.textBefore),
                                       verbBefore: verbBefore)
            if s.determiners.isEmpty, s.count == nil, !s.headIsNumber, let h = s.head {
                let score = s.nounScore(at: h, in: phrase, lexicon: lexicon)
                if case .agreement = mode, score < 2 {
                    // A span agreeing with something else is an adjective or participle (`^[fatto](agreeWithArgument: 1)`).
                    s.head = nil
                } else if score == 2, s.contents.count == 1 {
                    // A lone word without determiner that the lexicon lists both as noun and as adjective is
                    // read as the adjective or participle: it is what greets or describes someone
                    // (*Benvenuto* → *Benvenuta*), and the noun reading (*il benvenuto*) needs an article.
                    s.head = nil
                }
            }
            return s
        }()
        let before = trace.count

        // What the head is now.
        var headInfo: ItalianNounInfo?
        if let h = s.head {
            // (The head's fields read in place: a copy of its token would retain all its texts.)
            let text = phrase.tokens[h].text
            if s.headIsNumber {
                headInfo = ItalianNounInfo(gender: .masculine, number: .singular, singular: text, entry: nil,
                                           facts: [TraceFact(text, "grammaticalGender", "masculine", source: .grammar)], guessed: false)
            } else {
                let declared = phrase.tokens.withUnsafeBufferPointer { $0[h].declared }
                headInfo = ItalianNouns.analyze(text, declared: declared, facts: s.facts(at: h, in: phrase, lexicon: lexicon))
            }
        }
        // A noun with one form for both numbers (*la città*, *le città*; *il file*, *i file*) does not show its
        // number: the plural determiner written before it does (*le città* stays; was *la città*).
        // (The head's facts are read and changed in place: a copy of them copies its lexicon entry.)
        if headInfo?.number.isSingular == true, let h = s.head, !s.headIsNumber, phrase.tokens[h].declared?.number == nil,
           let first = s.determiners.first, let d = s.determiner(at: first), let n = d.number, !n.isSingular,
           hasOneFormForBothNumbers(headInfo) {
            headInfo?.number = n
            headInfo?.facts.append(TraceFact(phrase.tokens[first].text, "number", n.markupName, source: .grammar))
        }
        // A noun no lexicon knows has its gender guessed from its ending (a loanword in a consonant: masculine); the
        // words the translator wrote agreeing with it know better (*la playlist*, *un’app installata*; were *il
        // playlist*, *un app installato*). Not for an argument: those words were written for another noun.
        if headInfo?.guessed == true, let h = s.head, !s.headIsNumber, phrase.tokens[h].argumentIndex == nil,
           phrase.tokens[h].declared?.grammaticalGender == nil,
           let written = writtenGender(s, phrase: phrase, lexicon: lexicon), written.gender != headInfo?.gender {
            headInfo?.gender = written.gender
            headInfo?.plural = nil
            headInfo?.facts.append(TraceFact(phrase.tokens[written.index].text, "grammaticalGender", written.gender.rawValue, source: .grammar))
        }
        // Without a head, the first agreeing word (or determiner) tells the phrase's own features.
        var own: (GrammaticalGender?, GrammaticalNumber?) = (nil, nil)
        if headInfo == nil {
            if let a = s.agreeing.first {
                own = ownAdjectiveFeatures(s.facts(at: a, in: phrase, lexicon: lexicon), lexicon: lexicon)
            } else if let d = s.determiners.first.flatMap({ s.determiner(at: $0) }) {
                own = (d.gender, d.number)
            }
        }

        // What it must become.
        var targetNumber: GrammaticalNumber?
        var targetGender: GrammaticalGender?
        var reasons: [TraceFact] = []
        switch mode {
        case .explicit(let m):
            targetNumber = m.number
            targetGender = m.grammaticalGender == .neuter ? nil : m.grammaticalGender
            if trace.isRecording { reasons = m.markupPairs.map { TraceFact("request", $0.key, $0.value, source: .request) } }
        case .automatic:
            if let n = context.spanMorphology?.number {
                targetNumber = n
                reasons.append(TraceFact("span", "number", n.markupName, source: .declaration))
            } else if let c = s.count, !phrase.numberCountsSymbolAfter(c), let v = phrase.tokens[c].number {
                targetNumber = context.number(for: v)
                reasons.append(TraceFact(v.text, "number", targetNumber!.markupName, source: .count))
            }
            if let g = context.spanMorphology?.grammaticalGender {
                targetGender = g
                reasons.append(TraceFact("span", "grammaticalGender", g.rawValue, source: .declaration))
            } else if headInfo == nil, s.count == nil, let subject = nounSubject, subject.features.grammaticalGender != nil {
                targetGender = subject.features.grammaticalGender
                if targetNumber == nil { targetNumber = subject.features.number }
                reasons += subject.facts
            } else if headInfo == nil, s.count == nil, addressesUser(s, phrase: phrase, lexicon: lexicon) {
                // No noun and gendered adjectives or participles: the words address the user (*Benvenuto*).
                guard let user = context.userGender else {
                    trace.needsUserTermOfAddress = true
                    trace.unchanged("it.user.unknown", phrase.text,
                                    because: "the span addresses the user, whose term of address is unknown or has no Italian gender")
                    return
                }
                targetGender = user.gender
                reasons.append(user.fact)
            }
        case .agreement(let c):
            targetNumber = c.features.number
            if let g = c.features.grammaticalGender {
                if g == .neuter {
                    trace.unchanged("it.agreement.neuter", phrase.text,
                                    because: "Italian has no neuter forms; the words keep their gender")
                } else {
                    targetGender = g
                }
            }
            if trace.isRecording { reasons = c.facts.isEmpty ? c.features.markupPairs.map { TraceFact(c.text, $0.key, $0.value, source: c.isPerson ? .concept : .argument) } : c.facts }
        }

        // The head noun.
        var finalGender: GrammaticalGender?
        var finalNumber: GrammaticalNumber
        var headWord = "phrase"
        if let h = s.head, let info = headInfo {
            headWord = phrase.tokens[h].text
            if s.headIsNumber {
                finalGender = .masculine
                finalNumber = .singular
            } else if s.facts(at: h, in: phrase, lexicon: lexicon).hasCapital && phrase.isModelName(at: h) {   // (a model name has a capital)
                finalGender = info.gender
                finalNumber = targetNumber ?? info.number
                trace.unchanged("it.noun.model-name", headWord, because: "\(headWord) and the number after it name a product, which keeps its form")
            } else {
                finalNumber = targetNumber ?? info.number
                let (text, g) = ItalianNouns.inflect(headWord, info: info, gender: targetGender, number: finalNumber, trace: &trace)
                phrase.tokens[h].text = text
                finalGender = g
                headWord = text
            }
        } else {
            finalGender = targetGender ?? own.0
            finalNumber = targetNumber ?? own.1 ?? .singular
        }
        // For the trace only.
        let headFacts = !trace.isRecording ? [] : reasons + [TraceFact(headWord, "grammaticalGender", finalGender?.rawValue ?? "unknown", source: headInfo?.guessed == true ? .guess : .grammar),
                                   TraceFact(headWord, "number", finalNumber.markupName, source: targetNumber != nil ? .request : .grammar)]

        // (Ifs and loops rather than closures: a closure reading the structure copies it.)
        var headIsArgument = false
        if let h = s.head { headIsArgument = !s.headIsNumber && phrase.tokens[h].argumentIndex != nil }
        // Right to left: adjectives, verbs, determiners.
        var firstArticle: Int?
        for k in s.determiners.indices where s.determiner(at: s.determiners[k])?.isArticle == true {
            firstArticle = s.determiners[k]
            break
        }
        let complementArticles = ItalianComplementArticles.find(in: phrase, s)
        let order = rightToLeft(s.nounPhrase + s.predicate + s.verbs + complementArticles)
        for k in order.indices where order[k] != s.head {
            let i = order[k]
            switch s.roles[i] {
            case nil:
                ItalianComplementArticles.agree(&phrase, at: i, lexicon: lexicon, trace: &trace)
            case .content?:
                inflectAdjective(&phrase, at: i, s: s, gender: finalGender, number: finalNumber, lexicon: lexicon,
                                 facts: headFacts, trace: &trace)
            case .verb?:
                // A verb written for the translator's noun keeps its number unless the head's changes; the verb of an
                // argument was written without knowing its number (*%@ è stato salvato* + *documenti*).
                guard targetNumber != nil || (headInfo?.number).map({ $0 != finalNumber }) == true || headIsArgument else { continue }
                let word = phrase.tokens[i].text
                if let r = ItalianVerbs.agree(word, number: finalNumber, lexicon: lexicon), r.form != word.lowercasedFast() {
                    let out = Casing.apply(from: word, to: r.form)
                    phrase.tokens[i].text = out
                    ItalianVerbs.elideClitic(&phrase, before: i)
                    trace.fired(r.rule, word, out, facts: headFacts + r.facts)
                }
            case .determiner(var det)?:
                let original = det
                if let d = definiteness, i == firstArticle, det.preposition == nil || det.preposition == "di" && !finalNumber.isSingular {
                    det.kind = d == .definite ? .definite : .indefinite
                    if d == .definite { det.preposition = nil }
                }
                let gender = finalGender ?? det.gender ?? .masculine
                let (text, rule) = ItalianArticles.form(of: det, gender: gender, number: finalNumber,
                                                        onset: onset(after: i, in: phrase, s: s, lexicon: lexicon), keepElidedQuesto: original.elided,
                                                        standalone: nextIndex(after: i, in: phrase) == nil)
                let word = phrase.tokens[i].text
                if !sameDeterminer(word, text) {
                    setText(&phrase, i, text)
                    trace.fired(det.kind != original.kind ? "it.definiteness.switched" : rule, word, phrase.tokens[i].text,
                                facts: headFacts + [TraceFact(nextText(after: i, in: phrase) ?? "", "onset", onset(after: i, in: phrase, s: s, lexicon: lexicon).rawValue, source: .grammar)])
                }
            default:
                break
            }
        }

        // A requested definiteness without an article: add one before the noun phrase.
        if let d = definiteness, firstArticle == nil,
           !s.determiners.contains(where: { if case .quello = s.determiner(at: $0)?.kind { return true }; if case .questo = s.determiner(at: $0)?.kind { return true }; return false }),
           let first = s.nounPhrase.first {
            let det = ItalianDeterminer(kind: d == .definite ? .definite : .indefinite)
            let onset = s.facts(at: first, in: phrase, lexicon: lexicon).onset
            let (text, rule) = ItalianArticles.form(of: det, gender: finalGender ?? .masculine, number: finalNumber, onset: onset)
            let following = phrase.tokens[first].text
            phrase.insertWord(text, before: first)
            if text.hasSuffixFast("’") { phrase.tokens.remove(at: first + 1) }
            trace.fired(d == .definite ? "it.definiteness.article-added" : "it.definiteness.indefinite-added", following,
                        text.hasSuffixFast("’") ? text + following : text + " " + following,
                        facts: headFacts + [TraceFact(following, "onset", onset.rawValue, source: .grammar)] + [TraceFact("article", "rule", rule, source: .grammar)])
        }
        if trace.count == before {
            trace.unchanged("it.unchanged", phrase.text, because: headInfo == nil && s.agreeing.isEmpty && s.determiners.isEmpty && s.verbs.isEmpty
                            ? "no noun, adjective, determiner or verb of Italian that could change"
                            : "every word already agrees")
        }
    }

    /// `indices` from the last to the first: sorted in place while they fit the list's own room (a sorted array
    /// costs an allocation, and the generic sort more than the few comparisons), else by the standard sort.
    private static func rightToLeft(_ indices: SmallIndices) -> SmallIndices {
        guard indices.count <= 4 else { return SmallIndices(indices.sorted(by: >)) }
        var order = indices
        var k = 1
        while k < order.count {
            let x = order[k]
            var j = k
            while j > 0, order[j - 1] < x {
                order[j] = order[j - 1]
                j -= 1
            }
            order[j] = x
            k += 1
        }
        return order
    }

    /// Whether the head noun with `info` (nil: none) is written alike in both numbers (*città*, *file*).
    private static func hasOneFormForBothNumbers(_ info: ItalianNounInfo?) -> Bool {
        guard let info else { return false }
        return ExactText(ItalianNouns.plural(of: info.singular, gender: info.gender ?? .masculine, entry: info.entry).form)
            == ExactText(info.singular)
    }

    /// The gender the words agreeing with the head show as written, and the word that shows it: the first
    /// determiner that has one, else the first adjective or participle of the lexicon with two genders. Words
    /// declared or filled in by an argument say nothing of the written noun.
    static func writtenGender(_ s: ItalianStructure, phrase: Phrase, lexicon: Lexicon) -> (gender: GrammaticalGender, index: Int)? {
        for i in s.determiners where phrase.tokens[i].argumentIndex == nil && phrase.tokens[i].declared == nil {
            if let g = s.determiner(at: i)?.gender { return (g, i) }
        }
        for i in s.agreeing where phrase.tokens[i].argumentIndex == nil && phrase.tokens[i].declared == nil {
            let facts = s.facts(at: i, in: phrase, lexicon: lexicon)
            guard case .lexicon = facts.paradigm.0, facts.adjectiveIsGendered, let g = facts.adjectiveFeatures.0 else { continue }
            return (g, i)
        }
        return nil
    }

    /// Whether a span without a noun is made of gendered adjectives or participles (it then agrees with the user).
    static func addressesUser(_ s: ItalianStructure, phrase: Phrase, lexicon: Lexicon) -> Bool {
        // (A loop rather than `contains(where:)`: its closure reading the structure copied it.)
        let agreeing = s.agreeing
        for k in agreeing.indices {
            let facts = s.facts(at: agreeing[k], in: phrase, lexicon: lexicon)
            let paradigmFacts = ItalianAdjectives.shortForms[facts.lower].map { ItalianWordFacts.of($0, lexicon) } ?? facts
            if paradigmFacts.adjectiveIsGendered && ownAdjectiveFeatures(facts, lexicon: lexicon).1?.isSingular != false { return true }
        }
        return false
    }

    /// The gender and number a written adjective or participle shows in its paradigm (that of the full form,
    /// for the short forms *bel*, *buon*, *san*…).
    static func ownAdjectiveFeatures(_ facts: ItalianWordFacts, lexicon: Lexicon) -> (GrammaticalGender?, GrammaticalNumber?) {
        guard let full = ItalianAdjectives.shortForms[facts.lower] else { return facts.adjectiveFeatures }
        return ItalianAdjectives.features(of: facts.lower, paradigm: ItalianWordFacts.of(full, lexicon).paradigm.0)
    }

    static func inflectAdjective(_ phrase: inout Phrase, at i: Int, s: ItalianStructure, gender: GrammaticalGender?,
                                 number: GrammaticalNumber, lexicon: Lexicon, facts: [TraceFact], trace: inout TraceRecorder) {
        let word = phrase.tokens[i].text
        if let h = s.head, !s.headIsNumber, i > h, s.nounPhraseContains(i), s.nounScore(at: i, in: phrase, lexicon: lexicon) >= 3 {
            return   // a second noun (*capo redattore*) keeps its form
        }
        if !s.headIsNumber, phrase.isNameAfterNoun(at: i, head: s.head, lexicon: lexicon) {
            trace.unchanged("it.unchanged.name", word, because: Phrase.nameNote(word))
            return
        }
        let wordFacts = s.facts(at: i, in: phrase, lexicon: lexicon)
        // A word the lexicon does not know (noun score 0 or 1), after the head and before a word that can be a
        // noun, is more likely a verb the lexicon lacks, with its object (*2 file richiede attenzione*), than an
        // adjective: it is left as written.
        if let h = s.head, i > h, (0...1).contains(wordFacts.nounScore), phrase.tokens[i].argumentIndex == nil,
           phrase.tokens[i].declared == nil, let next = phrase.nextWord(after: i), phrase.tokens[next].kind == .word,
           s.facts(at: next, in: phrase, lexicon: lexicon).nounScore >= 2 {
            trace.unchanged("it.unchanged.unknown-before-noun", word,
                            because: "‘\(word)’ is not in the lexicon and a noun follows it: it may be a verb, and is left as written")
            return
        }
        let short = ItalianAdjectives.shortForms[wordFacts.lower]
        // A short form (*bel*) agrees through its full form (*bello*).
        let base = short.map { ItalianWordFacts.of($0, lexicon) } ?? wordFacts
        let (p, pFacts) = base.paradigm
        let own = base.adjectiveFeatures
        let g = phrase.tokens[i].agreed?.grammaticalGender ?? gender ?? own.0 ?? .masculine
        var form = base.adjectiveForm(gender: g, number: number)
        var rule = "it.adjective.agreement"
        if case .invariable = p { rule = "it.adjective.invariable" }
        if let h = s.head, i < h, s.nounPhraseContains(i),
           let pre = ItalianAdjectives.prenominal(lemma: base.adjectiveForms.mSg, gender: g, number: number,
                                                  onset: onset(after: i, in: phrase, s: s, lexicon: lexicon), sourceWasShort: short != nil) {
            form = pre.0
            rule = pre.1
        }
        guard !sameDeterminer(word, form) else { return }
        setText(&phrase, i, form)
        trace.fired(rule, word, phrase.tokens[i].text, facts: facts + pFacts)
    }

    /// Compares forms ignoring case and the kind of apostrophe.
    static func sameDeterminer(_ a: String, _ b: String) -> Bool {
        func norm(_ s: String) -> String { s.lowercasedFast().replacingOccurrences(of: "'", with: "’") }
        // Two ASCII texts (most determiners and adjectives) are equal under canonical equivalence exactly when their
        // bytes are, and lower-cased and with `’` for `'` exactly when their bytes are equal but for ASCII case.
        if let same = asciiEqualIgnoringCase(a, b) { return same }
        // Without a straight apostrophe there is nothing to replace (and Foundation need not be asked).
        if !a.utf8.contains(UInt8(ascii: "'")) && !b.utf8.contains(UInt8(ascii: "'")) { return a.lowercasedFast() == b.lowercasedFast() }
        // (Foundation's replacement costs about 11,000 instructions a text, for *L'* against *l’*.)
        if let x = curlingApostrophes(a.lowercasedFast()), let y = curlingApostrophes(b.lowercasedFast()) { return x == y }
        return norm(a) == norm(b)
    }

    /// `text` with each `'` written `’`, replaced on its bytes, when every character of it is ASCII, a Latin-1 one
    /// (two bytes, C2 or C3 and one more) or `’`: no combining mark can then join an apostrophe into another
    /// character, and Foundation's `replacingOccurrences(of: "'", with: "’")` replaces exactly those bytes. Nil for
    /// any other text.
    static func curlingApostrophes(_ text: String) -> String? {
        var text = text
        return text.withUTF8 { b -> String? in
            var straight = 0, k = 0
            while k < b.count {
                let byte = b[k]
                if byte < 0x80 {
                    if byte == UInt8(ascii: "'") { straight += 1 }
                    k += 1
                } else if (byte == 0xC2 || byte == 0xC3), k + 1 < b.count, b[k + 1] & 0xC0 == 0x80 {
                    k += 2
                } else if byte == 0xE2, k + 2 < b.count, b[k + 1] == 0x80, b[k + 2] == 0x99 {
                    k += 3
                } else {
                    return nil
                }
            }
            return String(unsafeUninitializedCapacity: b.count + 2 * straight) { out in
                var n = 0
                for byte in b {
                    if byte == UInt8(ascii: "'") {
                        out[n] = 0xE2; out[n + 1] = 0x80; out[n + 2] = 0x99
                        n += 3
                    } else {
                        out[n] = byte
                        n += 1
                    }
                }
                return n
            }
        }
    }

    /// Whether `a` and `b` are equal but for ASCII case, when both are ASCII; nil when either is not.
    private static func asciiEqualIgnoringCase(_ a: String, _ b: String) -> Bool? {
        // (Read in place, over contiguous UTF-8: the views' iterators cost more than the few bytes they read.)
        let answer: Bool?? = a.utf8.withContiguousStorageIfAvailable { x in
            b.utf8.withContiguousStorageIfAvailable { y -> Bool? in
                guard x.allSatisfy({ $0 < 0x80 }), y.allSatisfy({ $0 < 0x80 }) else { return nil }
                guard x.count == y.count else { return false }
                for k in x.indices where x[k] != y[k] && lowerASCII(x[k]) != lowerASCII(y[k]) { return false }
                return true
            } ?? nil
        }
        return answer ?? nil
    }

    private static func lowerASCII(_ b: UInt8) -> UInt8 { b >= 0x41 && b <= 0x5A ? b + 0x20 : b }

    static func nextText(after i: Int, in phrase: Phrase) -> String? {
        nextIndex(after: i, in: phrase).map { phrase.tokens[$0].text }
    }

    /// The onset of the word after `i` (a consonant when nothing follows: `^[il](inflect: …)`).
    static func onset(after i: Int, in phrase: Phrase, s: ItalianStructure, lexicon: Lexicon) -> ItalianOnset {
        guard let next = nextIndex(after: i, in: phrase) else { return .consonant }
        // A word read with the span has its onset at hand; one that changed since (the head, now plural) is read
        // again, which costs less than a look-up of its facts.
        if let known = s.knownFacts(at: next, in: phrase) { return known.onset }
        return ItalianSounds.onset(of: phrase.tokens[next].text)
    }

    /// The index of the next word or number token after `i`, unless punctuation comes first.
    static func nextIndex(after i: Int, in phrase: Phrase) -> Int? {
        var j = i + 1
        while j < phrase.tokens.count {
            switch phrase.tokens[j].kind {
            case .word, .number: return j
            case .space: j += 1
            case .punctuation: return nil
            }
        }
        return nil
    }

    /// Writes a new form, keeping the source's casing and apostrophe, and glues an elided form to the next
    /// word (or separates a form that no longer elides).
    static func setText(_ phrase: inout Phrase, _ i: Int, _ newText: String) {
        // (The old token's fields read in place: a copy of it would retain all its texts.)
        var text = Casing.apply(from: phrase.tokens[i].text, to: newText)
        let runID = phrase.tokens[i].runID
        let elided = ItalianPhrase.endsWithCurlyApostrophe(text)
        if elided, phrase.tokens[i].original.hasSuffixFast("'") { text = String(text.dropLast()) + "'" }
        phrase.tokens[i].text = text
        if elided {
            while i + 1 < phrase.tokens.count, phrase.tokens[i + 1].kind == .space, i + 2 < phrase.tokens.count,
                  phrase.tokens[i + 2].kind == .word || phrase.tokens[i + 2].kind == .number {
                phrase.tokens.remove(at: i + 1)
            }
        } else if i + 1 < phrase.tokens.count, phrase.tokens[i + 1].kind == .word || phrase.tokens[i + 1].kind == .number {
            var space = Token(" ", kind: .space, runID: runID)
            space.original = ""
            phrase.tokens.insert(space, at: i + 1)
        }
    }
}
