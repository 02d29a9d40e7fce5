import Concord

extension ReplCommands {
    static let morphCommand = ReplCommand(
        name: "morph", aliases: ["morphology"], usage: ":morph NAME {key: 'value', …}",
        summary: "Name a morphology, usable wherever a morphology is accepted.",
        details: ["Keys: " + InflectionMorphology.markupKeys.joined(separator: ", ") + ".",
                  "Use the name in :args ({text: 'malteada', morphology: NAME}), :concept, :pronouns and :inflect … as NAME."],
        examples: [":morph fem {grammaticalGender: 'feminine', partOfSpeech: 'noun'}",
                   ":morph plural {number: 'other'}", ":inflect pequeño as fem"],
        changesState: true
    ) { session, args, reply in
        let words = Words.split(args)
        guard let nameWord = words.first else {
            throw ReplError("which name?", hint: "e.g. :morph fem {grammaticalGender: 'feminine'}", at: 0)
        }
        let name = nameWord.text
        guard Words.isName(name) else {
            throw ReplError("'\(name)' is not a name (letters, digits, - and _)", at: nameWord.offset)
        }
        guard words.count == 2 else {
            throw ReplError(words.count < 2 ? "the morphology is missing" : "one morphology, please",
                            hint: "e.g. :morph \(name) {grammaticalGender: 'feminine', number: 'other'}",
                            at: words.count < 2 ? nameWord.offset + name.count : words[2].offset)
        }
        let m = try session.morphology(words[1])
        if session.morphologies[name] == nil { session.morphologyOrder.append(name) }
        session.morphologies[name] = m
        reply.say(session.colors.dim("\(name) = \(m)"))
    }
}
