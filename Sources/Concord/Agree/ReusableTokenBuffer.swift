#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The array a rendering keeps its tokens in (``AgreementEngine/tokens``), kept by each thread from one rendering
/// to the next: a request then neither allocates the array nor frees it, only empties it (its tokens' strings are
/// still released). A thread holds at most one, of at most ``largestKept`` tokens' room: a very long string's
/// array is let go rather than kept for the thread's life.
enum ReusableTokenBuffer {
    /// The room above which an emptied array is freed rather than kept.
    static let largestKept = 1024

    /// One thread's kept array. Freed with its thread (the key's destructor).
    private final class Box {
        var tokens: [Token] = []
    }

    private static let key: pthread_key_t? = {
        var key = pthread_key_t()
        let made = pthread_key_create(&key) { stored in
            // Optional on some systems, not on others: read the same way on both.
            guard let box = stored as UnsafeMutableRawPointer? else { return }
            Unmanaged<Box>.fromOpaque(box).release()
        }
        return made == 0 ? key : nil
    }()

    /// The calling thread's kept array (empty, with its room), or a new empty one.
    static func take() -> [Token] {
        guard let key, let stored = pthread_getspecific(key) else { return [] }
        let box = Unmanaged<Box>.fromOpaque(stored).takeUnretainedValue()
        var tokens: [Token] = []
        swap(&tokens, &box.tokens)
        return tokens
    }

    /// Empties `tokens` and keeps the array for the calling thread's next ``take()`` (when its room is not too
    /// large, and the system gave the key).
    static func giveBack(_ tokens: inout [Token]) {
        guard let key, tokens.capacity <= largestKept else { return }
        tokens.removeAll(keepingCapacity: true)
        let box: Box
        if let stored = pthread_getspecific(key) {
            box = Unmanaged<Box>.fromOpaque(stored).takeUnretainedValue()
        } else {
            box = Box()
            guard pthread_setspecific(key, Unmanaged.passRetained(box).toOpaque()) == 0 else { return }
        }
        swap(&tokens, &box.tokens)
    }
}
