import Concord
import Foundation
import XCTest

/// XLIFF 1.2 as Xcode exports it for translators: `<file>` per catalog, `<trans-unit>` per key, plural variants as
/// units of their own.
final class XLIFFReaderTests: XCTestCase {
    static func xliff(_ body: String, file: String = #"original="App/Localizable.xcstrings" source-language="en" target-language="fr""#) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
          <file \(file) datatype="plaintext">
            <body>
        \(body)
            </body>
          </file>
        </xliff>
        """
    }

    static func read(_ text: String, path: String = "fr.xliff") throws -> Catalog {
        try XLIFFReader.read(data: Data(text.utf8), path: path)
    }

    func testUnitsBecomeKeysWithSourceAndTargetValuesStatesAndNotes() throws {
        let c = try Self.read(Self.xliff("""
              <trans-unit id="Delete %@?" xml:space="preserve">
                <source>Delete %@?</source>
                <target state="needs-review-translation">Supprimer ^[le %@](inflect: true) ?</target>
                <note>Alert title &amp; question.</note>
              </trans-unit>
              <trans-unit id="Brand" translate="no">
                <source>Brand</source>
              </trans-unit>
        """))
        XCTAssertEqual(c.format, .xliff)
        XCTAssertEqual(c.developmentLanguage, "en")
        XCTAssertEqual(c.tables.map(\.name), ["Localizable"])
        XCTAssertEqual(c.tables[0].keys, ["Delete %@?", "Brand"])
        let entry = try XCTUnwrap(c.tables[0]["Delete %@?"])
        XCTAssertEqual(entry.comment, "Alert title & question.")
        XCTAssertEqual(CatalogFixtures.value(c, "Delete %@?", "en")?.text, "Delete %@?")
        let target = try XCTUnwrap(CatalogFixtures.value(c, "Delete %@?", "fr"))
        XCTAssertEqual(target.text, "Supprimer ^[le %@](inflect: true) ?")
        XCTAssertEqual(target.state, "needs_review")
        XCTAssertEqual(target.position.description, "fr.xliff:7:50")
        XCTAssertEqual(target.position(ofCharacter: 10).description, "fr.xliff:7:60")
        XCTAssertEqual(c.tables[0]["Brand"]?.shouldTranslate, false)
        XCTAssertEqual(c.tables[0]["Brand"]?.localizations.keys.sorted(), ["en"])
        XCTAssertEqual(CatalogFixtures.render(c, "Delete %@?", locale: "fr", args: [.text("photo")]), "Supprimer la photo ?")
    }

    func testXLIFFStatesReadAsStringCatalogStates() throws {
        let units = ["new", "needs-translation", "needs-review-l10n", "translated", "final", "signed-off"].enumerated().map {
            "<trans-unit id=\"k\($0.offset)\"><source>a</source><target state=\"\($0.element)\">b</target></trans-unit>"
        }
        let c = try Self.read(Self.xliff(units.joined(separator: "\n")))
        XCTAssertEqual((0..<6).map { CatalogFixtures.value(c, "k\($0)", "fr")?.state ?? "-" },
                       ["new", "new", "needs_review", "translated", "translated", "translated"])
    }

    func testStringCatalogVariantsComeBackTogether() throws {
        let c = try Self.read(Self.xliff("""
              <trans-unit id="%lld files|==|plural.one"><source>%lld file</source><target>%lld fichier</target></trans-unit>
              <trans-unit id="%lld files|==|plural.other"><source>%lld files</source><target>^[%lld fichier](inflect: true)</target></trans-unit>
              <trans-unit id="Open|==|device.mac"><source>Open in Finder</source><target>Ouvrir dans le Finder</target></trans-unit>
              <trans-unit id="Open|==|device.other"><source>Open</source><target>Ouvrir</target></trans-unit>
              <trans-unit id="%#@n@ left"><source>%#@n@ left</source><target>%#@n@ restants</target></trans-unit>
              <trans-unit id="%#@n@ left|==|substitutions.n.plural.one"><source>%arg day</source><target>%arg jour</target></trans-unit>
              <trans-unit id="%#@n@ left|==|substitutions.n.plural.other"><source>%arg days</source><target>%arg jours</target></trans-unit>
              <trans-unit id="a|==|b"><source>x</source><target>y</target></trans-unit>
        """))
        XCTAssertEqual(c.tables[0].keys, ["%lld files", "Open", "%#@n@ left", "a|==|b"])
        let files = try XCTUnwrap(c.tables[0]["%lld files"]?.localizations["fr"])
        XCTAssertEqual(files.leaves.map(\.label), ["plural.one", "plural.other"])
        XCTAssertEqual(files.leaves.map(\.value.text), ["%lld fichier", "^[%lld fichier](inflect: true)"])
        XCTAssertEqual(c.tables[0]["Open"]?.localizations["en"]?.leaves.map(\.label), ["device.mac", "device.other"])
        let left = try XCTUnwrap(c.tables[0]["%#@n@ left"]?.localizations["fr"])
        XCTAssertEqual(left.leaves.map(\.label), ["", "substitutions.n.plural.one", "substitutions.n.plural.other"])
        XCTAssertEqual(left.substitutions.map(\.formatSpecifier), ["lld"])
        XCTAssertEqual(CatalogFixtures.value(c, "a|==|b", "fr")?.text, "y")
        XCTAssertEqual(CatalogFixtures.render(c, "%lld files", locale: "fr", args: [.number(NumberValue(3))]), "3 fichiers")
    }

    func testStringsdictUnitsBecomeASubstitution() throws {
        let c = try Self.read(Self.xliff("""
              <trans-unit id="/%d photos:dict/NSStringLocalizedFormatKey:dict/:string"><source>%#@photos@</source><target>%#@photos@</target></trans-unit>
              <trans-unit id="/%d photos:dict/photos:dict/one:dict/:string"><source>%d photo</source><target>%d photo</target></trans-unit>
              <trans-unit id="/%d photos:dict/photos:dict/other:dict/:string"><source>%d photos</source><target>%d photos</target></trans-unit>
        """, file: #"original="App/en.lproj/Localizable.stringsdict" source-language="en" target-language="fr""#))
        XCTAssertEqual(c.tables[0].keys, ["%d photos"])
        let l = try XCTUnwrap(c.tables[0]["%d photos"]?.localizations["fr"])
        XCTAssertEqual(l.leaves.map(\.label), ["", "substitutions.photos.plural.one", "substitutions.photos.plural.other"])
        XCTAssertEqual(l.substitutions.map(\.formatSpecifier), ["d"])
        XCTAssertEqual(CatalogFixtures.render(c, "%d photos", locale: "fr", args: [.number(NumberValue(1))]), "1 photo")
    }

    func testMalformedAndForeignFilesAreReadErrorsThatSayWhere() {
        func failure(_ text: String) -> String {
            do { _ = try Self.read(text); return "read" } catch { return "\(error)" }
        }
        XCTAssertEqual(failure(Self.xliff("<trans-unit id=\"k\"><source>a</target></trans-unit>")),
                       "fr.xliff:5:38: error: not well-formed XML: an end tag does not match the element it closes (fix the XML there (a text editor that checks XML shows it), or export it from Xcode again)")
        XCTAssertEqual(failure(String(Self.xliff("<trans-unit id=\"k\"><source>a &amp b</source></trans-unit>"))),
                       "fr.xliff:5:34: error: not well-formed XML: an entity (&…;) is not closed with ; (fix the XML there (a text editor that checks XML shows it), or export it from Xcode again)")
        XCTAssertEqual(failure(String(Self.xliff("<trans-unit id=\"k\"><source>a</source>").dropLast(40))),
                       "fr.xliff:5:29: error: the file ends before </xliff> (it may be truncated) (export the localizations again, or restore the end of the file)")
        XCTAssertEqual(failure(#"<?xml version="1.0"?><xliff version="2.0" srcLang="en"><file id="f"/></xliff>"#),
                       "fr.xliff:1:55: error: XLIFF 2.0 is not read: Concord reads XLIFF 1.2, the version Xcode exports (export the localizations from Xcode again (Product › Export Localizations), or convert the file to XLIFF 1.2)")
        XCTAssertEqual(failure(#"<?xml version="1.0"?><plist version="1.0"><dict/></plist>"#),
                       "fr.xliff:1:1: error: not an XLIFF file: no <xliff> element (give the .xliff (or .xcloc) Xcode exported with Product › Export Localizations)")
        XCTAssertEqual(failure(Self.xliff("", file: #"original="a.strings""#)),
                       "fr.xliff:3:50: error: the <file original=\"a.strings\"> has no source-language (add source-language=\"en\" (the language the keys are written in))")
    }

    /// Found by the fuzzer: FoundationXML's parser traps on a tag or attribute name that is not UTF-8.
    func testBytesThatAreNotUTF8AreAReadErrorNotATrap() {
        var bytes = Array(Self.xliff("<trans-unit id=\"k\"><source>a</source></trans-unit>").utf8)
        let at = bytes.firstIndex(of: UInt8(ascii: "f"))! + 1 // inside the name of <xliff>
        bytes[at] = 0xEB
        XCTAssertThrowsError(try XLIFFReader.read(data: Data(bytes), path: "fr.xliff")) { error in
            XCTAssertEqual("\(error)", "fr.xliff:2:6: error: bytes that are not UTF-8 (save the file as UTF-8 (Xcode's export is UTF-8))")
        }
        XCTAssertThrowsError(try XLIFFReader.read(data: Data([0xFF, 0xFE, 0x3C, 0x00]), path: "fr.xliff")) { error in
            XCTAssertEqual("\(error)", "fr.xliff:1:1: error: the file is UTF-16: Concord reads XLIFF as UTF-8, as Xcode writes it (save the file as UTF-8 (Xcode's export is UTF-8))")
        }
    }

    /// Found by the fuzzer: FoundationXML's parser reads a null string for a processing instruction without data,
    /// and would for what a document type declares; XLIFF needs neither.
    func testProcessingInstructionsAreSkippedAndADocumentTypeIsRefused() throws {
        let c = try Self.read(Self.xliff("<?xm?><trans-unit id=\"k\"><source>a</source><target>b<?pi?></target></trans-unit>"))
        XCTAssertEqual(CatalogFixtures.value(c, "k", "fr")?.text, "b")
        XCTAssertEqual(CatalogFixtures.value(c, "k", "fr")?.position.description, "fr.xliff:5:52")
        let doctype = #"<?xml version="1.0"?>\#n<!DOCTYPE xliff [<!ENTITY a "b">]>\#n<xliff version="1.2"/>"#
        XCTAssertThrowsError(try Self.read(doctype)) { error in
            XCTAssertEqual("\(error)", "fr.xliff:2:1: error: a <!DOCTYPE> declaration: XLIFF has none, and Concord does not read one (remove the <!DOCTYPE …> (Xcode's export has none))")
        }
    }

    /// Found by the fuzzer: libxml2 reads on after a tag broken by a `<`, and met a processing instruction without
    /// data inside it (`<xliff vion=<?x-langu?>`) that the scan had passed over with the tag: a crash in
    /// FoundationXML. A tag now ends at a `<`, so the instruction is left out like any other.
    func testAProcessingInstructionInsideABrokenTagIsSkipped() {
        let broken = "<?xml version=\"1.0\"?>\n<xliff vion=<?x-langu?>\n<file target-language=\"fr\"><body/></file></xliff>"
        XCTAssertThrowsError(try Self.read(broken)) { error in
            XCTAssertEqual("\(error)", #"fr.xliff:3:27: error: the <file original="Localizable.strings"> has no source-language (add source-language="en" (the language the keys are written in))"#)
        }
    }

    /// Found by the fuzzer: an XML declaration broken before its `?>` ran on, for the scan, to the end of a
    /// processing instruction after it, which was then kept and crashed FoundationXML. It ends at its first `<`.
    func testAnInstructionAfterABrokenDeclarationIsSkipped() {
        let broken = "<?xml version=\"1.0\" encoding=\"UTF-8ut>\n<xliff version=\"1.2\"><?xm?>\n<file target-language=\"fr\"><body/></file></xliff>"
        XCTAssertThrowsError(try Self.read(broken)) { error in
            XCTAssertEqual("\(error)", #"fr.xliff:3:27: error: the <file original="Localizable.strings"> has no source-language (add source-language="en" (the language the keys are written in))"#)
        }
    }

    func testAUnitWithoutIdIsAProblemAndTheRestIsRead() throws {
        let c = try Self.read(Self.xliff("""
              <trans-unit><source>lost</source></trans-unit>
              <trans-unit id="kept"><source>a</source><target>b</target></trans-unit>
        """))
        XCTAssertEqual(c.tables[0].keys, ["kept"])
        XCTAssertEqual(c.problems.map(\.description), ["fr.xliff:5:7: error: a <trans-unit> has no id, so it has no key"])
    }

    func testAnExportFolderIsReadThroughCatalogReader() throws {
        let c = try CatalogReader.read(path: CatalogFixtures.directory + "/Shop-es.xcloc")
        XCTAssertEqual(c.format, .xliff)
        XCTAssertEqual(c.tables.map(\.name), ["Localizable"])
        XCTAssertEqual(c.locales, ["en", "es"])
        XCTAssertEqual(c.tables[0].keys, ["Add %lld %@ %@ to your order", "%lld items in your cart", "Your %@ is ready", "Welcome", "Shop", "%d photos"])
        XCTAssertEqual(CatalogFixtures.render(c, "Add %lld %@ %@ to your order", locale: "es",
                                              args: [.number(NumberValue(2)), .text("pequeño"), .text("ensalada")]),
                       "Añadir 2 ensaladas pequeñas a tu pedido")
    }

    func testAnExportFolderWithoutXLIFFSaysWhatIsMissing() throws {
        let folder = NSTemporaryDirectory() + "concord-\(UUID().uuidString).xcloc"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        XCTAssertThrowsError(try CatalogReader.read(path: folder)) { error in
            XCTAssertEqual("\(error)", "\(folder): error: the .xcloc holds no .xliff in its Localized Contents folder (give the .xcloc folder Xcode exported (Product › Export Localizations), or its .xliff file)")
        }
    }

    /// libxml2 refuses one block of more than 10 MB ("huge input lookup"): the reader feeds it in pieces.
    func testAnExportOverTenMegabytesIsRead() throws {
        let unit = "<trans-unit id=\"k%d\"><source>%d files to sort out today</source><target state=\"translated\">%d fichiers à trier aujourd’hui</target><note>A count of files.</note></trans-unit>\n"
        var body = ""
        for i in 0..<60_000 { body += unit.replacingOccurrences(of: "%d", with: String(i)) }
        let text = Self.xliff(body)
        XCTAssertGreaterThan(text.utf8.count, 10_500_000)
        let c = try Self.read(text)
        XCTAssertEqual(c.tables[0].keys.count, 60_000)
        XCTAssertEqual(CatalogFixtures.value(c, "k59999", "fr")?.text, "59999 fichiers à trier aujourd’hui")
    }
}
