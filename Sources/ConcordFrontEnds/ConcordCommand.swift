import ArgumentParser
import Concord
import Foundation

/// `concord`: the REPL when run without a subcommand, `render` and `run` otherwise.
public struct ConcordCommand: ParsableCommand {
    /// The command's name, abstract, `--version` text and subcommands; the REPL (`InteractiveCommand`) is the default.
    public static let configuration = CommandConfiguration(
        commandName: "concord",
        abstract: "Automatic grammatical agreement: Apple's ^[…](inflect: true) markup, on any platform.",
        version: "concord \(ConcordVersion.current)",
        subcommands: [InteractiveCommand.self, RenderCommand.self, RunCommand.self, PreviewCommand.self, LintCommand.self, BenchCommand.self,
                      LexiconIndexCommand.self],
        defaultSubcommand: InteractiveCommand.self
    )

    /// Required by ArgumentParser, which creates the command itself when parsing the command line.
    public init() {}

    /// The most words the command line may have: room for ``RequestLimits/maximumArguments`` `--arg`s and the rest.
    /// ArgumentParser's time grows with the square of the count (10,000 words take half a minute).
    public static let maximumCommandLineWords = RequestLimits.standard.maximumArguments * 2 + 100

    /// Parses the command line and runs the command, after refusing a command line too long to parse quickly.
    public static func main() {
        let words = CommandLine.arguments.count - 1
        guard words <= maximumCommandLineWords else {
            FileHandle.standardError.write(Data("concord: \(words) command-line words are over the limit of \(maximumCommandLineWords); pass many arguments with render --jsonl\n".utf8))
            Foundation.exit(64)
        }
        main(nil)
    }
}
