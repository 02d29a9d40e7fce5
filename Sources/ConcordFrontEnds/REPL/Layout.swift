import Foundation

/// The size of the terminal on standard output, asked each time (the window may have been resized).
enum TerminalSize {
    /// Columns and rows, or nil when standard output is no terminal or does not say.
    static func current() -> (columns: Int, rows: Int)? {
        var size = winsize()
        guard isatty(1) == 1, ioctl(1, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return (Int(size.ws_col), Int(size.ws_row))
    }
}

/// Lays REPL output out for a terminal: lines wrapped at word boundaries with a hanging indent, and source
/// snippets cut around their caret, so a 40-column projector and a 150-column terminal both read cleanly.
/// Colour escapes take no room.
enum Layout {
    /// The narrowest width wrapping is attempted for; below it lines are left as they are.
    static let minimumWidth = 20

    /// How many columns `s` takes, not counting ANSI colour escapes.
    static func visibleWidth(_ s: String) -> Int {
        var n = 0
        var escape = false
        for c in s {
            if escape { if c == "m" { escape = false }; continue }
            if c == "\u{1B}" { escape = true; continue }
            n += 1
        }
        return n
    }

    /// `line` wrapped to `width` at spaces; continuation lines start with `indent` spaces. A word wider than
    /// a whole line (a long paradigm) is cut where the line ends.
    static func wrap(_ line: String, width: Int?, indent: Int) -> [String] {
        guard let width, width >= minimumWidth, visibleWidth(line) > width else { return [line] }
        let indent = min(indent, width / 2)
        let leading = String(line.prefix(while: { $0 == " " }))
        let words = line.dropFirst(leading.count).split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        var lines: [String] = []
        var current = leading
        var currentWidth = leading.count
        var atLineStart = true
        for word in words.flatMap({ cut($0, to: width - indent) }) {
            let w = visibleWidth(word)
            if !atLineStart, currentWidth + 1 + w > width {
                lines.append(current)
                current = String(repeating: " ", count: indent)
                currentWidth = indent
                atLineStart = true
            }
            if atLineStart {
                current += word
                currentWidth += w
                atLineStart = false
            } else {
                current += " " + word
                currentWidth += 1 + w
            }
        }
        lines.append(current)
        return lines
    }

    /// `word` in pieces of at most `room` visible columns; colour escapes stay with the characters they
    /// precede.
    static func cut(_ word: String, to room: Int) -> [String] {
        guard room > 0, visibleWidth(word) > room else { return [word] }
        var pieces: [String] = []
        var current = ""
        var count = 0
        var escape = false
        for c in word {
            if escape { current.append(c); if c == "m" { escape = false }; continue }
            if c == "\u{1B}" { escape = true; current.append(c); continue }
            if count == room { pieces.append(current); current = ""; count = 0 }
            current.append(c)
            count += 1
        }
        pieces.append(current)
        return pieces
    }

    /// `   | source` and `   | ^` under column `caret` (0-based). When the source is wider than the terminal
    /// it is cut around the caret, with … where text was left out, so the caret stays under its character.
    static func snippet(_ source: String, caretAt caret: Int, width: Int?, colors: Colors,
                        paint: (String) -> String) -> [String] {
        let gutter = "   | "
        var chars = Array(source)
        var column = caret
        if let width, width >= minimumWidth, gutter.count + chars.count > width {
            let room = width - gutter.count - 2
            var start = max(0, min(caret - room / 2, chars.count - room))
            var end = min(chars.count, start + room)
            if start < 0 { start = 0 }
            if end < start { end = start }
            let left = start > 0, right = end < chars.count
            chars = (left ? ["…"] : []) + Array(chars[start..<end]) + (right ? ["…"] : [])
            column = caret - start + (left ? 1 : 0)
        }
        return [gutter + String(chars), gutter + String(repeating: " ", count: max(0, column)) + paint("^")]
    }
}

extension ReplSession {
    /// `line` wrapped to the terminal, continuation lines indented by `indent`.
    func wrapped(_ line: String, indent: Int) -> [String] {
        Layout.wrap(line, width: width, indent: indent)
    }
}
