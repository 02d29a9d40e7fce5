import ArgumentParser
import Concord
import Foundation

/// `concord lint PATH…`: checks catalogs before they ship.
struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check catalogs (.xcstrings, .strings, .stringsdict, .lproj folders, XLIFF exports) for broken markup and mismatched arguments.",
        discussion: """
        Every key × locale is checked.
        Errors: markup that does not parse; agreeWithArgument beyond the key's
        arguments; an index of 0; format specifiers that differ from the source
        language's (count, type, positions, mixed positional and sequential);
        %#@name@ with no substitution; inflect in a language Concord cannot inflect.
        Warnings: a misspelled attribute name (did you mean inflect?); an unclosed ^[;
        a span in which nothing can agree; agreement markup dropped by a translation;
        plural variants missing a category.
        Notes: new, stale and needs_review translations.
        Exit status: 1 when there are errors (or warnings, with --strict), else 0.

        Examples:
          concord lint Localizable.xcstrings
          concord lint Resources/ --format sarif > concord.sarif
          concord lint .    (every catalog of the project: .xcstrings files and
                            folders of .lproj folders, outside hidden folders,
                            DerivedData, Pods, Carthage and node_modules)
        """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable { case text, json, sarif }

    @Option(help: "Output format: text (compiler style), json, or sarif (SARIF 2.1.0 for code scanning).") var format = Format.text
    @Flag(help: "Exit 1 on warnings too.") var strict = false
    @Option(name: .customLong("lexicon"), help: ArgumentHelp("A user lexicon file (words it declares count as known). Repeatable.", valueName: "file"))
    var lexicons: [String] = []
    @Argument(help: "Catalog files or folders (a folder: every catalog in it and below it).") var paths: [String]

    func validate() throws {
        if paths.isEmpty { throw ValidationError("give at least one catalog (.xcstrings, .strings, .stringsdict, .xliff, .xcloc or a folder)") }
    }

    func run() throws {
        guard UserLexicons.load(lexicons) else { throw ExitCode(1) }
        let report = LintReport.run(paths: paths)
        switch format {
        case .text: print(report.text(colors: Colors(enabled: isatty(1) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil)), terminator: "")
        case .json: print(report.json.serialized)
        case .sarif: print(report.sarif.serialized)
        }
        // Exit at once: freeing a big catalog's values one by one would take longer than linting them.
        fflush(stdout)
        Glibc.exit(report.errors > 0 || (strict && report.warnings > 0) ? 1 : 0)
    }
}

/// What `concord lint` found in a set of catalogs, and its three ways of saying it.
public struct LintReport {
    /// Every problem found, catalog by catalog in the order the paths were given (an unreadable file is one error).
    public var findings: [CatalogDiagnostic] = []
    /// How many catalog files were read (a folder counts each of its `.strings`/`.stringsdict` files); a file
    /// that could not be read counts too.
    public var files = 0
    /// How many values (key × locale) the catalogs hold; a localization with plural variants counts once.
    public var values = 0
    /// The catalogs read, kept so that `concord lint` can exit without freeing them.
    var catalogs: [Catalog] = []

    /// How many findings are errors (`concord lint` exits 1 when there is one).
    public var errors: Int { findings.filter { $0.severity == .error }.count }
    /// How many findings are warnings (`concord lint --strict` exits 1 when there is one).
    public var warnings: Int { findings.filter { $0.severity == .warning }.count }
    /// How many findings are notes (they never change the exit status).
    public var notes: Int { findings.filter { $0.severity == .note }.count }

    /// Reads and lints each path; a folder is every catalog in it and below it (``CatalogFinder``); a file that
    /// cannot be read is one error.
    public static func run(paths: [String], linter: CatalogLinter = CatalogLinter()) -> LintReport {
        var report = LintReport()
        for path in paths.flatMap(catalogPaths) {
            do {
                let catalog = try CatalogReader.read(path: path)
                report.findings += linter.lint(catalog)
                report.values += catalog.valueCount
                report.files += catalog.fileCount
                report.catalogs.append(catalog)
            } catch let e as CatalogReadError {
                report.files += 1
                report.findings.append(CatalogDiagnostic(Diagnostic(.error, code: "catalog.unreadable", e.message, hint: e.hint),
                                                         path: e.path, position: e.position))
            } catch {
                report.findings.append(CatalogDiagnostic(Diagnostic(.error, code: "catalog.unreadable", "\(error)"), path: path))
            }
        }
        return report
    }

