import XCTest
@testable import Concord

final class EngineTests: XCTestCase {
    private func render(_ markup: String, locale: String = "en", args: [FormatArgument] = [],
                        concepts: [InflectionConcept] = [], user: UserTermSetting = .notGiven) -> Rendering {
        ConcordEngine().render(RenderRequest(markup: markup, locale: InflectionLocale(locale), arguments: args,
                                             concepts: concepts, userTermOfAddress: user))
    }

    /// Spans run innermost first and those agreeing with an argument last, however many spans the string has
    /// (up to eight are ordered in place, more by a sort): *listo* comes first in the text but agrees with the
    /// argument as the count made it plural, and the inner article agrees before the outer span pluralizes.
    func testSpansRunInnermostFirstAndAgreementLastWithFewAndManySpans() {
        for padding in [3, 12] {
            let inert = Array(repeating: "^[y](morphology: {partOfSpeech: 'noun'})", count: padding).joined(separator: " ")
            let r = render("^[listo](agreeWithArgument: 2) " + inert + " ^[%lld %@](inflect: true) ^[^[el %@](inflect: true) nuevo](inflect: {number: 'other'})",
                           locale: "es", args: [.number(NumberValue(2)), .text("ensalada"), .text("casa")])
            XCTAssertEqual(r.text, "listas " + Array(repeating: "y", count: padding).joined(separator: " ") + " 2 ensaladas las casas nuevas")
        }
    }

    func testArgumentIndexOutOfRangeIsDiagnosedAndTraced() {
        let r = render("%@ is ^[ready](agreeWithArgument: 3)", args: [.text("x")])
        XCTAssertEqual(r.text, "x is ready")
        XCTAssertEqual(r.diagnostics.first?.message, "agreeWithArgument: 3, but only 1 argument was given")
        XCTAssertEqual(r.diagnostics.first?.hint, "give 3 arguments, or use an index from 1 to 1")
        XCTAssertEqual(r.diagnostics.first?.location?.column, 16)
        XCTAssertEqual(r.trace.first?.rule, "engine.unchanged.index-out-of-range")
    }

    func testZeroIndexIsNeverSilent() {
        let r = render("^[ready](agreeWithConcept: 0)", concepts: [.localizedPhrase("x")])
        XCTAssertEqual(r.diagnostics.first?.message, "agreeWithConcept: 0 — concept numbers start at 1")
        XCTAssertEqual(r.diagnostics.first?.hint, "write agreeWithConcept: 1 for the first concept")
        let s = render("^[they](referentConcept: 2)", concepts: [.termsOfAddress([.feminine])])
        XCTAssertEqual(s.diagnostics.first?.message, "referentConcept: 2, but only 1 concept was given")
    }

    func testReferentConceptMustBeAPerson() {
        let r = render("^[they](referentConcept: 1)", concepts: [.localizedPhrase("salad")])
        XCTAssertEqual(r.text, "they")
        XCTAssertEqual(r.diagnostics.first?.code, "index.not-a-person")
    }

    func testUnsupportedLanguageStripsMarkup() {
        let r = render("^[猫](inflect: true)です", locale: "ja")
        XCTAssertEqual(r.text, "猫です")
        XCTAssertEqual(r.diagnostics.first?.code, "locale.unsupported")
        XCTAssertEqual(r.trace.first?.rule, "engine.unchanged.unsupported-language")
    }

    func testEnglishReferentPronouns() {
        let xey = TermOfAddress.localized(language: "en", pronouns: [
            .init(pronoun: "xey", morphology: .init(grammaticalCase: .nominative)),
            .init(pronoun: "xem", morphology: .init(grammaticalCase: .accusative)),
            .init(pronoun: "xeir", morphology: .init(grammaticalCase: .genitive, determination: .dependent)),
            .init(pronoun: "xeirs", morphology: .init(grammaticalCase: .genitive, determination: .independent)),
            .init(pronoun: "xemself", morphology: .init(pronounType: .reflexive)),
        ])
        let markup = "^[They](referentConcept: 1) gave ^[them](referentConcept: 1) ^[their](referentConcept: 1) book; it is ^[theirs](referentConcept: 1), ^[they](referentConcept: 1) did it ^[themselves](referentConcept: 1)."
        XCTAssertEqual(render(markup, concepts: [.termsOfAddress([.masculine])]).text,
                       "He gave him his book; it is his, he did it himself.")
        XCTAssertEqual(render(markup, concepts: [.termsOfAddress([.feminine])]).text,
                       "She gave her her book; it is hers, she did it herself.")
        XCTAssertEqual(render(markup, concepts: [.termsOfAddress([.neutral])]).text,
                       "They gave them their book; it is theirs, they did it themselves.")
        let custom = render(markup, concepts: [.termsOfAddress([xey])])
        XCTAssertEqual(custom.text, "Xey gave xem xeir book; it is xeirs, xey did it xemself.")
        XCTAssertEqual(custom.trace.first?.rule, "en.pronoun.referent")
        XCTAssertEqual(custom.trace.first?.input, "They")
        XCTAssertEqual(custom.trace.first?.output, "Xey")
    }

    func testFirstApplicableTermIsUsed() {
        let spanish = TermOfAddress.localized(language: "es", pronouns: [.init(pronoun: "elle", morphology: .init(grammaticalCase: .nominative))])
        let r = render("^[they](referentConcept: 1)", concepts: [.termsOfAddress([spanish, .feminine])])
        XCTAssertEqual(r.text, "she")
    }

    func testCurrentUserConceptFollowsTheUser() {
        let r = render("^[they](referentConcept: 1)", concepts: [.termsOfAddress([.currentUser])], user: .term(.masculine))
        XCTAssertEqual(r.text, "he")
        let unknown = render("^[they](referentConcept: 1)", concepts: [.termsOfAddress([.currentUser])])
        XCTAssertEqual(unknown.text, "they")
        XCTAssertEqual(unknown.trace.first?.rule, "engine.unchanged.user-unknown")
    }

    func testGenderKitTypes() {
        XCTAssertEqual(Gender(rawValue: "M"), .male)
        XCTAssertEqual(Gender.female.rawValue, "F")
        let xey = PronounSet(subject: "xey", object: "xem", possessiveDeterminer: "xeir", possessivePronoun: "xeirs", reflexive: "xemself")
        let other = Gender.other(description: "Nonbinary", pronouns: xey)
        XCTAssertEqual(Gender(rawValue: other.rawValue), other)
        XCTAssertEqual(Gender(rawValue: other.rawValue)?.pronouns, xey)
        XCTAssertEqual("\(They(other)) let me use \(their(other)) pen; it is \(theirs(other)).", "Xey let me use xeir pen; it is xeirs.")
        XCTAssertEqual("\(They(Gender.male)) saw \(them(Gender.female))", "He saw her")
        let r = render("^[They](referentConcept: 1) waved.", concepts: [.termsOfAddress([other.termOfAddress])])
        XCTAssertEqual(r.text, "Xey waved.")
    }
}

final class ArgumentAgreementOrderTests: XCTestCase {
    func testAgreementSeesTheArgumentAsRendered() {
        let r = ConcordEngine(lexicons: LexiconStore(directory: "/nonexistent")).render(RenderRequest(
            markup: "^[%lld %@](inflect: true) ^[seleccionado](agreeWithArgument: 2)", locale: InflectionLocale("es"),
            arguments: [.number(NumberValue(2)), .text("ensalada")]))
        XCTAssertEqual(r.text, "2 ensaladas seleccionadas")
    }
}
