import Foundation

/// Finds and lazily loads each language's lexicon, the first time it is asked for, and layers the user's
/// entries on top.
///
/// The shipped lexicons are looked for in `$CONCORD_LEXICONS`, then in `Lexicons/` or `share/concord/Lexicons/`
/// in the executable's folder and in each of the four folders above it, nearest first (a checkout's
/// `.build/release/concord` finds the checkout's `Lexicons/`, an installed `<prefix>/bin/concord` finds
/// `<prefix>/share/concord/Lexicons`), then in the source tree this module was built from.
public final class LexiconStore: @unchecked Sendable {
    /// The store used by default.
    public static let shared = LexiconStore()

    private let lock = NSLock()
    /// Every access holds `lock`: the run-time exclusivity check is left out.
    @exclusivity(unchecked) private var lexicons: [String: Lexicon] = [:]
    /// The lexicons each thread's shard has asked for (see ``ThreadShard``), found by comparing codes (cheaper than
    /// hashing one) without the store's lock: every render asks, and one lock taken by both cores moves between
    /// them on each request. A lexicon, once loaded, is never replaced (user entries change it in place), so what
    /// a shard keeps stays good.
    private let known = ThreadShards { KnownLexicons() }

    /// One shard's lexicons (at most eight: more languages are found in the store).
    private final class KnownLexicons: @unchecked Sendable {
        let lock = ShardLock()
        // Every access holds `lock`.
        @exclusivity(unchecked) var lexicons: [Lexicon] = []
    }
    /// The entries of the user files added so far, in order, with their language.
    private var userEntries: [(language: String, entry: LexicalEntry)] = []
    /// Directory with `<lang>/lexicon.tsv`, when found.
    public let directory: String?

    /// Makes a store that reads the shipped lexicons from `directory` (`<lang>/lexicon.tsv` in it); nil looks in
    /// `$CONCORD_LEXICONS` and the other places the type's overview lists. Nothing is loaded until asked for.
    public init(directory: String? = nil) {
        self.directory = directory ?? Self.findDirectory()
    }

    static func findDirectory() -> String? {
        let fm = FileManager.default
        var candidates: [String] = []
        if let env = ProcessInfo.processInfo.environment["CONCORD_LEXICONS"], !env.isEmpty { candidates.append(env) }
        let exe = URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath()
        var dir = exe.deletingLastPathComponent()
        for _ in 0..<5 {
            candidates.append(dir.appendingPathComponent("Lexicons").path)
            candidates.append(dir.appendingPathComponent("share/concord/Lexicons").path)
            dir = dir.deletingLastPathComponent()
        }
        let sourceRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        candidates.append(sourceRoot.appendingPathComponent("Lexicons").path)
        return candidates.first { fm.fileExists(atPath: $0 + "/en/lexicon.tsv") || fm.fileExists(atPath: $0 + "/FORMAT.md") }
    }

    /// The lexicon of `language` (`es`), loading it on first use.
    public func lexicon(for language: String) -> Lexicon {
        known.withCurrent { shard in
            // A grammar asks with its own code, the very string its lexicon was made with (lower case already):
            // found by representation, without lower-casing a copy or comparing texts; any other spelling is
            // lower-cased.
            if let l = shard.lock.withLock({ () -> Lexicon? in
                for i in shard.lexicons.indices where ExactText.sameRepresentation(shard.lexicons[i].language, language) {
                    return shard.lexicons[i]
                }
                return nil
            }) { return l }
            let code = language.lowercasedFast()
            if let l = shard.lock.withLock({ shard.lexicons.first { $0.language == code } }) { return l }
            let l = loadedLexicon(code)
            shard.lock.withLock { if shard.lexicons.count < 8 { shard.lexicons.append(l) } }
            return l
        }
    }

    /// The lexicon of `code` (lower case), loaded on first use.
    private func loadedLexicon(_ code: String) -> Lexicon {
        // The lexicon is published only once it is loaded: a thread asking meanwhile waits for it rather than
        // finding it empty (loading maps an index: it takes a millisecond).
        return lock.withLock {
            if let l = lexicons[code] { return l }
            let lexicon = Lexicon(language: code)
            if let directory {
                let path = directory + "/\(code)/lexicon.tsv"
                // The index written by Scripts/build-lexicons is mapped; without one (or a stale one) the file
                // is indexed in memory.
                if lexicon.loadShipped(mappingFile: path, index: directory + "/\(code)/lexicon.index") {
                } else if let data = FileManager.default.contents(atPath: path) {
                    lexicon.loadShipped(bytes: [UInt8](data), sourceName: path)
                }
            }
            addUserEntries(userEntries, to: lexicon)
            lexicons[code] = lexicon
            return lexicon
        }
    }

    /// Whether `language`'s lexicon has been loaded already.
    public func isLoaded(_ language: String) -> Bool {
        lock.withLock { lexicons[language.lowercasedFast()] != nil }
    }

    /// Adds a user lexicon file. Its lines may start with a language column (`es<TAB>lemma…`, 7 columns) or,
    /// in a file named `<lang>.tsv` or under a `<lang>/` folder, use the 6 columns of the shipped format.
    /// Returns the problems found.
    @discardableResult
    public func addUserFile(_ path: String) throws -> [String] {
        let file = UserLexiconFile(text: try UserFileError.readText(path), path: path)
        let loaded = lock.withLock {
            userEntries += file.entries
            return Array(lexicons.values)
        }
        for lexicon in loaded { addUserEntries(file.entries, to: lexicon) }
        return file.problems
    }

    private func addUserEntries(_ entries: [(language: String, entry: LexicalEntry)], to lexicon: Lexicon) {
        lexicon.add(entries.filter { $0.language == lexicon.language }.map(\.entry))
    }

    /// Adds one user entry to `language`'s lexicon (the REPL's `:word`).
    public func addUserEntry(_ entry: LexicalEntry, language: String) {
        var e = entry
        e.origin = .user
        lexicon(for: language).add([e])
    }

    /// The user lexicon in the user's config directory, if it exists:
    /// `$XDG_CONFIG_HOME/concord/lexicon.tsv` (default `~/.config/concord/lexicon.tsv`).
    public static var defaultUserLexiconPath: String {
        let env = ProcessInfo.processInfo.environment
        let base = env["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? (NSHomeDirectory() + "/.config")
        return base + "/concord/lexicon.tsv"
    }
}

/// Why a user lexicon file could not be read, in words: what, where, how to fix.
public struct UserFileError: Error, CustomStringConvertible {
    public var description: String

    /// Reads the file at `path` as UTF-8 text, or throws saying why not.
    static func readText(_ path: String) throws -> String {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw UserFileError(description: "no lexicon file at \(path); check the path given to --lexicon")
        }
        if isDirectory.boolValue {
            throw UserFileError(description: "\(path) is a directory; give a lexicon file (the format is in Lexicons/FORMAT.md)")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw UserFileError(description: "cannot read the lexicon \(path) (no permission?); check its permissions")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw UserFileError(description: "\(path) is not UTF-8 text; save the lexicon as UTF-8")
        }
        return text
    }
}
