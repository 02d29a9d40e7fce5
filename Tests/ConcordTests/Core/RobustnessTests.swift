import XCTest
@testable import Concord

/// Random markup built from the characters that matter to the parser must never crash the engine, and text
/// without markup characters must come out unchanged.
final class RobustnessTests: XCTestCase {
    /// A small deterministic generator, so a failure can be replayed.
    struct SplitMix: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E3779B97F4A7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58476D1CE4E5B9
            z = (z ^ (z >> 27)) &* 0x94D049BB133111EB
            return z ^ (z >> 31)
        }
    }

    let pieces = ["^[", "]", "(", ")", "[", "{", "}", "inflect: true", "inflect: {number: 'other'}", "agreeWithArgument: 1",
                  "agreeWithConcept: 2", "referentConcept: 1", "morphology: {grammaticalGender: 'feminine'}", "'", "\"",
                  "\\", "%@", "%1$lld", "%", "*", "**", "_", "`", ",", ":", " ", "\n", "they", "salad", "ensalada", "á",
                  "//", "/*", "0x", "^[1]: inflect: true", "][1]", "🙂"]

    func testRandomMarkupNeverCrashes() {
        var rng = SplitMix(state: 2026)
        let engine = ConcordEngine(lexicons: LexiconStore(directory: "/nonexistent"))
        for _ in 0..<3000 {
            let count = Int.random(in: 1...14, using: &rng)
            let markup = (0..<count).map { _ in pieces.randomElement(using: &rng)! }.joined()
            let locale = ["en", "es", "fr", "it", "pt-BR", "de", "ja"].randomElement(using: &rng)!
            let r = engine.render(RenderRequest(markup: markup, locale: InflectionLocale(locale),
                                                arguments: [.number(NumberValue(2)), .text("salad")],
                                                concepts: [.termsOfAddress([.feminine])]))
            // Every diagnostic with a location points inside the markup.
            for d in r.diagnostics {
                if let l = d.location { XCTAssertLessThanOrEqual(l.offset, markup.count, markup) }
            }
        }
    }

    /// Words each language's rules treat specially (determiners, contractions, elision, names, nominalised
    /// adjectives, pronouns), mixed at random with the shipped lexicons behind them: every language path runs
    /// on odd input, and the same request always gives the same answer.
    func testRandomSpansWithTheShippedLexiconsNeverCrash() {
        let pools: [String: [String]] = [
            "en": ["the", "a", "an", "this", "these", "is", "are", "has", "person", "people", "hour", "sheep", "they", "their", "’s", "URL"],
            "es": ["el", "la", "los", "un", "del", "al", "agua", "este", "nuestro", "pequeño", "ensalada", "está", "él", "ella", "su", "Bienvenido"],
            "fr": ["le", "la", "l’", "l'", "les", "du", "au", "des", "de", "d’", "ce", "cet", "beau", "Paris", "hêtre", "Roland", "est", "iel"],
            "it": ["il", "lo", "l’", "gli", "un", "uno", "un’", "dell’", "nei", "sugli", "quel", "buono", "zaino", "amica", "è", "lui"],
            "pt-BR": ["o", "a", "os", "do", "na", "pelo", "à", "dum", "num", "este", "nosso", "pão", "português", "é", "ele", "elu"],
            "de": ["der", "die", "das", "dem", "des", "ein", "einem", "im", "zur", "vom", "kein", "dies", "hoch", "Angestellter", "Haus", "sein", "ist"],
        ]
        let attributes = ["inflect: true", "inflect: {number: 'other'}", "inflect: {grammaticalGender: 'feminine', number: 'one'}",
                          "inflect: {definiteness: 'definite'}", "inflect: {grammaticalCase: 'dative'}", "agreeWithArgument: 1",
                          "agreeWithConcept: 1", "referentConcept: 1", "inflect: true, morphology: {grammaticalGender: 'masculine'}"]
        let engine = ConcordEngine(lexicons: LexiconDataTests.store)
        var rng = SplitMix(state: 1122)
        for _ in 0..<1500 {
            let locale = pools.keys.sorted().randomElement(using: &rng)!
            let pool = pools[locale]! + ["%@", "%lld", "2", " ", ",", "x"]
            let words = (0..<Int.random(in: 1...6, using: &rng)).map { _ in pool.randomElement(using: &rng)! }
            let inner = words.joined(separator: Bool.random(using: &rng) ? " " : "")
            let markup = "^[\(inner)](\(attributes.randomElement(using: &rng)!)) " + pool.randomElement(using: &rng)!
            let request = RenderRequest(markup: markup, locale: InflectionLocale(locale),
                                        arguments: [.number(NumberValue(Double(Int.random(in: 0...3, using: &rng)))),
                                                    .text(pool.randomElement(using: &rng)!)],
                                        concepts: [Bool.random(using: &rng) ? .termsOfAddress([.feminine]) : .localizedPhrase(pool[4])],
                                        userTermOfAddress: .term(.neutral))
            let first = engine.render(request)
            XCTAssertEqual(engine.render(request).text, first.text, markup)
            for d in first.diagnostics {
                if let l = d.location { XCTAssertLessThanOrEqual(l.offset, markup.count, markup) }
            }
        }
    }

    func testPlainTextIsUnchanged() {
        var rng = SplitMix(state: 7)
        let words = ["the", "cat", "a", "é", "Straße", "—", "100", ".", ",", "!", "?", " ", "  ", "\n", "(x)"]
        for _ in 0..<500 {
            let text = (0..<Int.random(in: 1...12, using: &rng)).map { _ in words.randomElement(using: &rng)! }.joined()
            XCTAssertEqual(ConcordEngine().render(RenderRequest(markup: text)).text, text)
        }
    }
}
