/// Verbs in an `inflect` span agree in number with its head: está/están, es/son, ha/han, fue/fueron. The copulas
/// and auxiliaries are a closed table; other verbs come from the lexicon's 3sg/3pl slots.
enum SpanishVerbs {
    /// Third person singular ↔ plural of the copulas and auxiliaries.
    static let pairs: [(String, String)] = [
        ("es", "son"), ("está", "están"), ("ha", "han"), ("fue", "fueron"), ("era", "eran"),
        ("estaba", "estaban"), ("estuvo", "estuvieron"), ("será", "serán"), ("estará", "estarán"),
        ("sea", "sean"), ("esté", "estén"), ("sería", "serían"), ("estaría", "estarían"), ("había", "habían"),
        ("habrá", "habrán"), ("haya", "hayan"), ("hubo", "hubieron"), ("habría", "habrían"), ("tiene", "tienen"),
        ("tenía", "tenían"), ("tuvo", "tuvieron"), ("va", "van"), ("iba", "iban"), ("queda", "quedan"),
        ("quedó", "quedaron"), ("puede", "pueden"), ("pudo", "pudieron"), ("debe", "deben"), ("parece", "parecen"),
        ("sigue", "siguen"), ("fuera", "fueran"), ("resulta", "resultan"),
    ]

    /// The singular forms of the copulas ser and estar in the table: a participle or adjective after them agrees
    /// with the subject (*Fueron eliminados 2 archivos*).
    static let copulas: Set<String> = ["es", "está", "fue", "era", "estaba", "estuvo", "será", "estará", "sea", "esté",
                                       "sería", "estaría", "fuera"]
    /// Verbs whose subject usually follows them (*Quedan 2 días*, *Faltan 2 pasos*, *Existen 2 versiones*): before a
    /// count they agree with the noun phrase it quantifies.
    static let subjectFollows: Set<String> = ["quedar", "faltar", "restar", "sobrar", "existir"]

    /// Forms of haber: a participle right after them is part of a compound tense and does not agree
    /// (han borrado), while one after ser/estar does (han sido borradas).
    static let haber: Set<String> = ["ha", "han", "he", "has", "hemos", "habéis", "había", "habían", "habrá", "habrán",
                                     "haya", "hayan", "hubo", "hubieron", "habría", "habrían"]

    /// The copulas whose subject is the user (*eres*, *estás*, *has sido*, *usted está*), right before a span: its
    /// participles and adjectives describe the user.
    static let copulaBeforeSpan = CopulaBeforeSpan(
        secondPerson: ["eres", "estás", "fuiste", "eras", "estabas", "estuviste", "serás", "estarás", "seas", "estés",
                       "serías", "estarías"],
        secondPersonAuxiliaries: ["has", "habías", "habrás", "hayas", "habrías"],
        copulaParticiples: ["sido", "estado"],
        politePronouns: ["usted"],
        thirdPersonCopulas: copulas.union(["son", "están", "fueron", "eran", "estaban", "estuvieron", "serán", "estarán",
                                           "sean", "estén", "serían", "estarían", "fueran"]),
        thirdPersonAuxiliaries: ["ha", "han", "había", "habían", "habrá", "habrán", "haya", "hayan", "habría", "habrían"])

    /// *haber* in every person before a span of one participle: a compound tense, whose participle agrees with no one
    /// (*Has ^[reservado] dos noches*, *Te has ^[suscrito]*).
    static let compoundTense = CompoundTenseBeforeSpan(auxiliaries: haber.union([
        "habías", "habíamos", "habíais", "habrás", "habremos", "habréis", "hayas", "hayamos", "hayáis", "habrías",
        "habríamos", "habríais", "hube", "hubiste", "hubimos", "hubisteis"]))

    /// The participles of ser and estar: after haber they keep the subject's predicate agreeing (*han sido
    /// borradas*), where another participle takes an object (*han borrado el archivo*).
    static let copulaParticiples: Set<String> = ["sido", "estado"]
    /// The infinitives of ser and estar: after a verb (*podrían ser*) the participle that follows agrees.
    static let copulaInfinitives: Set<String> = ["ser", "estar"]

