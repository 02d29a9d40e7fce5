import Foundation

/// A bounded memo of a pure function from text to a value: each distinct markup is parsed once (spans,
/// attribute bodies, format specifiers) and each distinct run of text tokenized once, however many requests
/// render it. When full it starts over, so memory stays bounded whatever the input. Keys are compared byte for
/// byte (``ExactText``): another normalization of a text is another text.
final class BoundedMemo<Value>: @unchecked Sendable {
    private let lock = NSLock()
    // Every access holds `lock`: the run-time exclusivity check is left out.
    @exclusivity(unchecked) private var values: [ExactText: Value] = [:]
    @exclusivity(unchecked) private var storedBytes = 0
    /// At most this many keys…
    let capacity: Int
    /// …and this many bytes of keys; longer keys are not kept at all.
    let byteCapacity: Int
    let longestKey: Int

    init(capacity: Int, byteCapacity: Int, longestKey: Int) {
        self.capacity = capacity
        self.byteCapacity = byteCapacity
        self.longestKey = longestKey
    }

    /// The value for `key`, computed by `make` the first time.
    func value(_ key: String, make: (String) -> Value) -> Value {
        let size = key.utf8.count
        guard size <= longestKey else { return make(key) }
        let exact = ExactText(key)
        lock.lock()
        if let v = values[exact] { lock.unlock(); return v }
        lock.unlock()
        let v = make(key)
        lock.lock()
        if values.count >= capacity || storedBytes + size > byteCapacity {
            values.removeAll(keepingCapacity: true)
            storedBytes = 0
        }
        if values.updateValue(v, forKey: exact) == nil { storedBytes += size }
        lock.unlock()
        return v
    }
}

/// The memos of the template stages: compiled templates by markup text (see ``CompiledTemplate``) and tokens by
/// run text.
enum TemplateCache {
    static let compiled = BoundedMemo<CompiledTemplate>(capacity: 4096, byteCapacity: 4 << 20, longestKey: 16 << 10)
    /// Tokens of run texts (run 0; the caller sets its own run).
    static let tokens = BoundedMemo<[Token]>(capacity: 16384, byteCapacity: 4 << 20, longestKey: 4 << 10)

    static func parse(_ markup: String) -> ParsedMarkup { compile(markup).parsed }

    static func compile(_ markup: String) -> CompiledTemplate {
        compiled.value(markup) { CompiledTemplate(MarkupParser.parse($0)) }
    }

    /// The tokens of `text`, all in run 0.
    static func tokens(of text: String) -> [Token] {
        // A lone word, number or space is read faster than it is looked up.
        if let simple = Tokenizer.simpleToken(of: text, runID: 0) { return [simple] }
        return tokens.value(text) { Tokenizer.walk($0, runID: 0) }
    }

    static func tokens(of text: String, runID: Int) -> [Token] {
        var result = tokens(of: text)
        if runID != 0 { for i in result.indices { result[i].runID = runID } }
        return result
    }
}
