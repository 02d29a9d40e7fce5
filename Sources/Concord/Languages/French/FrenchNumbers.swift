/// How French writes and counts numbers: a decimal comma with `.` grouping thousands, `one` for 0 and 1 and what
/// lies between (CLDR 46: `i = 0,1`: *0,5 fichier*) and `many` for whole millions (*1 000 000 de fichiers*).
extension French {
    public var writesDecimalComma: Bool { true }

    public func pluralCategory(of operands: PluralOperands, in locale: InflectionLocale) -> PluralCategory {
        if operands.i == 0 || operands.i == 1 { return .one }
        return operands.isWholeMillions ? .many : .other
    }

    public var requiredPluralCategories: [PluralCategory] { [.one, .many, .other] }
}
