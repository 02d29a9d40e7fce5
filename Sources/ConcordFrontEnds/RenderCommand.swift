import ArgumentParser
import Concord
import Foundation

/// `concord render`: renders one marked-up string, or speaks the JSON-lines protocol with `--jsonl`.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render marked-up text (or answer JSON-lines requests with --jsonl).",
        discussion: """
        Examples:
          concord render --locale es --arg 2 --arg pequeño --arg ensalada \\
              'Añadir ^[%1$lld %3$@ %2$@](inflect: true) a tu pedido'
          concord render --concept masculine \\
              '^[They](referentConcept: 1) liked your post.'
          concord render --locale es --user-term feminine \\
              '^[Bienvenido](inflect: true)'
          echo '{"markup": "^[%lld apple](inflect: true)", "args": [2]}' \\
              | concord render --jsonl
          concord render --catalog Localizable.xcstrings \\
              --key 'Add %lld %@ to your order' --locale es --arg 2 --arg ensalada
        """
    )

    @Option(help: "The inflection locale (en, es-ES, fr, it, pt-BR, pt-PT, de…).") var locale = "en"
    @Option(name: .customLong("arg"), parsing: .unconditionalSingleValue, help: ArgumentHelp("A format argument (a negative number too: --arg -1): a number, text, {text: 'malteada', morphology: {grammaticalGender: 'feminine'}}, or a value formatted for the locale: {list: ['a', 'b'], type: 'or'}, {currency: 3.49, code: 'EUR'}, {date: '2026-11-24T15:30:00Z', fields: ['weekday', 'hour', 'minute']}, {number: 1234.5}. Repeat for each.", valueName: "value"))
    var args: [String] = []
    @Option(name: .customLong("concept"), help: ArgumentHelp("A concept: masculine, feminine, neutral (a person), or a localized phrase; JSON5 {localizedPhrase: '…'} or {termsOfAddress: ['feminine']}, a custom set {language: 'en', pronouns: 'xey/xem/xeir/xeirs/xemself'} or a GenderKit raw value also work. Repeat for each.", valueName: "concept"))
    var concepts: [String] = []
    @Option(name: .customLong("user-term"), help: ArgumentHelp("The user's term of address: masculine, feminine, neutral, none (no preference → inflectionAlternative), a custom set {language: 'en', pronouns: 'xey/xem/xeir/xeirs/xemself'} or a GenderKit raw value (M, F, O…|{…}).", valueName: "term"))
    var userTerm: String?
    @Option(name: .customLong("lexicon"), help: ArgumentHelp("A user lexicon file (see Lexicons/README.md). Repeatable.", valueName: "file"))
    var lexicons: [String] = []
    @Option(name: .customLong("attribute"), help: ArgumentHelp("Declare a custom attribute and its values, e.g. 'rainbow: fun|extreme' (values are then checked). Repeatable.", valueName: "declaration"))
    var attributes: [String] = []
    @Option(name: .customLong("neutral-style"), help: ArgumentHelp("Inclusive forms for a non-binary person: e (es/pt), middot (fr), schwa (it), colon or star (de), inclusive (each language's own). Default: none, as Apple.", valueName: "style"))
    var neutralStyle: String?
    @Flag(help: "Print the trace: one line per rule that fired, and why nothing changed.") var trace = false
    @Flag(help: "Print the result as one JSON object (output, diagnostics, trace, runs).") var json = false
    @Flag(help: "Read JSON-lines requests on standard input and answer each on its own line.") var jsonl = false
    @Option(help: ArgumentHelp("Render a key of this catalog: an .xcstrings, .strings, .stringsdict or .xliff file, an .xcloc export, or a folder of .lproj folders.", valueName: "path"))
    var catalog: String?
    @Option(help: ArgumentHelp("The key to render from --catalog.", valueName: "key")) var key: String?
    @Option(help: ArgumentHelp("The table of a folder catalog (default Localizable).", valueName: "name")) var table: String?
    @Argument(help: "The marked-up string.") var markup: String?

    func validate() throws {
        if catalog != nil || key != nil {
            if catalog == nil { throw ValidationError("--key needs --catalog PATH") }
            if key == nil { throw ValidationError("--catalog needs --key KEY (the key to render)") }
            if markup != nil || jsonl { throw ValidationError("--catalog renders a key; do not also give a string or --jsonl") }
            return
        }
        if table != nil { throw ValidationError("--table needs --catalog PATH") }
        if !jsonl && markup == nil { throw ValidationError("give the marked-up string to render, or --jsonl to read requests") }
        if jsonl && markup != nil { throw ValidationError("--jsonl reads requests from standard input; do not also give a string") }
        if jsonl && neutralStyle != nil { throw ValidationError("with --jsonl, give \"neutralStyle\" in each request line instead of --neutral-style") }
        if let problem = InflectionLocale.problem(with: locale) { throw ValidationError("--locale: \(problem)") }
    }

    func run() throws {
        guard UserLexicons.load(lexicons) else { throw ExitCode(1) }
        let engine = ConcordEngine()
        if jsonl {
            JSONLinesServer.serve(engine: engine)
            return
        }
        if let catalog, let key {
            try CatalogRenderCommand.run(self, catalogPath: catalog, key: key, engine: engine)
            return
        }
        var request: RenderRequest
        do {
            request = RenderRequest(markup: markup!, locale: InflectionLocale(locale),
                                    arguments: try args.map { try CommandLineValues.argument($0) },
                                    concepts: try concepts.map(CommandLineValues.concept),
                                    userTermOfAddress: try userTerm.map(CommandLineValues.userTerm) ?? .notGiven,
                                    neutralStyle: try neutralStyle.map(CommandLineValues.neutralStyle))
            request.attributes = try attributes.map(CommandLineValues.attributeDeclaration)
        } catch {
            FileHandle.standardError.write(Data("concord render: \(error)\n".utf8))
            throw ExitCode(1)
        }
        let r = engine.render(request)
        if json {
            let obj = JSONValue.object([("output", .string(r.text)),
                                        ("diagnostics", .array(r.diagnostics.map(ProtocolCodec.diagnostic))),
                                        ("trace", .array(r.trace.map(ProtocolCodec.traceEntry))),
                                        ("runs", ProtocolCodec.runs(r.runs))])
            print(obj.serialized)
        } else {
            print(r.text)
            if trace {
                for line in TraceFormatter.lines(r.trace, color: false) { print(line) }
            }
        }
        // The output and the diagnostics go to different streams; flushing keeps them in order on a shared terminal.
        fflush(stdout)
        let lines = SourceLines(request.markup) // split once for all the diagnostics
        for d in r.diagnostics where d.severity != .note || trace {
            FileHandle.standardError.write(Data((d.formatted(in: lines) + "\n").utf8))
        }
        if r.hasErrors { throw ExitCode(1) }
    }
}

