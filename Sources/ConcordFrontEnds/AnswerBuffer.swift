#if canImport(Glibc)
import Glibc
#endif

/// Answers collected in one buffer and written with as few system calls as possible.
struct AnswerBuffer {
    private let descriptor: Int32
    private var pending: [UInt8] = []

    init(fileDescriptor: Int32) {
        descriptor = fileDescriptor
    }

    /// Adds one answer line; a large buffer is written at once.
    mutating func append(line: String) {
        pending.append(contentsOf: line.utf8)
        pending.append(0x0A)
        if pending.count >= 1 << 16 { flush() }
    }

    /// Writes everything collected so far.
    mutating func flush() {
        var offset = 0
        while offset < pending.count {
            let n = pending.withUnsafeBufferPointer { write(descriptor, $0.baseAddress! + offset, $0.count - offset) }
            if n < 0 {
                if errno == EINTR { continue }
                break
            }
            offset += n
        }
        pending.removeAll(keepingCapacity: true)
    }
}
