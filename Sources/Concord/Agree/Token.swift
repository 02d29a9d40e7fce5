/// One token of a phrase: a word, a number, white space or punctuation, with where it came from.
///
/// Tokens never cross the boundary of a run, so the rendered string can be cut back into runs (and their
/// attributes) after the languages have changed, inserted or removed words.
public struct Token: Hashable, Sendable, CustomStringConvertible {
    /// What kind of text a token holds.
    public enum Kind: String, Hashable, Sendable {
        /// Letters, marks and digits (`casa`, `hôpital`, `1st`).
        case word
        /// Digits, with a `,` or `.` between digits (`2`, `11,000`, `1.5`); ``Token/number`` holds the value.
        case number
        /// A stretch of white space.
        case space
        /// One character that is none of these (`’`, `-`, `,`): each is a token of its own.
        case punctuation
    }

    /// The current text (after any inflection).
    public var text: String
    /// Whether the token is a word, a number, white space or punctuation.
    public var kind: Kind
    /// The text before the engine touched it, for the trace.
    public var original: String
    /// The run this token belongs to. Tokens a language inserts take the run of a neighbour.
    public var runID: Int
    /// The 1-based format argument this token was substituted from (`replacementIndex`).
    public var argumentIndex: Int?
    /// The value of a number token (numeric arguments and literal digits).
    public var number: NumberValue?
    /// Facts declared for this word: a `morphology` span around it, or the argument's own morphology.
    public var declared: InflectionMorphology?
    /// Features fixed by an inner span that already agreed with something (`^[chico](agreeWithConcept: 1)`
    /// inside an `inflect: true` span keeps its gender, while number may still change).
    public var agreed: InflectionMorphology?

    /// A token of `text` in run `runID`, its ``original`` the same text; not from an argument, and with no value
    /// or declared features, unless given.
    public init(_ text: String, kind: Kind, runID: Int = 0, argumentIndex: Int? = nil, number: NumberValue? = nil,
                declared: InflectionMorphology? = nil) {
        self.text = text
        self.kind = kind
        self.original = text
        self.runID = runID
        self.argumentIndex = argumentIndex
        self.number = number
        self.declared = declared
    }

    /// A word token.
    public static func word(_ text: String, runID: Int = 0) -> Token { Token(text, kind: .word, runID: runID) }
    /// A single space.
    public static func space(runID: Int = 0) -> Token { Token(" ", kind: .space, runID: runID) }

    /// Whether the token is a word (not a number, white space or punctuation).
    public var isWord: Bool { kind == .word }
    public var description: String { text }
}
