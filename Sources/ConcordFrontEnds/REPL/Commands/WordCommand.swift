import Concord

extension ReplCommands {
    static let wordCommand = ReplCommand(
        name: "word", usage: ":word LANG LEMMA POS GENDER [slot=form;…]",
        summary: "Add a word to the user lexicon of LANG for this session.",
        details: ["GENDER: masculine, feminine, neuter, common, none (or m, f, n, mf, -).",
                  "Slots as in Lexicons/FORMAT.md, e.g. pl=… for a plural, f.sg=… for an adjective's feminine."],
        examples: [":word es raspadilla noun feminine pl=raspadillas", ":word en octopus noun none pl=octopuses",
                   ":word es mediano adjective none f.sg=mediana;m.pl=medianos;f.pl=medianas"],
        changesState: true
    ) { session, args, reply in
        // Every check comes before the lexicon changes: a rejected :word changes nothing.
        let words = Words.split(args)
        guard words.count >= 4 else {
            throw ReplError("expected LANG LEMMA POS GENDER [slot=form;…]", hint: "e.g. :word es raspadilla noun feminine pl=raspadillas",
                            at: Words.endOffset(words))
        }
        let language = InflectionLocale(try localeIdentifier(words[0])).language
        let partsOfSpeech = PartOfSpeech.allCases.map(\.rawValue)
        guard partsOfSpeech.contains(words[2].text) else {
            let near = EditDistance.closest(to: words[2].text, among: partsOfSpeech).map { " — did you mean \($0)?" } ?? ""
            throw ReplError("'\(words[2].text)' is not a part of speech\(near)", hint: partsOfSpeech.joined(separator: ", "), at: words[2].offset)
        }
        let genders: [String: LexicalGender] = ["masculine": .masculine, "m": .masculine, "feminine": .feminine, "f": .feminine,
                                                "neuter": .neuter, "n": .neuter, "common": .common, "mf": .common,
                                                "none": .none, "-": .none]
        guard let gender = genders[words[3].text] else {
            throw ReplError("'\(words[3].text)' is not a gender", hint: "masculine, feminine, neuter, common or none", at: words[3].offset)
        }
        var forms: [String: [String]] = [:]
        for word in words.dropFirst(4) {
            var offset = word.offset
            for piece in word.text.split(separator: ";", omittingEmptySubsequences: false) {
                defer { offset += piece.count + 1 }
                if piece.isEmpty { continue }
                let kv = piece.split(separator: "=", maxSplits: 1).map(String.init)
                guard kv.count == 2, !kv[0].isEmpty, !kv[1].isEmpty else {
                    throw ReplError("'\(piece)' is not slot=form", hint: "e.g. pl=raspadillas", at: offset)
                }
                guard lexiconSlots.contains(kv[0]) else {
                    let near = (kv[0].lowercased().hasPrefix("plural") ? "pl" : EditDistance.closest(to: kv[0], among: lexiconSlots))
                        .map { " — did you mean \($0)?" } ?? ""
                    throw ReplError("'\(kv[0])' is not a lexicon slot\(near)", hint: "slots (Lexicons/FORMAT.md): " + lexiconSlots.joined(separator: " "), at: offset)
                }
                forms[kv[0], default: []] += kv[1].split(separator: "|").map(String.init)
            }
        }
        let entry = LexicalEntry(lemma: Words.unquoted(words[1].text), pos: words[2].text, gender: gender, forms: forms, origin: .user)
        session.engine.lexicons.addUserEntry(entry, language: language)
        session.words.append((language, entry))
        reply.say(session.colors.dim("added to the \(language) user lexicon: \(entry.lemma) (\(entry.pos), \(gender.rawValue))"))
    }
}

extension ReplCommands {
    /// The form slots of Lexicons/FORMAT.md: a form under another name would be stored and never used.
    static let lexiconSlots = ["pl", "m.sg", "f.sg", "m.pl", "f.pl", "m.sg.vowel",
                               "nom.sg", "acc.sg", "dat.sg", "gen.sg", "nom.pl", "acc.pl", "dat.pl", "gen.pl",
                               "stem", "comp", "sup", "3sg", "past", "pastpart", "ing",
                               "3sg.pres", "3pl.pres", "3sg.past", "3pl.past", "pp"]
}
