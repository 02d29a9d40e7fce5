import Foundation
import XCTest

/// Answers are written in blocks, but flushed whenever no further request line is waiting: a client that sends
/// one line and waits gets its answer before it sends the next.
final class JSONLinesFlushTests: XCTestCase {
    func testEachAnswerArrivesBeforeTheNextLineIsSent() throws {
        let process = Process()
        process.executableURL = ConcordBinary.url
        process.arguments = ["render", "--jsonl"]
        let stdin = Pipe(), stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer { if process.isRunning { process.terminate() } }
        // A reader thread collects the answers; the test waits for each one with a deadline.
        final class Received: @unchecked Sendable {
            let lock = NSLock()
            var data = Data()
            var lines: [String] { lock.lock(); defer { lock.unlock() }; return data.split(separator: 0x0A).map { String(decoding: $0, as: UTF8.self) } }
        }
        let received = Received()
        let reader = stdout.fileHandleForReading
        DispatchQueue.global().async {
            while true {
                let chunk = reader.availableData
                if chunk.isEmpty { return }
                received.lock.lock(); received.data.append(chunk); received.lock.unlock()
            }
        }
        for n in 1...3 {
            stdin.fileHandleForWriting.write(Data(#"{"id": \#(n), "markup": "^[%lld mouse](inflect: true)", "args": [\#(n)]}"#.utf8 + [0x0A]))
            // The input stays open: a missing flush would leave this answer in the process's buffer.
            let deadline = Date().addingTimeInterval(TestTimeouts.scaled(30))
            while received.lines.count < n, Date() < deadline { usleep(10_000) }
            let answers = received.lines
            XCTAssertEqual(answers.count, n, "answer \(n) did not arrive while the client waited")
            guard answers.count == n else { return }
            XCTAssertTrue(answers[n - 1].hasPrefix(#"{"id": \#(n), "output": "\#(n) \#(n == 1 ? "mouse" : "mice")""#), answers[n - 1])
        }
        try stdin.fileHandleForWriting.close()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
    }
}
