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
}
