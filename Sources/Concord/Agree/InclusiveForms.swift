/// Inclusive forms for a non-binary person (``NeutralStyle``), for every language the same way: the span is
/// inflected once for a masculine and once for a feminine person, and each word whose two forms differ is
/// written in the style (*cansado*/*cansada* → *cansade*, *fatigué*/*fatiguée* → *fatigué·e*,
/// *Lehrer*/*Lehrerin* → *Lehrer:in*). How the two forms combine is the language's concern
/// (``LanguageGrammar/inclusiveForm(masculine:feminine:style:)``); a pair it has no form for stays as written.
enum InclusiveForms {
    /// Whether `mode` makes the span refer to a non-binary person: it addresses a user whose term has neuter
    /// gender, or agrees with such a person. (A neuter *noun* controller — German *das Kind* — is not one.)
    static func refersToNeutralPerson(_ mode: AgreementMode, context: AgreementContext) -> Bool {
        switch mode {
        case .automatic:
            guard case .term(let t) = context.user else { return false }
            return t.grammaticalGender == .neuter
        case .agreement(let c):
            return c.isPerson && c.features.grammaticalGender == .neuter
        case .explicit:
            return false
        }
    }

    /// Inflects `phrase` for a neutral person in `style`, or returns false (nothing done) when the span does not
    /// refer to one or its masculine and feminine renderings do not line up word for word.
    static func inflect(_ phrase: inout Phrase, mode: AgreementMode, style: NeutralStyle, grammar: any LanguageGrammar,
                        context: AgreementContext, trace: inout TraceRecorder) -> Bool {
        guard refersToNeutralPerson(mode, context: context) else { return false }
        func rendering(_ term: TermOfAddress) -> (Phrase, TraceRecorder) {
            var copy = phrase
            var recorder = TraceRecorder()
            var ctx = context
            var m = mode
            switch mode {
            case .automatic: ctx.user = .term(term)
            case .agreement(var c):
                c.features.grammaticalGender = term.grammaticalGender
                m = .agreement(c)
            case .explicit: break
            }
            grammar.inflect(&copy, mode: m, context: ctx, trace: &recorder)
            return (copy, recorder)
        }
        let (masculine, mTrace) = rendering(.masculine)
        let (feminine, _) = rendering(.feminine)
        guard masculine.tokens.count == feminine.tokens.count else {
            trace.unchanged("inclusive.\(style).no-match", phrase.text,
                            because: "the masculine and feminine forms of the span differ in structure; it is left as written")
            return true
        }
        let fact = TraceFact("neutralStyle", "style", style.rawValue, source: .request)
        var result = masculine
        var changed = false
        for i in result.tokens.indices where result.tokens[i].isWord {
            let m = masculine.tokens[i].text, f = feminine.tokens[i].text
            if m == f {
                if m != phrase.tokens[i].text { changed = true }
                continue
            }
            changed = true
            let pair = TraceFact(phrase.tokens[i].text, "forms", m + "/" + f, source: .grammar)
            if let form = grammar.inclusiveForm(masculine: m, feminine: f, style: style) {
                result.tokens[i].text = Casing.apply(from: m, to: form)
                trace.fired("inclusive.\(style)", phrase.tokens[i].text, result.tokens[i].text, facts: [fact, pair])
            } else {
                result.tokens[i].text = phrase.tokens[i].text
                trace.unchanged("inclusive.\(style).no-form", phrase.tokens[i].text,
                                because: "\(m)/\(f) has no \(style) form; the word is left as written", facts: [fact, pair])
            }
        }
        if !changed {
            // Nothing depends on the person's gender: the span renders as it does for anyone (with its own trace).
            trace.append(contentsOf: mTrace)
        }
        phrase = result
        return true
    }

    /// The common beginning of two forms, in characters.
    static func commonPrefix(_ a: String, _ b: String) -> Int {
        zip(a, b).prefix { $0 == $1 }.count
    }

    /// Writes a masculine/feminine pair with a mark between them, the way German and French inclusive writing
    /// does: the shorter form, the mark, and what the longer adds (*Lehrer:in*, *eine:n*, *fatigué·e*,
    /// *heureux·se*); two forms that share less than half of the masculine are written whole (*der:die*).
    static func marked(_ m: String, _ f: String, mark: String) -> String {
        let p = commonPrefix(m, f)
        if p == m.count { return m + mark + f.dropFirst(p) }
        if p == f.count { return f + mark + m.dropFirst(p) }
        if p * 2 < m.count { return m + mark + f }
        return m + mark + f.dropFirst(p)
    }
}

extension InclusiveForms {
    /// The Spanish and Portuguese ending *-e* in place of the gendered vowel: *cansado*/*cansada* → *cansade*,
    /// *todos*/*todas* → *todes*, *trabajador*/*trabajadora* → *trabajadore*; nil for other pairs (*actor*/*actriz*)
    /// and for one-letter stems (the articles, which have their own forms or none).
    static func endingE(_ m: String, _ f: String) -> String? {
        let lm = m.lowercasedFast(), lf = f.lowercasedFast()
        let p = commonPrefix(lm, lf)
        guard p >= 2 else { return nil }
        let stem = String(lm.prefix(p)), mRest = lm.dropFirst(p), fRest = lf.dropFirst(p)
        switch (mRest, fRest) {
        case ("o", "a"), ("", "a"): return stem + "e"
        case ("os", "as"), ("es", "as"): return stem + "es"
        default: return nil
        }
    }
}
