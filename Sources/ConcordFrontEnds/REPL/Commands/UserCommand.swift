import Concord

extension ReplCommands {
    static let userCommand = ReplCommand(
        name: "user", usage: ":user masculine|feminine|neutral|NAME|none|unset",
        summary: "Set the user's term of address (none: no preference → inflectionAlternative).",
        details: ["unset: not given, as when the user shared nothing (the default)."],
        examples: [":user feminine", ":user none", ":user xey"],
        changesState: true
    ) { session, args, reply in
        let words = Words.split(args)
        guard words.count == 1 else {
            throw ReplError(words.isEmpty ? "which term?" : "one term, please",
                            hint: "masculine, feminine, neutral, a :pronouns name, none or unset", at: words.count > 1 ? words[1].offset : 0)
        }
        switch words[0].text {
        case "none", "null":
            session.user = .noPreference
        case "unset", "notGiven":
            session.user = .notGiven
        default:
            let term = try session.term(named: words[0])
            session.user = .term(term)
        }
        reply.say(session.colors.dim("user: \(session.userText)"))
    }
}
