import ArgumentParser
import Concord
import Foundation

/// `concord preview PATH`: every key of every requested locale rendered with sample arguments.
struct PreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Render every key of a catalog with sample arguments, to see every agreement it produces.",
        discussion: """
        Numbers cover each plural category of the locale (es: 1, 2, 1000000); each
        %@ gets a masculine and a feminine noun of the locale from its lexicon. html
        writes one self-contained page (a table per locale, the trace on hover) to
        standard output.

        Examples:
          concord preview Localizable.xcstrings --locale es --locale fr
          concord preview Resources/ --format html > preview.html
        """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable { case text, markdown, json, html }

    @Option(name: .customLong("locale"), help: ArgumentHelp("A locale to preview (repeatable; default: every locale of the catalog Concord inflects).", valueName: "locale"))
    var locales: [String] = []
    @Option(help: ArgumentHelp("The table of a folder catalog (default Localizable).", valueName: "name")) var table: String?
    @Option(help: "Output format: text, markdown, json or html.") var format = Format.text
    @Option(name: .customLong("lexicon"), help: ArgumentHelp("A user lexicon file. Repeatable.", valueName: "file"))
    var lexicons: [String] = []
    @Argument(help: "The catalog: an .xcstrings, .strings, .stringsdict or .xliff file, an .xcloc export, or a folder of .lproj folders.") var path: String

    func run() throws {
        guard UserLexicons.load(lexicons) else { throw ExitCode(1) }
        let catalog: Catalog
        do { catalog = try CatalogReader.read(path: path) } catch let e as CatalogReadError {
            FileHandle.standardError.write(Data("concord preview: \(e)\n".utf8))
            throw ExitCode(1)
        }
        guard let chosen = catalog.table(table) else {
            FileHandle.standardError.write(Data("concord preview: \(path) has no table \(table ?? "Localizable")\n".utf8))
            throw ExitCode(1)
        }
        let requested = locales.isEmpty
            ? chosen.locales.filter { LanguageRegistry.canInflect(language: $0) }
            : locales
        // Each language's sample nouns are found once (pt-BR and pt-PT share them), the languages on all cores.
        let languages = Array(Set(requested.map { InflectionLocale($0).language })).sorted()
        let found = Parallel.map(languages.count) { CatalogPreview.sampleNouns(language: languages[$0]) }
        let nouns = Dictionary(uniqueKeysWithValues: zip(languages, found))
        let preview = CatalogPreview.make(catalog, table: chosen.name, locales: requested, engine: ConcordEngine(),
                                          nouns: { nouns[$0] ?? CatalogPreview.sampleNouns(language: $0) })
        let writer = PreviewWriter(preview: preview, locales: requested, title: "\(path) — \(chosen.name)")
        switch format {
        case .text: print(writer.text, terminator: "")
        case .markdown: print(writer.markdown, terminator: "")
        case .json: print(writer.json.serialized)
        case .html: print(writer.html, terminator: "")
        }
    }
}

/// A preview as text, Markdown, JSON or one self-contained HTML page.
struct PreviewWriter {
    var preview: CatalogPreview
    var locales: [String]
    var title: String

    func rows(_ locale: String) -> [CatalogPreview.Row] { preview.rows.filter { $0.locale == locale } }

    var text: String {
        var out = ""
        for locale in locales {
            out += "== \(locale)\n"
            var lastKey: String?
            for row in rows(locale) {
                if row.key != lastKey { out += CatalogCommands.shown(row.key) + "\n"; lastKey = row.key }
                let args = row.arguments.isEmpty ? "" : "(" + row.arguments.joined(separator: ", ") + ") "
                out += "  \(args)→ \(row.output)\n"
            }
        }
        return out
    }

