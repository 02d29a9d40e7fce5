import XCTest
@testable import Concord

/// Words addressing the user agree with the user's term of address; unknown or neutral users get the
/// inflectionAlternative.
final class SpanishUserTests: XCTestCase {
    let markup = "^[Bienvenido](inflect: true, inflectionAlternative: 'Te damos la bienvenida')."

    func testKnownUser() {
        assertES(renderES(markup, user: .term(.feminine)), "Bienvenida.", rules: ["es.user.agree"])
        assertES(renderES(markup, user: .term(.masculine)), "Bienvenido.")
        assertES(renderES("^[Bienvenido](inflect: true) a tu iPhone", user: .term(.feminine)), "Bienvenida a tu iPhone")
        assertES(renderES("^[BIENVENIDO](inflect: true)", user: .term(.feminine)), "BIENVENIDA")
    }

    func testUnknownUserUsesTheAlternative() {
        assertES(renderES(markup, user: .noPreference), "Te damos la bienvenida.",
                 rules: ["es.user.unknown", "engine.inflection-alternative"])
        assertES(renderES(markup), "Te damos la bienvenida.")
        // Without an alternative the text stays as written.
        assertES(renderES("^[Bienvenido](inflect: true)", user: .noPreference), "Bienvenido", rules: ["es.user.unknown"])
    }

    func testNeutralUserIsTreatedAsUnspecified() {
        assertES(renderES(markup, user: .term(.neutral)), "Te damos la bienvenida.", rules: ["es.user.unknown"])
    }

    func testWordsThatDoNotChangeNeedNoTerm() {
        assertES(renderES("^[Grande](inflect: true, inflectionAlternative: 'x')", user: .noPreference), "Grande",
                 rules: ["es.user.nothing-to-agree"])
    }

    /// A role noun naming the user — after *eres* / *usted es*, or after a salutation's adjective — takes the user's
    /// gender with its determiners and adjectives: its feminine from the lexicon, a common-gender noun its form
    /// (were *Eres el nuevo propietario*, *Estimado cliente* for a feminine user). A noun that names no person stays.
    func testRoleNounNamingTheUserTakesTheirGender() {
        let entries = [
            LexicalEntry(lemma: "propietario", pos: "noun", gender: .masculine,
                         forms: ["pl": ["propietarios"], "f.sg": ["propietaria"], "f.pl": ["propietarias"]]),
            LexicalEntry(lemma: "cliente", pos: "noun", gender: .masculine,
                         forms: ["pl": ["clientes"], "f.sg": ["clienta"], "f.pl": ["clientas"]]),
            LexicalEntry(lemma: "estudiante", pos: "noun", gender: .common, forms: ["pl": ["estudiantes"]]),
            LexicalEntry(lemma: "versión", pos: "noun", gender: .feminine, forms: ["pl": ["versiones"]]),
            LexicalEntry(lemma: "nuevo", pos: "adjective"), LexicalEntry(lemma: "estimado", pos: "adjective"),
        ]
        let feminine = UserTermSetting.term(.feminine)
        assertES(renderES("Eres ^[el nuevo propietario](inflect: true) de la vivienda", user: feminine, entries: entries),
                 "Eres la nueva propietaria de la vivienda")
        assertES(renderES("¡Eres ^[el nuevo estudiante](inflect: true)!", user: feminine, entries: entries),
                 "¡Eres la nueva estudiante!")
        assertES(renderES("Usted es ^[el propietario](inflect: true).", user: feminine, entries: entries), "Usted es la propietaria.")
        assertES(renderES("^[Estimado cliente](inflect: true):", user: feminine, entries: entries), "Estimada clienta:")
        // A masculine user, a noun that names no person, and a complement about something else stay.
        assertES(renderES("Eres ^[el nuevo propietario](inflect: true)", user: .term(.masculine), entries: entries),
                 "Eres el nuevo propietario")
        assertES(renderES("Esta es ^[la versión nueva](inflect: true).", user: .term(.masculine), entries: entries),
                 "Esta es la versión nueva.")
        assertES(renderES("Eres ^[el propietario de la versión](inflect: true)", user: feminine, entries: entries),
                 "Eres el propietario de la versión")
        // Not after the user's copula: *Añadir el nuevo propietario* is about someone else.
        assertES(renderES("Añadir ^[el nuevo propietario](inflect: true)", user: feminine, entries: entries),
                 "Añadir el nuevo propietario")
        // A neutral or unknown user: the alternative.
        assertES(renderES("Eres ^[el propietario](inflect: true, inflectionAlternative: 'quien tiene la propiedad')",
                          user: .term(.neutral), entries: entries), "Eres quien tiene la propiedad")
    }

    /// After a verb whose subject is the user (*has sido*, *usted está*), a participle that is also a noun
    /// describes the user (was *Has sido invitado* for a feminine user).
    func testAParticipleAfterAVerbAddressingTheUser() {
        func r(_ markup: String, _ user: TermOfAddress = .feminine) -> String { self.r(markup, user, arguments: [.text("la fiesta")]) }
        XCTAssertEqual(r("Has sido ^[invitado](inflect: true) a %@"), "Has sido invitada a la fiesta")
        XCTAssertEqual(r("Has sido ^[invitado](inflect: true) a %@", .masculine), "Has sido invitado a la fiesta")
        XCTAssertEqual(r("Usted está ^[invitado](inflect: true) a %@"), "Usted está invitada a la fiesta")
        XCTAssertEqual(r("El director ha sido ^[invitado](inflect: true) a %@"), "El director ha sido invitado a la fiesta")
    }

