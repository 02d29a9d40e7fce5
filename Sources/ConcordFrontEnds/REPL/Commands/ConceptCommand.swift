import Concord

extension ReplCommands {
    static let conceptCommand = ReplCommand(
        name: "concept", usage: ":concept N term masculine|feminine|neutral|NAME   ·   :concept N phrase \"TEXT\" [NAME|{…}]   ·   :concept N clear",
        summary: "Set concept N (agreeWithConcept: N, referentConcept: N): a person or a localized phrase.",
        details: ["A person is a term of address; NAME is a pronoun set defined by :pronouns.",
                  "A phrase is analyzed with the lexicon; give a morphology (NAME or {…}) when it does not know the word."],
        examples: [":concept 1 term feminine", ":concept 1 term xey", ":concept 1 phrase \"ensalada\"",
                   ":concept 2 phrase \"malteada\" {grammaticalGender: 'feminine'}", ":concept 1 clear"],
        changesState: true
    ) { session, args, reply in
        let words = Words.split(args)
        guard let first = words.first else {
            throw ReplError("which concept?", hint: "e.g. :concept 1 term feminine", at: 0)
        }
        guard let n = Int(first.text), n >= 1 else {
            throw ReplError("'\(first.text)' is not a concept number (1, 2, …)", hint: "e.g. :concept 1 term feminine", at: first.offset)
        }
        guard words.count >= 2 else {
            throw ReplError("concept \(n): term or phrase?", hint: "e.g. :concept \(n) term feminine, :concept \(n) phrase \"ensalada\"",
                            at: first.offset + first.text.count)
        }
        let kind = words[1]
        switch kind.text {
        case "clear", "none":
            session.concepts[n] = nil
            reply.say(session.colors.dim("concept \(n) cleared"))
            return
        case "term", "person":
            guard words.count >= 3 else {
                throw ReplError("concept \(n): which term?", hint: "masculine, feminine, neutral or a :pronouns name", at: kind.offset + kind.text.count)
            }
            var terms: [TermOfAddress] = []
            for w in words[2...] { terms.append(try session.term(named: w)) }
            let concept = InflectionConcept.termsOfAddress(terms)
            session.concepts[n] = (concept, words[1...].map(\.text).joined(separator: " "))
            reply.say(session.colors.dim("concept \(n) = \(concept)"))
        case "phrase":
            guard words.count >= 3 else {
                throw ReplError("concept \(n): which phrase?", hint: "e.g. :concept \(n) phrase \"ensalada\"", at: kind.offset + kind.text.count)
            }
            let phrase = Words.unquoted(words[2].text)
            let concept: InflectionConcept
            if words.count >= 4 {
                concept = .describedPhrase(phrase, try session.morphology(words[3]))
            } else {
                concept = .localizedPhrase(phrase)
            }
            if words.count > 4 { throw ReplError("too many values", at: words[4].offset) }
            session.concepts[n] = (concept, words[1...].map(\.text).joined(separator: " "))
            reply.say(session.colors.dim("concept \(n) = \(concept)"))
        default:
            throw ReplError("'\(kind.text)' is not a kind of concept", hint: "term (a person) or phrase (a localized phrase)", at: kind.offset)
        }
    }
}

extension ReplSession {
    /// `masculine`, `feminine`, `neutral`, or a pronoun set named with `:pronouns`.
    func term(named word: Words.Word) throws -> TermOfAddress {
        let name = Words.unquoted(word.text)
        if let t = termsByName[name] { return t }
        if let t = try? CommandLineValues.term(name) { return t }
        var hint = "masculine, feminine, neutral"
        if !termOrder.isEmpty { hint += ", or one of your pronoun sets: " + termOrder.joined(separator: ", ") }
        else { hint += ", or define a pronoun set with :pronouns NAME LANG FORMS" }
        throw ReplError("'\(name)' is not a term of address", hint: hint, at: word.offset)
    }

    /// A morphology written as `{key: 'value', …}` or the name of one defined with `:morph`.
    func morphology(_ word: Words.Word) throws -> InflectionMorphology {
        let text = word.text
        if text.hasPrefix("{") {
            do { return try CommandLineValues.morphology(text) } catch let e as CommandLineValues.Invalid {
                throw ReplError(e.message, hint: e.hint ?? "e.g. {grammaticalGender: 'feminine', number: 'other'}",
                                at: word.offset + (e.offset ?? 0))
            }
        }
        let name = Words.unquoted(text)
        if let m = morphologies[name] { return m }
        let literal = Self.morphologyLiteral(meaning: name)
        var hint = "define it: :morph \(name) \(literal ?? "{grammaticalGender: 'feminine'}")"
        if let literal { hint = "write \(literal), or " + hint }
        if !morphologyOrder.isEmpty { hint += " (defined: " + morphologyOrder.joined(separator: ", ") + ")" }
        throw ReplError("no morphology named '\(name)'", hint: hint, at: word.offset)
    }
}

extension ReplSession {
    /// The morphology a word names by itself: `plural` → `{number: 'other'}`, `feminine` →
    /// `{grammaticalGender: 'feminine'}`; nil when it is no value of any key.
    static func morphologyLiteral(meaning word: String) -> String? {
        switch word.lowercased() {
        case "plural": return "{number: 'other'}"
        case "singular": return "{number: 'one'}"
        default: break
        }
        for key in InflectionMorphology.markupKeys where InflectionMorphology.markupValues(forKey: key)?.contains(word) == true {
            return "{\(key): '\(word)'}"
        }
        return nil
    }
}
