// fuzz: the JSON-lines request path: any line gets exactly one answer, a JSON object on one line.
import Concord
import ConcordFrontEnds

let engine = ConcordEngine()

func fuzz(_ input: FuzzInput) {
    let line = input.text.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) ?? ""
    let answer = ProtocolCodec.answer(line: line, engine: engine)
    require(!answer.contains("\n"), "the answer spans several lines: \(answer)")
    guard case .object? = try? JSONValue.parse(answer) else { fatalError("the answer is not a JSON object: \(answer)") }
    // (JSONValue.parse sorts keys; the written answer must start with the id.)
    require(answer.hasPrefix("{\"id\": "), "the answer does not start with its id: \(answer)")
}
