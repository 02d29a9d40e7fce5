import ArgumentParser
import Concord

/// `concord render`: renders one marked-up string, or speaks the JSON-lines protocol with `--jsonl`.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "render", abstract: "Render marked-up text.")

    @Option(help: "The inflection locale.") var locale = "en"
    @Argument(help: "The marked-up string.") var markup: String?

    func run() throws {
        let engine = ConcordEngine()
        let r = engine.render(RenderRequest(markup: markup ?? "", locale: InflectionLocale(locale)))
        print(r.text)
    }
}
