import Foundation

/// A printf-style format specifier in the markup: `%@`, `%lld`, `%2$@`, `%1$1ld`, `%.1f`.
public struct FormatSpecifier: Hashable, Sendable {
    /// The specifier as written.
    public var text: String
    /// The explicit 1-based argument number (`%2$@` → 2), if any.
    public var position: Int?
    /// Flags, width and precision (`.1`, `05`), as written.
    public var modifiers: String
    /// Length modifier (`l`, `ll`, `h`…).
    public var length: String
    /// The conversion character (`@`, `d`, `f`…).
    public var conversion: Character
    /// Character offset in the markup.
    public var offset: Int

    /// Whether the specifier formats a number.
    public var isNumeric: Bool { "dDiuUoOxXfFeEgGaA".contains(conversion) }
    /// Whether it formats an integer.
    public var isInteger: Bool { "dDiuUoOxX".contains(conversion) }

    /// Parses a specifier starting at `chars[start]` (which must be `%`). Returns nil when the text is not a
    /// specifier; `%%` is not a specifier (the caller turns it into `%`).
    static func parse(_ chars: [Character], at start: Int, end: Int) -> FormatSpecifier? {
        var i = start + 1
        func digits() -> String {
            let s = i
            while i < end, chars[i].isASCII, chars[i].isNumber { i += 1 }
            return String(chars[s..<i])
        }
        var position: Int?
        let save = i
        let d = digits()
        if !d.isEmpty, i < end, chars[i] == "$", let n = Int(d), n > 0 {
            position = n
            i += 1
        } else {
            i = save
        }
        let modStart = i
        while i < end, "-+ 0#'".contains(chars[i]) { i += 1 }
        _ = digits()
        if i < end, chars[i] == "." { i += 1; _ = digits() }
        let modifiers = String(chars[modStart..<i])
        let lenStart = i
        while i < end, "hlqLztj".contains(chars[i]), i - lenStart < 2 { i += 1 }
        let length = String(chars[lenStart..<i])
        guard i < end, "@dDiuUoOxXfFeEgGaAcCsSp".contains(chars[i]) else { return nil }
        let conversion = chars[i]
        i += 1
        return FormatSpecifier(text: String(chars[start..<i]), position: position, modifiers: modifiers,
                               length: length, conversion: conversion, offset: start)
    }

    /// Formats a number with this specifier (`%lld` of 2.7 → `2`, `%.1f` of 2 → `2.0`).
    public func format(_ number: NumberValue) -> String {
        if conversion == "@" { return number.text }
        if isInteger {
            let spec = "%" + modifiers + "lld"
            return String(format: spec, Int64(number.value.rounded(.towardZero)))
        }
        let spec = "%" + modifiers + String(conversion == "F" ? "f" : conversion)
        return String(format: spec, number.value)
    }
}
