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
    static func same(_ a: String, _ b: String) -> Bool {
        let count = a.utf8.count
        guard count == b.utf8.count else { return false }
        let inPlace = a.utf8.withContiguousStorageIfAvailable { p in
            b.utf8.withContiguousStorageIfAvailable { q in count == 0 || memcmp(p.baseAddress!, q.baseAddress!, count) == 0 }
        }
        if let same = inPlace ?? nil { return same }
        var x = a, y = b // bridged or otherwise non-contiguous text: made contiguous first
        return x.withUTF8 { p in y.withUTF8 { q in count == 0 || memcmp(p.baseAddress!, q.baseAddress!, count) == 0 } }
    }

    func hash(into hasher: inout Hasher) {
        var text = text
        text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
}
