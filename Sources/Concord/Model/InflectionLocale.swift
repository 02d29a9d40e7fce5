/// A BCP 47 locale reduced to what inflection needs: the language and, when given, the region.
public struct InflectionLocale: Hashable, Codable, Sendable, CustomStringConvertible {
    /// Lower-case ISO 639 language code (`es`).
    public var language: String
    /// Upper-case region code (`ES`, `BR`), when given.
    public var region: String?

    /// Parses `es`, `es-ES`, `pt_BR`, `de-DE-u-co-phonebk`, `zh-Hant-TW` (script subtags are skipped).
    public init(_ identifier: String) {
        // A bare lower-case language (`en`, `de`), the common case, needs no splitting.
        if identifier.utf8.count <= 3, !identifier.isEmpty, identifier.utf8.allSatisfy({ $0 >= 0x61 && $0 <= 0x7A }) {
            language = identifier
            region = nil
            return
        }
        // A lower-case language and a two-letter region (`pt-BR`, `es_es`), the other common case, read as bytes.
        let bytes = Array(identifier.utf8)
        if bytes.count >= 5, bytes.count <= 6, bytes[bytes.count - 3] == UInt8(ascii: "-") || bytes[bytes.count - 3] == UInt8(ascii: "_"),
           bytes[..<(bytes.count - 3)].allSatisfy({ $0 >= 0x61 && $0 <= 0x7A }),
           bytes[(bytes.count - 2)...].allSatisfy({ ($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A }) {
            language = String(decoding: bytes[..<(bytes.count - 3)], as: UTF8.self)
            region = String(decoding: bytes[(bytes.count - 2)...].map { $0 & ~0x20 }, as: UTF8.self)
            return
        }
        let parts = identifier.split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
        language = (parts.first ?? "").lowercasedFast()
        region = parts.dropFirst().first(where: { $0.count == 2 || ($0.count == 3 && $0.allSatisfy(\.isNumber)) })?.uppercased()
    }

    /// A locale from its parts as they are (nothing is parsed): the language lower-cased, the region upper-cased.
    public init(language: String, region: String? = nil) {
        self.language = language.lowercasedFast()
        self.region = region?.uppercased()
    }

    /// `es-ES`, or `es` without a region.
    public var identifier: String { region.map { "\(language)-\($0)" } ?? language }
    public var description: String { identifier }
}

extension InflectionLocale {
    /// Why `identifier` cannot name a locale, or nil when it can: an identifier is ASCII letters, digits, `-` and
    /// `_`. The message shows the offending character by its code, so a control character cannot hide in it.
    public static func problem(with identifier: String) -> String? {
        func allowed(_ b: UInt8) -> Bool {
            (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || (b >= 0x30 && b <= 0x39) || b == 0x2D || b == 0x5F
        }
        if identifier.utf8.allSatisfy(allowed) { return nil }
        guard let bad = identifier.unicodeScalars.first(where: {
            !($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_"))
        }) else { return nil }
        let code = "U+" + String(bad.value, radix: 16, uppercase: true).leftPadded(to: 4)
        let shown = identifier.unicodeScalars.map { $0.properties.generalCategory == .control || $0.value == 0x7F
            ? "\\u{\(String($0.value, radix: 16))}" : String($0) }.joined()
        return "the locale '\(shown)' contains \(bad.properties.generalCategory == .control ? "the control character" : "the character") \(code); a locale identifier is letters, digits and '-', such as es-ES"
    }
}

private extension String {
    func leftPadded(to width: Int) -> String { count >= width ? self : String(repeating: "0", count: width - count) + self }
}
