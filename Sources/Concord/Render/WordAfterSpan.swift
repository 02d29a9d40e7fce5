/// A word written right after an `inflect: true` span that would agree with the span if it were inside it.
///
/// Apple's markup agrees the words of a span and nothing else: `^[%lld file](inflect: true) was deleted` with 3 is
/// *3 files was deleted*, and nothing in the output says why *was* stayed. Whether a word outside would have agreed
/// is asked of the engine itself — the same request with the span widened over the word — so every language's own
/// rules decide (a verb, a participle, an adjective after its noun), and no list of words is kept here.
public struct WordAfterSpan: Hashable, Sendable {
    /// The span as written: `^[%lld file](inflect: true)`.
    public var span: String
    /// The first word after it that would agree inside it, as written: `was`.
    public var word: String
    /// The word as it renders inside the widened span: `were`.
    public var agreeing: String
    /// The span widened over the word and the words after it that would agree too: `^[%lld file was](inflect: true)`.
    public var widenedSpan: String
    /// What the request renders with ``widenedSpan``: *3 files were deleted*.
    public var widenedText: String
    /// Where the word starts in the markup, in characters.
    public var offset: Int

    /// One line for a trace note or a lint finding.
    public var message: String {
        "'\(word)' comes after the span and does not agree with it; inside the span it would be '\(agreeing)'"
    }

    /// What to write instead.
    public var hint: String { "widen the span: \(widenedSpan) renders '\(widenedText)'" }

    /// The spans of `parsed` that ``find(in:parsed:spans:lexicon:rendering:engine:)`` asks about: those not inside
    /// another span, not in the reference form, with `inflect: true`, less those whose words the bytes show cannot
    /// agree (nothing after the span, or words `lexicon` does not know as a verb or an adjective, up to one it does
    /// not know at all): most spans are ruled out here, before the markup is read character by character.
    static func spansToAsk(in parsed: ParsedMarkup, lexicon: Lexicon?) -> [SpanInfo] {
        let asked = parsed.spans.filter { $0.parent == nil && !$0.isReference && $0.attributes.inflect == .automatic }
        guard !asked.isEmpty, let onBytes = wordsOnBytes(after: asked, in: parsed.source) else { return asked }
        return asked.indices.filter { mayAgree(onBytes[$0], lexicon: lexicon) }.map { asked[$0] }
    }

    /// The words after `spans` (``spansToAsk(in:lexicon:)``) that `engine` would agree inside them, given that
    /// `text()` is what `request` renders (asked only when a word is tried). Each span renders once more for each
    /// of the ``maximumWords`` words after it that `lexicon` knows as a verb or an adjective (none past punctuation
    /// or a word it does not know; ``maximumRenderings`` in all), so the hint widens the span over every word that
    /// would agree (*^[%lld file](inflect: true) è stato eliminato* → *^[%lld file è stato eliminato](inflect: true)*).
    static func find(in request: RenderRequest, parsed: ParsedMarkup, spans: [SpanInfo], lexicon: Lexicon?,
                     rendering text: () -> String, engine: ConcordEngine) -> [WordAfterSpan] {
        var rendered: String? = nil
        var found: [WordAfterSpan] = []
        var renders = 0
        let markup = parsed.source
        // Where the last span read starts, as an index and a character offset: spans are read in the order they are
        // written, so finding each one's place walks the markup once.
        var cursor = (index: markup.startIndex, offset: 0)
        spans: for span in spans {
            if span.location.offset < cursor.offset { cursor = (markup.startIndex, 0) }
            guard let start = markup.index(cursor.index, offsetBy: span.location.offset - cursor.offset, limitedBy: markup.endIndex)
            else { continue }
            cursor = (start, span.location.offset)
            guard let after = WordsAfter(span, at: start, in: markup) else { continue }
            var previous: String? = nil // the text with the span widened over the words tried so far
            var finding: WordAfterSpan? = nil
            wordsAfterSpan: for n in after.words.indices {
                let word = after.words[n]
                switch trial(of: word, lexicon: lexicon) {
                case .endsThePhrase: break wordsAfterSpan
                case .passedOver: continue
                case .tried: break
                }
                // A bounded number of renderings: a string of a thousand spans costs a few renderings more, not
                // four thousand.
                if renders == maximumRenderings {
                    if let finding { found.append(finding) }
                    break spans
                }
                renders += 1
                let widened = after.widened(over: n + 1, in: markup)
                var asked = request
                asked.markup = widened.markup
                asked.recordsTrace = true // the rule that changed the word tells what the engine took it for
                asked.asksAboutWordsAfterSpans = false
                let rendering = engine.render(asked, includingRuns: false)
                let other = rendering.text
                let base = rendered ?? text()
                rendered = base
                // A word that stays as it is (*été* in *a été supprimé*) may stand before one that agrees.
                if let agreeing = changedWord(word, from: previous ?? base, to: other),
                   agrees(word, as: agreeing, trace: rendering.trace, lexicon: lexicon) {
                    if finding == nil {
                        finding = WordAfterSpan(span: span.source, word: word, agreeing: agreeing, widenedSpan: widened.span,
                                                widenedText: other, offset: after.offsets[n])
                    } else {
                        finding?.widenedSpan = widened.span
                        finding?.widenedText = other
                    }
                }
                previous = other
            }
            if let finding { found.append(finding) }
        }
        return found
    }

