/// How Spanish writes and counts numbers: a decimal comma with `.` grouping thousands, `one` for exactly 1
/// (CLDR 46: `n = 1`, so *1,0* is one too) and `many` for whole millions (*1 000 000 de archivos*).
extension Spanish {
    /// True: *1,5*, with `.` grouping thousands (*1.234,5*).
    public var writesDecimalComma: Bool { true }

    /// `one` for exactly 1 (`n = 1`, so *1,0* too), `many` for whole millions (*1.000.000*),
    /// `other` for the rest.
    public func pluralCategory(of operands: PluralOperands, in locale: InflectionLocale) -> PluralCategory {
        if operands.n == 1 && operands.e == 0 { return .one }
        return operands.isWholeMillions ? .many : .other
    }

    /// `one`, `many` and `other`: a Spanish plural variation needs a `many` form
    /// (*1 000 000 de archivos*).
    public var requiredPluralCategories: [PluralCategory] { [.one, .many, .other] }
}
