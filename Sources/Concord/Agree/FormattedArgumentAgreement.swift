extension AgreementEngine {
    /// The controller a formatted argument gives `agreeWithArgument`: an amount or a number agrees by its
    /// value; a list of nouns is plural, masculine when any item is masculine and feminine when all are (the
    /// Romance rule for coordinated nouns: `la lechuga y el tomate` → `listos`); a date gives nothing.
    func controller(forFormatted value: FormattedValue, grammar: any LanguageGrammar,
                    context: AgreementContext) -> AgreementController {
        let text = value.formatted(for: context.locale)
        if let amount = value.pluralValue {
            let number = context.number(for: amount)
            return AgreementController(features: InflectionMorphology(number: number), text: text,
                                       facts: [TraceFact(text, "number", number.markupName, source: .count)])
        }
        guard case .list(let items, _) = value, !items.isEmpty else {
            return AgreementController(features: InflectionMorphology(), text: text)
        }
        let analyses = items.map { grammar.analyze(Phrase($0), context: context) }
        if analyses.count == 1 {
            return AgreementController(features: analyses[0].features, text: text, facts: analyses[0].facts)
        }
        let genders = analyses.map(\.features.grammaticalGender)
        var features = InflectionMorphology(number: .plural)
        if genders.contains(.masculine) {
            features.grammaticalGender = .masculine
        } else if genders.allSatisfy({ $0 == .feminine }) {
            features.grammaticalGender = .feminine
        }
        guard context.recordsTrace else { return AgreementController(features: features, text: text) } // facts: the trace's
        let combined = features.grammaticalGender.map {
            TraceFact(text, "grammaticalGender", $0.rawValue + " (a list: masculine if any item is, feminine if all are)", source: .grammar)
        }
        return AgreementController(features: features, text: text,
                                   facts: analyses.flatMap(\.facts) + [TraceFact(text, "number", "other (a list of \(items.count))", source: .grammar)]
                                       + (combined.map { [$0] } ?? []))
    }
}
