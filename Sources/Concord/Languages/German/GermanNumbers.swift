/// How German writes and counts numbers: a decimal comma with `.` grouping thousands (`1.234,5`), and `one` is
/// `i = 1 and v = 0` (CLDR 46): *1 Datei*, *1,0 Dateien*.
extension German {
    public var writesDecimalComma: Bool { true }

    public func pluralCategory(of operands: PluralOperands, in locale: InflectionLocale) -> PluralCategory {
        operands.isOneWithoutFraction ? .one : .other
    }

    public var requiredPluralCategories: [PluralCategory] { [.one, .other] }
}
