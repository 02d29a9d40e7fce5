// fuzz: the String Catalog reader (.xcstrings JSON) on any bytes; a catalog it reads is then linted.
import Concord
import Foundation

let linter = CatalogLinter()

func fuzz(_ input: FuzzInput) {
    guard let catalog = try? StringCatalogReader.read(data: Data(input.bytes), path: "fuzz.xcstrings") else { return }
    _ = linter.lint(catalog)
}
