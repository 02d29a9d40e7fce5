import XCTest
@testable import Concord

/// The word a span follows, read off the end of the text before it.
final class TextBeforeSpanTests: XCTestCase {
    func testTheLastWordBeforeSpacesOrAnApostrophe() {
        func w(_ text: String, elided: Bool = false) -> String? { TextBeforeSpan.lastWord(of: text, maxBytes: 12, elided: elided) }
        XCTAssertEqual(w("Sposta il "), "il")
        XCTAssertEqual(w("Mit\u{00A0}"), "mit")
        XCTAssertEqual(w("Dati für  "), "für")
        XCTAssertEqual(w("Nome dell’", elided: true), "dell’")
        XCTAssertEqual(w("l'", elided: true), "l'")
        XCTAssertNil(w("Nome dell’"))
        XCTAssertNil(w("Il"))
        XCTAssertNil(w(""))
        XCTAssertNil(w("x-il "))
        XCTAssertNil(w("2 "))
        XCTAssertNil(w("Donaudampfschifffahrt "))
    }
}
