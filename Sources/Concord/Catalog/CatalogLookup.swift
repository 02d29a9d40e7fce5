import Foundation

/// Where a key's value for a locale was found, the way Foundation's bundle lookup finds it.
public struct CatalogLookup: Sendable {
    /// How far the lookup had to fall back.
    public enum Fallback: Sendable, Equatable {
        /// The locale's own value, or a more general one of the same language (`es-MX` → `es-419` → `es`).
        case locale
        /// The development (source) language's value.
        case developmentLanguage
        /// No value anywhere (or a string not to translate without one): the key itself is the text.
        case key
    }

    /// The name of the table the key was found in (`Localizable`).
    public var table: String
    /// The key's entry, with all its localizations.
    public var entry: CatalogEntry
    /// The value found; nil when the key itself is the text.
    public var localization: CatalogLocalization?
    /// The locale the value was written for (`es-419` for a request in `es-MX`).
    public var foundLocale: String?
    /// Whether the value is the locale's own, the development language's, or the key itself.
    public var fallback: Fallback
}

extension Catalog {
    /// The locales to try for `locale`, most specific first: `es-MX` → `es-MX`, `es-419`, `es`.
    public static func candidateLocales(for locale: InflectionLocale) -> [String] {
        var out: [String] = []
        if let region = locale.region {
            out.append("\(locale.language)-\(region)")
            // Latin American Spanish shares es-419 (Foundation does the same).
            if locale.language == "es", region != "ES", region != "419" { out.append("es-419") }
        }
        out.append(locale.language)
        return out
    }

    /// A catalog's locale key as it is compared: lower case, `_` read as `-` (`pt_BR` is `pt-br`). Most keys have no
    /// `_`, and Foundation is asked to replace only in those that do (it costs more than the comparison).
    static func normalizedLocaleKey(_ key: String) -> String {
        key.utf8.contains(UInt8(ascii: "_")) ? key.replacingOccurrences(of: "_", with: "-").lowercasedFast() : key.lowercasedFast()
    }

    /// Finds `key` in `table` (default table when nil) for `locale`; nil when the table has no such key.
    public func lookup(key: String, table tableName: String? = nil, locale: InflectionLocale) -> CatalogLookup? {
        guard let table = table(tableName), let entry = table[key] else { return nil }
        func find(_ candidates: [String]) -> (String, CatalogLocalization)? {
            let available = entry.localizations
            for c in candidates {
                if let l = available[c] { return (c, l) }
                let normalized = c.lowercasedFast()
                if let match = available.keys.sorted().first(where: { Self.normalizedLocaleKey($0) == normalized }) {
                    return (match, available[match]!)
                }
            }
            return nil
        }
        let development = InflectionLocale(developmentLanguage)
        if entry.shouldTranslate {
            if let (found, l) = find(Self.candidateLocales(for: locale)) {
                return CatalogLookup(table: table.name, entry: entry, localization: l, foundLocale: found, fallback: .locale)
            }
            // Any region of the language (pt → pt-BR) before giving up on it.
            let prefix = locale.language + "-"
            if let other = entry.localizations.keys.sorted().first(where: { $0.lowercasedFast().hasPrefix(prefix) }) {
                return CatalogLookup(table: table.name, entry: entry, localization: entry.localizations[other], foundLocale: other, fallback: .locale)
            }
        }
        if let (found, l) = find(Self.candidateLocales(for: development) + ["Base"]) {
            let same = Self.candidateLocales(for: locale).contains(found)
            return CatalogLookup(table: table.name, entry: entry, localization: l, foundLocale: found,
                                 fallback: same ? .locale : .developmentLanguage)
        }
        return CatalogLookup(table: table.name, entry: entry, localization: nil, foundLocale: nil, fallback: .key)
    }

    /// Up to `limit` keys of the table nearest to `key` (edit distance, then shared words), for "did you mean".
    public func nearestKeys(to key: String, table tableName: String? = nil, limit: Int = 3) -> [String] {
        guard let table = table(tableName) else { return [] }
        let lowered = key.lowercasedFast()
        let target = Array(lowered)
        let words = Set(lowered.split(whereSeparator: \.isWhitespace))
        let scored = table.keys.map { candidate -> (String, Int) in
            let c = candidate.lowercasedFast()
            // A key that contains what was typed (or is contained in it) is a near miss whatever its length (a
            // substring search only on bounded lengths: it is quadratic in the worst case).
            let bounded = target.count <= 200 && c.utf8.count <= 800
            if bounded, !lowered.isEmpty, c.contains(lowered) || (!c.isEmpty && lowered.contains(c)) { return (candidate, 1) }
            // Most of the typed words in another order or with words added (`Add %lld items` → `%lld items in your order`).
            let shared = words.intersection(c.split(whereSeparator: \.isWhitespace)).count
            if words.count >= 2, shared * 3 >= words.count * 2 { return (candidate, 2 + words.count - shared) }
            let chars = Array(c)
            // Only compare keys of close, bounded lengths, so the search stays linear on big catalogs.
            if abs(chars.count - target.count) > max(8, target.count / 2) || chars.count > 200 || target.count > 200 {
                return (candidate, Int.max)
            }
            return (candidate, EditDistance.between(c, lowered))
        }.filter { $0.1 <= max(3, target.count / 2) }
        return scored.sorted { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0 < $1.0 }.prefix(limit).map(\.0)
    }
}
