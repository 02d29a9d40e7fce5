import Foundation

/// A text compared and hashed byte for byte. Swift strings are equal when they are canonically equivalent
/// (`é` and `e` + combining acute), but a memo of parses or tokens must give each normalization its own entry:
/// the output quotes the characters as they were written.
struct ExactText: Hashable {
    let text: String

    init(_ text: String) { self.text = text }

    static func == (a: ExactText, b: ExactText) -> Bool { same(a.text, b.text) }

    /// Whether two texts are the same byte for byte: one memcmp over contiguous UTF-8, read in place (the generic
    /// `elementsEqual` walks a byte at a time through the view).
    @inline(__always) static func same(_ a: String, _ b: String) -> Bool {
        // Most texts compared equal are short words, kept in the string itself: equal bytes, equal
        // representation, found without reaching the bytes or making a call (a memo's key and the word looked up).
        sameRepresentation(a, b) || sameBytes(a, b)
    }

    /// ``same(_:_:)`` once the representations differ.
    @inline(never) private static func sameBytes(_ a: String, _ b: String) -> Bool {
        let count = a.utf8.count
        guard count == b.utf8.count else { return false }
        let inPlace = a.utf8.withContiguousStorageIfAvailable { p in
            b.utf8.withContiguousStorageIfAvailable { q in count == 0 || memcmp(p.baseAddress!, q.baseAddress!, count) == 0 }
        }
        if let same = inPlace ?? nil { return same }
        var x = a, y = b // bridged or otherwise non-contiguous text: made contiguous first
        return x.withUTF8 { p in y.withUTF8 { q in count == 0 || memcmp(p.baseAddress!, q.baseAddress!, count) == 0 } }
    }

    /// Whether two strings are the same value bit for bit: the same storage and length, or the same bytes held
    /// in the string itself. Such strings have the same bytes; strings with the same bytes may still differ here
    /// (two copies of a long text), so `false` decides nothing.
    @inline(__always) static func sameRepresentation(_ a: String, _ b: String) -> Bool {
        withUnsafeBytes(of: a) { p in
            withUnsafeBytes(of: b) { q in
                // Two words on 64-bit platforms: compared as such, without a call.
                guard p.count == 16 else { return memcmp(p.baseAddress!, q.baseAddress!, p.count) == 0 }
                return p.loadUnaligned(fromByteOffset: 0, as: UInt64.self) == q.loadUnaligned(fromByteOffset: 0, as: UInt64.self)
                    && p.loadUnaligned(fromByteOffset: 8, as: UInt64.self) == q.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
            }
        }
    }

    func hash(into hasher: inout Hasher) {
        var text = text
        text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
}