    static func markdownCell(_ s: String) -> String {
        guard s.utf8.contains(where: { $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: "|") || $0 == 0x0A }) else { return s }
        return s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "|", with: "\\|")
            .replacingOccurrences(of: "\n", with: "<br>")
    }

    var markdown: String {
        var out = "# Preview: \(Self.markdownCell(title))\n"
        for locale in locales {
            out += "\n## \(locale)\n\n| Key | Arguments | Output |\n|---|---|---|\n"
            for row in rows(locale) {
                out += "| \(Self.markdownCell(row.key)) | \(Self.markdownCell(row.arguments.joined(separator: ", "))) | \(Self.markdownCell(row.output)) |\n"
            }
        }
        return out
    }

    var json: JSONValue {
        .array(preview.rows.map { row in
            .object([("locale", .string(row.locale)), ("key", .string(row.key)),
                     ("arguments", .array(row.arguments.map(JSONValue.string))), ("output", .string(row.output)),
                     ("markup", .string(row.markup)), ("choices", .array(row.choices.map(JSONValue.string))),
                     ("trace", .array(row.trace.map(ProtocolCodec.traceEntry))),
                     ("diagnostics", .array(row.diagnostics.map(ProtocolCodec.diagnostic)))])
        })
    }

    static func escape(_ s: String) -> String {
        var out = ""
        for c in s {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(c)
            }
        }
        return out
    }

    /// The trace of a row as lines: choices, then one line per rule.
    static func traceLines(_ row: CatalogPreview.Row) -> [String] {
        row.choices.map { "catalog: \($0)" } + TraceFormatter.lines(row.trace, color: false).map { $0.trimmingCharacters(in: .whitespaces) }
            + row.diagnostics.filter { $0.severity != .note }.map { "\($0.severity.rawValue): \($0.message)" }
    }

    var html: String {
        var out = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>Concord preview: \(Self.escape(title))</title>
        <style>
        body { font: 16px/1.4 system-ui, sans-serif; margin: 2em; color: #1d1d1f; }
        h1 { font-size: 1.4em; }
        table { border-collapse: collapse; margin-bottom: 2em; width: 100%; }
        th, td { border-bottom: 1px solid #ddd; padding: .4em .6em; text-align: left; vertical-align: top; }
        th { background: #f5f5f7; }
        td.key { font-family: ui-monospace, monospace; font-size: .9em; color: #555; }
        td.output { position: relative; cursor: help; }
        td.output .trace { display: none; position: absolute; left: 0; top: 100%; z-index: 1; background: #1d1d1f; color: #f5f5f7;
          font: 12px/1.4 ui-monospace, monospace; padding: .6em; border-radius: 6px; white-space: pre; box-shadow: 0 4px 12px #0004; }
        td.output:hover .trace, td.output:focus .trace { display: block; }
        tr.error td.output .text { color: #c00; }
        </style>
        </head>
        <body>
        <h1>Concord preview: \(Self.escape(title))</h1>

        """
        for locale in locales {
            out += "<section class=\"locale\" id=\"locale-\(Self.escape(locale))\" lang=\"\(Self.escape(locale))\">\n"
            out += "<h2>\(Self.escape(locale))</h2>\n<table>\n<thead><tr><th>Key</th><th>Arguments</th><th>Output</th></tr></thead>\n<tbody>\n"
            for row in rows(locale) {
                let trace = Self.traceLines(row).joined(separator: "\n")
                let failed = row.diagnostics.contains { $0.severity == .error }
                out += "<tr\(failed ? " class=\"error\"" : "")><td class=\"key\">\(Self.escape(row.key))</td>"
                out += "<td class=\"args\">\(Self.escape(row.arguments.joined(separator: ", ")))</td>"
                out += "<td class=\"output\" tabindex=\"0\" title=\"\(Self.escape(trace))\"><span class=\"text\">\(Self.escape(row.output))</span>"
                out += "<div class=\"trace\">\(Self.escape(trace))</div></td></tr>\n"
            }
            out += "</tbody>\n</table>\n</section>\n"
        }
        return out + "</body>\n</html>\n"
    }
}
