/// Portuguese articles, their contractions with *de*, *em*, *a*, *por* (*do*, *na*, *às*, *pelos*, *dum*,
/// *numa*), demonstratives (*este*, *esse*, *aquele* and *deste*, *nesse*, *naquele*, *àquele*), possessive
/// determiners (*meu*, *seu*, *nosso*…) and agreeing quantifiers (*todo*, *algum*…): closed classes, so they
/// are tables here rather than lexicon data.
struct PortugueseDeterminer: Hashable {
    enum Kind: String, Hashable, CaseIterable {
        case definite, indefinite, este, esse, aquele
        case meu, teu, seu, nosso, vosso
        case todo, outro, algum, nenhum, muito, pouco, tanto, quanto, certo, vario, mesmo

        /// The place of the kind among `allCases`, told without hashing its name (as a `Dictionary` key does).
        var ordinal: Int {
            switch self {
            case .definite: 0
            case .indefinite: 1
            case .este: 2
            case .esse: 3
            case .aquele: 4
            case .meu: 5
            case .teu: 6
            case .seu: 7
            case .nosso: 8
            case .vosso: 9
            case .todo: 10
            case .outro: 11
            case .algum: 12
            case .nenhum: 13
            case .muito: 14
            case .pouco: 15
            case .tanto: 16
            case .quanto: 17
            case .certo: 18
            case .vario: 19
            case .mesmo: 20
            }
        }
    }
    enum Preposition: String, Hashable, CaseIterable { case de, em, a, por }

    var kind: Kind
    var preposition: Preposition?
    var gender: GrammaticalGender
    var plural: Bool

    /// Forms in the order masculine singular, feminine singular, masculine plural, feminine plural.
    static let table: [Kind: [Preposition?: [String]]] = [
        .definite: [nil: ["o", "a", "os", "as"], .de: ["do", "da", "dos", "das"], .em: ["no", "na", "nos", "nas"],
                    .a: ["ao", "à", "aos", "às"], .por: ["pelo", "pela", "pelos", "pelas"]],
        .indefinite: [nil: ["um", "uma", "uns", "umas"], .de: ["dum", "duma", "duns", "dumas"],
                      .em: ["num", "numa", "nuns", "numas"]],
        .este: [nil: ["este", "esta", "estes", "estas"], .de: ["deste", "desta", "destes", "destas"],
                .em: ["neste", "nesta", "nestes", "nestas"]],
        .esse: [nil: ["esse", "essa", "esses", "essas"], .de: ["desse", "dessa", "desses", "dessas"],
                .em: ["nesse", "nessa", "nesses", "nessas"]],
        .aquele: [nil: ["aquele", "aquela", "aqueles", "aquelas"], .de: ["daquele", "daquela", "daqueles", "daquelas"],
                  .em: ["naquele", "naquela", "naqueles", "naquelas"], .a: ["àquele", "àquela", "àqueles", "àquelas"]],
        .meu: [nil: ["meu", "minha", "meus", "minhas"]],
        .teu: [nil: ["teu", "tua", "teus", "tuas"]],
        .seu: [nil: ["seu", "sua", "seus", "suas"]],
        .nosso: [nil: ["nosso", "nossa", "nossos", "nossas"]],
        .vosso: [nil: ["vosso", "vossa", "vossos", "vossas"]],
        .todo: [nil: ["todo", "toda", "todos", "todas"]],
        .outro: [nil: ["outro", "outra", "outros", "outras"]],
        .algum: [nil: ["algum", "alguma", "alguns", "algumas"]],
        .nenhum: [nil: ["nenhum", "nenhuma", "nenhuns", "nenhumas"]],
        .muito: [nil: ["muito", "muita", "muitos", "muitas"]],
        .pouco: [nil: ["pouco", "pouca", "poucos", "poucas"]],
        .tanto: [nil: ["tanto", "tanta", "tantos", "tantas"]],
        .quanto: [nil: ["quanto", "quanta", "quantos", "quantas"]],
        .certo: [nil: ["certo", "certa", "certos", "certas"]],
        .vario: [nil: ["vário", "vária", "vários", "várias"]],
        // (The sources list *mesmo* as a noun only: *o mesmo*, the same one.)
        .mesmo: [nil: ["mesmo", "mesma", "mesmos", "mesmas"]],
    ]

    /// `table` by the kind's and the preposition's places (`Kind.ordinal`, then none or `Preposition.allCases`), read
    /// without hashing: the forms are asked of every determiner that agrees.
    private static let formsByPlace: [[[String]?]] = {
        var forms = [[[String]?]](repeating: [], count: Kind.allCases.count)
        for kind in Kind.allCases {
            forms[kind.ordinal] = ([nil] + Preposition.allCases.map { $0 }).map { table[kind]?[$0] }
        }
        return forms
    }()

    /// The forms of `kind` with `preposition` (masculine singular, feminine singular, masculine plural, feminine
    /// plural), as `table` lists them.
    private static func forms(_ kind: Kind, _ preposition: Preposition?) -> [String]? {
        let p: Int
        switch preposition {
        case nil: p = 0
        case .de?: p = 1
        case .em?: p = 2
        case .a?: p = 3
        case .por?: p = 4
        }
        return formsByPlace[kind.ordinal][p]
    }

    static let byForm: [String: PortugueseDeterminer] = {
        var map: [String: PortugueseDeterminer] = [:]
        for (kind, preps) in table {
            for (prep, forms) in preps {
                for (i, f) in forms.enumerated() {
                    map[f] = PortugueseDeterminer(kind: kind, preposition: prep, gender: i % 2 == 0 ? .masculine : .feminine,
                                                  plural: i >= 2)
                }
            }
        }
        return map
    }()

    /// ``byForm`` as a ``WordTable``, for the look-ups of every span's words (a dictionary hashed each).
    private static let byFormTable = WordTable(byForm)

    /// The determiner a word is, if any (any casing).
    static func parse(_ word: String) -> PortugueseDeterminer? { byFormTable[word.lowercasedFast()] }
    /// The determiner a lower-case word is, if any.
    static func parse(lowercased word: String) -> PortugueseDeterminer? { byFormTable[word] }

    var isArticle: Bool { kind == .definite || kind == .indefinite }
    var isDemonstrative: Bool { kind == .este || kind == .esse || kind == .aquele }
    var isPossessive: Bool { [.meu, .teu, .seu, .nosso, .vosso].contains(kind) }
    var isQuantifier: Bool { !isArticle && !isDemonstrative && !isPossessive }

    /// The trace's name for the determiner's family.
    var family: String {
        if isArticle { return preposition == nil ? "article" : "contraction" }
        if isDemonstrative { return preposition == nil ? "demonstrative" : "demonstrative-contraction" }
        if isPossessive { return "possessive" }
        return "quantifier"
    }

    /// The written form. Without a contraction for the pair (*a* + *um*, *por* + *um*), the preposition stays a
    /// word of its own. When the engine creates the contraction (switching definiteness), Brazilian usage
    /// prefers *de um*, *em uma* to *dum*, *numa*; a contraction the author wrote is kept.
    func form(region: String, created: Bool = false) -> String {
        let i = (gender == .feminine ? 1 : 0) + (plural ? 2 : 0)
        if kind == .indefinite, let p = preposition, (created && region == "BR") || p == .a || p == .por {
            return p.rawValue + " " + Self.forms(.indefinite, nil)![i]
        }
        if let forms = Self.forms(kind, preposition) { return forms[i] }
        let bare = Self.forms(kind, nil)![i]
        return preposition.map { $0.rawValue + " " + bare } ?? bare
    }
}
