import Concord

/// The fuzzer's bytes, read as the values a target needs: a choice among a few, or text up to a separator.
/// Reading past the end gives zeros and empty text, so every input is a valid case.
struct FuzzInput {
    let bytes: [UInt8]
    private var position = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// All the bytes as text (invalid UTF-8 repaired, as the front ends read it).
    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// One of `choices`, chosen by the next byte.
    mutating func pick<T>(_ choices: [T]) -> T {
        let byte = position < bytes.count ? bytes[position] : 0
        position += 1
        return choices[Int(byte) % choices.count]
    }

    /// The text up to the next NUL byte (or the end).
    mutating func field() -> String {
        let start = min(position, bytes.count)
        let end = bytes[start...].firstIndex(of: 0) ?? bytes.count
        position = end + 1
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// The locales Concord inflects, plus one it does not and an empty one.
    static let locales = ["en", "en-GB", "es", "es-ES", "es-MX", "fr", "fr-CA", "it", "pt-BR", "pt-PT", "de", "de-CH", "ja", ""]

    /// A format argument read from a field: a number when it reads as one, else text; some with morphology.
    mutating func argument() -> FormatArgument {
        let kind = pick([0, 1, 2])
        let text = field()
        if let number = NumberValue(text), kind != 1 { return .number(number) }
        if kind == 2 {
            var morphology = InflectionMorphology()
            morphology.grammaticalGender = pick([nil, .masculine, .feminine, .neuter])
            morphology.number = pick([nil, .singular, .plural])
            return .phrase(text, morphology)
        }
        return .text(text)
    }
}

/// Stops the fuzzer with a message: a broken promise of the code under test is a finding, like a crash.
func require(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
    if !condition() { fatalError("fuzz invariant broken: \(message())") }
}
