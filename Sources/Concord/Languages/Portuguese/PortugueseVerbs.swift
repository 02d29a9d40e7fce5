/// Verbs in a span agree in number with its subject (*o arquivo foi apagado* → *os arquivos foram apagados*):
/// the copulas and auxiliaries are a table; other verbs come from the lexicon's `3sg.*` / `3pl.*` slots.
enum PortugueseVerbs {
    /// Third person singular ↔ plural of *ser*, *estar*, *ter*, *ir*, *ficar*, *poder*, *dever*, *vir*,
    /// *precisar*, *parecer*, *continuar*, *conter*, *começar*, *aparecer* in their common tenses.
    static let pairs: [(String, String)] = [
        ("é", "são"), ("foi", "foram"), ("era", "eram"), ("será", "serão"), ("seja", "sejam"), ("seria", "seriam"),
        ("fosse", "fossem"), ("for", "forem"),
        ("está", "estão"), ("esteve", "estiveram"), ("estava", "estavam"), ("estará", "estarão"), ("esteja", "estejam"),
        ("estaria", "estariam"),
        ("tem", "têm"), ("teve", "tiveram"), ("tinha", "tinham"), ("terá", "terão"), ("tenha", "tenham"), ("teria", "teriam"),
        ("vai", "vão"), ("ia", "iam"), ("irá", "irão"),
        ("fica", "ficam"), ("ficou", "ficaram"), ("ficará", "ficarão"), ("ficava", "ficavam"),
        ("pode", "podem"), ("pôde", "puderam"), ("podia", "podiam"), ("poderá", "poderão"), ("poderia", "poderiam"),
        ("deve", "devem"), ("devia", "deviam"), ("deverá", "deverão"), ("deveria", "deveriam"),
        ("vem", "vêm"), ("veio", "vieram"), ("virá", "virão"),
        ("precisa", "precisam"), ("parece", "parecem"), ("continua", "continuam"), ("contém", "contêm"),
        ("começa", "começam"), ("aparece", "aparecem"), ("existe", "existem"), ("falta", "faltam"),
        ("resta", "restam"),
    ]

    private static let singularToPlural: [String: String] = Dictionary(pairs.map { ($0.0, $0.1) }, uniquingKeysWith: { a, _ in a })
    private static let pluralToSingular: [String: String] = Dictionary(pairs.map { ($0.1, $0.0) }, uniquingKeysWith: { a, _ in a })

    /// Forms of the linking verbs (*ser*, *estar*, *ficar*, *parecer*, *continuar*), whose predicative adjectives
    /// and participles agree with the subject; what follows other verbs is their object and is left alone.
    static let copulas: Set<String> = [
        "é", "são", "foi", "foram", "era", "eram", "será", "serão", "seja", "sejam", "seria", "seriam", "fosse",
        "fossem", "for", "forem", "está", "estão", "esteve", "estiveram", "estava", "estavam", "estará", "estarão",
        "esteja", "estejam", "estaria", "estariam", "fica", "ficam", "ficou", "ficaram", "ficará", "ficarão",
        "ficava", "ficavam", "parece", "parecem", "continua", "continuam",
    ]

    /// The forms of the linking verbs whose subject is *tu* (*estás*, *és*, *ficaste*): the person they are about is
    /// the user, so a predicative adjective or participle after one agrees with the user (*^[Estás ligado]* → *Estás
    /// ligada*, as *Está ligado* already did). *eras*, also the plural of *era*, is left out. They have no plural to
    /// agree with a count: each stands for both numbers.
    static let secondPersonCopulas: Set<String> = [
        "és", "foste", "serás", "sejas", "estás", "estiveste", "estavas", "estarás", "estejas",
        "ficas", "ficaste", "ficavas", "ficarás", "fiques", "pareces", "continuas",
    ]

    /// The third persons of *ser* and *estar* (*foi*, *está*; *tem sido*) right before a span: a noun before them is
    /// whom the span describes.
    static let copulaBeforeSpan = CopulaBeforeSpan(
        copulaParticiples: ["sido", "estado"],
        thirdPersonCopulas: copulas,
        thirdPersonAuxiliaries: ["tem", "têm", "tinha", "tinham", "terá", "terão"])

