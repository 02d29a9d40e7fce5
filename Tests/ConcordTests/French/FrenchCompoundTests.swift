import XCTest
@testable import Concord

/// A hyphenated compound the lexicon knows is read as one word: its own gender, number and plural apply.
final class FrenchCompoundTests: FrenchTestCase {
    lazy var compounds = engine(with: [
        "Pays-Bas\tnoun\tm\t-\tplural-only\t525",
        "pays\tnoun\tm\t-\tinvariable\t560",
        "porte-monnaie\tnoun\tm\t-\tinvariable\t335",
        "porte\tnoun\tf\tpl=portes\t-\t560",
    ])

    func testKnownCompounds() {
        XCTAssertEqual(render("^[du %@](inflect: true)", args: [.text("Pays-Bas")], engine: compounds).text, "des Pays-Bas")
        let r = render("^[porte-monnaie](inflect: {number: 'other'})", engine: compounds)
        XCTAssertEqual(r.text, "porte-monnaie")
        XCTAssertEqual(render("^[le %@](inflect: true)", args: [.text("porte-monnaie")], engine: compounds).text, "le porte-monnaie")
    }

    func testUnknownCompoundsKeepTheirParts() {
        // Not in the lexicon: the first part is still the head (choux-…).
        XCTAssertEqual(render("^[porte-qwyx](inflect: {number: 'other'})", engine: compounds).text, "portes-qwyx")
    }
}

/// Person nouns with their other gender in the lexicon are nouns even when an adjective is spelled the same;
/// a noun that is its own plural (*époux*) reads as singular in its base form.
final class FrenchPersonNounTests: XCTestCase {
    func testLexiconFirst() {
        let engine = ConcordEngine()
        func r(_ m: String) -> String { engine.render(RenderRequest(markup: m, locale: InflectionLocale("fr"))).text }
        XCTAssertEqual(r("^[infirmier](inflect: {grammaticalGender: 'feminine'})"), "infirmière")
        XCTAssertEqual(r("^[époux](inflect: {grammaticalGender: 'feminine'})"), "épouse")
        XCTAssertEqual(r("^[arc-en-ciel](inflect: {number: 'other'})"), "arcs-en-ciel")
    }

    /// Hyphenated compounds whose plural the source lists as a word of its own take it (`build_fr.py`): were *2
    /// mots-clé*, *2 comptes-rendu*, *2 ronds-point*, *2 belles-sœur*.
    func testCompoundsTakeTheSourcesPlural() {
        let engine = ConcordEngine()
        func r(_ m: String, _ n: Int) -> String {
            engine.render(RenderRequest(markup: m, locale: InflectionLocale("fr"), arguments: [.number(NumberValue(Double(n)))])).text
        }
        XCTAssertEqual(r("^[%lld mot-clé](inflect: true)", 2), "2 mots-clés")
        XCTAssertEqual(r("^[%lld compte-rendu](inflect: true)", 2), "2 comptes-rendus")
        XCTAssertEqual(r("^[%lld rond-point](inflect: true)", 2), "2 ronds-points")
        XCTAssertEqual(r("^[%lld belle-sœur](inflect: true)", 2), "2 belles-sœurs")
        XCTAssertEqual(r("^[%lld nouveau mot-clé](inflect: true)", 2), "2 nouveaux mots-clés")
        XCTAssertEqual(r("^[%lld mots-clés](inflect: true)", 1), "1 mot-clé")
    }

    /// A hyphenated singular the lexicon does not list, whose parts' plurals it lists as a plural-only compound, takes
    /// that plural and its gender (were *2 grands-parent*); a compound the lexicon knows written as two words takes
    /// the compound's plural in both (were *2 mots clé*).
    func testCompoundsTheLexiconKnowsInPart() {
        let engine = ConcordEngine()
        func r(_ m: String, _ n: Int) -> String {
            engine.render(RenderRequest(markup: m, locale: InflectionLocale("fr"), arguments: [.number(NumberValue(Double(n)))])).text
        }
        XCTAssertEqual(r("^[%lld grand-parent](inflect: true)", 2), "2 grands-parents")
        XCTAssertEqual(r("^[%lld grand-parent](inflect: true)", 1), "1 grand-parent")
        XCTAssertEqual(r("^[%lld mot clé](inflect: true)", 2), "2 mots clés")
        XCTAssertEqual(r("^[%lld mot clé important](inflect: true)", 2), "2 mots clés importants")
        XCTAssertEqual(r("^[%lld carte cadeau](inflect: true)", 2), "2 cartes cadeau")
    }
}
