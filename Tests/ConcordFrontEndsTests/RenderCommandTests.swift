import XCTest
import Concord
@testable import ConcordFrontEnds

/// `concord render` as a script meets it: the built binary, its streams and its exit status.
final class RenderCommandTests: XCTestCase {
    func testRenderPrintsTheOutputAndTheTrace() throws {
        let r = try ConcordBinary.run(["render", "--arg", "2", "--arg", "large", "--arg", "salad", "--trace",
                                       "Add ^[%lld %@ %@](inflect: true)"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(r.stdout, """
            Add 2 large salads
              ^[%lld %@ %@](inflect: true) · en.noun.plural.regular: salad → salads  [2: number=other [count]; salad: plural=salads [lexicon]; salads: plural source=lemminflect [lexicon]]

            """)
        XCTAssertEqual(r.stderr, "")
    }

    /// A negative number is an argument, not an option (was *Missing value for '--arg <value>'*).
    func testANegativeArgumentNeedsNoEqualsSign() throws {
        let r = try ConcordBinary.run(["render", "--locale", "es", "--arg", "-1", "--arg", "-2.5", "^[%lld punto](inflect: true), %@"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(r.stdout, "-1 punto, -2.5\n")
    }

    func testBadMarkupExitsWithOneAndAMessageWithACaret() throws {
        let r = try ConcordBinary.run(["render", "^[cat](inflect: false) and dog"])
        XCTAssertEqual(r.status, 1)
        XCTAssertEqual(r.stdout, "cat and dog\n")
        XCTAssertTrue(r.stderr.hasPrefix("error: span ^[cat](inflect: false) was not inflected (key 'inflect')"), r.stderr)
        XCTAssertTrue(r.stderr.contains("\n   |                 ^\n"), r.stderr)
    }

    func testTheTraceNamesTheAttributeOnlyWhenTheSpanHasSeveral() {
        let alone = TraceEntry(span: "^[cat](inflect: true)", attribute: "inflect: true", rule: "r", input: "a", output: "b")
        XCTAssertEqual(TraceFormatter.label(of: alone), "^[cat](inflect: true) ")
        let braced = TraceEntry(span: "^[cat]({inflect: true})", attribute: "inflect: true", rule: "r", input: "a", output: "b")
        XCTAssertEqual(TraceFormatter.label(of: braced), "^[cat]({inflect: true}) ")
        let several = TraceEntry(span: "^[cat](inflect: true, agreeWithArgument: 1)", attribute: "agreeWithArgument: 1",
                                 rule: "r", input: "a", output: "b")
        XCTAssertEqual(TraceFormatter.label(of: several), "^[cat](inflect: true, agreeWithArgument: 1) (agreeWithArgument: 1) ")
        let bare = TraceEntry(rule: "r", input: "a", output: "b")
        XCTAssertEqual(TraceFormatter.label(of: bare), "")
    }
}
