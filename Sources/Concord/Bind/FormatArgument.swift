/// A value substituted for a format specifier.
public enum FormatArgument: Hashable, Sendable, CustomStringConvertible {
    /// A number: drives plural agreement.
    case number(NumberValue)
    /// Text, analyzed with the lexicon when something agrees with it.
    case text(String)
    /// Text with declared features, for words the lexicon does not know
    /// (`{text: 'malteada', morphology: {grammaticalGender: 'feminine'}}`).
    case phrase(String, InflectionMorphology)
    /// A list, amount of money, date or number that Foundation formats for the request's locale
    /// (`{currency: 3.49, code: 'EUR'}`); numbers and amounts still drive plural agreement by their value.
    /// Indirect: a formatted value is several times the size of the other cases, and every argument would be
    /// copied at that size (the binder copies each one it binds).
    indirect case formatted(FormattedValue)

    /// The argument's text as substituted for `%@` (formatted values: as in English; the engine formats them
    /// for the request's locale).
    public var text: String {
        switch self {
        case .number(let n): return n.text
        case .text(let s): return s
        case .phrase(let s, _): return s
        case .formatted(let f): return f.formatted(for: InflectionLocale("en"))
        }
    }

    public var description: String {
        switch self {
        case .number(let n): return n.text
        case .text(let s): return "\"\(s)\""
        case .phrase(let s, let m): return "{text: '\(s)', morphology: \(m)}"
        case .formatted(let f): return f.description
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
