import XCTest
@testable import Concord

/// The committed lexicons parse, and a sample of known facts holds in each language.
final class LexiconDataTests: XCTestCase {
    static let store = LexiconStore()

    private func entry(_ lemma: String, _ language: String, pos: String = "noun") -> LexicalEntry? {
        Self.store.lexicon(for: language).entries(lemma: lemma).first { $0.pos == pos }
    }

    func testEveryCommittedLineParses() throws {
        let directory = try XCTUnwrap(Self.store.directory)
        for language in ["en", "es", "fr", "it", "pt", "de"] {
            let text = try String(contentsOfFile: "\(directory)/\(language)/lexicon.tsv", encoding: .utf8)
            var bad: [String] = []
            var lines = 0
            text.enumerateLines { line, _ in
                guard !line.isEmpty, !line.hasPrefix("#") else { return }
                lines += 1
                if line.split(separator: "\t", omittingEmptySubsequences: false).count != 6 { bad.append(line) }
                if case .failure = Lexicon.parseLine(line, origin: .lexicon) { bad.append(line) }
            }
            XCTAssertEqual(bad.prefix(3), [], language)
            XCTAssertEqual(Self.store.lexicon(for: language).count, lines, language)
            XCTAssertGreaterThan(lines, 30_000, language)
        }
    }

    func testSpanish() {
        XCTAssertEqual(entry("agua", "es")?.gender, .feminine)
        XCTAssertEqual(entry("agua", "es")?.has("tonic-a"), true)
        XCTAssertEqual(entry("ensalada", "es")?.form("pl"), "ensaladas")
        XCTAssertEqual(entry("pequeño", "es", pos: "adjective")?.form("f.pl"), "pequeñas")
        XCTAssertEqual(Set(Self.store.lexicon(for: "es").entries(lemma: "cometa").map(\.gender)), [.masculine, .feminine])
    }

    func testFrench() {
        XCTAssertEqual(entry("hôpital", "fr")?.gender, .masculine)
        XCTAssertEqual(entry("hôpital", "fr")?.has("elision"), true)
        XCTAssertEqual(entry("hêtre", "fr")?.has("aspirated"), true)
        XCTAssertEqual(entry("beau", "fr", pos: "adjective")?.form("m.sg.vowel"), "bel")
    }

    func testItalianPortugueseGermanEnglish() {
        XCTAssertEqual(entry("gnomo", "it")?.gender, .masculine)
        XCTAssertEqual(entry("città", "it")?.has("invariable"), true)
        XCTAssertEqual(entry("pão", "pt")?.form("pl"), "pães")
        XCTAssertEqual(entry("Student", "de")?.has("weak"), true)
        XCTAssertEqual(entry("Student", "de")?.form("acc.sg"), "Studenten")
        XCTAssertEqual(entry("hoch", "de", pos: "adjective")?.form("stem"), "hoh")
        XCTAssertEqual(Set(Self.store.lexicon(for: "de").entries(lemma: "Teil").map(\.gender)), [.masculine, .neuter])
        XCTAssertEqual(entry("child", "en")?.form("pl"), "children")
        XCTAssertEqual(entry("sheep", "en")?.has("zero-plural"), true)
        XCTAssertEqual(entry("hour", "en")?.has("an"), true)
        XCTAssertEqual(entry("person", "en")?.form("pl"), "people")
        XCTAssertEqual(entry("cerrar", "es", pos: "verb")?.form("3sg.pres"), "cierra")
        XCTAssertEqual(entry("resolver", "es", pos: "verb")?.form("pp"), "resuelto")
        XCTAssertEqual(entry("servir", "pt", pos: "verb")?.form("3pl.pres"), "servem")
        XCTAssertEqual(entry("savoir", "fr", pos: "verb")?.form("3sg.past"), "sut")
        XCTAssertEqual(entry("Paris", "fr")?.has("proper-name"), true)
    }

    func testFormToLemmaKeepsOriginalCasing() {
        let readings = Self.store.lexicon(for: "de").readings(of: "studenten")
        XCTAssertEqual(readings.first?.entry.lemma, "Student")
        XCTAssertTrue(readings.first?.slots.contains("acc.sg") ?? false)
        XCTAssertEqual(Self.store.lexicon(for: "fr").readings(of: "HÔPITAUX").first?.entry.lemma, "hôpital")
    }
}
