/// French verbs that agree in number with the head noun of their span (*est/sont*, *a/ont*,
/// *était/étaient*): the auxiliaries and a few very common verbs as a table, other verbs from the lexicon's
/// `3sg.*`/`3pl.*` slots. Other persons of *être*/*avoir* (*êtes*, *avons*…) are recognised so they are never
/// taken for adjectives.
enum FrenchVerbs {
    /// Third person singular ↔ plural.
    static let pairs: [(singular: String, plural: String)] = [
        ("est", "sont"), ("a", "ont"), ("était", "étaient"), ("avait", "avaient"), ("sera", "seront"),
        ("aura", "auront"), ("serait", "seraient"), ("aurait", "auraient"), ("fut", "furent"), ("eut", "eurent"),
        ("soit", "soient"), ("ait", "aient"), ("va", "vont"), ("peut", "peuvent"), ("doit", "doivent"),
        ("reste", "restent"), ("devient", "deviennent"), ("contient", "contiennent"), ("semble", "semblent"),
    ]
    /// Other forms of *être* and *avoir* (they do not change with a third-person subject).
    static let fixed = WordSet([
        "suis", "es", "sommes", "êtes", "ai", "as", "avons", "avez", "étais", "étions", "étiez", "avais",
        "avions", "aviez", "serai", "seras", "serons", "serez", "aurai", "auras", "aurons", "aurez", "été", "être",
        "avoir", "sois", "soyons", "soyez", "aie", "aies", "ayons", "ayez",
    ])

    /// *tu* and *vous* with the present, past, future and subjunctive of *être*: the clause that says something of the
    /// user after other words in a span (*Merci, tu es connecté*).
    static let userClause = ClauseAddressingTheUser(
        subjects: ["tu", "vous"],
        verbs: ["es", "êtes", "étais", "étiez", "seras", "serez", "serais", "seriez", "sois", "soyez"], needsSubject: true)

    /// The third persons of *être* (*est*, *sont*; *a été*) right before a span: a noun before them is whom the span
    /// describes.
    static let copulaBeforeSpan = CopulaBeforeSpan(
        copulaParticiples: ["été"],
        thirdPersonCopulas: ["est", "sont", "était", "étaient", "sera", "seront", "serait", "seraient", "soit", "soient", "fut", "furent"],
        thirdPersonAuxiliaries: ["a", "ont", "avait", "avaient", "aura", "auront", "aurait", "auraient", "ait", "aient"])

    /// The forms of *avoir*: the auxiliary whose participle does not agree with the subject (*1 personne a
    /// commenté*), unless *été* follows (*2 photos ont été supprimées*).
    static let avoirForms = WordSet(["a", "ont", "avait", "avaient", "aura", "auront", "aurait", "auraient", "eut",
                                     "eurent", "ait", "aient", "ai", "as", "avons", "avez", "avais", "avions", "aviez",
                                     "aurai", "auras", "aurons", "aurez", "aie", "aies", "ayons", "ayez"])

    /// *avoir* before a span of one participle (*Vous avez ^[réservé]*): it agrees with no subject, only with an object
    /// pronoun before the auxiliary (*vous l’avez*, *il vous a*), which leaves the span to the other rules; *vous avez*,
    /// *nous avons* are subject and verb.
    static let compoundTense = CompoundTenseBeforeSpan(
        auxiliaries: ["a", "ont", "avait", "avaient", "aura", "auront", "aurait", "auraient", "eut", "eurent", "ait",
                      "aient", "ai", "as", "avons", "avez", "avais", "avions", "aviez", "aurai", "auras", "aurons",
                      "aurez", "aie", "aies", "ayons", "ayez", "aurais", "aurions", "auriez"],
        objectPronouns: ["le", "la", "les", "me", "te", "nous", "vous"],
        subjectPairs: ["vous avez", "vous aviez", "vous aurez", "vous auriez", "vous ayez", "nous avons", "nous avions",
                       "nous aurons", "nous aurions", "nous ayons"])

    /// The imperfect and the conditional (*partageait/partageaient*, *pourrait/pourraient*), whose ending tells a
    /// verb by itself, and the future (*partagera/partageront*, *pourra/pourront*), checked against the infinitive
    /// the lexicon knows: the lexicon lists only the present and the passé simple.
    static let endings = RegularVerbEndings([
        .init("ait", "aient"), .init("a", "ont", infinitives: ["", "e"]),
    ], irregularStems: ["pourr": "pouvoir", "devr": "devoir", "voudr": "vouloir", "fer": "faire", "ir": "aller",
                        "viendr": "venir", "tiendr": "tenir", "verr": "voir", "saur": "savoir", "enverr": "envoyer",
                        "recevr": "recevoir", "faudr": "falloir", "vaudr": "valoir", "courr": "courir", "mourr": "mourir"])

    /// Whether `word` is a verb form the grammar knows.
    static func isVerbForm(_ word: String) -> Bool {
        let w = word.lowercasedFast()
        return fixed.contains(w) || pairs.contains { $0.singular == w || $0.plural == w }
    }

