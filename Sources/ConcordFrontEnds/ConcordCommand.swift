import ArgumentParser
import Concord

/// `concord`: the REPL when run without a subcommand, `render` and `run` otherwise.
public struct ConcordCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "concord",
        abstract: "Automatic grammatical agreement: Apple's ^[…](inflect: true) markup, on any platform.",
        version: "concord \(ConcordVersion.current)",
        subcommands: [InteractiveCommand.self, RenderCommand.self, RunCommand.self, BenchCommand.self, LexiconIndexCommand.self],
        defaultSubcommand: InteractiveCommand.self
    )

    public init() {}
}
