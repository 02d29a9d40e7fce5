import Concord
import Foundation
import XCTest

/// The fixtures under Tests/Fixtures/Catalogs, and helpers to read catalogs written inline.
enum CatalogFixtures {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/Catalogs").path
    static var shop: String { directory + "/Shop.xcstrings" }
    static var app: String { directory + "/App" }
    /// The real third-party files of ../shared/catalogs (tests using them are skipped when they are absent).
    static let shared = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/catalogs").path

    static func strings(_ text: String, path: String = "es.lproj/Localizable.strings") throws -> Catalog {
        try StringsFileReader.read(data: Data(text.utf8), path: path)
    }

    static func xcstrings(_ text: String, path: String = "Localizable.xcstrings") throws -> Catalog {
        try StringCatalogReader.read(data: Data(text.utf8), path: path)
    }

    /// The single value of `key` in `locale`.
    static func value(_ catalog: Catalog, _ key: String, _ locale: String) -> CatalogValue? {
        guard case .value(let v)? = catalog.tables.first?[key]?.localizations[locale]?.variants else { return nil }
        return v
    }

    static func render(_ catalog: Catalog, _ key: String, locale: String, args: [FormatArgument] = [], table: String? = nil) -> String? {
        ConcordEngine().render(key: key, in: catalog, table: table,
                               request: RenderRequest(markup: "", locale: InflectionLocale(locale), arguments: args))?.rendering.text
    }

    /// Key `k` in Spanish: `main` with one `lld` substitution `name` (argument 1) whose only variant is `other`,
    /// rendered with the argument 2.
    static func renderSubstitution(main: String, name: String, other: String) throws -> ConcordEngine.CatalogRendering? {
        let c = try xcstrings("""
        {"sourceLanguage": "en", "strings": {"k": {"localizations": {"es": {
          "stringUnit": {"value": "\(main)"},
          "substitutions": {"\(name)": {"argNum": 1, "formatSpecifier": "lld", "variations": {"plural": {
            "other": {"stringUnit": {"value": "\(other)"}}}}}}}}}}}
        """)
        return ConcordEngine().render(key: "k", in: c, request: RenderRequest(markup: "", locale: InflectionLocale("es"),
                                                                              arguments: [.number(NumberValue(2))]))
    }
}
