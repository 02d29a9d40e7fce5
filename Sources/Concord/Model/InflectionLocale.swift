/// A BCP 47 locale reduced to what inflection needs: the language and, when given, the region.
public struct InflectionLocale: Hashable, Codable, Sendable, CustomStringConvertible {
    /// Lower-case ISO 639 language code (`es`).
    public var language: String
    /// Upper-case region code (`ES`, `BR`), when given.
    public var region: String?

    /// Parses `es`, `es-ES`, `pt_BR`, `de-DE-u-co-phonebk`, `zh-Hant-TW` (script subtags are skipped).
    public init(_ identifier: String) {
        let parts = identifier.split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
        language = (parts.first ?? "").lowercased()
        region = parts.dropFirst().first(where: { $0.count == 2 || ($0.count == 3 && $0.allSatisfy(\.isNumber)) })?.uppercased()
    }

    public init(language: String, region: String? = nil) {
        self.language = language.lowercased()
        self.region = region?.uppercased()
    }

    /// `es-ES`, or `es` without a region.
    public var identifier: String { region.map { "\(language)-\($0)" } ?? language }
    public var description: String { identifier }
}
