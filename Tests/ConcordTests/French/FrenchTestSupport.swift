import XCTest
@testable import Concord

/// Renders French markup without any lexicon, so that the rule-based behaviour (and its trace rule ids) is
/// tested on its own; lexicon-backed facts are tested with user entries.
class FrenchTestCase: XCTestCase {
    /// An engine whose lexicons are empty.
    let bare = ConcordEngine(lexicons: LexiconStore(directory: "/nonexistent-concord-lexicons"))

    func render(_ markup: String, args: [FormatArgument] = [], concepts: [InflectionConcept] = [],
                user: UserTermSetting = .notGiven, engine: ConcordEngine? = nil) -> Rendering {
        (engine ?? bare).render(RenderRequest(markup: markup, locale: InflectionLocale("fr"), arguments: args,
                                              concepts: concepts, userTermOfAddress: user))
    }

    /// Asserts the output and that every rule id in `rules` fired.
    func check(_ markup: String, args: [FormatArgument] = [], concepts: [InflectionConcept] = [],
               user: UserTermSetting = .notGiven, _ expected: String, rules: [String] = [],
               file: StaticString = #filePath, line: UInt = #line) {
        let r = render(markup, args: args, concepts: concepts, user: user)
        XCTAssertEqual(r.text, expected, file: file, line: line)
        let fired = r.trace.map(\.rule)
        for rule in rules {
            XCTAssertTrue(fired.contains(rule), "\(rule) not in \(fired)", file: file, line: line)
        }
    }

    /// An engine with user lexicon entries (lines in the 6-column format).
    func engine(with lines: [String]) -> ConcordEngine {
        let store = LexiconStore(directory: "/nonexistent-concord-lexicons")
        for line in lines {
            if case .success(let e) = Lexicon.parseLine(line, origin: .user) { store.addUserEntry(e, language: "fr") }
        }
        return ConcordEngine(lexicons: store)
    }
}