    /// What the bytes tell of the words after a span.
    enum WordsOnBytes: Equatable {
        /// No space and word follow the span.
        case nothing
        /// These ASCII words follow it, each after one space (up to ``maximumWords``); `thenOthers` when a word
        /// with other letters follows them.
        case words([String], thenOthers: Bool)
    }

    /// Whether a word of `known` may be tried, as ``find(in:parsed:spans:lexicon:rendering:engine:)`` tries them:
    /// it stops at a word the lexicon does not know and tries one it knows as a verb or an adjective; words the
    /// bytes could not read may be tried.
    static func mayAgree(_ known: WordsOnBytes, lexicon: Lexicon?) -> Bool {
        guard case .words(let words, let thenOthers) = known else { return false }
        for word in words {
            switch trial(of: word, lexicon: lexicon) {
            case .endsThePhrase: return false
            case .passedOver: continue
            case .tried: return true
            }
        }
        return thenOthers
    }

    /// What is done with a word after a span, by what the lexicon knows of it.
    enum Trial {
        /// A word the lexicon does not know at all (a preposition, a determiner: *to your order*) ends the phrase.
        case endsThePhrase
        /// A word it knows, but not as a verb or an adjective (*non*, *não*), cannot agree and is passed over.
        case passedOver
        /// A verb or an adjective (or any word, without a lexicon) is tried: a rendering with the span over it.
        case tried
    }

    /// The trial of `word`: so most spans render no more than once, many not at all.
    static func trial(of word: String, lexicon: Lexicon?) -> Trial {
        guard let lexicon else { return .tried }
        let readings = lexicon.readings(of: word)
        if readings.isEmpty { return .endsThePhrase }
        return readings.contains(where: { $0.entry.isVerb || $0.entry.isAdjective }) ? .tried : .passedOver
    }

