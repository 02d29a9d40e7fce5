import Foundation
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// How much longer than normal the tests wait for the binary: `CONCORD_TEST_TIMEOUT_SCALE` (default 1). Under a
/// sanitizer the binary runs several times slower (`Scripts/test --sanitize address` sets it), and a wait sized for
/// a normal build would fail for no fault of the code; normal runs keep their short waits.
enum TestTimeouts {
    static let scale: Double = {
        guard let text = ProcessInfo.processInfo.environment["CONCORD_TEST_TIMEOUT_SCALE"] else { return 1 }
        guard let value = Double(text), value.isFinite, value > 0 else {
            fatalError("CONCORD_TEST_TIMEOUT_SCALE must be a positive number, not '\(text)'")
        }
        return value
    }()

    /// `seconds`, scaled.
    static func scaled(_ seconds: TimeInterval) -> TimeInterval { seconds * scale }
}

/// Finds the built `concord` executable next to the test bundle, and runs it.
enum ConcordBinary {
    static var url: URL {
        var candidates: [URL] = []
        candidates.append(URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent())
        candidates.append(Bundle(for: Marker.self).bundleURL.deletingLastPathComponent())
        candidates.append(Bundle.main.bundleURL)
        for dir in candidates {
            var d = dir
            for _ in 0..<4 {
                let exe = d.appendingPathComponent("concord")
                if FileManager.default.isExecutableFile(atPath: exe.path) { return exe }
                d = d.deletingLastPathComponent()
            }
        }
        return repositoryRoot.appendingPathComponent(".build/debug/concord")
    }

    static var repositoryRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    final class Marker {}

    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Runs concord with `arguments`, feeding `input` on a pipe; killed after `timeout` seconds (scaled by
    /// ``TestTimeouts``).
    static func run(_ arguments: [String], input: String = "", environment: [String: String] = [:],
                    timeout unscaled: TimeInterval = 60) throws -> Result {
        let timeout = TestTimeouts.scaled(unscaled)
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        for (k, v) in environment { env[k] = v }
        process.environment = env
        let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        final class Collected: @unchecked Sendable { var out = Data(); var err = Data() }
        let collected = Collected()
        let group = DispatchGroup()
        // The outputs are drained while the input is written: a long answer stream would otherwise fill its pipe
        // and block the process before it has read all its input.
        group.enter()
        DispatchQueue.global().async { collected.out = stdout.fileHandleForReading.readDataToEndOfFile(); group.leave() }
        group.enter()
        DispatchQueue.global().async { collected.err = stderr.fileHandleForReading.readDataToEndOfFile(); group.leave() }
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { usleep(20_000) }
        if process.isRunning {
            process.terminate()
            XCTFail("concord \(arguments.joined(separator: " ")) did not finish within \(timeout) s")
        }
        process.waitUntilExit()
        _ = group.wait(timeout: .now() + 5)
        return Result(status: process.terminationStatus, stdout: String(decoding: collected.out, as: UTF8.self),
                      stderr: String(decoding: collected.err, as: UTF8.self))
    }
}

/// The real binary on a pseudo-terminal that is its controlling terminal.
final class PseudoTerminalProcess {
    let master: Int32
    let pid: pid_t
    private(set) var transcript = ""
    /// Where the next `expect` starts looking.
    private var mark: String.Index
    private(set) var exitStatus: Int32?

    init(arguments: [String] = [], environment: [String: String], columns: UInt16 = 120) throws {
        master = PTY.posix_openpt(O_RDWR | O_NOCTTY)
        guard master >= 0, PTY.grantpt(master) == 0, PTY.unlockpt(master) == 0, let name = PTY.ptsname(master) else {
            throw NSError(domain: "pty", code: Int(errno))
        }
        let slavePath = String(cString: name)
        var size = winsize(ws_row: 40, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // Opened after setsid (the spawn attribute), the terminal becomes the controlling one.
        posix_spawn_file_actions_addopen(&actions, 0, slavePath, O_RDWR, 0)
        posix_spawn_file_actions_adddup2(&actions, 0, 1)
        posix_spawn_file_actions_adddup2(&actions, 0, 2)
        posix_spawn_file_actions_addclose(&actions, master)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, 0x80)  // POSIX_SPAWN_SETSID (glibc ≥ 2.26; hidden behind _GNU_SOURCE)

        let exe = ConcordBinary.url.path
        let argv = ([exe] + arguments).map { strdup($0) } + [nil]
        // The terminal tests give the binary a clean environment; a sanitizer's options (Scripts/test --sanitize)
        // still reach it, so that it reports as the test process does.
        var environment = environment
        for name in ["ASAN_OPTIONS", "LSAN_OPTIONS", "TSAN_OPTIONS", "SWIFT_BACKTRACE"]
        where environment[name] == nil {
            environment[name] = ProcessInfo.processInfo.environment[name]
        }
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { argv.forEach { free($0) }; envp.forEach { free($0) } }
        var child: pid_t = 0
        let rc = posix_spawn(&child, exe, &actions, &attributes, argv, envp)
        guard rc == 0 else { throw NSError(domain: "posix_spawn", code: Int(rc)) }
        pid = child
        mark = transcript.startIndex
    }

