import ArgumentParser
import Concord
import Foundation

/// `concord lexicon-index`: writes (or checks) the binary index beside each lexicon file, for
/// `Scripts/build-lexicons` and CI.
struct LexiconIndexCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lexicon-index",
        abstract: "Write the binary index beside lexicon files (Lexicons/FORMAT.md), or check that it is current.",
        shouldDisplay: false
    )

    @Flag(help: "Exit 1 when an index is missing or does not match its lexicon file; write nothing.") var check = false
    @Argument(help: "Lexicon files (Lexicons/<lang>/lexicon.tsv).") var files: [String]

    func run() throws {
        var stale: [String] = []
        for file in files {
            guard let data = FileManager.default.contents(atPath: file) else { throw ValidationError("cannot read \(file)") }
            let index = LexiconIndexFile.contents(forLexicon: [UInt8](data))
            let indexPath = LexiconIndexFile.path(forLexicon: file)
            if check {
                if FileManager.default.contents(atPath: indexPath).map([UInt8].init) != index { stale.append(indexPath) }
                continue
            }
            // Written beside, then renamed: a process mapping the old index keeps its pages.
            try Data(index).write(to: URL(fileURLWithPath: indexPath), options: .atomic)
            print("\(indexPath): \(index.count) bytes")
        }
        if !stale.isEmpty {
            FileHandle.standardError.write(Data(("stale or missing (run Scripts/build-lexicons --index-only): "
                + stale.joined(separator: ", ") + "\n").utf8))
            throw ExitCode(1)
        }
    }
}
