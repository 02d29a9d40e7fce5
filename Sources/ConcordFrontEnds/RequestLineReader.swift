import Foundation

/// Reads standard input line by line like `readLine`, but holds at most `maximumBytes + 1` bytes of any one line:
/// the rest of a longer line is read and dropped, so one endless line cannot fill the memory. The answer to such a
/// line is an error naming the limit (its text is longer than the limit, which is how the codec knows).
struct RequestLineReader {
    let maximumBytes: Int
    private var buffer = [UInt8](repeating: 0, count: 1 << 16)
    private var start = 0
    private var end = 0
    private var atEnd = false

    init(maximumBytes: Int) {
        self.maximumBytes = maximumBytes
    }

    /// The next line without its line break (invalid UTF-8 repaired as `readLine` does), or nil at the end.
    /// `beforeWaiting` runs when no complete line is buffered and the reader is about to block on its input.
    mutating func next(beforeWaiting: () -> Void = {}) -> String? {
        var line: [UInt8] = []
        var sawAnything = false
        while true {
            if start == end {
                if atEnd { return sawAnything ? Self.text(line) : nil }
                // read(2), not fread: a client waits for the answer to each line before it sends the next.
                beforeWaiting()
                let n = buffer.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
                if n < 0 && errno == EINTR { continue }
                start = 0
                end = max(n, 0)
                if n <= 0 { atEnd = true; continue }
            }
            sawAnything = true
            let newline = buffer[start..<end].firstIndex(of: UInt8(ascii: "\n"))
            let stop = newline ?? end
            let room = maximumBytes + 1 - line.count
            if room > 0 { line += buffer[start..<min(stop, start + room)] }
            start = newline.map { $0 + 1 } ?? end
            if newline != nil { return Self.text(line) }
        }
    }

    private static func text(_ bytes: [UInt8]) -> String {
        var s = String(decoding: bytes, as: UTF8.self)
        if s.hasSuffix("\r") { s.removeLast() }
        return s
    }
}
