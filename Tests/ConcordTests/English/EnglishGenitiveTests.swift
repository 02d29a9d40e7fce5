import XCTest
@testable import Concord

final class EnglishGenitiveTests: EnglishTestCase {
    func testApostropheS() {
        check("^[Spatula City](inflect: {grammaticalCase: 'genitive'})", "Spatula City’s", rule: "en.genitive.apostrophe-s")
        check("^[Charles](inflect: {grammaticalCase: 'genitive'})", "Charles’s", rule: "en.genitive.apostrophe-s")
        check("^[goose](inflect: {number: 'other', grammaticalCase: 'genitive'})", "geese’s", rule: "en.genitive.apostrophe-s")
    }

    func testPluralInSTakesABareApostrophe() {
        check("^[Niagara Falls](inflect: {grammaticalCase: 'genitive'})", "Niagara Falls’", rule: "en.genitive.plural-apostrophe")
        check("^[cat](inflect: {number: 'other', grammaticalCase: 'genitive'})", "cats’", rule: "en.genitive.plural-apostrophe")
    }

    func testCountInAnExplicitSpan() {
        check("^[%lld cat](inflect: {grammaticalCase: 'genitive'})", args: [Self.n(2)], "2 cats’", rule: "en.genitive.plural-apostrophe")
        check("^[%lld passer-by](inflect: {grammaticalCase: 'genitive'})", args: [Self.n(2)], "2 passers-by’s",
              rule: "en.genitive.apostrophe-s")
    }

    func testAlreadyGenitive() {
        check("^[the cat’s](inflect: {grammaticalCase: 'genitive'})", "the cat’s", rule: "en.genitive.already")
    }
}
