import XCTest
@testable import Concord

/// Renders Spanish markup with no shipped lexicon (rules only), plus the given user-lexicon entries, so the
/// tests pin the rules and do not move when the generated lexicon changes.
func renderES(_ markup: String, _ args: [FormatArgument] = [], concepts: [InflectionConcept] = [],
              user: UserTermSetting = .notGiven, entries: [LexicalEntry] = [], locale: String = "es") -> Rendering {
    let store = LexiconStore(directory: "/nonexistent-concord-lexicons")
    for e in entries { store.addUserEntry(e, language: "es") }
    return ConcordEngine(lexicons: store).render(RenderRequest(markup: markup, locale: InflectionLocale(locale),
                                                               arguments: args, concepts: concepts,
                                                               userTermOfAddress: user))
}

func esCount(_ v: Double) -> FormatArgument { .number(NumberValue(v)) }

/// Asserts the output and that every rule id in `rules` fired (or was recorded) for the span.
func assertES(_ r: Rendering, _ expected: String, rules: [String] = [], file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(r.text, expected, file: file, line: line)
    let ids = r.trace.map(\.rule)
    for rule in rules {
        XCTAssertTrue(ids.contains(rule), "rule \(rule) not in trace \(ids)", file: file, line: line)
    }
}
