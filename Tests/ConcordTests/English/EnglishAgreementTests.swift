import XCTest
@testable import Concord

/// Demonstratives and verbs agreeing with the span's number.
final class EnglishAgreementTests: EnglishTestCase {
    func testDemonstratives() {
        check("^[those](inflect: {number: 'one'})", "that", rule: "en.demonstrative.number")
        check("^[this](inflect: {number: 'other'})", "these", rule: "en.demonstrative.number")
        check("^[This %lld file](inflect: true)", args: [Self.n(3)], "These 3 files", rule: "en.demonstrative.number")
    }

    /// An imperative opening the span is no part of the noun phrase after it, past its particle and prepositions:
    /// the demonstrative agrees and the verb keeps its form (were *Delete this alarms*, *Deletes that alarm*,
    /// *Turns off this alarm*, *Signs in to the app*).
    func testAnImperativeBeforeTheNounPhraseKeepsItsForm() {
        check("^[Delete this alarm](morphology: {number: 'other'}, inflect: true)", "Delete these alarms", rule: "en.demonstrative.number")
        check("^[Delete that alarm](morphology: {number: 'other'}, inflect: true)", "Delete those alarms", rule: "en.demonstrative.number")
        check("^[Turn off this alarm](morphology: {number: 'other'}, inflect: true)", "Turn off these alarms", rule: "en.demonstrative.number")
        check("^[Sign in to the app](morphology: {number: 'other'}, inflect: true)", "Sign in to the apps", rule: "en.noun.plural.regular")
        check("^[Delete these alarms](morphology: {number: 'one'}, inflect: true)", "Delete this alarm", rule: "en.demonstrative.number")
        // With a count, the noun phrase is the count's.
        check("^[Delete %lld alarm](inflect: true)", args: [Self.n(2)], "Delete 2 alarms", rule: "en.noun.plural.regular")
    }

    /// A number joined to a word by a hyphen modifies the noun: the count is the number before it (were *21 5-star
    /// review*, *2 3-day trial*: no count at all).
    func testANumberInAHyphenatedModifierIsNoCount() {
        check("^[%lld 5-star review](inflect: true)", args: [Self.n(21)], "21 5-star reviews", rule: "en.noun.plural.regular")
        check("^[%lld 5-star review](inflect: true)", args: [Self.n(1)], "1 5-star review", rule: "en.noun.singular.already-singular")
        check("^[%lld 3-day pie](inflect: true)", args: [Self.n(2)], "2 3-day pies", rule: "en.noun.plural.regular")
    }

    /// A last word the lexicon knows only as a verb in the third person, after a noun, is its verb (were *1 test
    /// fail*, *2 test fails*: the verb read as the counted noun); one that is also a noun stays in the noun phrase.
    func testALastWordThatIsOnlyAVerbIsTheNounsVerb() {
        check("^[%lld test fails](inflect: true)", args: [Self.n(1)], "1 test fails", rule: "en.noun.singular.already-singular")
        check("^[%lld test fails](inflect: true)", args: [Self.n(2)], "2 tests fail", rule: "en.verb.third-person")
        check("^[%lld patio lights](inflect: true)", args: [Self.n(1)], "1 patio light", rule: "en.noun.singular.lexicon")
    }

    func testAuxiliaries() {
        check("There ^[is %lld file](inflect: true)", args: [Self.n(3)], "There are 3 files", rule: "en.verb.auxiliary")
        check("^[%lld file was deleted](inflect: true)", args: [Self.n(3)], "3 files were deleted", rule: "en.verb.auxiliary")
        check("^[%lld files have changed](inflect: true)", args: [Self.n(1)], "1 file has changed", rule: "en.verb.auxiliary")
        check("^[%lld file isn’t ready](inflect: true)", args: [Self.n(2)], "2 files aren’t ready", rule: "en.verb.auxiliary")
        check("^[is](agreeWithArgument: 1) %lld", args: [Self.n(3)], "are 3", rule: "en.verb.auxiliary")
    }

