/// A place in the markup: 0-based character offset, 1-based line and column (columns count characters, so
/// `á` is one column).
public struct SourceLocation: Hashable, Codable, Sendable {
    /// How many characters come before the place, from the start of the markup (0-based).
    public var offset: Int
    /// The line, from 1.
    public var line: Int
    /// The column, from 1, counting characters.
    public var column: Int

    /// A location given by all three; nothing checks that they agree.
    public init(offset: Int, line: Int, column: Int) {
        self.offset = offset
        self.line = line
        self.column = column
    }

    /// The location of character `offset` in `text`. It scans `text` up to `offset`: to place many offsets in
    /// one text, make its ``SourceLines`` once and ask it.
    public init(offset: Int, in text: [Character]) {
        var line = 1, column = 1
        for c in text.prefix(offset) {
            if c == "\n" { line += 1; column = 1 } else { column += 1 }
        }
        self.init(offset: offset, line: line, column: column)
    }
}

/// A message about the markup, the arguments or the agreement, pointing at its place.
public struct Diagnostic: Hashable, Codable, Sendable, CustomStringConvertible {
    /// How serious a diagnostic is. Errors make `concord render` exit 1; the rest of the string still renders.
    public enum Severity: String, Hashable, Codable, Sendable {
        /// Something is wrong (an index out of range, attributes that do not parse).
        case error
        /// Probably not what was meant, though it renders (a locale Concord cannot inflect).
        case warning
        /// A remark: nothing is wrong, but something could be said more clearly (a word that can be a noun or a verb).
        case note
    }

    /// How serious it is; its raw value labels the printed message (`error: …`).
    public var severity: Severity
    /// A stable identifier, e.g. `markup.json5`, `markup.value-type`, `index.out-of-range`.
    public var code: String
    /// What is wrong.
    public var message: String
    /// How to fix it.
    public var hint: String?
    /// Where, in the markup.
    public var location: SourceLocation?
    /// The span as written, when the diagnostic is about a span.
    public var span: String?
    /// The attribute key, when the diagnostic is about one.
    public var key: String?

    /// A diagnostic; `hint`, `location`, `span` and `key` stay nil when there is nothing to say (a diagnostic about
    /// the whole string has no location).
    public init(_ severity: Severity, code: String, _ message: String, hint: String? = nil,
                location: SourceLocation? = nil, span: String? = nil, key: String? = nil) {
        self.severity = severity
        self.code = code
        self.message = message
        self.hint = hint
        self.location = location
        self.span = span
        self.key = key
    }

    public var description: String {
        var s = "\(severity.rawValue): \(message)"
        if let location { s = "\(location.line):\(location.column): " + s }
        return s
    }

    /// The diagnostic as a user reads it: the message, the line of `source` with a caret under the column,
    /// and the hint.
    public func formatted(source: String) -> String {
        formatted(in: SourceLines(source))
    }

    /// The diagnostic as a user reads it, its line taken from `source` (split into lines once for all the
    /// diagnostics of a text).
    public func formatted(in source: SourceLines) -> String {
        var lines = ["\(severity.rawValue): \(message)"]
        if let location {
            if let line = source.line(location.line) {
                lines.append("  --> line \(location.line), column \(location.column)")
                lines.append("   | \(line)")
                lines.append("   | " + String(repeating: " ", count: max(0, location.column - 1)) + "^")
            }
        }
        if let hint { lines.append("  hint: \(hint)") }
        return lines.joined(separator: "\n")
    }
}