    /// `markup` rendered in Spanish with the shipped lexicons and `arguments`, for a user addressed with `user`.
    private func r(_ markup: String, _ user: TermOfAddress = .feminine, arguments: [FormatArgument] = []) -> String {
        ConcordEngine().render(RenderRequest(markup: markup, locale: InflectionLocale("es"), arguments: arguments,
                                             userTermOfAddress: .term(user))).text
    }

    /// A copula of the second person inside the span is a verb, and what follows it describes the user, whatever
    /// comes before it (were *Er muy generosa*, *Gracias, estases conectadas*, *Estás invitado* and *Er el nuevo
    /// propietario* for a feminine user: the lexicon lists no second person, and *eres*, *estás* were read as plurals).
    func testACopulaOfTheSecondPersonInsideTheSpan() {
        XCTAssertEqual(r("^[Eres muy generoso](inflect: true)"), "Eres muy generosa")
        XCTAssertEqual(r("^[Eres muy generoso](inflect: true)", .masculine), "Eres muy generoso")
        XCTAssertEqual(r("^[Estás invitado](inflect: true)"), "Estás invitada")
        XCTAssertEqual(r("^[Eres el nuevo propietario](inflect: true)"), "Eres la nueva propietaria")
        XCTAssertEqual(r("^[Gracias, estás conectado](inflect: true)"), "Gracias, estás conectada")
        XCTAssertEqual(r("^[Gracias, eres muy generoso](inflect: true)"), "Gracias, eres muy generosa")
        XCTAssertEqual(r("^[¡Bienvenido! Eres nuevo aquí](inflect: true)"), "¡Bienvenida! Eres nueva aquí")
        XCTAssertEqual(r("^[¿Estás seguro?](inflect: true)"), "¿Estás segura?")
    }

    /// After a noun and its copula written before the span, the span describes that noun, not the user (were
    /// *El archivo ha sido eliminada* for a feminine user, *La foto ha sido eliminado*); with no subject written, the
    /// user (*¿Está segura?*).
    func testANounBeforeTheCopulaIsWhomTheSpanDescribes() {
        XCTAssertEqual(r("El archivo ha sido ^[eliminado](inflect: true)"), "El archivo ha sido eliminado")
        XCTAssertEqual(r("La foto ha sido ^[eliminado](inflect: true)", .masculine), "La foto ha sido eliminada")
        XCTAssertEqual(r("Los archivos han sido ^[eliminado](inflect: true)"), "Los archivos han sido eliminados")
        XCTAssertEqual(r("Tu cuenta está ^[verificado](inflect: true)", .masculine), "Tu cuenta está verificada")
        XCTAssertEqual(r("¿Está ^[seguro](inflect: true)?"), "¿Está segura?")
    }

    /// A participle right after *haber* is part of a compound tense and agrees with no one, the user or a concept
    /// (were *Has reservada dos noches*, *Te has suscrita*, *Sara se ha unida* for a feminine user or concept); after
    /// *ser* and *estar* it still agrees.
    func testAParticipleAfterHaberAgreesWithNoOne() {
        let shipped = ConcordEngine()
        func r(_ markup: String, _ args: [FormatArgument] = [], concepts: [InflectionConcept] = []) -> String {
            shipped.render(RenderRequest(markup: markup, locale: InflectionLocale("es"), arguments: args, concepts: concepts,
                                         userTermOfAddress: .term(.feminine))).text
        }
        XCTAssertEqual(r("Has ^[reservado](inflect: true) dos noches"), "Has reservado dos noches")
        XCTAssertEqual(r("Te has ^[suscrito](inflect: true) al boletín"), "Te has suscrito al boletín")
        XCTAssertEqual(r("¿Has ^[reservado](inflect: true)?"), "¿Has reservado?")
        XCTAssertEqual(r("Ya\u{00A0}has ^[reservado](inflect: true)"), "Ya\u{00A0}has reservado")
        XCTAssertEqual(r("%@ se ha ^[unido](agreeWithConcept: 1) al grupo", [.text("Sara")],
                         concepts: [.termsOfAddress([.feminine])]), "Sara se ha unido al grupo")
        XCTAssertEqual(r("Has sido ^[invitado](inflect: true)"), "Has sido invitada")
        XCTAssertEqual(r("Estás ^[invitado](inflect: true)"), "Estás invitada")
    }

    /// A span of one word that is both a noun and a participle, with no determiner, greets or describes the user
    /// (was *Invitado por Carlos* for a feminine user: read as the noun).
    func testALoneParticipleThatIsAlsoANounDescribesTheUser() {
        func r(_ markup: String, _ user: TermOfAddress) -> String { self.r(markup, user, arguments: [.text("Carlos")]) }
        XCTAssertEqual(r("^[Invitado](inflect: true) por %@", .feminine), "Invitada por Carlos")
        XCTAssertEqual(r("^[Invitada](inflect: true) por %@", .masculine), "Invitado por Carlos")
        XCTAssertEqual(r("^[El invitado](inflect: true) de %@", .feminine), "El invitado de Carlos")
    }
}
