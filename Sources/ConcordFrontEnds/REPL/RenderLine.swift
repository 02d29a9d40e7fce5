import Concord
import Foundation

extension ReplSession {
    /// Renders a markup line with the current state: the output first, then the trace and the diagnostics.
    func render(_ markup: String, into reply: inout Reply) {
        let request = request(markup: markup)
        guard let result = renderHook.map({ $0(request) }) ?? engine.render(request) else {
            reply.say(colors.warning("interrupted"))
            return
        }
        reply.output = result.text
        for line in styledOutput(result).split(separator: "\n", omittingEmptySubsequences: false) {
            reply.say(String(line))
        }
        if traceMode != .off {
            reply.lines += traceLines(result.trace, runs: result.runs, markup: markup, diagnostics: result.diagnostics)
        }
        // Arguments persist across lines in the REPL, so a line that uses fewer of them is no mistake.
        let quiet: Set<String> = traceMode == .full ? [] : ["format.too-many-arguments", "format.unused-argument"]
        let lines = SourceLines(markup) // split once for all the diagnostics
        for d in result.diagnostics where (d.severity != .note || traceMode == .full) && !quiet.contains(d.code) {
            reply.lines += formatted(d, source: lines)
        }
        if result.diagnostics.contains(where: { $0.severity == .error && !quiet.contains($0.code) }) { reply.failed = true }
    }

    /// The output with span runs underlined and the words the engine changed in bold green.
    func styledOutput(_ result: Rendering) -> String {
        guard colors.enabled else { return result.text }
        let changedWords = Set(result.trace.filter(\.changed).flatMap { $0.output.split(whereSeparator: { $0.isWhitespace }).map(String.init) })
        return result.runs.map { colors.markdown(spanStyled($0, changedWords: changedWords), $0.style) }.joined()
    }

    /// A run's words underlined when it came from a span, and in bold green when the engine changed them.
    private func spanStyled(_ run: RenderedRun, changedWords: Set<String>) -> String {
        guard !run.spans.isEmpty else { return run.text }
        var out = ""
        var word = ""
        func flush() {
            if !word.isEmpty { out += changedWords.contains(word) ? colors.changed(word) : colors.span(word) }
            word = ""
        }
        for c in run.text {
            if c.isWhitespace { flush(); out.append(c) } else { word.append(c) }
        }
        flush()
        return out
    }

    /// The trace at the session's level (see ``ReplSession/TraceMode``), wrapped to the terminal. With no entry
    /// at all, one line says why — unless an error already does.
    func traceLines(_ trace: [TraceEntry], runs: [RenderedRun], markup: String?, diagnostics: [Diagnostic] = []) -> [String] {
        var lines: [String] = []
        if trace.isEmpty, let markup { lines += whyNothingApplied(markup, diagnostics: diagnostics) }
        // Below `full`, a span's "unchanged" entry says no more than its error, which follows: one statement.
        let erring = Set(diagnostics.filter { $0.severity == .error }.compactMap(\.span))
        let trace = traceMode == .full ? trace : trace.filter { !($0.rule.hasPrefix("engine.unchanged.") && erring.contains($0.span)) }
        if trace.isEmpty, markup == nil { lines.append(colors.dim("  · no rule of \(locale.language) applies to this phrase")) }
        switch traceMode {
        case .off: return []
        case .short: lines += shortTraceLines(trace)
        case .on: lines += ruleLines(trace, everyFact: false)
        case .full:
            lines += ruleLines(trace, everyFact: true)
            for (i, run) in runs.enumerated() {
                var attrs: [String] = []
                if let r = run.replacementIndex { attrs.append("argument \(r)") }
                if !run.spans.isEmpty { attrs.append("in " + run.spans.joined(separator: " ⊃ ")) }
                for (k, v) in run.customAttributes.sorted(by: { $0.key < $1.key }) { attrs.append("\(k): \(v.description)") }
                attrs += ProtocolCodec.styleNames(run.style)
                if let link = run.style.link { attrs.append("link \(link)") }
                lines.append(colors.dim("  run \(i + 1): \"\(run.text)\"" + (attrs.isEmpty ? "" : "  " + attrs.joined(separator: ", "))))
            }
        }
        return lines.flatMap { line in
            wrapped(line, indent: line.prefix(while: { $0 == " " }).count + 4)
        }
    }

