import Foundation

/// French determiners: the articles (le/la/l’/les, un/une/des), the articles contracted with *de* and *à*
/// (du/de la/de l’/des, au/à la/à l’/aux), demonstratives (ce/cet/cette/ces), possessives (mon/ma/mes —
/// *mon* before a vowel-initial feminine —, ton, son, notre/nos, votre/vos, leur/leurs) and *quel*, *aucun*, *chaque*:
/// recognising them at the start of a phrase and writing the form that agrees with the noun.
enum FrenchArticles {
    /// What a determiner is, independent of gender and number.
    enum Kind: Hashable, Sendable {
        case definite, indefinite, demonstrative
        /// A possessive; the value is the masculine singular (*mon*, *ton*, *son*, *notre*, *votre*, *leur*).
        case possessive(String)
        /// *quel*, *aucun*, *chaque*: the masculine singular.
        case other(String)

        /// *aucun*, *chaque*: a determiner with no plural in use, so the noun it determines is singular (*aucun
        /// fichier*, *chaque fichier*; *aucuns* is left to nouns with no singular, *aucuns frais*, which keep their
        /// form anyway).
        var isSingularOnly: Bool { self == .other("aucun") || self == .other("chaque") }
        /// Whether its form before a vowel is a word of its own (*cet*, *ton*), not elided against the next word
        /// (*l’*): the possessives and the demonstrative.
        var writtenWholeBeforeVowel: Bool {
            switch self {
            case .demonstrative, .possessive: return true
            default: return false
            }
        }

        var definiteness: Definiteness? {
            switch self {
            case .definite, .demonstrative, .possessive: return .definite
            case .indefinite: return .indefinite
            case .other: return nil
            }
        }
    }

    /// A determiner found in a phrase.
    struct Found {
        var kind: Kind
        /// `de` or `à` when the article is contracted with (or follows) the preposition.
        var preposition: String?
        var gender: GrammaticalGender?
        var number: GrammaticalNumber?
        /// Token indices of the determiner (words and apostrophe), and the index of the token after it and
        /// the white space that follows.
        var start: Int
        var end: Int
        /// The apostrophe as written, when the determiner was elided.
        var apostrophe: String?
        /// The first word as written, for its capitalization.
        var written: String
    }

    /// Single-word determiners: form → (kind, preposition, gender, number).
    static let table: WordTable<(Kind, String?, GrammaticalGender?, GrammaticalNumber?)> = {
        var t: [String: (Kind, String?, GrammaticalGender?, GrammaticalNumber?)] = [
            "le": (.definite, nil, .masculine, .singular), "la": (.definite, nil, .feminine, .singular),
            "les": (.definite, nil, nil, .plural), "un": (.indefinite, nil, .masculine, .singular),
            "une": (.indefinite, nil, .feminine, .singular), "des": (.indefinite, nil, nil, .plural),
            "du": (.definite, "de", .masculine, .singular), "au": (.definite, "à", .masculine, .singular),
            "aux": (.definite, "à", nil, .plural),
            "ce": (.demonstrative, nil, .masculine, .singular), "cet": (.demonstrative, nil, .masculine, .singular),
            "cette": (.demonstrative, nil, .feminine, .singular), "ces": (.demonstrative, nil, nil, .plural),
            "quel": (.other("quel"), nil, .masculine, .singular), "quelle": (.other("quel"), nil, .feminine, .singular),
            "quels": (.other("quel"), nil, .masculine, .plural), "quelles": (.other("quel"), nil, .feminine, .plural),
            "aucun": (.other("aucun"), nil, .masculine, .singular), "aucune": (.other("aucun"), nil, .feminine, .singular),
            "chaque": (.other("chaque"), nil, nil, .singular),
        ]
        for (m, f, p) in possessives {
            t[m] = (.possessive(m), nil, .masculine, .singular)
            if f != m { t[f] = (.possessive(m), nil, .feminine, .singular) } else { t[m] = (.possessive(m), nil, nil, .singular) }
            t[p] = (.possessive(m), nil, nil, .plural)
        }
        // The singular determiners written inclusively (*un·e*, *le·la*, *mon·ma*), of either gender.
        let singular = t.filter { $0.value.3 == .singular && $0.value.2 != nil }
        for (m, mv) in singular where mv.2 == .masculine {
            for (f, fv) in singular where fv.2 == .feminine && fv.0 == mv.0 && fv.1 == mv.1 {
                t[FrenchInclusive.determiner(masculine: m, feminine: f)] = (mv.0, mv.1, nil, .singular)
            }
        }
        return WordTable(t)
    }()

    /// Possessive determiners: masculine singular, feminine singular, plural.
    static let possessives: [(String, String, String)] = [
        ("mon", "ma", "mes"), ("ton", "ta", "tes"), ("son", "sa", "ses"),
        ("notre", "notre", "nos"), ("votre", "votre", "vos"), ("leur", "leur", "leurs"),
    ]

