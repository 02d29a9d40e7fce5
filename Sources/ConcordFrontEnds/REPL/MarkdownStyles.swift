import Concord

extension Colors {
    /// A run's Markdown styles on the terminal: **strong** bold, *emphasis* italic, `code` reversed, a link
    /// underlined in blue as an OSC 8 hyperlink. `text` may already hold styles (a changed word); they are
    /// restored after each of its resets. Plain text when colours are off.
    public func markdown(_ text: String, _ style: RunStyle) -> String {
        guard enabled, !style.isPlain, !text.isEmpty else { return text }
        var codes: [String] = []
        if style.strong { codes.append("1") }
        if style.emphasis { codes.append("3") }
        if style.code { codes.append("7") }
        if style.link != nil { codes.append("4;34") }
        let on = "\u{1B}[" + codes.joined(separator: ";") + "m"
        let reset = "\u{1B}[0m"
        var styled = on + text.replacingOccurrences(of: reset, with: reset + on) + reset
        if let link = style.link, !link.contains(where: { $0.isASCII && ($0.asciiValue! < 0x20 || $0.asciiValue! == 0x7F) }) {
            styled = "\u{1B}]8;;\(link)\u{1B}\\" + styled + "\u{1B}]8;;\u{1B}\\"
        }
        return styled
    }
}
