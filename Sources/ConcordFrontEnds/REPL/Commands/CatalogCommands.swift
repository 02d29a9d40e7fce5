import Concord
import Foundation

/// The catalog a REPL session opened with `:open`, and the key it rendered last.
struct OpenedCatalog {
    var catalog: Catalog
    /// The absolute path, so scripts can record it relative to themselves.
    var path: String
    var lastKey: String?
}

extension ReplCommands {
    static let openCommand = ReplCommand(
        name: "open", usage: ":open PATH",
        summary: "Open a catalog (.xcstrings, .strings, .stringsdict, .xliff, .xcloc, or a folder of .lproj folders) for :keys and :key.",
        details: ["Shows its tables, locales, key counts and the problems found reading it.",
                  "In a script, PATH is relative to the script; :save records it that way."],
        examples: [":open Localizable.xcstrings", ":open Resources/"],
        changesState: false
    ) { session, args, reply in
        let path = Words.unquoted(args.trimmingCharacters(in: .whitespaces))
        guard !path.isEmpty else { throw ReplError("which catalog?", hint: "e.g. :open Localizable.xcstrings", at: 0) }
        let resolved = URL(fileURLWithPath: session.resolve(path, scriptRelative: true)).standardizedFileURL.path
        let catalog: Catalog
        do { catalog = try CatalogReader.read(path: resolved) } catch let e as CatalogReadError {
            throw ReplError(e.message + (e.position.map { " (\($0))" } ?? ""), hint: e.hint, at: 0)
        }
        session.catalog = OpenedCatalog(catalog: catalog, path: resolved)
        session.appendRecord(.command(":open " + Words.quoted(resolved)))
        // A folder with one catalog below it opened that catalog: say which.
        let shown = catalog.path.hasPrefix(resolved + "/") 
            ? (path.hasSuffix("/") ? String(path.dropLast()) : path) + catalog.path.dropFirst(resolved.count) : path
        for line in CatalogCommands.summary(catalog, shownPath: shown, colors: session.colors) { reply.say(line) }
    }

    static let keysCommand = ReplCommand(
        name: "keys", usage: ":keys [FILTER] | :keys --untranslated",
        summary: "List the open catalog's keys (containing FILTER), or those with no value in the current locale.",
        examples: [":keys", ":keys photo", ":keys --untranslated"],
        changesState: false
    ) { session, args, reply in
        let opened = try CatalogCommands.opened(session)
        let filter = Words.unquoted(args.trimmingCharacters(in: .whitespaces))
        guard let table = opened.catalog.table(nil) else { reply.say("the catalog has no tables"); return }
        var keys = table.keys
        if filter == "--untranslated" {
            keys = keys.filter { key in
                guard let lookup = opened.catalog.lookup(key: key, locale: session.locale) else { return false }
                return lookup.entry.shouldTranslate && lookup.fallback != .locale
            }
        } else if !filter.isEmpty {
            keys = keys.filter { $0.localizedCaseInsensitiveContains(filter) }
        }
        let limit = 50
        for key in keys.prefix(limit) { reply.say("  " + CatalogCommands.shown(key)) }
        if keys.count > limit { reply.say(session.colors.dim("  … and \(keys.count - limit) more (narrow with :keys FILTER)")) }
        let what = filter == "--untranslated" ? "without a \(session.locale.identifier) value" : filter.isEmpty ? "" : "matching '\(filter)'"
        reply.say(session.colors.dim("\(keys.count) key\(keys.count == 1 ? "" : "s") \(what)".trimmingCharacters(in: .whitespaces)
                                     + " in \(table.name)"))
    }

