// fuzz: the .stringsdict reader (plural rules in a property list) on any bytes; a catalog it reads is then linted.
import Concord
import Foundation

let linter = CatalogLinter()

func fuzz(_ input: FuzzInput) {
    guard let catalog = try? StringsDictReader.read(data: Data(input.bytes), path: "es.lproj/Localizable.stringsdict", locale: "es") else { return }
    _ = linter.lint(catalog)
}
