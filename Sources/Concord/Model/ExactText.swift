import Foundation

/// A text compared and hashed byte for byte. Swift strings are equal when they are canonically equivalent
/// (`é` and `e` + combining acute), but a memo of parses or tokens must give each normalization its own entry:
/// the output quotes the characters as they were written.
struct ExactText: Hashable {
    let text: String

    init(_ text: String) { self.text = text }

    static func == (a: ExactText, b: ExactText) -> Bool {
        // One memcmp over contiguous UTF-8 (the generic `elementsEqual` walks a byte at a time through the view).
        let count = a.text.utf8.count
        guard count == b.text.utf8.count else { return false }
        var x = a.text, y = b.text
        return x.withUTF8 { p in y.withUTF8 { q in count == 0 || memcmp(p.baseAddress!, q.baseAddress!, count) == 0 } }
    }

    func hash(into hasher: inout Hasher) {
        var text = text
        text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
}
