import Foundation

/// A bounded memo of a pure function from text to a value: each distinct markup is parsed once (spans,
/// attribute bodies, format specifiers) and each distinct run of text tokenized once, however many requests
/// render it. When full it starts over, so memory stays bounded whatever the input: at most `capacity` keys, and
/// at most `byteCapacity` bytes of keys and of what their values hold (``valueBytes``, which a memo of token
/// lists counts per token: a value may take a hundred times its key's bytes). Keys are compared byte for byte
/// (``ExactText``): another normalization of a text is another text.
final class BoundedMemo<Value>: @unchecked Sendable {
    /// One table and its lock: a thread keeps its values in its own shard (see ``ThreadShard``).
    private final class Shard: @unchecked Sendable {
        /// A ``ShardLock`` (atomics, which the thread sanitizer follows); `Synchronization.Mutex` hands a
        /// contended lock over in the kernel, where the sanitizer sees no order and reports races that are not.
        let lock = ShardLock()
        // Every access holds `lock`.
        let values: ExactTextTable<Value>
        /// The entry this shard's thread found last. The JSON-lines reader finds a request's markup among the
        /// keys (``keptEntry(utf8:)``) and the engine then asks for its value with that very string: it is
        /// recognized by identity, without hashing and comparing the markup a second time.
        var last: (key: String, value: Value)?
        init(capacity: Int) { values = ExactTextTable(capacity: capacity) }

        /// The last entry's value when `key` is the last entry's key string itself (the same storage and length,
        /// or the same small-string bytes): equal representations are equal texts. Another string with the same
        /// text is not recognized here and takes the table's way.
        func lastValue(ifIdentical key: String) -> Value? {
            guard let last else { return nil }
            return ExactText.sameRepresentation(key, last.key) ? last.value : nil
        }
    }

    private let shards: ThreadShards<Shard>
    /// At most this many keys…
    let capacity: Int
    /// …and this many bytes of keys and values, in each shard; a longer key, or a key and value over this alone,
    /// is not kept.
    let byteCapacity: Int
    let longestKey: Int
    /// About how many bytes a value holds.
    let valueBytes: @Sendable (Value) -> Int

    init(capacity: Int, byteCapacity: Int, longestKey: Int, valueBytes: @escaping @Sendable (Value) -> Int = { _ in 0 }) {
        self.capacity = capacity
        self.byteCapacity = byteCapacity
        self.longestKey = longestKey
        self.valueBytes = valueBytes
        shards = ThreadShards { Shard(capacity: capacity) }
    }

    /// The value for `key`, computed by `make` the first time (on this thread's shard).
    func value(_ key: String, make: (String) -> Value) -> Value {
        let size = key.utf8.count
        guard size <= longestKey else { return make(key) }
        return shards.withCurrent { shard in
            var hash: UInt64 = 0
            if let v = shard.lock.withLock({ () -> Value? in
                if let v = shard.lastValue(ifIdentical: key) { return v }
                hash = ExactTextTable<Value>.hash(key)
                guard let v = shard.values.value(key, hash: hash) else { return nil }
                shard.last = (key, v)
                return v
            }) { return v }
            let v = make(key)
            let bytes = size + valueBytes(v)
            guard bytes <= byteCapacity else { return v }
            shard.lock.withLock {
                if shard.values.count >= capacity || shard.values.storedBytes + bytes > byteCapacity {
                    shard.values.removeAll()
                    shard.last = nil
                }
                shard.values.insert(v, for: key, hash: hash, size: bytes)
                shard.last = (key, v)
            }
            return v
        }
    }

    /// The key kept whose UTF-8 is `bytes`, when this thread's shard has one.
    func keptKey(utf8 bytes: UnsafeRawBufferPointer) -> String? { keptEntry(utf8: bytes)?.key }

    /// The key kept whose UTF-8 is `bytes`, and its value, when this thread's shard has one.
    func keptEntry(utf8 bytes: UnsafeRawBufferPointer) -> (key: String, value: Value)? {
        guard bytes.count <= longestKey else { return nil }
        let hash = ExactTextTable<Value>.hash(utf8: bytes)
        return shards.withCurrent { shard in
            shard.lock.withLock {
                guard let entry = shard.values.entry(utf8: bytes, hash: hash) else { return nil }
                shard.last = entry
                return entry
            }
        }
    }

    /// How many keys this thread's shard keeps, and the bytes counted for them.
    var stored: (keys: Int, bytes: Int) {
        shards.withCurrent { shard in shard.lock.withLock { (shard.values.count, shard.values.storedBytes) } }
    }
}

/// The memos of the template stages: compiled templates by markup text (see ``CompiledTemplate``) and tokens by
/// run text.
package enum TemplateCache {
    static let compiled = BoundedMemo<CompiledTemplate>(capacity: 4096, byteCapacity: 32 << 20, longestKey: 16 << 10,
                                                        valueBytes: \.approximateBytes)
    /// Tokens of run texts (run 0; the caller sets its own run).
    static let tokens = BoundedMemo<[Token]>(capacity: 16384, byteCapacity: 32 << 20, longestKey: 4 << 10,
                                             valueBytes: { $0.count * MemoryLayout<Token>.stride })

    static func parse(_ markup: String) -> ParsedMarkup { compile(markup).parsed }

    static func compile(_ markup: String) -> CompiledTemplate {
        // A markup too long to keep serves one request: its literal runs are tokenized by that request, straight
        // into its tokens (a template's own copy would then be copied again: 20 MB for a 100,000-word span).
        guard markup.utf8.count <= compiled.longestKey else {
            return CompiledTemplate(MarkupParser.parse(markup), tokenizingLiterals: false)
        }
        return compiled.value(markup) { CompiledTemplate(MarkupParser.parse($0)) }
    }

    /// Whether the tokens of a run of `text` are kept by the memo (``tokens(of:)``); a longer text is tokenized
    /// every time, best straight into where its tokens go.
    static func keepsTokens(of text: String) -> Bool { text.utf8.count <= tokens.longestKey }

    /// The markup already compiled whose UTF-8 is `bytes`, as kept (`key`), and its template (`value`): a request reader that finds
    /// it there needs no string of its own for the markup (an allocation and a copy per request), and hands the
    /// template to ``ConcordEngine/render(_:includingRuns:template:)``, which then need not look it up again.
    package static func compiled(utf8 bytes: UnsafeRawBufferPointer) -> (key: String, value: CompiledTemplate)? {
        compiled.keptEntry(utf8: bytes) // the memo's entry as it is: relabelled, it would be copied
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
