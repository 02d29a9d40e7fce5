import Foundation
import XCTest
@testable import Concord

final class LexiconTests: XCTestCase {
    private let sample = """
    # test lexicon
    cometa\tnoun\tm\tpl=cometas\t-\t300
    cometa\tnoun\tf\tpl=cometas\t-\t250
    agua\tnoun\tf\tpl=aguas\ttonic-a\t500
    pequeño\tadjective\t-\tf.sg=pequeña;m.pl=pequeños;f.pl=pequeñas\t-\t480
    """

    func testLookupsBothWaysCaseInsensitive() {
        let lexicon = Lexicon(language: "es")
        XCTAssertEqual(lexicon.load(contentsOf: sample, origin: .lexicon, sourceName: "t"), [])
        XCTAssertEqual(lexicon.count, 4)
        XCTAssertEqual(lexicon.entries(lemma: "AGUA").first?.lemma, "agua")
        XCTAssertEqual(lexicon.entries(lemma: "agua").first?.has("tonic-a"), true)
        let pequeñas = lexicon.readings(of: "Pequeñas")
        XCTAssertEqual(pequeñas.first?.entry.lemma, "pequeño")
        XCTAssertEqual(pequeñas.first?.slots, ["f.pl"])
        XCTAssertEqual(lexicon.entries(lemma: "pequeño").first?.form("f.sg"), "pequeña")
    }

    func testAmbiguousFormsReturnEveryReadingMostFrequentFirst() {
        let lexicon = Lexicon(language: "es")
        lexicon.load(contentsOf: sample, origin: .lexicon, sourceName: "t")
        let readings = lexicon.readings(of: "cometas")
        XCTAssertEqual(readings.map(\.entry.gender), [.masculine, .feminine])
        XCTAssertEqual(readings.map(\.entry.frequency), [300, 250])
    }

    func testUserEntriesOverride() {
        let lexicon = Lexicon(language: "es")
        lexicon.load(contentsOf: sample, origin: .lexicon, sourceName: "t")
        lexicon.add([LexicalEntry(lemma: "agua", pos: "noun", gender: .masculine, forms: ["pl": ["agües"]], origin: .user)])
        let entries = lexicon.entries(lemma: "agua")
        XCTAssertEqual(entries.count, 1)
        XCTAssertEqual(entries.first?.gender, .masculine)
        XCTAssertEqual(entries.first?.origin, .user)
        XCTAssertEqual(lexicon.readings(of: "agües").first?.entry.origin, .user)
        XCTAssertTrue(lexicon.readings(of: "aguas").isEmpty)
    }

    func testBadLinesAreReportedWithTheirLineNumber() {
        let lexicon = Lexicon(language: "es")
        let problems = lexicon.load(contentsOf: "ok\tnoun\tm\t-\t-\t0\nbad\tnoun\tx\t-\t-\t0\nshort\n", origin: .user, sourceName: "u.tsv")
        XCTAssertEqual(problems, ["u.tsv:2: gender 'x' must be m, f, n, mf or -",
                                  "u.tsv:3: expected 6 tab-separated columns (lemma, pos, gender, forms, flags, freq), found 1"])
        XCTAssertEqual(lexicon.count, 1)
    }

    func testUserFilesNameTheirLanguage() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let file = dir.appendingPathComponent("mine.tsv").path
        try "# mine\nes\tmalteada\tnoun\tf\tpl=malteadas\t-\t0\nfr\tmalt\tnoun\tm\t-\t-\t0\nbroken line\n"
            .write(toFile: file, atomically: true, encoding: .utf8)
        let store = LexiconStore(directory: dir.path)
        let problems = try store.addUserFile(file)
        XCTAssertEqual(problems, ["\(file):4: 1 tab-separated column; a line has 6 (lemma, pos, gender, forms, flags, freq) or 7 with the language first"])
        XCTAssertEqual(store.lexicon(for: "es").entries(lemma: "malteada").first?.gender, .feminine)
        XCTAssertEqual(store.lexicon(for: "fr").entries(lemma: "malt").first?.gender, .masculine)
        XCTAssertTrue(store.lexicon(for: "es").entries(lemma: "malt").isEmpty)
        XCTAssertThrowsError(try store.addUserFile(dir.appendingPathComponent("missing.tsv").path))
    }

    func testLexiconsLoadLazily() {
        let store = LexiconStore(directory: "/nonexistent")
        XCTAssertFalse(store.isLoaded("it"))
        _ = store.lexicon(for: "it")
        XCTAssertTrue(store.isLoaded("it"))
    }

    /// Threads asking a fresh store for the same lexicon at once all get it loaded: it is published only once
    /// loaded (it was published empty first, so a thread could look a word up in an empty lexicon). The lexicon
    /// is read without its index, so that loading takes long enough for the other threads to ask meanwhile.
    func testALexiconIsNeverSeenBeforeItIsLoaded() throws {
        let shipped = try XCTUnwrap(LexiconStore.shared.directory)
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("concord-race-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("it"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.copyItem(atPath: shipped + "/it/lexicon.tsv", toPath: dir.path + "/it/lexicon.tsv")
        let store = LexiconStore(directory: dir.path)
        let found = NSLock()
        var counts: [Int] = []
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            let n = store.lexicon(for: "it").readings(of: "casa").count
            found.lock(); counts.append(n); found.unlock()
        }
        XCTAssertEqual(counts.count, 8)
        XCTAssertTrue(counts.allSatisfy { $0 > 0 }, "\(counts)")
    }
}