    func testAuxiliaryAfterAPronounKeepsItsSubject() {
        check("^[You have %lld apples](inflect: true)", args: [Self.n(1)], "You have 1 apple", rule: "en.verb.auxiliary")
    }

    func testThirdPersonVerbFromTheLexicon() {
        check("^[%lld person likes this](inflect: true)", args: [Self.n(3)], "3 people like this", rule: "en.verb.third-person")
        check("^[%lld people like this](inflect: true)", args: [Self.n(1)], "1 person likes this", rule: "en.verb.third-person")
    }

    /// A word that is also another verb's past form (*found* of *find*, *saw* of *see*) may be that past or a
    /// participle (fluentui's *1 result found from directory*): it is left as written, not made *founds*.
    func testAVerbThatIsAlsoAPastFormKeepsItsForm() {
        check("^[%lld results found from directory](inflect: true)", args: [Self.n(1)], "1 result found from directory",
              rule: "en.verb.past-or-present", lexicon: .shared)
        check("^[%lld users saw this](inflect: true)", args: [Self.n(1)], "1 user saw this", rule: "en.verb.past-or-present", lexicon: .shared)
        check("^[%lld users like this](inflect: true)", args: [Self.n(1)], "1 user likes this", rule: "en.verb.third-person", lexicon: .shared)
        // A verb whose own past is its base takes the present.
        check("^[%lld items cost 5 dollars](inflect: true)", args: [Self.n(1)], "1 item costs 5 dollars", rule: "en.verb.third-person", lexicon: .shared)
    }

    /// A verb right after a noun written in the markup is found by its agreement with it and the object after
    /// it (*1 file needs attention*), also once the noun changed (*people* → *person*); a plural noun before an
    /// adjective stays a noun (*app updates available*). *people* is the plural of *person*, though the lexicon
    /// also lists it as a noun of its own.
    func testAVerbAfterAWrittenNoun() {
        check("^[%lld file needs attention](inflect: true)", args: [Self.n(2)], "2 files need attention", rule: "en.verb.third-person", lexicon: .shared)
        check("^[%lld people need help](inflect: true)", args: [Self.n(1)], "1 person needs help", rule: "en.verb.third-person", lexicon: .shared)
        check("^[%lld new comments need review](inflect: true)", args: [Self.n(1)], "1 new comment needs review",
              rule: "en.verb.third-person", lexicon: .shared)
        check("^[%lld people](inflect: true)", args: [Self.n(2)], "2 people", rule: "en.noun.plural.already-plural", lexicon: .shared)
        check("^[%lld app updates available](inflect: true)", args: [Self.n(1)], "1 app update available",
              rule: "en.noun.singular.lexicon", lexicon: .shared)
    }

