import Concord

/// One REPL command: its name, help and what it does.
struct ReplCommand {
    var name: String
    var aliases: [String] = []
    /// `:locale LOCALE`.
    var usage: String
    /// One line for `:help`.
    var summary: String
    /// More lines for `:help NAME`.
    var details: [String] = []
    /// Example lines for `:help NAME`.
    var examples: [String]
    /// Whether `:save` keeps the command (it changes what later lines render).
    var changesState: Bool
    var run: (ReplSession, String, inout Reply) throws -> Void
}

/// The REPL's commands, in `:help` order.
enum ReplCommands {
    static let all: [ReplCommand] = [
        localeCommand, argsCommand, conceptCommand, userCommand, genderCommand, neutralCommand, morphCommand, pronounsCommand, attributeCommand, wordCommand,
        inflectCommand, analyzeCommand, openCommand, keysCommand, keyCommand, traceCommand, showCommand, resetCommand, saveCommand, runCommand,
        readCommand, undoCommand, forgetCommand, historyCommand,
        helpCommand, quitCommand,
    ]

    static func find(_ name: String) -> ReplCommand? {
        all.first { $0.name == name || $0.aliases.contains(name) }
    }

    /// The command whose name is nearest to `name` (a typo, a prefix), if any is near enough.
    static func closest(to name: String) -> ReplCommand? {
        if name.isEmpty { return nil }
        if let prefixed = all.first(where: { $0.name.hasPrefix(name) }) { return prefixed }
        let scored = all.map { ($0, EditDistance.between($0.name, name)) }.min { $0.1 < $1.1 }
        guard let best = scored, best.1 <= max(2, name.count / 2) else { return nil }
        return best.0
    }

    /// Every command name, with its colon, for completion.
    static var names: [String] { all.map { ":" + $0.name } }
}
