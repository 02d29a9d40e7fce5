import Concord
import Foundation

/// Tab completion: commands, locales, attribute names, morphology keys and values, and the names the user
/// defined, chosen from what precedes the cursor.
public enum Completion {
    /// The word being completed, the candidates that extend it, and what follows a unique candidate.
    public struct Result: Equatable {
        /// The partial word before the cursor that the candidates extend (`:lo`, `gramm`); may be empty.
        public var word: String
        /// The completions that start with `word`, duplicates removed, in the order offered; empty when there is
        /// nothing to complete.
        public var candidates: [String]
        /// What to type after a unique candidate: a space after a command or value, `=` after a pronoun slot, the
        /// closing quote inside a quoted value; may be empty.
        public var terminator: String

        /// The text to insert: the rest of the unique candidate (and its terminator), or the longest common
        /// prefix of the candidates.
        public var insertion: String {
            if candidates.count == 1 { return String(candidates[0].dropFirst(word.count)) + terminator }
            guard var common = candidates.first else { return "" }
            for c in candidates.dropFirst() {
                while !c.hasPrefix(common) { common.removeLast() }
            }
            return String(common.dropFirst(min(word.count, common.count)))
        }
    }

    static let delimiters: Set<Character> = [" ", "\t", "(", "{", "[", ",", "'", "\"", ":", ";", "="]

    /// Completes the text before the cursor.
    public static func complete(_ before: String, session: ReplSession) -> Result {
        let trimmed = String(before.drop(while: { $0.isWhitespace }))
        if trimmed.hasPrefix(":") && !trimmed.contains(where: { $0.isWhitespace }) {
            return result(trimmed, ReplCommands.names, " ")
        }
        if trimmed.hasPrefix(":"), let space = trimmed.firstIndex(where: { $0.isWhitespace }) {
            let name = String(trimmed[trimmed.index(after: trimmed.startIndex)..<space])
            let args = String(trimmed[space...])
            if let r = completeArguments(of: ReplCommands.find(name)?.name ?? name, args, session: session) { return r }
        }
        return completeMarkup(before, session: session)
    }

    static func result(_ word: String, _ all: [String], _ terminator: String) -> Result {
        var seen = Set<String>()
        let candidates = all.filter { $0.hasPrefix(word) && seen.insert($0).inserted }
        return Result(word: word, candidates: candidates, terminator: terminator)
    }

    static func terms(_ session: ReplSession) -> [String] { ["masculine", "feminine", "neutral"] + session.termOrder }

    /// Completion of a command's plain arguments; nil when the argument is markup-like (braces, quotes).
    static func completeArguments(of command: String, _ args: String, session: ReplSession) -> Result? {
        if command == "key" { return completeKey(args, session: session) }
        let endsWithSpace = args.last?.isWhitespace == true
        let words = args.split(whereSeparator: { $0.isWhitespace }).map(String.init)
        let current = endsWithSpace ? "" : (words.last ?? "")
        let index = endsWithSpace ? words.count : max(0, words.count - 1)
        if current.contains("{") || current.contains("'") || current.contains("\"") || args.contains("{") { return nil }
        switch (command, index) {
        case ("locale", 0): return result(current, LanguageRegistry.locales, " ")
        case ("trace", 0): return result(current, ReplSession.TraceMode.allCases.map(\.rawValue), " ")
        case ("user", 0): return result(current, terms(session) + ["none", "unset"], " ")
        case ("neutral", 0): return result(current, NeutralStyle.names + ["off"], " ")
        case ("help", 0): return result(current.hasPrefix(":") ? current : current, ReplCommands.all.map(\.name) + ReplCommands.names + HelpTopics.all.map(\.name), " ")
        case ("concept", 1): return result(current, ["term", "phrase", "clear"], " ")
        case ("concept", 2...) where words.count > 1 && words[1] == "term": return result(current, terms(session), " ")
        case ("concept", 3) where words.count > 1 && words[1] == "phrase": return result(current, session.morphologyOrder, " ")
        case ("pronouns", 1), ("word", 0): return result(current, LanguageRegistry.locales, " ")
        case ("pronouns", 2...):
            if let eq = current.lastIndex(where: { $0 == ";" }) {
                let r = result(String(current[current.index(after: eq)...]), ReplCommands.pronounSlots.map(\.name) + session.morphologyOrder, "=")
                return r
            }
            return result(current, ReplCommands.pronounSlots.map(\.name) + session.morphologyOrder, "=")
        case ("word", 2): return result(current, PartOfSpeech.allCases.map(\.rawValue), " ")
        case ("word", 3): return result(current, ["masculine", "feminine", "neuter", "common", "none"], " ")
        case ("inflect", _) where words.count >= 2 && (words.dropLast(endsWithSpace ? 0 : 1).last == "as"):
            return result(current, session.morphologyOrder, " ")
        case ("forget", 0): return result(current, session.definedNames, " ")
        case ("run", _), ("save", _), ("read", _), ("open", _): return completeFile(current == "--check" || current == "--update" ? "" : current, session: session)
        default: return nil
        }
    }

