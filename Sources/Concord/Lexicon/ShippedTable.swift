import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The shipped entries of one language: the lexicon file's bytes, where each entry line starts and ends, and a
/// table of (case-folded hash of a lemma or form → line) sorted by hash.
///
/// It is either built in memory from the TSV, or memory-mapped from the binary index that
/// `Scripts/build-lexicons` writes beside it (`lexicon.index`, see `Lexicons/FORMAT.md`): then nothing is sorted
/// or hashed at load, the pages are shared by every process that maps them, and only the pages a look-up
/// touches are read.
final class ShippedTable: @unchecked Sendable {
    let text: UnsafeBufferPointer<UInt8>
    let lineStarts: UnsafeBufferPointer<UInt32>
    let lineEnds: UnsafeBufferPointer<UInt32>
    let hashes: UnsafeBufferPointer<UInt64>
    let lines: UnsafeBufferPointer<UInt32>
    /// Whether the table came from a mapped index file.
    let isMapped: Bool
    private let release: () -> Void

    private init(text: UnsafeBufferPointer<UInt8>, lineStarts: UnsafeBufferPointer<UInt32>, lineEnds: UnsafeBufferPointer<UInt32>,
                 hashes: UnsafeBufferPointer<UInt64>, lines: UnsafeBufferPointer<UInt32>, isMapped: Bool,
                 release: @escaping () -> Void) {
        self.text = text
        self.lineStarts = lineStarts
        self.lineEnds = lineEnds
        self.hashes = hashes
        self.lines = lines
        self.isMapped = isMapped
        self.release = release
    }

    deinit { release() }

    var lineCount: Int { lineStarts.count }

    /// The text of entry line `line`, or nil when the table points outside the file (a damaged index).
    func lineText(_ line: Int) -> String? {
        guard line < lineStarts.count else { return nil }
        let start = Int(lineStarts[line]), end = Int(lineEnds[line])
        guard start <= end, end <= text.count else { return nil }
        return String(decoding: UnsafeBufferPointer(rebasing: text[start..<end]), as: UTF8.self)
    }

