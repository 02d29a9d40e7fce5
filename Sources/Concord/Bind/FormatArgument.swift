/// A value substituted for a format specifier.
public enum FormatArgument: Hashable, Sendable, CustomStringConvertible {
    /// A number: drives plural agreement.
    case number(NumberValue)
    /// Text, analyzed with the lexicon when something agrees with it.
    case text(String)
    /// Text with declared features, for words the lexicon does not know
    /// (`{text: 'malteada', morphology: {grammaticalGender: 'feminine'}}`).
    case phrase(String, InflectionMorphology)

    /// The argument's text as substituted for `%@`.
    public var text: String {
        switch self {
        case .number(let n): return n.text
        case .text(let s): return s
        case .phrase(let s, _): return s
        }
    }

    public var description: String {
        switch self {
        case .number(let n): return n.text
        case .text(let s): return "\"\(s)\""
        case .phrase(let s, let m): return "{text: '\(s)', morphology: \(m)}"
        }
    }
}

/// The user's term of address as a request gives it.
public enum UserTermSetting: Hashable, Sendable {
    /// Not given: like Apple's `.currentUser` on a system where the user shared no preference.
    case notGiven
    /// Explicitly no preference (`null`): `inflectionAlternative` applies to words addressing the user.
    case noPreference
    /// A term.
    case term(TermOfAddress)
}
