import XCTest
@testable import Concord

/// Text written decomposed (an accent as a combining mark after its letter, as macOS file names and some editors
/// write it) agrees as the composed text does: the lexicons are looked up by the composed form, while the words
/// left as written keep their bytes.
final class DecomposedInputTests: XCTestCase {
    let engine = ConcordEngine()

    func render(_ markup: String, _ locale: String, _ args: [FormatArgument]) -> String {
        engine.render(RenderRequest(markup: markup, locale: InflectionLocale(locale), arguments: args)).text
    }

    func testADecomposedWordIsFoundInTheLexicon() {
        // *régimen* decomposed: its plural is the lexicon's (composed) *regímenes*, not a guess.
        XCTAssertEqual(render("^[%lld re\u{301}gimen](inflect: true)", "es", [.number(NumberValue(2))]), "2 reg\u{ED}menes")
        // *hôtel* decomposed elides the demonstrative and keeps its own bytes.
        XCTAssertEqual(render("^[Ce %@](inflect: true)", "fr", [.text("ho\u{302}tel")]), "Cet ho\u{302}tel")
        XCTAssertEqual(render("^[%lld pa\u{303}o](inflect: true)", "pt-BR", [.number(NumberValue(2))]), "2 p\u{E3}es")
        // *camión* decomposed is masculine: the participle that agrees with it stays masculine.
        XCTAssertEqual(render("Tu ^[%@](inflect: true) ha sido ^[reparado](agreeWithArgument: 1)", "es",
                              [.text("camio\u{301}n")]), "Tu camio\u{301}n ha sido reparado")
    }
}
