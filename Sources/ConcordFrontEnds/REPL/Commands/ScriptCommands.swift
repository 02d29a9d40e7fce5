import Concord
import Foundation

extension ReplCommands {
    static let saveCommand = ReplCommand(
        name: "save", usage: ":save [--force] FILE   ·   :save! FILE",
        summary: "Save the session as a script: state-changing commands and rendered lines with #=> outputs.",
        details: ["The file is written atomically. Replay it with concord run FILE; check it with concord run --check FILE.",
                  "Over an existing file it asks first on a terminal; otherwise it needs --force (or :save!)."],
        examples: [":save salad.concord", ":save! salad.concord"],
        changesState: false
    ) { session, args, reply in
        var words = Words.split(args)
        let force = words.first?.text == "--force"
        if force { words.removeFirst() }
        guard words.count <= 1 else { throw ReplError("one file, please", hint: "quote a name with spaces", at: words[1].offset) }
        let path = words.first.map { Words.unquoted($0.text) } ?? ""
        guard !path.isEmpty else { throw ReplError("which file?", hint: "e.g. :save salad.concord", at: 0) }
        let resolved = session.resolve(path)
        if !force, FileManager.default.fileExists(atPath: resolved) {
            guard let ask = session.ask else {
                throw ReplError("\(path) exists; nothing was written", hint: "overwrite it with :save! \(path) or :save --force \(path)",
                                at: words[0].offset)
            }
            let answer = ask([], "\(path) exists. Overwrite it? [y/N] ")?.trimmingCharacters(in: .whitespaces).lowercased()
            guard answer == "y" || answer == "yes" else {
                reply.say(session.colors.dim("not saved"))
                return
            }
        }
        let record = CatalogCommands.relativized(session.record, scriptDirectory: URL(fileURLWithPath: resolved).deletingLastPathComponent().path)
        let text = SessionScript.text(of: record, header: [
            "Concord session script. Replay: concord run \(path)   Check: concord run --check \(path)",
            "Lines starting with #=> are the expected outputs of the line above them.",
        ])
        do { try AtomicFile.write(text, to: resolved) } catch let e as ReplError {
            throw ReplError(e.message, hint: "check that the directory exists and is writable", at: 0)
        }
        let rendered = session.record.filter { if case .rendered = $0 { return true } else { return false } }.count
        reply.say(session.colors.dim("saved \(session.record.count) line\(session.record.count == 1 ? "" : "s") (\(rendered) rendered) to \(path)"))
    }

    static let runCommand = ReplCommand(
        name: "run", aliases: ["load"], usage: ":run [--check|--update|--full] FILE",
        summary: "Replay a script from a fresh state, then keep the state it ends with; --check compares outputs.",
        details: ["The current state is replaced (:read FILE runs a script on top of it instead; :undo brings it back).",
                  "A summary ends the run: lines, outputs checked against their #=> lines, errors. On a terminal, a",
                  "transcript taller than the screen leaves the traces out (--full keeps them).",
                  "--check prints a diff for each output that differs from its #=> line;",
                  "--update rewrites the #=> lines with the current outputs (atomically)."],
        examples: [":run Scripts/demos/caffe.concord", ":run --check Scripts/demos/english-pronouns.concord"],
        changesState: false
    ) { session, args, reply in
        var mode = ScriptRunner.Mode.replay
        var path: String?
        var full = false
        for word in Words.split(args) {
            switch word.text {
            case "--check": mode = .check
            case "--update": mode = .update
            case "--full": full = true
            default:
                guard path == nil else { throw ReplError("one file, please", at: word.offset) }
                path = Words.unquoted(word.text)
            }
        }
        guard let path else { throw ReplError("which file?", hint: "e.g. :run Scripts/demos/caffe.concord", at: 0) }
        let script = ReplSession(colors: session.colors, engine: session.engine, directory: session.directory)
        script.width = session.width
        if mode == .replay { reply.say(session.colors.dim("running \(path) from a fresh state (:read \(path) would keep the current one)")) }
        let outcome = try session.runScript(path, args: args, mode: mode, in: script, full: full, into: &reply)
        if outcome.failed && mode == .check { reply.failed = true }
        if mode == .replay {
            session.undoStack.append((session.state, ":run \(path)"))
            session.adopt(script)
        }
    }

