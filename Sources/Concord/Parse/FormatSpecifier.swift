import Foundation

/// A printf-style format specifier in the markup: `%@`, `%lld`, `%2$@`, `%1$1ld`, `%.1f`.
public struct FormatSpecifier: Hashable, Sendable {
    /// The specifier as written.
    public var text: String
    /// The explicit 1-based argument number (`%2$@` → 2), if any. Saturates at `Int.max` for absurd numbers,
    /// which the binder rejects (see ``RequestLimits/maximumArgumentPosition``).
    public var position: Int?
    /// Flags, width and precision (`.1`, `05`), as written.
    public var modifiers: String
    /// Length modifier (`l`, `ll`, `h`…).
    public var length: String
    /// The conversion character (`@`, `d`, `f`…).
    public var conversion: Character { didSet { conversionByte = conversion.asciiValue ?? 0 } }
    /// The conversion's byte when it is one ASCII character (0 otherwise), kept so that it is read without
    /// `Character` comparisons.
    private(set) var conversionByte: UInt8
    /// Character offset in the markup.
    public var offset: Int
    /// The flags among `-+ 0#'`, each once, in the order first written.
    public var flags: String = ""
    /// The minimum field width, if written. Saturates rather than overflows; the binder caps it.
    public var width: Int?
    /// The precision after `.`, if written (`%.f` is precision 0). Saturates; the binder caps it.
    public var precision: Int?

