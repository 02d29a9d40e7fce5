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

    func testPlainTextIsUnchanged() {
        var rng = SplitMix(state: 7)
        let words = ["the", "cat", "a", "é", "Straße", "—", "100", ".", ",", "!", "?", " ", "  ", "\n", "(x)"]
        for _ in 0..<500 {
            let text = (0..<Int.random(in: 1...12, using: &rng)).map { _ in words.randomElement(using: &rng)! }.joined()
            XCTAssertEqual(ConcordEngine().render(RenderRequest(markup: text)).text, text)
        }
    }
}
