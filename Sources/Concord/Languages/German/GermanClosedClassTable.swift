import Foundation

/// ``GermanPhrase/closedClasses``: the words of the closed classes with what each one is, looked up by the bytes
/// of a word. The table is asked of nearly every word of every span, and a `Dictionary<String, _>` hashes a word
/// through `Hasher` and its normalized form (some hundred instructions for *dem*); here a word written in ASCII and
/// the Latin-1 letters is hashed eight bytes at a time (``ExactTextTable/hash(utf8:tag:)``) and compared byte for
/// byte.
///
/// The same answers as the dictionary: a text of ASCII and Latin-1 letters is in its composed form (NFC), so it
/// is canonically equal to such a key only when it is the same bytes. Any other text, or every text when a key is
/// not of those letters, is looked up in the dictionary, which compares canonically.
struct GermanClosedClassTable {
    private let byWord: [String: GermanPhrase.ClosedClass]
    private let keys: [[UInt8]]
    private let values: [GermanPhrase.ClosedClass]
    /// Open addressing over `keys`: the index of a key plus one, 0 for an empty place.
    private let places: [Int32]
    private let mask: Int
    /// Every key is ASCII and Latin-1 letters: otherwise every look-up goes to `byWord`.
    private let bytesAnswer: Bool

    init(_ byWord: [String: GermanPhrase.ClosedClass]) {
        self.byWord = byWord
        let words = Array(byWord.keys)
        keys = words.map { Array($0.utf8) }
        values = words.map { byWord[$0]! }
        bytesAnswer = keys.allSatisfy { !$0.isEmpty && $0.withUnsafeBytes(Self.isLatin1) }
        // A quarter full at most: a word that is no key (most words) mostly finds an empty place at once.
        var n = 16
        while n < keys.count * 4 { n *= 2 }
        mask = n - 1
        var places = [Int32](repeating: 0, count: n)
        for (i, key) in keys.enumerated() {
            var p = key.withUnsafeBytes { Int(truncatingIfNeeded: ExactTextTable<Int>.hash(utf8: $0)) } & (n - 1)
            while places[p] != 0 { p = (p + 1) & (n - 1) }
            places[p] = Int32(i + 1)
        }
        self.places = places
    }

    subscript(word: String) -> GermanPhrase.ClosedClass? {
        guard bytesAnswer, let k = word.utf8.withContiguousStorageIfAvailable({ index(of: UnsafeRawBufferPointer($0)) }),
              k != Self.notLatin1 else { return byWord[word] }
        return k < 0 ? nil : values[k]
    }

    private static var notLatin1: Int { -2 }

    /// The index in `keys` of the word whose UTF-8 is `bytes`; -1 when it is no key, `notLatin1` when it is not
    /// ASCII and Latin-1 letters (or empty).
    private func index(of bytes: UnsafeRawBufferPointer) -> Int {
        guard !bytes.isEmpty, Self.isLatin1(bytes) else { return Self.notLatin1 }
        var p = Int(truncatingIfNeeded: ExactTextTable<Int>.hash(utf8: bytes)) & mask
        while true {
            let k = Int(places[p]) - 1
            if k < 0 { return -1 }
            if keys[k].count == bytes.count,
               keys[k].withUnsafeBytes({ memcmp($0.baseAddress!, bytes.baseAddress!, bytes.count) == 0 }) {
                return k
            }
            p = (p + 1) & mask
        }
    }

    /// Whether `bytes` are ASCII and the two-byte letters U+00C0–U+00FF only.
    private static func isLatin1(_ bytes: UnsafeRawBufferPointer) -> Bool {
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            if b < 0x80 {
                i += 1
            } else if b == 0xC3, i + 1 < bytes.count, bytes[i + 1] >= 0x80, bytes[i + 1] <= 0xBF {
                i += 2
            } else {
                return false
            }
        }
        return true
    }
}
