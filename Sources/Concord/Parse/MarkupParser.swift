import Foundation

/// Parses Apple's Markdown extension: `^[text](attributes)` spans (nested, reference form `^[text][label]` with
/// `^[label]: attributes` lines), inline Markdown (`*em*`, `**strong**`, inline code between backticks, `[link](url)`),
/// backslash escapes and printf format specifiers. Malformed input never throws: incomplete spans stay literal
/// text, as in swift-cmark, and rejected attribute bodies become diagnostics.
public struct MarkupParser {
    /// The deepest span nesting accepted.
    public static let maximumSpanDepth = 32
    /// The deepest parenthesis nesting inside an attribute body (swift-cmark's limit).
    public static let maximumParenthesisDepth = 32

    private let chars: [Character]
    /// The markup's UTF-8 bytes, and where each character starts in them (one more entry: the end): the text of
    /// a range of characters is copied from its bytes, not rebuilt character by character.
    private let bytes: [UInt8]
    private let byteOffsets: [Int]
    /// The markup's lines, found once: every span is placed by a binary search, not a scan from the start.
    private let lines: LazySourceLines
    private var spans: [SpanInfo] = []
    private var diagnostics: [Diagnostic] = []
    private var references: [String: (start: Int, end: Int)] = [:]
    private let extendedAttributes: Bool

    /// Parses `markup`. With `extendedAttributes: false` (used for `inflectionAlternative` text) `^[…]` is
    /// not interpreted.
    public static func parse(_ markup: String, extendedAttributes: Bool = true) -> ParsedMarkup {
        plainText(markup) ?? parseInFull(markup, extendedAttributes: extendedAttributes)
    }

    /// Markup in which nothing can start a span, a specifier, an escape, code or emphasis — no `\`, backquote,
    /// `%`, `^`, `[`, `*` or `_` among its bytes, and no U+1FEF (Greek varia, which Swift compares equal to a
    /// backquote) — is one text node, as ``parseInFull(_:extendedAttributes:)`` would find it: read without the
    /// character and offset arrays the parser builds (half of a catalog's values are plain text like this).
    static func plainText(_ markup: String) -> ParsedMarkup? {
        var bytes = markup.utf8.makeIterator()
        var previous: (UInt8, UInt8) = (0, 0)
        while let b = bytes.next() {
            switch b {
            case UInt8(ascii: "\\"), UInt8(ascii: "`"), UInt8(ascii: "%"), UInt8(ascii: "^"), UInt8(ascii: "["),
                 UInt8(ascii: "*"), UInt8(ascii: "_"):
                return nil
            case 0xAF where previous == (0xE1, 0xBF): // U+1FEF
                return nil
            default:
                previous = (previous.1, b)
            }
        }
        return ParsedMarkup(source: markup, nodes: markup.isEmpty ? [] : [.text(markup, offset: 0)], spans: [], diagnostics: [])
    }

    /// Parses `markup` with the whole parser (``parse(_:extendedAttributes:)`` takes plain text a shorter way).
    static func parseInFull(_ markup: String, extendedAttributes: Bool = true) -> ParsedMarkup {
        let bytes = Array(markup.utf8)
        // ASCII without a carriage return (most markup) is one character per byte: its characters and their
        // offsets are read off the bytes, not found by walking grapheme clusters (a hundred instructions a byte).
        let simple = !bytes.contains { $0 >= 0x80 || $0 == 0x0D }
        let chars = simple ? bytes.map { Character(Unicode.Scalar($0)) } : Array(markup)
        var parser = MarkupParser(chars: chars, bytes: bytes, byteOffsets: simple ? Array(0...bytes.count) : chars.utf8Offsets,
                                  lines: LazySourceLines(markup), extendedAttributes: extendedAttributes)
        let nodes = parser.parseDocument()
        var diagnostics = parser.diagnostics
        if extendedAttributes, !parser.everyCaretStartsASpan() {
            diagnostics += UnclosedSpans.diagnostics(in: chars, spans: parser.spans, reported: diagnostics)
        }
        return ParsedMarkup(source: markup, nodes: nodes, spans: parser.spans, diagnostics: diagnostics)
    }

    private init(chars: [Character], bytes: [UInt8], byteOffsets: [Int], lines: LazySourceLines, extendedAttributes: Bool) {
        self.chars = chars
        self.bytes = bytes
        self.byteOffsets = byteOffsets
        self.lines = lines
        self.extendedAttributes = extendedAttributes
    }

    private func location(_ offset: Int) -> SourceLocation { lines.location(offset) }

