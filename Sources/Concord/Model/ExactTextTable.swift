import Foundation

/// A table from texts, compared byte for byte (as ``ExactText`` compares them), to values: the store behind the
/// memos a request asks several times (templates by markup, tokens by run text, word facts by word).
///
/// Why not a `Dictionary<ExactText, Value>`: a look-up there hashes the text with SipHash through `Hasher` and
/// compares keys through generic witnesses, about 600 instructions for a short word, as much as a language rule.
/// Here a text is hashed eight bytes at a time with a seeded multiply-and-shift mix and found by linear probing
/// over a hash array: a short word costs a few dozen instructions.
///
/// A look-up probes at most ``probes`` slots, whatever the keys: a text that hashes like many others (by chance or
/// on purpose) costs a bounded search, never a long chain; when its probes are all taken, inserting it replaces
/// the slot it hashes to. The table grows to ``maximumSlots`` and no further.
///
/// Not synchronized: the memos that hold one guard it with their lock.
final class ExactTextTable<Value> {
    /// The slots one look-up may probe.
    static var probes: Int { 8 }

    private struct Slot {
        /// 0 marks an empty slot (a text's hash is never 0).
        var hash: UInt64
        /// A second part of the key that is not text (a lexicon's identity), compared with the text.
        var tag: UInt
        var key: String
        var value: Value?
        /// What the value was counted for (see ``BoundedMemo``).
        var size: Int
    }

    /// The slots, read and written in place (an array's elements would be retained and copied on the way).
    private var slots: UnsafeMutablePointer<Slot>
    private var slotCount: Int
    let maximumSlots: Int
    private(set) var count = 0
    /// The sum of the sizes given with the values kept.
    private(set) var storedBytes = 0

    /// A table that grows, whenever it is half full, up to the power of two at or above twice `capacity` slots (so
    /// that `capacity` values leave most probes short); it starts with 64.
    init(capacity: Int) {
        var n = 64
        while n < capacity * 2 { n *= 2 }
        maximumSlots = n
        slotCount = min(64, n)
        slots = Self.makeSlots(slotCount)
    }

    deinit {
        slots.deinitialize(count: slotCount)
        slots.deallocate()
    }

    private static func makeSlots(_ n: Int) -> UnsafeMutablePointer<Slot> {
        let slots = UnsafeMutablePointer<Slot>.allocate(capacity: n)
        slots.initialize(repeating: Slot(hash: 0, tag: 0, key: "", value: nil, size: 0), count: n)
        return slots
    }

    /// The value kept for `key` with `tag`; `hash` is ``hash(_:tag:)`` of them.
    func value(_ key: String, tag: UInt = 0, hash: UInt64) -> Value? {
        let mask = slotCount - 1
        var i = Int(truncatingIfNeeded: hash) & mask
        for _ in 0..<Self.probes {
            let h = slots[i].hash
            if h == 0 { return nil }
            if h == hash, slots[i].tag == tag, ExactText.same(slots[i].key, key) { return slots[i].value }
            i = (i + 1) & mask
        }
        return nil
    }

    /// The key and value kept for the text whose UTF-8 is `bytes` (with tag 0); `hash` is ``hash(utf8:)`` of the
    /// bytes. A caller holding only bytes (a request line) gets the text kept without making a string of them.
    func entry(utf8 bytes: UnsafeRawBufferPointer, hash: UInt64) -> (key: String, value: Value)? {
        let mask = slotCount - 1
        var i = Int(truncatingIfNeeded: hash) & mask
        for _ in 0..<Self.probes {
            let h = slots[i].hash
            if h == 0 { return nil }
            if h == hash, slots[i].tag == 0, Self.same(slots[i].key, bytes), let value = slots[i].value {
                return (slots[i].key, value)
            }
            i = (i + 1) & mask
        }
        return nil
    }

    /// Whether `key`'s UTF-8 is `bytes` (a key whose bytes are not in one piece is taken as another text).
    private static func same(_ key: String, _ bytes: UnsafeRawBufferPointer) -> Bool {
        key.utf8.withContiguousStorageIfAvailable { k in
            k.count == bytes.count && (k.isEmpty || memcmp(k.baseAddress!, bytes.baseAddress!, k.count) == 0)
        } ?? false
    }

