import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// Issue 14 in the REPL, through a real pseudo-terminal: "did you mean", unclosed spans, honest trace lines,
/// validation that changes nothing on error, pronoun forms, carets and hints, commands typed without the
/// colon, scripts and state (:run, :read, :save, :undo, :forget, :history), trace levels, wrapping, colours
/// and :help topics.
final class REPLSilenceTerminalTests: XCTestCase {
    var home: URL!

    override func setUpWithError() throws {
        home = FileManager.default.temporaryDirectory.appendingPathComponent("concord-silence-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: home)
    }

    func environment(color: Bool = false) -> [String: String] {
        var env = ["HOME": home.path, "XDG_STATE_HOME": home.appendingPathComponent("state").path,
                   "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
                   "TERM": "xterm", "LANG": "C.UTF-8",
                   "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"]
        if !color { env["NO_COLOR"] = "1" }
        if let lexicons = ProcessInfo.processInfo.environment["CONCORD_LEXICONS"] { env["CONCORD_LEXICONS"] = lexicons }
        return env
    }

    func start(columns: UInt16 = 120, color: Bool = false) throws -> PseudoTerminalProcess {
        let p = try PseudoTerminalProcess(environment: environment(color: color), columns: columns)
        // The process starts in the temporary home, so relative paths stay there.
        p.expect("concord en> ")
        return p
    }

    /// Sends a line and waits for the next prompt (which must be `prompt` when given); returns what was
    /// printed in between, after the echo of the line (or after `after` when the echo is wrapped), with LF
    /// line ends.
    @discardableResult
    func type(_ p: PseudoTerminalProcess, _ line: String, prompt: String? = nil, after: String? = nil,
              file: StaticString = #filePath, lineNumber: UInt = #line) -> String {
        p.send(line + "\r")
        p.expect(after ?? line, file: file, line: lineNumber)
        let pattern = "\r?\nconcord [^ >]+> "
        p.pump(timeout: 20) { $0.range(of: pattern, options: .regularExpression) != nil }
        let text = p.rest(waiting: 0)
        guard let r = text.range(of: pattern, options: .regularExpression) else {
            XCTFail("no prompt after \(line):\n\(text)", file: file, line: lineNumber)
            return text
        }
        let seen = String(text[r]).trimmingCharacters(in: .whitespacesAndNewlines)
        if let prompt { XCTAssertEqual(seen + " ", prompt, file: file, line: lineNumber) }
        p.expect(String(text[r]), file: file, line: lineNumber)
        // The terminal may echo the line a second time (typed while it was still in cooked mode): skip it.
        var lines = String(text[..<r.lowerBound]).replacingOccurrences(of: "\r\n", with: "\n")
            .replacingOccurrences(of: "\r", with: "").components(separatedBy: "\n")
        if lines.count > 1, lines[1] == line { lines.remove(at: 1) }
        return lines.joined(separator: "\n") + "\n"
    }

    func leave(_ p: PseudoTerminalProcess, file: StaticString = #filePath, line: UInt = #line) {
        p.send("\u{04}")
        XCTAssertEqual(p.waitForExit(), 0, file: file, line: line)
    }

    // 1. A misspelled attribute.
    func testAMisspelledAttributeGetsDidYouMean() throws {
        let p = try start()
        type(p, ":args 2 salad")
        let out = type(p, "^[%lld %@](inflct: true)")
        XCTAssertTrue(out.contains("\n2 salad\n"), out)
        XCTAssertTrue(out.contains("warning: 'inflct' is not an inflection attribute — did you mean inflect?"), out)
        XCTAssertTrue(out.contains("  hint: write inflect: true"), out)
        XCTAssertFalse(out.contains("asks for nothing"), "the warning says it; one statement: \(out)")
        let far = type(p, "^[Fast](rainbow: 'fun')")
        XCTAssertEqual(far, "\nFast\n  · ^[Fast](rainbow: 'fun') asks for nothing: 'rainbow' is not an inflection attribute\n")
        let value = type(p, "^[salad](inflect: {number: 'plural'})")
        XCTAssertTrue(value.contains("hint: plural is other here"), value)
        leave(p)
    }

    // 2. An unclosed span.
    func testAnUnclosedSpanIsWarnedWithColumnAndFix() throws {
        let p = try start()
        type(p, ":args 2 salad")
        let out = type(p, "Add ^[%lld %@(inflect: true) to your order")
        XCTAssertTrue(out.contains("warning: the span at column 5 has no ']' before its attributes, so it stays as text\n  --> line 1, column 5\n"), out)
        XCTAssertTrue(out.contains("  hint: add ] before the ( at column 14: ^[%lld %@](inflect: true)"), out)
        XCTAssertFalse(out.contains("nothing to inflect"), "the warning already says why: \(out)")
        leave(p)
    }

    // 3. Only what is true: the error, not "no rule applied" above it; an inert span says which and why.
    func testABadBodyShowsOnlyItsError() throws {
        let p = try start()
        let out = type(p, "^[salad](inflect: {number: other})")
        XCTAssertTrue(out.contains("error: span ^[salad](inflect: {number: other}) was not inflected"), out)
        XCTAssertFalse(out.contains("no rule applied"), out)
        XCTAssertFalse(out.contains("·"), "no trace line above or below the error: \(out)")
        type(p, ":args 2")
        let range = type(p, "You have ^[%lld new message](inflect: true, agreeWithArgument: 4).")
        XCTAssertTrue(range.hasPrefix("\nYou have 2 new message.\nerror: agreeWithArgument: 4, but only 1 argument was given — use :args\n"), range)
        type(p, ":args")
        let inert = type(p, "^[salad](morphology: {partOfSpeech: 'noun'})")
        XCTAssertEqual(inert, "\nsalad\n  · ^[salad](morphology: {partOfSpeech: 'noun'}) only describes its words (morphology); add inflect: true to change them\n")
        leave(p)
    }

    // 6. Validation: on error nothing changes and the message says how to fix it.
    func testInvalidCommandsChangeNothing() throws {
        let p = try start()
        let quote = type(p, ":args 2 \"pequeño")
        XCTAssertTrue(quote.contains("error: this quote is never closed\n   | :args 2 \"pequeño\n   |         ^\n"), quote)
        let slot = type(p, ":word es tortita noun f plural=tortitotas")
        XCTAssertTrue(slot.contains("error: 'plural' is not a lexicon slot — did you mean pl?"), slot)
        let pos = type(p, ":word es tortita nouns f pl=tortitotas")
        XCTAssertTrue(pos.contains("error: 'nouns' is not a part of speech — did you mean noun?"), pos)
        let xyz = type(p, ":word es tortita noun f xyz=abc")
        XCTAssertTrue(xyz.contains("error: 'xyz' is not a lexicon slot"), xyz)
        let locale = type(p, ":locale spanish", prompt: "concord en> ")
        XCTAssertTrue(locale.contains("error: 'spanish' is not a locale identifier — did you mean es?"), locale)
        let pronouns = type(p, ":pronouns x english a/b/c/d/e")
        XCTAssertTrue(pronouns.contains("error: 'english' is not a locale identifier — did you mean en?"), pronouns)
        let show = type(p, ":show")
        XCTAssertEqual(show, "\nlocale     en\narguments  none\nconcepts   none\nuser       not given\ntrace      on\n")
        type(p, ":word es tortita noun f pl=tortitotas")
        type(p, ":locale es", prompt: "concord es> ")
        type(p, ":args 2 tortita")
        let plural = type(p, "^[%lld %@](inflect: true)")
        XCTAssertTrue(plural.hasPrefix("\n2 tortitotas\n"), plural)
        leave(p)
    }

    // 7. Multi-word pronoun forms, quotes that do not leak, and a redefined set taking effect.
    func testMultiWordPronounFormsAndRedefinition() throws {
        let p = try start()
        type(p, ":locale fr", prompt: "concord fr> ")
        let quoted = type(p, ":pronouns iel fr \"iel/iel/son/le sien/se\"")
        XCTAssertEqual(quoted, "\niel = iel (fr: iel/iel/son/le sien/se)\n")
        type(p, ":user iel")
        let redefined = type(p, ":pronouns iel fr iel/iel/son/\"le leur\"/se")
        XCTAssertEqual(redefined, "\niel = iel (fr: iel/iel/son/le leur/se)\n")
        let show = type(p, ":show")
        XCTAssertTrue(show.contains("user       iel (fr: iel/iel/son/le leur/se)"), show)
        type(p, ":concept 1 term iel")
        let rendered = type(p, "^[Il](referentConcept: 1) est là.")
        XCTAssertTrue(rendered.hasPrefix("\nIel est là.\n"), rendered)
        leave(p)
    }

    // 8. The caret under the place the message names, and hints that fit the mistake.
    func testCaretsAndHints() throws {
        let p = try start()
        let morph = type(p, ":morph fem2 {grammaticalGender: feminine}")
        XCTAssertEqual(morph, """

            error: 'feminine' is not a JSON5 value (strings need quotes: 'feminine')
               | :morph fem2 {grammaticalGender: feminine}
               |                                 ^
              hint: quote the value: grammaticalGender: 'feminine'

            """)
        let inflect = type(p, ":inflect salad as plural")
        XCTAssertTrue(inflect.contains("  hint: write {number: 'other'}, or define it: :morph plural {number: 'other'}"), inflect)
        XCTAssertFalse(inflect.contains("grammaticalGender"), inflect)
        leave(p)
    }

    // 9. Commands typed without the colon.
    func testHelpAndExitWithoutTheColon() throws {
        let p = try start()
        let help = type(p, "help")
        XCTAssertTrue(help.hasPrefix("\n(commands start with a colon: this is :help)\nConcord "), help)
        XCTAssertTrue(help.contains("Commands:"), help)
        let dot = type(p, ".help")
        XCTAssertTrue(dot.contains("Commands:"), dot)
        p.send("exit\r")
        p.expect("(commands start with a colon: this is :exit)")
        XCTAssertEqual(p.waitForExit(), 0)
    }

    // 10. A missing argument.
    func testAMissingArgumentLeavesThePlaceholder() throws {
        let p = try start()
        type(p, ":locale es", prompt: "concord es> ")
        type(p, ":args 2 ensalada pequeño")
        let out = type(p, "^[%5$lld %2$@](inflect: true)")
        XCTAssertTrue(out.hasPrefix("\n%5$lld ensalada\n"), out)
        XCTAssertTrue(out.contains("error: %5$lld needs argument 5, but only 3 arguments were given — use :args"), out)
        leave(p)
    }

    func testRunSaysItStartsFreshAndSummarizesReadKeepsTheState() throws {
        let script = home.appendingPathComponent("words.concord")
        try ":args 2 apple\n^[%lld %@](inflect: true)\n#=> 2 apples\n".write(to: script, atomically: true, encoding: .utf8)
        let p = try start()
        type(p, ":locale es", prompt: "concord es> ")
        let run = type(p, ":run \(script.path)", prompt: "concord en> ")
        XCTAssertTrue(run.contains("running \(script.path) from a fresh state (:read \(script.path) would keep the current one)"), run)
        XCTAssertTrue(run.contains("words.concord:1> :args 2 apple"), run)
        XCTAssertTrue(run.hasSuffix("\(script.path): 2 lines, 1 output checked against #=>, 0 differ, 0 errors\n"), run)
        type(p, ":locale es", prompt: "concord es> ")
        type(p, ":trace off")
        type(p, ":args")
        let read = type(p, ":read \(script.path)", prompt: "concord es> ")
        XCTAssertTrue(read.contains("\n2 apples\n"), "the script ran in es, on top of the state: \(read)")
        XCTAssertTrue(read.hasSuffix("1 output checked against #=>, 0 differ, 0 errors\n"), read)
        let undo = type(p, ":undo")
        XCTAssertEqual(undo, "\nundid :read \(script.path)\n")
        let show = type(p, ":show")
        XCTAssertTrue(show.contains("arguments  none"), show)
        leave(p)
    }

    /// A transcript taller than the screen (40 rows here) keeps the lines, outputs and failures, and says what
    /// it left out; --full keeps everything.
    func testALongRunIsSummarizedToFitTheScreen() throws {
        let demo = ConcordBinary.repositoryRoot.appendingPathComponent("Scripts/demos/caffe.concord").path
        let p = try start()
        let brief = type(p, ":run \(demo)", prompt: "concord es> ")
        XCTAssertTrue(brief.contains("caffe.concord:7> Add ^[%lld %@ %@](inflect: true) to your order\nAdd 1 large salad to your order\ncaffe.concord:9> :args 2 large salad\n"), brief)
        XCTAssertTrue(brief.contains(" lines of trace and confirmations left out to fit the screen; :run --full \(demo) shows them)\n"), brief)
        XCTAssertFalse(brief.contains("en.noun.plural"), brief)
        XCTAssertTrue(brief.hasSuffix(", 0 differ, 0 errors\n"), brief)
        let full = type(p, ":run --full \(demo)", prompt: "concord es> ")
        XCTAssertTrue(full.contains("en.noun.plural"), full)
        leave(p)
    }

    func testSaveAsksBeforeOverwritingOnATerminal() throws {
        let file = home.appendingPathComponent("s.concord").path
        let p = try start()
        type(p, ":args 2 apple")
        XCTAssertTrue(type(p, ":save \(file)").contains("saved 1 line (0 rendered) to \(file)"))
        p.send(":save \(file)\r")
        p.expect("\(file) exists. Overwrite it? [y/N] ")
        p.send("n\r")
        p.expect("not saved")
        p.expect("concord en> ")
        type(p, ":locale fr", prompt: "concord fr> ")
        p.send(":save \(file)\r")
        p.expect("Overwrite it? [y/N] ")
        p.send("y\r")
        p.expect("saved 2 lines (0 rendered)")
        p.expect("concord fr> ")
        XCTAssertEqual(try String(contentsOfFile: file, encoding: .utf8).components(separatedBy: "\n").suffix(3), [":args 2 apple", ":locale fr", ""])
        leave(p)
    }

    func testUndoForgetHistory() throws {
        let p = try start()
        type(p, ":morph fem {grammaticalGender: 'feminine'}")
        type(p, ":args 3 apple")
        XCTAssertEqual(type(p, ":undo"), "\nundid :args 3 apple\n")
        XCTAssertEqual(type(p, ":forget fem"), "\nforgot the morphology fem\n")
        XCTAssertTrue(type(p, ":forget fem").contains("error: nothing is named 'fem'"))
        XCTAssertEqual(type(p, ":undo"), "\nundid :forget fem\n")
        XCTAssertTrue(type(p, ":show").contains("  fem = {grammaticalGender: 'feminine'}"))
        let history = type(p, ":history 3")
        XCTAssertEqual(history, "\n5  :forget fem\n6  :undo\n7  :show\n")
        leave(p)
    }

    /// A word added with :word leaves the lexicon with :forget or :undo; the shipped entry applies again.
    func testForgetAndUndoAWord() throws {
        let p = try start()
        type(p, ":locale es", prompt: "concord es> ")
        type(p, ":trace off")
        type(p, ":args 2 ensalada")
        type(p, ":word es ensalada noun f pl=ensaladotas")
        XCTAssertEqual(type(p, "^[%lld %@](inflect: true)"), "\n2 ensaladotas\n")
        XCTAssertEqual(type(p, ":forget ensalada"), "\nforgot the word ensalada (the shipped lexicon's entry, if any, applies again)\n")
        XCTAssertEqual(type(p, "^[%lld %@](inflect: true)"), "\n2 ensaladas\n")
        type(p, ":word es ensalada noun f pl=ensaladitas")
        XCTAssertEqual(type(p, "^[%lld %@](inflect: true)"), "\n2 ensaladitas\n")
        XCTAssertTrue(type(p, ":undo").hasPrefix("\nundid :word es ensalada noun f pl=ensaladitas"))
        XCTAssertEqual(type(p, "^[%lld %@](inflect: true)"), "\n2 ensaladas\n")
        XCTAssertFalse(type(p, ":show").contains("words"))
        leave(p)
    }

    func testTraceLevels() throws {
        let p = try start(columns: 250)
        type(p, ":locale es", prompt: "concord es> ")
        type(p, ":args 2 pequeño ensalada")
        type(p, ":trace short")
        let short = type(p, "^[%1$lld %3$@ %2$@](inflect: true)")
        XCTAssertEqual(short, """

            2 ensaladas pequeñas
              ensalada → ensaladas (plural · lexicon)
              pequeño → pequeñas (feminine · lexicon, number other · count, paradigm · lexicon)

            """)
        type(p, ":trace on")
        let on = type(p, "^[%1$lld %3$@ %2$@](inflect: true)")
        XCTAssertEqual(on, """

            2 ensaladas pequeñas
              es.noun.plural.lexicon: ensalada → ensaladas  [ensalada: plural=ensaladas [lexicon]; ensalada: grammaticalGender=feminine [lexicon]; ensalada: number=one [lexicon]; 2: number=other [count]]
              es.adjective.lexicon: pequeño → pequeñas  [pequeño: paradigm=pequeño/pequeña/pequeños/pequeñas [lexicon]]

            """)
        type(p, ":trace full")
        let full = type(p, "^[%1$lld %3$@ %2$@](inflect: true)")
        XCTAssertTrue(full.contains("  ^[%1$lld %3$@ %2$@](inflect: true) · es.adjective.lexicon: pequeño → pequeñas  [ensalada: grammaticalGender=feminine [lexicon]; "), full)
        XCTAssertTrue(full.contains("  run 3: \"ensaladas\"  argument 3, in ^[%1$lld %3$@ %2$@](inflect: true)"), full)
        leave(p)
    }

    /// A word after a span stays as written (Apple's markup agrees the span's words alone); the trace says which
    /// word would agree inside the span and the span to write instead, and the widened span renders so.
    func testTheTraceNamesAWordAfterTheSpanThatWouldAgreeInsideIt() throws {
        let p = try start(columns: 250)
        type(p, ":locale es", prompt: "concord es> ")
        type(p, ":args 3")
        type(p, ":trace short")
        XCTAssertEqual(type(p, "^[%lld archivo](inflect: true) fue eliminado"), """

            3 archivos fue eliminado
              archivo → archivos (plural · lexicon)
              fue unchanged — 'fue' comes after the span and does not agree with it; inside the span it would be 'fueron' — widen the span: ^[%lld archivo fue eliminado](inflect: true) renders '3 archivos fueron eliminados'

            """)
        XCTAssertEqual(type(p, "^[%lld archivo fue eliminado](inflect: true)"), """

            3 archivos fueron eliminados
              archivo → archivos (plural · lexicon)
              eliminado → eliminados (masculine · lexicon, number other · count, paradigm · lexicon)
              fue → fueron (masculine · lexicon, number other · count, forms · grammar)

            """)
        leave(p)
    }

    /// On a 40-column terminal no line of the trace or the diagnostics is wider, and the caret of a cut
    /// snippet stays under the character it points at.
    func testANarrowTerminalWrapsAndKeepsTheCaretAligned() throws {
        let p = try start(columns: 40)
        type(p, ":locale es", prompt: "concord es> ")
        type(p, ":args 2 pequeño ensalada")
        let trace = type(p, "^[%1$lld %3$@ %2$@](inflect: true)", after: "2 ensaladas pequeñas")
        let traceLines = trace.split(separator: "\n").map(String.init)
        XCTAssertGreaterThan(traceLines.count, 4, trace)
        for line in traceLines { XCTAssertLessThanOrEqual(line.count, 40, line) }
        XCTAssertTrue(traceLines.contains("  es.noun.plural.lexicon: ensalada →"), trace)
        let error = type(p, "Tienes ^[%lld mensaje nuevo](inflect: true, agreeWithArgument: 4).", after: "Tienes 2 mensaje")
        let lines = error.split(separator: "\n").map(String.init)
        for line in lines { XCTAssertLessThanOrEqual(line.count, 40, line) }
        guard let caretIndex = lines.firstIndex(where: { $0.hasPrefix("   | ") && $0.hasSuffix("^") }), caretIndex > 0 else {
            return XCTFail("no caret line in:\n\(error)")
        }
        let snippet = Array(lines[caretIndex - 1])
        let column = lines[caretIndex].count - 1
        XCTAssertEqual(String(snippet[column..<min(snippet.count, column + 17)]), "agreeWithArgument", error)
        leave(p)
    }

    /// Colours: no faint, yellow or cyan (unreadable on light themes and projectors); errors bold red.
    func testColoursReadOnAnyThemeAndNoColorIsPlain() throws {
        let p = try start(color: true)
        p.send("^[apple](inflect: true, agreeWithArgument: 3)\r")
        p.expect("\u{1B}[1;31merror:\u{1B}[0m")
        p.expect("concord en> ")
        p.send(":trace short\r")
        p.expect("concord en> ")
        leave(p)
        for faint in ["\u{1B}[2m", "\u{1B}[33m", "\u{1B}[1;33m", "\u{1B}[36m"] {
            XCTAssertFalse(p.transcript.contains(faint), "\(String(reflecting: faint)) in:\n\(p.transcript)")
        }
        let plain = try start()
        type(plain, "^[apple](inflect: true, agreeWithArgument: 3)")
        leave(plain)
        XCTAssertNil(plain.transcript.range(of: "\u{1B}\\[[0-9;]*m", options: .regularExpression), plain.transcript)
    }

    func testHelpTopicsExplainTheMarkupWithRunnableExamples() throws {
        let p = try start()
        let inflect = type(p, ":help inflect")
        XCTAssertTrue(inflect.hasPrefix("\ninflect — inflect: true makes the span agree within itself"), inflect)
        XCTAssertTrue(inflect.contains("  Añadir ^[%1$lld %3$@ %2$@](inflect: true)\n  → Añadir 2 ensaladas pequeñas\n"), inflect)
        let argument = type(p, ":help agreeWithArgument")
        XCTAssertTrue(argument.contains("  → Tu ensalada pequeña está lista."), argument)
        XCTAssertTrue(type(p, ":help markup").contains("Attributes: inflect, morphology, agreeWithArgument"))
        XCTAssertTrue(type(p, ":help :inflect").hasPrefix("\n:inflect PHRASE as"))
        // The example, typed: it renders what the help said.
        type(p, ":locale es", prompt: "concord es> ")
        type(p, ":args pequeño ensalada")
        XCTAssertTrue(type(p, "Tu ^[%2$@ %1$@](inflect: true) está ^[listo](agreeWithArgument: 2).").hasPrefix("\nTu ensalada pequeña está lista.\n"))
        leave(p)
    }
}
