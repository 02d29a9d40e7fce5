import XCTest
@testable import ConcordFrontEnds

/// `--help` as a user reads it on an 80-column terminal: ArgumentParser wraps every line of a discussion at 79
/// columns by itself, so a discussion written with longer lines shows a long line, then a stray fragment.
final class HelpTextTests: XCTestCase {
    func testEverySubcommandsDiscussionFitsAnEightyColumnTerminal() {
        for command in ConcordCommand.configuration.subcommands {
            let configuration = command.configuration
            for line in configuration.discussion.split(separator: "\n", omittingEmptySubsequences: false) {
                XCTAssertLessThanOrEqual(line.count, 78, "concord \(configuration.commandName ?? "?") --help: \(line)")
            }
        }
    }

    func testRenderHelpShowsEachExampleOnWholeLines() throws {
        let result = try ConcordBinary.run(["render", "--help"], environment: ["COLUMNS": "80"])
        XCTAssertEqual(result.status, 0)
        let examples = result.stdout.components(separatedBy: "\n\nUSAGE:")[0]
        XCTAssertEqual(examples, """
        OVERVIEW: Render marked-up text (or answer JSON-lines requests with --jsonl).

        Examples:
          concord render --locale es --arg 2 --arg pequeño --arg ensalada \\
              'Añadir ^[%1$lld %3$@ %2$@](inflect: true) a tu pedido'
          concord render --concept masculine \\
              '^[They](referentConcept: 1) liked your post.'
          concord render --locale es --user-term feminine \\
              '^[Bienvenido](inflect: true)'
          echo '{"markup": "^[%lld apple](inflect: true)", "args": [2]}' \\
              | concord render --jsonl
          concord render --catalog Localizable.xcstrings \\
              --key 'Add %lld %@ to your order' --locale es --arg 2 --arg ensalada
        """)
    }
}