    /// Whether the specifier formats a number.
    public var isNumeric: Bool {
        switch conversionByte {
        case UInt8(ascii: "d"), UInt8(ascii: "D"), UInt8(ascii: "i"), UInt8(ascii: "u"), UInt8(ascii: "U"),
             UInt8(ascii: "o"), UInt8(ascii: "O"), UInt8(ascii: "x"), UInt8(ascii: "X"), UInt8(ascii: "f"),
             UInt8(ascii: "F"), UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "g"), UInt8(ascii: "G"),
             UInt8(ascii: "a"), UInt8(ascii: "A"): return true
        default: return false
        }
    }
    /// Whether it formats an integer.
    public var isInteger: Bool {
        switch conversionByte {
        case UInt8(ascii: "d"), UInt8(ascii: "D"), UInt8(ascii: "i"), UInt8(ascii: "u"), UInt8(ascii: "U"),
             UInt8(ascii: "o"), UInt8(ascii: "O"), UInt8(ascii: "x"), UInt8(ascii: "X"): return true
        default: return false
        }
    }
    /// Whether it formats a character from its code (`%c`, `%C`).
    public var isCharacter: Bool { conversionByte == UInt8(ascii: "c") || conversionByte == UInt8(ascii: "C") }
    /// Whether it takes a C string or a pointer (`%s`, `%S`, `%p`), which a number can never be.
    public var takesPointer: Bool {
        let b = conversionByte
        return b == UInt8(ascii: "s") || b == UInt8(ascii: "S") || b == UInt8(ascii: "p")
    }

    /// Parses a specifier starting at `chars[start]` (which must be `%`). Returns nil when the text is not a
    /// specifier; `%%` is not a specifier (the caller turns it into `%`).
    static func parse(_ chars: [Character], at start: Int, end: Int) -> FormatSpecifier? {
        var i = start + 1
        /// Reads a run of ASCII digits; nil when there is none. The value saturates at `Int.max`.
        func number() -> Int? {
            let s = i
            var value = 0
            while i < end, chars[i].isASCII, let digit = chars[i].wholeNumberValue {
                let (times10, o1) = value.multipliedReportingOverflow(by: 10)
                let (sum, o2) = times10.addingReportingOverflow(digit)
                value = o1 || o2 ? Int.max : sum
                i += 1
            }
            return i > s ? value : nil
        }
        var position: Int?
        let save = i
        if let n = number(), i < end, chars[i] == "$", n > 0 {
            position = n
            i += 1
        } else {
            i = save
        }
        let modStart = i
        var flags = ""
        while i < end, "-+ 0#'".contains(chars[i]) {
            if !flags.contains(chars[i]) { flags.append(chars[i]) }
            i += 1
        }
        let width = number()
        var precision: Int?
        if i < end, chars[i] == "." { i += 1; precision = number() ?? 0 }
        let modifiers = chars.text(modStart..<i)
        let lenStart = i
        while i < end, "hlqLztj".contains(chars[i]), i - lenStart < 2 { i += 1 }
        let length = chars.text(lenStart..<i)
        guard i < end, "@dDiuUoOxXfFeEgGaAcCsSp".contains(chars[i]) else { return nil }
        let conversion = chars[i]
        i += 1
        return FormatSpecifier(text: chars.text(start..<i), position: position, modifiers: modifiers,
                               length: length, conversion: conversion, conversionByte: conversion.asciiValue ?? 0,
                               offset: start, flags: flags, width: width,
                               precision: precision)
    }

    /// Why this specifier cannot format `number`, or nil when it can. The message names the value and the range.
    public func problem(formatting number: NumberValue) -> (message: String, hint: String)? {
        if takesPointer {
            return ("\(text) formats a C \(conversion == "p" ? "pointer" : "string"), not the number \(number.text)",
                    "use %lld for a whole number, %f or %g for a fraction, or %@ to print the number as given")
        }
        if isInteger || isCharacter {
            guard let integer = Self.integer(number.value) else {
                return ("\(number.text) does not fit \(text), which takes a whole number from \(Int64.min) to \(Int64.max)",
                        "use %g or %@ for this number")
            }
            if isCharacter, Self.character(integer) == nil {
                return ("\(number.text) is not a character code, so \(text) cannot print it",
                        "give a Unicode scalar value (0x1 to 0x10FFFF, not a surrogate), or use %lld to print the number")
            }
        }
        return nil
    }

    /// Formats a number with this specifier (`%lld` of 2.7 → `2`, `%.1f` of 2 → `2.0`, `%x` of 255 → `ff`), a
    /// floating-point number with `decimalSeparator` (`2,0` in German; a hexadecimal `%a` keeps its point).
    /// Returns the text and the value as shown (what plural rules see). Call ``problem(formatting:)`` first:
    /// a number this specifier cannot format comes back as given.
    public func format(_ number: NumberValue, decimalSeparator: String = ".") -> (text: String, shown: NumberValue) {
        if conversionByte == UInt8(ascii: "@") || problem(formatting: number) != nil { return (number.text, number) }
        if let integer = Self.integer(number.value) {
            if isCharacter, let c = Self.character(integer) { return (pad(String(c)), number) }
            if isInteger {
                // The value as shown is the integer; below 10^15 its text is its digits, as NumberValue writes it.
                let shown = integer.magnitude < 1_000_000_000_000_000 ? NumberValue(digitsOf: integer) : NumberValue(Double(integer))
                // `%lld` and `%d` print those very digits: written once.
                if isPlainDecimal, integer.magnitude < 1_000_000_000_000_000 { return (shown.text, shown) }
                return (formatInteger(integer), shown)
            }
        }
        // Floating point: rebuilt from the parsed parts (flags once each, bounded width and precision), so the
        // C formatter never sees a length modifier that would read a `long double`.
        var spec = "%" + flags.filter { $0 != "'" }
        if let width { spec += String(width) }
        if let precision { spec += "." + String(precision) }
        spec.append(conversion == "F" ? "f" : conversion)
        let text = String(format: spec, number.value)
        let shown = NumberValue(text) ?? number
        guard decimalSeparator != ".", conversionByte | 0x20 != UInt8(ascii: "a") else { return (text, shown) }
        return (text.replacingOccurrences(of: ".", with: decimalSeparator), shown)
    }

    /// The whole number a specifier formats: the value truncated toward zero, when it fits 64 bits.
    static func integer(_ value: Double) -> Int64? {
        Int64(exactly: value.rounded(.towardZero))
    }

    /// The character `%c`/`%C` prints for a code.
    static func character(_ code: Int64) -> Character? {
        guard code > 0, code <= 0x10FFFF, let scalar = Unicode.Scalar(UInt32(code)) else { return nil }
        return Character(scalar)
    }

    /// printf's integer conversions: signed decimal (`d i`), and the two's-complement bits of the 64-bit value for
    /// the unsigned ones (`u o x X`), with flags, width and precision as C applies them.
    private func formatInteger(_ value: Int64) -> String {
        let b = conversionByte
        let signed = b == UInt8(ascii: "d") || b == UInt8(ascii: "D") || b == UInt8(ascii: "i")
        // The common case (`%lld`, `%d`): the decimal digits and nothing else.
        if isPlainDecimal { return String(value) }
        let magnitude = signed ? value.magnitude : UInt64(bitPattern: value)
        let radix: Int = "oO".contains(conversion) ? 8 : "xX".contains(conversion) ? 16 : 10
        var digits = String(magnitude, radix: radix, uppercase: conversion == "X")
        if let precision {
            if precision == 0 && magnitude == 0 { digits = "" }
            if digits.count < precision { digits = String(repeating: "0", count: precision - digits.count) + digits }
        }
        var prefix = ""
        if signed {
            if value < 0 { prefix = "-" } else if flags.contains("+") { prefix = "+" } else if flags.contains(" ") { prefix = " " }
        }
        if flags.contains("#") {
            if radix == 8, !digits.hasPrefix("0") { digits = "0" + digits }
            if radix == 16, magnitude != 0 { prefix += conversion == "X" ? "0X" : "0x" }
        }
        // The 0 flag pads between the sign and the digits, unless left-aligned or a precision is given.
        if flags.contains("0"), !flags.contains("-"), precision == nil, let width, prefix.count + digits.count < width {
            digits = String(repeating: "0", count: width - prefix.count - digits.count) + digits
        }
        return pad(prefix + digits)
    }

    /// A signed decimal conversion (`d`, `D`, `i`) with no flags, width or precision: it prints the integer's
    /// decimal digits and nothing else.
    private var isPlainDecimal: Bool {
        let b = conversionByte
        return (b == UInt8(ascii: "d") || b == UInt8(ascii: "D") || b == UInt8(ascii: "i"))
            && flags.isEmpty && width == nil && precision == nil
    }

    /// Pads `text` with spaces to the field width, on the left (right with the `-` flag).
    private func pad(_ text: String) -> String {
        guard let width, text.count < width else { return text }
        let fill = String(repeating: " ", count: width - text.count)
        return flags.contains("-") ? text + fill : fill + text
    }
}
