/// Portuguese inclusive forms with *-e* (``NeutralStyle/e``), for a non-binary person: *cansade*, *todes*,
/// *obrigade*, as used with the pronoun set *elu/delu* ("sistema elu"; Wikipedia, "Linguagem neutra de gênero").
/// Articles keep their written form: the proposals for them differ. See the README, "Inclusive forms".
extension Portuguese {
    public var inclusiveStyles: [NeutralStyle] { [.e] }

    public func inclusiveForm(masculine: String, feminine: String, style: NeutralStyle) -> String? {
        style == .e ? InclusiveForms.endingE(masculine, feminine) : nil
    }
}
