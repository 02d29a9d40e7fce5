/// Applies the English rules to a span.
enum EnglishInflection {
    static func inflect(_ phrase: inout Phrase, mode: AgreementMode, context: AgreementContext,
                        trace: inout TraceRecorder) {
        var target: GrammaticalNumber?
        switch mode {
        case .automatic:
            if let m = context.spanMorphology?.number {
                target = m
            } else if let i = phrase.numberIndices.first, let n = phrase.tokens[i].number {
                target = context.number(for: n)
            }
        case .explicit(let m):
            target = m.number
        case .agreement(let c):
            target = c.features.number
        }
        guard let number = target else {
            trace.unchanged("engine.unchanged.no-number", phrase.text, because: "no number in the span and no number requested")
            return
        }
        guard let head = phrase.wordIndices.last else { return }
        let word = phrase.tokens[head].text
        if number.isSingular {
            if let s = EnglishNouns.singular(of: word, lexicon: context.lexicon) {
                phrase.tokens[head].text = s.form
                trace.fired(s.rule, word, s.form)
            }
        } else {
            let p = EnglishNouns.plural(of: word, lexicon: context.lexicon)
            phrase.tokens[head].text = p.form
            trace.fired(p.rule, word, p.form, facts: p.facts)
        }
    }
}
