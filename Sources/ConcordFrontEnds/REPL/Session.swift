import Concord
import Foundation

/// What one REPL line produced: lines to print, the rendered output (what a script's `#=> ` line expects),
/// whether it failed, whether the session should end.
public struct Reply: Sendable {
    /// The lines to print, in order: the output, diagnostics, trace and confirmations, styled with the session's
    /// colors.
    public var lines: [String] = []
    /// The rendered text of a markup line; nil for commands.
    public var output: String?
    /// Whether the line failed: a command error, a rendering with an error, or a `:run` whose script had errors
    /// (or, with `--check`, differences).
    public var failed = false
    /// Whether the session should end (`:quit`, `:exit`).
    public var quit = false

    /// An empty reply: no lines, no output, not failed.
    public init() {}

    mutating func say(_ s: String) { lines.append(s) }
}

/// A problem with a command, pointing at the offending place of the line.
struct ReplError: Error {
    var message: String
    var hint: String?
    /// 0-based character offset in the command's argument text, when known.
    var offset: Int?

    init(_ message: String, hint: String? = nil, at offset: Int? = nil) {
        self.message = message
        self.hint = hint
        self.offset = offset
    }
}

/// One line kept for `:save`: a state-changing command, or a rendered line with its output.
public enum RecordedLine: Hashable, Sendable {
    /// A state-changing command as typed (`:locale es`); `:save` writes it as is.
    case command(String)
    /// A markup line (or `:key`) and the text it rendered, which `:save` writes after it as `#=> ` lines.
    case rendered(String, output: String)
}

/// The REPL's state: locale, arguments, concepts, the user's term, named morphologies and pronoun sets, trace
/// mode — and the lines that built it, for `:save`.
public final class ReplSession {
    /// How much trace follows a rendered line.
    public enum TraceMode: String, CaseIterable, Sendable {
        /// None.
        case off
        /// One line per changed word: `ensalada → ensaladas (plural · lexicon)`, and why a span stayed.
        case short
        /// One line per rule: rule id, input → result, the facts not already shown and their source; why
        /// nothing changed.
        case on
        /// Every entry with its span, all facts, notes and the runs of the result with their attributes.
        case full
    }

    /// The locale lines are rendered in (`:locale`); English at first.
    public var locale = InflectionLocale("en")
    /// Named morphologies (`:morph`), in definition order.
    public var morphologies: [String: InflectionMorphology] = [:]
    var morphologyOrder: [String] = []
    /// Named pronoun sets (`:pronouns`).
    public var termsByName: [String: TermOfAddress] = [:]
    var termOrder: [String] = []
    /// The format arguments (`:args`), with their text as written.
    public var arguments: [(value: FormatArgument, text: String)] = []
    /// Concepts by 1-based number (`:concept`), with their text as written.
    public var concepts: [Int: (value: InflectionConcept, text: String)] = [:]
    /// The user's term of address (`:user`); not given at first.
    public var user: UserTermSetting = .notGiven
    /// The user's term as `:show` and `:user` print it.
    var userText: String {
        switch user {
        case .notGiven: return "not given"
        case .noPreference: return "none (no preference)"
        case .term(let term): return term.description
        }
    }
    /// Custom attributes declared with `:attribute`, whose values are checked.
    public var attributes: [AttributeDeclaration] = []
    /// The inclusive style (`:neutral`); nil keeps Apple's behaviour.
    public var neutralStyle: NeutralStyle?
    /// Lexicon entries added with `:word`, in order.
    var words: [(language: String, entry: LexicalEntry)] = []
    /// How much trace follows each rendered line (`:trace`); `on` at first.
    public var traceMode = TraceMode.on
    /// Every state-changing command and rendered line, in order (what `:save` writes).
    public private(set) var record: [RecordedLine] = []

    /// The styling of every reply line (off for scripts and pipes).
    public var colors: Colors
    let engine: ConcordEngine
    /// Where `:run` and `:save` resolve relative paths.
    var directory: String
    /// How deep in `:run` scripts the session is (scripts may run scripts, not forever).
    var scriptDepth = 0
    /// Asks the person at the terminal: prints the lines, reads one answer after the prompt (nil: end of input).
    /// Only the interactive REPL sets it; scripts give commands their values on the line.
    var ask: (([String], String) -> String?)?
    /// What `:save` records for the command just run, when it differs from the line typed (`:gender` asked).
    var recordAs: String?
    /// The folder of the script being run, which `:open` paths in it are relative to.
    var scriptDirectory: String?
    /// The catalog opened with `:open`.
    var catalog: OpenedCatalog?
    /// Renders a request; the terminal REPL replaces it with one Ctrl-C can interrupt (nil: interrupted).
    var renderHook: ((RenderRequest) -> Rendering?)?
    /// The terminal's width, to wrap trace and diagnostics; nil: no wrapping (pipes, scripts, files).
    var width: Int?
    /// The terminal's height: a longer `:run` transcript leaves its traces out. Nil: no limit.
    var height: Int?
    /// Every line evaluated, in order (`:history`).
    var history: [String] = []
    /// The state before each state-changing command, most recent last (`:undo`).
    var undoStack: [(state: SessionState, command: String)] = []

    /// A fresh session (English, no arguments or concepts, trace `on`) rendering with `engine`, styling with
    /// `colors` (none by default) and resolving `:run`/`:save` paths against `directory` (the current one).
    public init(colors: Colors = Colors(enabled: false), engine: ConcordEngine = ConcordEngine(),
                directory: String = FileManager.default.currentDirectoryPath) {
        self.colors = colors
        self.engine = engine
        self.directory = directory
    }

