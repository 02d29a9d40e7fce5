// fuzz: the .strings reader (text or binary property list) on any bytes; a catalog it reads is then linted and previewed.
import Concord
import Foundation

let linter = CatalogLinter()
let engine = ConcordEngine()

func fuzz(_ input: FuzzInput) {
    guard let catalog = try? StringsFileReader.read(data: Data(input.bytes), path: "fr.lproj/Localizable.strings", locale: "fr") else { return }
    _ = linter.lint(catalog)
    // Every value rendered with sample arguments, with fixed sample nouns (no lexicon scan per input).
    _ = CatalogPreview.make(catalog, locales: ["fr"], engine: engine, nouns: { _ in ["maison", "chien"] })
}
