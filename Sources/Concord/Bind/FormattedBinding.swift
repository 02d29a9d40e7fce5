extension Binder {
    /// Substitutes a formatted argument: `%@` takes Foundation's text for the locale; a numeric specifier
    /// (`%lld`) takes the plain number of an amount or number, and cannot show a list or a date.
    static func bindFormatted(_ value: FormattedValue, spec: FormatSpecifier, argument n: Int, locale: InflectionLocale,
                              into run: inout BoundRun, place: inout DiagnosticPlacer, diagnostics: inout [Diagnostic]) {
        run.number = value.pluralValue
        guard spec.isNumeric else {
            run.text = value.formatted(for: locale)
            return
        }
        guard let number = value.pluralValue else {
            run.text = spec.text
            diagnostics.append(Diagnostic(.error, code: "format.argument-type",
                                          "\(spec.text) expects a number but argument \(n) is \(value)",
                                          hint: "use %@ for a formatted list or date",
                                          location: place.location(spec.offset)))
            return
        }
        substitute(number, for: spec, into: &run, locale: locale, place: &place, diagnostics: &diagnostics)
    }
}
