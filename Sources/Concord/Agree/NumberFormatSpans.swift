import Foundation

extension AgreementEngine {
    /// `formatNumber: true` (Apple's iOS 18 attribute): every number written in the span is shown as the
    /// span's locale writes numbers, through Foundation's `.number` format style; the token keeps its value,
    /// so a later `inflect` still counts with it. A span without a number gets a warning.
    mutating func formatNumberSpans() {
        // The spans' attribute read in place: iterating the spans would copy each one, retaining all of its parts.
        for k in parsed.spans.indices where parsed.spans[k].attributes.formatNumber == true {
            let span = parsed.spans[k]
            let locale = locale(for: span)
            var before: [String] = [], after: [String] = [], unreadable: [String] = []
            for r in runs(of: span) {
                for i in tokenRange(ofRuns: r..<(r + 1)) where tokens[i].kind == .number {
                    let token = tokens[i]
                    guard let value = Self.decimal(written: token.text, locale: request.locale) else {
                        unreadable.append(token.text)
                        continue
                    }
                    let formatted = FormattedValue.number(value).formatted(for: locale)
                    before.append(token.text)
                    after.append(formatted)
                    tokens[i].text = formatted
                    if tokens[i].number == nil { tokens[i].number = NumberValue(NSDecimalNumber(decimal: value).doubleValue) }
                }
            }
            if before.isEmpty, let number = unreadable.first {
                let shown = number.count > 24 ? number.prefix(20) + "… (\(number.count) characters)" : number
                diagnostics.append(Diagnostic(.warning, code: "formatNumber.unreadable",
                                              "formatNumber: true, but \(shown) is too large to format; it is left as written",
                                              hint: "format numbers up to about 15 significant digits",
                                              location: span.location, span: span.source, key: "formatNumber"))
                continue
            }
            if before.isEmpty {
                let location = keyLocation(span, "formatNumber")
                diagnostics.append(Diagnostic(.warning, code: "formatNumber.no-number",
                                              "formatNumber: true, but the span holds no number to format",
                                              hint: "put the number inside the span, e.g. ^[1234.5](formatNumber: true)",
                                              location: location,
                                              span: span.source, key: "formatNumber"))
                trace.append(TraceEntry(span: span.source, attribute: "formatNumber: true", rule: "engine.unchanged.no-number",
                                        input: "", output: "", note: "the span holds no number"))
                continue
            }
            trace.append(TraceEntry(span: span.source, attribute: "formatNumber: true", rule: "format.number",
                                    facts: [TraceFact(after.joined(separator: " "), "locale", locale.identifier, source: .grammar)],
                                    input: before.joined(separator: " "), output: after.joined(separator: " "), note: "Foundation's .number format style for \(locale.identifier)"))
        }
    }

    /// The exact value of a number as written: plain (`1234567.5`) first, else as `locale` writes it (`1,5`).
    static func decimal(written text: String, locale: InflectionLocale) -> Decimal? {
        let posix = Locale(identifier: "en_US_POSIX")
        if NumberValue(text) != nil, let d = Decimal(string: text, locale: posix) { return d }
        guard let value = NumberValue(localized: text, locale: locale) else { return nil }
        return Decimal(string: value.text, locale: posix)
    }
}
