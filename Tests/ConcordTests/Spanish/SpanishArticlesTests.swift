import XCTest
@testable import Concord

/// Articles, contractions, el before stressed a-, demonstratives, possessives, quantifiers and definiteness.
final class SpanishArticlesTests: XCTestCase {
    func testArticlesAgreeWithTheHead() {
        assertES(renderES("^[el %@](inflect: true)", [.text("amiga")]), "la amiga", rules: ["es.article.agree"])
        assertES(renderES("^[un %@](inflect: true)", [.text("alarma de incendios")]), "una alarma de incendios")
        assertES(renderES("^[el %@](inflect: true)", [.text("gatos")]), "los gatos")
        assertES(renderES("^[un %@](inflect: true)", [.text("casas")]), "unas casas")
        assertES(renderES("^[el %lld %@](inflect: true)", [esCount(2), .text("casa")]), "las 2 casas")
    }

    func testTonicA() {
        assertES(renderES("^[el %@](inflect: true)", [.text("agua")]), "el agua", rules: ["es.article.el-before-tonic-a"])
        assertES(renderES("^[la %@](inflect: true)", [.text("águila")]), "el águila", rules: ["es.article.el-before-tonic-a"])
        assertES(renderES("^[una %@](inflect: true)", [.text("hacha")]), "un hacha")
        assertES(renderES("^[la fría %@](inflect: true)", [.text("agua")]), "la fría agua")
        assertES(renderES("^[el %@](inflect: true)", [.text("añeja álgebra")]), "la añeja álgebra")
        assertES(renderES("^[el %@](inflect: true)", [.text("aguas")]), "las aguas")
        assertES(renderES("^[este %@](inflect: true)", [.text("agua")]), "esta agua", rules: ["es.demonstrative.agree"])
        assertES(renderES("^[el %@](inflect: true)", [.text("alarma")]), "la alarma")
        assertES(renderES("^[álgebra](inflect: {definiteness: 'indefinite'})"), "un álgebra", rules: ["es.article.el-before-tonic-a"])
        assertES(renderES("^[álgebra añeja](inflect: {definiteness: 'definite'})"), "el álgebra añeja")
        assertES(renderES("^[el](agreeWithArgument: 1) %@", [.text("agua")]), "el agua")
    }

    /// A feminine noun the lexicon knows takes *el* only when the lexicon flags its stressed *a-*: a one-syllable
    /// short form it lists without the flag keeps *la* (was *el app*, *el app nueva*); words it does not know are still
    /// read by their stress.
    func testTonicAIsTheLexiconsForTheNounsItKnows() {
        let app = [LexicalEntry(lemma: "app", pos: "noun", gender: .feminine, forms: ["pl": ["apps"]])]
        assertES(renderES("^[la %@](inflect: true)", [.text("app")], entries: app), "la app", rules: ["es.article.agree"])
        assertES(renderES("^[la %@ nueva](inflect: true)", [.text("app")], entries: app), "la app nueva")
        assertES(renderES("^[una %@](inflect: true)", [.text("app")], entries: app), "una app")
        // Not in the lexicon: read by its stress.
        assertES(renderES("^[la %@](inflect: true)", [.text("app")]), "el app")
        let aula = [LexicalEntry(lemma: "aula", pos: "noun", gender: .feminine, forms: ["pl": ["aulas"]], flags: ["tonic-a"])]
        assertES(renderES("^[la %@](inflect: true)", [.text("aula")], entries: aula), "el aula")
    }

    func testContractions() {
        assertES(renderES("Voy ^[al %@](inflect: true)", [.text("playa")]), "Voy a la playa", rules: ["es.contraction.undo"])
        assertES(renderES("^[del %@](inflect: true)", [.text("real madrid")]), "del real madrid")
        assertES(renderES("^[del gato](inflect: {grammaticalGender: 'feminine'})"), "de la gata")
        assertES(renderES("^[de los](inflect: {number: 'one'})"), "del", rules: ["es.contraction.make"])
        assertES(renderES("^[de los gatos](inflect: {number: 'one'})"), "del gato")
        assertES(renderES("^[a los](inflect: {number: 'one'})"), "al")
        assertES(renderES("^[de gato](inflect: {definiteness: 'definite'})"), "del gato")
    }

