import Concord
import Foundation

/// A session script: state-changing commands and marked-up lines, each rendered line followed by its expected
/// output on `#=> ` lines. Other `#` lines are comments; a trailing backslash continues a line.
public struct SessionScript {
    /// One logical line of a script.
    public struct Entry {
        /// The command or markup (continued lines joined with a newline).
        public var text: String
        /// 1-based number of its first physical line.
        public var line: Int
        /// 0-based indices of its physical lines.
        public var physical: ClosedRange<Int>
        /// The `#=> ` lines that follow it (joined with newlines), nil when there are none.
        public var expected: String?
        /// 0-based indices of those `#=> ` lines.
        public var expectationLines: [Int] = []
        /// Whether the entry is a REPL command (`:locale es`) rather than markup to render: it starts with `:`.
        public var isCommand: Bool { text.trimmingCharacters(in: .whitespaces).hasPrefix(":") }
    }

    /// The script's physical lines as read, without line endings (`\r\n` too); `Entry.physical` indexes them.
    public var lines: [String]
    /// The logical lines to run, in order: comments, blank lines and `#=> ` lines are not entries.
    public var entries: [Entry]

    static let expectationPrefix = "#=> "

    /// Reads a script's text into lines and entries; `#=> ` lines attach to the entry just before them, and
    /// are dropped when a comment or blank line comes between.
    public init(text: String) {
        var physical = text.components(separatedBy: "\n")
        if physical.last == "" { physical.removeLast() }
        lines = physical.map { $0.hasSuffix("\r") ? String($0.dropLast()) : $0 }
        entries = []
        var i = 0
        // The rendered entry that `#=> ` lines attach to: the one just before them.
        var attachTo: Int?
        while i < lines.count {
            let line = lines[i]
            if line.hasPrefix("#=>") {
                if let k = attachTo {
                    let value = Self.expectationValue(line)
                    entries[k].expected = entries[k].expected.map { $0 + "\n" + value } ?? value
                    entries[k].expectationLines.append(i)
                }
                i += 1
                continue
            }
            attachTo = nil
            if line.hasPrefix("#") || line.trimmingCharacters(in: .whitespaces).isEmpty { i += 1; continue }
            let start = i
            var text = line
            while text.hasSuffix("\\"), i + 1 < lines.count {
                text.removeLast()
                i += 1
                text += "\n" + lines[i]
            }
            if text.hasSuffix("\\") { text.removeLast() }
            entries.append(Entry(text: text, line: start + 1, physical: start...i))
            attachTo = entries.count - 1
            i += 1
        }
    }

    static func expectationValue(_ line: String) -> String {
        line.hasPrefix(expectationPrefix) ? String(line.dropFirst(expectationPrefix.count)) : String(line.dropFirst(3))
    }

    /// The script text of a recorded session.
    public static func text(of record: [RecordedLine], header: [String] = []) -> String {
        var out = header.map { "# " + $0 }
        for item in record {
            switch item {
            case .command(let line): out.append(contentsOf: physicalLines(line))
            case .rendered(let line, let output):
                out.append(contentsOf: physicalLines(line))
                out.append(contentsOf: expectationLines(output))
            }
        }
        return out.joined(separator: "\n") + "\n"
    }

    static func physicalLines(_ logical: String) -> [String] {
        let parts = logical.components(separatedBy: "\n")
        return parts.enumerated().map { $0.offset < parts.count - 1 ? $0.element + "\\" : $0.element }
    }

    static func expectationLines(_ output: String) -> [String] {
        output.components(separatedBy: "\n").map { $0.isEmpty ? "#=>" : expectationPrefix + $0 }
    }