    /// The words after each of `spans` (spans not inside one another, in the order they are written), read on the
    /// markup's bytes in one pass; nil when a character of the markup is not one scalar below U+0300 (the bytes do
    /// not then tell where the spans' character offsets are).
    static func wordsOnBytes(after spans: [SpanInfo], in markup: String) -> [WordsOnBytes]? {
        var markup = markup
        return markup.withUTF8 { b -> [WordsOnBytes]? in
            guard ValueToken.charactersAreScalars(b) else { return nil }
            var out: [WordsOnBytes] = []
            out.reserveCapacity(spans.count)
            var k = 0 // a byte offset…
            var c = 0 // …and the character offset it is at
            for span in spans {
                let end = span.location.offset + span.source.utf8.reduce(0) { $1 & 0xC0 != 0x80 ? $0 + 1 : $0 }
                while k < b.count, c < end {
                    k += 1
                    while k < b.count, b[k] & 0xC0 == 0x80 { k += 1 }
                    c += 1
                }
                // A span not in the order written (which the parser does not give) is left to the characters.
                if c > end { out.append(.words([], thenOthers: true)); continue }
                guard c == end else { out.append(.nothing); continue }
                var words: [String] = []
                var thenOthers = false
                var e = k
                while words.count < maximumWords, e + 1 < b.count, b[e] == 0x20 {
                    let start = e + 1
                    e = start
                    while e < b.count {
                        let x = b[e]
                        if x >= 0x80 { thenOthers = true; break }
                        guard (x | 0x20 >= 0x61 && x | 0x20 <= 0x7A) || x == 0x27 || x == 0x2D else { break }
                        e += 1
                    }
                    if thenOthers || e == start { break }
                    words.append(String(decoding: UnsafeBufferPointer(rebasing: b[start..<e]), as: UTF8.self))
                }
                out.append(words.isEmpty && !thenOthers ? .nothing : .words(words, thenOthers: thenOthers))
            }
            return out
        }
    }

    /// How many words after a span are asked about, one render each.
    static let maximumWords = 4

    /// How many renderings one request may add, over all its spans: the spans after the first of them that
    /// reach it are not asked about.
    static let maximumRenderings = 16

    /// The words that follow a span, each after one space, up to ``maximumWords`` (fewer at punctuation, an
    /// argument or the end), and how to write the span widened over them.
    struct WordsAfter {
        /// The words, as written.
        var words: [String] = []
        /// Where each word starts in the markup, in characters.
        var offsets: [Int] = []
        /// Where each word ends in the markup.
        var ends: [String.Index] = []
        /// Where the span starts in the markup.
        var spanStart: String.Index
        /// The span's text (between `^[` and `]`) and its attribute part (from `]`).
        var inner: Substring
        var attributePart: Substring

        /// The words after `span`, which starts at `start` in `markup`; nil when the span is not written there, or
        /// is not followed by one space and a word.
        init?(_ span: SpanInfo, at start: String.Index, in markup: String) {
            let source = span.source.utf8
            // The span is `^[` + text + `](` + body + `)`: its attribute part is the body's bytes and three more.
            let suffixBytes = span.body.utf8.count + 3
            guard source.count >= suffixBytes + 2, markup[start...].utf8.starts(with: source) else { return nil }
            let attributeStart = source.index(source.endIndex, offsetBy: -suffixBytes)
            guard source[attributeStart] == UInt8(ascii: "]") else { return nil }
            spanStart = start
            inner = span.source[source.index(source.startIndex, offsetBy: 2)..<attributeStart]
            attributePart = span.source[attributeStart...]
            var i = markup.utf8.index(start, offsetBy: source.count)
            var offset = span.location.offset + span.source.count
            while words.count < WordAfterSpan.maximumWords, i < markup.endIndex, markup[i] == " " {
                let wordStart = markup.index(after: i)
                var wordEnd = wordStart
                var length = 0
                while wordEnd < markup.endIndex, WordAfterSpan.isWordCharacter(markup[wordEnd]) {
                    wordEnd = markup.index(after: wordEnd)
                    length += 1
                }
                guard length > 0 else { break }
                words.append(String(markup[wordStart..<wordEnd]))
                offsets.append(offset + 1)
                ends.append(wordEnd)
                offset += 1 + length
                i = wordEnd
            }
            if words.isEmpty { return nil }
        }

        /// The markup with the span widened over its first `n` words, and the widened span.
        func widened(over n: Int, in markup: String) -> (markup: String, span: String) {
            let span = "^[" + inner + " " + words[..<n].joined(separator: " ") + attributePart
            return (String(markup[..<spanStart]) + span + String(markup[ends[n - 1]...]), span)
        }
    }

