/// How Italian writes and counts numbers: a decimal comma with `.` grouping thousands, `one` for `i = 1 and v = 0`
/// (CLDR 46) and `many` for whole millions (*1.000.000 di file*).
extension Italian {
    public var writesDecimalComma: Bool { true }

    public func pluralCategory(of operands: PluralOperands, in locale: InflectionLocale) -> PluralCategory {
        if operands.isOneWithoutFraction { return .one }
        return operands.isWholeMillions ? .many : .other
    }

    public var requiredPluralCategories: [PluralCategory] { [.one, .many, .other] }
}
