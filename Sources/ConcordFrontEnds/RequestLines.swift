import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Reads request lines from a file descriptor in large blocks, exactly as `readLine(strippingNewline: true)`
/// would return them (a final `\n` or `\r\n` removed, invalid UTF-8 repaired), and tells the caller before it
/// has to wait for more input, so answers can be flushed then and not after every line.
///
/// It holds at most `maximumBytes + 1` bytes of any one line: the rest of a longer line is read and dropped, so
/// one endless line cannot fill the memory. Such a line comes back cut, longer than the limit, which is how the
/// codec knows to answer it with an error naming the limit.
struct RequestLines {
    private let descriptor: Int32
    private let maximumBytes: Int
    /// The kept start of a line over the limit whose newline has not been read yet.
    private var overlong: [UInt8]?
    private var buffer: [UInt8] = []
    /// Where the next line starts in `buffer`, and where the search for its newline goes on from.
    private var lineStart = 0
    private var searched = 0
    private var atEnd = false

    init(fileDescriptor: Int32, maximumBytes: Int = Int.max - 1) {
        descriptor = fileDescriptor
        self.maximumBytes = maximumBytes
    }

    /// The next line, or nil at the end of the input. `beforeWaiting` runs whenever no complete line is
    /// buffered and the reader is about to block on the descriptor.
    mutating func next(beforeWaiting: () -> Void) -> String? {
        while true {
            if let newline = buffer[searched...].firstIndex(of: 0x0A) {
                if let kept = overlong {
                    overlong = nil
                    lineStart = newline + 1
                    searched = lineStart
                    return String(decoding: kept, as: UTF8.self)
                }
                return takeLine(endingAt: newline)
            }
            searched = buffer.count
            if overlong == nil, buffer.count - lineStart > maximumBytes {
                overlong = Array(buffer[lineStart...].prefix(maximumBytes + 1))
            }
            if overlong != nil {
                // The line is over the limit: what follows up to its newline is dropped.
                buffer.removeAll(keepingCapacity: true)
                lineStart = 0
                searched = 0
            }
            if atEnd {
                if let kept = overlong { overlong = nil; return String(decoding: kept, as: UTF8.self) }
                guard lineStart < buffer.count else { return nil }
                let line = buffer.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[lineStart...]), as: UTF8.self) }
                lineStart = buffer.count
                searched = lineStart
                return line
            }
            // Drop the lines already returned before reading more.
            if lineStart > 0 {
                buffer.removeSubrange(0..<lineStart)
                searched -= lineStart
                lineStart = 0
            }
            beforeWaiting()
            fill()
        }
    }

    /// The next line if it is already complete in the buffer, or nil when it would have to be read first (or
    /// is the end of an overlong line): never blocks, so a batch taken this way holds only what already waits.
    mutating func nextBuffered() -> String? {
        guard overlong == nil else { return nil }
        guard let newline = buffer[searched...].firstIndex(of: 0x0A) else {
            searched = buffer.count // the newline search goes on from here, so each byte is searched once
            return nil
        }
        return takeLine(endingAt: newline)
    }

    /// The buffered line ending at the line feed at `newline`, which the reader then moves past.
    private mutating func takeLine(endingAt newline: Int) -> String {
        var end = newline
        if end > lineStart, buffer[end - 1] == 0x0D { end -= 1 } // "\r\n" is one Character, removed whole
        let line = buffer.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[lineStart..<end]), as: UTF8.self) }
        lineStart = newline + 1
        searched = lineStart
        return line
    }

    private mutating func fill() {
        let chunk = 1 << 16
        let old = buffer.count
        buffer.append(contentsOf: repeatElement(0, count: chunk))
        var n: Int
        repeat {
            n = buffer.withUnsafeMutableBufferPointer { read(descriptor, $0.baseAddress! + old, chunk) }
        } while n < 0 && errno == EINTR
        buffer.removeLast(chunk - max(n, 0))
        if n <= 0 { atEnd = true }
    }
}

/// Answers collected in one buffer and written with as few system calls as possible.
struct AnswerBuffer: ~Copyable {
    private let descriptor: Int32
    private var pending = JSONBytes(capacity: 1 << 17)

    init(fileDescriptor: Int32) {
        descriptor = fileDescriptor
    }

    /// Adds one answer, written as compact JSON straight into the buffer.
    mutating func append(answer: ProtocolCodec.Answer) {
        answer.write(to: &pending)
        pending.append(0x0A)
        if pending.count >= 1 << 16 { flush() }
    }

    /// Adds answer lines already written as bytes (each ending with a newline).
    mutating func append(bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { pending.append($0) }
        if pending.count >= 1 << 16 { flush() }
    }

    /// Writes everything collected so far.
    mutating func flush() {
        let descriptor = descriptor
        pending.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let n = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    break
                }
                offset += n
            }
        }
        pending.removeAll()
    }
}
