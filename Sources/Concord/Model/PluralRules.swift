import Foundation

/// CLDR plural categories.
public enum PluralCategory: String, CaseIterable, Codable, Sendable {
    /// `zero` (Arabic, Latvian, Welsh); no rule of Concord's languages gives it.
    case zero
    /// `one`: 1 in every language Concord inflects; in French and Brazil's Portuguese (`i = 0,1`) also 0 and 1.5.
    case one
    /// `two` (Arabic, Slovenian, Welsh); no rule of Concord's languages gives it.
    case two
    /// `few` (Polish, Russian, Czech); no rule of Concord's languages gives it.
    case few
    /// `many`: whole millions in French, Spanish, Italian and Portuguese (`1000000`, `1e6`).
    case many
    /// `other`: every other number; every language has it.
    case other
}

/// A number as written, so that visible fraction digits (CLDR operand `v`) are known: `1` is "one" in
/// English, `1.0` is "other".
public struct NumberValue: Hashable, Codable, Sendable, CustomStringConvertible {
    /// The number as text, e.g. `2`, `1.50`, `-3`.
    public var text: String
    /// The numeric value.
    public var value: Double

    /// Parses a plain decimal number (`12`, `-1.5`, `1e6`); returns nil for anything else.
    public init?(_ text: String) {
        guard let v = Double(text), v.isFinite else { return nil }
        self.text = text
        self.value = v
    }

    /// A whole number below 10^15 in magnitude: exactly `NumberValue(Double(value))`, without the round trip.
    init(digitsOf value: Int64) {
        self.text = String(value)
        self.value = Double(value)
    }

    /// A number written with ASCII digits only (`007`, `12`): what `init?(_:)` gives for it, with up to 15 digits
    /// read without the C parser (they are exact in a `Double`).
    init?(digits text: String) {
        guard text.utf8.count <= 15 else {
            guard let parsed = NumberValue(text) else { return nil }
            self = parsed
            return
        }
        var v = 0
        for b in text.utf8 { v = v * 10 + Int(b - UInt8(ascii: "0")) }
        self.text = text
        self.value = Double(v)
    }

    /// Parses a number as written in `locale`: `1,5` is one and a half in a language that writes a decimal comma
    /// (``LanguageGrammar/writesDecimalComma``: French, Spanish, Italian, Portuguese and German, where `.` groups
    /// thousands), while `11,000` is eleven thousand in English and in languages Concord does not inflect.
    public init?(localized text: String, locale: InflectionLocale) {
        let decimalComma = LanguageRegistry.grammar(forCode: locale.language)?.writesDecimalComma ?? false
        // Most numbers in text are ASCII digits with `,` and `.` at most: read on their bytes (no filter, split
        // or replacement over characters), with the same steps.
        if let plain = Self.plainDigits(text, decimalComma: decimalComma) {
            // Without a point the text is digits only (or nothing: no number).
            guard !plain.isEmpty,
                  let value = plain.utf8.contains(UInt8(ascii: ".")) ? NumberValue(plain) : NumberValue(digits: plain)
            else { return nil }
            self = value
            return
        }
        guard let value = Self.readOverCharacters(text, decimalComma: decimalComma) else { return nil }
        self = value
    }

    /// ``init(localized:locale:)`` over the text's characters, any text.
    static func readOverCharacters(_ text: String, decimalComma: Bool) -> NumberValue? {
        var plain = text.filter { !$0.isWhitespace && $0 != "\u{202F}" && $0 != "\u{00A0}" }
        if decimalComma {
            let groups = plain.split(separator: ".", omittingEmptySubsequences: false)
            if groups.count > 1, groups.dropFirst().allSatisfy({ $0.prefix(3).count == 3 && $0.split(separator: ",").first?.count == 3 }) {
                plain = plain.replacingOccurrences(of: ".", with: "")
            }
            plain = plain.replacingOccurrences(of: ",", with: ".")
        } else {
            plain = plain.replacingOccurrences(of: ",", with: "")
        }
        return NumberValue(plain)
    }