    /// Each form of the table with its pair (``VerbPairTable``).
    private static let pairByForm = VerbPairTable.byForm(pairs.map { (singular: $0.0, plural: $0.1) })

    /// The table's pair of `w` (lower case) and whether `w` is its plural (a form that is both is the singular).
    private static func tablePair(_ w: String) -> Pair? {
        pairByForm[w].map { ($0.singular, $0.plural, w != $0.singular, .grammar) }
    }

    /// Whether `word` is one of the copulas and auxiliaries of the closed table, of the third person or of the
    /// second (*eres*, *estás*: the lexicon lists no second person, and read as nouns they were pluralized, *estases*).
    static func isTableVerb(_ word: String) -> Bool {
        let w = word.lowercasedFast()
        return haber.contains(w) || pairByForm[w] != nil || copulaBeforeSpan.secondPerson.contains(w)
    }

    /// Whether `lower` is a copula whose subject is the person addressed (*eres*, *estás*, ``copulaBeforeSpan``).
    static func isSecondPersonCopula(_ lower: String) -> Bool { copulaBeforeSpan.secondPerson.contains(lower) }

    /// A verb's singular and plural forms, its current number, and where they come from.
    typealias Pair = (sg: String, pl: String, isPlural: Bool, source: FactSource)

    /// The verb's singular and plural forms and its current number, or nil when `word` is not a known verb.
    static func pair(of word: String, lexicon: Lexicon) -> Pair? {
        let w = word.lowercasedFast()
        if let p = tablePair(w) { return p }
        return SpanishWordMemo.facts(lower: w, lexicon: lexicon).verbPair
    }

    /// The imperfect (*compartía/compartían*, *trabajaba/trabajaban*), the conditional (*podría/podrían*) and the
    /// future (*compartirá/compartirán*), which the lexicon does not list: read by their endings, checked against
    /// the infinitive the lexicon knows.
    static let endings = RegularVerbEndings([
        .init("aba", "aban", infinitives: ["ar"]),
        .init("ía", "ían", infinitives: ["", "er", "ir"]),
        .init("á", "án", infinitives: [""]),
    ], irregularStems: ["podr": "poder", "tendr": "tener", "pondr": "poner", "saldr": "salir", "vendr": "venir",
                        "valdr": "valer", "habr": "haber", "sabr": "saber", "cabr": "caber", "querr": "querer",
                        "har": "hacer", "dir": "decir"])

    /// ``pair(of:lexicon:)`` of `w` (lower case) from its readings, `lexicon.readings(of: w)`.
    static func pair(lower w: String, readings: [LexicalReading], lexicon: Lexicon) -> Pair? {
        if let p = tablePair(w) { return p }
        for r in readings where r.entry.isVerb {
            let e = r.entry
            for (s, p) in [("3sg.pres", "3pl.pres"), ("3sg.past", "3pl.past")] {
                guard let sg = e.form(s), let pl = e.form(p) else { continue }
                if r.slots.contains(s) { return (sg, pl, false, SpanishNouns.source(e)) }
                if r.slots.contains(p) { return (sg, pl, true, SpanishNouns.source(e)) }
            }
        }
        if let e = endings.reading(of: w, readings: readings, lexicon: lexicon) { return (e.singular, e.plural, e.isPlural, .grammar) }
        return nil
    }

    /// ``PartOfSpeechByPlace``: the table's forms are verbs, and so is the word after a clitic or a form of the table.
    static let byPlace = PartOfSpeechByPlace(
        isTableVerb: { isTableVerb($0) }, isClitic: { SpanishPhrase.clitics.contains($0) },
        isDeterminer: { SpanishDeterminers.reading(of: $0) != nil || SpanishContractions.preposition(in: $0) != nil },
        isPreposition: { SpanishPhrase.prepositions.contains($0) }, pronounDeterminers: ["la", "las", "los", "lo"])
}
