import Foundation

/// A language's pronouns, each form with the slot it fills (person, number, gender, case, determination,
/// pronoun type). Forms may repeat with different slots (English *her*: accusative and dependent genitive).
public struct PronounTable: Sendable {
    /// Every form with the slot it fills, in the order given, which is the order of a form's readings (``slots(of:)``).
    public var entries: [InflectionMorphology.Pronoun] {
        didSet { slotsByForm = WordTable(Self.slots(of: entries)) }
    }
    /// The slots of each lower-cased form, in the order of `entries`: a look-up without lower-casing every entry,
    /// and without building the list on each look-up. A ``WordTable``: every span's words are looked up, and a
    /// dictionary hashed each (about 860 instructions a word).
    private var slotsByForm: WordTable<[InflectionMorphology]>

    /// A table of these forms and slots, in this order.
    public init(_ entries: [InflectionMorphology.Pronoun]) {
        self.entries = entries
        slotsByForm = WordTable(Self.slots(of: entries))
    }

    private static func slots(of entries: [InflectionMorphology.Pronoun]) -> [String: [InflectionMorphology]] {
        var result: [String: [InflectionMorphology]] = [:]
        for e in entries { result[e.pronoun.lowercasedFast(), default: []].append(e.morphology) }
        return result
    }

    /// Builds a table from `form: features` lines written as in markup, e.g.
    /// `("her", "grammaticalPerson: third, number: one, grammaticalGender: feminine, grammaticalCase: accusative")`.
    public init(_ rows: [(String, String)]) {
        let entries = rows.map { form, spec in
            var m = InflectionMorphology()
            for pair in spec.split(separator: ",") {
                let kv = pair.split(separator: ":").map(Self.trimmingWhitespace)
                if kv.count == 2 { try? m.set(markupKey: kv[0], value: kv[1]) }
            }
            return InflectionMorphology.Pronoun(pronoun: form, morphology: m)
        }
        self.init(entries)
    }

    /// `text` without the white space around it: what `trimmingCharacters(in: .whitespaces)` trims (a space
    /// separator, a tab, and U+200B, which Foundation's set still holds), worked out on its scalars. Each
    /// language's table is read from a few hundred of these the first time it is used, where Foundation's trimming
    /// cost a millisecond and more per language.
    static func trimmingWhitespace(_ text: Substring) -> String {
        func isWhitespace(_ s: Unicode.Scalar) -> Bool {
            s == "\t" || s == "\u{200B}" || s.properties.generalCategory == .spaceSeparator
        }
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !isWhitespace($0) }),
              let last = scalars.lastIndex(where: { !isWhitespace($0) }) else { return "" }
        return String(scalars[first...last])
    }

    /// The slots `word` fills (any casing).
    public func slots(of word: String) -> [InflectionMorphology] {
        slotsByForm[word.lowercasedFast()] ?? []
    }

    /// Whether `word` is one of the table's pronouns.
    public func contains(_ word: String) -> Bool { slotsByForm[word.lowercasedFast()] != nil }

    /// Whether `word`, already lower-cased (``String/lowercasedFast()``), is one of the table's pronouns: a caller
    /// that lower-cased the word for other look-ups does not lower-case it again.
    func contains(lowercased word: String) -> Bool { slotsByForm[word] != nil }

    /// The form that best fills `slot` among `candidates`: every feature the candidate sets must agree with
    /// the slot where the slot sets it too; the candidate matching most features wins (ties: first listed).
    public static func bestForm(for slot: InflectionMorphology,
                                among candidates: [InflectionMorphology.Pronoun]) -> InflectionMorphology.Pronoun? {
        var best: (score: Int, pronoun: InflectionMorphology.Pronoun)?
        for c in candidates {
            guard let score = matchScore(slot: slot, candidate: c.morphology) else { continue }
            if best == nil || score > best!.score { best = (score, c) }
        }
        return best?.pronoun
    }

    /// nil when the candidate contradicts the slot; otherwise the number of shared features minus the
    /// number of features the candidate leaves open that the slot sets.
    static func matchScore(slot: InflectionMorphology, candidate: InflectionMorphology) -> Int? {
        var score = 0
        func cmp<T: Equatable>(_ a: T?, _ b: T?, weight: Int = 2) -> Bool {
            switch (a, b) {
            case let (x?, y?):
                if x == y { score += weight; return true }
                return false
            case (nil, _?): score -= 1; return true     // candidate more specific than the slot
            case (_?, nil): score -= 1; return true     // candidate leaves open what the slot sets
            default: return true
            }
        }
        // Reflexive vs personal is decisive; possessive determination too.
        let slotType = slot.pronounType ?? .personal
        let candType = candidate.pronounType ?? (candidate.determination != nil ? .possessive : .personal)
        let normalizedSlotType = slot.determination != nil && slot.pronounType == nil ? PronounType.possessive : slotType
        if normalizedSlotType == .reflexive || candType == .reflexive {
            guard normalizedSlotType == candType else { return nil }
            score += 3
        }
        guard cmp(slot.grammaticalCase, candidate.grammaticalCase, weight: 3),
              cmp(slot.determination, candidate.determination, weight: 3),
              cmp(slot.grammaticalPerson, candidate.grammaticalPerson),
              cmp(slot.number, candidate.number),
              cmp(slot.grammaticalGender, candidate.grammaticalGender) else { return nil }
        return score
    }
}

