/// How Italian writes and counts numbers: a decimal comma with `.` grouping thousands, `one` for `i = 1 and v = 0`
/// (CLDR 46) and `many` for whole millions (*1.000.000 di file*).
extension Italian {
    /// True: *1,5*, with `.` grouping thousands (*1.234,5*).
    public var writesDecimalComma: Bool { true }

    /// `one` for 1 without a fraction (`i = 1 and v = 0`: *1 file*, but *1,0 file* is `other`), `many`
    /// for whole millions (*1.000.000*), `other` for the rest.
    public func pluralCategory(of operands: PluralOperands, in locale: InflectionLocale) -> PluralCategory {
        if operands.isOneWithoutFraction { return .one }
        return operands.isWholeMillions ? .many : .other
    }

    /// `one`, `many` and `other`: an Italian plural variation needs a `many` form
    /// (*1.000.000 di file*).
    public var requiredPluralCategories: [PluralCategory] { [.one, .many, .other] }
}