    /// Why a line with no trace entry changed nothing: no span at all, or spans that ask for nothing (said
    /// per span). Spans with an error or a warning (a rejected body, a misspelled key) are left to it, and `^[`
    /// that did not become a span to its warning: one true statement each.
    func whyNothingApplied(_ markup: String, diagnostics: [Diagnostic]) -> [String] {
        let spans = MarkupParser.parse(markup).spans
        if spans.isEmpty {
            if diagnostics.contains(where: { $0.code == "markup.unclosed-span" }) { return [] }
            return [colors.dim("  · nothing to inflect: the line has no ^[…](…) span")]
        }
        let explained = Set(diagnostics.filter { $0.severity != .note }.compactMap(\.span))
        return spans.filter { $0.attributes.isInert && !explained.contains($0.source) }.map { span in
            let a = span.attributes
            let why: String
            if !a.custom.isEmpty {
                why = "asks for nothing: " + a.custom.map { "'\($0.key)'" }.joined(separator: ", ")
                    + (a.custom.count == 1 ? " is" : " are") + " not an inflection attribute"
            } else if a.morphology != nil {
                why = "only describes its words (morphology); add inflect: true to change them"
            } else {
                why = "has no inflection attribute (inflect, agreeWithArgument, agreeWithConcept, referentConcept)"
            }
            return colors.dim("  · \(span.source) \(why)")
        }
    }

    /// `:trace short`: one line per word a rule changed, with the fact that decided it and its source, and one
    /// line per span the engine left as written.
    func shortTraceLines(_ trace: [TraceEntry]) -> [String] {
        var lines: [String] = []
        var said = Set<String>()
        for t in trace {
            if t.changed {
                let reasons = Self.shortReasons(t)
                lines.append("  \(t.input) → \(colors.changed(t.output))" + (reasons.isEmpty ? "" : colors.dim(" (\(reasons))")))
            } else if let note = t.note, t.rule.hasPrefix("engine."), said.insert(note).inserted {
                lines.append("  \(t.input) " + colors.dim("unchanged — \(note)"))
            }
        }
        return lines
    }

    /// `plural · lexicon` when a fact gave the form itself; otherwise what was agreed with (`feminine · lexicon,
    /// number other · count`) — a later fact about a feature replaces an earlier one, as in the engine.
    static func shortReasons(_ t: TraceEntry) -> String {
        if let form = t.facts.first(where: { $0.value == t.output }) { return "\(form.feature) · \(form.source.rawValue)" }
        var latest: [String: TraceFact] = [:]
        var order: [String] = []
        for f in t.facts {
            if latest[f.feature] == nil { order.append(f.feature) }
            latest[f.feature] = f
        }
        return order.prefix(3).map { feature in
            let f = latest[feature]!
            let what = f.subject == t.input ? feature : feature == "number" ? "number \(f.value)" : f.value
            return "\(what) · \(f.source.rawValue)"
        }.joined(separator: ", ")
    }

    /// `:trace on` and `full`: one line per rule. `on` names each span once (and only when the line has
    /// several) and shows a fact only the first time it is used; `full` repeats both on every line.
    func ruleLines(_ trace: [TraceEntry], everyFact: Bool) -> [String] {
        var lines: [String] = []
        let severalSpans = Set(trace.map(\.span)).count > 1
        var shown: [String: Set<TraceFact>] = [:]
        var previousSpan: String?
        for t in trace {
            var line: String
            if everyFact {
                line = "  \(colors.dim(TraceFormatter.label(of: t)))· "
            } else {
                if severalSpans, t.span != previousSpan {
                    lines.append("  " + colors.dim(TraceFormatter.label(of: t).trimmingCharacters(in: .whitespaces)))
                }
                line = severalSpans ? "    " : "  "
            }
            previousSpan = t.span
            let change = t.changed ? "\(t.input) → \(colors.changed(t.output))" : "\(t.input) (unchanged)"
            line += "\(colors.rule(t.rule)): \(change)"
            let facts = everyFact ? t.facts : t.facts.filter { shown[t.span, default: []].insert($0).inserted }
            if !facts.isEmpty { line += colors.dim("  [" + facts.map(\.description).joined(separator: "; ") + "]") }
            if let note = t.note { line += "  — " + note }
            lines.append(line)
        }
        return lines
    }

    /// A diagnostic with its caret, coloured and wrapped, and a pointer to the REPL command that fixes it.
    func formatted(_ diagnostic: Diagnostic, source: SourceLines) -> [String] {
        var d = diagnostic
        switch d.code {
        case "format.too-few-arguments": d.message += " — use :args"
        case "index.out-of-range" where d.key == "agreeWithArgument": d.message += " — use :args"
        case "index.out-of-range": d.message += " — use :concept"
        case "index.not-a-person": d.message += " — use :concept N term …"
        default: break
        }
        let paint: (String) -> String = d.severity == .error ? colors.error : d.severity == .warning ? colors.warning : colors.note
        var lines = wrapped(paint(d.severity.rawValue + ":") + " " + d.message, indent: 2)
        if let location = d.location {
            if let line = source.line(location.line) {
                lines.append("  --> line \(location.line), column \(location.column)")
                lines += Layout.snippet(String(line), caretAt: location.column - 1,
                                        width: width, colors: colors, paint: paint)
            }
        }
        if let hint = d.hint { lines += wrapped("  " + colors.note("hint:") + " " + hint, indent: 8) }
        return lines
    }
}
