/// How Portuguese writes and counts numbers: a decimal comma with `.` grouping thousands, `many` for whole
/// millions, and `one` by region (CLDR 46): Brazil's `i = 0,1` (*0,5 arquivo*), while Portugal, Angola and
/// Mozambique follow `pt_PT`'s `i = 1 and v = 0`.
extension Portuguese {
    public var writesDecimalComma: Bool { true }

    public func pluralCategory(of operands: PluralOperands, in locale: InflectionLocale) -> PluralCategory {
        if Self.followsPortugal(locale.region) {
            if operands.isOneWithoutFraction { return .one }
        } else if operands.i == 0 || operands.i == 1 {
            return .one
        }
        return operands.isWholeMillions ? .many : .other
    }

    public var requiredPluralCategories: [PluralCategory] { [.one, .many, .other] }

    /// The regions whose plural rule is `pt_PT`'s in CLDR.
    static func followsPortugal(_ region: String?) -> Bool {
        region == "PT" || region == "AO" || region == "MZ"
    }
}