    static let readCommand = ReplCommand(
        name: "read", aliases: ["source"], usage: ":read FILE",
        summary: "Run a script's lines on top of the current state (as sqlite3's .read does).",
        details: ["Unlike :run, the state is kept and the script's commands add to it; :undo takes the whole script back.",
                  "A summary ends the run: lines, outputs checked against their #=> lines, errors."],
        examples: [":read Scripts/demos/caffe.concord", ":source my-words.concord"],
        changesState: false
    ) { session, args, reply in
        let words = Words.split(args)
        guard words.count == 1 else {
            throw ReplError(words.isEmpty ? "which file?" : "one file, please", hint: "e.g. :read my-words.concord",
                            at: words.count > 1 ? words[1].offset : 0)
        }
        let depth = session.scriptDepth
        defer { session.scriptDepth = depth }
        _ = try session.runScript(Words.unquoted(words[0].text), args: args, mode: .replay, in: session, full: false, into: &reply)
    }
}

extension ReplSession {
    /// Runs the script at `path` in `target` (a fresh session for `:run`, this one for `:read`), adds its
    /// transcript to the reply and ends with a summary. A transcript taller than the terminal keeps only the
    /// lines, their outputs and what failed, unless `full`.
    func runScript(_ path: String, args: String, mode: ScriptRunner.Mode, in target: ReplSession, full: Bool,
                   into reply: inout Reply) throws -> ScriptRunner.Outcome {
        var lines: [(text: String, isDetail: Bool)] = []
        let outcome: ScriptRunner.Outcome
        do {
            outcome = try ScriptRunner.run(path: resolve(path), mode: mode, session: target, depth: scriptDepth + 1,
                                           label: (path as NSString).lastPathComponent,
                                           detail: { lines.append(($0, true)) }) { lines.append(($0, false)) }
        } catch let e as ReplError {
            throw ReplError(e.message, hint: e.hint, at: args.range(of: path).map { args.distance(from: args.startIndex, to: $0.lowerBound) })
        }
        let details = lines.filter(\.isDetail).count
        if !full, let height, lines.count > height - 2, details > 0 {
            reply.lines += lines.filter { !$0.isDetail }.map(\.text)
            reply.say(colors.dim("(\(details) lines of trace and confirmations left out to fit the screen; :run --full \(path) shows them)"))
        } else {
            reply.lines += lines.map(\.text)
        }
        if mode == .replay && outcome.errors > 0 { reply.failed = true }
        if mode == .replay {
            let plural = { (n: Int, word: String) in "\(n) \(word)\(n == 1 ? "" : "s")" }
            var summary = "\(path): \(plural(outcome.lines, "line")), \(plural(outcome.checked, "output")) checked against #=>"
            summary += ", \(outcome.mismatches) differ, \(plural(outcome.errors, "error"))"
            reply.say(outcome.failed ? colors.warning(summary) : colors.dim(summary))
        }
        return outcome
    }
}

extension ReplSession {
    /// `path` relative to the session's directory, with `~` expanded.
    func resolve(_ path: String) -> String {
        let expanded = NSString(string: path).expandingTildeInPath
        return expanded.hasPrefix("/") ? expanded : directory + "/" + expanded
    }

    /// Takes the state of a session that ran a script, and its recorded lines.
    func adopt(_ other: ReplSession) {
        var taken = other.state
        taken.words = words + other.words
        taken.recordCount = record.count
        restore(taken)
        catalog = other.catalog ?? catalog
        appendRecords([.command(":reset")] + other.record)
    }
}
