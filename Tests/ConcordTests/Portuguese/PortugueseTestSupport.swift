import XCTest
@testable import Concord

/// Renders Portuguese markup with no shipped lexicon (so the rules are tested on their own), or with a few
/// user-lexicon entries for the tests about lexicon facts.
enum PT {
    static func engine(_ lines: [String] = []) -> ConcordEngine {
        let store = LexiconStore(directory: "/nonexistent-concord-lexicons")
        for line in lines {
            if case .success(let e) = Lexicon.parseLine(line, origin: .user) { store.addUserEntry(e, language: "pt") }
        }
        return ConcordEngine(lexicons: store)
    }

    static func render(_ markup: String, locale: String = "pt-BR", args: [FormatArgument] = [],
                       concepts: [InflectionConcept] = [], user: UserTermSetting = .notGiven,
                       lexicon: [String] = []) -> Rendering {
        engine(lexicon).render(RenderRequest(markup: markup, locale: InflectionLocale(locale), arguments: args,
                                             concepts: concepts, userTermOfAddress: user))
    }

    static func rules(_ r: Rendering) -> [String] { r.trace.map(\.rule) }
}
