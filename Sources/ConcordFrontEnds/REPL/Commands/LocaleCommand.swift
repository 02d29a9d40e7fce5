import Concord

extension ReplCommands {
    static let localeCommand = ReplCommand(
        name: "locale", usage: ":locale LOCALE",
        summary: "Set the inflection locale (the prompt shows it).",
        details: ["Known locales: " + LanguageRegistry.locales.joined(separator: ", ") + ".",
                  "A locale Concord cannot inflect is accepted; spans then stay as written."],
        examples: [":locale es-ES", ":locale pt-BR"],
        changesState: true
    ) { session, args, reply in
        let words = Words.split(args)
        guard words.count == 1 else {
            throw ReplError(words.isEmpty ? "which locale?" : "one locale, please", hint: "e.g. :locale es-ES",
                            at: words.count > 1 ? words[1].offset : 0)
        }
        let identifier = Words.unquoted(words[0].text).replacingOccurrences(of: "_", with: "-")
        guard identifier.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" }),
              let first = identifier.first, first.isLetter else {
            throw ReplError("'\(identifier)' is not a locale identifier", hint: "e.g. es, es-ES, pt-BR", at: 0)
        }
        session.locale = InflectionLocale(identifier)
        if !LanguageRegistry.canInflect(language: session.locale.language) {
            reply.say(session.colors.warning("warning:") + " Concord does not inflect '\(session.locale.language)' yet; spans will stay as written")
        }
    }
}