    /// A last word that is both a plural noun and a verb (*needs*, *works*), right after the span's noun and agreeing
    /// with it as written, is its verb when the text after the span is its object or an adverb (were *2 potato needs
    /// attention*, *1 attachment need attention*, *2 pet needs a vaccine*); with nothing, a preposition or a predicate
    /// after it, it stays the head of a compound (*Show 2 customer reviews*, *1 test run in progress*).
    func testAVerbEndingTheSpanBeforeItsObject() {
        check("^[%lld %@ needs](inflect: true) attention", args: [Self.n(2), .text("potato")], "2 potatoes need attention",
              rule: "en.verb.third-person", lexicon: .shared)
        check("^[%lld %@ needs](inflect: true) attention", args: [Self.n(11), .text("student")], "11 students need attention",
              rule: "en.verb.third-person", lexicon: .shared)
        XCTAssertEqual(render("^[%lld %@ needs](inflect: true) attention", args: [Self.n(1), .text("attachment")], lexicon: .shared).text,
                       "1 attachment needs attention")
        check("^[%lld pet needs](inflect: true) a vaccine", args: [Self.n(2)], "2 pets need a vaccine",
              rule: "en.verb.third-person", lexicon: .shared)
        check("^[%lld pets need](inflect: true) a vaccine", args: [Self.n(1)], "1 pet needs a vaccine",
              rule: "en.verb.third-person", lexicon: .shared)
        check("^[%lld app works](inflect: true) offline", args: [Self.n(2)], "2 apps work offline",
              rule: "en.verb.third-person", lexicon: .shared)
        check("^[%lld subscription renews](inflect: true) automatically", args: [Self.n(2)], "2 subscriptions renew automatically",
              rule: "en.verb.third-person", lexicon: .shared)
        check("^[%lld team member requests](inflect: true) access", args: [Self.n(2)], "2 team members request access",
              rule: "en.verb.third-person", lexicon: .shared)
        // The compounds stay.
        for (markup, args, expected) in [("Show ^[%lld %@ reviews](inflect: true)", [Self.n(1), FormatArgument.text("customer")], "Show 1 customer review"),
                                         ("^[%lld customer reviews](inflect: true).", [Self.n(2)], "2 customer reviews."),
                                         ("^[%lld test runs](inflect: true) in progress", [Self.n(1)], "1 test run in progress"),
                                         ("^[%lld customer reviews](inflect: true) need your attention", [Self.n(2)], "2 customer reviews need your attention"),
                                         ("^[%lld %@ updates](inflect: true) available", [Self.n(1), .text("app")], "1 app update available"),
                                         ("^[%lld test runs](inflect: true) left", [Self.n(1)], "1 test run left"),
                                         // A time adverb follows a noun phrase as well as a verb.
                                         ("^[%lld page views](inflect: true) today", [Self.n(2)], "2 page views today"),
                                         ("^[%lld profile visits](inflect: true) this week", [Self.n(2)], "2 profile visits this week")] {
            XCTAssertEqual(render(markup, args: args, lexicon: .shared).text, expected)
        }
    }

    /// A noun after a noun-or-verb word that is the verb of that word read as a plural noun, with an object of its
    /// own, leaves it in the noun phrase (was *2 customers review need attention*).
    func testAVerbAfterACompoundStaysTheVerb() {
        check("^[%lld customer reviews need attention](inflect: true)", args: [Self.n(1)], "1 customer review needs attention",
              rule: "en.verb.third-person", lexicon: .shared)
        XCTAssertEqual(render("^[%lld customer reviews need attention](inflect: true)", args: [Self.n(2)], lexicon: .shared).text,
                       "2 customer reviews need attention")
        // A noun with no object after it is the object (*needs help*).
        check("^[%lld member needs help](inflect: true)", args: [Self.n(2)], "2 members need help",
              rule: "en.verb.third-person", lexicon: .shared)
    }

    /// A participle or an adjective after the noun is no head, nor a word whose noun reading has a rare plural
    /// (were *2 day remainings*, *2 hour lefts*); a noun after a noun still is (*2 team meetings*).
    func testAParticipleAfterTheNounIsNoHead() {
        check("^[%lld day remaining](inflect: true)", args: [Self.n(2)], "2 days remaining", rule: "en.noun.plural.regular", lexicon: .shared)
        check("^[%lld hour left](inflect: true)", args: [Self.n(2)], "2 hours left", rule: "en.noun.plural.regular", lexicon: .shared)
        check("^[%lld days remaining](inflect: true)", args: [Self.n(1)], "1 day remaining", rule: "en.noun.singular.lexicon", lexicon: .shared)
        check("^[%lld team meeting](inflect: true)", args: [Self.n(2)], "2 team meetings", rule: "en.noun.plural.regular", lexicon: .shared)
        // An adjective whose noun reading keeps the singular in the plural (*long*, *free*: zero-plural) is no head
        // either (were *2 hour long*, *2 item free*).
        check("^[%lld hour long](inflect: true)", args: [Self.n(2)], "2 hours long", rule: "en.noun.plural.regular", lexicon: .shared)
        check("^[%lld item free](inflect: true)", args: [Self.n(2)], "2 items free", rule: "en.noun.plural.regular", lexicon: .shared)
        check("^[%lld feet long](inflect: true)", args: [Self.n(1)], "1 foot long", rule: "en.noun.singular.lexicon", lexicon: .shared)
        check("^[%lld Chinese](inflect: true)", args: [Self.n(2)], "2 Chinese", rule: "en.noun.plural.zero", lexicon: .shared)
    }