    /// `word` in the third person of `number`, when it is a known verb form that agrees.
    static func agree(_ word: String, number: GrammaticalNumber, lexicon: Lexicon) -> FrenchNouns.Result? {
        let w = word.lowercasedFast()
        let plural = !number.isSingular
        if let p = pairs.first(where: { $0.singular == w || $0.plural == w }) {
            let form = plural ? p.plural : p.singular
            return FrenchNouns.Result(form: Casing.apply(from: word, to: form), rule: "fr.verb.agree.table",
                                      facts: [TraceFact(word, "number", number.markupName, source: .grammar)])
        }
        for r in lexicon.readings(of: word, pos: "verb") {
            for (sg, pl) in [("3sg.pres", "3pl.pres"), ("3sg.past", "3pl.past")] where r.slots.contains(sg) || r.slots.contains(pl) {
                if let form = r.entry.form(plural ? pl : sg) {
                    return FrenchNouns.Result(form: Casing.apply(from: word, to: form), rule: "fr.verb.agree.lexicon",
                                              facts: [TraceFact(word, plural ? pl : sg, form, source: FrenchWords.source(r.entry))])
                }
                // The lexicon gives some verbs' singular only. Every verb in -er but *aller* (a form of the table)
                // adds -nt to its present's -e (*synchronise*, *synchronisent*; *appelle*, *appellent*).
                if plural, sg == "3sg.pres", r.slots.contains(sg), r.entry.lemma.hasSuffixFast("er"),
                   let singular = r.entry.form(sg), singular.hasSuffixFast("e") {
                    let form = singular + "nt"
                    return FrenchNouns.Result(form: Casing.apply(from: word, to: form), rule: "fr.verb.agree.er-present",
                                              facts: [TraceFact(word, "3sg.pres", singular, source: FrenchWords.source(r.entry))])
                }
            }
        }
        if let e = endings.reading(of: word, readings: lexicon.readings(of: word), lexicon: lexicon) {
            let form = plural ? e.plural : e.singular
            return FrenchNouns.Result(form: Casing.apply(from: word, to: form), rule: "fr.verb.agree.ending",
                                      facts: [TraceFact(word, "verb", "\(e.singular)/\(e.plural)", source: .grammar)])
        }
        return nil
    }

    /// Whether the lexicon or the table knows `word` as a finite verb form.
    /// Whether `word` is a third-person verb form that can agree (of the table, or any the lexicon gives, even when
    /// it is also a noun or adjective: after a clitic pronoun it is the verb).
    static func canAgree(_ word: String, lexicon: Lexicon) -> Bool {
        isVerbForm(word) || lexicon.readings(of: word, pos: "verb").contains { r in r.slots.contains { $0.hasPrefix("3sg") || $0.hasPrefix("3pl") } }
            || endings.reading(of: word, readings: lexicon.readings(of: word), lexicon: lexicon) != nil
    }

    /// After the verb at `i` changed, the clitic pronoun or the negation before it elides where an article would
    /// (before a vowel or a mute *h*) and not before a consonant: *s’est* ↔ *se sont*, *n’est* ↔ *ne sont*, while
    /// *m’attend* → *m’attendent* keeps its *m’*.
    static func elideClitic(_ phrase: inout Phrase, before i: Int, lexicon: Lexicon) {
        guard i >= 2, !phrase.tokens[i].text.isEmpty else { return }
        // (The elision the articles follow: a vowel, a mute h, the lexicon's aspirated h.)
        let vowel = FrenchWords.elides(phrase.tokens[i].text, lexicon: lexicon).elides
        let pronoun = phrase.tokens[i - 2].text.lowercasedFast()
        if !vowel, FrenchWords.isApostrophe(phrase.tokens[i - 1]), FrenchWords.elidingBeforeVerb.contains(pronoun) {
            phrase.tokens[i - 2].text += "e"
            phrase.tokens[i - 1].text = " "
            phrase.tokens[i - 1].kind = .space
        } else if vowel, phrase.tokens[i - 1].kind == .space, pronoun.hasSuffixFast("e"),
                  FrenchWords.elidingBeforeVerb.contains(String(pronoun.dropLast())) {
            phrase.tokens[i - 2].text.removeLast()
            phrase.tokens[i - 1].text = "’"
            phrase.tokens[i - 1].kind = .punctuation
        }
    }

    static func isFiniteVerb(_ word: String, lexicon: Lexicon) -> Bool {
        if isVerbForm(word) { return true }
        // *montre*, *porte*, *livre* are nouns too: only a word that is nothing but a verb counts.
        guard FrenchWords.nounReadings(word, lexicon).isEmpty, FrenchWords.adjectiveReadings(word, lexicon).isEmpty else { return false }
        return canAgree(word, lexicon: lexicon)
    }

    /// ``PartOfSpeechByPlace``: the forms of *être*, *avoir* and the table are verbs, and so is the word after a
    /// clitic (*s’affiche*, *se trouve*) or a form of the table (*peut être*, *a été*).
    static let byPlace = PartOfSpeechByPlace(
        isTableVerb: { isVerbForm($0) }, isClitic: { FrenchWords.clitics.contains($0) || FrenchWords.elidedClitics.contains($0) },
        isDeterminer: { $0 == "l" || FrenchArticles.table[$0] != nil }, isPreposition: { FrenchWords.prepositions.contains($0) },
        pronounDeterminers: ["le", "la", "les", "l"])
}
