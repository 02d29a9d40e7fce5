import XCTest
@testable import Concord

/// A first name (a gendered `proper-name`, Dicollecte's po:prn) followed by capitalized words is a person and
/// takes no article, even when a later word is also a common noun (*curie*).
final class FrenchPersonNameTests: FrenchTestCase {
    lazy var names = engine(with: [
        "Marie\tnoun\tf\t-\tinvariable,proper-name\t503",
        "curie\tnoun\tf\tpl=curies\t-\t256",
        "Apple\tnoun\t-\t-\telision,invariable,proper-name\t448",
        "TV\tnoun\tf\t-\telision,invariable\t450",
    ])

    func testPersonsTakeNoArticle() {
        let r = render("^[du %@](inflect: true)", args: [.text("Marie Curie")], engine: names)
        XCTAssertEqual(r.text, "de Marie Curie")
        XCTAssertTrue(r.trace.contains { $0.facts.contains(TraceFact("Marie", "name", "first name of a person: takes no article", source: .userLexicon)) })
        XCTAssertEqual(render("^[le %@](inflect: true)", args: [.text("Marie Curie")], engine: names).text, "Marie Curie")
    }

    func testAnUngenderedBrandBeforeACommonNounKeepsTheArticle() {
        XCTAssertEqual(render("^[le %@](inflect: true)", args: [.text("Apple TV")], engine: names).text, "l’Apple TV")
    }
}
