import Foundation
import XCTest
@testable import Concord

/// Renders German markup with rules only (no shipped lexicon), or with a small lexicon written for the test.
enum GermanTest {
    static let noLexicon = ConcordEngine(lexicons: LexiconStore(directory: "/nonexistent"))

    /// An engine whose German lexicon holds exactly `lines` (the shipped 6-column format), in a folder named by
    /// its content (``TestLexiconFolder``).
    static func engine(lexicon lines: [String]) -> ConcordEngine {
        let dir = TestLexiconFolder.url(language: "de", lines: lines)
        try? FileManager.default.createDirectory(at: dir.appendingPathComponent("de"), withIntermediateDirectories: true)
        try? (lines.joined(separator: "\n") + "\n").write(to: dir.appendingPathComponent("de/lexicon.tsv"), atomically: true, encoding: .utf8)
        return ConcordEngine(lexicons: LexiconStore(directory: dir.path))
    }

    static func render(_ markup: String, _ args: [FormatArgument] = [], concepts: [InflectionConcept] = [],
                       engine: ConcordEngine = noLexicon) -> Rendering {
        engine.render(RenderRequest(markup: markup, locale: InflectionLocale("de"), arguments: args, concepts: concepts))
    }

    static func text(_ markup: String, _ args: [FormatArgument] = [], concepts: [InflectionConcept] = [],
                     engine: ConcordEngine = noLexicon) -> String {
        render(markup, args, concepts: concepts, engine: engine).text
    }

    static func rules(_ markup: String, _ args: [FormatArgument] = [], concepts: [InflectionConcept] = [],
                      engine: ConcordEngine = noLexicon) -> [String] {
        render(markup, args, concepts: concepts, engine: engine).trace.map(\.rule)
    }

    static func count(_ n: Int) -> FormatArgument { .number(NumberValue(String(n))!) }

    static func noun(_ text: String, _ gender: GrammaticalGender) -> FormatArgument {
        .phrase(text, InflectionMorphology(grammaticalGender: gender))
    }

    static let cases = ["nominative", "accusative", "dative", "genitive"]
    /// (grammaticalGender, number) columns of a declension table: masculine, feminine, neuter, plural.
    static let columns: [(gender: String, number: String)] = [("masculine", "one"), ("feminine", "one"), ("neuter", "one"), ("masculine", "other")]

    static func features(_ row: Int, _ column: Int) -> String {
        "{grammaticalGender: '\(columns[column].gender)', number: '\(columns[column].number)', grammaticalCase: '\(cases[row])'}"
    }

    /// Checks a whole table: `table[row][column]` is the expected rendering of `markup` inflected for that cell.
    static func assertTable(_ markup: String, _ table: [[String]], file: StaticString = #filePath, line: UInt = #line) {
        for row in 0..<4 {
            for column in 0..<4 {
                let m = "^[\(markup)](inflect: \(features(row, column)))"
                XCTAssertEqual(text(m), table[row][column], "\(cases[row]) \(columns[column])", file: file, line: line)
            }
        }
    }
}