    func testDemonstrativesPossessivesQuantifiers() {
        assertES(renderES("^[ese %@](inflect: true)", [.text("canción")]), "esa canción")
        assertES(renderES("^[aquel %@](inflect: true)", [.text("casas")]), "aquellas casas")
        assertES(renderES("^[Nuestro %@](inflect: true)", [.text("pizza")]), "Nuestra pizza", rules: ["es.possessive.agree"])
        assertES(renderES("^[vuestro %@](inflect: true)", [.text("mesa")]), "vuestra mesa")
        assertES(renderES("^[su %lld %@](inflect: true)", [esCount(3), .text("mesa")]), "sus 3 mesas")
        assertES(renderES("^[tu %@](inflect: true)", [.text("gatos")]), "tus gatos")
        assertES(renderES("^[todos los](agreeWithArgument: 1) %@", [.text("casas")]), "todas las casas",
                 rules: ["es.quantifier.agree"])
        assertES(renderES("^[ningún %@](inflect: true)", [.text("agua")]), "ningún agua", rules: ["es.quantifier.before-tonic-a"])
    }

    func testDefiniteness() {
        assertES(renderES("^[gato](inflect: {definiteness: 'definite'})"), "el gato", rules: ["es.article.add"])
        assertES(renderES("^[gata](inflect: {definiteness: 'definite'})"), "la gata")
        assertES(renderES("^[aguas](inflect: {definiteness: 'definite'})"), "las aguas")
        assertES(renderES("^[el gato](inflect: {definiteness: 'indefinite'})"), "un gato", rules: ["es.article.definiteness"])
        assertES(renderES("^[un gato](inflect: {definiteness: 'definite', number: 'other'})"), "los gatos")
        assertES(renderES("^[del gato](inflect: {definiteness: 'indefinite'})"), "de un gato")
        assertES(renderES("^[el %@](inflect: {number: 'other'})", [.text("gato")]), "los gatos")
    }

    /// An argument that brings its own article after a determiner of the template: the template's determiner
    /// stays, with the gender and number of the argument's article, which is dropped (were *la la tarjeta*, *del el
    /// vuelo*, *del la reserva*, *a la la pantalla*, *de los los vuelos*, *una la tarjeta*).
    func testAnArgumentsOwnArticleIsNotWrittenTwice() {
        assertES(renderES("^[el %@](inflect: true)", [.text("la tarjeta")]), "la tarjeta", rules: ["es.article.argument-own"])
        assertES(renderES("Detalles ^[del %@](inflect: true)", [.text("el vuelo")]), "Detalles del vuelo")
        assertES(renderES("Detalles ^[del %@](inflect: true)", [.text("la reserva")]), "Detalles de la reserva")
        assertES(renderES("Volver ^[al %@](inflect: true)", [.text("la pantalla de inicio")]), "Volver a la pantalla de inicio")
        assertES(renderES("Detalles ^[del %@](inflect: true)", [.text("los vuelos")]), "Detalles de los vuelos")
        assertES(renderES("Detalles ^[de la %@](inflect: true)", [.text("el vuelo")]), "Detalles del vuelo")
        assertES(renderES("Añadir ^[un %@](inflect: true)", [.text("la tarjeta")]), "Añadir una tarjeta")
        assertES(renderES("^[Este %@](inflect: true)", [.text("la tarjeta")]), "Esta tarjeta")
        assertES(renderES("^[El %@](inflect: true)", [.text("La tarjeta")]), "La tarjeta")
        // *todo* stands before the article: it stays.
        assertES(renderES("^[todo %@](inflect: true)", [.text("la casa")]), "toda la casa")
        // The argument's article tells the gender of a noun no lexicon knows (was *el VPN* by a guess), but for *el*
        // before stressed a- (*el agua*).
        assertES(renderES("Detalles ^[del %@](inflect: true)", [.text("la VPN")]), "Detalles de la VPN")
        assertES(renderES("^[la %@ nueva](inflect: true)", [.text("el agua")]), "el agua nueva")
        // After a count the argument's article is dropped (was *2 las tarjetas*).
        assertES(renderES("^[%lld %@](inflect: true)", [esCount(2), .text("las tarjetas")]), "2 tarjetas",
                 rules: ["es.article.argument-own.after-count"])
        // An argument that follows no determiner is left as it is.
        assertES(renderES("Usar ^[%@](inflect: true)", [.text("la tarjeta")]), "Usar la tarjeta")
    }
}
