/// How Portuguese writes and counts numbers: a decimal comma with `.` grouping thousands, `many` for whole
/// millions, and `one` by region (CLDR 46): Brazil's `i = 0,1` (*0,5 arquivo*), while Portugal, Angola and
/// Mozambique follow `pt_PT`'s `i = 1 and v = 0`.
extension Portuguese {
    /// True: *1,5*, with `.` grouping thousands (*1.234,5*).
    public var writesDecimalComma: Bool { true }

    /// `one` by region: `i = 0,1` (*0,5 arquivo*) in Brazil and elsewhere, `i = 1 and v = 0` in Portugal,
    /// Angola and Mozambique (`PT`, `AO`, `MZ`); `many` for whole millions; `other` for the rest.
    public func pluralCategory(of operands: PluralOperands, in locale: InflectionLocale) -> PluralCategory {
        if Self.followsPortugal(locale.region) {
            if operands.isOneWithoutFraction { return .one }
        } else if operands.i == 0 || operands.i == 1 {
            return .one
        }
        return operands.isWholeMillions ? .many : .other
    }

    /// `one`, `many` and `other`: a Portuguese plural variation needs a `many` form
    /// (*1.000.000 de arquivos*).
    public var requiredPluralCategories: [PluralCategory] { [.one, .many, .other] }

    /// The regions whose plural rule is `pt_PT`'s in CLDR.
    static func followsPortugal(_ region: String?) -> Bool {
        region == "PT" || region == "AO" || region == "MZ"
    }
}
