import XCTest
@testable import Concord

/// Renders with the shipped lexicons and an inclusive style; shared by the per-language inclusive tests.
enum Inclusive {
    static let engine = ConcordEngine()

    static func render(_ markup: String, _ locale: String, style: NeutralStyle?, concepts: [InflectionConcept] = [],
                       user: UserTermSetting = .notGiven, args: [FormatArgument] = []) -> Rendering {
        engine.render(RenderRequest(markup: markup, locale: InflectionLocale(locale), arguments: args, concepts: concepts,
                                    userTermOfAddress: user, neutralStyle: style))
    }

    /// The trace entries of `rule`, as `input → output`.
    static func fired(_ r: Rendering, _ rule: String) -> [String] {
        r.trace.filter { $0.rule == rule }.map { "\($0.input) → \($0.output)" }
    }
}

/// The shared plumbing: styles by name and language, the default (no style) unchanged, the marked pair.
final class InclusiveFormsTests: XCTestCase {
    func testStyleNamesAndLanguages() {
        XCTAssertEqual(NeutralStyle(name: "point-median"), .middot)
        XCTAssertEqual(NeutralStyle(name: "Gendersternchen"), .star)
        XCTAssertNil(NeutralStyle(name: "x"))
        XCTAssertEqual(NeutralStyle.inclusive.resolved(for: "it"), .schwa)
        XCTAssertEqual(NeutralStyle.inclusive.resolved(for: "de"), .colon)
        XCTAssertNil(NeutralStyle.e.resolved(for: "fr"))
        XCTAssertNil(NeutralStyle.inclusive.resolved(for: "en"))
        XCTAssertEqual(NeutralStyle.star.resolved(for: "de"), .star)
        XCTAssertNil(NeutralStyle.star.resolved(for: "xx"))
    }

    /// The languages of a style are the plug-ins that list it; every style but `inclusive` belongs to some language.
    func testTheLanguagesOfEachStyleAreThoseWhosePlugInListsIt() {
        let languages = Dictionary(uniqueKeysWithValues: NeutralStyle.allCases.map { ($0, $0.languages.sorted()) })
        XCTAssertEqual(languages, [.e: ["es", "pt"], .middot: ["fr"], .schwa: ["it"], .colon: ["de"], .star: ["de"],
                                   .inclusive: ["de", "es", "fr", "it", "pt"]])
        for language in LanguageRegistry.all where !language.inclusiveStyles.isEmpty {
            XCTAssertNotEqual(language.inclusiveStyles.first, .inclusive, language.languageCode)
        }
    }

    func testMarkedPairs() {
        XCTAssertEqual(InclusiveForms.marked("Lehrer", "Lehrerin", mark: ":"), "Lehrer:in")
        XCTAssertEqual(InclusiveForms.marked("einen", "eine", mark: ":"), "eine:n")
        XCTAssertEqual(InclusiveForms.marked("der", "die", mark: ":"), "der:die")
        XCTAssertEqual(InclusiveForms.marked("heureux", "heureuse", mark: "·"), "heureux·se")
        XCTAssertEqual(InclusiveForms.endingE("cansados", "cansadas"), "cansades")
        XCTAssertNil(InclusiveForms.endingE("actor", "actriz"))
    }

    func testWithoutAStyleNothingChanges() {
        let r = Inclusive.render("^[Elle](referentConcept: 1) está ^[cansado](agreeWithConcept: 1).", "es", style: nil,
                                 concepts: [.termsOfAddress([.neutral])])
        XCTAssertEqual(r.text, "Elle está cansado.")
        XCTAssertEqual(Inclusive.fired(r, "inclusive.e"), [])
    }

    func testAStyleOfAnotherLanguageDoesNothing() {
        let r = Inclusive.render("^[Il](referentConcept: 1) est ^[fatigué](agreeWithConcept: 1).", "fr", style: .e,
                                 concepts: [.termsOfAddress([.neutral])])
        XCTAssertEqual(r.text, "Iel est fatigué.")
    }

    func testBinaryPersonsAreUnaffected() {
        let r = Inclusive.render("Está ^[cansado](agreeWithConcept: 1).", "es", style: .e, concepts: [.termsOfAddress([.feminine])])
        XCTAssertEqual(r.text, "Está cansada.")
    }

    func testNounPhrasesAboutNoPersonAreUnaffected() {
        let r = Inclusive.render("^[%lld archivo](inflect: true)", "es", style: .e, user: .term(.neutral), args: [.number(NumberValue(2))])
        XCTAssertEqual(r.text, "2 archivos")
    }
}
