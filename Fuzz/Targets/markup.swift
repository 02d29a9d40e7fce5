// fuzz: the markup parser (MarkupParser.parse) on any text; diagnostics must point inside the markup.
import Concord

func fuzz(_ input: FuzzInput) {
    let markup = input.text
    let parsed = MarkupParser.parse(markup)
    let count = markup.count
    for d in parsed.diagnostics {
        if let l = d.location { require(l.offset <= count, "diagnostic at \(l.offset) beyond \(count): \(d.message)") }
    }
    for span in parsed.spans { require(span.location.offset < count, "span at \(span.location.offset) beyond \(count)") }
}
