import Concord
import Foundation
import XCTest

/// Each lint rule, positive and negative, on catalogs written inline.
final class CatalogLinterTests: XCTestCase {
    /// A catalog with one key: `source` in English and `translations` (locale → value JSON).
    func catalog(key: String = "k", source: String?, _ translations: [String: String]) throws -> Catalog {
        var locs: [String] = []
        if let source { locs.append(#""en": {"stringUnit": {"state": "translated", "value": \#(json(source))}}"#) }
        for (locale, body) in translations.sorted(by: { $0.key < $1.key }) { locs.append("\(json(locale)): \(body)") }
        return try CatalogFixtures.xcstrings(#"{"sourceLanguage": "en", "strings": {\#(json(key)): {"localizations": {\#(locs.joined(separator: ", "))}}}}"#)
    }

    func json(_ s: String) -> String {
        String(decoding: try! JSONSerialization.data(withJSONObject: s, options: .fragmentsAllowed), as: UTF8.self)
    }

    func unit(_ value: String, state: String = "translated") -> String {
        #"{"stringUnit": {"state": "\#(state)", "value": \#(json(value))}}"#
    }

    func codes(_ c: Catalog) -> [String] { CatalogLinter().lint(c).map(\.diagnostic.code) }

    /// The 1-based column of `needle` in the catalog's (one-line, ASCII) text.
    func column(of needle: String, in c: Catalog) -> Int {
        let entry = c.tables[0][c.tables[0].keys[0]]!
        let text = String(decoding: entry.keyPosition!.source.bytes, as: UTF8.self)
        return text.distance(from: text.startIndex, to: text.range(of: needle)!.lowerBound) + 1
    }

    func testMarkupThatDoesNotParseIsAnErrorWithItsPlace() throws {
        let c = try catalog(source: "%lld thing", ["es": unit("^[%lld cosa](inflect: maybe)")])
        let findings = CatalogLinter().lint(c)
        XCTAssertEqual(findings.map(\.diagnostic.code), ["markup.attributes"])
        XCTAssertEqual(findings[0].severity, .error)
        XCTAssertEqual(findings[0].position?.description, "Localizable.xcstrings:1:\(column(of: "maybe", in: c))")
        XCTAssertEqual(findings[0].diagnostic.location?.column, 23)
        XCTAssertEqual(codes(try catalog(source: "%lld thing", ["es": unit("^[%lld cosa](inflect: true)")])), [])
    }

    func testAgreeWithArgumentBeyondTheArguments() throws {
        XCTAssertEqual(codes(try catalog(source: "%@ and %@", ["es": unit("%1$@ y ^[%2$@](inflect: true, agreeWithArgument: 3)")])),
                       ["lint.argument-index"])
        XCTAssertEqual(codes(try catalog(source: "%@ and %@", ["es": unit("%1$@ y ^[%2$@](inflect: true, agreeWithArgument: 1)")])), [])
    }

    func testIndexZero() throws {
        XCTAssertEqual(codes(try catalog(source: "%@", ["es": unit("^[%@](inflect: true, agreeWithArgument: 0)")])), ["lint.index-zero"])
        XCTAssertEqual(codes(try catalog(source: "They left", ["es": unit("^[Se fue](referentConcept: 0)")])), ["lint.index-zero"])
        XCTAssertEqual(codes(try catalog(source: "They left", ["es": unit("^[Se fue](referentConcept: 1)")])), [])
    }

    func testArgumentCountDiffersFromTheSource() throws {
        let extra = CatalogLinter().lint(try catalog(source: "%@ left", ["fr": unit("%@ est parti avec %@")]))
        XCTAssertEqual(extra.map(\.diagnostic.code), ["lint.format-count"])
        XCTAssertEqual(extra[0].diagnostic.message, "%@ uses argument 2, but the source language has 1 argument")
        let dropped = CatalogLinter().lint(try catalog(source: "%@ and %lld more", ["fr": unit("%@ et d’autres")]))
        XCTAssertEqual(dropped.map(\.diagnostic.message), ["the translation never uses argument 2 (an integer (%d, %lld)) of the source language"])
        XCTAssertEqual(codes(try catalog(source: "%@ and %lld more", ["fr": unit("%@ et %lld autres")])), [])
        // Without a source-language value, the key is the source.
        XCTAssertEqual(codes(try catalog(key: "%lld files", source: nil, ["fr": unit("%lld fichiers %@")])), ["lint.format-count"])
    }

    /// A key that is a format string (Xcode's keys are the code's interpolation) passes its arguments even when the
    /// source language's value leaves them out: a translation may use them (IceCubes: "starred", and in German a
    /// plural substitution for the verb), and need not.
    func testArgumentsOfAFormatKeyThatTheSourceLeavesOut() throws {
        let key = "notifications.label.favorite %lld"
        let substitution = #"{"stringUnit": {"state": "translated", "value": "%#@count@"}, "substitutions": {"count": {"formatSpecifier": "lld", "variations": {"plural": {"one": {"stringUnit": {"state": "translated", "value": "hat favorisiert"}}, "other": {"stringUnit": {"state": "translated", "value": "haben favorisiert"}}}}}}}"#
        XCTAssertEqual(codes(try catalog(key: key, source: "starred", ["de": substitution, "fr": unit("a mis en favori")])), [])
        // The key's types still hold, and nothing beyond its arguments is passed.
        let f = CatalogLinter().lint(try catalog(key: key, source: "starred", ["it": unit("%@ preferiti"), "es": unit("%lld de %@")]))
        XCTAssertEqual(f.map(\.diagnostic.message), ["%@ uses argument 2, but the source language has 1 argument",
                                                     "%@ formats argument 1 as %@, but the source language formats it as an integer (%d, %lld)"])
        // A key whose percent sign reads as a specifier only with a space ("50% off": % o) is text, not a format.
        XCTAssertEqual(CatalogLinter().lint(try catalog(key: "50% off", source: "Half price", ["fr": unit("50 % de réduction")])).map(\.diagnostic.message),
                       ["% d uses argument 1, but the source language has 0 arguments"])
    }

    func testArgumentTypeDiffersFromTheSource() throws {
        let f = CatalogLinter().lint(try catalog(source: "%lld items", ["de": unit("%@ Artikel")]))
        XCTAssertEqual(f.map(\.diagnostic.message), ["%@ formats argument 1 as %@, but the source language formats it as an integer (%d, %lld)"])
        // %d and %lld are both integers.
        XCTAssertEqual(codes(try catalog(source: "%lld items", ["de": unit("%d Artikel")])), [])
    }

    func testPositionBeyondTheSourceArguments() throws {
        XCTAssertEqual(codes(try catalog(source: "%@ and %@", ["it": unit("%3$@ e %1$@")])), ["lint.format-position", "lint.format-count"])
        XCTAssertEqual(codes(try catalog(source: "%@ and %@", ["it": unit("%2$@ e %1$@")])), [])
        // %1$@ twice leaves argument 2 unused.
        XCTAssertEqual(codes(try catalog(source: "%@ and %@", ["it": unit("%1$@ e %1$@")])), ["lint.format-count"])
    }

    func testMixedPositionalAndSequential() throws {
        XCTAssertEqual(codes(try catalog(source: "%@ and %@", ["pt-BR": unit("%2$@ e %@")])), ["lint.format-mixed"])
        XCTAssertEqual(codes(try catalog(source: "%@ and %@", ["pt-BR": unit("%@ e %@")])), [])
    }

    func testInflectInALanguageConcordCannotInflect() throws {
        let f = CatalogLinter().lint(try catalog(source: "%lld items", ["ja": unit("^[%lld 個](inflect: true)")]))
        XCTAssertEqual(f.map(\.diagnostic.code), ["lint.inflect-unsupported"])
        XCTAssertEqual(f[0].severity, .error)
        XCTAssertEqual(codes(try catalog(source: "%lld items", ["ja": unit("%lld 個")])), [])
    }

    func testUnknownSubstitution() throws {
        XCTAssertEqual(codes(try catalog(source: "%lld items", ["de": unit("%#@items@")])), ["catalog.unknown-substitution"])
    }

    func testAttributeTypoSuggestsTheKnownName() throws {
        let f = CatalogLinter().lint(try catalog(source: "%lld items", ["es": unit("^[%lld artículo](inflct: true)")]))
        XCTAssertEqual(f.map(\.diagnostic.code), ["attribute.unknown-key"])
        XCTAssertEqual(f.map(\.diagnostic.message), ["'inflct' is not an inflection attribute — did you mean inflect? It is kept as a custom attribute and nothing is inflected for it"])
        XCTAssertEqual(f[0].severity, .warning)
        XCTAssertEqual(codes(try catalog(source: "%lld items", ["es": unit("^[%lld artículo](inflect: true, rainbow: 'extreme')")])), [])
        XCTAssertEqual(EditDistance.closest(to: "agreWithArgument", among: SpanAttributes.knownKeys), "agreeWithArgument")
        XCTAssertNil(EditDistance.closest(to: "rainbow", among: SpanAttributes.knownKeys))
    }

    func testUnclosedSpan() throws {
        let f = CatalogLinter().lint(try catalog(source: "%lld items", ["es": unit("^[%lld artículo(inflect: true)")]))
        XCTAssertEqual(f.map(\.diagnostic.code), ["markup.unclosed-span"])
        XCTAssertEqual(f[0].diagnostic.location?.column, 1)
        XCTAssertEqual(codes(try catalog(source: "%lld items", ["es": unit("^[%lld artículo](inflect: true)")])), [])
    }

    func testSpanInWhichNothingCanAgree() throws {
        let f = CatalogLinter().lint(try catalog(source: "Welcome", ["es": unit("^[Blorfo zuntal](inflect: true)")]))
        XCTAssertEqual(f.map(\.diagnostic.code), ["lint.nothing-can-agree"])
        XCTAssertEqual(f[0].diagnostic.message, "no rule can apply in ^[Blorfo zuntal](inflect: true): the es lexicon knows none of its words ('Blorfo', 'zuntal') and nothing declares their grammar")
        // A known word, a declared morphology, or a number (unknown nouns pluralise by rule): something can agree.
        XCTAssertEqual(codes(try catalog(source: "Welcome", ["es": unit("^[Bienvenido](inflect: true)")])), [])
        XCTAssertEqual(codes(try catalog(source: "Welcome", ["es": unit("^[Blorfo](inflect: true, morphology: {grammaticalGender: 'feminine'})")])), [])
        XCTAssertEqual(codes(try catalog(source: "%lld items", ["es": unit("^[%lld blorfo](inflect: true)")])), [])
    }

    func testAWordAfterASpanThatWouldAgreeInsideIt() throws {
        let de = CatalogLinter().lint(try catalog(source: "%lld files were deleted",
                                                  ["de": unit("^[%lld Datei](inflect: true) wurde gelöscht")]))
        XCTAssertEqual(de.map(\.diagnostic.code), ["lint.word-after-span"])
        XCTAssertEqual(de.map(\.severity), [.warning])
        XCTAssertEqual(de.map(\.diagnostic.message),
                       ["'wurde' comes after the span and does not agree with it; inside the span it would be 'wurden' (for a count such as 2)"])
        XCTAssertEqual(de.map(\.diagnostic.hint), ["widen the span: ^[%lld Datei wurde](inflect: true)"])
        XCTAssertEqual(de[0].diagnostic.location?.column, 30) // at 'wurde' in the value
        // An argument that is not a number is given as a noun the lexicon does not know: the count still agrees.
        let es = CatalogLinter().lint(try catalog(source: "%1$lld %2$@ selected",
                                                  ["es": unit("^[%1$lld %2$@](inflect: true) seleccionado")]))
        XCTAssertEqual(es.map(\.diagnostic.message),
                       ["'seleccionado' comes after the span and does not agree with it; inside the span it would be 'seleccionados' (for a count such as 2)"])
        XCTAssertEqual(es.map(\.diagnostic.hint), ["widen the span: ^[%1$lld %2$@ seleccionado](inflect: true)"])
        // The words already inside the span, a word that would not change, another phrase after the span: nothing.
        XCTAssertEqual(codes(try catalog(source: "%lld files", ["de": unit("^[%lld Datei wurde](inflect: true) gelöscht")])), [])
        XCTAssertEqual(codes(try catalog(source: "%lld files", ["en": unit("^[%lld file](inflect: true) deleted")])), [])
        XCTAssertEqual(codes(try catalog(source: "%lld files", ["es": unit("^[%lld cita](inflect: true) esta semana")])), [])
    }

    /// A key's repeated texts are parsed once; two normalizations of one text are two texts (the findings quote
    /// each as written).
    func testRepeatedAndRenormalizedTextsOfAKey() throws {
        let composed = "^[Blorfé zuntal](inflect: true)", decomposed = "^[Blorfe\u{301} zuntal](inflect: true)"
        let f = CatalogLinter().lint(try catalog(source: "Welcome", ["es": unit(decomposed), "fr": unit(composed), "it": unit(composed)]))
        XCTAssertEqual(f.map(\.locale), ["es", "fr", "it"])
        XCTAssertEqual(f.map { Array($0.diagnostic.message.utf8.prefix(48)) }, [
            Array("no rule can apply in \(decomposed)".utf8.prefix(48)), Array("no rule can apply in \(composed)".utf8.prefix(48)),
            Array("no rule can apply in \(composed)".utf8.prefix(48)),
        ])
        XCTAssertEqual(f.map { $0.value.map { Array($0.utf8) } }, [Array(decomposed.utf8), Array(composed.utf8), Array(composed.utf8)])
    }

    func testMarkupDroppedByATranslation() throws {
        let f = CatalogLinter().lint(try catalog(source: "Add ^[%lld %@](inflect: true)", ["fr": unit("Ajouter %lld %@")]))
        XCTAssertEqual(f.map(\.diagnostic.code), ["lint.markup-dropped"])
        XCTAssertEqual(codes(try catalog(source: "Add ^[%lld %@](inflect: true)", ["fr": unit("Ajouter ^[%lld %@](inflect: true)")])), [])
    }

    func testPluralVariantsMissingACategory() throws {
        let plural = { (cases: [String]) in
            #"{"variations": {"plural": {"# + cases.map { #""\#($0)": \#(self.unit("%lld x"))"# }.joined(separator: ", ") + "}}}"
        }
        let es = CatalogLinter().lint(try catalog(source: "%lld x", ["es": plural(["one", "other"])]))
        XCTAssertEqual(es.map(\.diagnostic.message), ["plural variants lack many (1000000, 1e6…), which es needs; 'other' is used instead"])
        XCTAssertEqual(codes(try catalog(source: "%lld x", ["es": plural(["one", "many", "other"])])), [])
        XCTAssertEqual(codes(try catalog(source: "%lld x", ["de": plural(["one", "other"])])), [])
        XCTAssertEqual(CatalogLinter().lint(try catalog(source: "%lld x", ["de": plural(["one"])])).map(\.diagnostic.message),
                       ["plural variants lack other, which de needs; there is no fallback"])
        // Languages Concord does not inflect are not judged.
        XCTAssertEqual(codes(try catalog(source: "%lld x", ["ru": plural(["one", "other"])])), [])
    }

    func testTranslationStatesAreNotes() throws {
        let c = try catalog(source: "Hi", ["es": unit("Hola", state: "needs_review"), "fr": unit("Salut", state: "stale"),
                                           "it": unit("Ciao", state: "new"), "de": unit("Hallo")])
        let f = CatalogLinter().lint(c)
        XCTAssertEqual(f.map(\.description), [
            #"Localizable.xcstrings:1:\#(column(of: "Hola", in: c)): note: the translation is marked needs_review: a reviewer must check it [key "k", locale es]"#,
            #"Localizable.xcstrings:1:\#(column(of: "Salut", in: c)): note: the translation is marked stale: the key no longer appears in the code [key "k", locale fr]"#,
            #"Localizable.xcstrings:1:\#(column(of: "Ciao", in: c)): note: the translation is marked new: it has not been translated yet [key "k", locale it]"#,
        ])
    }

    func testShouldTranslateFalseIsNotComparedWithTheSource() throws {
        let c = try CatalogFixtures.xcstrings(#"{"sourceLanguage": "en", "strings": {"%@": {"shouldTranslate": false, "localizations": {"es": {"stringUnit": {"value": "x"}}}}}}"#)
        XCTAssertEqual(codes(c), [])
    }

    func testReaderProblemsComeFirst() throws {
        let c = try CatalogFixtures.xcstrings(#"{"sourceLanguage": "en", "strings": {"a": {"localizations": {"es": {"stringUnit": {}}}}, "b": {"localizations": {"es": \#(unit("%@ x"))}}}}"#)
        XCTAssertEqual(codes(c), ["catalog.shape", "lint.format-count"])
    }
}
