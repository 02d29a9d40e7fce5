// fuzz: session scripts: any script, line by line, in a fresh REPL session (commands that touch files skipped).
import Concord
import ConcordFrontEnds
import Foundation

/// Commands that read or write files: a fuzzer must not write where random bytes tell it to.
let fileCommands: Set<String> = ["save", "run", "load", "read", "open", "history", "write", "source"]
let sandbox = FileManager.default.temporaryDirectory.appendingPathComponent("concord-fuzz-session").path

func fuzz(_ input: FuzzInput) {
    // An empty lexicon store per input: `:word` entries do not pile up from one input to the next.
    let session = ReplSession(engine: ConcordEngine(lexicons: LexiconStore(directory: "/nonexistent")), directory: sandbox)
    let script = SessionScript(text: input.text)
    for entry in script.entries {
        let trimmed = entry.text.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix(":") {
            let name = trimmed.dropFirst().prefix { !$0.isWhitespace }
            if fileCommands.contains(String(name)) { continue }
        }
        if session.evaluate(entry.text).quit { break }
    }
}