    /// Whether every `^` of the markup starts a span that was found: then no `^[` is left unclosed and the scan
    /// for them (``UnclosedSpans``) has nothing to say. A character equal to `^` is the one byte `^` (no other
    /// character is canonically equivalent to it), so the bytes tell.
    private func everyCaretStartsASpan() -> Bool {
        var caretCharacters = 0
        for byte in bytes where byte == UInt8(ascii: "^") { caretCharacters += 1 }
        guard caretCharacters == spans.count else { return false }
        for span in spans {
            let p = span.location.offset
            guard p < chars.count, byteOffsets[p + 1] - byteOffsets[p] == 1, bytes[byteOffsets[p]] == UInt8(ascii: "^") else {
                return false
            }
        }
        return true
    }

    /// `String(chars[range])`, copied from the markup's bytes (faster than `chars.text(range)`, which counts
    /// each character's bytes first).
    private func text(_ range: Range<Int>) -> String {
        bytes.withUnsafeBufferPointer {
            String(decoding: UnsafeBufferPointer(rebasing: $0[byteOffsets[range.lowerBound]..<byteOffsets[range.upperBound]]),
                   as: UTF8.self)
        }
    }

    /// Whether character `i` is the ASCII character `ascii`, read off the bytes: a character is one ASCII byte
    /// exactly when it is that character (a Character comparison costs a string comparison, and the scans
    /// below make several per character of the markup). Not for the backquote, which U+1FEF equals
    /// (``isBackquote(_:)``).
    @inline(__always)
    private func isASCII(_ i: Int, _ ascii: Unicode.Scalar) -> Bool {
        byteOffsets[i + 1] - byteOffsets[i] == 1 && bytes[byteOffsets[i]] == UInt8(ascii: ascii)
    }

    /// Whether character `i` equals a backquote: the byte itself, or U+1FEF (Greek varia), which Swift compares
    /// equal to it (canonically equivalent).
    @inline(__always)
    private func isBackquote(_ i: Int) -> Bool {
        let start = byteOffsets[i], length = byteOffsets[i + 1] - start
        if length == 1 { return bytes[start] == UInt8(ascii: "`") }
        return length == 3 && bytes[start] == 0xE1 && bytes[start + 1] == 0xBF && bytes[start + 2] == 0xAF
    }

    // MARK: Reference definitions

    private mutating func parseDocument() -> [MarkupNode] {
        // Lines `^[label]: body` define references and are removed from the text.
        var ranges: [(start: Int, end: Int)] = []
        var lineStart = 0
        var contentStart = 0
        while lineStart <= chars.count {
            var lineEnd = lineStart
            while lineEnd < chars.count, !isASCII(lineEnd, "\n") { lineEnd += 1 }
            if extendedAttributes, let def = referenceDefinition(lineStart, lineEnd) {
                references[def.label] = (def.bodyStart, def.bodyEnd)
                // The line break before a definition line belongs to the definition.
                let end = lineStart > contentStart && chars[lineStart - 1] == "\n" ? lineStart - 1 : lineStart
                if end > contentStart { ranges.append((contentStart, end)) }
                contentStart = min(lineEnd + 1, chars.count)
            }
            if lineEnd >= chars.count { break }
            lineStart = lineEnd + 1
        }
        if contentStart < chars.count { ranges.append((contentStart, chars.count)) }
        var nodes: [MarkupNode] = []
        for range in ranges {
            nodes += parseInline(range.start, range.end, parent: nil, depth: 0)
        }
        return nodes
    }

    private func referenceDefinition(_ start: Int, _ end: Int) -> (label: String, bodyStart: Int, bodyEnd: Int)? {
        var i = start
        while i < end, chars[i] == " " { i += 1 }
        guard i + 1 < end, chars[i] == "^", chars[i + 1] == "[" else { return nil }
        var j = i + 2
        while j < end, !isASCII(j, "]") { j += 1 }
        guard j + 1 < end, chars[j + 1] == ":", j > i + 2 else { return nil }
        let label = text((i + 2)..<j).lowercasedFast()
        var bodyStart = j + 2
        while bodyStart < end, chars[bodyStart] == " " || chars[bodyStart] == "\t" { bodyStart += 1 }
        var bodyEnd = end
        while bodyEnd > bodyStart, chars[bodyEnd - 1].isWhitespace { bodyEnd -= 1 }
        return (label, bodyStart, bodyEnd)
    }

    // MARK: Inline content

    private enum Item {
        case node(MarkupNode)
        case delimiter(char: Character, count: Int, canOpen: Bool, canClose: Bool, offset: Int)
    }

