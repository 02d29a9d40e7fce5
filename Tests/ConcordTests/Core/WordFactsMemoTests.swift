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
        let memo = TextFactsMemo<Int>()
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

        // The other languages' word facts follow a user noun's plural in and out the same way.
        for (locale, language, markup, word, forms) in [
            ("fr", "fr", "^[le %@](inflect: {number: 'other'})", "zorbeau", ["pl": ["zorbeaulx"]]),
            ("it", "it", "^[il %@](inflect: {number: 'other'})", "zorbo", ["pl": ["zorbelli"]]),
            ("pt-BR", "pt", "^[o %@](inflect: {number: 'other'})", "zorbo", ["pl": ["zorbães"]]),
            ("de", "de", "^[der %@](inflect: {number: 'other'})", "Zorbel",
             ["nom.pl": ["Zorbelinge"], "acc.pl": ["Zorbelinge"], "dat.pl": ["Zorbelingen"], "gen.pl": ["Zorbelinge"]]),
        ] {
            let before = render(locale, markup, word)
            XCTAssertFalse(before.contains(forms.values.first![0]), locale)
            store.addUserEntry(LexicalEntry(lemma: word, pos: "noun", gender: .masculine, forms: forms, origin: .user),
                               language: language)
            let plural = language == "de" ? "Zorbelinge" : forms["pl"]![0]
            XCTAssertTrue(render(locale, markup, word).hasSuffix(" " + plural), "\(locale): \(render(locale, markup, word))")
            XCTAssertTrue(store.lexicon(for: language).removeUserEntries(lemma: word, pos: "noun"))
            XCTAssertEqual(render(locale, markup, word), before, locale)
        }

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

    func testEntriesWithALemmaFromTheReadingsAreTheEntriesOfThatLemma() {
        let store = LexiconStore(directory: nil)
        store.addUserEntry(LexicalEntry(lemma: "Haus", pos: "noun", gender: .neuter, forms: ["nom.pl": ["Häuserchen"]],
                                        origin: .user), language: "de")
        store.addUserEntry(LexicalEntry(lemma: "zorbo", pos: "adjective", origin: .user), language: "es")
        for (language, words) in [("de", ["Haus", "haus", "rot", "Bank", "schnell", "Häuser", "gut", "Leute"]),
                                  ("es", ["zorbo", "casa", "rojo", "bueno", "agua", "gran", "el"])] {
            let lexicon = store.lexicon(for: language)
            for word in words {
                XCTAssertEqual(lexicon.entriesWithLemma(word), lexicon.entries(lemma: word), "\(language) \(word)")
            }
        }
    }

    /// Renders in several languages on many threads while user words come and go (run under ThreadSanitizer by
    /// `Scripts/test --sanitize thread`); afterwards the lexicon as it stands decides.
    func testRendersOnManyThreadsWhileTheLexiconChanges() {
        let store = LexiconStore(directory: nil)
        let engine = ConcordEngine(lexicons: store)
        let requests = [
            RenderRequest(markup: "^[el %@](inflect: {number: 'other'})", locale: InflectionLocale("es"), arguments: [.text("zorbo")]),
            RenderRequest(markup: "^[le %@](inflect: {number: 'other'})", locale: InflectionLocale("fr"), arguments: [.text("zorbeau")]),
            RenderRequest(markup: "^[ein %@](inflect: {number: 'one', grammaticalCase: 'dative'})", locale: InflectionLocale("de"),
                          arguments: [.text("Bank")]),
            RenderRequest(markup: "^[%lld %@](inflect: true)", locale: InflectionLocale("en"),
                          arguments: [.number(NumberValue(2)), .text("mouse")]),
        ]
        DispatchQueue.concurrentPerform(iterations: 16) { i in
            if i % 4 == 0 {
                store.addUserEntry(LexicalEntry(lemma: "zorbo", pos: "noun", gender: .feminine, forms: ["pl": ["zorbalas"]],
                                                origin: .user), language: "es")
                _ = store.lexicon(for: "es").removeUserEntries(lemma: "zorbo", pos: "noun")
            } else {
                for _ in 0..<50 { for request in requests { _ = engine.render(request) } }
            }
        }
        store.addUserEntry(LexicalEntry(lemma: "zorbo", pos: "noun", gender: .feminine, forms: ["pl": ["zorbalas"]],
                                        origin: .user), language: "es")
        XCTAssertEqual(engine.render(requests[0]).text, "las zorbalas")
        XCTAssertEqual(engine.render(requests[3]).text, "2 mice")
    }
}