    /// The singular forms of the copulas *ser* and *estar* in ``pairs``: before a count, their subject is the noun
    /// phrase the count quantifies, and a participle or adjective after them agrees with it too (*Foram encontrados
    /// 2 resultados*, *Estão disponíveis 2 atualizações*).
    static let serEstar: Set<String> = ["é", "foi", "era", "será", "seja", "seria", "fosse", "for", "está", "esteve",
                                        "estava", "estará", "esteja", "estaria"]
    /// Verbs whose subject usually follows them (*Faltam 2 dias*, *Restam 2 tentativas*, *Existem 2 versões*), by
    /// infinitive: before a count they agree with the noun phrase it quantifies.
    static let subjectFollows: Set<String> = ["faltar", "restar", "sobrar", "existir"]

    /// A verb form whose number can change: its singular and plural and which one is written.
    struct Form {
        var singular: String
        var plural: String
        var isPlural: Bool
        var source: FactSource
        var isCopula: Bool { PortugueseVerbs.copulas.contains(singular) || PortugueseVerbs.secondPersonCopulas.contains(singular) }
    }

    /// The verb a lower-case word is in the table of `pairs` or of ``secondPersonCopulas``, if any.
    static func tableForm(_ w: String) -> Form? {
        if let p = singularToPlural[w] { return Form(singular: w, plural: p, isPlural: false, source: .grammar) }
        if let s = pluralToSingular[w] { return Form(singular: s, plural: w, isPlural: true, source: .grammar) }
        if secondPersonCopulas.contains(w) { return Form(singular: w, plural: w, isPlural: false, source: .grammar) }
        return nil
    }

    /// The infinitives and participles of *ser*, *estar* and *ficar*: after another verb (*pode ser*, *tinham
    /// sido*) a participle or adjective that follows agrees with the subject.
    static let copulaNonFinite: Set<String> = ["ser", "estar", "ficar", "sido", "estado", "ficado"]

    /// The imperfect (*compartilhava/compartilhavam*, *havia/haviam*), the conditional (*poderia/poderiam*) and the
    /// future (*poderá/poderão*), which the lexicon does not list: read by their endings, checked against the
    /// infinitive the lexicon knows.
    static let endings = RegularVerbEndings([
        .init("ava", "avam", infinitives: ["ar"]),
        .init("ia", "iam", infinitives: ["", "er", "ir"]),
        .init("á", "ão", infinitives: [""]),
    ], irregularStems: ["far": "fazer", "dir": "dizer", "trar": "trazer"])

    /// The verb `word` is, when it is a third-person form that agrees in number.
    /// `evenIfNoun`: the span declared its words verbs (`partOfSpeech: 'verb'`), so a word that is also a noun
    /// or an adjective is read as the verb.
    static func parse(_ word: String, lexicon: Lexicon, allowLexicon: Bool, evenIfNoun: Bool = false) -> Form? {
        let w = word.lowercasedFast()
        if let f = tableForm(w) { return f }
        guard allowLexicon else { return nil }
        let all = lexicon.readings(of: w)
        // A word that is also a noun or an adjective (casa, feito) is read as one.
        guard evenIfNoun || !all.contains(where: { $0.entry.isNoun || $0.entry.isAdjective }) else { return nil }
        for r in all where r.entry.isVerb {
            let e = r.entry
            for tense in ["pres", "past"] {
                guard let sg = e.form("3sg.\(tense)"), let pl = e.form("3pl.\(tense)") else { continue }
                if r.slots.contains("3sg.\(tense)") { return Form(singular: sg, plural: pl, isPlural: false, source: PortugueseNouns.source(e)) }
                if r.slots.contains("3pl.\(tense)") { return Form(singular: sg, plural: pl, isPlural: true, source: PortugueseNouns.source(e)) }
            }
        }
        if let e = endings.reading(of: w, readings: all, lexicon: lexicon) {
            return Form(singular: e.singular, plural: e.plural, isPlural: e.isPlural, source: .grammar)
        }
        return nil
    }

    /// ``PartOfSpeechByPlace``: the table's forms are verbs, and so is the word after a clitic or a form of the
    /// table (*pode ser*, *tem sido*).
    static let byPlace = PartOfSpeechByPlace(
        // (One look-up in the closed classes, which list the table's forms, rather than one in each direction.)
        isTableVerb: { PortuguesePhrase.closedClasses[$0]?.tableVerb != nil }, isClitic: { PortuguesePhrase.clitics.contains($0) },
        isDeterminer: { PortuguesePhrase.closedClasses[$0]?.determiner != nil },
        isPreposition: { PortuguesePhrase.closedClasses[$0]?.isPreposition == true }, pronounDeterminers: ["o", "a", "os", "as"])
}
