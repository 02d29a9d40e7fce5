/// Italian verbs that agree in number with the subject in the span: the copula and auxiliaries as a small
/// table (*è/sono, ha/hanno, era/erano…*), other verbs through the lexicon's `3sg.*`/`3pl.*` slots.
enum ItalianVerbs {
    /// Third-person singular ↔ plural of *essere, avere, stare, venire* and the modal verbs, and of *restare*
    /// (``restareForms``).
    static let pairs: [(singular: String, plural: String)] = [
        ("è", "sono"), ("era", "erano"), ("sarà", "saranno"), ("sarebbe", "sarebbero"), ("sia", "siano"),
        ("fosse", "fossero"), ("fu", "furono"), ("ha", "hanno"), ("aveva", "avevano"), ("avrà", "avranno"),
        ("avrebbe", "avrebbero"), ("abbia", "abbiano"), ("ebbe", "ebbero"), ("sta", "stanno"), ("stava", "stavano"),
        ("viene", "vengono"), ("veniva", "venivano"), ("verrà", "verranno"), ("può", "possono"),
        ("deve", "devono"), ("vuole", "vogliono"),
    ] + restareForms

    /// The third persons of *restare*, a verb whose subject usually follows it (*Restano 2 tentativi*) that the
    /// lexicon lacks, unlike *rimanere* and *mancare*.
    static let restareForms: [(singular: String, plural: String)] = [
        ("resta", "restano"), ("restava", "restavano"), ("resterà", "resteranno"), ("restò", "restarono"),
    ]

    /// The singular forms of the copulas *essere* and *stare* in ``pairs``: a participle or adjective after them
    /// agrees with the subject (*Sono stati eliminati 2 file*).
    static let copulas = WordSet(["è", "era", "sarà", "sarebbe", "sia", "fosse", "fu", "sta", "stava"])

    /// The copulas of the second person, with *tu* or without it: the clause that says something of the user after
    /// other words in a span (*Grazie, sei stato registrato*).
    static let userClause = ClauseAddressingTheUser(subjects: ["tu"], verbs: ["sei", "eri", "sarai", "saresti", "fossi"],
                                                    needsSubject: false)

    /// The forms of *essere* whose subject is the user (*sei*, *eri*; *sei stato*), right before a span: its
    /// participles and adjectives describe the user.
    static let copulaBeforeSpan = CopulaBeforeSpan(secondPerson: ["sei", "eri", "sarai", "saresti", "fossi"],
                                               copulaParticiples: ["stato", "stata", "stati", "state"],
                                               thirdPersonCopulas: Set(pairs.filter { copulas.contains($0.singular) }.flatMap { [$0.singular, $0.plural] }))

    /// Verbs whose subject usually follows them (*Rimangono 2 giorni*, *Mancano 2 passi*, *Esistono 2 versioni*), by
    /// infinitive: before a count they agree with the noun phrase it quantifies.
    static let subjectFollows = WordSet(["rimanere", "mancare", "restare", "esistere", "avanzare"])

    /// Each form of ``pairs`` with its pair (the first pair that has it), looked up instead of searched.
    private static let pairByForm = VerbPairTable.byForm(pairs)

    /// The singular and plural of `w` (lower case) in ``pairs``, if it is one of their forms.
    static func pair(of w: String) -> (singular: String, plural: String)? { pairByForm[w] }

    /// *avere* in every person before a span of one participle (*Hai ^[prenotato] due notti*): it agrees with no
    /// subject, only with an object pronoun before the auxiliary (*le hai*, *ti ho*), which leaves the span to the
    /// other rules.
    static let compoundTense = CompoundTenseBeforeSpan(
        auxiliaries: ["ho", "hai", "ha", "abbiamo", "avete", "hanno", "avevo", "avevi", "aveva", "avevamo", "avevate",
                      "avevano", "avrò", "avrai", "avrà", "avremo", "avrete", "avranno", "avrei", "avresti", "avrebbe",
                      "avremmo", "avreste", "avrebbero", "abbia", "abbiate", "abbiano", "avessi", "avesse", "avessimo",
                      "aveste", "avessero", "ebbi", "avesti", "ebbe", "avemmo", "ebbero"],
        objectPronouns: ["lo", "la", "li", "le", "ne", "mi", "ti", "ci", "vi"])

    /// The third-person forms of *avere* in ``pairs``: the auxiliary whose participle does not agree with the subject.
    static let avereForms = WordSet(["ha", "hanno", "aveva", "avevano", "avrà", "avranno", "avrebbe", "avrebbero",
                                     "abbia", "abbiano", "ebbe", "ebbero"])

    /// The conditional (*potrebbe/potrebbero*), the imperfect (*condivideva/condividevano*) and the future
    /// (*verrà*, *eliminerà/elimineranno*), which the lexicon does not list: read by their endings, which tell a
    /// verb by themselves (the lexicon has few Italian verbs to check an infinitive against).
    static let endings = RegularVerbEndings([
        .init("ebbe", "ebbero"), .init("ava", "avano"), .init("eva", "evano"), .init("iva", "ivano"), .init("rà", "ranno"),
    ])

