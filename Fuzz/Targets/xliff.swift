// fuzz: the XLIFF reader (Xcode's localization export) on any bytes; a catalog it reads is then linted and previewed.
import Concord
import Foundation

let linter = CatalogLinter()
let engine = ConcordEngine()

func fuzz(_ input: FuzzInput) {
    guard let catalog = try? XLIFFReader.read(data: Data(input.bytes), path: "es.xliff") else { return }
    _ = linter.lint(catalog)
    // Every value resolved (variants chosen, substitutions expanded) and rendered, in two of its locales, with
    // fixed sample nouns (no lexicon scan per input).
    guard let table = catalog.table(nil) else { return }
    _ = CatalogPreview.make(catalog, locales: Array(table.locales.prefix(2)), engine: engine, nouns: { _ in ["casa", "perro"] })
}
