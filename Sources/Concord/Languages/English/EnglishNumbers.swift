/// How English writes and counts numbers: `,` groups thousands (`11,000`), and `one` is `i = 1 and v = 0`
/// (CLDR 46): *1 file*, *1.0 files*, *0 files*.
extension English {
    public var writesDecimalComma: Bool { false }

    public func pluralCategory(of operands: PluralOperands, in locale: InflectionLocale) -> PluralCategory {
        operands.isOneWithoutFraction ? .one : .other
    }

    public var requiredPluralCategories: [PluralCategory] { [.one, .other] }
}