    /// Whether the lexicon reads `w` (lower case) as a verb's third person, even when it is also a noun.
    static func hasFiniteReading(_ w: String, lexicon: Lexicon) -> Bool {
        lexicon.readings(of: w, pos: "verb").contains { $0.slots.contains { $0.hasPrefix("3sg") || $0.hasPrefix("3pl") } }
    }

    /// Whether `word` is a verb form the table or the lexicon knows (and not also a noun or adjective).
    static func isVerb(_ word: String, lexicon: Lexicon) -> Bool {
        let w = word.lowercasedFast()
        if pair(of: w) != nil { return true }
        let readings = lexicon.readings(of: w)
        if readings.isEmpty { return endings.reading(of: w, readings: readings, lexicon: lexicon) != nil }
        return readings.allSatisfy { $0.entry.isVerb }
            && readings.contains { $0.slots.contains { $0.hasPrefix("3sg") || $0.hasPrefix("3pl") } }
    }

    /// The form agreeing with `number`, and the rule, or nil when `word` is not a verb Concord can change.
    static func agree(_ word: String, number: GrammaticalNumber, lexicon: Lexicon) -> (form: String, rule: String, facts: [TraceFact])? {
        let w = word.lowercasedFast()
        let plural = !number.isSingular
        if let p = pair(of: w) {
            // *sono* is also the first person singular; it is only changed towards the third singular.
            return (plural ? p.plural : p.singular, "it.verb.number", [TraceFact(word, "verb", "\(p.singular)/\(p.plural)", source: .grammar)])
        }
        for r in lexicon.readings(of: w, pos: "verb") {
            for tense in ["pres", "past"] where r.slots.contains("3sg.\(tense)") || r.slots.contains("3pl.\(tense)") {
                if let f = r.entry.form((plural ? "3pl." : "3sg.") + tense) {
                    return (f.lowercasedFast(), "it.verb.number", [TraceFact(word, "verb", r.entry.lemma, source: ItalianNouns.source(r.entry))])
                }
            }
        }
        if let e = endings.reading(of: w, readings: lexicon.readings(of: w), lexicon: lexicon) {
            return (plural ? e.plural : e.singular, "it.verb.number", [TraceFact(word, "verb", "\(e.singular)/\(e.plural)", source: .grammar)])
        }
        return nil
    }

    /// After the verb at `i` changed, a *ci* before it elides before *e* and not before a consonant (*Ci sono* ↔
    /// *C’è*, *C’erano* → *C’era*), as it is always written; *vi* and *ne* are mostly written whole (*vi è*, *ne è*)
    /// and keep their form. The elision takes the apostrophe the Italian rules write (``ItalianInflection/setText(_:_:_:)``);
    /// the space and the apostrophe swap in place, so no token moves.
    static func elideClitic(_ phrase: inout Phrase, before i: Int) {
        guard i >= 2, phrase.tokens[i - 2].kind == .word, let first = phrase.tokens[i].text.lowercasedFast().first else { return }
        let vowel = first == "e" || first == "è"
        let pronoun = phrase.tokens[i - 2].text.lowercasedFast()
        let between = phrase.tokens[i - 1]
        if vowel, between.kind == .space, pronoun == "ci" {
            phrase.tokens[i - 2].text = Casing.apply(from: phrase.tokens[i - 2].text, to: "c")
            phrase.tokens[i - 1].text = "’"
            phrase.tokens[i - 1].kind = .punctuation
        } else if !vowel, between.kind == .punctuation, let c = between.text.first, ItalianSounds.apostrophes.contains(c),
                  pronoun == "c" {
            phrase.tokens[i - 2].text = Casing.apply(from: phrase.tokens[i - 2].text, to: "ci")
            phrase.tokens[i - 1].text = " "
            phrase.tokens[i - 1].kind = .space
        }
    }

    /// The clitic pronouns a verb follows (*si trova*, *ci sono*).
    static let clitics = WordSet(["si", "mi", "ti", "ci", "vi", "ne"])

    /// ``PartOfSpeechByPlace``: the table's forms are verbs, and so is the word after a clitic or a form of the
    /// table (*possono essere*, *è stato*).
    static let byPlace = PartOfSpeechByPlace(
        isTableVerb: { pair(of: $0) != nil || ItalianPhrase.linkingVerbs.contains($0) }, isClitic: { clitics.contains($0) },
        isDeterminer: { $0 == "l" || ItalianWordClass.of(lower: $0).determiner != nil },
        isPreposition: { ItalianPhrase.prepositions.contains($0) }, pronounDeterminers: ["lo", "la", "le", "li", "gli", "l"])
}
