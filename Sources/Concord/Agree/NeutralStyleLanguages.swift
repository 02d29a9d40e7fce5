/// Where a ``NeutralStyle`` applies, as the language plug-ins say (``LanguageGrammar/inclusiveStyles``).
extension NeutralStyle {
    /// The codes of the languages that use this style (for ``inclusive``, every language that has a style).
    public var languages: Set<String> {
        Set(LanguageRegistry.all.filter { self == .inclusive ? !$0.inclusiveStyles.isEmpty : $0.inclusiveStyles.contains(self) }
            .map(\.languageCode))
    }

    /// The concrete style this one means in `language` (a code, `es`), or nil when it does not apply there.
    public func resolved(for language: String) -> NeutralStyle? {
        guard let styles = LanguageRegistry.grammar(forCode: language)?.inclusiveStyles, let usual = styles.first else { return nil }
        guard self != .inclusive else { return usual }
        return styles.contains(self) ? self : nil
    }
}
