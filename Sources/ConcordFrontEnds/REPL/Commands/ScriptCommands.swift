import Concord
import Foundation

extension ReplCommands {
    static let saveCommand = ReplCommand(
        name: "save", usage: ":save FILE",
        summary: "Save the session as a script: state-changing commands and rendered lines with #=> outputs.",
        details: ["The file is written atomically. Replay it with concord run FILE; check it with concord run --check FILE."],
        examples: [":save salad.concord"],
        changesState: false
    ) { session, args, reply in
        let path = Words.unquoted(args.trimmingCharacters(in: .whitespaces))
        guard !path.isEmpty else { throw ReplError("which file?", hint: "e.g. :save salad.concord", at: 0) }
        let resolved = session.resolve(path)
        let text = SessionScript.text(of: session.record, header: [
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
        name: "run", aliases: ["load"], usage: ":run [--check|--update] FILE",
        summary: "Replay a script from a fresh state, then keep the state it ends with; --check compares outputs.",
        details: ["--check prints a diff for each output that differs from its #=> line;",
                  "--update rewrites the #=> lines with the current outputs (atomically)."],
        examples: [":run Scripts/demos/caffe.concord", ":run --check Scripts/demos/english-pronouns.concord"],
        changesState: false
    ) { session, args, reply in
        var mode = ScriptRunner.Mode.replay
        var path: String?
        for word in Words.split(args) {
            switch word.text {
            case "--check": mode = .check
            case "--update": mode = .update
            default:
                guard path == nil else { throw ReplError("one file, please", at: word.offset) }
                path = Words.unquoted(word.text)
            }
        }
        guard let path else { throw ReplError("which file?", hint: "e.g. :run Scripts/demos/caffe.concord", at: 0) }
        let script = ReplSession(colors: session.colors, engine: session.engine, directory: session.directory)
        var lines: [String] = []
        let outcome: ScriptRunner.Outcome
        do {
            outcome = try ScriptRunner.run(path: session.resolve(path), mode: mode, session: script,
                                           depth: session.scriptDepth + 1) { lines.append($0) }
        } catch let e as ReplError {
            throw ReplError(e.message, hint: e.hint, at: args.range(of: path).map { args.distance(from: args.startIndex, to: $0.lowerBound) })
        }
        reply.lines += lines
        if outcome.failed && mode == .check { reply.failed = true }
        if mode == .replay { session.adopt(script) }
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
        locale = other.locale
        morphologies = other.morphologies; morphologyOrder = other.morphologyOrder
        termsByName = other.termsByName; termOrder = other.termOrder
        arguments = other.arguments; concepts = other.concepts
        user = other.user; userText = other.userText
        neutralStyle = other.neutralStyle
        words += other.words
        traceMode = other.traceMode
        appendRecords([.command(":reset")] + other.record)
    }
}