    deinit {
        if exitStatus == nil {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
        }
        close(master)
    }

    /// Reads what is available for up to `timeout` seconds (scaled by ``TestTimeouts``), or until `until`
    /// returns true.
    @discardableResult
    func pump(timeout: TimeInterval, until: ((String) -> Bool)? = nil) -> Bool {
        let deadline = Date().addingTimeInterval(TestTimeouts.scaled(timeout))
        var buffer = [UInt8](repeating: 0, count: 4096)
        var pending = [UInt8]()
        while true {
            if let until, until(String(transcript[mark...])) { return true }
            let remaining = deadline.timeIntervalSinceNow
            if remaining <= 0 { return false }
            var fds = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            let ready = poll(&fds, 1, Int32(min(remaining, 0.2) * 1000) + 1)
            if ready > 0 {
                let n = Glibc.read(master, &buffer, buffer.count)
                if n <= 0 { return until.map { $0(String(transcript[mark...])) } ?? false }  // EIO: the child closed the terminal
                pending += buffer[0..<n]
                if let s = String(validatingUTF8CString: pending) {
                    transcript += s
                    pending.removeAll()
                }
            }
        }
    }

    /// Waits (bounded) for `text` to appear after the mark; moves the mark past it.
    @discardableResult
    func expect(_ text: String, timeout: TimeInterval = 10, file: StaticString = #filePath, line: UInt = #line) -> Bool {
        let found = pump(timeout: timeout) { $0.contains(text) }
        if found, let r = transcript.range(of: text, range: mark..<transcript.endIndex) {
            mark = r.upperBound
        } else {
            XCTFail("did not see \(String(reflecting: text)) within \(TestTimeouts.scaled(timeout)) s; screen since the last match:\n\(transcript[mark...])", file: file, line: line)
        }
        return found
    }

    /// Everything seen after the mark (after a short read).
    func rest(waiting: TimeInterval = 0.3) -> String {
        pump(timeout: waiting)
        return String(transcript[mark...])
    }

    func send(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { Glibc.write(master, $0.baseAddress, $0.count) }
    }

    /// Waits (bounded, scaled by ``TestTimeouts``) for the process to exit; nil if it has not after `timeout`.
    func waitForExit(timeout: TimeInterval = 30) -> Int32? {
        let deadline = Date().addingTimeInterval(TestTimeouts.scaled(timeout))
        var status: Int32 = 0
        while Date() < deadline {
            pump(timeout: 0.05)
            let r = waitpid(pid, &status, WNOHANG)
            if r == pid {
                exitStatus = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
                return exitStatus
            }
        }
        return nil
    }
}

/// Glibc declares posix_openpt, grantpt, unlockpt and ptsname only under _XOPEN_SOURCE, which the Swift module
/// does not define: they are looked up at run time instead.
enum PTY {
    private static func symbol<T>(_ name: String, as: T.Type) -> T {
        guard let p = dlsym(UnsafeMutableRawPointer(bitPattern: 0), name) else { fatalError("no \(name) in libc") }
        return unsafeBitCast(p, to: T.self)
    }
    static let posix_openpt = symbol("posix_openpt", as: (@convention(c) (Int32) -> Int32).self)
    static let grantpt = symbol("grantpt", as: (@convention(c) (Int32) -> Int32).self)
    static let unlockpt = symbol("unlockpt", as: (@convention(c) (Int32) -> Int32).self)
    static let ptsname = symbol("ptsname", as: (@convention(c) (Int32) -> UnsafeMutablePointer<CChar>?).self)
}

private extension String {
    /// Decodes bytes as UTF-8 only when they end on a character boundary.
    init?(validatingUTF8CString bytes: [UInt8]) {
        guard let s = String(bytes: bytes, encoding: .utf8) else { return nil }
        self = s
    }
}
