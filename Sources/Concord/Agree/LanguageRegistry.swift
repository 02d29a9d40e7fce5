/// The languages Concord inflects. Adding a language: a folder under `Languages/` with a type conforming to
/// ``LanguageGrammar``, and one line here.
public enum LanguageRegistry {
    /// Every language plug-in.
    public static let all: [any LanguageGrammar] = [
        English(),
        Spanish(),
        French(),
        Italian(),
        Portuguese(),
        German(),
    ]

    /// The plug-in for a language code (`es`, `pt`), or nil when Concord cannot inflect it.
    public static func grammar(for language: String) -> (any LanguageGrammar)? {
        byCode[InflectionLocale(language).language]
    }

    /// The plug-in for a locale's language code, already read (``InflectionLocale/language``): a code of a plug-in
    /// is found as it is, anything else read as an identifier, as ``grammar(for:)`` reads it.
    static func grammar(forCode code: String) -> (any LanguageGrammar)? {
        // A handful of short codes: comparing them costs less than hashing one. The locale's code is most often the
        // very string of the table (read from it): the same representation is the same text, told without its bytes.
        for i in codes.indices where ExactText.sameRepresentation(codes[i], code) { return all[i] }
        for i in codes.indices where codes[i] == code { return all[i] }
        return grammar(for: code)
    }

    /// The code of each plug-in of ``all``, in the same order (the first one listed for a code wins).
    private static let codes = all.map(\.languageCode)

    /// The plug-ins by language code (the first one listed for a code wins).
    private static let byCode: [String: any LanguageGrammar] =
        Dictionary(all.map { ($0.languageCode, $0) }, uniquingKeysWith: { first, _ in first })

    /// Whether Concord can inflect `language` (BCP 47). Mirrors `InflectionRule.canInflect(language:)`.
    public static func canInflect(language: String) -> Bool { grammar(for: language) != nil }

    /// The locales Concord knows, for completion and help.
    public static let locales = ["en", "en-US", "en-GB", "es", "es-ES", "es-MX", "fr", "fr-FR", "fr-CA", "it", "it-IT",
                                 "pt", "pt-BR", "pt-PT", "de", "de-DE", "de-AT", "de-CH"]
}
