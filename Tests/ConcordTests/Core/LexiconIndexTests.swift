import Foundation
import XCTest
@testable import Concord

/// The committed binary indexes (`Lexicons/<lang>/lexicon.index`) match their TSVs: a TSV changed without
/// `Scripts/build-lexicons --index-only` fails here.
final class LexiconIndexTests: XCTestCase {
    static let directory = ShippedLexiconTests.directory

    func testEveryCommittedIndexIsTheOneItsLexiconGives() throws {
        for language in ["en", "es", "fr", "it", "pt", "de"] {
            let tsvPath = Self.directory + "/\(language)/lexicon.tsv"
            guard let tsv = FileManager.default.contents(atPath: tsvPath) else { continue }
            let expected = LexiconIndexFile.contents(forLexicon: [UInt8](tsv))
            let committed = FileManager.default.contents(atPath: LexiconIndexFile.path(forLexicon: tsvPath)).map([UInt8].init)
            XCTAssertTrue(committed == expected, "\(language): lexicon.index is missing or stale; run Scripts/build-lexicons --index-only")
        }
    }

    /// Every lemma and every form of every line is found through the mapped index, pointing at its line.
    func testEveryLemmaAndFormIsFoundThroughTheMappedIndex() throws {
        for language in ["en", "es", "fr", "it", "pt", "de"] {
            let tsvPath = Self.directory + "/\(language)/lexicon.tsv"
            guard let tsv = FileManager.default.contents(atPath: tsvPath) else { continue }
            let table = try XCTUnwrap(ShippedTable.mapped(tsvPath: tsvPath, indexPath: LexiconIndexFile.path(forLexicon: tsvPath)),
                                      "\(language): no usable lexicon.index")
            XCTAssertTrue(table.isMapped)
            var line = 0
            var missing: [String] = []
            for text in String(decoding: tsv, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: true) {
                if text.hasPrefix("#") { continue }
                XCTAssertEqual(table.lineText(line), String(text))
                let cols = text.split(separator: "\t", omittingEmptySubsequences: false)
                var keys = [String(cols[0])]
                if cols.count > 3, cols[3] != "-" {
                    for pair in cols[3].split(separator: ";") {
                        guard let eq = pair.firstIndex(of: "=") else { continue }
                        keys += pair[pair.index(after: eq)...].split(separator: "|").map(String.init)
                    }
                }
                for key in keys where !table.candidateLines(key).contains(line) { missing.append("\(key) (line \(line))") }
                line += 1
            }
            XCTAssertEqual(table.lineCount, line, language)
            XCTAssertEqual(missing.prefix(10), [], "\(language): \(missing.count) keys not found")
        }
    }

    /// Without an index the file is indexed in memory, with the same answers.
    func testALexiconWithoutAnIndexAnswersTheSame() throws {
        let tsvPath = Self.directory + "/es/lexicon.tsv"
        let data = try XCTUnwrap(FileManager.default.contents(atPath: tsvPath))
        let mapped = Lexicon(language: "es")
        XCTAssertTrue(mapped.loadShipped(mappingFile: tsvPath, index: LexiconIndexFile.path(forLexicon: tsvPath)))
        let built = Lexicon(language: "es")
        built.loadShipped(bytes: [UInt8](data), sourceName: tsvPath)
        XCTAssertTrue(mapped.isMapped)
        XCTAssertFalse(built.isMapped)
        for word in ["casa", "Casas", "ensalada", "pequeñas", "ÁRBOLES", "hizo", "el", "zzzz"] {
            XCTAssertEqual(mapped.readings(of: word), built.readings(of: word), word)
        }
        XCTAssertEqual(mapped.count, built.count)
    }

    /// An index made for another file (another size) is not used.
    func testAnIndexForAnotherFileIsIgnored() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("concord-index-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let tsv = dir.appendingPathComponent("lexicon.tsv").path
        try "casa\tnoun\tf\tpl=casas\t-\t500\n".write(toFile: tsv, atomically: true, encoding: .utf8)
        try Data(LexiconIndexFile.contents(forLexicon: Array("perro\tnoun\tm\tpl=perros\t-\t500\n".utf8)))
            .write(to: URL(fileURLWithPath: LexiconIndexFile.path(forLexicon: tsv)))
        XCTAssertFalse(Lexicon(language: "es").loadShipped(mappingFile: tsv, index: LexiconIndexFile.path(forLexicon: tsv)))
        try Data([1, 2, 3]).write(to: URL(fileURLWithPath: LexiconIndexFile.path(forLexicon: tsv)))
        XCTAssertFalse(Lexicon(language: "es").loadShipped(mappingFile: tsv, index: LexiconIndexFile.path(forLexicon: tsv)))
        try Data(LexiconIndexFile.contents(forLexicon: Array("casa\tnoun\tf\tpl=casas\t-\t500\n".utf8)))
            .write(to: URL(fileURLWithPath: LexiconIndexFile.path(forLexicon: tsv)))
        let lexicon = Lexicon(language: "es")
        XCTAssertTrue(lexicon.loadShipped(mappingFile: tsv, index: LexiconIndexFile.path(forLexicon: tsv)))
        XCTAssertEqual(lexicon.readings(of: "CASAS").map(\.slots), [["pl"]])
    }
}
