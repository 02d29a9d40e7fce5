import Foundation

/// Finds and lazily loads each language's lexicon, the first time it is asked for, and layers the user's
/// entries on top.
///
/// The shipped lexicons are looked for in `$CONCORD_LEXICONS`, then in `Lexicons/` beside or above the
/// executable (a checkout's `.build/release/concord` finds the checkout's `Lexicons/`), then in
/// `<prefix>/share/concord/Lexicons`, then in the source tree this module was built from.
public final class LexiconStore: @unchecked Sendable {
    /// The store used by default.
    public static let shared = LexiconStore()

    private let lock = NSLock()
    private var lexicons: [String: Lexicon] = [:]
    private var userFiles: [String] = []
    private var userProblems: [String] = []
    /// Directory with `<lang>/lexicon.tsv`, when found.
    public let directory: String?

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
        let code = language.lowercased()
        lock.lock()
        if let l = lexicons[code] { lock.unlock(); return l }
        let lexicon = Lexicon(language: code)
        lexicons[code] = lexicon
        let files = userFiles
        lock.unlock()
        if let directory {
            let path = directory + "/\(code)/lexicon.tsv"
            // The index written by Scripts/build-lexicons is mapped; without one (or a stale one) the file is
            // indexed in memory.
            if lexicon.loadShipped(mappingFile: path, index: directory + "/\(code)/lexicon.index") {
            } else if let data = FileManager.default.contents(atPath: path) {
                lexicon.loadShipped(bytes: [UInt8](data), sourceName: path)
            }
        }
        for file in files { loadUserFile(file, into: lexicon) }
        return lexicon
    }

    /// Whether `language`'s lexicon has been loaded already.
    public func isLoaded(_ language: String) -> Bool {
        lock.lock(); defer { lock.unlock() }
        return lexicons[language.lowercased()] != nil
    }

    /// Adds a user lexicon file. Its lines may start with a language column (`es<TAB>lemma…`, 7 columns) or,
    /// in a file named `<lang>.tsv` or under a `<lang>/` folder, use the 6 columns of the shipped format.
    /// Returns the problems found.
    @discardableResult
    public func addUserFile(_ path: String) throws -> [String] {
        let text = try UserFileError.readText(path)
        lock.lock()
        userFiles.append(path)
        let loaded = Array(lexicons.values)
        lock.unlock()
        var problems = Self.userFileProblems(text, path: path)
        for lexicon in loaded { problems += loadUserFile(path, into: lexicon, text: text) }
        return problems
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

    static func userFileProblems(_ text: String, path: String) -> [String] {
        var problems: [String] = []
        var n = 0
        text.enumerateLines { line, _ in
            n += 1
            if line.isEmpty || line.hasPrefix("#") { return }
            let cols = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard cols.count == 7 else {
                problems.append("\(path):\(n): expected 7 tab-separated columns (language, lemma, pos, gender, forms, flags, freq), found \(cols.count)")
                return
            }
            if case .failure(let e) = Lexicon.parseLine(cols.dropFirst().joined(separator: "\t"), origin: .user) {
                problems.append("\(path):\(n): \(e.description)")
            }
        }
        return problems
    }

    @discardableResult
    private func loadUserFile(_ path: String, into lexicon: Lexicon, text: String? = nil) -> [String] {
        guard let text = text ?? (try? String(contentsOfFile: path, encoding: .utf8)) else { return [] }
        var entries: [LexicalEntry] = []
        text.enumerateLines { line, _ in
            if line.isEmpty || line.hasPrefix("#") { return }
            let cols = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard cols.count == 7, InflectionLocale(String(cols[0])).language == lexicon.language else { return }
            if case .success(let e) = Lexicon.parseLine(cols.dropFirst().joined(separator: "\t"), origin: .user) {
                entries.append(e)
            }
        }
        lexicon.add(entries)
        return []
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
