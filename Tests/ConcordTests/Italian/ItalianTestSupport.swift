import Foundation
import XCTest
@testable import Concord

/// Renders Italian markup with no lexicon (so the suffix rules are what is tested), or with a small lexicon
/// written by the test, and checks output and trace rule ids.
enum ItalianTest {
    /// An engine whose lexicon directory does not exist: every fact comes from the grammar or a guess.
    static let rulesOnly = ConcordEngine(lexicons: LexiconStore(directory: "/nonexistent-concord-lexicons"))

    /// An engine with an Italian lexicon made of `lines` (the shipped format), in a folder named by its content
    /// (``TestLexiconFolder``).
    static func engine(lexicon lines: [String]) throws -> ConcordEngine {
        let dir = TestLexiconFolder.url(language: "it", lines: lines)
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("it"), withIntermediateDirectories: true)
        try lines.joined(separator: "\n").write(to: dir.appendingPathComponent("it/lexicon.tsv"), atomically: true, encoding: .utf8)
        return ConcordEngine(lexicons: LexiconStore(directory: dir.path))
    }

    static func render(_ markup: String, _ args: [FormatArgument] = [], concepts: [InflectionConcept] = [],
                       user: UserTermSetting = .notGiven, engine: ConcordEngine = rulesOnly) -> Rendering {
        engine.render(RenderRequest(markup: markup, locale: InflectionLocale("it"), arguments: args, concepts: concepts,
                                    userTermOfAddress: user))
    }

    /// Asserts the output of markup without arguments and that every rule in `rules` fired.
    static func check(_ markup: String, concepts: [InflectionConcept] = [], user: UserTermSetting = .notGiven,
                      engine: ConcordEngine = rulesOnly, _ expected: String, rules: [String] = [],
                      file: StaticString = #filePath, line: UInt = #line) {
        check(markup, [], concepts: concepts, user: user, engine: engine, expected, rules: rules, file: file, line: line)
    }

    /// Asserts the output and that every rule in `rules` fired.
    static func check(_ markup: String, _ args: [FormatArgument], concepts: [InflectionConcept] = [],
                      user: UserTermSetting = .notGiven, engine: ConcordEngine = rulesOnly,
                      _ expected: String, rules: [String] = [], file: StaticString = #filePath, line: UInt = #line) {
        let r = render(markup, args, concepts: concepts, user: user, engine: engine)
        XCTAssertEqual(r.text, expected, file: file, line: line)
        let fired = Set(r.trace.map(\.rule))
        for rule in rules {
            XCTAssertTrue(fired.contains(rule), "rule \(rule) did not fire; trace: \(r.trace.map(\.rule))", file: file, line: line)
        }
    }
}
