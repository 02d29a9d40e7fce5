import ArgumentParser
import Concord
import Foundation

/// `concord render --catalog PATH --key KEY`: looks the key up, chooses its variants, renders it.
enum CatalogRenderCommand {
    static func run(_ command: RenderCommand, catalogPath: String, key: String, engine: ConcordEngine) throws {
        let catalog: Catalog
        do { catalog = try CatalogReader.read(path: catalogPath) } catch let e as CatalogReadError {
            FileHandle.standardError.write(Data("concord render: \(e)\n".utf8))
            throw ExitCode(1)
        }
        guard catalog.table(command.table) != nil else {
            let names = catalog.tables.map(\.name).joined(separator: ", ")
            FileHandle.standardError.write(Data("concord render: \(catalogPath) has no table \(command.table ?? "Localizable") (tables: \(names.isEmpty ? "none" : names))\n".utf8))
            throw ExitCode(1)
        }
        let template: RenderRequest
        do {
            template = RenderRequest(markup: "", locale: InflectionLocale(command.locale),
                                     arguments: try command.args.map { try CommandLineValues.argument($0) },
                                     concepts: try command.concepts.map(CommandLineValues.concept),
                                     userTermOfAddress: try command.userTerm.map(CommandLineValues.userTerm) ?? .notGiven)
        } catch {
            FileHandle.standardError.write(Data("concord render: \(error)\n".utf8))
            throw ExitCode(1)
        }
        guard let result = engine.render(key: key, in: catalog, table: command.table, request: template) else {
            FileHandle.standardError.write(Data((CatalogText.unknownKey(key, in: catalog, table: command.table) + "\n").utf8))
            throw ExitCode(1)
        }
        let r = result.rendering
        if command.json {
            var pairs: [(String, JSONValue)] = [("output", .string(r.text)), ("markup", .string(result.resolved.markup))]
            if let found = result.lookup.foundLocale { pairs.append(("locale", .string(found))) }
            pairs += [("diagnostics", .array(result.diagnostics.map(CatalogText.json))),
                      ("trace", .array(r.trace.map(ProtocolCodec.traceEntry)))]
            print(JSONValue.object(pairs).serialized)
        } else {
            print(r.text)
            if command.trace {
                for line in CatalogText.lookupLines(result) { print(line) }
                for line in TraceFormatter.lines(r.trace, color: false) { print(line) }
            }
        }
        fflush(stdout)
        for d in result.diagnostics where d.severity != .note || command.trace {
            FileHandle.standardError.write(Data((CatalogText.formatted(d) + "\n").utf8))
        }
        if r.hasErrors || result.diagnostics.contains(where: { $0.severity == .error }) { throw ExitCode(1) }
    }
}

/// How catalog diagnostics, lookups and unknown keys are written for people and as JSON.
public enum CatalogText {
    /// `error: no key "…" in Localizable (file) — did you mean "…"?`
    public static func unknownKey(_ key: String, in catalog: Catalog, table: String?) -> String {
        let tableName = catalog.table(table)?.name ?? table ?? "Localizable"
        var message = "error: no key \"\(key)\" in table \(tableName) of \(catalog.path)"
        let near = catalog.nearestKeys(to: key, table: table)
        if !near.isEmpty { message += "\n  did you mean: " + near.map { "\"\($0)\"" }.joined(separator: ", ") + "?" }
        return message
    }

    /// Where the value came from and which variants were chosen, as trace lines.
    public static func lookupLines(_ result: ConcordEngine.CatalogRendering) -> [String] {
        var lines: [String] = []
        let where_ = result.resolved.value.map { " (\($0.position))" } ?? ""
        switch result.lookup.fallback {
        case .locale: lines.append("  · catalog: \(result.lookup.table) \"\(result.lookup.entry.key)\" in \(result.lookup.foundLocale ?? "?")\(where_)")
        case .developmentLanguage: lines.append("  · catalog: no translation; the development language's value (\(result.lookup.foundLocale ?? "?"))\(where_)")
        case .key: lines.append("  · catalog: no value in any language; the key is the text")
        }
        for choice in result.resolved.choices { lines.append("  · catalog: \(choice)") }
        if result.resolved.markup != result.resolved.value?.text, result.lookup.localization != nil {
            lines.append("  · catalog: markup \(result.resolved.markup)")
        }
        return lines
    }

    /// A catalog diagnostic, compiler style: `file:line:col: error: message [key "…", locale es]`, the value with a
    /// caret under the place, and the hint.
    public static func formatted(_ d: CatalogDiagnostic, color: Colors = Colors(enabled: false)) -> String {
        let label = d.severity == .error ? color.error("error:") : d.severity == .warning ? color.warning("warning:") : color.note("note:")
        var head = (d.position?.description ?? d.path) + ": \(label) \(d.diagnostic.message)"
        var context: [String] = []
        if let key = d.key { context.append("key \"\(key)\"") }
        if let locale = d.locale { context.append("locale \(locale)") }
        if !context.isEmpty { head += " [" + context.joined(separator: ", ") + "]" }
        var lines = [head]
        if let value = d.value, let location = d.diagnostic.location {
            let valueLines = value.split(separator: "\n", omittingEmptySubsequences: false)
            if location.line - 1 < valueLines.count {
                lines.append("    " + valueLines[location.line - 1])
                lines.append("    " + String(repeating: " ", count: max(0, location.column - 1)) + color.error("^"))
            }
        }
        if let hint = d.diagnostic.hint { lines.append("  " + color.note("hint:") + " " + hint) }
        return lines.joined(separator: "\n")
    }

    /// A catalog diagnostic as a JSON object.
    public static func json(_ d: CatalogDiagnostic) -> JSONValue {
        var pairs: [(String, JSONValue)] = [("severity", .string(d.severity.rawValue)), ("code", .string(d.diagnostic.code)),
                                            ("message", .string(d.diagnostic.message)), ("file", .string(d.position?.path ?? d.path))]
        if let p = d.position { pairs += [("line", .number(Double(p.line))), ("column", .number(Double(p.column)))] }
        if let key = d.key { pairs.append(("key", .string(key))) }
        if let locale = d.locale { pairs.append(("locale", .string(locale))) }
        if let h = d.diagnostic.hint { pairs.append(("hint", .string(h))) }
        return .object(pairs)
    }
}
