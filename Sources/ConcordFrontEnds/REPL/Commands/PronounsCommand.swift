import Concord

extension ReplCommands {
    /// Apple's slot morphologies for a custom pronoun set, by slot name.
    static let pronounSlots: [(name: String, morphology: InflectionMorphology)] = [
        ("nominative", InflectionMorphology(grammaticalCase: .nominative)),
        ("accusative", InflectionMorphology(grammaticalCase: .accusative)),
        ("dative", InflectionMorphology(grammaticalCase: .dative)),
        ("genitive-dependent", InflectionMorphology(grammaticalCase: .genitive, determination: .dependent)),
        ("genitive-independent", InflectionMorphology(grammaticalCase: .genitive, determination: .independent)),
        ("reflexive", InflectionMorphology(pronounType: .reflexive)),
    ]

    /// The slots of the `a/b/c/d/e` form, in order (English: xey/xem/xeir/xeirs/xemself).
    static let slashSlots = ["nominative", "accusative", "genitive-dependent", "genitive-independent", "reflexive"]

    static let pronounsCommand = ReplCommand(
        name: "pronouns", usage: ":pronouns NAME LANG nom/acc/gen-dep/gen-indep/refl   ·   :pronouns NAME LANG SLOT=FORM…",
        summary: "Define a custom pronoun set (a localized term of address) usable in :concept and :user.",
        details: ["Slots: " + pronounSlots.map(\.name).joined(separator: ", ") + ", or a :morph NAME or {…} for any other slot.",
                  "Pairs are separated by spaces or semicolons. The set applies to LANG only."],
        examples: [":pronouns xey en xey/xem/xeir/xeirs/xemself",
                   ":pronouns iel fr nominative=iel;accusative=iel;genitive-dependent=son;reflexive=se",
                   ":concept 1 term xey"],
        changesState: true
    ) { session, args, reply in
        let words = Words.split(args)
        guard words.count >= 3 else {
            throw ReplError("expected NAME LANG FORMS", hint: "e.g. :pronouns xey en xey/xem/xeir/xeirs/xemself",
                            at: Words.endOffset(words))
        }
        let name = words[0].text
        guard Words.isName(name), !["masculine", "feminine", "neutral", "none", "unset"].contains(name) else {
            throw ReplError("'\(name)' cannot name a pronoun set", hint: "use letters and digits, not masculine/feminine/neutral/none",
                            at: words[0].offset)
        }
        let language = try localeIdentifier(words[1])
        var pronouns: [InflectionMorphology.Pronoun] = []
        let rest = Array(words[2...])
        if rest.count == 1, !rest[0].text.contains("="), rest[0].text.contains("/") {
            // `"le sien"` inside the list, or the whole list quoted: the quotes are not part of the forms.
            let forms = Words.unquoted(rest[0].text).split(separator: "/", omittingEmptySubsequences: false).map { Words.unquoted(String($0)) }
            guard forms.count == slashSlots.count, forms.allSatisfy({ !$0.isEmpty }) else {
                throw ReplError("\(forms.count) forms; the slash form has 5: " + slashSlots.joined(separator: "/"),
                                hint: "or write SLOT=FORM pairs", at: rest[0].offset)
            }
            for (slot, form) in zip(slashSlots, forms) {
                pronouns.append(.init(pronoun: form, morphology: pronounSlots.first { $0.name == slot }!.morphology))
            }
        } else {
            for word in rest {
                // Pairs may be glued with semicolons inside one word.
                var offset = word.offset
                for piece in word.text.split(separator: ";", omittingEmptySubsequences: false) {
                    defer { offset += piece.count + 1 }
                    let pair = String(piece).trimmingCharacters(in: .whitespaces)
                    if pair.isEmpty { continue }
                    guard let eq = pair.lastIndex(of: "=") else {
                        throw ReplError("'\(pair)' is not SLOT=FORM", hint: "slots: " + pronounSlots.map(\.name).joined(separator: ", "), at: offset)
                    }
                    let slot = String(pair[..<eq]), form = Words.unquoted(String(pair[pair.index(after: eq)...]))
                    guard !form.isEmpty else { throw ReplError("the form of \(slot) is empty", at: offset) }
                    let morphology: InflectionMorphology
                    if let known = pronounSlots.first(where: { $0.name == slot }) {
                        morphology = known.morphology
                    } else if session.morphologies[slot] != nil || slot.hasPrefix("{") {
                        morphology = try session.morphology(Words.Word(text: slot, offset: offset))
                    } else {
                        throw ReplError("unknown slot '\(slot)'", hint: "slots: " + pronounSlots.map(\.name).joined(separator: ", ") + ", or a :morph name", at: offset)
                    }
                    pronouns.append(.init(pronoun: form, morphology: morphology))
                }
            }
        }
        let term = TermOfAddress.localized(language: language, pronouns: pronouns, name: name)
        if session.termsByName[name] == nil { session.termOrder.append(name) }
        session.termsByName[name] = term
        session.replaceUses(ofTermNamed: name, with: term)
        reply.say(session.colors.dim("\(name) = \(term)"))
    }
}

extension ReplSession {
    /// A redefined pronoun set takes effect where its name was used: the user's term and the concepts.
    func replaceUses(ofTermNamed name: String, with term: TermOfAddress) {
        if case .term(let t) = user, t.name == name {
            user = .term(term)
        }
        for (n, concept) in concepts {
            guard case .termsOfAddress(let terms) = concept.value, terms.contains(where: { $0.name == name }) else { continue }
            concepts[n] = (.termsOfAddress(terms.map { $0.name == name ? term : $0 }), concept.text)
        }
    }
}
