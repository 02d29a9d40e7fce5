/// German gender-inclusive writing for a non-binary person: Doppelpunkt (``NeutralStyle/colon``: *Lehrer:in*,
/// *ein:e*, *jede:r*, *Lehrer:innen*) or Gendersternchen (``NeutralStyle/star``: *Lehrer\*in*). Source: Duden,
/// *Handbuch geschlechtergerechte Sprache* (2022), and the Rat für deutsche Rechtschreibung's 2021 report. See
/// the README, "Inclusive forms".
extension German {
    /// ``NeutralStyle/colon`` (the usual one) and ``NeutralStyle/star``.
    public var inclusiveStyles: [NeutralStyle] { [.colon, .star] }

    /// The two forms joined by the mark (`:` or `*`), the letters they share written once (*Lehrer:in*, *eine:n*);
    /// forms that share less than half of the masculine are written whole (*der:die*). Nil for other styles.
    public func inclusiveForm(masculine: String, feminine: String, style: NeutralStyle) -> String? {
        switch style {
        case .colon: return InclusiveForms.marked(masculine, feminine, mark: ":")
        case .star: return InclusiveForms.marked(masculine, feminine, mark: "*")
        default: return nil
        }
    }
}
