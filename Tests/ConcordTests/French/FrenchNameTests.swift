import XCTest
@testable import Concord

/// Names that take no article (`proper-name` in the lexicon: Dicollecte's po:prn and ungendered po:npr).
final class FrenchNameTests: FrenchTestCase {
    lazy var names = engine(with: [
        "Paris\tnoun\t-\t-\tinvariable,proper-name\t571",
        "pari\tnoun\tm\tpl=paris\t-\t380",
        "Lyon\tnoun\t-\t-\tinvariable,proper-name\t492",
        "Amazon\tnoun\t-\t-\telision,invariable,proper-name\t415",
        "Roland\tnoun\tm\t-\tinvariable,proper-name\t411",
        "Hellfest\tnoun\tm\t-\tinvariable\t276",
        "Japon\tnoun\tm\t-\tinvariable\t480",
    ])

    func testATemplateArticleGivesWayToItsPreposition() {
        let r = render("Les rues ^[du %@](inflect: true)", args: [.text("Paris")], engine: names)
        XCTAssertEqual(r.text, "Les rues de Paris")
        let entry = r.trace.first { $0.rule == "fr.article.proper-name" }
        XCTAssertEqual(entry?.input, "du Paris")
        XCTAssertEqual(entry?.output, "de Paris")
        XCTAssertTrue(entry?.facts.contains(TraceFact("Paris", "name", "takes no article", source: .userLexicon)) ?? false)
        XCTAssertEqual(render("^[au %@](inflect: true)", args: [.text("Lyon")], engine: names).text, "à Lyon")
        XCTAssertEqual(render("^[le %@](inflect: true)", args: [.text("Lyon")], engine: names).text, "Lyon")
        XCTAssertEqual(render("^[Du %@](inflect: true)", args: [.text("Amazon")], engine: names).text, "D’Amazon")
    }

    func testAFirstNameFollowedByAnUnknownNameIsOneName() {
        XCTAssertEqual(render("^[du %@](inflect: true)", args: [.text("Roland Garros")], engine: names).text, "de Roland Garros")
    }

    func testNoArticleIsAddedToAName() {
        let r = render("^[Paris](inflect: {definiteness: 'definite'})", engine: names)
        XCTAssertEqual(r.text, "Paris")
        let entry = r.trace.first { $0.rule == "fr.article.proper-name" }
        XCTAssertEqual(entry?.changed, false)
        XCTAssertEqual(entry?.note, "Paris is a name that takes no article")
    }

    func testNamesWithAnArticleKeepIt() {
        XCTAssertEqual(render("^[du %@](inflect: true)", args: [.text("Hellfest")], engine: names).text, "du Hellfest")
        XCTAssertEqual(render("^[au %@](inflect: true)", args: [.text("Japon")], engine: names).text, "au Japon")
        // Without the lexicon's word, a capitalized word is an ordinary noun.
        check("^[du %@](inflect: true)", args: [.text("Lyon")], "du Lyon")
    }

    func testACommonWordSpelledLikeTheNameDoesNotHideIt() {
        let a = names.analyze("Paris", locale: InflectionLocale("fr"))
        XCTAssertNil(a?.features.grammaticalGender)
        XCTAssertNil(a?.features.number)
        XCTAssertEqual(render("^[les %@](inflect: true)", args: [.text("paris")], engine: names).text, "les paris")
    }
}
