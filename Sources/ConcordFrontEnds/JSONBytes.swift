/// A growing buffer of JSON text's UTF-8 bytes: the answers of a JSON-lines stream are written into one of them.
///
/// `[UInt8].append(contentsOf:)` costs more than a hundred instructions a call even with room to spare, and an
/// answer is written in a few dozen pieces; here a piece is one capacity check and one copy.
struct JSONBytes: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int = 256) {
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    var isEmpty: Bool { count == 0 }

    /// Forgets the bytes, keeping the room they took.
    mutating func removeAll() { count = 0 }

    func withUnsafeBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        try body(UnsafeBufferPointer(start: base, count: count))
    }

    /// The bytes as a string (they are UTF-8 by construction).
    var string: String { withUnsafeBytes { String(decoding: $0, as: UTF8.self) } }

    @inline(__always)
    private mutating func reserve(_ extra: Int) {
        if capacity - count < extra { grow(toHold: extra) }
    }

    @inline(never)
    private mutating func grow(toHold extra: Int) {
        let newCapacity = max(capacity * 2, count + extra)
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.initialize(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }

    @inline(__always)
    mutating func append(_ byte: UInt8) {
        reserve(1)
        base[count] = byte
        count += 1
    }

    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        reserve(bytes.count)
        (base + count).initialize(from: source, count: bytes.count)
        count += bytes.count
    }

    @inline(__always)
    mutating func append(_ literal: StaticString) {
        append(UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }

    /// An integer in decimal, as `String(n)` writes it.
    mutating func append(decimal n: Int) {
        var magnitude = n.magnitude
        var digits = 1
        var rest = magnitude
        while rest >= 10 { rest /= 10; digits += 1 }
        reserve(digits + 1)
        if n < 0 { base[count] = UInt8(ascii: "-"); count += 1 }
        var position = base + count + digits
        repeat {
            position -= 1
            position.pointee = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: magnitude % 10)
            magnitude /= 10
        } while magnitude > 0
        count += digits
    }

    /// A number as `JSONValue.number` writes it: whole numbers below 10^15 without a fraction, others as Swift
    /// prints a `Double`.
    mutating func append(number n: Double) {
        if n.rounded() == n, abs(n) < 1e15 {
            append(decimal: Int(Int64(n)))
        } else {
            var text = String(n)
            text.withUTF8 { append($0) }
        }
    }

    /// `key` (the member's punctuation and quoted name, e.g. `, "code": `) and `value` as a JSON string.
    @inline(__always)
    mutating func append(_ key: StaticString, quoted value: String) {
        append(key)
        appendQuoted(value)
    }

    /// `s` as a JSON string: only `"`, `\` and control characters are escaped (as JSON requires); every other
    /// character is copied as its UTF-8 bytes.
    mutating func appendQuoted(_ s: String) {
        var s = s
        s.withUTF8 { appendQuoted(utf8: $0) }
    }

    /// UTF-8 bytes as a JSON string (see ``appendQuoted(_:)``).
    mutating func appendQuoted(utf8 bytes: UnsafeBufferPointer<UInt8>) {
        // Room for the quotes and for the bytes unescaped, the usual case, in one check.
        reserve(bytes.count + 2)
        base[count] = UInt8(ascii: "\"")
        count += 1
        guard JSONValue.needsEscape(bytes) else {
            if let source = bytes.baseAddress { (base + count).initialize(from: source, count: bytes.count) }
            count += bytes.count
            base[count] = UInt8(ascii: "\"")
            count += 1
            return
        }
        // Runs of bytes that need no escape are copied whole, between the escapes.
        var runStart = 0
        for (i, byte) in bytes.enumerated() where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
            append(UnsafeBufferPointer(rebasing: bytes[runStart..<i]))
            runStart = i + 1
            switch byte {
            case UInt8(ascii: "\""): append(#"\""#)
            case UInt8(ascii: "\\"): append(#"\\"#)
            case UInt8(ascii: "\n"): append(#"\n"#)
            case UInt8(ascii: "\r"): append(#"\r"#)
            case UInt8(ascii: "\t"): append(#"\t"#)
            default:
                let hex: StaticString = "0123456789abcdef"
                append(#"\u00"#)
                append(hex.utf8Start[Int(byte >> 4)])
                append(hex.utf8Start[Int(byte & 0xF)])
            }
        }
        append(UnsafeBufferPointer(rebasing: bytes[runStart...]))
        append(UInt8(ascii: "\""))
    }
}