    /// The lines whose lemma or a form hashes like `text`, in line order, each once.
    func candidateLines(_ text: String) -> [Int] {
        let h = CaseFoldedHash.hash(text)
        var lo = 0, hi = hashes.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if hashes[mid] < h { lo = mid + 1 } else { hi = mid }
        }
        var result: [Int] = []
        var last = -1
        while lo < hashes.count, hashes[lo] == h {
            let line = Int(lines[lo])
            lo += 1
            if line == last { continue }
            last = line
            result.append(line)
        }
        return result
    }

    // MARK: Building

    /// The line table and the sorted (hash, line) pairs of a lexicon file.
    struct Parts: Equatable {
        var starts: [UInt32] = []
        var ends: [UInt32] = []
        var hashes: [UInt64] = []
        var lines: [UInt32] = []
    }

    /// Scans a lexicon file: every entry line, its lemma and every form, hashed case-folded, sorted by hash
    /// (then line). The file is read straight from bytes, without a `String` per form.
    static func parts(of data: UnsafeBufferPointer<UInt8>) -> Parts {
        var parts = Parts()
        var pairs: [(UInt64, UInt32)] = []
        pairs.reserveCapacity(data.count / 12)
        let buf = data
        let n = buf.count
        var i = 0
        while i < n {
            var lineEnd = i
            while lineEnd < n, buf[lineEnd] != 0x0A { lineEnd += 1 }
            if lineEnd > i, buf[i] != 0x23 { // not a comment
                let line = UInt32(parts.starts.count)
                parts.starts.append(UInt32(i))
                parts.ends.append(UInt32(lineEnd))
                // Column 1: the lemma.
                var j = i
                while j < lineEnd, buf[j] != 0x09 { j += 1 }
                pairs.append((CaseFoldedHash.hash(buf, i, j), line))
                // Columns 2 and 3, then column 4: slot=form|form;…
                var tabs = 0
                while j < lineEnd, tabs < 3 {
                    if buf[j] == 0x09 { tabs += 1 }
                    j += 1
                }
                var formsEnd = j
                while formsEnd < lineEnd, buf[formsEnd] != 0x09 { formsEnd += 1 }
                var k = j
                while k < formsEnd {
                    while k < formsEnd, buf[k] != 0x3D { k += 1 } // '='
                    k += 1
                    var formStart = k
                    while k <= formsEnd {
                        if k == formsEnd || buf[k] == 0x7C || buf[k] == 0x3B { // end, '|', ';'
                            if k > formStart { pairs.append((CaseFoldedHash.hash(buf, formStart, k), line)) }
                            if k == formsEnd || buf[k] == 0x3B { k += 1; break }
                            formStart = k + 1
                        }
                        k += 1
                    }
                }
            }
            i = lineEnd + 1
        }
        pairs.sort { $0.0 < $1.0 || ($0.0 == $1.0 && $0.1 < $1.1) }
        parts.hashes = pairs.map(\.0)
        parts.lines = pairs.map(\.1)
        return parts
    }

    /// A table built in memory from a lexicon file's bytes (no index file, or a user directory without one).
    static func built(from data: [UInt8]) -> ShippedTable {
        let parts = data.withUnsafeBufferPointer { Self.parts(of: $0) }
        func copy<T>(_ a: [T]) -> UnsafeMutableBufferPointer<T> {
            let b = UnsafeMutableBufferPointer<T>.allocate(capacity: max(a.count, 1))
            _ = b.initialize(from: a)
            return b
        }
        let text = copy(data), starts = copy(parts.starts), ends = copy(parts.ends), hashes = copy(parts.hashes), lines = copy(parts.lines)
        return ShippedTable(text: UnsafeBufferPointer(rebasing: text[0..<data.count]),
                            lineStarts: UnsafeBufferPointer(rebasing: starts[0..<parts.starts.count]),
                            lineEnds: UnsafeBufferPointer(rebasing: ends[0..<parts.ends.count]),
                            hashes: UnsafeBufferPointer(rebasing: hashes[0..<parts.hashes.count]),
                            lines: UnsafeBufferPointer(rebasing: lines[0..<parts.lines.count]), isMapped: false) {
            text.deallocate(); starts.deallocate(); ends.deallocate(); hashes.deallocate(); lines.deallocate()
        }
    }

    // MARK: The index file

    static let magic: [UInt8] = Array("CONCORDX".utf8)
    static let version: UInt32 = 1
    static let headerSize = 32

    /// The binary index of a lexicon file (layout in `Lexicons/FORMAT.md`).
    static func indexFile(for tsv: [UInt8]) -> [UInt8] {
        let parts = tsv.withUnsafeBufferPointer { Self.parts(of: $0) }
        var out = magic
        func put32(_ v: UInt32) { withUnsafeBytes(of: v.littleEndian) { out.append(contentsOf: $0) } }
        func put64(_ v: UInt64) { withUnsafeBytes(of: v.littleEndian) { out.append(contentsOf: $0) } }
        put32(version)
        put32(UInt32(parts.starts.count))
        put32(UInt32(parts.hashes.count))
        put32(0)
        put64(UInt64(tsv.count))
        for v in parts.starts { put32(v) }
        for v in parts.ends { put32(v) }
        while out.count % 8 != 0 { out.append(0) }
        for v in parts.hashes { put64(v) }
        for v in parts.lines { put32(v) }
        return out
    }

    /// Maps a lexicon file and its index; nil when the index is missing, of another version, or made for a file
    /// of another size (then the caller builds the table in memory).
    static func mapped(tsvPath: String, indexPath: String) -> ShippedTable? {
        guard let tsv = MappedFile(path: tsvPath) else { return nil }
        guard let index = MappedFile(path: indexPath), index.count >= headerSize else { return nil }
        let base = index.bytes
        guard Array(UnsafeBufferPointer(rebasing: base[0..<8])) == magic else { return nil }
        func get32(_ at: Int) -> UInt32 { UInt32(littleEndian: UnsafeRawPointer(base.baseAddress! + at).loadUnaligned(as: UInt32.self)) }
        func get64(_ at: Int) -> UInt64 { UInt64(littleEndian: UnsafeRawPointer(base.baseAddress! + at).loadUnaligned(as: UInt64.self)) }
        guard get32(8) == version, get64(24) == UInt64(tsv.count) else { return nil }
        let lineCount = Int(get32(12)), keyCount = Int(get32(16))
        let startsAt = headerSize
        let endsAt = startsAt + 4 * lineCount
        let hashesAt = (endsAt + 4 * lineCount + 7) / 8 * 8
        let linesAt = hashesAt + 8 * keyCount
        guard linesAt + 4 * keyCount == index.count else { return nil }
        #if _endian(big)
        return nil // the file is little-endian; a big-endian machine builds the table in memory
        #else
        let raw = UnsafeRawPointer(base.baseAddress!)
        func view<T>(_ at: Int, _ count: Int, _ type: T.Type) -> UnsafeBufferPointer<T> {
            UnsafeBufferPointer(start: (raw + at).assumingMemoryBound(to: T.self), count: count)
        }
        return ShippedTable(text: tsv.bytes, lineStarts: view(startsAt, lineCount, UInt32.self),
                            lineEnds: view(endsAt, lineCount, UInt32.self), hashes: view(hashesAt, keyCount, UInt64.self),
                            lines: view(linesAt, keyCount, UInt32.self), isMapped: true) {
            tsv.unmap(); index.unmap()
        }
        #endif
    }
}

/// A read-only file mapped into memory (shared pages, read on first touch).
struct MappedFile {
    let bytes: UnsafeBufferPointer<UInt8>
    var count: Int { bytes.count }

    init?(path: String) {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_size > 0 else { return nil }
        let size = Int(info.st_size)
        guard let p = mmap(nil, size, PROT_READ, MAP_SHARED, fd, 0), p != MAP_FAILED else { return nil }
        bytes = UnsafeBufferPointer(start: p.assumingMemoryBound(to: UInt8.self), count: size)
    }

    func unmap() {
        munmap(UnsafeMutableRawPointer(mutating: bytes.baseAddress!), bytes.count)
    }
}

/// The binary index of a shipped lexicon file (`Lexicons/<lang>/lexicon.index`, see `Lexicons/FORMAT.md`).
public enum LexiconIndexFile {
    /// Where the index of the lexicon file at `path` lives: `lexicon.index` beside `lexicon.tsv`.
    public static func path(forLexicon path: String) -> String {
        (path.hasSuffix(".tsv") ? String(path.dropLast(4)) : path) + ".index"
    }

    /// The index for a lexicon file's bytes, as `Scripts/build-lexicons` writes it.
    public static func contents(forLexicon bytes: [UInt8]) -> [UInt8] {
        ShippedTable.indexFile(for: bytes)
    }
}
