import CLibEdit
import Foundation

/// What reading a line gave.
enum LineInput: Equatable {
    case line(String)
    /// Ctrl-C: the line being typed is abandoned.
    case interrupted
    /// Ctrl-D on an empty line, or the end of the input.
    case end
}

/// Where the REPL's lines come from.
protocol LineSource: AnyObject {
    func read(prompt: String) -> LineInput
    /// Adds a line to the history.
    func remember(_ line: String)
}

/// Standard input read plainly, when it is not a terminal: no prompt, no editing.
final class PlainLineSource: LineSource {
    func read(prompt: String) -> LineInput {
        guard let line = readLine(strippingNewline: true) else { return .end }
        return .line(line.hasSuffix("\r") ? String(line.dropLast()) : line)
    }

    func remember(_ line: String) {}
}

// libedit calls back through C function pointers, which cannot capture context: the one active editor is kept
// here (the REPL has a single line editor).
nonisolated(unsafe) private var activeEditor: LibEditLineSource?

/// A terminal line editor on libedit: Emacs keys, history saved across sessions, Tab completion, Ctrl-C to
/// abandon the line.
final class LibEditLineSource: LineSource {
    private let editLine: OpaquePointer
    private let history: OpaquePointer
    private let historyPath: String?
    private var promptCString: UnsafeMutablePointer<CChar>
    fileprivate var interrupted = false
    fileprivate let complete: (String) -> Completion.Result

    /// `$XDG_STATE_HOME/concord/history`, default `~/.local/state/concord/history`.
    static var defaultHistoryPath: String {
        let env = ProcessInfo.processInfo.environment
        let base = env["XDG_STATE_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? ((env["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()) + "/.local/state")
        return base + "/concord/history"
    }

    init(historyPath: String?, complete: @escaping (String) -> Completion.Result) {
        // Multibyte characters (ñ, é, ’) need a UTF-8 character type.
        if let current = setlocale(LC_CTYPE, ""), !String(cString: current).uppercased().contains("UTF") {
            _ = setlocale(LC_CTYPE, "C.UTF-8")
        } else if setlocale(LC_CTYPE, nil) == nil {
            _ = setlocale(LC_CTYPE, "C.UTF-8")
        }
        self.historyPath = historyPath
        self.complete = complete
        promptCString = strdup("> ")
        editLine = el_init("concord", stdin, stdout, stderr)
        history = history_init()
        concord_history_setsize(history, 1000)
        concord_history_setunique(history, 1)
        if let historyPath {
            try? FileManager.default.createDirectory(atPath: (historyPath as NSString).deletingLastPathComponent,
                                                     withIntermediateDirectories: true)
            concord_history_load(history, historyPath)
        }
        concord_el_set_editor(editLine, "emacs")
        concord_el_set_history(editLine, history)
        concord_el_set_prompt(editLine) { _ in activeEditor?.promptCString }
        // Ctrl-C is read as a key (not a signal) while editing, so it can abandon the line cleanly.
        concord_el_setty(editLine, "-d", "-isig")
        concord_el_add_function(editLine, "concord-interrupt", "Abandon the line") { _, _ in
            activeEditor?.interrupted = true
            return UInt8(CC_NEWLINE)
        }
        concord_el_bind(editLine, "^C", "concord-interrupt")
        // libedit prints the prompt before it puts the terminal in raw mode, so a Ctrl-D typed at once (or while a
        // line is being evaluated) meets the cooked terminal, whose end-of-file on an empty line reaches libedit
        // as a NUL byte. On an empty line that byte can only be that Ctrl-D: it leaves, as Ctrl-D does.
        concord_el_add_function(editLine, "concord-eof-on-empty", "Leave on an empty line") { el, _ in
            guard let el, let info = el_line(el)?.pointee else { return UInt8(CC_ERROR) }
            return info.lastchar == info.buffer ? UInt8(CC_EOF) : UInt8(CC_NORM)
        }
        concord_el_bind(editLine, "^@", "concord-eof-on-empty")
        concord_el_add_function(editLine, "concord-complete", "Complete the word") { el, _ in
            guard let el, let editor = activeEditor else { return UInt8(CC_ERROR) }
            return editor.completeAtCursor(el)
        }
        concord_el_bind(editLine, "^I", "concord-complete")
        activeEditor = self
    }

    deinit {
        if activeEditor === self { activeEditor = nil }
        el_end(editLine)
        history_end(history)
        free(promptCString)
    }

    func read(prompt: String) -> LineInput {
        free(promptCString)
        promptCString = strdup(prompt)
        interrupted = false
        var count: Int32 = 0
        // libedit prints the prompt before it makes the terminal raw: a Ctrl-C typed in between would be a
        // signal, ignored while no line is evaluated, and the screen would wait without a prompt. With signals
        // off it stays a key for libedit to read. They come back for the evaluation, which Ctrl-C interrupts.
        Self.terminalSignals(false)
        defer { Self.terminalSignals(true) }
        let raw = el_gets(editLine, &count)
        if interrupted {
            interrupted = false
            // libedit leaves the cursor on the abandoned line.
            fputs("^C\n", stdout)
            fflush(stdout)
            return .interrupted
        }
        guard let raw else { return count < 0 ? .interrupted : .end }
        var line = String(cString: raw)
        while line.hasSuffix("\n") || line.hasSuffix("\r") { line.removeLast() }
        return .line(line)
    }

    /// Turns the terminal's ISIG flag (Ctrl-C → SIGINT) on or off.
    static func terminalSignals(_ on: Bool) {
        var settings = termios()
        guard tcgetattr(0, &settings) == 0 else { return }
        if on { settings.c_lflag |= tcflag_t(ISIG) } else { settings.c_lflag &= ~tcflag_t(ISIG) }
        tcsetattr(0, TCSANOW, &settings)
    }

    func remember(_ line: String) {
        guard !line.trimmingCharacters(in: .whitespaces).isEmpty else { return }
        concord_history_enter(history, line)
        if let historyPath { concord_history_save(history, historyPath) }
    }

    fileprivate func completeAtCursor(_ el: OpaquePointer) -> UInt8 {
        guard let info = el_line(el)?.pointee else { return UInt8(CC_ERROR) }
        let length = info.cursor - info.buffer
        let bytes = UnsafeRawBufferPointer(start: info.buffer, count: length)
        let before = String(decoding: bytes, as: UTF8.self)
        let result = complete(before)
        let insertion = result.insertion
        if !insertion.isEmpty {
            el_insertstr(el, insertion)
            return UInt8(CC_REFRESH)
        }
        if result.candidates.count > 1 {
            let list = result.candidates.joined(separator: "  ")
            fputs("\n" + list + "\n", stdout)
            fflush(stdout)
            return UInt8(CC_REDISPLAY)
        }
        return UInt8(CC_REFRESH_BEEP)
    }
}