    private static func isASCIIPunctuation(_ c: Character) -> Bool {
        guard c.isASCII, let v = c.asciiValue else { return false }
        return (33...47).contains(v) || (58...64).contains(v) || (91...96).contains(v) || (123...126).contains(v)
    }

    private mutating func parseInline(_ lo: Int, _ hi: Int, parent: Int?, depth: Int) -> [MarkupNode] {
        var items: [Item] = []
        var buffer = ""
        var bufferStart = lo
        // Plain characters are taken as a run, from `pending` to the current position, and their text copied
        // at once when something else comes (character by character, appending cost a hundred instructions each).
        var pending = -1
        func commit(_ at: Int) {
            guard pending >= 0 else { return }
            buffer += text(pending..<at)
            pending = -1
        }
        func bufferIsEmpty() -> Bool { buffer.isEmpty && pending < 0 }
        func flush(_ at: Int) {
            commit(at)
            if !buffer.isEmpty { items.append(.node(.text(buffer, offset: bufferStart))) }
            buffer = ""
            bufferStart = at
        }
        var p = lo
        while p < hi {
            // A character of one ASCII byte other than those that start something below is plain text; any
            // other character is compared below (a character of several bytes can equal one of them).
            if byteOffsets[p + 1] - byteOffsets[p] == 1 {
                switch bytes[byteOffsets[p]] {
                case UInt8(ascii: "\\"), UInt8(ascii: "`"), UInt8(ascii: "%"), UInt8(ascii: "^"), UInt8(ascii: "["),
                     UInt8(ascii: "*"), UInt8(ascii: "_"):
                    break
                default:
                    if bufferIsEmpty() { bufferStart = p }
                    if pending < 0 { pending = p }
                    p += 1
                    continue
                }
            }
            let c = chars[p]
            if c == "\\", p + 1 < hi, Self.isASCIIPunctuation(chars[p + 1]) {
                if bufferIsEmpty() { bufferStart = p }
                commit(p)
                buffer.append(chars[p + 1])
                p += 2
                continue
            }
            if c == "`" {
                let n = backtickRun(at: p, hi: hi)
                if let close = closingBackticks(from: p + n, count: n, hi: hi) {
                    flush(p)
                    var code = text((p + n)..<close)
                    if code.count >= 2, code.first == " ", code.last == " ", code.contains(where: { $0 != " " }) {
                        code = String(code.dropFirst().dropLast())
                    }
                    items.append(.node(.code(code, offset: p + n)))
                    p = close + n
                    bufferStart = p
                } else {
                    if bufferIsEmpty() { bufferStart = p }
                    commit(p)
                    buffer += String(repeating: "`", count: n)
                    p += n
                }
                continue
            }
            if c == "%" {
                if p + 1 < hi, chars[p + 1] == "%" {
                    if bufferIsEmpty() { bufferStart = p }
                    commit(p)
                    commit(p)
                buffer.append("%")
                    p += 2
                    continue
                }
                if let spec = FormatSpecifier.parse(chars, at: p, end: hi) {
                    flush(p)
                    items.append(.node(.format(spec)))
                    p += spec.text.count
                    bufferStart = p
                    continue
                }
                diagnostics.append(Diagnostic(.warning, code: "format.literal-percent",
                                              "'%' does not start a format specifier here and is kept as text",
                                              hint: "write %% for a literal percent sign", location: location(p)))
                if bufferIsEmpty() { bufferStart = p }
                commit(p)
                buffer.append("%")
                p += 1
                continue
            }
            if extendedAttributes, c == "^", p + 1 < hi, chars[p + 1] == "[" {
                if let (node, next) = attributeSpan(at: p, hi: hi, parent: parent, depth: depth) {
                    flush(p)
                    items.append(.node(node))
                    p = next
                    bufferStart = p
                    continue
                }
                if bufferIsEmpty() { bufferStart = p }
                commit(p)
                buffer += "^["
                p += 2
                continue
            }
            if c == "[", !(p > lo && chars[p - 1] == "!") {
                if let (node, next) = link(at: p, hi: hi, parent: parent, depth: depth) {
                    flush(p)
                    items.append(.node(node))
                    p = next
                    bufferStart = p
                    continue
                }
            }
            if c == "*" || c == "_" {
                var n = 0
                while p + n < hi, chars[p + n] == c { n += 1 }
                let before: Character? = p > lo ? chars[p - 1] : nil
                let after: Character? = p + n < hi ? chars[p + n] : nil
                let (left, right) = flanking(before: before, after: after)
                var canOpen = left, canClose = right
                if c == "_" {
                    canOpen = left && (!right || before.map(isPunctuation) == true)
                    canClose = right && (!left || after.map(isPunctuation) == true)
                }
                flush(p)
                items.append(.delimiter(char: c, count: n, canOpen: canOpen, canClose: canClose, offset: p))
                p += n
                bufferStart = p
                continue
            }
            if bufferIsEmpty() { bufferStart = p }
            if pending < 0 { pending = p }
            p += 1
        }
        flush(hi)
        return processEmphasis(items)
    }

