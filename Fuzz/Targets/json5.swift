// fuzz: JSON5 bodies: the JSON5 reader alone, and as a span's attribute body (^[x](BODY)).
import Concord

func fuzz(_ input: FuzzInput) {
    let body = input.text
    var parser = JSON5Parser(Array(body))
    _ = try? parser.parseDocument()
    _ = MarkupParser.parse("^[x](" + body + ")")
}
