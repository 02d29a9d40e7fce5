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
        if traceMode != .off { reply.lines += traceLines(result.trace, runs: result.runs, markup: markup) }
        // Arguments persist across lines in the REPL, so a line that uses fewer of them is no mistake.
        let quiet: Set<String> = traceMode == .full ? [] : ["format.too-many-arguments", "format.unused-argument"]
        for d in result.diagnostics where (d.severity != .note || traceMode == .full) && !quiet.contains(d.code) {
            reply.lines += formatted(d, source: markup)
        }
        if result.hasErrors { reply.failed = true }
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

    /// One line per trace entry: the span as written → the result, the rule, the facts with their source; and
    /// why nothing changed when nothing did.
    func traceLines(_ trace: [TraceEntry], runs: [RenderedRun], markup: String) -> [String] {
        var lines: [String] = []
        if trace.isEmpty {
            if !markup.contains("^[") {
                lines.append(colors.dim("  · nothing to inflect: the line has no ^[…](…) span"))
            } else {
                lines.append(colors.dim("  · no rule applied: the spans ask for nothing this locale (\(locale.identifier)) inflects"))
            }
        }
        for t in trace {
            let change = t.changed ? "\(t.input) → \(colors.changed(t.output))" : "\(t.input) (unchanged)"
            var line = "  \(colors.dim(TraceFormatter.label(of: t)))· \(colors.rule(t.rule)): \(change)"
            if !t.facts.isEmpty { line += colors.dim("  [" + t.facts.map(\.description).joined(separator: "; ") + "]") }
            if let note = t.note { line += "  — " + note }
            lines.append(line)
        }
        if traceMode == .full {
            for (i, run) in runs.enumerated() {
                var attrs: [String] = []
                if let r = run.replacementIndex { attrs.append("argument \(r)") }
                if !run.spans.isEmpty { attrs.append("in " + run.spans.joined(separator: " ⊃ ")) }
                for (k, v) in run.customAttributes.sorted(by: { $0.key < $1.key }) { attrs.append("\(k): \(v.description)") }
                lines.append(colors.dim("  run \(i + 1): \"\(run.text)\"" + (attrs.isEmpty ? "" : "  " + attrs.joined(separator: ", "))))
            }
        }
        return lines
    }

    /// A diagnostic with its caret, coloured, and a pointer to the REPL command that fixes it.
    func formatted(_ diagnostic: Diagnostic, source: String) -> [String] {
        var d = diagnostic
        switch d.code {
        case "format.too-few-arguments": d.message += " — use :args"
        case "index.out-of-range" where d.key == "agreeWithArgument": d.message += " — use :args"
        case "index.out-of-range": d.message += " — use :concept"
        case "index.not-a-person": d.message += " — use :concept N term …"
        default: break
        }
        var lines = d.formatted(source: source).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard colors.enabled, !lines.isEmpty else { return lines }
        let label = d.severity.rawValue + ":"
        let paint: (String) -> String = d.severity == .error ? colors.error : d.severity == .warning ? colors.warning : colors.note
        if lines[0].hasPrefix(label) { lines[0] = paint(label) + lines[0].dropFirst(label.count) }
        for i in lines.indices where lines[i].hasSuffix("^") && lines[i].hasPrefix("   | ") {
            lines[i] = String(lines[i].dropLast()) + paint("^")
        }
        return lines
    }
}