    /// The first bytes a determiner can start with, lower-cased (ASCII letters only: a word starting with any other
    /// ASCII byte is none, one starting with a byte beyond ASCII is looked up): those of the table's words, of their
    /// canonical decompositions, and of *l’*, *de*, *à*.
    private static let initials: [Bool] = {
        var initials = [Bool](repeating: false, count: 128)
        for word in Array(table.dictionary.keys) + ["l", "de", "à"] {
            for form in [word, word.decomposedStringWithCanonicalMapping] {
                if let b = form.lowercased().utf8.first, b < 0x80 { initials[Int(b)] = true }
            }
        }
        return initials
    }()

    /// Whether `word` may be a determiner, told by its first byte: a word starting with an ASCII byte no determiner
    /// starts with (in either case) is none, and needs no lower-casing and no look-up.
    private static func mayStartDeterminer(_ word: String) -> Bool {
        guard let b = word.utf8.first else { return false }
        guard b < 0x80 else { return true }
        let lower = b >= 0x41 && b <= 0x5A ? b + 0x20 : b
        return initials[Int(lower)]
    }

    /// The determiner starting at token `i` (a word), if any.
    static func find(in phrase: Phrase, at i: Int) -> Found? {
        let tokens = phrase.tokens
        guard i < tokens.count, tokens[i].kind == .word, mayStartDeterminer(tokens[i].text) else { return nil }
        let w = tokens[i].text.lowercasedFast()
        func after(_ j: Int) -> Int {
            var k = j
            while k < tokens.count, tokens[k].kind == .space { k += 1 }
            return k
        }
        // l’ (elided definite article)
        if w == "l", i + 1 < tokens.count, FrenchWords.isApostrophe(tokens[i + 1]) {
            return Found(kind: .definite, preposition: nil, gender: nil, number: .singular, start: i, end: after(i + 2),
                         apostrophe: tokens[i + 1].text, written: tokens[i].text)
        }
        // de la / de l’ / à la / à l’
        if w == "de" || w == "à" {
            let j = after(i + 1)
            if j < tokens.count, tokens[j].kind == .word {
                let n = tokens[j].text.lowercasedFast()
                if n == "la" {
                    return Found(kind: .definite, preposition: w, gender: .feminine, number: .singular, start: i,
                                 end: after(j + 1), apostrophe: nil, written: tokens[i].text)
                }
                if n == "l", j + 1 < tokens.count, FrenchWords.isApostrophe(tokens[j + 1]) {
                    return Found(kind: .definite, preposition: w, gender: nil, number: .singular, start: i,
                                 end: after(j + 2), apostrophe: tokens[j + 1].text, written: tokens[i].text)
                }
            }
            return nil
        }
        if let (kind, prep, g, n) = table[w] {
            // cet/ce are followed by a word; a lone "son"/"leur" is still a determiner here.
            return Found(kind: kind, preposition: prep, gender: g, number: n, start: i, end: after(i + 1),
                         apostrophe: nil, written: tokens[i].text)
        }
        return nil
    }

    /// The words of the determiner `kind` (with `preposition`) for a noun of `gender` and `number`; an
    /// elided last word ends with the apostrophe.
    static func words(kind: Kind, preposition: String?, gender: GrammaticalGender, plural: Bool, elides: Bool,
                      apostrophe: String) -> [String] {
        let fem = gender == .feminine
        switch kind {
        case .definite:
            if plural {
                switch preposition {
                case "de": return ["des"]
                case "à": return ["aux"]
                default: return ["les"]
                }
            }
            let article = elides ? "l" + apostrophe : (fem ? "la" : "le")
            switch preposition {
            case "de": return elides || fem ? ["de", article] : ["du"]
            case "à": return elides || fem ? ["à", article] : ["au"]
            default: return [article]
            }
        case .indefinite:
            let article = plural ? "des" : (fem ? "une" : "un")
            if let p = preposition { return p == "de" && plural ? ["de"] : [p, article] }
            return [article]
        case .demonstrative:
            return [plural ? "ces" : (fem ? "cette" : (elides ? "cet" : "ce"))]
        case .possessive(let m):
            guard let row = possessives.first(where: { $0.0 == m }) else { return [m] }
            // mon amie: the masculine form stands before a vowel-initial feminine.
            return [plural ? row.2 : (fem && !elides ? row.1 : row.0)]
        case .other(let m):
            switch m {
            case "quel": return [fem ? (plural ? "quelles" : "quelle") : (plural ? "quels" : "quel")]
            case "aucun": return [fem ? "aucune" : "aucun"]
            default: return [m]
            }
        }
    }

