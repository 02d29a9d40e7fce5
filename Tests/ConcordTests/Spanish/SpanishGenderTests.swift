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
}
