import XCTest
@testable import ConcordFrontEnds

final class SmokeTests: XCTestCase {
    func testCommandName() {
        XCTAssertEqual(ConcordCommand.configuration.commandName, "concord")
    }
}
