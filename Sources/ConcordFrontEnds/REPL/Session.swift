import Concord
import Foundation

/// What one REPL line produced: lines to print, the rendered output (what a script's `#=> ` line expects),
/// whether it failed, whether the session should end.
public struct Reply: Sendable {
    public var lines: [String] = []
    /// The rendered text of a markup line; nil for commands.
    public var output: String?
    public var failed = false
    public var quit = false

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
    case command(String)
    case rendered(String, output: String)
}

/// The REPL's state: locale, arguments, concepts, the user's term, named morphologies and pronoun sets, trace
/// mode — and the lines that built it, for `:save`.
public final class ReplSession {
    /// How much trace follows a rendered line.
    public enum TraceMode: String, CaseIterable, Sendable {
        /// None.
        case off
        /// One line per rule: span → result, rule id, facts and their source; why nothing changed.
        case on
        /// Also the notes, the runs of the result and their attributes.
        case full
    }

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
    public var user: UserTermSetting = .notGiven
    var userText = "not given"
    /// The inclusive style (`:neutral`); nil keeps Apple's behaviour.
    public var neutralStyle: NeutralStyle?
    /// Lexicon entries added with `:word`, as typed.
    var words: [String] = []
    public var traceMode = TraceMode.on
    /// Every state-changing command and rendered line, in order (what `:save` writes).
    public private(set) var record: [RecordedLine] = []

    public var colors: Colors
    let engine: ConcordEngine
    /// Where `:run` and `:save` resolve relative paths.
    var directory: String
    /// How deep in `:run` scripts the session is (scripts may run scripts, not forever).
    var scriptDepth = 0
    /// Renders a request; the terminal REPL replaces it with one Ctrl-C can interrupt (nil: interrupted).
    var renderHook: ((RenderRequest) -> Rendering?)?

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
        user = .notGiven; userText = "not given"
        neutralStyle = nil
        traceMode = .on
    }

    func appendRecord(_ line: RecordedLine) { record.append(line) }
    func appendRecords(_ lines: [RecordedLine]) { record += lines }

    /// The request a markup line is rendered with.
    public func request(markup: String) -> RenderRequest {
        let count = concepts.keys.max() ?? 0
        let list: [InflectionConcept] = count == 0 ? [] : (1...count).map { concepts[$0]?.value ?? .termsOfAddress([]) }
        return RenderRequest(markup: markup, locale: locale, arguments: arguments.map(\.value), concepts: list,
                             userTermOfAddress: user, neutralStyle: neutralStyle)
    }

    /// Evaluates one line (a command, or markup to render). Never throws: errors are in the reply.
    public func evaluate(_ line: String) -> Reply {
        var reply = Reply()
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty { return reply }
        if trimmed.hasPrefix(":") {
            runCommand(line, into: &reply)
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
        let name = String(chars[(colon + 1)..<nameEnd])
        var argStart = nameEnd
        while argStart < chars.count, chars[argStart].isWhitespace { argStart += 1 }
        let args = String(chars[argStart...]).trimmingCharacters(in: .whitespaces)
        guard let command = ReplCommands.find(name) else {
            var message = "unknown command :\(name)"
            if let near = ReplCommands.closest(to: name) { message += " — did you mean :\(near.name)?" }
            report(ReplError(message, hint: "type :help for the list of commands", at: 0), line: line,
                   argumentOffset: colon, into: &reply)
            return
        }
        do {
            try command.run(self, args, &reply)
            if command.changesState && !reply.failed { record.append(.command(line.trimmingCharacters(in: .whitespaces))) }
        } catch let e as ReplError {
            report(e, line: line, argumentOffset: argStart, into: &reply)
        } catch {
            report(ReplError("\(error)"), line: line, argumentOffset: argStart, into: &reply)
        }
    }

    /// Prints an error: the message, the line with a caret under the place, the hint.
    func report(_ e: ReplError, line: String, argumentOffset: Int, into reply: inout Reply) {
        reply.failed = true
        reply.say(colors.error("error:") + " " + e.message)
        if let offset = e.offset {
            reply.say("   | \(line)")
            reply.say("   | " + String(repeating: " ", count: argumentOffset + offset) + colors.error("^"))
        }
        if let hint = e.hint { reply.say("  " + colors.note("hint:") + " " + hint) }
    }
}
