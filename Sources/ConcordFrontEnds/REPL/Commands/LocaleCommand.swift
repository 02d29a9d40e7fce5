import Concord
import Foundation

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
        session.locale = InflectionLocale(try localeIdentifier(words[0]))
        if !LanguageRegistry.canInflect(language: session.locale.language) {
            reply.say(session.colors.warning("warning:") + " Concord does not inflect '\(session.locale.language)' yet; spans will stay as written")
        }
    }
}

extension ReplCommands {
    /// A locale identifier as typed, checked the way BCP 47 shapes one: a language code of 2 or 3 letters,
    /// then subtags (`es`, `es-ES`, `pt_BR`). A language's name (`spanish`, `español`) gets its code suggested.
    static func localeIdentifier(_ word: Words.Word) throws -> String {
        let identifier = Words.unquoted(word.text).replacingOccurrences(of: "_", with: "-")
        let parts = identifier.split(separator: "-", omittingEmptySubsequences: false)
        let isCode = (2...3).contains(parts[0].count) && parts[0].allSatisfy { $0.isASCII && $0.isLetter }
            && parts.dropFirst().allSatisfy { (1...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
        guard isCode else {
            let near = languageCode(named: identifier).map { " — did you mean \($0)?" } ?? ""
            throw ReplError("'\(identifier)' is not a locale identifier\(near)",
                            hint: "write a code: " + LanguageRegistry.locales.joined(separator: ", "), at: word.offset)
        }
        return identifier
    }

    /// The code of the supported language called `name` in English or in itself, allowing a typo:
    /// spanish → es, francais → fr.
    static func languageCode(named name: String) -> String? {
        let english = Locale(identifier: "en")
        var codeByName: [String: String] = [:]
        for language in LanguageRegistry.all.map(\.languageCode) {
            for n in [english.localizedString(forLanguageCode: language), Locale(identifier: language).localizedString(forLanguageCode: language)] {
                if let n { codeByName[n.lowercased()] = language }
            }
        }
        return EditDistance.closest(to: name.lowercased(), among: codeByName.keys.sorted()).flatMap { codeByName[$0] }
    }
}
