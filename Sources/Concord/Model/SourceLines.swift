/// A text's lines, found once, so that placing a diagnostic is a binary search instead of a scan from the start
/// of the text: a long text with many diagnostics stays linear in its size.
///
/// Lines end at `"\n"` characters only, exactly as ``SourceLocation/init(offset:in:)`` counts them (a `"\r\n"` is
/// one character, no line break), and ``location(_:)`` gives the same location as that initializer.
public struct SourceLines: Sendable {
    /// The character offset where each line starts; line 1 starts at 0.
    private let starts: [Int]
    /// The number of characters in the text.
    private let count: Int
    /// The lines' text (what a caret snippet shows).
    private let texts: [Substring]

    /// The lines of `text`.
    public init(_ text: String) {
        // The breaks are found on the UTF-8 bytes: a line feed is a character of its own unless a carriage return
        // comes before it ("\r\n", one character). Splitting over characters compared every character.
        var texts: [Substring] = []
        var starts: [Int] = []
        var offset = 0
        func add(_ line: Substring) {
            texts.append(line)
            starts.append(offset)
            offset += line.characterCount + 1
        }
        let utf8 = text.utf8
        var lineStart = utf8.startIndex
        var previous: UInt8 = 0
        var i = utf8.startIndex
        while i != utf8.endIndex {
            let byte = utf8[i]
            if byte == UInt8(ascii: "\n"), previous != UInt8(ascii: "\r") {
                add(text[lineStart..<i])
                lineStart = utf8.index(after: i)
            }
            previous = byte
            i = utf8.index(after: i)
        }
        add(text[lineStart...])
        self.starts = starts
        self.count = offset - 1
        self.texts = texts
    }

    /// The location of character `offset`; an offset past the end is placed at the end, as
    /// ``SourceLocation/init(offset:in:)`` places it.
    public func location(_ offset: Int) -> SourceLocation {
        let clamped = min(max(offset, 0), count)
        // The last line starting at or before `clamped`.
        var low = 0, high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= clamped { low = middle } else { high = middle - 1 }
        }
        return SourceLocation(offset: offset, line: low + 1, column: clamped - starts[low] + 1)
    }

    /// The text of line `number` (1-based), without its line break; nil past the last line.
    public func line(_ number: Int) -> Substring? {
        texts.indices.contains(number - 1) ? texts[number - 1] : nil
    }
}

/// A text's lines found on first use: renders without a diagnostic never split their markup into lines. Used by
/// one render at a time (not shared between threads).
final class LazySourceLines {
    private let text: String
    private var lines: SourceLines?

    init(_ text: String) { self.text = text }

    /// The location of character `offset` (see ``SourceLines/location(_:)``).
    func location(_ offset: Int) -> SourceLocation {
        if lines == nil { lines = SourceLines(text) }
        return lines!.location(offset)
    }
}
