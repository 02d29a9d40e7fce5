import Concord
import Foundation

extension ReplCommands {
    static let argsCommand = ReplCommand(
        name: "args", aliases: ["arguments"], usage: ":args VALUE…",
        summary: "Set the format arguments (%@, %lld, %1$@…); no value clears them.",
        details: ["A value is a number, a word, a quoted string, or {text: '…', morphology: NAME|{…}}",
                  "for a phrase whose features the lexicon does not know; or a value Foundation formats for the locale:",
                  "{list: […], type: 'or'}, {currency: 3.49, code: 'EUR'}, {date: '2026-11-24T15:30:00Z', fields: […]}, {number: 1234.5}."],
        examples: [":args 2 \"pequeño\" \"ensalada\"", ":args {list: ['lechuga', 'tomate']} {currency: 3.49, code: 'EUR'}", ":args {text: 'malteada', morphology: fem} \"malta auténtica\"", ":args"],
        changesState: true
    ) { session, args, reply in
        var values: [(FormatArgument, String)] = []
        for word in Words.split(args) {
            do {
                values.append((try CommandLineValues.argument(quotingMorphologyNames(word.text), morphologies: session.morphologies), word.text))
            } catch {
                throw ReplError("argument \(values.count + 1): \(error)",
                                hint: "write {text: 'malteada', morphology: NAME} with a NAME defined by :morph", at: word.offset)
            }
        }
        session.arguments = values.map { (value: $0.0, text: $0.1) }
        reply.say(session.colors.dim(values.isEmpty ? "no arguments" : values.enumerated().map { "%\($0.offset + 1)$ = \($0.element.0)" }.joined(separator: ", ")))
    }


    /// `{text: 'malteada', morphology: fem}` → `{text: 'malteada', morphology: 'fem'}`: a bare name is not JSON5,
    /// but it is how the REPL refers to a `:morph`.
    static func quotingMorphologyNames(_ text: String) -> String {
        guard text.hasPrefix("{"), let regex = try? NSRegularExpression(pattern: #"(morphology\s*:\s*)([A-Za-z_][A-Za-z0-9_-]*)(\s*[,}])"#) else { return text }
        let range = NSRange(text.startIndex..., in: text)
        return regex.stringByReplacingMatches(in: text, range: range, withTemplate: "$1'$2'$3")
    }
}
