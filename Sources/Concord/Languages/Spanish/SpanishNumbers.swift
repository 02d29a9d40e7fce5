/// How Spanish writes and counts numbers: a decimal comma with `.` grouping thousands, `one` for exactly 1
/// (CLDR 46: `n = 1`, so *1,0* is one too) and `many` for whole millions (*1 000 000 de archivos*).
extension Spanish {
    public var writesDecimalComma: Bool { true }

    public func pluralCategory(of operands: PluralOperands, in locale: InflectionLocale) -> PluralCategory {
        if operands.n == 1 && operands.e == 0 { return .one }
        return operands.isWholeMillions ? .many : .other
    }

    public var requiredPluralCategories: [PluralCategory] { [.one, .many, .other] }
}