    private func isPunctuation(_ c: Character) -> Bool { c.isPunctuation || c.isSymbol }

    private func flanking(before: Character?, after: Character?) -> (Bool, Bool) {
        let afterSpace = after.map(\.isWhitespace) ?? true
        let beforeSpace = before.map(\.isWhitespace) ?? true
        let afterPunct = after.map(isPunctuation) ?? false
        let beforePunct = before.map(isPunctuation) ?? false
        let left = !afterSpace && (!afterPunct || beforeSpace || beforePunct)
        let right = !beforeSpace && (!beforePunct || afterSpace || afterPunct)
        return (left, right)
    }

    private func processEmphasis(_ input: [Item]) -> [MarkupNode] {
        var items = input
        var closerIndex = 0
        while closerIndex < items.count {
            guard case .delimiter(let c, let count, _, let canClose, _) = items[closerIndex], canClose, count > 0 else {
                closerIndex += 1
                continue
            }
            var openerIndex = closerIndex - 1
            var found = false
            while openerIndex >= 0 {
                if case .delimiter(let oc, let ocount, let canOpen, _, _) = items[openerIndex], oc == c, canOpen, ocount > 0 {
                    found = true
                    break
                }
                openerIndex -= 1
            }
            guard found, case .delimiter(_, let ocount, let oOpen, let oClose, let oOffset) = items[openerIndex],
                  case .delimiter(_, _, let cOpen, _, let cOffset) = items[closerIndex] else {
                closerIndex += 1
                continue
            }
            let use = (ocount >= 2 && count >= 2) ? 2 : 1
            let inner = Array(items[(openerIndex + 1)..<closerIndex])
            let innerNodes = Self.nodes(from: inner)
            let wrapped: MarkupNode = use == 2 ? .strong(innerNodes) : .emphasis(innerNodes)
            let newOpener = Item.delimiter(char: c, count: ocount - use, canOpen: oOpen, canClose: oClose, offset: oOffset)
            let newCloser = Item.delimiter(char: c, count: count - use, canOpen: cOpen, canClose: canClose, offset: cOffset + use)
            items.replaceSubrange(openerIndex...closerIndex, with: [newOpener, .node(wrapped), newCloser])
            closerIndex = openerIndex + 2
        }
        return Self.nodes(from: items)
    }

    private static func nodes(from items: [Item]) -> [MarkupNode] {
        var out: [MarkupNode] = []
        for item in items {
            switch item {
            case .node(let n):
                if case .text(let t, let o) = n, case .text(let prev, let po)? = out.last {
                    out[out.count - 1] = .text(prev + t, offset: min(po, o))
                } else {
                    out.append(n)
                }
            case .delimiter(let c, let count, _, _, let offset):
                guard count > 0 else { continue }
                let t = String(repeating: c, count: count)
                if case .text(let prev, let po)? = out.last {
                    out[out.count - 1] = .text(prev + t, offset: po)
                } else {
                    out.append(.text(t, offset: offset))
                }
            }
        }
        return out
    }

    /// How many backticks stand in a row from `start`: a code span closes only on a run of the same length.
    private func backtickRun(at start: Int, hi: Int) -> Int {
        var n = 0
        while start + n < hi, chars[start + n] == "`" { n += 1 }
        return n
    }

    private func closingBackticks(from start: Int, count: Int, hi: Int) -> Int? {
        var i = start
        while i < hi {
            if chars[i] == "`" {
                let n = backtickRun(at: i, hi: hi)
                if n == count { return i }
                i += n
            } else {
                i += 1
            }
        }
        return nil
    }

    /// The index of the `]` matching the `[` at `open`, skipping escapes and code spans.
    private func closingBracket(from open: Int, hi: Int) -> Int? {
        var depth = 0
        var i = open
        while i < hi {
            if isASCII(i, "\\"), i + 1 < hi { i += 2; continue }
            if isBackquote(i) {
                let n = backtickRun(at: i, hi: hi)
                if let close = closingBackticks(from: i + n, count: n, hi: hi) { i = close + n; continue }
                i += n
                continue
            }
            if isASCII(i, "[") { depth += 1 }
            if isASCII(i, "]") {
                depth -= 1
                if depth == 0 { return i }
            }
            i += 1
        }
        return nil
    }

