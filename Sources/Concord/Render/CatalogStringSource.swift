extension Catalog: LocalizedStringSource {
    /// The key's value for `locale` as Foundation's bundle lookup finds it (the locale, its language, the
    /// development language, else the key), with its plural variants and substitutions resolved for `arguments`.
    public func localizedMarkup(forKey key: String, table: String?, locale: InflectionLocale, arguments: [FormatArgument]) -> String? {
        guard let found = lookup(key: key, table: table, locale: locale) else { return nil }
        return CatalogResolver.resolve(found, arguments: arguments, locale: locale).markup
    }
}