    static let keyCommand = ReplCommand(
        name: "key", usage: ":key [KEY]",
        summary: "Render a key of the open catalog in the current locale, with the current arguments, concepts and user.",
        details: ["Without KEY, renders the last key again (after :locale or :args). Tab completes keys.",
                  "The trace starts with where the value was found and which variants were chosen."],
        examples: [":key Add %lld %@ to your order", ":key"],
        changesState: false
    ) { session, args, reply in
        var opened = try CatalogCommands.opened(session)
        var key = args.trimmingCharacters(in: .whitespaces)
        if key.isEmpty {
            guard let last = opened.lastKey else { throw ReplError("which key?", hint: "e.g. :key Welcome (:keys lists them)", at: 0) }
            key = last
        } else if opened.catalog.table(nil)?[key] == nil {
            key = Words.unquoted(key)
        }
        let request = session.request(markup: "")
        guard let result = session.engine.render(key: key, in: opened.catalog, request: request) else {
            let near = opened.catalog.nearestKeys(to: key)
            throw ReplError("no key \"\(key)\" in the catalog",
                            hint: near.isEmpty ? "type :keys to list them" : "did you mean " + near.map { "\"\($0)\"" }.joined(separator: ", ") + "?",
                            at: 0)
        }
        opened.lastKey = key
        session.catalog = opened
        let r = result.rendering
        reply.output = r.text
        for line in session.styledOutput(r).split(separator: "\n", omittingEmptySubsequences: false) { reply.say(String(line)) }
        if session.traceMode != .off {
            reply.lines += CatalogText.lookupLines(result).map { session.colors.dim($0) }
            reply.lines += session.traceLines(r.trace, runs: r.runs, markup: result.resolved.markup)
        }
        let quiet: Set<String> = session.traceMode == .full ? [] : ["format.too-many-arguments", "format.unused-argument"]
        for d in result.diagnostics where (d.severity != .note || session.traceMode == .full) && !quiet.contains(d.diagnostic.code) {
            reply.say(CatalogText.formatted(d, color: session.colors))
        }
        if r.hasErrors { reply.failed = true }
        session.appendRecord(.rendered(":key " + key, output: r.text))
    }
}

/// Helpers of the catalog commands.
enum CatalogCommands {
    static func opened(_ session: ReplSession) throws -> OpenedCatalog {
        guard let opened = session.catalog else { throw ReplError("no catalog is open", hint: "open one with :open PATH") }
        return opened
    }

    /// A key as listed: newlines and tabs made visible.
    static func shown(_ key: String) -> String {
        // Most keys hold neither: a look at their bytes spares two searches through Foundation (a preview shows
        // every key of a catalog).
        guard key.utf8.contains(where: { $0 == 0x0A || $0 == 0x09 }) else { return key }
        return key.replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\t", with: "\\t")
    }

    /// `opened Shop.xcstrings: String Catalog, development language en` and a line per table and problem.
    static func summary(_ catalog: Catalog, shownPath: String, colors: Colors) -> [String] {
        var lines = ["opened \(shownPath): \(catalog.format.rawValue), development language \(catalog.developmentLanguage)"]
        for table in catalog.tables {
            lines.append("  table \(table.name): \(table.keys.count) key\(table.keys.count == 1 ? "" : "s"), locales \(table.locales.joined(separator: ", "))")
        }
        let problems = catalog.problems
        if problems.isEmpty {
            lines.append(colors.dim("  no problems found"))
        } else {
            lines.append(colors.warning("  \(problems.count) problem\(problems.count == 1 ? "" : "s") found:"))
            for p in problems.prefix(10) { lines.append("  " + p.description) }
            if problems.count > 10 { lines.append(colors.dim("  … and \(problems.count - 10) more (concord lint lists them all)")) }
        }
        return lines
    }

    /// `path` relative to `directory` (both absolute): `../catalogs/Shop.xcstrings`.
    static func relativePath(_ path: String, from directory: String) -> String {
        let target = URL(fileURLWithPath: path).standardizedFileURL.pathComponents
        let base = URL(fileURLWithPath: directory).standardizedFileURL.pathComponents
        var common = 0
        while common < target.count, common < base.count, target[common] == base[common] { common += 1 }
        let ups = Array(repeating: "..", count: base.count - common)
        let rest = Array(target[common...])
        let parts = ups + rest
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    /// The record with each `:open` path made relative to the script being saved in `directory`.
    static func relativized(_ record: [RecordedLine], scriptDirectory directory: String) -> [RecordedLine] {
        record.map { line in
            guard case .command(let text) = line, text.hasPrefix(":open ") else { return line }
            let path = Words.unquoted(String(text.dropFirst(6)))
            guard path.hasPrefix("/") else { return line }
            return .command(":open " + Words.quoted(relativePath(path, from: directory)))
        }
    }
}

extension ReplSession {
    /// `path` resolved for a command: relative to the running script when `scriptRelative` and a script runs.
    func resolve(_ path: String, scriptRelative: Bool) -> String {
        let expanded = NSString(string: path).expandingTildeInPath
        if scriptRelative, let scriptDirectory, !expanded.hasPrefix("/") { return scriptDirectory + "/" + expanded }
        return resolve(path)
    }
}
