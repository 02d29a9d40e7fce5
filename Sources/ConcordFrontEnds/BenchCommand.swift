import ArgumentParser
import Concord
import Foundation

/// `concord bench`: measures lexicon load time and memory per language, and render throughput.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Measure lexicon load time and memory, and render throughput."
    )

    @Option(help: "A JSON-lines file of protocol requests to render (default: built-in strings).") var requests: String?
    @Option(help: "How many times to render the whole set.") var rounds = 20
    @Option(help: ArgumentHelp("Instead: render one span of this many words, and one of a tenth of them, in --locale (the request limits lifted), and print the best time of --rounds renders of each.",
                               valueName: "words")) var spanWords: Int?
    @Option(help: ArgumentHelp("Instead: render one string of this many spans, and one of a tenth of them, in --locale (the request limits lifted), and print the best time of --rounds renders of each.",
                               valueName: "spans")) var spans: Int?
    @Option(help: "The locale of --span-words (de, es, it or pt-BR) or --spans (also en, fr).") var locale = "de"

    func run() throws {
        if let spanWords {
            try measureLongSpans(words: spanWords)
            return
        }
        if let spans {
            try measureManySpans(spans: spans)
            return
        }
        print("lexicon loads (first use, in this process):")
        let store = LexiconStore.shared
        var before = Self.residentMegabytes()
        var totalSeconds = 0.0
        for language in ["en", "es", "fr", "it", "pt", "de"] {
            let start = Date()
            let lexicon = store.lexicon(for: language)
            let seconds = Date().timeIntervalSince(start)
            totalSeconds += seconds
            let after = Self.residentMegabytes()
            print(String(format: "  %@  %7d entries  %7.1f ms  +%6.1f MB resident", language, lexicon.count, seconds * 1000, after - before))
            before = after
        }
        print(String(format: "  all   %7.1f ms  %6.1f MB resident in total", totalSeconds * 1000, Self.residentMegabytes()))

        var lines: [String] = Self.builtIn
        if let requests {
            lines = try String(contentsOfFile: requests, encoding: .utf8).split(separator: "\n").map(String.init)
                .map { line in
                    // Conformance case files wrap the request; unwrap it.
                    guard let obj = try? JSONValue.parse(line), let request = obj["request"] else { return line }
                    return request.serialized
                }
        }
        let engine = ConcordEngine()
        // Answers are written as `concord render --jsonl` writes them: into one buffer, emptied as it would be
        // flushed (but not written out).
        var output = JSONBytes(capacity: 1 << 17)
        let start = Date()
        var count = 0
        for _ in 0..<rounds {
            for line in lines {
                ProtocolCodec.answerValue(line: line, engine: engine).write(to: &output)
                output.append(0x0A)
                if output.count >= 1 << 16 { output.removeAll() }
                count += 1
            }
        }
        let seconds = Date().timeIntervalSince(start)
        print(String(format: "render: %d requests in %.3f s — %.0f requests/s, %.1f µs per request",
                     count, seconds, Double(count) / seconds, seconds / Double(count) * 1e6))
    }

    /// The texts the long spans repeat, as the in-process benchmarks (Benchmarks/) repeat them.
    static let spanTexts = ["es": "la casa roja de mi amigo", "de": "das rote Haus meines Freundes",
                            "it": "case rosse belle grandi nuove piccole vecchie",
                            "pt-BR": "casas vermelhas bonitas grandes novas pequenas velhas"]

    /// A span of `words` words and one of a tenth of them, counted by an argument, rendered `rounds` times each in
    /// this process (no benchmark harness between the engine and the allocator): the best time of each, and their
    /// ratio (linear work takes ten times as long).
    func measureLongSpans(words: Int) throws {
        guard let text = Self.spanTexts[locale] else {
            throw ValidationError("--locale: no span text for '\(locale)'; use one of \(Self.spanTexts.keys.sorted().joined(separator: ", "))")
        }
        guard words >= 10, rounds >= 1 else { throw ValidationError("--span-words needs 10 words or more, and --rounds 1 or more") }
        var limits = RequestLimits()
        limits.maximumMarkupLength = .max
        limits.maximumWordsPerSpan = .max
        let engine = ConcordEngine(limits: limits)
        let base = text.split(separator: " ")
        var best: [Double] = []
        for count in [words / 10, words] {
            var span: [Substring] = []
            span.reserveCapacity(count)
            while span.count < count { span.append(base[span.count % base.count]) }
            let request = RenderRequest(markup: "^[%lld " + span.joined(separator: " ") + "](inflect: true)",
                                        locale: InflectionLocale(locale), arguments: [.number(NumberValue(2))])
            let fastest = try Self.fastest(request, engine: engine, rounds: rounds, what: "the span")
            best.append(fastest)
            print(String(format: "long span %@: %d words, best of %d renders %.1f ms", locale, count, rounds, fastest * 1000))
        }
        print(String(format: "long span %@: %.1f× the time for 10× the words", locale, best[1] / best[0]))
    }

    /// The span and the words between two spans that ``measureManySpans(spans:)`` repeats, per locale.
    static let manySpanTexts = ["en": ("^[2 black cat](inflect: true)", " and "), "es": ("^[2 gato rojo](inflect: true)", " y "),
                                "fr": ("^[2 chat noir](inflect: true)", " et "), "it": ("^[2 gatto nero](inflect: true)", " e "),
                                "pt-BR": ("^[2 gato preto](inflect: true)", " e "), "de": ("^[2 rotes Haus](inflect: true)", " und ")]

    /// A string of `spans` spans and one of a tenth of them, rendered `rounds` times each in this process: the best
    /// time of each, and their ratio (each span given the whole text before and after it was quadratic).
    func measureManySpans(spans: Int) throws {
        guard let (span, between) = Self.manySpanTexts[locale] else {
            throw ValidationError("--locale: no span text for '\(locale)'; use one of \(Self.manySpanTexts.keys.sorted().joined(separator: ", "))")
        }
        guard spans >= 10, rounds >= 1 else { throw ValidationError("--spans needs 10 spans or more, and --rounds 1 or more") }
        var limits = RequestLimits()
        limits.maximumMarkupLength = .max
        limits.maximumSpans = .max
        let engine = ConcordEngine(limits: limits)
        var best: [Double] = []
        for count in [spans / 10, spans] {
            let request = RenderRequest(markup: Array(repeating: span, count: count).joined(separator: between),
                                        locale: InflectionLocale(locale))
            let fastest = try Self.fastest(request, engine: engine, rounds: rounds, what: "the string")
            best.append(fastest)
            print(String(format: "many spans %@: %d spans, best of %d renders %.1f ms", locale, count, rounds, fastest * 1000))
        }
        print(String(format: "many spans %@: %.1f× the time for 10× the spans", locale, best[1] / best[0]))
    }

    /// The best time of `rounds` renders of `request`, in seconds; an error when it does not render (`what` names it).
    static func fastest(_ request: RenderRequest, engine: ConcordEngine, rounds: Int, what: String) throws -> Double {
        var fastest = Double.infinity
        for _ in 0..<rounds {
            let start = Date()
            let rendering = engine.render(request)
            fastest = min(fastest, Date().timeIntervalSince(start))
            guard rendering.diagnostics.allSatisfy({ $0.severity != .error }) else {
                throw ValidationError("\(what) was not rendered: \(rendering.diagnostics.map(\.message).joined(separator: "; "))")
            }
        }
        return fastest
    }

    static func residentMegabytes() -> Double {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") {
            let kb = line.split(separator: " ").compactMap { Double($0) }.first ?? 0
            return kb / 1024
        }
        return 0
    }

    static let builtIn = [
        #"{"locale": "en", "markup": "Add ^[%lld %@ %@](inflect: true) to your order", "args": [2, "large", "salad"]}"#,
        #"{"locale": "en", "markup": "^[They](referentConcept: 1) liked your post.", "concepts": [{"termsOfAddress": ["masculine"]}]}"#,
        #"{"locale": "es", "markup": "Añadir ^[%1$lld %3$@ %2$@](inflect: true) a tu pedido", "args": [2, "pequeño", "ensalada"]}"#,
        #"{"locale": "es", "markup": "Tu ^[%2$@ %1$@](inflect: true) está ^[listo](agreeWithArgument: 2).", "args": ["pequeño", "ensalada"]}"#,
        #"{"locale": "fr", "markup": "^[Ce %@](inflect: true) contient : %@.", "args": ["pizza", "tomates"]}"#,
        #"{"locale": "it", "markup": "^[il %@](inflect: {number: 'other'})", "args": ["gnomo"]}"#,
        #"{"locale": "pt-BR", "markup": "^[o %@](inflect: true)", "args": ["tocadora"]}"#,
        #"{"locale": "de", "markup": "^[ein %@](inflect: {number: 'one', grammaticalCase: 'dative'})", "args": ["Bank"]}"#,
        #"{"locale": "pt-PT", "markup": "^[o %@ novo](inflect: {number: 'other'})", "args": ["comboio"]}"#,
        #"{"locale": "de", "markup": "Mit ^[dem %@ %@](inflect: {grammaticalCase: 'dative', number: 'other'})", "args": ["rot", "Haus"]}"#,
    ]
}
