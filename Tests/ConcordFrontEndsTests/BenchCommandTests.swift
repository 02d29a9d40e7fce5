import XCTest

/// `concord bench --span-words`: a long span's timings, as `Scripts/benchmark` reads them.
final class BenchCommandTests: XCTestCase {
    func testALongSpanIsRenderedAtTwoSizesAndTheirRatioPrinted() throws {
        let r = try ConcordBinary.run(["bench", "--span-words", "200", "--locale", "es", "--rounds", "2"])
        XCTAssertEqual(r.status, 0, r.stderr)
        let lines = r.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 3, r.stdout)
        // The times move from run to run; the sizes, the rounds and the shape of the lines do not.
        XCTAssertTrue(lines[0].hasPrefix("long span es: 20 words, best of 2 renders "), lines[0])
        XCTAssertTrue(lines[1].hasPrefix("long span es: 200 words, best of 2 renders "), lines[1])
        XCTAssertTrue(lines[0].hasSuffix(" ms") && lines[1].hasSuffix(" ms"), r.stdout)
        XCTAssertTrue(lines[2].hasPrefix("long span es: ") && lines[2].hasSuffix("× the time for 10× the words"), lines[2])
    }

    func testALocaleWithoutASpanTextIsRefusedWithTheOnesThereAre() throws {
        let r = try ConcordBinary.run(["bench", "--span-words", "200", "--locale", "fr"])
        XCTAssertNotEqual(r.status, 0)
        XCTAssertTrue(r.stderr.contains("--locale: no span text for 'fr'; use one of de, es, it, pt-BR"), r.stderr)
        XCTAssertEqual(r.stdout, "")
    }
    /// `concord bench --spans`: a string of many spans at two sizes, as `Scripts/benchmark` reads them.
    func testAStringOfManySpansIsRenderedAtTwoSizesAndTheirRatioPrinted() throws {
        let r = try ConcordBinary.run(["bench", "--spans", "100", "--locale", "fr", "--rounds", "2"])
        XCTAssertEqual(r.status, 0, r.stderr)
        let lines = r.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 3, r.stdout)
        XCTAssertTrue(lines[0].hasPrefix("many spans fr: 10 spans, best of 2 renders "), lines[0])
        XCTAssertTrue(lines[1].hasPrefix("many spans fr: 100 spans, best of 2 renders "), lines[1])
        XCTAssertTrue(lines[2].hasPrefix("many spans fr: ") && lines[2].hasSuffix("× the time for 10× the spans"), lines[2])
        let unknown = try ConcordBinary.run(["bench", "--spans", "100", "--locale", "ca"])
        XCTAssertNotEqual(unknown.status, 0)
        XCTAssertTrue(unknown.stderr.contains("--locale: no span text for 'ca'; use one of de, en, es, fr, it, pt-BR"), unknown.stderr)
    }
}
