import Foundation

/// ANSI styling for the REPL. Disabled (every method returns its text unchanged) when `NO_COLOR` is set, when
/// the terminal is dumb, or when the REPL does not talk to a terminal — scripts and pipes get plain text.
public struct Colors: Sendable {
    /// Whether the methods add ANSI escapes; false returns every text unchanged.
    public var enabled: Bool

    /// Styling on or off as given; `automatic()` decides from the environment and the terminal.
    public init(enabled: Bool) { self.enabled = enabled }

    /// Colours when standard input and output are terminals and the user did not ask for none.
    public static func automatic() -> Colors {
        let env = ProcessInfo.processInfo.environment
        if env["NO_COLOR"].map({ !$0.isEmpty }) == true { return Colors(enabled: false) }
        if env["TERM"] == "dumb" { return Colors(enabled: false) }
        return Colors(enabled: isatty(0) == 1 && isatty(1) == 1)
    }

    private func wrap(_ code: String, _ s: String) -> String { enabled && !s.isEmpty ? "\u{1B}[\(code)m\(s)\u{1B}[0m" : s }

    // Only colours that read on light and dark themes and on projectors: no faint (2), no yellow, no cyan;
    // emphasis by weight, red, green and magenta.

    /// Text that came from an inflected span.
    public func span(_ s: String) -> String { wrap("4", s) }
    /// A word the engine changed.
    public func changed(_ s: String) -> String { wrap("1;32", s) }
    /// An error's label (`error:`): bold red.
    public func error(_ s: String) -> String { wrap("1;31", s) }
    /// A warning's label (`warning:`): bold magenta.
    public func warning(_ s: String) -> String { wrap("1;35", s) }
    /// A note's or hint's label (`note:`, `hint:`): bold.
    public func note(_ s: String) -> String { wrap("1", s) }
    /// A trace rule identifier (`es.article.el-before-tonic-a`): magenta.
    public func rule(_ s: String) -> String { wrap("35", s) }
    /// Secondary text (confirmations, facts): the terminal's own foreground, since faint text vanishes on
    /// many screens; the colours of the primary text set it apart.
    public func dim(_ s: String) -> String { s }
    /// Bold text: help topic names, the labels of `:state`.
    public func bold(_ s: String) -> String { wrap("1", s) }
}