    /// For a text of ASCII digits, `,` and `.` (and at least one byte), what ``init(localized:locale:)`` makes
    /// of it before parsing: in a decimal-comma language the `.` are dropped when they group thousands (every
    /// group after the first starts with three digits before any `,`), then `,` becomes `.`; otherwise the `,`
    /// are dropped. Nil for any other text.
    static func plainDigits(_ text: String, decimalComma: Bool) -> String? {
        let comma = UInt8(ascii: ","), point = UInt8(ascii: ".")
        var hasSeparator = false
        for b in text.utf8 {
            if b == comma || b == point { hasSeparator = true } else if b < UInt8(ascii: "0") || b > UInt8(ascii: "9") { return nil }
        }
        guard !text.isEmpty else { return nil }
        guard hasSeparator else { return text }
        var bytes = Array(text.utf8)
        if decimalComma {
            let groups = bytes.split(separator: point, omittingEmptySubsequences: false)
            if groups.count > 1, groups.dropFirst().allSatisfy({ $0.count >= 3 && $0.split(separator: comma).first?.count == 3 }) {
                bytes.removeAll { $0 == point }
            }
            for i in bytes.indices where bytes[i] == comma { bytes[i] = point }
        } else {
            bytes.removeAll { $0 == comma }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Makes a number from a value; integers are written without a fraction.
    public init(_ value: Double) {
        self.value = value
        if value.rounded() == value, abs(value) < 1e15 {
            self.text = String(Int64(value))
        } else {
            self.text = String(value)
        }
    }

    public var description: String { text }

    /// CLDR operands: i (integer digits), v (number of visible fraction digits), f (fraction digits), e (exponent).
    var operands: (n: Double, i: Int64, v: Int, f: Int64, e: Int) {
        // Plain digits (most counts): no sign, fraction or exponent to take apart.
        if !text.isEmpty, text.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), let i = Int64(text) {
            return (abs(value), i, 0, 0, 0)
        }
        var digits = text.hasPrefix("-") || text.hasPrefix("+") ? String(text.dropFirst()) : text
        var e = 0
        if let ePos = digits.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            e = Int(digits[digits.index(after: ePos)...]) ?? 0
            digits = String(digits[..<ePos])
        }
        let n = abs(value)
        if e != 0 {
            return (n, Int64(min(n, 9e18)), 0, 0, e)
        }
        let parts = digits.split(separator: ".", omittingEmptySubsequences: false)
        let i = Int64(parts.first.flatMap { Int64($0) } ?? Int64(min(n, 9e18)))
        let fraction = parts.count > 1 ? String(parts[1]) : ""
        return (n, i, fraction.count, Int64(fraction) ?? 0, 0)
    }
}

/// The CLDR operands of a number as written, which plural rules read: `n` the absolute value, `i` its integer
/// digits, `v` the number of visible fraction digits, `f` those digits, `e` the exponent (`1.2e6`).
public struct PluralOperands: Hashable, Sendable {
    /// The absolute value (`-1.5` → 1.5).
    public var n: Double
    /// The integer digits of `n` (`1.50` → 1, `1.2e6` → 1200000).
    public var i: Int64
    /// How many fraction digits are written, trailing zeros included (`1.50` → 2, `1` → 0).
    public var v: Int
    /// The written fraction digits as a number, trailing zeros included (`1.50` → 50).
    public var f: Int64
    /// The exponent written after `e` (`1.2e6` → 6), 0 without one.
    public var e: Int

    /// The operands of `number` as written: `1.0` has `v` = 1, where `1` has 0.
    public init(_ number: NumberValue) {
        (n, i, v, f, e) = number.operands
    }

    /// `i = 1 and v = 0` (and no exponent): the `one` of English, German, Italian and Portugal's Portuguese.
    public var isOneWithoutFraction: Bool { i == 1 && v == 0 && e == 0 }

    /// The `many` of French, Spanish, Italian and Portuguese: a whole number of millions (`1000000`, not
    /// `1000000.0`), or an exponent beyond 5 (`1e6`).
    public var isWholeMillions: Bool { (e == 0 && i != 0 && i % 1_000_000 == 0 && v == 0) || !(0...5).contains(e) }
}

/// The CLDR cardinal plural rules of the languages Concord inflects: each language's own
/// (``LanguageGrammar/pluralCategory(of:in:)``), and the English rule for every other language.
public enum PluralRules {
    /// The plural category of `number` in `locale` (CLDR 46 cardinal rules; unknown languages use the English rule).
    public static func category(of number: NumberValue, in locale: InflectionLocale) -> PluralCategory {
        let grammar = LanguageRegistry.grammar(forCode: locale.language) ?? English()
        return grammar.pluralCategory(of: PluralOperands(number), in: locale)
    }
}
