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
    // A plain render request is read straight into the request; with an empty "concepts" added, the same request
    // takes the general way through a JSON object. Both must answer alike.
    // (Added first: the decoder the general way falls back on takes a trailing comma, `{"markup": "x",}`.)
    guard case .object(let pairs)? = try? JSONValue.parse(line), !pairs.isEmpty,
          !pairs.contains(where: { ["concepts", "catalog", "analyze"].contains($0.0) }),
          let open = line.firstIndex(of: "{"), line[..<open].allSatisfy(\.isWhitespace) else { return }
    let general = String(line[...open]) + #""concepts": [], "# + String(line[line.index(after: open)...])
    require(ProtocolCodec.answer(line: general, engine: engine) == answer,
            "the plain and the general way answer differently: \(answer) / \(ProtocolCodec.answer(line: general, engine: engine))")
}
