/// How German writes numbers: a decimal comma with `.` grouping thousands (`1.234,5`). It counts as English does
/// (CLDR 46: `one` is `i = 1 and v = 0`: *1 Datei*, *1,0 Dateien*), the protocol's default rule.
extension German {
    /// True: *1,5*, with `.` grouping thousands (*1.234,5*).
    public var writesDecimalComma: Bool { true }
}