/// The default `referentConcept` substitution: find each pronoun of the phrase in the language's table,
/// take the slot it fills (disambiguated by what follows it: a possessive determiner is followed by a word),
/// and put the term's form for that slot in its place, keeping capitalization.
public enum PronounSubstitution {
    /// `slot` picks the reading of an ambiguous pronoun (default: ``disambiguate(_:at:in:)``); `noPronoun` is the
    /// trace's reason when the span has none.
    public static func substitute(_ phrase: inout Phrase, term: TermOfAddress, grammar: some LanguageGrammar,
                                  context: AgreementContext, trace: inout TraceRecorder,
                                  slot: ((_ slots: [InflectionMorphology], _ index: Int, _ phrase: Phrase) -> InflectionMorphology)? = nil,
                                  noPronoun: String? = nil) {
        guard let set = forms(of: term, in: grammar, phrase: phrase, trace: &trace) else { return }
        var any = false
        // Only texts change below, so the words are found as the loop goes: no array of their indices.
        for i in phrase.tokens.indices where phrase.tokens[i].isWord {
            let slots = grammar.pronouns.slots(of: phrase.tokens[i].text)
            guard !slots.isEmpty else { continue }
            any = true
            let s = slot?(slots, i, phrase) ?? disambiguate(slots, at: i, in: phrase)
            write(PronounTable.bestForm(for: s, among: set), over: i, in: &phrase, slot: s, term: term,
                  language: grammar.languageCode, trace: &trace)
        }
        if !any {
            trace.unchanged("engine.unchanged.no-pronoun", phrase.text,
                            because: noPronoun ?? "no pronoun of \(context.locale.language) was found in the span")
        }
    }

    /// Puts the referent's `form` for `slot` in place of the pronoun at `index`, keeping its capitalization, and
    /// records `<language>.pronoun.referent` with the slot and the form; without a form, records why the pronoun
    /// stays. `text` replaces the form's spelling where the context changes it (pt *encontrá-lo*).
    public static func write(_ form: InflectionMorphology.Pronoun?, as text: String? = nil, over index: Int,
                             in phrase: inout Phrase, slot: InflectionMorphology, term: TermOfAddress, language: String,
                             formSource: FactSource? = nil, trace: inout TraceRecorder) {
        let word = phrase.tokens[index].text
        guard let form else {
            trace.unchanged("\(language).pronoun.no-form", word,
                            because: "the \(term.description) set has no form for the slot \(slot)")
            return
        }
        let output = term.alwaysLowercase ? text ?? form.pronoun : Casing.apply(from: word, to: text ?? form.pronoun)
        phrase.tokens[index].text = output
        trace.fired("\(language).pronoun.referent", word, output, facts: [
            TraceFact(word, "slot", slot.description, source: .grammar),
            TraceFact(term.description, "form", form.pronoun,
                      source: formSource ?? (term.kind == .localized ? .declaration : .grammar)),
        ])
    }

    /// The forms `term` stands for in `grammar`'s language: a custom set's own forms, or the language's set for
    /// a predefined term. When the language has none, records why and returns nil.
    public static func forms(of term: TermOfAddress, in grammar: some LanguageGrammar, phrase: Phrase,
                             trace: inout TraceRecorder) -> [InflectionMorphology.Pronoun]? {
        if term.kind == .localized { return term.pronouns }
        if let set = grammar.pronounSet(for: term) { return set }
        trace.unchanged("\(grammar.languageCode).pronoun.no-set", phrase.text,
                        because: "\(grammar.languageCode) has no \(term.description) pronouns")
        return nil
    }

    /// With several readings (English *her*), a possessive determiner reading wins when a word follows.
    public static func disambiguate(_ slots: [InflectionMorphology], at index: Int, in phrase: Phrase) -> InflectionMorphology {
        guard slots.count > 1 else { return slots[0] }
        let followedByWord = phrase.nextWord(after: index) != nil
        if followedByWord, let dep = slots.first(where: { $0.determination == .dependent }) { return dep }
        if !followedByWord, let other = slots.first(where: { $0.determination != .dependent }) { return other }
        return slots[0]
    }
}
