/// The runs a template yields whatever its arguments, worked out once per template: the markup tree flattened
/// into literal runs (text and code), one run per format specifier — holding the specifier as written until an
/// argument is bound to it — and one empty run for each span that holds nothing else, so text it gains has a place.
/// Binding then only replaces the specifiers' runs.
struct RunPlan: Sendable {
    /// Every run in reading order; a specifier's run is its unbound form.
    let runs: [BoundRun]
    /// The index in ``runs`` of each format specifier's run, in the order of ``ParsedMarkup/formatSpecifiers``.
    let specifierRuns: [Int]

    init(_ parsed: ParsedMarkup) {
        var walker = Walker()
        walker.runs.reserveCapacity(2 * parsed.formatSpecifiers.count + parsed.spans.count + 2) // text around each specifier
        walker.walk(parsed.nodes, path: [], style: RunStyle())
        runs = walker.runs
        specifierRuns = walker.specifierRuns
    }

    /// Flattens the markup tree. A struct rather than a nested function, so that its state is not boxed.
    private struct Walker {
        var runs: [BoundRun] = []
        var specifierRuns: [Int] = []

        mutating func walk(_ nodes: [MarkupNode], path: [Int], style: RunStyle) {
            for node in nodes {
                switch node {
                case .text(let t, _):
                    runs.append(BoundRun(text: t, spanPath: path, style: style))
                case .code(let t, _):
                    var s = style
                    s.code = true
                    runs.append(BoundRun(text: t, spanPath: path, style: s))
                case .format(let spec):
                    specifierRuns.append(runs.count)
                    runs.append(BoundRun(text: spec.text, spanPath: path, style: style, isUnboundSpecifier: true))
                case .span(let id, let children):
                    let before = runs.count
                    var inner = path
                    inner.append(id)
                    walk(children, path: inner, style: style)
                    if runs.count == before { runs.append(BoundRun(text: "", spanPath: inner, style: style)) }
                case .emphasis(let children):
                    var s = style
                    s.emphasis = true
                    walk(children, path: path, style: s)
                case .strong(let children):
                    var s = style
                    s.strong = true
                    walk(children, path: path, style: s)
                case .link(let destination, let children):
                    var s = style
                    s.link = destination
                    walk(children, path: path, style: s)
                }
            }
        }
    }
}
