/// French inclusive writing with the point médian (``NeutralStyle/middot``), for a non-binary person:
/// *fatigué·e*, *heureux·se*, *acteur·rice*, plurals *fatigué·e·s*, articles *un·e*, *le·la*. Source: Haut
/// Conseil à l'Égalité, *Guide pratique pour une communication publique sans stéréotype de sexe* (2015,
/// 2022). See the README, "Inclusive forms".
enum FrenchInclusive {
    static let mark = "·"

    static func form(masculine m: String, feminine f: String) -> String? {
        if m.contains(" ") || f.contains(" ") || m.contains("’") || f.contains("’") { return nil }
        // A plural in -s on both sides (or a masculine in -s/-x that does not change) takes one final ·s.
        if f.hasSuffix("s"), f.count > 2, m.hasSuffix("s") || m.hasSuffix("x"), m.count > 2 {
            let ms = m.hasSuffix("s") ? String(m.dropLast()) : m
            let fs = String(f.dropLast())
            if ms != fs, !(m.hasSuffix("s") && ms.hasSuffix("s")) {
                return InclusiveForms.marked(ms, fs, mark: mark) + mark + "s"
            }
        }
        return InclusiveForms.marked(m, f, mark: mark)
    }
}

extension French {
    public var inclusiveStyles: [NeutralStyle] { [.middot] }

    public func inclusiveForm(masculine: String, feminine: String, style: NeutralStyle) -> String? {
        style == .middot ? FrenchInclusive.form(masculine: masculine, feminine: feminine) : nil
    }
}
