import Foundation

/// The decimal separator a locale writes (`,` in `de`, `es`, `fr`; `.` in `en`, `de-CH`, `es-MX`), from
/// Foundation's locale data, for the floating-point specifiers (`%.1f` of 1.5 → `1,5 km`).
enum DecimalSeparator {
    /// Request locales are the caller's to choose: the memo is bounded.
    private static let memo = BoundedMemo<String>(capacity: 256, byteCapacity: 1 << 14, longestKey: 64)

    static func of(_ locale: InflectionLocale) -> String {
        memo.value(locale.identifier) { Locale(identifier: $0).decimalSeparator ?? "." }
    }
}
