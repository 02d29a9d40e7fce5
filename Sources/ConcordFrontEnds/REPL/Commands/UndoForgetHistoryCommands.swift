import Concord

extension ReplCommands {
    static let undoCommand = ReplCommand(
        name: "undo", usage: ":undo",
        summary: "Take back the last state change (and the lines rendered since, from what :save writes).",
        details: ["Undoes :locale, :args, :concept, :user, :morph, :pronouns, :trace, :reset, :forget, :read; repeat to go further back.",
                  "A word added with :word leaves the state's list, but stays in the lexicon until the session ends."],
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
        if last.command.hasPrefix(":word") { message += "; the word stays in the lexicon until the session ends" }
        reply.say(session.colors.dim(message))
    }

    static let forgetCommand = ReplCommand(
        name: "forget", usage: ":forget NAME",
        summary: "Forget a named morphology (:morph) or pronoun set (:pronouns).",
        details: ["Concepts and the user's term that use a forgotten pronoun set keep the forms they had."],
        examples: [":forget fem", ":forget xey"],
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
        } else if session.words.contains(where: { $0.split(separator: " ").dropFirst().first.map(String.init) == name }) {
            throw ReplError("'\(name)' is a word added with :word; the lexicon keeps it until the session ends",
                            hint: "redefine it with :word to change its forms", at: words[0].offset)
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
