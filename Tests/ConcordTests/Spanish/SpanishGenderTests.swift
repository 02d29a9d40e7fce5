import XCTest
@testable import Concord

/// Gender of the head noun: declaration, lexicon, suffix guesses; nouns that change with the referent.
final class SpanishGenderTests: XCTestCase {
    func article(_ word: String) -> Rendering { renderES("^[el %@](inflect: true)", [.text(word)]) }

    func testSuffixGuesses() {
        assertES(article("canción"), "la canción", rules: ["es.article.agree"])
        XCTAssertTrue(article("canción").trace.flatMap(\.facts).contains { $0.source == .guess && $0.value.contains("es.gender.guess.cion") })
        assertES(article("ciudad"), "la ciudad")
        assertES(article("qwzqwza"), "la qwzqwza")
        assertES(article("qwzqwzo"), "el qwzqwzo")
        assertES(article("superficie"), "la superficie")
        assertES(article("pan"), "el pan")
        assertES(article("Habitación de Victor"), "la Habitación de Victor")
    }

    func testGuessedFeaturesAreListed() {
        let store = LexiconStore(directory: "/nonexistent-concord-lexicons")
        let a = ConcordEngine(lexicons: store).analyze("qwzqwza", locale: InflectionLocale("es"))
        XCTAssertEqual(a?.features.grammaticalGender, .feminine)
        XCTAssertTrue(a?.guessed.contains("grammaticalGender") ?? false)
    }

    func testLexiconGenderBeatsTheGuess() {
        let planeta = LexicalEntry(lemma: "planeta", pos: "noun", gender: .masculine, forms: ["pl": ["planetas"]])
        assertES(renderES("^[el %@](inflect: true)", [.text("planeta")], entries: [planeta]), "el planeta",
                 rules: ["es.article.agree"])
        assertES(renderES("^[el %@](inflect: true)", [.text("planeta")]), "la planeta")
    }

    func testDeclarationBeatsEverything() {
        let m = FormatArgument.phrase("cometa", InflectionMorphology(grammaticalGender: .masculine))
        let f = FormatArgument.phrase("cometa", InflectionMorphology(grammaticalGender: .feminine))
        assertES(renderES("^[%@](inflect: {definiteness: 'definite'})", [m]), "el cometa", rules: ["es.article.add"])
        assertES(renderES("^[%@](inflect: {definiteness: 'definite'})", [f]), "la cometa")
    }

    func testReferentGenderNouns() {
        let usuario = LexicalEntry(lemma: "usuario", pos: "noun", gender: .masculine,
                                   forms: ["pl": ["usuarios"], "f.sg": ["usuaria"], "f.pl": ["usuarias"]])
        assertES(renderES("^[el usuario](inflect: {grammaticalGender: 'feminine'})", entries: [usuario]), "la usuaria",
                 rules: ["es.noun.referent-gender.lexicon"])
        assertES(renderES("^[el usuario](agreeWithConcept: 1)", concepts: [.termsOfAddress([.feminine])], entries: [usuario]),
                 "la usuaria")
        assertES(renderES("^[toquero](inflect: {grammaticalGender: 'feminine', number: 'other'})"), "toqueras",
                 rules: ["es.noun.referent-gender.guess"])
        assertES(renderES("^[qwzqwzq](inflect: {grammaticalGender: 'feminine'})"), "qwzqwzq", rules: ["es.noun.gender-fixed"])
        let estudiante = LexicalEntry(lemma: "estudiante", pos: "noun", gender: .common, forms: ["pl": ["estudiantes"]])
        assertES(renderES("^[el estudiante](inflect: {grammaticalGender: 'feminine'})", entries: [estudiante]),
                 "la estudiante", rules: ["es.noun.referent-gender.common"])
    }

    /// A noun the lexicon lists as masculine and as feminine, equally frequent, with nothing around it to tell: an
    /// ending that marks one of the two genders decides (was *La reserva fue cancelado*, the argument's gender left
    /// unknown); an ending that marks neither leaves it undecided.
    func testAnEndingDecidesBetweenTwoEquallyFrequentGenders() throws {
        let lines = ["reserva\tnoun\tf\tpl=reservas\t-\t462", "reserva\tnoun\tm\tpl=reservas\t-\t462",
                     "joven\tnoun\tf\tpl=jóvenes\t-\t500", "joven\tnoun\tm\tpl=jóvenes\t-\t500",
                     "pez\tnoun\tf\tpl=peces\t-\t468", "pez\tnoun\tm\tpl=peces\t-\t468",
                     "cancelado\tadjective\t-\tm.pl=cancelados;f.sg=cancelada;f.pl=canceladas\tparticiple\t400"]
        let dir = TestLexiconFolder.url(language: "es", lines: lines)
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("es"), withIntermediateDirectories: true)
        try lines.joined(separator: "\n").write(to: dir.appendingPathComponent("es/lexicon.tsv"), atomically: true, encoding: .utf8)
        let engine = ConcordEngine(lexicons: LexiconStore(directory: dir.path))
        func text(_ markup: String, _ argument: String) -> String {
            engine.render(RenderRequest(markup: markup, locale: InflectionLocale("es"), arguments: [.text(argument)])).text
        }
        XCTAssertEqual(text("La %@ fue ^[cancelado](agreeWithArgument: 1).", "reserva"), "La reserva fue cancelada.")
        XCTAssertEqual(text("Detalles ^[del %@](inflect: true)", "reserva"), "Detalles de la reserva")
        XCTAssertEqual(text("El %@ fue ^[cancelado](agreeWithArgument: 1).", "joven"), "El joven fue cancelado.")
        XCTAssertEqual(text("Volver ^[al %@](inflect: true)", "pez"), "Volver al pez")
    }
}
