import Foundation

extension String {
    /// Whether the text is *plain*: every UTF-8 byte below 0xCC, so every scalar below U+0300. A plain text is in its
    /// composed form (NFC) already, and two plain texts are canonically equivalent exactly when their bytes are
    /// equal (see ``hasSuffixFast(_:)``).
    var isPlain: Bool { utf8.allSatisfy { $0 < 0xCC } }

    /// The text in its composed form (NFC): the text itself when it is plain, with no normalization run.
    var composedForm: String { isPlain ? self : precomposedStringWithCanonicalMapping }
}
