import XCTest
@testable import Concord

/// Facts the languages keep per word (``WordFactsMemo``) follow the lexicon: a word added, replaced or removed at
/// run time changes the next rendering, and no lexicon's facts are served for another.
final class WordFactsMemoTests: XCTestCase {
    func testTheRevisionMovesWithEveryChangeAndNoTwoLexiconsShareOne() {
        let lexicon = Lexicon(language: "es")
        let other = Lexicon(language: "es")
        XCTAssertNotEqual(lexicon.currentRevision, other.currentRevision)
        let start = lexicon.currentRevision
        XCTAssertEqual(lexicon.currentRevision, start, "reading the revision does not move it")
        lexicon.add([LexicalEntry(lemma: "zorbo", pos: "noun", gender: .masculine, forms: ["pl": ["zorbos"]], origin: .user)])
        let added = lexicon.currentRevision
        XCTAssertNotEqual(added, start)
        _ = lexicon.readings(of: "zorbo")
        XCTAssertEqual(lexicon.currentRevision, added, "a look-up does not move it")
        XCTAssertTrue(lexicon.removeUserEntries(lemma: "zorbo", pos: "noun"))
        XCTAssertNotEqual(lexicon.currentRevision, added)
    }

    func testAMemoServesAFactOnlyForTheLexiconAsItWasWhenDerived() {
        let memo = WordFactsMemo<ExactText, Int>()
        let lexicon = Lexicon(language: "es")
        var derivations = 0
        func count() -> Int {
            memo.facts(of: "zorbo", lexicon: lexicon) {
                derivations += 1
                return lexicon.readings(of: "zorbo").count
            }
        }
        XCTAssertEqual(count(), 0)
        XCTAssertEqual(count(), 0)
        XCTAssertEqual(derivations, 1, "the second question is answered from the memo")
        lexicon.add([LexicalEntry(lemma: "zorbo", pos: "noun", gender: .masculine, origin: .user)])
        XCTAssertEqual(count(), 1)
        XCTAssertEqual(derivations, 2)
        // Another lexicon with the same word is asked on its own.
        let other = Lexicon(language: "es")
        XCTAssertEqual(memo.facts(of: "zorbo", lexicon: other) { other.readings(of: "zorbo").count }, 0)
    }

    func testAUserWordChangesTheNextRenderingInEveryLanguageThatKeepsFacts() {
        let store = LexiconStore(directory: nil)
        let engine = ConcordEngine(lexicons: store)
        func render(_ locale: String, _ markup: String, _ word: String) -> String {
            engine.render(RenderRequest(markup: markup, locale: InflectionLocale(locale), arguments: [.text(word)])).text
        }
        let spanish = "^[el %@](inflect: {number: 'other'})"
        let before = render("es", spanish, "zorbo")
        store.addUserEntry(LexicalEntry(lemma: "zorbo", pos: "noun", gender: .feminine, forms: ["pl": ["zorbalas"]],
                                        origin: .user), language: "es")
        XCTAssertEqual(render("es", spanish, "zorbo"), "las zorbalas")
        XCTAssertNotEqual(before, "las zorbalas")
        XCTAssertTrue(store.lexicon(for: "es").removeUserEntries(lemma: "zorbo", pos: "noun"))
        XCTAssertEqual(render("es", spanish, "zorbo"), before)

        // The noun-or-verb note follows the lexicon too.
        let english = "^[%lld %@](inflect: true)"
        func notes(_ word: String) -> [String] {
            engine.render(RenderRequest(markup: english, locale: InflectionLocale("en"),
                                        arguments: [.number(NumberValue(2)), .text(word)])).diagnostics.map(\.code)
        }
        XCTAssertEqual(notes("blorf"), [])
        store.addUserEntry(LexicalEntry(lemma: "blorf", pos: "noun", forms: ["pl": ["blorfs"]], origin: .user), language: "en")
        store.addUserEntry(LexicalEntry(lemma: "blorf", pos: "verb", origin: .user), language: "en")
        XCTAssertEqual(notes("blorf"), ["word.noun-or-verb"])
    }
}
