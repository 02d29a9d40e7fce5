/// A text compared and hashed byte for byte. Swift strings are equal when they are canonically equivalent
/// (`é` and `e` + combining acute), but a memo of parses or tokens must give each normalization its own entry:
/// the output quotes the characters as they were written.
struct ExactText: Hashable {
    let text: String

    init(_ text: String) { self.text = text }

    static func == (a: ExactText, b: ExactText) -> Bool { a.text.utf8.elementsEqual(b.text.utf8) }

    func hash(into hasher: inout Hasher) {
        var text = text
        text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
}
