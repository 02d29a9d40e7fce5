import XCTest
@testable import Concord

/// A span that starts with an auxiliary or a common verb is a predicate: the verb agrees in number and the
/// participles and adjectives after it in gender and number (the verb is never pluralised as a noun).
final class FrenchPredicateTests: FrenchTestCase {
    func testVerbFirstSpans() {
        check("^[est connecté](inflect: {number: 'other'})", "sont connectés", rules: ["fr.verb.agree.table"])
        check("^[a été supprimé](inflect: {number: 'other'})", "ont été supprimés", rules: ["fr.verb.agree.table"])
        check("^[a été supprimé](inflect: {grammaticalGender: 'feminine'})", "a été supprimée")
        check("^[peut](inflect: {number: 'other'})", "peuvent", rules: ["fr.verb.agree.table"])
    }

    func testANounSpelledLikeAVerbAloneStaysANoun() {
        // *le reste* / *les restes*: alone and known as a noun, the word is the noun.
        let engine = engine(with: ["reste\tnoun\tm\tpl=restes\t-\t400"])
        XCTAssertEqual(render("^[reste](inflect: {number: 'other'})", engine: engine).text, "restes")
    }
}