    /// The script with every rendered entry's `#=> ` lines replaced by `outputs[entry index]`.
    public func updated(outputs: [Int: String]) -> String {
        var drop = Set<Int>()
        var after: [Int: [String]] = [:]
        for (k, entry) in entries.enumerated() {
            guard let output = outputs[k] else { continue }
            drop.formUnion(entry.expectationLines)
            after[entry.physical.upperBound] = Self.expectationLines(output)
        }
        var out: [String] = []
        for (i, line) in lines.enumerated() {
            if !drop.contains(i) { out.append(line) }
            if let added = after[i] { out += added }
        }
        return out.joined(separator: "\n") + "\n"
    }
}

/// Writes files atomically: a temporary file in the same directory, then a rename, so an existing file is
/// never left truncated. The file keeps its permissions; temporary files left by a writer that was killed are
/// removed by the next write to the same file.
enum AtomicFile {
    static func write(_ text: String, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent().path
        removeStaleTemporaries(of: url.lastPathComponent, in: directory)
        let temporary = directory + "/.\(url.lastPathComponent).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard fd >= 0 else { throw ReplError("cannot write \(path): \(String(cString: strerror(errno)))") }
        var existing = stat()
        if stat(path, &existing) == 0 { fchmod(fd, existing.st_mode & 0o7777) }
        var ok = true
        let bytes = Array(text.utf8)
        var written = 0
        while written < bytes.count {
            let n = bytes[written...].withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
            if n <= 0 { ok = false; break }
            written += n
        }
        if ok && fsync(fd) != 0 { ok = false }
        let error = errno
        close(fd)
        guard ok else {
            unlink(temporary)
            throw ReplError("cannot write \(path): \(String(cString: strerror(error)))")
        }
        if rename(temporary, path) != 0 {
            let e = errno
            unlink(temporary)
            throw ReplError("cannot write \(path): \(String(cString: strerror(e)))")
        }
    }

    /// Removes `.NAME.PID.RANDOM.tmp` files whose writer process is gone (killed during a write).
    static func removeStaleTemporaries(of name: String, in directory: String) {
        let prefix = ".\(name)."
        guard let files = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
        for file in files where file.hasPrefix(prefix) && file.hasSuffix(".tmp") {
            let parts = file.dropFirst(prefix.count).dropLast(4).split(separator: ".")
            guard parts.count == 2, let pid = pid_t(parts[0]), UInt32(parts[1]) != nil else { continue }
            if kill(pid, 0) != 0 && errno == ESRCH { unlink(directory + "/" + file) }
        }
    }
}

/// Replays, checks or updates scripts.
public enum ScriptRunner {
    /// What a run does with each rendered line's output.
    public enum Mode: Sendable {
        /// Run the script and write its transcript, as if typed (`:run FILE`).
        case replay
        /// Compare each output with its `#=> ` lines and report the differences (`:run --check FILE`).
        case check
        /// Write each output as its entry's `#=> ` lines (adding missing ones) and save the file if any changed
        /// (`:run --update FILE`).
        case update
    }

    /// What a run found.
    public struct Outcome: Sendable {
        /// Lines (commands and markup) run.
        public var lines = 0
        /// Rendered lines compared with their `#=> ` line.
        public var checked = 0
        /// Rendered lines whose output differs from their `#=> ` line (replay and check modes).
        public var mismatches = 0
        /// Commands that failed, rendered lines with an error, and rendered lines without an expectation in
        /// check mode.
        public var errors = 0
        /// Entries whose `#=> ` lines were rewritten (update mode; the file is written only when this is not 0).
        public var updated = 0
        /// Whether there was a mismatch or an error.
        public var failed: Bool { mismatches > 0 || errors > 0 }
    }