    /// Replaces the determiner tokens `start..<end` with `words`, the first word taking the capitalization
    /// of `written` (or lower case for an inserted article).
    static func replace(_ phrase: inout Phrase, start: Int, end: Int, with words: [String], written: String?) {
        let run = start < phrase.tokens.count ? phrase.tokens[start].runID : (phrase.tokens.last?.runID ?? 0)
        if replaceTexts(&phrase, start: start, end: end, with: words, written: written, run: run) { return }
        var new: [Token] = []
        new.reserveCapacity(2 * words.count)
        for (k, word) in words.enumerated() {
            var text = word
            if k == 0, let written { text = Casing.apply(from: written, to: word) }
            if let last = text.last, last == "’" || last == "'" {
                new.append(Token(String(text.dropLast()), kind: .word, runID: run))
                new.append(Token(String(last), kind: .punctuation, runID: run))
            } else {
                new.append(Token(text, kind: .word, runID: run))
                // No space after a determiner that ends the phrase (`^[Une](inflect: …)`).
                if end < phrase.tokens.count || k < words.count - 1 { new.append(Token(" ", kind: .space, runID: run)) }
            }
        }
        // The same kinds of tokens in the same run, none of them from an argument or carrying facts (*Ce* → *Cette*):
        // only their texts change, in place (what replacing them would leave, with no array rebuilt).
        if new.count == end - start, (0..<new.count).allSatisfy({ k in
            let old = phrase.tokens[start + k]
            return old.kind == new[k].kind && old.runID == run && old.argumentIndex == nil && old.number == nil
                && old.declared == nil && old.agreed == nil
        }) {
            for k in new.indices { phrase.tokens[start + k].text = new[k].text }
            return
        }
        // Keep the original text of replaced tokens for the trace only where they line up.
        for k in new.indices { new[k].original = "" }
        for k in new.indices where k < end - start && phrase.tokens[start + k].kind == new[k].kind {
            new[k].original = phrase.tokens[start + k].original
        }
        phrase.tokens.replaceSubrange(start..<end, with: new)
    }

    /// ``replace(_:start:end:with:written:)`` when the new tokens would be the same kinds as the old ones, in the same
    /// run, none of them from an argument or carrying facts (*Ce* → *Cette*): only their texts change, written in
    /// place, with no token or array built. False, with nothing changed, otherwise.
    private static func replaceTexts(_ phrase: inout Phrase, start: Int, end: Int, with words: [String], written: String?,
                                     run: Int) -> Bool {
        // A word ending in an apostrophe is written as the word and the apostrophe; another word is followed by a
        // space, unless it is the last of a determiner that ends the phrase (the tokens `replace` would build).
        func elided(_ word: String) -> Bool {
            switch word.utf8.last {
            case UInt8(ascii: "'")?: return true
            case 0x99?: return word.hasSuffixFast("’") // (the last byte of ’, E2 80 99)
            default: return false
            }
        }
        // Which words are elided, one bit each (worked out once: a word's last byte is read through its view).
        guard words.count <= 64 else { return false }
        var elidedWords: UInt64 = 0
        var count = 0
        for k in words.indices {
            if elided(words[k]) { elidedWords |= 1 << UInt64(k) }
            count += elidedWords & (1 << UInt64(k)) != 0 || end < phrase.tokens.count || k < words.count - 1 ? 2 : 1
        }
        guard start >= 0, count == end - start, end <= phrase.tokens.count else { return false }
        let fits = phrase.tokens.withUnsafeBufferPointer { tokens -> Bool in
            func fits(_ j: Int, _ kind: Token.Kind) -> Bool {
                tokens[j].kind == kind && tokens[j].runID == run && tokens[j].argumentIndex == nil && tokens[j].number == nil
                    && tokens[j].declared == nil && tokens[j].agreed == nil
            }
            var j = start
            for k in words.indices {
                guard fits(j, .word) else { return false }
                j += 1
                if elidedWords & (1 << UInt64(k)) != 0 {
                    guard fits(j, .punctuation) else { return false }
                    j += 1
                } else if end < tokens.count || k < words.count - 1 {
                    guard fits(j, .space) else { return false }
                    j += 1
                }
            }
            return true
        }
        guard fits else { return false }
        var j = start
        for k in words.indices {
            var text = words[k]
            if k == 0, let written { text = Casing.apply(from: written, to: text) }
            if elidedWords & (1 << UInt64(k)) != 0 {
                phrase.tokens[j].text = String(text.dropLast())
                phrase.tokens[j + 1].text = text.last.map { String($0) } ?? ""
                j += 2
            } else {
                phrase.tokens[j].text = text
                j += 1
                if end < phrase.tokens.count || k < words.count - 1 {
                    phrase.tokens[j].text = " "
                    j += 1
                }
            }
        }
        return true
    }

    /// The determiner's text in `phrase`.
    static func text(_ found: Found, in phrase: Phrase) -> String {
        FrenchWords.trimmingWhitespace(phrase.tokens[found.start..<found.end].map(\.text).joined())
    }
}
