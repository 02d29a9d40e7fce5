/// An inclusive way of writing the words that refer to a non-binary person — beyond Apple, which leaves such
/// users with the `inflectionAlternative` or the masculine. Opt-in: without a style (the default) the engine
/// behaves as Apple's does.
///
/// Each style belongs to the languages whose inclusive-language communities use it (each language plug-in lists
/// its own: ``LanguageGrammar/inclusiveStyles``); in other languages it has no effect (the trace says so).
/// ``inclusive`` picks each language's usual style. Sources are in the README's "Inclusive forms" section.
public enum NeutralStyle: String, CaseIterable, Hashable, Codable, Sendable, CustomStringConvertible {
    /// Spanish and Portuguese ending *-e*: *cansade*, *todes*, *le niñe*.
    case e
    /// French point médian: *fatigué·e*, *acteur·rice*, *un·e*.
    case middot
    /// Italian schwa: *stancə* (singular), *stanchɜ* (plural).
    case schwa
    /// German Doppelpunkt: *Lehrer:in*, *ein:e*.
    case colon
    /// German Gendersternchen: *Lehrer\*in*, *ein\*e*.
    case star
    /// Each language's usual style: es/pt ``e``, fr ``middot``, it ``schwa``, de ``colon``.
    case inclusive

    /// Parses a style name (`e`, `middot`, `schwa`, `colon`, `star`, `inclusive`; also `point-median`,
    /// `doppelpunkt`, `sternchen`); nil for anything else.
    public init?(name: String) {
        switch name.lowercasedFast() {
        case "e": self = .e
        case "middot", "point-median", "point-médian", "·": self = .middot
        case "schwa", "ə": self = .schwa
        case "colon", "doppelpunkt", ":": self = .colon
        case "star", "gendersternchen", "sternchen", "*": self = .star
        case "inclusive": self = .inclusive
        default: return nil
        }
    }

    /// The names ``init(name:)`` accepts first, for help texts and completion.
    public static var names: [String] { allCases.map(\.rawValue) }

    public var description: String { rawValue }
}
