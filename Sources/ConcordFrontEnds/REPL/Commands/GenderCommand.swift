import Concord

extension ReplCommands {
    static let genderCommand = ReplCommand(
        name: "gender", usage: ":gender [N] [male|female|other DESCRIPTION PRONOUNS [lowercase]|RAW]",
        summary: "GenderKit's GenderField: set the gender of the user (or of concept N) — Male, Female or Other.",
        details: ["Without a gender it asks: Male, Female or Other; for Other, the description and the pronouns",
                  "(common sets are offered; or type subject/object/possessive/possessive pronoun[/reflexive]).",
                  "PRONOUNS: a number from that list, a slash form, or neutral. RAW: a GenderKit raw value (M, F, O…|{…})."],
        examples: [":gender", ":gender female", ":gender 1 other Nonbinary xe/xem/xyr/xyrs/xemself", ":gender 1 other Agender e/em/eir/eirs lowercase"],
        changesState: true
    ) { session, args, reply in
        var words = Words.split(args)
        var concept: Int?
        if let first = words.first, let n = Int(first.text) {
            guard n >= 1 else { throw ReplError("'\(first.text)' is not a concept number (1, 2, …)", at: first.offset) }
            concept = n
            words.removeFirst()
        }
        let whose = concept.map { "concept \($0)" } ?? "the user"
        let gender: Gender
        if words.isEmpty {
            guard let ask = session.ask else {
                throw ReplError("which gender for \(whose)?", hint: "in a script write :gender \(concept.map { "\($0) " } ?? "")male|female|other DESCRIPTION PRONOUNS",
                                at: Words.endOffset(words))
            }
            guard let chosen = try session.askGender(for: whose, ask: ask) else {
                reply.say(session.colors.dim("\(whose): unchanged"))
                return
            }
            gender = chosen
        } else {
            gender = try session.gender(from: words)
        }
        let term = session.term(for: gender)
        if let n = concept {
            session.concepts[n] = (.termsOfAddress([term]), "gender " + gender.rawValue)
        } else {
            session.user = .term(term)
        }
        reply.say(session.colors.dim("\(whose): \(term.description)"))
        // :save keeps the non-interactive form, which a script can replay.
        session.recordAs = ":gender " + (concept.map { "\($0) " } ?? "") + gender.rawValue
    }
}

extension ReplSession {
    /// The pronoun sets `:gender` offers for Other in the session's language: the common English sets, or the
    /// language's neutral pronouns.
    var offeredPronounSets: [(label: String, pronouns: PronounSet?)] {
        if locale.language == "en" {
            return PronounSet.commonEnglishSets.map { ("\($0.subject)/\($0.object)", $0) }
        }
        return [("neutral (\(neutralSubjectPronoun ?? "the language's gender-neutral pronouns"))", nil)]
    }

    /// The language's neutral subject pronoun as Concord writes it (*elle*, *iel*, *elu*…): the engine's own
    /// substitution of the masculine one.
    var neutralSubjectPronoun: String? {
        let masculine = ["es": "él", "fr": "il", "it": "lui", "pt": "ele", "de": "er"]
        guard let word = masculine[locale.language] else { return nil }
        let r = engine.render(RenderRequest(markup: "^[\(word)](referentConcept: 1)", locale: locale,
                                            concepts: [.termsOfAddress([.neutral])]))
        return r.text == word ? nil : r.text
    }

    /// The term for a gender in the session's language, named by the gender's description as GenderKit shows it.
    func term(for gender: Gender) -> TermOfAddress {
        var term: TermOfAddress
        switch gender {
        case .other(_, let pronouns) where locale.language != "en" && pronouns == .theyThem: term = .neutral
        default: term = gender.termOfAddress(language: locale.language)
        }
        term.name = gender.description
        return term
    }

    /// `male`, `female`, `other DESCRIPTION PRONOUNS` or a GenderKit raw value.
    func gender(from words: [Words.Word]) throws -> Gender {
        let first = words[0]
        switch first.text.lowercased() {
        case "male", "m":
            if words.count > 1 { throw ReplError("male takes nothing more", at: words[1].offset) }
            return .male
        case "female", "f":
            if words.count > 1 { throw ReplError("female takes nothing more", at: words[1].offset) }
            return .female
        case "other", "o":
            let lowercase = words.count == 4 && words[3].text == "lowercase"
            guard words.count == 3 || lowercase else {
                throw ReplError("other needs a DESCRIPTION and PRONOUNS (and lowercase for an always-lowercase set)",
                                hint: "e.g. :gender other Nonbinary xe/xem/xyr/xyrs/xemself",
                                at: words.count > 3 ? words[3].offset : Words.endOffset(words))
            }
            let description = Words.unquoted(words[1].text)
            guard var pronouns = pronouns(from: words[2].text) else {
                throw ReplError("'\(words[2].text)' is not a pronoun set", hint: "subject/object/possessive/possessive pronoun[/reflexive], a number from :gender's list, or neutral",
                                at: words[2].offset)
            }
            pronouns.alwaysLowercase = lowercase
            return .other(description: description, pronouns: pronouns)
        default:
            let raw = words.map(\.text).joined(separator: " ")
            if let g = Gender(rawValue: Words.unquoted(raw)) { return g }
            throw ReplError("'\(first.text)' is not a gender", hint: "male, female, other DESCRIPTION PRONOUNS, or a GenderKit raw value", at: first.offset)
        }
    }

    /// A slash form, a number from the offered sets, or `neutral` (they/them, the neutral term).
    func pronouns(from text: String) -> PronounSet? {
        let offered = offeredPronounSets
        if let n = Int(text), (1...offered.count).contains(n) { return offered[n - 1].pronouns ?? .theyThem }
        if text == "neutral" { return .theyThem }
        return PronounSet(slashForm: text)
    }

    /// GenderField on the terminal: Male / Female / Other, then the description and the pronouns. Nil when the
    /// user gives up (an empty answer or the end of input). A wrong answer is said and asked again.
    func askGender(for whose: String, ask: ([String], String) -> String?) throws -> Gender? {
        var problem: [String] = []
        choosing: while true {
            guard let answer = ask(problem + ["Gender of \(whose): 1) Male  2) Female  3) Other  (empty: leave unchanged)"], "gender> ")?
                .trimmingCharacters(in: .whitespaces), !answer.isEmpty else { return nil }
            switch answer.lowercased() {
            case "1", "male", "m": return .male
            case "2", "female", "f": return .female
            case "3", "other", "o": break choosing
            default: problem = ["'\(answer)' is not a choice: type 1, 2 or 3"]
            }
        }
        guard let description = ask(["Description (e.g. Nonbinary, Genderfluid):"], "description> ")?
            .trimmingCharacters(in: .whitespaces), !description.isEmpty else { return nil }
        let offered = offeredPronounSets
        let menu = offered.enumerated().map { "\($0.offset + 1)) \($0.element.label)" }.joined(separator: "  ")
        problem = []
        while true {
            guard let answer = ask(problem + ["Pronouns: " + menu,
                                              "or type subject/object/possessive/possessive pronoun[/reflexive], e.g. xey/xem/xeir/xeirs/xemself"],
                                   "pronouns> ")?.trimmingCharacters(in: .whitespaces), !answer.isEmpty else { return nil }
            if let pronouns = pronouns(from: answer) { return .other(description: description, pronouns: pronouns) }
            problem = ["'\(answer)' is not a pronoun set: a number from the list, or four or five forms separated by /"]
        }
    }
}
