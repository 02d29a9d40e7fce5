import Foundation
import XCTest
@testable import Concord

/// A preview's sample nouns come from one pass over the lexicon file. In a file sorted by lemma and written with
/// scalars below U+0300 (as shipped) a lemma's genders are counted over its neighbours; in any other file, by a
/// table of the lemmas as strings. Both ways must choose alike.
final class SampleNounsTests: XCTestCase {
    /// A lexicon directory holding `lines` as the `es` lexicon, removed after the test.
    private func store(_ lines: [String]) throws -> LexiconStore {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("concord-samples-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("es"), withIntermediateDirectories: true)
        try (lines.joined(separator: "\n") + "\n").write(to: directory.appendingPathComponent("es/lexicon.tsv"),
                                                         atomically: true, encoding: .utf8)
        addTeardownBlock { try? FileManager.default.removeItem(at: directory) }
        return LexiconStore(directory: directory.path)
    }

    /// Sorted by lemma as the shipped files are. *cometa* has both genders (no sample of either), *gente* has no
    /// plural, *Roma* is a name; *oso* and *perro* are equally frequent, and *oso* comes first by lemma.
    private let sortedLines = [
        "# a comment line",
        "casa\tnoun\tf\tpl=casas\t-\t300",
        "cometa\tnoun\tf\tpl=cometas\t-\t500",
        "cometa\tnoun\tm\tpl=cometas\t-\t500",
        "gato\tnoun\tm\tpl=gatos\t-\t300",
        "gente\tnoun\tf\tpl=gentes\tsingular-only\t900",
        "oso\tnoun\tm\tpl=osos\t-\t400",
        "perro\tnoun\tm\tpl=perros\t-\t400",
        "Roma\tnoun\tf\t-\tproper-name\t800",
    ]

    func testSortedFile() throws {
        XCTAssertEqual(CatalogPreview.sampleNouns(language: "es", store: try store(sortedLines)), ["oso", "casa"])
    }

    func testFileInAnotherOrder() throws {
        XCTAssertEqual(CatalogPreview.sampleNouns(language: "es", store: try store(sortedLines.reversed())), ["oso", "casa"])
        let perroFirst = [sortedLines[7], sortedLines[3], sortedLines[2]] + sortedLines.filter { !$0.hasPrefix("perro") && !$0.hasPrefix("cometa") }
        XCTAssertEqual(CatalogPreview.sampleNouns(language: "es", store: try store(perroFirst)), ["oso", "casa"])
    }

    /// A noun whose plural is hardly ever written (`rare-plural`: a word mostly of another part of speech, or a mass
    /// noun) and a name (`proper-name`) are no samples, however frequent, flagged alone or among other flags.
    func testRarePluralsAndNamesAreNoSamples() throws {
        let lines = sortedLines + ["libro\tnoun\tm\tpl=libros\trare-plural\t950", "mesa\tnoun\tf\tpl=mesas\telision,rare-plural\t950",
                                   "sevilla\tnoun\tf\tpl=sevillas\tproper-name\t950"]
        XCTAssertEqual(CatalogPreview.sampleNouns(language: "es", store: try store(lines.sorted())), ["oso", "casa"])
        // Unflagged, the same lines are the samples.
        let unflagged = lines.map { $0.replacingOccurrences(of: "elision,rare-plural", with: "-")
            .replacingOccurrences(of: "rare-plural", with: "-").replacingOccurrences(of: "proper-name", with: "-") }
        XCTAssertEqual(CatalogPreview.sampleNouns(language: "es", store: try store(unflagged.sorted())), ["libro", "mesa"])
    }

    /// *café* written precomposed and decomposed is one lemma to Swift (and so to the lexicon), listed here with two
    /// genders: it is no sample, though its two spellings' bytes differ and are not neighbours in byte order.
    func testCanonicallyEqualLemmasAreOneLemma() throws {
        let lines = sortedLines + ["caf\u{E9}\tnoun\tm\tpl=caf\u{E9}s\t-\t700", "cafe\u{301}\tnoun\tf\tpl=cafe\u{301}s\t-\t700"]
        XCTAssertEqual(CatalogPreview.sampleNouns(language: "es", store: try store(lines)), ["oso", "casa"])
        XCTAssertEqual(CatalogPreview.sampleNouns(language: "es", store: try store(lines.sorted())), ["oso", "casa"])
        // Alone, the precomposed spelling is a sample.
        XCTAssertEqual(CatalogPreview.sampleNouns(language: "es", store: try store(sortedLines + [lines[lines.count - 2]])),
                       ["caf\u{E9}", "casa"])
    }
}