    /// The index of the `)` matching the `(` at `open`; nil past the nesting limit or without one.
    private func closingParenthesis(from open: Int, hi: Int) -> Int? {
        var depth = 0
        var i = open
        while i < hi {
            let c = chars[i]
            if c == "\\", i + 1 < hi, Self.isASCIIPunctuation(chars[i + 1]) { i += 2; continue }
            if c == "(" {
                depth += 1
                if depth > Self.maximumParenthesisDepth { return nil }
            }
            if c == ")" {
                depth -= 1
                if depth == 0 { return i }
            }
            i += 1
        }
        return nil
    }

    private mutating func attributeSpan(at p: Int, hi: Int, parent: Int?, depth: Int) -> (MarkupNode, Int)? {
        guard let close = closingBracket(from: p + 1, hi: hi) else { return nil }
        var bodyStart = 0, bodyEnd = 0, next = 0
        var isReference = false
        if close + 1 < hi, chars[close + 1] == "(" {
            guard let paren = closingParenthesis(from: close + 1, hi: hi) else { return nil }
            bodyStart = close + 2
            bodyEnd = paren
            next = paren + 1
        } else if close + 1 < hi, chars[close + 1] == "[" {
            var j = close + 2
            while j < hi, chars[j] != "]" { j += 1 }
            guard j < hi, let def = references[text((close + 2)..<j).lowercasedFast()] else { return nil }
            bodyStart = def.start
            bodyEnd = def.end
            next = j + 1
            isReference = true
        } else if let def = references[text((p + 2)..<close).lowercasedFast()], close + 1 >= hi || chars[close + 1] != ":" {
            // `^[label]` alone uses the definition of its own text, as CommonMark's shortcut references do.
            bodyStart = def.start
            bodyEnd = def.end
            next = close + 1
            isReference = true
        } else {
            return nil
        }
        let id = spans.count
        let source = text(p..<next)
        if depth >= Self.maximumSpanDepth {
            diagnostics.append(Diagnostic(.error, code: "markup.depth",
                                          "spans are nested more than \(Self.maximumSpanDepth) levels deep; this span is kept as text",
                                          hint: "flatten the nesting", location: location(p), span: source))
            return nil
        }
        spans.append(SpanInfo(id: id, parent: parent, depth: depth, source: source, location: location(p),
                              body: text(bodyStart..<bodyEnd), attributes: SpanAttributes(),
                              isReference: isReference))
        let children = parseInline(p + 2, close, parent: id, depth: depth + 1)
        do {
            spans[id].attributes = try AttributeDecoder.decode(chars, start: bodyStart, end: bodyEnd)
            for custom in spans[id].attributes.custom {
                diagnostics.append(AttributeSuggestions.customAttribute(
                    custom, location: location(spans[id].attributes.keyOffsets[custom.key] ?? bodyStart), span: source))
            }
        } catch let failure as AttributeDecoder.Failure {
            let key = failure.key.map { " (key '\($0)')" } ?? ""
            diagnostics.append(Diagnostic(.error, code: failure.code ?? "markup.attributes",
                                          "span \(source) was not inflected\(key): \(failure.message)",
                                          hint: failure.hint, location: location(failure.offset), span: source,
                                          key: failure.key))
        } catch {}
        return (.span(id, children), next)
    }

    private mutating func link(at p: Int, hi: Int, parent: Int?, depth: Int) -> (MarkupNode, Int)? {
        guard let close = closingBracket(from: p, hi: hi), close + 1 < hi, chars[close + 1] == "(",
              let paren = closingParenthesis(from: close + 1, hi: hi) else { return nil }
        let destination = text((close + 2)..<paren).trimmingCharacters(in: .whitespaces)
        guard !destination.contains(" ") || destination.hasPrefix("<") else { return nil }
        let children = parseInline(p + 1, close, parent: parent, depth: depth)
        return (.link(destination: destination, children), paren + 1)
    }
}

extension MarkupParser {
    /// The text of inline markup with the Markdown removed (used for `inflectionAlternative`, whose value is
    /// parsed with extended attributes off, as Apple does).
    public static func plainText(of markup: String) -> String {
        func flatten(_ nodes: [MarkupNode]) -> String {
            nodes.map { node -> String in
                switch node {
                case .text(let t, _), .code(let t, _): return t
                case .format(let f): return f.text
                case .span(_, let c), .emphasis(let c), .strong(let c), .link(_, let c): return flatten(c)
                }
            }.joined()
        }
        return flatten(parse(markup, extendedAttributes: false).nodes)
    }
}
