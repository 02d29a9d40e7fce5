import XCTest
@testable import Concord

/// French point médian for a non-binary person (opt-in ``NeutralStyle/middot``).
final class FrenchInclusiveTests: XCTestCase {
    let neutral: [InflectionConcept] = [.termsOfAddress([.neutral])]

    func testPointMedian() {
        let r = Inclusive.render("^[Il](referentConcept: 1) est ^[fatigué](agreeWithConcept: 1) et ^[heureux](agreeWithConcept: 1).",
                                 "fr", style: .middot, concepts: neutral)
        XCTAssertEqual(r.text, "Iel est fatigué·e et heureux·se.")
        XCTAssertEqual(Inclusive.fired(r, "inclusive.middot"), ["fatigué → fatigué·e", "heureux → heureux·se"])
    }

    func testNounPhraseAndArticle() {
        XCTAssertEqual(Inclusive.render("C’est ^[un acteur](agreeWithConcept: 1).", "fr", style: .inclusive, concepts: neutral).text,
                       "C’est un·e acteur·rice.")
    }

    func testPluralPair() {
        XCTAssertEqual(FrenchInclusive.form(masculine: "fatigués", feminine: "fatiguées"), "fatigué·e·s")
        XCTAssertEqual(FrenchInclusive.form(masculine: "heureux", feminine: "heureuses"), "heureux·se·s")
    }

    /// Words a translator wrote inclusively (IceCubes' French *%2$@ abonné·e*) are one word: their plural takes
    /// the final ·s (*abonné·e·s*, *heureux·se·s*), their singular drops it, a masculine that changes otherwise
    /// (*général·e*) stays as written; adjectives written so change only in number; a singular determiner before
    /// them is written so too (*le·la*, *un·e*), and one written so (*un·e*, *ce·tte*) is read as a determiner.
    func testWordsWrittenInclusively() {
        let shipped = ConcordEngine()
        func r(_ markup: String, _ count: Double? = nil) -> String {
            shipped.render(RenderRequest(markup: markup, locale: InflectionLocale("fr"),
                                         arguments: count.map { [.number(NumberValue($0))] } ?? [])).text
        }
        XCTAssertEqual(r("^[%lld abonné·e](inflect: true)", 2), "2 abonné·e·s")
        XCTAssertEqual(r("^[%lld abonné·e·s](inflect: true)", 1), "1 abonné·e")
        XCTAssertEqual(r("^[%lld heureux·se](inflect: true)", 2), "2 heureux·se·s")
        XCTAssertEqual(r("^[%lld acteur·rice](inflect: true)", 2), "2 acteur·rice·s")
        XCTAssertEqual(r("^[%lld général·e](inflect: true)", 2), "2 général·e")
        XCTAssertEqual(r("^[%lld ami·e actif·ve](inflect: true)", 2), "2 ami·e·s actif·ve·s")
        XCTAssertEqual(r("^[les %lld nouvel·le·s abonné·e·s](inflect: true)", 1), "le·la 1 nouvel·le abonné·e")
        XCTAssertEqual(r("^[un·e abonné·e](inflect: {number: 'other'})"), "des abonné·e·s")
        XCTAssertEqual(r("^[ce·tte %lld étudiant·e](inflect: true)", 2), "ces 2 étudiant·e·s")
        XCTAssertEqual(r("^[mon·ma %lld ami·e](inflect: true)", 2), "mes 2 ami·e·s")
        // An elided article is the same for both genders.
        XCTAssertEqual(r("^[les abonné·e·s](inflect: {number: 'one'})"), "l’abonné·e")
    }
}
