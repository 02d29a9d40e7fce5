import XCTest
@testable import Concord

/// `Casing.apply` keeps the source's casing on its replacement: in capitals, capitalized, or as written — the
/// same answers by every path (a capitalized ASCII source is told from its first two bytes).
final class CasingTests: XCTestCase {
    func testTheSourcesCasingIsKept() {
        let cases: [(String, String, String)] = [
            ("Ce", "cette", "Cette"), ("Der", "den", "Den"), ("Ce", "été", "Été"), ("Der", "Äpfel", "Äpfel"),
            ("Ce", "Cette", "Cette"), ("Ce", "", ""), ("C", "cette", "Cette"), ("Él", "ella", "Ella"),
            ("CE", "cette", "CETTE"), ("THE CAT", "the cats", "THE CATS"), ("ce", "Cette", "Cette"),
            ("ce", "cette", "cette"), ("2x", "deux", "deux"), ("", "x", "x"),
        ]
        for (source, replacement, expected) in cases {
            XCTAssertEqual(Casing.apply(from: source, to: replacement), expected, "\(source) → \(replacement)")
        }
    }
}
