import XCTest
@testable import Concord

/// Apple's published English examples (spec §8).
final class EnglishAppleExampleTests: EnglishTestCase {
    func testAddToYourOrder() {
        XCTAssertEqual(render("Add ^[%lld %@ %@](inflect: true) to your order", args: [Self.n(2), .text("large"), .text("salad")]).text,
                       "Add 2 large salads to your order")
        XCTAssertEqual(render("Add ^[%lld %@ %@](inflect: true) to your order", args: [Self.n(1), .text("large"), .text("salad")]).text,
                       "Add 1 large salad to your order")
    }

    func testApples() {
        XCTAssertEqual(render("You have ^[%lld %@](inflect: true).", args: [Self.n(1), .text("apple")]).text, "You have 1 apple.")
        XCTAssertEqual(render("You have ^[%lld %@](inflect: true).", args: [Self.n(2), .text("apple")]).text, "You have 2 apples.")
    }

    func testNewMessages() {
        for (n, out) in [(0.0, "0 new messages"), (1, "1 new message"), (2, "2 new messages")] {
            XCTAssertEqual(render("You have ^[%lld new message](inflect: true)", args: [Self.n(n)]).text, "You have \(out)")
        }
    }

    func testHours() {
        XCTAssertEqual(render("%@ in last ^[%lld hour](inflect: true).", args: [.text("2 mm"), Self.n(3)]).text, "2 mm in last 3 hours.")
    }

    func testCustomAttributesLeaveTextAlone() {
        XCTAssertEqual(render("^[Fast](rainbow: 'fun') & ^[Delicious](rainbow: 'extreme') Food").text, "Fast & Delicious Food")
    }
}
