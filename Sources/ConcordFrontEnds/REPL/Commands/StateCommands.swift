import Foundation
import Concord

extension ReplCommands {
    static let traceCommand = ReplCommand(
        name: "trace", usage: ":trace off|short|on|full",
        summary: "Choose how much trace follows a rendered line (on by default).",
        details: ["short: one line per changed word (ensalada → ensaladas (plural · lexicon)) and why a span stayed;",
                  "on: one line per rule (rule id, input → result, the facts not shown yet and their source) and why nothing changed;",
                  "full: every entry with its span and all its facts, notes, and the runs of the result; off: the output only."],
        examples: [":trace short", ":trace off", ":trace full"],
        changesState: true
    ) { session, args, reply in
        let levels = ReplSession.TraceMode.allCases.map(\.rawValue)
        guard let mode = ReplSession.TraceMode(rawValue: args.trimmingCharacters(in: .whitespaces)) else {
            let near = EditDistance.closest(to: args, among: levels).map { " — did you mean \($0)?" } ?? ""
            throw ReplError(args.isEmpty ? "which level?" : "'\(args)' is not a trace level\(near)",
                            hint: levels.joined(separator: ", "), at: 0)
        }
        session.traceMode = mode
        reply.say(session.colors.dim("trace \(mode.rawValue)"))
    }

    static let showCommand = ReplCommand(
        name: "show", usage: ":show",
        summary: "Show the whole state: locale, arguments, concepts, user, names, words, trace.",
        examples: [":show"],
        changesState: false
    ) { session, _, reply in
        let c = session.colors
        reply.say(c.bold("locale") + "     \(session.locale.identifier)" + (LanguageRegistry.canInflect(language: session.locale.language) ? "" : " (not inflected)"))
        reply.say(c.bold("arguments") + "  " + (session.arguments.isEmpty ? "none" : session.arguments.enumerated().map { "%\($0.offset + 1)$ = \($0.element.value)" }.joined(separator: ", ")))
        if session.concepts.isEmpty {
            reply.say(c.bold("concepts") + "   none")
        } else {
            reply.say(c.bold("concepts"))
            for n in session.concepts.keys.sorted() { reply.say("  \(n): \(session.concepts[n]!.value)") }
        }
        reply.say(c.bold("user") + "       \(session.userText)")
        if let style = session.neutralStyle { reply.say(c.bold("neutral") + "    \(style.rawValue)") }
        if !session.morphologyOrder.isEmpty {
            reply.say(c.bold("morphologies"))
            for name in session.morphologyOrder { reply.say("  \(name) = \(session.morphologies[name]!)") }
        }
        if !session.termOrder.isEmpty {
            reply.say(c.bold("pronoun sets"))
            for name in session.termOrder { reply.say("  \(session.termsByName[name]!)") }
        }
        if !session.attributes.isEmpty {
            reply.say(c.bold("attributes") + " " + session.attributes.map(\.description).joined(separator: ", "))
        }
        if !session.words.isEmpty {
            reply.say(c.bold("words"))
            for w in session.words { reply.say("  \(w.language): \(w.entry.line.replacingOccurrences(of: "\t", with: " "))") }
        }
        reply.say(c.bold("trace") + "      \(session.traceMode.rawValue)")
    }

    static let resetCommand = ReplCommand(
        name: "reset", usage: ":reset",
        summary: "Back to the start: locale en, no arguments, concepts, user term or names; trace on.",
        details: ["Words added with :word stay in the lexicon until the session ends."],
        examples: [":reset"],
        changesState: true
    ) { session, _, reply in
        session.resetState()
        reply.say(session.colors.dim("state reset"))
    }

    static let quitCommand = ReplCommand(
        name: "quit", aliases: ["q", "exit"], usage: ":quit",
        summary: "Leave (Ctrl-D on an empty line does too).",
        examples: [":quit"],
        changesState: false
    ) { _, _, reply in
        reply.quit = true
    }

    static let helpCommand = ReplCommand(
        name: "help", aliases: ["h", "?"], usage: ":help [COMMAND|TOPIC]",
        summary: "List the commands, or explain one (or the markup and its attributes) with examples.",
        details: ["Topics: " + HelpTopics.all.map(\.name).joined(separator: ", ") + ".",
                  "A name that is both (inflect) is the topic; :help :inflect is the command."],
        examples: [":help", ":help args", ":help markup", ":help agreeWithArgument"],
        changesState: false
    ) { session, args, reply in
        let c = session.colors
        let written = args.trimmingCharacters(in: .whitespaces)
        let name = written.trimmingCharacters(in: CharacterSet(charactersIn: ":"))
        if !written.hasPrefix(":"), let topic = HelpTopics.find(name) {
            reply.lines += HelpTopics.lines(topic, colors: c)
            return
        }
        if name.isEmpty {
            reply.say("Concord \(ConcordVersion.current). Type marked-up text to render it with the current state, e.g.")
            reply.say("  Add ^[%lld %@ %@](inflect: true) to your order")
            reply.say("Commands:")
            let width = all.map(\.name.count).max()! + 2
            for command in all {
                reply.say("  " + c.bold(":" + command.name) + String(repeating: " ", count: width - command.name.count) + command.summary)
            }
            reply.say("The markup: " + HelpTopics.all.map { ":help \($0.name)" }.joined(separator: ", ") + ".")
            reply.say("A trailing \\ continues a line. Ctrl-C abandons a line, Ctrl-D leaves. :help NAME for examples.")
            return
        }
        guard let command = find(name) else {
            var message = "no command or topic '\(name)'"
            if let topic = EditDistance.closest(to: name, among: HelpTopics.all.map(\.name)) { message += " — did you mean \(topic)?" }
            else if let near = closest(to: name) { message += " — did you mean :\(near.name)?" }
            throw ReplError(message, hint: "type :help for the list of commands", at: 0)
        }
        reply.say(c.bold(command.usage))
        reply.say("  " + command.summary)
        for line in command.details { reply.say("  " + line) }
        if !command.aliases.isEmpty { reply.say("  Also: " + command.aliases.map { ":" + $0 }.joined(separator: ", ")) }
        reply.say("Examples:")
        for e in command.examples { reply.say("  " + e) }
    }
}
