import Concord

extension ReplCommands {
    static let attributeCommand = ReplCommand(
        name: "attribute", usage: ":attribute NAME [VALUE|VALUE…]",
        summary: "Declare a custom attribute (like Caffé's rainbow) and the values it takes; they are then checked.",
        details: ["Without values the attribute takes any JSON5 value. Declaring a name again replaces it."],
        examples: [":attribute rainbow fun|extreme", "^[Fast](rainbow: 'fun') & ^[Delicious](rainbow: 'extreme') Food"],
        changesState: true
    ) { session, args, reply in
        let words = Words.split(args)
        guard (1...2).contains(words.count), Words.isName(words[0].text) else {
            throw ReplError(words.isEmpty ? "which attribute?" : "expected NAME and VALUE|VALUE…",
                            hint: "e.g. :attribute rainbow fun|extreme", at: words.count > 2 ? words[2].offset : 0)
        }
        let text = words.count == 2 ? words[0].text + ": " + words[1].text : words[0].text
        guard let declaration = AttributeDeclaration(parsing: text),
              !SpanAttributes.knownKeys.contains(declaration.name) else {
            let known = SpanAttributes.knownKeys.contains(words[0].text)
            throw ReplError(known ? "\(words[0].text) is an inflection attribute, not a custom one" : "'\(words.last!.text)' is not a list of values",
                            hint: "values are separated by |, e.g. fun|extreme", at: known ? words[0].offset : words.last!.offset)
        }
        session.attributes.removeAll { $0.name == declaration.name }
        session.attributes.append(declaration)
        reply.say(session.colors.dim("attribute \(declaration)"))
    }
}
