import Concord
import Foundation
import XCTest

final class StringsDictAndFolderTests: XCTestCase {
    static let plist = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0">
    <dict>
      <key>%d files</key>
      <dict>
        <key>NSStringLocalizedFormatKey</key>
        <string>%#@files@ &amp; more</string>
        <key>files</key>
        <dict>
          <key>NSStringFormatSpecTypeKey</key>
          <string>NSStringPluralRuleType</string>
          <key>NSStringFormatValueTypeKey</key>
          <string>d</string>
          <key>one</key>
          <string>un fichier</string>
          <key>other</key>
          <string>%d fichiers &lt;ici&gt;</string>
        </dict>
      </dict>
      <key>broken</key>
      <dict>
        <key>files</key>
        <string>no format key</string>
      </dict>
    </dict>
    </plist>
    """

    func testPluralRuleDictionaryAndPositions() throws {
        let c = try StringsDictReader.read(data: Data(Self.plist.utf8), path: "fr.lproj/Localizable.stringsdict")
        XCTAssertEqual(c.tables[0].keys, ["%d files"])
        let l = try XCTUnwrap(c.tables[0]["%d files"]?.localizations["fr"])
        XCTAssertEqual(l.substitutions.map(\.name), ["files"])
        XCTAssertEqual(l.substitutions.map(\.formatSpecifier), ["d"])
        XCTAssertEqual(l.leaves.map(\.label), ["", "substitutions.files.plural.one", "substitutions.files.plural.other"])
        XCTAssertEqual(l.leaves.map(\.value.text), ["%#@files@ & more", "un fichier", "%d fichiers <ici>"])
        XCTAssertEqual(l.leaves.map(\.value.position.description), ["fr.lproj/Localizable.stringsdict:7:13",
                                                                     "fr.lproj/Localizable.stringsdict:15:15",
                                                                     "fr.lproj/Localizable.stringsdict:17:15"])
        // `<` (character 12) is written as &lt; at column 27.
        XCTAssertEqual(l.leaves[2].value.position(ofCharacter: 12).description, "fr.lproj/Localizable.stringsdict:17:27")
        XCTAssertEqual(c.problems.map(\.description), [
            "fr.lproj/Localizable.stringsdict:20:3: error: the key \"broken\" has no NSStringLocalizedFormatKey string [key \"broken\", locale fr]",
        ])
        XCTAssertEqual(CatalogFixtures.render(c, "%d files", locale: "fr", args: [.number(NumberValue(1))]), "un fichier & more")
        XCTAssertEqual(CatalogFixtures.render(c, "%d files", locale: "fr", args: [.number(NumberValue(0))]), "un fichier & more")
        XCTAssertEqual(CatalogFixtures.render(c, "%d files", locale: "fr", args: [.number(NumberValue(2))]), "2 fichiers <ici> & more")
    }

    func testBrokenPlistIsOneErrorWithPosition() {
        let truncated = String(Self.plist.prefix(300))
        XCTAssertThrowsError(try StringsDictReader.read(data: Data(truncated.utf8), path: "t.stringsdict")) { error in
            XCTAssertEqual("\(error)", "t.stringsdict:11:7: error: <string> is never closed with </string>")
        }
        XCTAssertThrowsError(try StringsDictReader.read(data: Data("<plist><dict><key>a</key><string>b</string></dict>".utf8), path: "t.stringsdict")) { error in
            XCTAssertEqual((error as? CatalogReadError)?.position?.description, "t.stringsdict:1:51")
        }
    }

    func testCRLFAndBOMAndOddComments() throws {
        let text = "\u{FEFF}" + Self.plist.replacingOccurrences(of: "<dict>\n  <key>%d files", with: "<dict>\n  <!--> odd comment </!-->\n  <key>%d files")
            .replacingOccurrences(of: "\n", with: "\r\n")
        let c = try StringsDictReader.read(data: Data(text.utf8), path: "fr.lproj/L.stringsdict")
        let l = try XCTUnwrap(c.tables[0]["%d files"]?.localizations["fr"])
        XCTAssertEqual(l.leaves.map(\.value.position.description), ["fr.lproj/L.stringsdict:8:13", "fr.lproj/L.stringsdict:16:15",
                                                                     "fr.lproj/L.stringsdict:18:15"])
    }

    func testFolderTablesLocalesAndFallbacks() throws {
        let c = try CatalogReader.read(path: CatalogFixtures.app)
        XCTAssertEqual(c.format, .folder)
        XCTAssertEqual(c.developmentLanguage, "en")
        XCTAssertEqual(c.tables.map(\.name), ["Menu", "Localizable"])
        XCTAssertEqual(c.locales, ["Base", "en", "es", "es-419", "fr"])
        XCTAssertTrue(c.problems.isEmpty, "\(c.problems)")
        func render(_ key: String, _ locale: String, _ args: [FormatArgument] = [], table: String? = nil) -> String? {
            CatalogFixtures.render(c, key, locale: locale, args: args, table: table)
        }
        XCTAssertEqual(render("welcome", "es-MX"), "Te damos la bienvenida")
        XCTAssertEqual(render("welcome", "es-ES"), "Bienvenido")
        XCTAssertEqual(render("welcome", "es"), "Bienvenido")
        XCTAssertEqual(render("welcome", "fr-CA"), "Bienvenue")
        XCTAssertEqual(render("welcome", "de"), "Welcome")
        XCTAssertEqual(render("Euro", "es"), "Precio en €")
        // UTF-16 LE (es) and BE (fr) tables, agreement inside.
        XCTAssertEqual(render("Add %lld %@ to your order", "es", [.number(NumberValue(2)), .text("ensalada")]), "Añadir 2 ensaladas a tu pedido")
        XCTAssertEqual(render("Add %lld %@ to your order", "fr", [.number(NumberValue(2)), .text("pomme")]), "Ajouter 2 pommes à votre commande")
        // The .stringsdict wins over the .strings of the same table; zero is an explicit case.
        XCTAssertEqual(render("%lld photos", "es", [.number(NumberValue(0))]), "Tienes ninguna foto")
        XCTAssertEqual(render("%lld photos", "es", [.number(NumberValue(3))]), "Tienes 3 fotos nuevas")
        XCTAssertEqual(render("%@ and %lld files", "es", [.text("Ana"), .number(NumberValue(1))]), "Ana & un archivo")
        XCTAssertEqual(render("%@ and %lld files", "es", [.text("Ana"), .number(NumberValue(4))]), "Ana & 4 archivos")
        XCTAssertEqual(render("Window", "fr", table: "Menu"), "Window")
        XCTAssertNil(render("Window", "fr"))
        XCTAssertEqual(c.nearestKeys(to: "welcom"), ["welcome"])
        XCTAssertEqual(c.nearestKeys(to: "photos"), ["%lld photos"])
    }

    func testStringCatalogResolution() throws {
        let c = try CatalogReader.read(path: CatalogFixtures.shop)
        func render(_ key: String, _ locale: String, _ args: [FormatArgument] = []) -> String? {
            CatalogFixtures.render(c, key, locale: locale, args: args)
        }
        let n = { (x: Double) in FormatArgument.number(NumberValue(x)) }
        XCTAssertEqual(render("Add %lld %@ to your order", "es", [n(2), .text("ensalada")]), "Añadir 2 ensaladas a tu pedido")
        XCTAssertEqual(render("Add %lld %@ to your order", "fr", [n(1), .text("salade")]), "Ajouter 1 salade à votre commande")
        XCTAssertEqual(render("Add %lld %@ to your order", "fr", [n(3), .text("salade")]), "Ajouter 3 salades à votre commande (à vérifier)")
        // fr: 0 is "one".
        XCTAssertEqual(render("Add %lld %@ to your order", "fr", [n(0), .text("salade")]), "Ajouter 0 salade à votre commande")
        XCTAssertEqual(render("%lld photos in %lld albums", "de", [n(1), n(1)]), "1 Foto in einem Album")
        XCTAssertEqual(render("%lld photos in %lld albums", "de", [n(5), n(2)]), "5 Fotos in 2 Alben")
        XCTAssertEqual(render("%lld photos in %lld albums", "es", [n(3), n(0)]), "3 fotos nuevas en ningún álbum")
        XCTAssertEqual(render("%lld photos in %lld albums", "es", [n(1), n(1_000_000)]), "1 foto nueva en 1000000 álbumes")
        // No translation: the source language, then the key.
        XCTAssertEqual(render("%lld photos in %lld albums", "fr", [n(1), n(2)]), "1 photos in 2 albums")
        XCTAssertEqual(render("Only in English", "it"), "Only in English")
        XCTAssertEqual(render("Internal ID", "es"), "Internal ID")
        XCTAssertEqual(render("Build %@", "es", [.text("42")]), "Build 42 (\"nightly\")")
        XCTAssertEqual(render("Tap to continue", "es"), "Toca para continuar")
        XCTAssertEqual(render("Welcome", "es-AR"), "Te damos la bienvenida")
        XCTAssertEqual(render("Welcome", "pt-PT"), "Boas-vindas")
        XCTAssertNil(render("Nope", "es"))
    }

    func testDiagnosticsPointInsideTheFile() throws {
        let r = try XCTUnwrap(CatalogFixtures.renderSubstitution(main: "%#@n@", name: "n",
                                                                 other: "^[%arg cosa](inflect: true, agreeWithArgument: 3)"))
        XCTAssertEqual(r.resolved.markup, "^[%1$lld cosa](inflect: true, agreeWithArgument: 3)")
        let errors = r.diagnostics.filter { $0.severity == .error }
        XCTAssertEqual(errors.map(\.description), ["Localizable.xcstrings:4:68: error: agreeWithArgument: 3, but only 1 argument was given [key \"k\", locale es]"])
    }

    func testRealLprojFolder() throws {
        let path = CatalogFixtures.shared + "/microsoft+fluentui-apple/Sources/FluentUI_iOS/Resources/Localization"
        try XCTSkipUnless(FileManager.default.fileExists(atPath: path))
        let c = try CatalogReader.read(path: path)
        XCTAssertEqual(c.problems.map(\.description), [])
        XCTAssertEqual(c.locales, ["de", "en", "es", "fr", "he", "it", "pt-BR", "pt-PT"])
        XCTAssertEqual(CatalogFixtures.render(c, "%d results found from directory", locale: "es", args: [.number(NumberValue(3))]),
                       "Se han encontrado 3 resultados en el directorio")
        XCTAssertEqual(CatalogFixtures.render(c, "%d results found from directory", locale: "en", args: [.number(NumberValue(1))]),
                       "1 result found from directory")
    }
}
