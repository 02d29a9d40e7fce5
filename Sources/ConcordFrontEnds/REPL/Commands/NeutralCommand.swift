import Concord

extension ReplCommands {
    /// `:neutral STYLE|off`: the session's inclusive style for words referring to a non-binary person.
    static let neutralCommand = ReplCommand(
        name: "neutral", usage: ":neutral e|middot|schwa|colon|star|inclusive|off",
        summary: "Inclusive forms for a neutral user or concept (beyond Apple); off: Apple's behaviour (the default).",
        details: ["e: es/pt cansade, todes · middot: fr fatigué·e · schwa: it stancə · colon/star: de Lehrer:in, Lehrer*in",
                  "inclusive: each language's own style. A style applies only in its languages."],
        examples: [":neutral e", ":neutral inclusive", ":neutral off"],
        changesState: true
    ) { session, args, reply in
        let words = Words.split(args)
        guard words.count == 1 else {
            throw ReplError(words.isEmpty ? "which style?" : "one style, please",
                            hint: (NeutralStyle.names + ["off"]).joined(separator: ", "), at: words.count > 1 ? words[1].offset : 0)
        }
        if words[0].text == "off" || words[0].text == "none" {
            session.neutralStyle = nil
        } else {
            guard let style = NeutralStyle(name: words[0].text) else {
                throw ReplError("'\(words[0].text)' is not a neutral style",
                                hint: (NeutralStyle.names + ["off"]).joined(separator: ", "), at: words[0].offset)
            }
            session.neutralStyle = style
        }
        reply.say(session.colors.dim("neutral style: \(session.neutralStyle?.rawValue ?? "off (Apple's behaviour)")"))
    }
}