/// The JSON-lines loop: one answer per request line, in order, written out whenever no further complete
/// request line is waiting (an interactive client gets each answer at once, a pipe gets them in blocks).
///
/// Requests are independent of each other, so the lines already waiting in the input buffer are answered on
/// all cores at once and their answers written in request order; a line arriving alone is answered at once,
/// as before. Nothing waits for more input to fill a batch.
enum JSONLinesServer {
    /// Fewer waiting lines than this are answered one after the other: starting the workers would cost more.
    static let parallelThreshold = 32
    /// At most this many waiting lines are taken at once (they are in the input buffer already).
    static let batchLimit = 2048

    static func serve(engine: ConcordEngine, workers: Int = ProcessInfo.processInfo.activeProcessorCount) {
        fflush(stdout)
        // Every line gets one answer, a blank or overlong one too.
        var input = RequestLines(fileDescriptor: 0, maximumBytes: engine.limits.maximumLineBytes)
        var output = AnswerBuffer(fileDescriptor: 1)
        var batch: [String] = []
        while let line = input.next(beforeWaiting: { output.flush() }) {
            batch.removeAll(keepingCapacity: true)
            batch.append(line)
            if workers > 1 {
                while batch.count < batchLimit, let waiting = input.nextBuffered() { batch.append(waiting) }
            }
            if batch.count < parallelThreshold {
                for line in batch { output.append(answer: ProtocolCodec.answerValue(line: line, engine: engine)) }
            } else {
                for answers in answered(batch, engine: engine, workers: workers) { output.append(bytes: answers) }
            }
        }
        output.flush()
    }

    /// The answers to `lines`, as bytes, in pieces that follow the lines' order.
    static func answered(_ lines: [String], engine: ConcordEngine, workers: Int) -> [[UInt8]] {
        // More pieces than workers, so a piece of slow requests does not leave the other cores idle.
        let pieces = min(lines.count, workers * 4)
        return Parallel.map(pieces) { p in
            // The piece's answers are written into one buffer, copied out once.
            var bytes = JSONBytes(capacity: 4096)
            for i in (lines.count * p / pieces)..<(lines.count * (p + 1) / pieces) {
                ProtocolCodec.answerValue(line: lines[i], engine: engine).write(to: &bytes)
                bytes.append(0x0A)
            }
            return bytes.withUnsafeBytes { Array($0) }
        }
    }
}
