import Benchmark
import Concord

/// A mixed corpus over the seven locales: articles, adjectives, case, pronouns, counts.
let corpus: [RenderRequest] = [
    RenderRequest(markup: "Add ^[%lld %@ %@](inflect: true) to your order", locale: InflectionLocale("en"),
                  arguments: [.number(NumberValue(2)), .text("large"), .text("salad")]),
    RenderRequest(markup: "^[They](referentConcept: 1) liked your post.", locale: InflectionLocale("en"),
                  concepts: [.termsOfAddress([.feminine])]),
    RenderRequest(markup: "Añadir ^[%1$lld %3$@ %2$@](inflect: true) a tu pedido", locale: InflectionLocale("es"),
                  arguments: [.number(NumberValue(2)), .text("pequeño"), .text("ensalada")]),
    RenderRequest(markup: "Tu ^[%2$@ %1$@](inflect: true) está ^[listo](agreeWithArgument: 2).", locale: InflectionLocale("es"),
                  arguments: [.text("pequeño"), .text("ensalada")]),
    RenderRequest(markup: "^[Ce %@](inflect: true) contient : %@.", locale: InflectionLocale("fr"),
                  arguments: [.text("pizza"), .text("tomates")]),
    RenderRequest(markup: "^[il %@](inflect: {number: 'other'})", locale: InflectionLocale("it"), arguments: [.text("gnomo")]),
    RenderRequest(markup: "^[o %@](inflect: true)", locale: InflectionLocale("pt-BR"), arguments: [.text("tocadora")]),
    RenderRequest(markup: "^[o %@ novo](inflect: {number: 'other'})", locale: InflectionLocale("pt-PT"), arguments: [.text("comboio")]),
    RenderRequest(markup: "^[ein %@](inflect: {number: 'one', grammaticalCase: 'dative'})", locale: InflectionLocale("de"),
                  arguments: [.text("Bank")]),
    RenderRequest(markup: "Mit ^[dem %@ %@](inflect: {grammaticalCase: 'dative', number: 'other'})", locale: InflectionLocale("de"),
                  arguments: [.text("rot"), .text("Haus")]),
]

/// A span of `words` words in `locale`, counted by an argument.
func longSpan(_ locale: String, _ text: String, words: Int) -> RenderRequest {
    let base = text.split(separator: " ")
    var out: [Substring] = []
    out.reserveCapacity(words)
    while out.count < words { out.append(base[out.count % base.count]) }
    return RenderRequest(markup: "^[%lld " + out.joined(separator: " ") + "](inflect: true)", locale: InflectionLocale(locale),
                         arguments: [.number(NumberValue(2))])
}

/// `count` distinct made-up words (no lexicon knows them, so every one takes the grammar's guesses), two to four
/// syllables each, the same on every run; capitalized where the language capitalizes its nouns.
func madeUpWords(_ count: Int, capitalized: Bool) -> String {
    let onsets = Array("bcdfgklmnprstvz"), vowels = Array("aeiou")
    var state: UInt64 = 0x2545F4914F6CDD1D
    func next(_ n: Int) -> Int { // xorshift: deterministic without Foundation's random sources
        state ^= state << 13; state ^= state >> 7; state ^= state << 17
        return Int(state % UInt64(n))
    }
    var words: [String] = []
    words.reserveCapacity(count)
    while words.count < count {
        var w = ""
        for _ in 0..<(2 + next(3)) { w.append(onsets[next(onsets.count)]); w.append(vowels[next(vowels.count)]) }
        words.append(capitalized ? w.prefix(1).uppercased() + w.dropFirst() : w)
    }
    return words.joined(separator: " ")
}

let benchmarks: @Sendable () -> Void = {
    let engine = ConcordEngine()
    for request in corpus { _ = engine.render(request) } // lexicons loaded before measuring
    let metrics: [BenchmarkMetric] = [.wallClock, .throughput, .mallocCountTotal, .instructions, .peakMemoryResident]

    Benchmark("render: mixed corpus, seven locales (per request)",
              configuration: .init(metrics: metrics, scalingFactor: .kilo, maxDuration: .seconds(5))) { benchmark in
        for i in benchmark.scaledIterations {
            blackHole(engine.render(corpus[i % corpus.count]))
        }
    }

    // The same corpus without a trace, as a service renders (`render --jsonl` without "trace": true): a traced
    // rendering also asks whether a word after a span would agree inside it (a rendering more for the French
    // line's *contient*), which the traced figure above includes.
    let untraced = corpus.map { request -> RenderRequest in
        var request = request
        request.recordsTrace = false
        return request
    }
    Benchmark("render: mixed corpus, seven locales, no trace (per request)",
              configuration: .init(metrics: metrics, scalingFactor: .kilo, maxDuration: .seconds(5))) { benchmark in
        for i in benchmark.scaledIterations {
            blackHole(engine.render(untraced[i % untraced.count]))
        }
    }
    Benchmark("render: English count + noun (per request)",
              configuration: .init(metrics: metrics, scalingFactor: .kilo, maxDuration: .seconds(5))) { benchmark in
        let request = RenderRequest(markup: "^[%lld %@](inflect: true)", locale: InflectionLocale("en"),
                                    arguments: [.number(NumberValue(2)), .text("mouse")])
        for _ in benchmark.scaledIterations { blackHole(engine.render(request)) }
    }

    // The service's request limits refuse spans this long; a library caller may lift them.
    var unlimited = RequestLimits()
    unlimited.maximumMarkupLength = .max
    unlimited.maximumWordsPerSpan = .max
    let spanEngine = ConcordEngine(limits: unlimited)
    for (locale, text) in [("es", "la casa roja de mi amigo"), ("de", "das rote Haus meines Freundes"),
                           ("it", "case rosse belle grandi nuove piccole vecchie"),
                           ("pt-BR", "casas vermelhas bonitas grandes novas pequenas velhas")] {
        for words in [10_000, 100_000] {
            let request = longSpan(locale, text, words: words)
            Benchmark("long span: \(locale) \(words) words",
                      configuration: .init(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(10), maxIterations: 3)) { benchmark in
                for _ in benchmark.scaledIterations { blackHole(spanEngine.render(request)) }
            }
        }
    }

    // Words no lexicon knows cost more than known ones (every guess is made): a span of them is measured too.
    for (locale, capitalized) in [("es", false), ("it", false), ("de", true)] {
        let request = RenderRequest(markup: "^[%lld " + madeUpWords(100_000, capitalized: capitalized) + "](inflect: true)",
                                    locale: InflectionLocale(locale), arguments: [.number(NumberValue(2))])
        Benchmark("long span: \(locale) 100000 made-up words",
                  configuration: .init(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(10), maxIterations: 3)) { benchmark in
            for _ in benchmark.scaledIterations { blackHole(spanEngine.render(request)) }
        }
    }

    Benchmark("lexicon: load and first look-up, de (fresh store)",
              configuration: .init(metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident], maxDuration: .seconds(5), maxIterations: 20)) { benchmark in
        for _ in benchmark.scaledIterations {
            let store = LexiconStore()
            blackHole(store.lexicon(for: "de").readings(of: "Haus"))
        }
    }
}
