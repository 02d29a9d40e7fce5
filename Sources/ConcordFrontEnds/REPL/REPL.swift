import Concord
import Foundation

/// The interactive loop: read a line (libedit on a terminal, plain lines otherwise), evaluate it, print the
/// reply. No error ends the session; Ctrl-D on an empty line or `:quit` does.
public enum REPL {
    /// Runs the REPL on standard input and output; returns the exit status.
    public static func run(lexicons: [String] = []) -> Int32 {
        let interactive = isatty(0) == 1
        let colors = interactive ? Colors.automatic() : Colors(enabled: false)
        let session = ReplSession(colors: colors)
        // Lexicon problems are reported; the session goes on with the good lines.
        UserLexicons.load(lexicons)
        let source: LineSource
        if interactive {
            source = LibEditLineSource(historyPath: LibEditLineSource.defaultHistoryPath) { [unowned session] before in
                Completion.complete(before, session: session)
            }
            session.ask = { lines, prompt in
                for l in lines { print(l) }
                fflush(stdout)
                if case .line(let answer) = source.read(prompt: prompt) { return answer }
                return nil
            }
            let interrupter = Interrupter()
            session.renderHook = { request in interrupter.run { session.engine.render(request) } }
            print(colors.dim("Concord \(ConcordVersion.current) — type marked-up text to render it, :help for commands, Ctrl-D to leave."))
        } else {
            setvbuf(stdout, nil, _IOLBF, 0)
            source = PlainLineSource()
        }
        var pending: String?
        // Piped input fails like sqlite3 and python: the session goes on, but the exit status counts errors.
        var errors = 0
        func finish() -> Int32 {
            guard errors > 0 else { return 0 }
            FileHandle.standardError.write(Data("concord: \(errors) line\(errors == 1 ? "" : "s") failed\n".utf8))
            return 1
        }
        while true {
            let prompt = interactive ? (pending == nil ? session.prompt : String(repeating: " ", count: max(0, session.prompt.count - 4)) + "..> ") : ""
            switch source.read(prompt: prompt) {
            case .end:
                if interactive { print("") }
                return interactive ? 0 : finish()
            case .interrupted:
                pending = nil
                continue
            case .line(let physical):
                if physical.hasSuffix("\\") {
                    pending = (pending.map { $0 + "\n" } ?? "") + String(physical.dropLast())
                    continue
                }
                let line = pending.map { $0 + "\n" + physical } ?? physical
                pending = nil
                source.remember(line.replacingOccurrences(of: "\n", with: " "))
                if interactive, let size = TerminalSize.current() { (session.width, session.height) = (size.columns, size.rows) }
                let reply = session.evaluate(line)
                if reply.failed { errors += 1 }
                for l in reply.lines { print(l) }
                fflush(stdout)
                if reply.quit { return interactive ? 0 : finish() }
            }
        }
    }
}

/// Runs work on another thread and waits for it, unless Ctrl-C comes first: then the work is abandoned (its
/// result dropped) and nil returned.
final class Interrupter: @unchecked Sendable {
    private let lock = NSLock()
    private var waiting: DispatchSemaphore?
    private var fired = false
    private let source: DispatchSourceSignal

    init() {
        signal(SIGINT, SIG_IGN)
        source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
        source.setEventHandler { [weak self] in self?.interrupt() }
        source.resume()
    }

    private func interrupt() {
        lock.lock()
        if let w = waiting { fired = true; w.signal() }
        lock.unlock()
    }

    func run<T>(_ work: @escaping () -> T) -> T? {
        let box = ResultBox<T>()
        let lockedBox = NSLock()
        let done = DispatchSemaphore(value: 0)
        lock.lock(); waiting = done; fired = false; lock.unlock()
        Thread.detachNewThread {
            let v = work()
            lockedBox.lock(); box.value = v; lockedBox.unlock()
            done.signal()
        }
        done.wait()
        lock.lock(); let wasFired = fired; waiting = nil; lock.unlock()
        if wasFired { return nil }
        lockedBox.lock(); defer { lockedBox.unlock() }
        return box.value
    }
}

private final class ResultBox<T>: @unchecked Sendable {
    var value: T?
}
