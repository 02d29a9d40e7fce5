import Concord
import Foundation
import XCTest

/// A project folder given where a catalog is expected: the catalogs below it are found (not those of hidden,
/// build or dependency folders, nor through symbolic links), one is read, several are named.
final class CatalogFinderTests: XCTestCase {
    /// A project: an app with two .lproj tables and a catalog beside them, a settings bundle, a widget's string
    /// catalog, and catalogs where nobody wants them linted.
    func makeProject() throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("concord-find-\(UUID().uuidString)").path
        addTeardownBlock { try? FileManager.default.removeItem(atPath: root) }
        let strings = #""a" = "b";"# + "\n"
        let catalog = #"{"sourceLanguage": "en", "strings": {"a": {"localizations": {"es": {"stringUnit": {"state": "translated", "value": "b"}}}}}}"#
        let files = [
            "App/Resources/en.lproj/Localizable.strings": strings,
            "App/Resources/es.lproj/Localizable.strings": strings,
            "App/Resources/InfoPlist.xcstrings": catalog,
            "App/Settings.bundle/en.lproj/Root.strings": strings,
            "Widget/Widget.xcstrings": catalog,
            "Tool/Sources/Tool.xcstrings": catalog,
            "Widget/Notes.txt": "not a catalog",
            "Docs/README.md": "not a catalog",
            ".build/checkouts/Lib/Lib.xcstrings": catalog,
            "Pods/Lib/Resources/en.lproj/Lib.strings": strings,
            "DerivedData/App/Build.xcstrings": catalog,
            "Build/App.app/en.lproj/Localizable.strings": strings,
        ]
        for (path, text) in files {
            let full = root + "/" + path
            try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: full, atomically: true, encoding: .utf8)
        }
        // A link back to the root would make the walk endless if it were followed.
        try FileManager.default.createSymbolicLink(atPath: root + "/Widget/Loop", withDestinationPath: root)
        return root
    }

    func testFindsTheProjectsCatalogsInPathOrder() throws {
        let root = try makeProject()
        XCTAssertEqual(CatalogFinder.catalogs(under: root), [root + "/App/Resources", root + "/App/Settings.bundle", root + "/Tool/Sources/Tool.xcstrings",
                                                          root + "/Widget/Widget.xcstrings"])
        XCTAssertEqual(CatalogFinder.catalogs(under: root + "/"), CatalogFinder.catalogs(under: root))
        XCTAssertEqual(CatalogFinder.catalogs(under: root + "/App/Resources/es.lproj"), [root + "/App/Resources/es.lproj"])
    }

    func testAFolderWithOneCatalogBelowItReadsThatCatalog() throws {
        let root = try makeProject()
        let tool = try CatalogReader.read(path: root + "/Tool")
        XCTAssertEqual(tool.path, root + "/Tool/Sources/Tool.xcstrings")
        XCTAssertEqual(tool.format, .stringCatalog)
        XCTAssertEqual(tool.locales, ["es"])
        // A folder with .lproj folders of its own is read as before, its catalog beside them included.
        let resources = try CatalogReader.read(path: root + "/App/Resources")
        XCTAssertEqual(resources.tables.map(\.name), ["Localizable", "InfoPlist"])
        XCTAssertEqual(resources.locales, ["en", "es"])
    }

    func testAFolderWithSeveralCatalogsBelowItNamesThem() throws {
        let root = try makeProject()
        XCTAssertThrowsError(try CatalogReader.read(path: root)) { error in
            XCTAssertEqual("\(error)", """
            \(root): error: the folder holds 4 catalogs below it:
              \(root)/App/Resources
              \(root)/App/Settings.bundle
              \(root)/Tool/Sources/Tool.xcstrings
              \(root)/Widget/Widget.xcstrings
              hint: give one of them; concord lint checks them all
            """)
        }
    }

    /// A translator's folder holds what Xcode exported (were *no catalog in the folder*); beside a project's own
    /// catalogs the exports are derived files, and skipped.
    func testAFolderOfExportsGivesTheExports() throws {
        let root = try makeProject()
        let xliff = #"<?xml version="1.0"?><xliff version="1.2"><file original="a.xcstrings" source-language="en" target-language="fr"><body><trans-unit id="a"><source>a</source><target>b</target></trans-unit></body></file></xliff>"#
        for path in ["Exports/es.xcloc/Localized Contents/es.xliff", "Exports/fr.xliff", "App/Exports/de.xcloc/Localized Contents/de.xliff"] {
            let full = root + "/" + path
            try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try xliff.write(toFile: full, atomically: true, encoding: .utf8)
        }
        XCTAssertEqual(CatalogFinder.catalogs(under: root + "/Exports"), [root + "/Exports/es.xcloc", root + "/Exports/fr.xliff"])
        XCTAssertEqual(CatalogFinder.catalogs(under: root).count, 4)
        let one = try CatalogReader.read(path: root + "/App/Exports")
        XCTAssertEqual(one.path, root + "/App/Exports/de.xcloc")
        XCTAssertEqual(one.format, .xliff)
    }

    func testAFolderWithNoCatalogSaysWhereItLooked() throws {
        let root = try makeProject()
        // Named outright, a skipped folder is searched.
        XCTAssertEqual(CatalogFinder.catalogs(under: root + "/Pods"), [root + "/Pods/Lib/Resources"])
        XCTAssertThrowsError(try CatalogReader.read(path: root + "/Docs")) { error in
            XCTAssertEqual("\(error)", "\(root)/Docs: error: no catalog in the folder or below it (no .xcstrings file, no folder of .lproj folders, no .xcloc or .xliff export) (give the folder that contains en.lproj, es.lproj…, or name a .strings or .stringsdict file; hidden folders, DerivedData, Pods, Carthage and node_modules are not searched)")
        }
    }
}
