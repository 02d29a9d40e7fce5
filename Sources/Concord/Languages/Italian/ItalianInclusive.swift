/// Italian inclusive forms with the schwa (``NeutralStyle/schwa``), for a non-binary person: singular *-ə*
/// (*stanco*/*stanca* → *stancə*), plural *-ɜ* (*stanchi*/*stanche* → *stanchɜ*), articles *lə*, *unə*. Source:
/// Vera Gheno's proposal and italianoinclusivo.it. See the README, "Inclusive forms".
enum ItalianInclusive {
    static let articles: [String: String] = ["il|la": "lə", "lo|la": "lə", "un|una": "unə", "uno|una": "unə"]

    static func form(masculine m: String, feminine f: String) -> String? {
        let lm = m.lowercasedFast(), lf = f.lowercasedFast()
        if let a = articles[lm + "|" + lf] { return a }
        let p = InclusiveForms.commonPrefix(lm, lf)
        guard p >= 2 else { return nil }
        let stem = String(lm.prefix(p))
        switch (lm.dropFirst(p), lf.dropFirst(p)) {
        case ("o", "a"), ("e", "a"): return stem + "ə"
        case ("i", "e"): return stem + "ɜ"
        default: return nil
        }
    }
}

extension Italian {
    /// Only ``NeutralStyle/schwa``.
    public var inclusiveStyles: [NeutralStyle] { [.schwa] }

    /// For ``NeutralStyle/schwa``: *lə* and *unə* for the articles, *-ə* for a singular in *-o*/*-a* or
    /// *-e*/*-a* (*stancə*), *-ɜ* for a plural in *-i*/*-e* (*stanchɜ*); nil for other pairs and other styles.
    public func inclusiveForm(masculine: String, feminine: String, style: NeutralStyle) -> String? {
        style == .schwa ? ItalianInclusive.form(masculine: masculine, feminine: feminine) : nil
    }
}
