/// How French writes and counts numbers: a decimal comma with `.` grouping thousands, `one` for 0 and 1 and what
/// lies between (CLDR 46: `i = 0,1`: *0,5 fichier*) and `many` for whole millions (*1 000 000 de fichiers*).
extension French {
    /// True: *1,5*, with `.` grouping thousands (*1.234,5*).
    public var writesDecimalComma: Bool { true }

    /// `one` when the integer part is 0 or 1 (`i = 0,1`: *0,5 fichier*, *1,5 fichier*), `many` for whole
    /// millions (*1.000.000*), `other` for the rest.
    public func pluralCategory(of operands: PluralOperands, in locale: InflectionLocale) -> PluralCategory {
        if operands.i == 0 || operands.i == 1 { return .one }
        return operands.isWholeMillions ? .many : .other
    }

    /// `one`, `many` and `other`: a French plural variation needs a `many` form
    /// (*1 000 000 de fichiers*).
    public var requiredPluralCategories: [PluralCategory] { [.one, .many, .other] }
}
