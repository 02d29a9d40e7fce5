import XCTest
@testable import Concord

/// Pronoun substitution for referentConcept (every slot, neutral, custom sets) and explicit pronoun inflection.
final class SpanishPronounsTests: XCTestCase {
    func testReferentSlots() {
        let f = [InflectionConcept.termsOfAddress([.feminine])]
        assertES(renderES("^[Él](referentConcept: 1) marcó cappuccino como favorito.", concepts: f, locale: "es-ES"),
                 "Ella marcó cappuccino como favorito.", rules: ["es.pronoun.referent"])
        assertES(renderES("Anne ^[lo](referentConcept: 1) vio.", concepts: f), "Anne la vio.")
        assertES(renderES("Anne ^[le](referentConcept: 1) dio un libro.", concepts: f), "Anne le dio un libro.")
        assertES(renderES("Es ^[su](referentConcept: 1) libro; es ^[suyo](referentConcept: 1).", concepts: f),
                 "Es su libro; es suyo.", rules: ["es.pronoun.possessive-keeps"])
        assertES(renderES("Lo hizo por ^[sí mismo](referentConcept: 1).", concepts: f), "Lo hizo por sí misma.",
                 rules: ["es.pronoun.mismo"])
        assertES(renderES("^[Ella](referentConcept: 1) llegó.", concepts: [.termsOfAddress([.masculine])]), "Él llegó.")
    }

    func testNeutralReferent() {
        let neutral = [InflectionConcept.termsOfAddress([.neutral])]
        assertES(renderES("^[Él](referentConcept: 1) lo hizo ^[él mismo](referentConcept: 1).", concepts: neutral),
                 "Elle lo hizo elle misme.")
        assertES(renderES("Anne ^[lo](referentConcept: 1) vio.", concepts: neutral), "Anne le vio.")
    }

    func testCustomPronounSet() {
        let term = TermOfAddress.localized(language: "es", pronouns: [
            .init(pronoun: "elli", morphology: InflectionMorphology(grammaticalCase: .nominative)),
            .init(pronoun: "li", morphology: InflectionMorphology(grammaticalCase: .accusative)),
        ])
        let c = [InflectionConcept.termsOfAddress([term])]
        assertES(renderES("^[Él](referentConcept: 1) llegó.", concepts: c), "Elli llegó.", rules: ["es.pronoun.referent"])
        assertES(renderES("Anne ^[lo](referentConcept: 1) vio.", concepts: c), "Anne li vio.")
        // A set for another language does not apply: the first applicable term (feminine) is used.
        let en = TermOfAddress.localized(language: "en", pronouns: [.init(pronoun: "xey", morphology: InflectionMorphology(grammaticalCase: .nominative))])
        assertES(renderES("^[Él](referentConcept: 1) llegó.", concepts: [.termsOfAddress([en, .feminine])]), "Ella llegó.")
    }

    func testExplicitPronounInflection() {
        let cases: [(String, String)] = [
            ("^[él](inflect: {grammaticalPerson: 'first'})", "yo"),
            ("^[elle](inflect: {number: 'other'})", "elles"),
            ("^[él](inflect: {grammaticalPerson: 'first', grammaticalCase: 'accusative'})", "me"),
            ("^[él](inflect: {grammaticalPerson: 'first', pronounType: 'reflexive'})", "me"),
            ("^[yo](inflect: {grammaticalPerson: 'first', grammaticalCase: 'genitive'})", "mío"),
            ("^[él](inflect: {grammaticalPerson: 'first', grammaticalGender: 'masculine', number: 'other'})", "nosotros"),
            ("^[él](inflect: {grammaticalPerson: 'first', number: 'other', pronounType: 'reflexive'})", "nos"),
            ("^[yo](inflect: {grammaticalPerson: 'second', grammaticalCase: 'genitive'})", "tuyo"),
            ("^[él](inflect: {grammaticalPerson: 'second', grammaticalCase: 'genitive', determination: 'dependent'})", "tu"),
            ("^[él](inflect: {grammaticalPerson: 'third', grammaticalCase: 'genitive', determination: 'dependent'})", "su"),
            ("^[ella](inflect: {grammaticalCase: 'accusative'})", "la"),
            ("^[él](inflect: {pronounType: 'reflexive'})", "se"),
            ("^[nosotros](inflect: {grammaticalGender: 'feminine'})", "nosotras"),
            ("^[Él](inflect: {grammaticalGender: 'feminine'})", "Ella"),
        ]
        for (markup, expected) in cases {
            assertES(renderES(markup), expected, rules: ["es.pronoun.inflect"])
        }
    }
}

/// The second person plural by region: *vosotros* in Spain (and without a region), *ustedes* with third-person
/// clitics and possessives elsewhere.
final class SpanishUstedesTests: XCTestCase {
    func render(_ markup: String, _ locale: String) -> Rendering {
        ConcordEngine(lexicons: LexiconStore(directory: "/nonexistent-concord-lexicons"))
            .render(RenderRequest(markup: markup, locale: InflectionLocale(locale)))
    }

    func testByRegion() {
        let subject = "^[él](inflect: {grammaticalPerson: 'second', number: 'other'})"
        XCTAssertEqual(render(subject, "es").text, "vosotros")
        XCTAssertEqual(render(subject, "es-ES").text, "vosotros")
        let mx = render(subject, "es-MX")
        XCTAssertEqual(mx.text, "ustedes")
        XCTAssertEqual(mx.trace.first?.rule, "es.pronoun.ustedes")
        XCTAssertEqual(render("^[él](inflect: {grammaticalPerson: 'second', number: 'other', grammaticalCase: 'accusative'})", "es-419").text, "los")
        XCTAssertEqual(render("^[yo](inflect: {grammaticalPerson: 'second', number: 'other', grammaticalCase: 'genitive', determination: 'dependent'})", "es-AR").text, "su")
        XCTAssertEqual(render("^[yo](inflect: {grammaticalPerson: 'second', number: 'other', grammaticalCase: 'genitive', determination: 'dependent'})", "es-ES").text, "vuestro")
    }
}

/// Person nouns of common gender with their own feminine (LanguageTool's `[fem. jefa]`): the lexicon derives it.
final class SpanishFeminineNoteTests: XCTestCase {
    func testJefeJefa() {
        let engine = ConcordEngine()
        let r = engine.render(RenderRequest(markup: "^[el jefe](inflect: {grammaticalGender: 'feminine'})", locale: InflectionLocale("es")))
        XCTAssertEqual(r.text, "la jefa")
        XCTAssertTrue(r.trace.contains { $0.output == "jefa" })
        XCTAssertEqual(engine.render(RenderRequest(markup: "^[%lld jefe](inflect: true)", locale: InflectionLocale("es"),
                                                   arguments: [.number(NumberValue(2))])).text, "2 jefes")
    }
}
