import XCTest

/// Every demo in Scripts/demos replays with `concord run --check` (exit 0), and checking catches a wrong
/// expectation with a diff and exit 1.
final class DemoScriptTests: XCTestCase {
    static let demos = ConcordBinary.repositoryRoot.appendingPathComponent("Scripts/demos")

    /// Demos whose expectations were written by hand for languages other than English: they are asserted like
    /// the others, and their failures are reported as such (the language plug-ins are merged separately).
    static let nonEnglish: [String: String] = [
        "caffe.concord": "es (its English half is generated)",
        "spanish-ordering.concord": "es",
        "french-demonstratives.concord": "fr",
        "italian-articles.concord": "it",
        "portuguese-contractions.concord": "pt-BR, pt-PT",
        "german-cases.concord": "de",
        "catalog.concord": "es, fr (with en)",
    ]

    func check(_ name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let path = Self.demos.appendingPathComponent(name).path
        let r = try ConcordBinary.run(["run", "--check", path], environment: ["NO_COLOR": "1"], timeout: 120)
        let note = Self.nonEnglish[name].map { " [non-English demo: \($0) — expectations written by hand]" } ?? ""
        XCTAssertEqual(r.status, 0, "\(name)\(note) fails --check:\n\(r.stdout)\(r.stderr)", file: file, line: line)
    }

    func testEnglishPronounsDemo() throws { try check("english-pronouns.concord") }
    func testCaffeDemo() throws { try check("caffe.concord") }
    func testSpanishOrderingDemo() throws { try check("spanish-ordering.concord") }
    func testFrenchDemonstrativesDemo() throws { try check("french-demonstratives.concord") }
    func testItalianArticlesDemo() throws { try check("italian-articles.concord") }
    func testPortugueseContractionsDemo() throws { try check("portuguese-contractions.concord") }
    func testGermanCasesDemo() throws { try check("german-cases.concord") }
    func testCatalogDemo() throws { try check("catalog.concord") }

    func testEveryDemoHasATest() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.demos.path).filter { $0.hasSuffix(".concord") }
        XCTAssertEqual(Set(names), Set(Self.nonEnglish.keys).union(["english-pronouns.concord", "genderkit.concord"]))
    }

    func temporaryCopy(of name: String) throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("concord-demo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: dir) }
        let copy = dir.appendingPathComponent(name)
        try FileManager.default.copyItem(at: Self.demos.appendingPathComponent(name), to: copy)
        return copy
    }

    func testAWrongExpectationFailsWithADiff() throws {
        let copy = try temporaryCopy(of: "english-pronouns.concord")
        var lines = try String(contentsOf: copy, encoding: .utf8).components(separatedBy: "\n")
        let index = try XCTUnwrap(lines.firstIndex(of: "#=> Xey liked your post."))
        lines[index] = "#=> They liked your post."
        try lines.joined(separator: "\n").write(to: copy, atomically: true, encoding: .utf8)

        let r = try ConcordBinary.run(["run", "--check", copy.path], environment: ["NO_COLOR": "1"])
        XCTAssertEqual(r.status, 1, r.stdout)
        XCTAssertTrue(r.stdout.contains("\(copy.path):\(index + 1): output differs"), r.stdout)
        XCTAssertTrue(r.stdout.contains("expected: They liked your post."), r.stdout)
        XCTAssertTrue(r.stdout.contains("got:      Xey liked your post."), r.stdout)
        XCTAssertTrue(r.stdout.contains("1 differ"), r.stdout)
    }

    func testUpdateRewritesTheExpectations() throws {
        let copy = try temporaryCopy(of: "english-pronouns.concord")
        let original = try String(contentsOf: copy, encoding: .utf8)
        let stripped = original.components(separatedBy: "\n").filter { !$0.hasPrefix("#=>") }.joined(separator: "\n")
        try stripped.write(to: copy, atomically: true, encoding: .utf8)
        let failing = try ConcordBinary.run(["run", "--check", copy.path], environment: ["NO_COLOR": "1"])
        XCTAssertEqual(failing.status, 1, "a script without #=> lines does not pass --check")

        let r = try ConcordBinary.run(["run", "--update", copy.path], environment: ["NO_COLOR": "1"])
        XCTAssertEqual(r.status, 0, r.stdout + r.stderr)
        XCTAssertEqual(try String(contentsOf: copy, encoding: .utf8), original)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: copy.deletingLastPathComponent().path)
        XCTAssertEqual(leftovers, [copy.lastPathComponent], "no temporary file is left behind")
    }

    func testReplayPrintsTheTranscript() throws {
        let r = try ConcordBinary.run(["run", Self.demos.appendingPathComponent("english-pronouns.concord").path],
                                      environment: ["NO_COLOR": "1"])
        XCTAssertEqual(r.status, 0)
        XCTAssertTrue(r.stdout.contains("concord en> :pronouns xey en xey/xem/xeir/xeirs/xemself"), r.stdout)
        XCTAssertTrue(r.stdout.contains("\nXey posted it xemself.\n"), r.stdout)
        XCTAssertTrue(r.stdout.contains("en.pronoun.referent"), r.stdout)
    }

    /// A session saved with :save replays exactly.
    func testSavedSessionReplays() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("concord-save-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let script = dir.appendingPathComponent("s.concord").path
        let input = """
        :args 2 apple
        You have ^[%lld %@](inflect: true).
        :show
        :concept 1 term feminine
        ^[They](referentConcept: 1) ate ^[them](referentConcept: 1) \\
        on ^[their](referentConcept: 1) own.
        :save \(script)
        """
        let r = try ConcordBinary.run([], input: input + "\n", environment: ["NO_COLOR": "1"])
        XCTAssertEqual(r.status, 0)
        let saved = try String(contentsOfFile: script, encoding: .utf8)
        XCTAssertTrue(saved.contains(":args 2 apple\nYou have ^[%lld %@](inflect: true).\n#=> You have 2 apples.\n"), saved)
        XCTAssertFalse(saved.contains(":show"), saved)
        XCTAssertTrue(saved.contains("^[They](referentConcept: 1) ate ^[them](referentConcept: 1) \\\non ^[their](referentConcept: 1) own.\n#=> She ate her \n#=> on her own.\n"), saved)
        let check = try ConcordBinary.run(["run", "--check", script], environment: ["NO_COLOR": "1"])
        XCTAssertEqual(check.status, 0, check.stdout)
    }
}
