/// Spanish inclusive forms with *-e* (``NeutralStyle/e``), for a non-binary person: *cansade*, *todes*,
/// *le niñe*, *une amige*. Source: the *-e* morpheme of *lenguaje inclusivo* (Wikipedia, "Lenguaje inclusivo
/// en español"), as used with the pronoun *elle*. See the README, "Inclusive forms".
enum SpanishInclusive {
    /// Articles and contractions whose masculine and feminine differ in more than the final vowel.
    static let determiners: [String: String] = [
        "el|la": "le", "los|las": "les", "un|una": "une", "unos|unas": "unes",
        "del|de la": "de le", "al|a la": "a le",
    ]

    static func form(masculine m: String, feminine f: String, style: NeutralStyle) -> String? {
        guard style == .e else { return nil }
        if let d = determiners[m.lowercasedFast() + "|" + f.lowercasedFast()] { return d }
        return InclusiveForms.endingE(m, f)
    }
}

extension Spanish {
    /// Only ``NeutralStyle/e``, the *-e* of *lenguaje inclusivo*.
    public var inclusiveStyles: [NeutralStyle] { [.e] }

    /// For ``NeutralStyle/e``: *le*, *les*, *une*, *unes*, *de le*, *a le* for the articles, the ending
    /// *-e* for a pair that differs in its gendered vowel (*cansado*/*cansada* → *cansade*); nil for other pairs
    /// (*actor*/*actriz*) and other styles.
    public func inclusiveForm(masculine: String, feminine: String, style: NeutralStyle) -> String? {
        SpanishInclusive.form(masculine: masculine, feminine: feminine, style: style)
    }
}
