// fuzz: the .strings reader (text or binary property list) on any bytes; a catalog it reads is then linted.
import Concord
import Foundation

let linter = CatalogLinter()

func fuzz(_ input: FuzzInput) {
    guard let catalog = try? StringsFileReader.read(data: Data(input.bytes), path: "fr.lproj/Localizable.strings", locale: "fr") else { return }
    _ = linter.lint(catalog)
}