    /// Completion inside markup: attribute names after `](` or `,`, morphology keys inside `{…}`, values after
    /// `key: '`, defined names elsewhere.
    static func completeMarkup(_ before: String, session: ReplSession) -> Result {
        let chars = Array(before)
        var start = chars.count
        while start > 0, !delimiters.contains(chars[start - 1]) { start -= 1 }
        let word = String(chars[start...])
        var j = start - 1
        let delimiter: Character? = j >= 0 ? chars[j] : nil
        // Inside a quoted value: complete the key's values.
        if delimiter == "'" || delimiter == "\"" {
            j -= 1
            while j >= 0, chars[j].isWhitespace { j -= 1 }
            if j >= 0, chars[j] == ":" {
                var k = j - 1
                while k >= 0, chars[k].isWhitespace { k -= 1 }
                var keyStart = k
                while keyStart >= 0, chars[keyStart].isLetter { keyStart -= 1 }
                let key = String(chars[(keyStart + 1)..<(k + 1)])
                if let values = InflectionMorphology.markupValues(forKey: key) {
                    return result(word, values, String(delimiter!))
                }
            }
            return Result(word: word, candidates: [], terminator: "")
        }
        var p = start - 1
        while p >= 0, chars[p].isWhitespace { p -= 1 }
        let previous: Character? = p >= 0 ? chars[p] : nil
        var braces = 0, parens = 0
        for c in chars[..<start] {
            switch c {
            case "{": braces += 1
            case "}": braces -= 1
            case "(": parens += 1
            case ")": parens -= 1
            default: break
            }
        }
        if braces > 0 {
            if previous == "{" || previous == "," {
                var keys = InflectionMorphology.markupKeys
                if before.hasPrefix(":args") || before.contains("text:") { keys = ["text", "morphology"] + keys }
                return result(word, keys, ": ")
            }
            if previous == ":" {
                // After `morphology:` in an argument: a defined name.
                let head = String(chars[..<p]).trimmingCharacters(in: .whitespaces)
                if head.hasSuffix("morphology") { return result(word, session.morphologyOrder, "") }
                return result(word, [], "")
            }
        }
        if parens > 0, previous == "(" || previous == "," {
            return result(word, SpanAttributes.knownKeys, ": ")
        }
        if word.isEmpty { return Result(word: word, candidates: [], terminator: "") }
        return result(word, session.definedNames, " ")
    }

    /// `:key` completes the open catalog's keys (which may hold spaces): the whole argument is the word.
    static func completeKey(_ args: String, session: ReplSession) -> Result {
        let typed = String(args.drop(while: { $0.isWhitespace }))
        let keys = session.catalog?.catalog.table(nil)?.keys ?? []
        return result(typed, keys, "")
    }

    static func completeFile(_ word: String, session: ReplSession) -> Result {
        let path = word.isEmpty ? "" : word
        let directoryPart = path.contains("/") ? String(path[...path.lastIndex(of: "/")!]) : ""
        let base = session.resolve(directoryPart.isEmpty ? "." : directoryPart)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: base)) ?? []
        let candidates = names.filter { !$0.hasPrefix(".") }.sorted().map { name -> String in
            var isDir: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: base + "/" + name, isDirectory: &isDir)
            return directoryPart + name + (isDir.boolValue ? "/" : "")
        }
        var r = result(path, candidates, " ")
        if r.candidates.count == 1 && r.candidates[0].hasSuffix("/") { r.terminator = "" }
        return r
    }
}