    /// Whether the engine changed `word` into `agreeing` as a word that agrees with the noun before it: by a rule
    /// for verbs, adjectives or participles, and a word the lexicon knows as one. Not by a rule for nouns, articles
    /// or demonstratives — a noun or a determiner after a span begins another phrase (*^[%lld cita](inflect: true)
    /// esta semana*: the engine, given *esta* inside the span, would make it *estas*) — nor for a word the lexicon
    /// does not know as a verb or adjective (its form was guessed: *nuits* → *nuites*), nor for a verb written as
    /// an infinitive or a participle (a German label's *Im Browser öffnen*, *2 Gläser reserviert*), which agrees
    /// with nothing.
    static func agrees(_ word: String, as agreeing: String, trace: [TraceEntry], lexicon: Lexicon?) -> Bool {
        guard let change = trace.first(where: { $0.input == word && $0.output == agreeing }) else { return false }
        let kind = change.rule.split(separator: ".").dropFirst().first
        guard kind == "verb" || kind == "adjective" || kind == "participle" else { return false }
        guard let lexicon else { return true }
        let readings = lexicon.readings(of: word)
        if kind == "verb" {
            return readings.contains { $0.entry.isVerb }
                && !readings.contains { $0.entry.isVerb && $0.slots.contains(where: nonFiniteSlots.contains) }
        }
        return readings.contains { $0.entry.isAdjective || $0.entry.isVerb }
    }

    /// The lexicon's slots of a verb's forms that agree with no subject: the infinitive (the lemma), participles,
    /// the gerund.
    static let nonFiniteSlots: Set<String> = ["lemma", "pp", "pastpart", "ing"]

    /// A letter, or an apostrophe or hyphen inside a word (*l’*, *e-mail*).
    static func isWordCharacter(_ c: Character) -> Bool { c.isLetter || c == "'" || c == "’" || c == "-" }

    /// The form `word` takes in `widened` where it stood in `original`, when the two texts differ in that word
    /// alone (split at spaces: the same number of pieces, one piece different, which starts with `word`); nil
    /// otherwise — a widened span that changed other words too says nothing clear about this one.
    static func changedWord(_ word: String, from original: String, to widened: String) -> String? {
        guard original != widened else { return nil }
        let before = original.split(separator: " ", omittingEmptySubsequences: false)
        let after = widened.split(separator: " ", omittingEmptySubsequences: false)
        guard before.count == after.count else { return nil }
        var differing: Int? = nil
        for i in before.indices where before[i] != after[i] {
            guard differing == nil else { return nil }
            differing = i
        }
        guard let i = differing, before[i].hasPrefix(word) else { return nil }
        // What follows the word in its piece (a comma, a full stop) stays after its new form.
        let tail = before[i].dropFirst(word.count)
        guard after[i].hasSuffix(tail) else { return nil }
        let agreeing = String(after[i].dropLast(tail.count))
        return agreeing.isEmpty ? nil : agreeing
    }
}

extension ConcordEngine {
    /// Adds to `trace` a note for each word after an `inflect: true` span that would agree inside it (why *was*
    /// stayed in *3 files was deleted*). Only a traced request pays for it: each such span renders once more.
    func noteWordsAfterSpans(_ request: RenderRequest, parsed: ParsedMarkup, text: () -> String, in trace: inout [TraceEntry]) {
        let lexicon = LanguageRegistry.grammar(for: request.locale.language).map { lexicons.lexicon(for: $0.languageCode) }
        let spans = WordAfterSpan.spansToAsk(in: parsed, lexicon: lexicon)
        if spans.isEmpty { return }
        for found in WordAfterSpan.find(in: request, parsed: parsed, spans: spans, lexicon: lexicon, rendering: text, engine: self) {
            trace.append(TraceEntry(span: found.span, attribute: InflectionMode.automatic.description,
                                    rule: "engine.note.word-after-span", input: found.word, output: found.word,
                                    note: found.message + " — " + found.hint))
        }
    }
}
