import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// The REPL through a real pseudo-terminal: prompt, rendering and trace, locale, history (also across a
/// restart), Tab completion, Ctrl-C and Ctrl-D. Every wait is bounded.
final class REPLTerminalTests: XCTestCase {
    var home: URL!

    override func setUpWithError() throws {
        home = FileManager.default.temporaryDirectory.appendingPathComponent("concord-repl-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: home)
    }

    var environment: [String: String] {
        var env = ["HOME": home.path, "XDG_STATE_HOME": home.appendingPathComponent("state").path,
                   "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
                   "NO_COLOR": "1", "TERM": "xterm", "LANG": "C.UTF-8",
                   "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"]
        if let lexicons = ProcessInfo.processInfo.environment["CONCORD_LEXICONS"] { env["CONCORD_LEXICONS"] = lexicons }
        return env
    }

    func start() throws -> PseudoTerminalProcess {
        let p = try PseudoTerminalProcess(environment: environment)
        p.expect("concord en> ")
        return p
    }

    /// Ctrl-D on the empty line: exit status 0.
    func leave(_ p: PseudoTerminalProcess, file: StaticString = #filePath, line: UInt = #line) {
        p.send("\u{04}")
        let status = p.waitForExit()
        XCTAssertEqual(status, 0, "after Ctrl-D the screen shows:\n\(p.rest(waiting: 0))", file: file, line: line)
    }

    func testPromptRenderingAndTrace() throws {
        let p = try start()
        p.send(":args 2 large salad\r")
        p.expect("concord en> ")
        p.send("Add ^[%lld %@ %@](inflect: true) to your order\r")
        p.expect("Add 2 large salads to your order")
        p.expect("en.noun.plural")
        p.expect("salad → salads")
        p.expect("concord en> ")
        leave(p)
    }

    func testLocaleChangesThePrompt() throws {
        let p = try start()
        p.send(":locale es\r")
        p.expect("concord es> ")
        p.send(":locale pt-BR\r")
        p.expect("concord pt-BR> ")
        p.send(":quit\r")
        XCTAssertEqual(p.waitForExit(), 0)
    }

    func testHistoryWithUpArrowAlsoAfterRestart() throws {
        do {
            let p = try start()
            p.send(":locale fr\r")
            p.expect("concord fr> ")
            p.send(":locale en\r")
            p.expect("concord en> ")
            // Up twice: `:locale fr` again.
            p.send("\u{1B}[A\u{1B}[A\r")
            p.expect("concord fr> ")
            p.send("\u{04}")
            XCTAssertEqual(p.waitForExit(), 0)
        }
        let history = home.appendingPathComponent("state/concord/history")
        XCTAssertTrue(FileManager.default.fileExists(atPath: history.path), "no history file at \(history.path)")
        let p = try start()
        p.send("\u{1B}[A\r")    // the last line of the previous session: `:locale fr`
        p.expect("concord fr> ")
        leave(p)
    }

    func testTabCompletesACommand() throws {
        let p = try start()
        p.send(":loc\t")
        p.expect("ale")     // libedit redraws the completed part after the cursor
        p.send("es\r")
        p.expect("concord es> ")
        leave(p)
    }

    func testCtrlCAbandonsAHalfTypedLine() throws {
        let p = try start()
        p.send(":locale f")
        p.expect(":locale f")
        p.send("\u{03}")
        p.expect("^C")
        p.expect("concord en> ")
        p.send(":show\r")
        p.expect("locale     en")
        p.expect("concord en> ")
        leave(p)
    }

    func testErrorsDoNotEndTheSessionAndCtrlDLeavesWithZero() throws {
        let p = try start()
        p.send(":lokale es\r")
        p.expect("did you mean :locale?")
        p.send("^[apple](inflect: true, agreeWithArgument: 3)\r")
        p.expect("but only 0 arguments were given — use :args")
        p.expect("^")
        p.expect("concord en> ")
        leave(p)
    }

    /// A Ctrl-D typed while a line is still being evaluated (here: the first German line loads the lexicon) meets
    /// the terminal in cooked mode; it must still leave.
    func testCtrlDTypedWhileALineIsEvaluatedLeaves() throws {
        let p = try start()
        p.send(":locale de\r")
        p.expect("concord de> ")
        p.send("^[der Hund](inflect: {grammaticalCase: 'dative'})\r")
        usleep(50_000)
        p.send("\u{04}")
        p.expect("dem Hund")
        XCTAssertEqual(p.waitForExit(), 0, "after Ctrl-D the screen shows:\n\(p.rest(waiting: 0))")
    }

    func testBackslashContinuesALine() throws {
        let p = try start()
        p.send(":args 2 \\\r")
        p.send("apple\r")
        p.expect("%2$ = \"apple\"")
        leave(p)
    }

    /// Piped input: no prompt, no escape codes, one reply per line.
    func testPlainModeWhenStdinIsNotATerminal() throws {
        var env = environment
        env["NO_COLOR"] = nil
        let r = try ConcordBinary.run([], input: ":args 2 apple\n^[%lld %@](inflect: true)\n:trace off\n^[%lld %@](inflect: true)\n",
                                      environment: env, timeout: 30)
        XCTAssertEqual(r.status, 0)
        XCTAssertFalse(r.stdout.contains("concord en>"), r.stdout)
        XCTAssertFalse(r.stdout.contains("\u{1B}"), r.stdout)
        let lines = r.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.filter { $0 == "2 apples" }.count, 2, r.stdout)
        XCTAssertEqual(lines.last, "2 apples")
    }
}

/// The catalog commands on a real terminal: Tab completes a key of the open catalog.
final class CatalogTerminalTests: XCTestCase {
    func testTabCompletesACatalogKey() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("concord-repl-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: home) }
        var env = ["HOME": home.path, "XDG_STATE_HOME": home.appendingPathComponent("state").path,
                   "XDG_CONFIG_HOME": home.appendingPathComponent("config").path, "NO_COLOR": "1", "TERM": "xterm", "LANG": "C.UTF-8",
                   "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"]
        if let lexicons = ProcessInfo.processInfo.environment["CONCORD_LEXICONS"] { env["CONCORD_LEXICONS"] = lexicons }
        let p = try PseudoTerminalProcess(environment: env)
        p.expect("concord en> ")
        p.send(":open \(CatalogFrontEndTests.shop)\r")
        p.expect("table Shop: 7 keys")
        p.expect("concord en> ")
        p.send(":locale es\r")
        p.expect("concord es> ")
        p.send(":args 2 ensalada\r")
        p.expect("concord es> ")
        p.send(":key Add\t")
        p.expect("%lld %@ to your order")
        p.send("\r")
        p.expect("Añadir 2 ensaladas a tu pedido")
        p.expect("concord es> ")
        p.send("\u{04}")
        XCTAssertEqual(p.waitForExit(), 0, "after Ctrl-D the screen shows:\n\(p.rest(waiting: 0))")
    }
}
