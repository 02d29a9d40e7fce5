/// A place in the markup: 0-based character offset, 1-based line and column (columns count characters, so
/// `á` is one column).
public struct SourceLocation: Hashable, Codable, Sendable {
    public var offset: Int
    public var line: Int
    public var column: Int

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
        case error, warning, note
    }

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