    /// Keeps `value` for `key` with `tag` (counted as `size` bytes), in place of any value kept for them.
    func insert(_ value: Value, for key: String, tag: UInt = 0, hash: UInt64, size: Int = 0) {
        if (count + 1) * 2 > slotCount && slotCount < maximumSlots { grow() }
        let mask = slotCount - 1
        let home = Int(truncatingIfNeeded: hash) & mask
        var i = home
        var free: Int?
        for _ in 0..<Self.probes {
            let h = slots[i].hash
            if h == 0 { free = i; break }
            if h == hash, slots[i].tag == tag, ExactText.same(slots[i].key, key) { free = i; break }
            i = (i + 1) & mask
        }
        // Every probe taken by another key: the value replaces the one at the key's home.
        let slot = free ?? home
        if slots[slot].hash != 0 {
            count -= 1
            storedBytes -= slots[slot].size
        }
        slots[slot] = Slot(hash: hash, tag: tag, key: key, value: value, size: size)
        count += 1
        storedBytes += size
    }

    /// Forgets every value, keeping the slots.
    func removeAll() {
        for i in 0..<slotCount where slots[i].hash != 0 {
            slots[i] = Slot(hash: 0, tag: 0, key: "", value: nil, size: 0)
        }
        count = 0
        storedBytes = 0
    }

    private func grow() {
        let old = slots, oldCount = slotCount
        slotCount *= 2
        slots = Self.makeSlots(slotCount)
        count = 0
        storedBytes = 0
        for i in 0..<oldCount where old[i].hash != 0 {
            insert(old[i].value!, for: old[i].key, tag: old[i].tag, hash: old[i].hash, size: old[i].size)
        }
        old.deinitialize(count: oldCount)
        old.deallocate()
    }

    /// The hash of `key`'s UTF-8 bytes with `tag`: never 0.
    static func hash(_ key: String, tag: UInt = 0) -> UInt64 {
        if let h = key.utf8.withContiguousStorageIfAvailable({ hash(utf8: UnsafeRawBufferPointer($0), tag: tag) }) { return h }
        var copy = key // bridged or otherwise non-contiguous text: made contiguous first
        return copy.withUTF8 { hash(utf8: UnsafeRawBufferPointer($0), tag: tag) }
    }

    /// The hash of the text whose UTF-8 is `bytes`, with `tag`: ``hash(_:tag:)`` of that text.
    static func hash(utf8 bytes: UnsafeRawBufferPointer, tag: UInt = 0) -> UInt64 {
        hash(bytes, seed: ExactTextSeed.value ^ UInt64(tag) &* 0x9E37_79B9_7F4A_7C15)
    }

    private static func hash(_ bytes: UnsafeRawBufferPointer, seed: UInt64) -> UInt64 {
        let n = bytes.count
        var h = seed ^ UInt64(n) &* 0xBF58_476D_1CE4_E5B9
        // Every byte is read once or twice, in as few loads as the length allows (the length is in the seed, so
        // overlapping loads still tell texts of one length apart): eight bytes at a time, the last eight bytes
        // ending the text; under eight, the first and last four; under four, the first, middle and last byte.
        if n >= 8 {
            // Longer texts (a markup): each word folded in with a multiply and a rotation, the full mix once at
            // the end; the odd multiplier and the rotation keep every bit of every word in the sum.
            var i = 0
            while i + 8 < n {
                h = ((h ^ bytes.loadUnaligned(fromByteOffset: i, as: UInt64.self)) &* 0x9E37_79B9_7F4A_7C15)
                    .rotated(by: 29)
                i += 8
            }
            h = mix(h ^ bytes.loadUnaligned(fromByteOffset: n - 8, as: UInt64.self))
        } else if n >= 4 {
            let first = UInt64(bytes.loadUnaligned(fromByteOffset: 0, as: UInt32.self))
            let last = UInt64(bytes.loadUnaligned(fromByteOffset: n - 4, as: UInt32.self))
            h = mix(h ^ (first | last << 32))
        } else if n > 0 {
            h = mix(h ^ (UInt64(bytes[0]) | UInt64(bytes[n / 2]) << 8 | UInt64(bytes[n - 1]) << 16))
        }
        return h == 0 ? 1 : h
    }

    /// SplitMix64's finalizer: every bit of the input moves about half the bits of the output.
    @inline(__always) private static func mix(_ x: UInt64) -> UInt64 {
        var z = x
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// The seed of ``ExactTextTable``'s hash (a generic type cannot hold it).
enum ExactTextSeed {
    /// Chosen once per process, from Swift's own per-process hash seed (so `SWIFT_DETERMINISTIC_HASHING` fixes it
    /// too): the slots a text takes cannot be worked out in advance.
    static let value: UInt64 = {
        var hasher = Hasher()
        hasher.combine(0x636F6E636F7264 as UInt64)
        return UInt64(bitPattern: Int64(hasher.finalize()))
    }()
}

private extension UInt64 {
    /// The bits rotated left by `k` (0 < k < 64).
    @inline(__always) func rotated(by k: UInt64) -> UInt64 { self << k | self >> (64 - k) }
}
