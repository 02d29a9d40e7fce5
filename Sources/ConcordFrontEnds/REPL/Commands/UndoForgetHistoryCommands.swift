import Concord

extension ReplCommands {
    static let undoCommand = ReplCommand(
        name: "undo", usage: ":undo",
        summary: "Take back the last state change (and the lines rendered since, from what :save writes).",
        details: ["Undoes :locale, :args, :concept, :user, :morph, :pronouns, :trace, :reset, :forget, :read; repeat to go further back.",
                  "Undoing :word takes the word out of the lexicon again."],
        examples: [":args 3 apple", ":undo"],
        changesState: false
    ) { session, args, reply in
        guard args.isEmpty else { throw ReplError(":undo takes no argument", hint: "repeat :undo to go further back", at: 0) }
        guard let last = session.undoStack.popLast() else {
            throw ReplError("nothing to undo", hint: "only commands that change the state (:args, :locale, …) can be undone")
        }
        // :run and :read record several lines, not themselves; the rest record their own line.
        let ownLines = [":run", ":read", ":source", ":load"].contains { last.command.hasPrefix($0) } ? session.record.count - last.state.recordCount : 1
        let dropped = session.record.count - last.state.recordCount - ownLines
        session.restore(last.state)
        var message = "undid \(last.command)"
        if dropped > 0 { message += " (and the \(dropped) line\(dropped == 1 ? "" : "s") after it, from what :save writes)" }
        reply.say(session.colors.dim(message))
    }

    static let forgetCommand = ReplCommand(
        name: "forget", usage: ":forget NAME",
        summary: "Forget a named morphology (:morph), pronoun set (:pronouns) or word (:word).",
        details: ["Concepts and the user's term that use a forgotten pronoun set keep the forms they had."],
        examples: [":forget fem", ":forget xey", ":forget raspadilla"],
        changesState: true
    ) { session, args, reply in
        let words = Words.split(args)
        guard words.count == 1 else {
            throw ReplError(words.isEmpty ? "which name?" : "one name, please",
                            hint: session.definedNames.isEmpty ? "nothing is defined yet" : "defined: " + session.definedNames.joined(separator: ", "),
                            at: words.count > 1 ? words[1].offset : 0)
        }
        let name = Words.unquoted(words[0].text)
        if session.morphologies.removeValue(forKey: name) != nil {
            session.morphologyOrder.removeAll { $0 == name }
            reply.say(session.colors.dim("forgot the morphology \(name)"))
        } else if session.termsByName.removeValue(forKey: name) != nil {
            session.termOrder.removeAll { $0 == name }
            reply.say(session.colors.dim("forgot the pronoun set \(name)"))
        } else if session.words.contains(where: { $0.entry.lemma == name }) {
            for (language, entry) in session.words where entry.lemma == name {
                session.engine.lexicons.lexicon(for: language).removeUserEntries(lemma: entry.lemma, pos: entry.pos)
            }
            session.words.removeAll { $0.entry.lemma == name }
            reply.say(session.colors.dim("forgot the word \(name) (the shipped lexicon's entry, if any, applies again)"))
        } else {
            let near = EditDistance.closest(to: name, among: session.definedNames).map { " — did you mean \($0)?" } ?? ""
            throw ReplError("nothing is named '\(name)'\(near)",
                            hint: session.definedNames.isEmpty ? "nothing is defined yet" : "defined: " + session.definedNames.joined(separator: ", "),
                            at: words[0].offset)
        }
    }

    static let historyCommand = ReplCommand(
        name: "history", usage: ":history [N]",
        summary: "The lines typed in this session, numbered (the last N).",
        details: ["Up and Down recall them on a terminal; they are kept across sessions in $XDG_STATE_HOME/concord/history."],
        examples: [":history", ":history 5"],
        changesState: false
    ) { session, args, reply in
        // The :history line itself is the last one; it is not listed.
        let lines = Array(session.history.dropLast())
        var count = lines.count
        if !args.isEmpty {
            guard let n = Int(args), n > 0 else { throw ReplError("'\(args)' is not a number of lines", hint: "e.g. :history 5", at: 0) }
            count = min(n, lines.count)
        }
        if lines.isEmpty { reply.say(session.colors.dim("no lines yet")) }
        let width = String(lines.count).count
        for (i, line) in lines.enumerated().suffix(count) {
            let number = String(i + 1)
            reply.say(String(repeating: " ", count: width - number.count) + number + "  " + line.replacingOccurrences(of: "\n", with: "\\\n"))
        }
    }
}