    /// A word the lexicon knows only as a verb's past, after the noun, starts the predicate: it is never the noun
    /// (*2 person commenteds*), and the noun before it agrees (*1 person liked your post*). After an adjective it
    /// is a participle before the noun (*2 new shared albums*).
    func testAPastVerbAfterTheNounStartsThePredicate() {
        check("^[%lld person commented](inflect: true)", args: [Self.n(2)], "2 people commented",
              rule: "en.noun.plural.irregular", lexicon: .shared)
        check("^[%lld people liked your post](inflect: true)", args: [Self.n(1)], "1 person liked your post",
              rule: "en.noun.singular.lexicon", lexicon: .shared)
        check("^[%lld friend joined today](inflect: true)", args: [Self.n(2)], "2 friends joined today",
              rule: "en.noun.plural.regular", lexicon: .shared)
        check("^[%lld user reacted with a heart](inflect: true)", args: [Self.n(3)], "3 users reacted with a heart",
              rule: "en.noun.plural.regular", lexicon: .shared)
        check("^[%lld %@ liked your post](inflect: true)", args: [Self.n(2), .text("person")], "2 people liked your post",
              rule: "en.noun.plural.irregular", lexicon: .shared)
        check("^[%lld new shared album](inflect: true)", args: [Self.n(2)], "2 new shared albums",
              rule: "en.noun.plural.regular", lexicon: .shared)
    }

    /// *other* with no noun after it stands for one, and takes the noun's plural (*and 2 others*).
    func testOtherWithoutANounIsThePronoun() {
        check("^[and %lld other](inflect: true)", args: [Self.n(2)], "and 2 others", rule: "en.noun.plural.regular", lexicon: .shared)
        check("^[%lld others](inflect: true)", args: [Self.n(1)], "1 other", rule: "en.noun.singular.lexicon", lexicon: .shared)
        check("^[You and %lld other liked this](inflect: true)", args: [Self.n(2)], "You and 2 others liked this",
              rule: "en.noun.plural.regular", lexicon: .shared)
        check("^[%lld other file](inflect: true)", args: [Self.n(2)], "2 other files", rule: "en.noun.plural.regular", lexicon: .shared)
    }

    /// A span whose count has no noun after it says so, and leaves a last adjective alone: its noun is outside the
    /// span (*You have ^[2 new](inflect: true) messages*).
    func testACountWithoutANounExplainsItself() {
        check("You have ^[%lld new](inflect: true) messages", args: [Self.n(2)], "You have 2 new messages",
              rule: "en.unchanged.no-noun", lexicon: .shared)
    }

    func testWordsAgreeWithTheNounOfTheSpan() {
        check("^[This %@ is ready](inflect: true)", args: [.text("salads")], "These salads are ready", rule: "en.demonstrative.number")
        check("^[These %@ are ready](inflect: true)", args: [.text("salad")], "This salad is ready", rule: "en.verb.auxiliary")
        check("^[a %@](inflect: true)", args: [.text("apples")], "apples", rule: "en.article.indefinite-plural")
        check("^[This %@ is ready](inflect: true)", args: [.phrase("qzx", InflectionMorphology(number: .plural))],
              "These qzx are ready", rule: "en.demonstrative.number")
    }

    func testAVerbLikeNounStaysInTheNounPhrase() {
        check("^[patio light](inflect: {number: 'other'})", "patio lights", rule: "en.noun.plural.regular")
    }
}