    /// Runs the script at `path` in `session`, writing the transcript (replay), the differences (check) or a
    /// summary (update) with `write`.
    /// With `label`, replayed lines are echoed as `label:LINE> ` rather than with the prompt, so a script run
    /// inside a session does not look typed.
    /// With `detail`, traces and command confirmations go there instead of to `write` (the REPL leaves them
    /// out of a transcript too long for the screen).
    public static func run(path: String, mode: Mode, session: ReplSession, depth: Int = 0, label: String? = nil,
                           detail: ((String) -> Void)? = nil, write: (String) -> Void) throws -> Outcome {
        guard depth < 8 else { throw ReplError("scripts run each other too deeply (\(path))") }
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            throw ReplError("cannot read \(path)", hint: FileManager.default.fileExists(atPath: path) ? "is it UTF-8 text?" : "no such file")
        }
        let script = SessionScript(text: text)
        let c = session.colors
        var outcome = Outcome()
        var outputs: [Int: String] = [:]
        session.scriptDepth = depth
        session.scriptDirectory = URL(fileURLWithPath: path).deletingLastPathComponent().standardizedFileURL.path
        for (k, entry) in script.entries.enumerated() {
            if mode == .replay {
                let echo = label.map { "\($0):\(entry.line)> " } ?? session.prompt
                write(c.dim(echo) + entry.text.replacingOccurrences(of: "\n", with: "\\\n"))
            }
            let reply = session.evaluate(entry.text)
            outcome.lines += 1
            if mode == .replay {
                // The output and anything that failed are the transcript; traces and confirmations are detail.
                let shown = reply.failed ? reply.lines.count : (reply.output?.components(separatedBy: "\n").count ?? 0)
                reply.lines.prefix(shown).forEach(write)
                for line in reply.lines.dropFirst(shown) {
                    if let detail { detail(line) } else { write(line) }
                }
            }
            if entry.isCommand {
                if reply.failed {
                    outcome.errors += 1
                    if mode != .replay {
                        write("\(path):\(entry.line): " + c.error("command failed") + ": \(entry.text)")
                        reply.lines.forEach { write("  " + $0) }
                    }
                }
                if reply.quit { break }
                // A command that renders (:key) is checked against its #=> lines like a markup line.
                if reply.output == nil { continue }
            }
            guard let output = reply.output else { continue }
            outputs[k] = output
            if reply.failed {
                outcome.errors += 1
                if mode != .replay {
                    write("\(path):\(entry.line): " + c.error("renders with an error") + ": \(entry.text)")
                    let firstError = reply.lines.firstIndex { $0.contains("error:") } ?? reply.lines.endIndex
                    reply.lines[firstError...].forEach { write("  " + $0) }
                }
            }
            if mode == .replay, let expected = entry.expected {
                outcome.checked += 1
                if expected != output { outcome.mismatches += 1 }
            }
            if mode == .check {
                outcome.checked += 1
                guard let expected = entry.expected else {
                    outcome.errors += 1
                    write("\(path):\(entry.line): " + c.error("no #=> line") + " for: \(entry.text)")
                    write("  got:      \(output)")
                    continue
                }
                if expected != output {
                    outcome.mismatches += 1
                    let where_ = entry.expectationLines.first.map { $0 + 1 } ?? entry.line
                    write("\(path):\(where_): " + c.error("output differs") + " for: \(entry.text)")
                    for l in expected.components(separatedBy: "\n") { write("  " + c.error("expected:") + " \(l)") }
                    for l in output.components(separatedBy: "\n") { write("  " + c.changed("got:     ") + " \(l)") }
                }
            }
        }
        session.scriptDepth = 0
        switch mode {
        case .check:
            write("\(path): \(outcome.checked) checked, \(outcome.mismatches) differ" + (outcome.errors > 0 ? ", \(outcome.errors) error\(outcome.errors == 1 ? "" : "s")" : ""))
        case .update:
            let changed = script.entries.indices.filter { outputs[$0] != nil && script.entries[$0].expected != outputs[$0] }.count
            outcome.updated = changed
            if changed > 0 { try AtomicFile.write(script.updated(outputs: outputs), to: path) }
            write("\(path): \(changed) expectation\(changed == 1 ? "" : "s") updated")
        case .replay:
            break
        }
        return outcome
    }
}
