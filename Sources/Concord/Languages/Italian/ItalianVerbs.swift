/// Italian verbs that agree in number with the subject in the span: the copula and auxiliaries as a small
/// table (*è/sono, ha/hanno, era/erano…*), other verbs through the lexicon's `3sg.*`/`3pl.*` slots.
enum ItalianVerbs {
    /// Third-person singular ↔ plural of *essere, avere, stare, venire* and the modal verbs.
    static let pairs: [(singular: String, plural: String)] = [
        ("è", "sono"), ("era", "erano"), ("sarà", "saranno"), ("sarebbe", "sarebbero"), ("sia", "siano"),
        ("fosse", "fossero"), ("fu", "furono"), ("ha", "hanno"), ("aveva", "avevano"), ("avrà", "avranno"),
        ("avrebbe", "avrebbero"), ("abbia", "abbiano"), ("ebbe", "ebbero"), ("sta", "stanno"), ("stava", "stavano"),
        ("viene", "vengono"), ("veniva", "venivano"), ("verrà", "verranno"), ("può", "possono"),
        ("deve", "devono"), ("vuole", "vogliono"),
    ]

    /// The third-person forms of *avere* in ``pairs``: the auxiliary whose participle does not agree with the subject.
    static let avereForms: Set<String> = ["ha", "hanno", "aveva", "avevano", "avrà", "avranno", "avrebbe", "avrebbero",
                                          "abbia", "abbiano", "ebbe", "ebbero"]

    /// Whether `word` is a verb form the table or the lexicon knows (and not also a noun or adjective).
    static func isVerb(_ word: String, lexicon: Lexicon) -> Bool {
        let w = word.lowercasedFast()
        if pairs.contains(where: { $0.singular == w || $0.plural == w }) { return true }
        let readings = lexicon.readings(of: w)
        return !readings.isEmpty && readings.allSatisfy { $0.entry.isVerb }
            && readings.contains { $0.slots.contains { $0.hasPrefix("3sg") || $0.hasPrefix("3pl") } }
    }

    /// The form agreeing with `number`, and the rule, or nil when `word` is not a verb Concord can change.
    static func agree(_ word: String, number: GrammaticalNumber, lexicon: Lexicon) -> (form: String, rule: String, facts: [TraceFact])? {
        let w = word.lowercasedFast()
        let plural = !number.isSingular
        if let p = pairs.first(where: { $0.singular == w || $0.plural == w }) {
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
        return nil
    }
}