    /// The prompt: `concord es> `.
    public var prompt: String { "concord \(locale.identifier)> " }

    /// Names the user defined (morphologies and pronoun sets), for completion.
    public var definedNames: [String] { morphologyOrder + termOrder }

    /// Clears the state (not the lexicon entries added with `:word`: the lexicon is shared).
    func resetState() {
        locale = InflectionLocale("en")
        morphologies = [:]; morphologyOrder = []
        termsByName = [:]; termOrder = []
        arguments = []; concepts = [:]
        user = .notGiven
        attributes = []
        neutralStyle = nil
        traceMode = .on
    }

    func appendRecord(_ line: RecordedLine) { record.append(line) }
    func appendRecords(_ lines: [RecordedLine]) { record += lines }
    func truncateRecord(to count: Int) { if record.count > count { record.removeLast(record.count - count) } }

    /// The request a markup line is rendered with.
    public func request(markup: String) -> RenderRequest {
        let count = concepts.keys.max() ?? 0
        let list: [InflectionConcept] = count == 0 ? [] : (1...count).map { concepts[$0]?.value ?? .termsOfAddress([]) }
        var request = RenderRequest(markup: markup, locale: locale, arguments: arguments.map(\.value), concepts: list,
                                    userTermOfAddress: user, neutralStyle: neutralStyle)
        request.attributes = attributes
        return request
    }

    /// Evaluates one line (a command, or markup to render). Never throws: errors are in the reply.
    public func evaluate(_ line: String) -> Reply {
        var reply = Reply()
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty { return reply }
        if scriptDepth == 0 { history.append(line) }
        if trimmed.hasPrefix(":") {
            runCommand(line, into: &reply)
        } else if let meant = Self.commandWithoutColon(trimmed) {
            reply.say(colors.dim("(commands start with a colon: this is \(meant))"))
            runCommand(meant, into: &reply)
        } else {
            render(line, into: &reply)
            if let output = reply.output { record.append(.rendered(line, output: output)) }
        }
        return reply
    }

    private func runCommand(_ line: String, into reply: inout Reply) {
        let chars = Array(line)
        let colon = chars.firstIndex(of: ":")!
        var nameEnd = colon + 1
        while nameEnd < chars.count, !chars[nameEnd].isWhitespace { nameEnd += 1 }
        var name = String(chars[(colon + 1)..<nameEnd])
        var argStart = nameEnd
        while argStart < chars.count, chars[argStart].isWhitespace { argStart += 1 }
        var args = String(chars[argStart...]).trimmingCharacters(in: .whitespaces)
        if let at = Words.unclosedQuote(args) {
            report(ReplError("this quote is never closed", hint: "close it (\"two words\"), or remove it; nothing was changed", at: at),
                   line: line, argumentOffset: argStart, into: &reply)
            return
        }
        // `:save! FILE` is `:save --force FILE`, as in vi.
        if name.count > 1, name.hasSuffix("!") {
            name.removeLast()
            args = "--force " + args
            argStart -= "--force ".count
        }
        guard let command = ReplCommands.find(name) else {
            var message = "unknown command :\(name)"
            if let near = ReplCommands.closest(to: name) { message += " — did you mean :\(near.name)?" }
            report(ReplError(message, hint: "type :help for the list of commands", at: 0), line: line,
                   argumentOffset: colon, into: &reply)
            return
        }
        // Inside :read the script's lines are undone together, with the :read.
        let undoable = (command.changesState || command.name == "read") && scriptDepth == 0
        if undoable { undoStack.append((state, line.trimmingCharacters(in: .whitespaces))) }
        do {
            try command.run(self, args, &reply)
            if command.changesState && !reply.failed { record.append(.command(recordAs ?? line.trimmingCharacters(in: .whitespaces))) }
            recordAs = nil
        } catch let e as ReplError {
            if undoable { undoStack.removeLast() }
            report(e, line: line, argumentOffset: argStart, into: &reply)
        } catch {
            if undoable { undoStack.removeLast() }
            report(ReplError("\(error)"), line: line, argumentOffset: argStart, into: &reply)
        }
    }

    /// `help`, `.help`, `exit`, `quit`, `.quit` typed without the colon (as in sqlite3 or python): the command
    /// meant, or nil for anything else (which is markup to render).
    static func commandWithoutColon(_ line: String) -> String? {
        let word = line.hasPrefix(".") ? String(line.dropFirst()) : line
        guard !word.contains(where: { $0.isWhitespace }) else {
            // `.read FILE`, `.save FILE`: sqlite3's dot commands with an argument.
            guard line.hasPrefix("."), let space = word.firstIndex(where: { $0.isWhitespace }),
                  ReplCommands.find(String(word[..<space])) != nil else { return nil }
            return ":" + word
        }
        switch word.lowercased() {
        case "help", "exit", "quit": return ":" + word.lowercased()
        default: return line.hasPrefix(".") && ReplCommands.find(word) != nil ? ":" + word : nil
        }
    }

    /// Prints an error: the message, the line with a caret under the place, the hint.
    func report(_ e: ReplError, line: String, argumentOffset: Int, into reply: inout Reply) {
        reply.failed = true
        reply.lines += wrapped(colors.error("error:") + " " + e.message, indent: 2)
        if let offset = e.offset {
            reply.lines += Layout.snippet(line, caretAt: argumentOffset + offset, width: width, colors: colors, paint: colors.error)
        }
        if let hint = e.hint { reply.lines += wrapped("  " + colors.note("hint:") + " " + hint, indent: 8) }
    }
}