    /// The catalogs `path` names: itself, or for a folder the catalogs in it and below it (the folder itself,
    /// so that reading it says what is wrong, when there are none).
    static func catalogPaths(_ path: String) -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else { return [path] }
        let found = CatalogFinder.catalogs(under: path)
        return found.isEmpty ? [path] : found
    }

    /// `3 errors, 5 warnings in 2 files, 70,000 values` (and the notes, when there are any).
    public var summary: String {
        func count(_ n: Int, _ word: String) -> String { "\(Self.grouped(n)) \(word)\(n == 1 ? "" : "s")" }
        var parts = [count(errors, "error"), count(warnings, "warning")]
        if notes > 0 { parts.append(count(notes, "note")) }
        return parts.joined(separator: ", ") + " in " + count(files, "file") + ", " + count(values, "value")
    }

    static func grouped(_ n: Int) -> String {
        let digits = Array(String(n))
        var out = ""
        for (i, d) in digits.enumerated() {
            if i > 0 && (digits.count - i) % 3 == 0 { out.append(",") }
            out.append(d)
        }
        return out
    }

    /// Compiler style: each finding with the value and a caret, then the summary.
    public func text(colors: Colors = Colors(enabled: false)) -> String {
        var out = ""
        for f in findings { out += CatalogText.formatted(f, color: colors) + "\n" }
        return out + summary + "\n"
    }

    /// `--format json`: `{"diagnostics": [...], "summary": {"errors", "warnings", "notes", "files", "values"}}`,
    /// one object per finding with its severity, code, message and file (line, column, key, locale, hint when known).
    public var json: JSONValue {
        .object([("diagnostics", .array(findings.map(CatalogText.json))),
                 ("summary", .object([("errors", .number(Double(errors))), ("warnings", .number(Double(warnings))),
                                      ("notes", .number(Double(notes))), ("files", .number(Double(files))),
                                      ("values", .number(Double(values)))]))])
    }

    /// SARIF 2.1.0: one run, the rules that fired, one result per finding with its file region. A rule is described
    /// by its linter rule's summary; a code no rule checks (a catalog reader's problem) by its first finding's message.
    public var sarif: JSONValue {
        var firstMessage: [String: String] = [:]
        for f in findings where firstMessage[f.diagnostic.code] == nil { firstMessage[f.diagnostic.code] = f.diagnostic.message }
        let rules: [JSONValue] = firstMessage.keys.sorted().map { code in
            let summary = CatalogLinter.Rule(code: code)?.summary ?? firstMessage[code]!
            return .object([("id", .string(code)), ("shortDescription", .object([("text", .string(summary))]))])
        }
        let results: [JSONValue] = findings.map { f in
            var message = f.diagnostic.message
            if let key = f.key { message += " [key \"\(key)\"" + (f.locale.map { ", locale \($0)" } ?? "") + "]" }
            if let hint = f.diagnostic.hint { message += " — \(hint)" }
            var physical: [(String, JSONValue)] = [("artifactLocation", .object([("uri", .string(Self.uri(f.position?.path ?? f.path)))]))]
            if let p = f.position {
                physical.append(("region", .object([("startLine", .number(Double(p.line))), ("startColumn", .number(Double(p.column)))])))
            }
            let level = f.severity == .error ? "error" : f.severity == .warning ? "warning" : "note"
            return .object([("ruleId", .string(f.diagnostic.code)), ("level", .string(level)),
                            ("message", .object([("text", .string(message))])),
                            ("locations", .array([.object([("physicalLocation", .object(physical))])]))])
        }
        return .object([
            ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
            ("version", .string("2.1.0")),
            ("runs", .array([.object([
                ("tool", .object([("driver", .object([("name", .string("concord")),
                                                      ("rules", .array(rules))]))])),
                ("results", .array(results)),
            ])])),
        ])
    }

    /// A relative path stays relative (code scanning resolves it against the checkout); spaces and the like escaped.
    static func uri(_ path: String) -> String {
        path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
    }
}
