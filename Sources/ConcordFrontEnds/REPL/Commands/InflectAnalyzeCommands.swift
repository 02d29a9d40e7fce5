import Concord

extension ReplCommands {
    static let inflectCommand = ReplCommand(
        name: "inflect", usage: ":inflect PHRASE as NAME|{key: 'value', …}",
        summary: "Inflect a plain phrase to a morphology, with its trace.",
        examples: [":inflect salad as {number: 'other'}", ":inflect el gato pequeño as fem", ":inflect they as {grammaticalCase: 'accusative'}"],
        changesState: false
    ) { session, args, reply in
        guard let range = args.range(of: " as ", options: .backwards) else {
            throw ReplError("expected PHRASE as MORPHOLOGY", hint: "e.g. :inflect salad as {number: 'other'}", at: args.count)
        }
        let phrase = Words.unquoted(String(args[..<range.lowerBound]).trimmingCharacters(in: .whitespaces))
        let target = String(args[range.upperBound...]).trimmingCharacters(in: .whitespaces)
        let targetOffset = args.distance(from: args.startIndex, to: range.upperBound)
        let morphology = try session.morphology(Words.Word(text: target, offset: targetOffset))
        guard let (text, trace) = session.engine.inflect(phrase, to: morphology, locale: session.locale) else {
            throw ReplError("Concord does not inflect '\(session.locale.language)'", hint: "change the locale with :locale", at: nil)
        }
        reply.say(text)
        if session.traceMode != .off {
            reply.lines += session.traceLines(trace, runs: [], markup: nil)
        }
    }

    static let analyzeCommand = ReplCommand(
        name: "analyze", aliases: ["analyse"], usage: ":analyze PHRASE",
        summary: "What the engine knows about a word or phrase: gender, number, part of speech… and from where.",
        examples: [":analyze ensalada", ":analyze the large salads"],
        changesState: false
    ) { session, args, reply in
        let phrase = Words.unquoted(args)
        guard !phrase.isEmpty else { throw ReplError("which phrase?", hint: "e.g. :analyze ensalada", at: 0) }
        guard let analysis = session.engine.analyze(phrase, locale: session.locale) else {
            throw ReplError("Concord does not inflect '\(session.locale.language)'", hint: "change the locale with :locale", at: nil)
        }
        let pairs = analysis.features.markupPairs
        if pairs.isEmpty {
            reply.say("\(phrase): no features known")
        } else {
            reply.say("\(phrase): " + pairs.map { p in
                analysis.guessed.contains(p.key) ? "\(p.key)=\(p.value) (guessed)" : "\(p.key)=\(p.value)"
            }.joined(separator: ", "))
        }
        for fact in analysis.facts { reply.say("  " + session.colors.dim(fact.description)) }
    }
}
