import Foundation

/// Where a test writes a small lexicon: a folder of the temporary directory named by the lexicon's content, so that
/// every run of the suite writes the same few folders again instead of leaving a new one behind per test (the
/// engine maps the file lazily, so the folder must outlive the test that made it). Writes are atomic: parallel
/// runs that write the same content replace the file whole.
enum TestLexiconFolder {
    static func url(language: String, lines: [String]) -> URL {
        // FNV-1a: Swift's Hasher is seeded per process, and the name must be the same in every run.
        var hash: UInt64 = 0xcbf29ce484222325
        for line in lines {
            for byte in line.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100000001b3 }
            hash = (hash ^ 0x0A) &* 0x100000001b3
        }
        return FileManager.default.temporaryDirectory
            .appendingPathComponent("concord-test-lexicon-\(language)-\(String(hash, radix: 16))")
    }
}
