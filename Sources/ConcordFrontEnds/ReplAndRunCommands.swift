import ArgumentParser
import Concord
import Foundation

/// `concord` / `concord repl`: the interactive playground.
struct InteractiveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "repl",
        abstract: "Explore agreement interactively (the default when concord is run without a subcommand).",
        discussion: """
        Type marked-up text to render it; :help lists the commands. On a terminal,
        lines are edited with Emacs keys, history is kept in
        $XDG_STATE_HOME/concord/history and Tab completes. Piped input is read
        plainly.
        """
    )

    @Option(name: .customLong("lexicon"), help: ArgumentHelp("A user lexicon file. Repeatable.", valueName: "file"))
    var lexicons: [String] = []

    func run() throws {
        let status = REPL.run(lexicons: lexicons)
        if status != 0 { throw ExitCode(status) }
    }
}

/// `concord run [--check] [--update] FILE…`: replays session scripts.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Replay session scripts (saved with :save), check their #=> outputs, or update them.",
        discussion: """
        Examples:
          concord run Scripts/demos/caffe.concord
          concord run --check Scripts/demos/*.concord
          concord run --update my-session.concord
        """
    )

    @Flag(help: "Compare every output with its #=> line; print a diff for each mismatch and exit 1 if any differs.")
    var check = false
    @Flag(help: "Rewrite the #=> lines with the current outputs (atomically).") var update = false
    @Option(name: .customLong("lexicon"), help: ArgumentHelp("A user lexicon file. Repeatable.", valueName: "file"))
    var lexicons: [String] = []
    @Argument(help: "Script files.") var files: [String]

    func validate() throws {
        if check && update { throw ValidationError("--check and --update exclude each other") }
        if files.isEmpty { throw ValidationError("give at least one script file") }
    }

    func run() throws {
        guard UserLexicons.load(lexicons) else { throw ExitCode(1) }
        setvbuf(stdout, nil, _IOLBF, 0)
        let colors = Colors.automatic()
        let mode: ScriptRunner.Mode = check ? .check : update ? .update : .replay
        var failed = false
        for (i, file) in files.enumerated() {
            if mode == .replay && files.count > 1 { print((i > 0 ? "\n" : "") + colors.bold("== \(file)")) }
            let session = ReplSession(colors: colors)
            do {
                let outcome = try ScriptRunner.run(path: file, mode: mode, session: session) { print($0) }
                if mode == .check && outcome.failed { failed = true }
                // A replay fails like a script run by sqlite3 or python: errors give status 1, with the count.
                if mode == .replay && outcome.errors > 0 {
                    FileHandle.standardError.write(Data("concord run: \(file): \(outcome.errors) line\(outcome.errors == 1 ? "" : "s") failed\n".utf8))
                    failed = true
                }
            } catch let e as ReplError {
                FileHandle.standardError.write(Data("concord run: \(e.message)\(e.hint.map { " (\($0))" } ?? "")\n".utf8))
                failed = true
            }
        }
        if failed { throw ExitCode(1) }
    }
}
