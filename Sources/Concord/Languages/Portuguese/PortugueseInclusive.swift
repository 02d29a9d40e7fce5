/// Portuguese inclusive forms with *-e* (``NeutralStyle/e``), for a non-binary person: *cansade*, *todes*,
/// *obrigade*, as used with the pronoun set *elu/delu* ("sistema elu"; Wikipedia, "Linguagem neutra de gênero").
/// Articles keep their written form: the proposals for them differ. See the README, "Inclusive forms".
extension Portuguese {
    /// Only ``NeutralStyle/e``, as used with the pronoun *elu*.
    public var inclusiveStyles: [NeutralStyle] { [.e] }

    /// For ``NeutralStyle/e``: the ending *-e* for a pair that differs in its gendered vowel
    /// (*cansado*/*cansada* → *cansade*, *todos*/*todas* → *todes*); nil for articles, other pairs and other styles.
    public func inclusiveForm(masculine: String, feminine: String, style: NeutralStyle) -> String? {
        style == .e ? InclusiveForms.endingE(masculine, feminine) : nil
    }
}
