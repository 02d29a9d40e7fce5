import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// The seeds' REPL features through a real pseudo-terminal.
final class SeedsTerminalTests: XCTestCase {
    var home: URL!

    override func setUpWithError() throws {
        home = FileManager.default.temporaryDirectory.appendingPathComponent("concord-seeds-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: home)
    }

    func environment(color: Bool) -> [String: String] {
        var env = ["HOME": home.path, "XDG_STATE_HOME": home.appendingPathComponent("state").path,
                   "XDG_CONFIG_HOME": home.appendingPathComponent("config").path, "TERM": "xterm", "LANG": "C.UTF-8",
                   "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"]
        if !color { env["NO_COLOR"] = "1" }
        if let lexicons = ProcessInfo.processInfo.environment["CONCORD_LEXICONS"] { env["CONCORD_LEXICONS"] = lexicons }
        return env
    }

    func testMarkdownStylesAreShownWithColoursAndPlainUnderNoColor() throws {
        let styled = try PseudoTerminalProcess(environment: environment(color: true))
        styled.expect("concord en> ")
        styled.send(":trace off\r")
        styled.expect("concord en> ")
        styled.send("**Thank you!** _Please_ visit `our` [website](https://example.com).\r")
        styled.expect("\u{1B}[1mThank you!\u{1B}[0m \u{1B}[3mPlease\u{1B}[0m visit \u{1B}[7mour\u{1B}[0m \u{1B}]8;;https://example.com\u{1B}\\\u{1B}[4;34mwebsite\u{1B}[0m\u{1B}]8;;\u{1B}\\.")
        styled.send(":quit\r")
        XCTAssertEqual(styled.waitForExit(), 0)

        let plain = try PseudoTerminalProcess(environment: environment(color: false))
        plain.expect("concord en> ")
        plain.send("**Thank you!** _Please_ visit [our website](https://example.com).\r")
        plain.expect("\nThank you! Please visit our website.\r\n")
        plain.send(":quit\r")
        XCTAssertEqual(plain.waitForExit(), 0)
    }
}

extension SeedsTerminalTests {
    /// GenderKit's GenderField on the terminal: Other, a description, a common set from the list.
    func testGenderFieldAsksForOtherDescriptionAndPronouns() throws {
        let p = try PseudoTerminalProcess(environment: environment(color: false))
        p.expect("concord en> ")
        p.send(":gender 1\r")
        p.expect("Gender of concept 1: 1) Male  2) Female  3) Other")
        p.expect("gender> ")
        p.send("7\r")
        p.expect("'7' is not a choice: type 1, 2 or 3")
        p.expect("gender> ")
        p.send("3\r")
        p.expect("description> ")
        p.send("Nonbinary\r")
        p.expect("Pronouns: 1) they/them  2) xe/xem  3) ze/hir  4) e/em  5) it/it")
        p.expect("pronouns> ")
        p.send("3\r")
        p.expect("concept 1: Nonbinary (en: ze/hir/hir/hirs/hirself)")
        p.expect("concord en> ")
        p.send("^[They](referentConcept: 1) lost ^[their](referentConcept: 1) keys.\r")
        p.expect("Ze lost hir keys.")
        p.expect("concord en> ")
        p.send(":gender\r")
        p.expect("gender> ")
        p.send("2\r")
        p.expect("the user: Female (feminine)")
        p.expect("concord en> ")
        p.send(":show\r")
        p.expect("1: termsOfAddress(Nonbinary (en: ze/hir/hir/hirs/hirself))")
        p.expect("user       Female (feminine)")
        p.send(":quit\r")
        XCTAssertEqual(p.waitForExit(), 0)
    }
}
