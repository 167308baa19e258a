import Foundation

/// A `sheetgen serve` the tests start, and always end: `stop()` asks with SIGTERM, waits a few
/// seconds, then kills. Call it in a `defer` right after starting.
final class ServeProcess {
    let process = Process()
    let output = Pipe(), errors = Pipe()

    /// Starts `sheetgen serve ARGUMENTS` in `folder`; with `fileLimit`, through a shell that lowers
    /// the open-file limit first.
    init(_ arguments: [String] = ["--port", "0"], in folder: URL, fileLimit: Int? = nil) throws {
        if let fileLimit {
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments =
                ["-c", "ulimit -n \(fileLimit) && exec \"$0\" serve \"$@\"", CLI.executable.path] + arguments
        } else {
            process.executableURL = CLI.executable
            process.arguments = ["serve"] + arguments
        }
        process.currentDirectoryURL = folder
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = output
        process.standardError = errors
        try process.run()
    }

    /// The `http://127.0.0.1:PORT/` serve prints once it listens; nil if it ends first.
    func address() -> String? {
        SiteCommandTests.address(from: output.fileHandleForReading)
    }

    /// The port serve listens on; nil if it ends first.
    func port() -> UInt16? {
        address().flatMap { UInt16($0.dropFirst("http://127.0.0.1:".count).dropLast()) }
    }

    /// Waits up to `seconds` for the process to end; whether it did.
    @discardableResult
    func waitForExit(within seconds: Double) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        return !process.isRunning
    }

    /// Ends the process: SIGTERM, up to 5 s, then SIGKILL (which nothing can block or ignore).
    func stop() {
        guard process.isRunning else { return }
        process.terminate()
        if !waitForExit(within: 5) { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }

    /// What serve wrote to stderr, once it has ended: ended here if it has not (reading a pipe
    /// whose writer lives would wait for ever).
    var stderr: String {
        stop()
        return String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    }
}

/// Talks HTTP to 127.0.0.1 over a plain socket, to send what URLSession will not (huge lines,
/// other Hosts, other methods) and to see the raw answer.
enum RawHTTP {
    /// A connected socket to 127.0.0.1:`port`, whose reads give up after `timeout` seconds.
    static func connect(port: UInt16, timeout: Int = 10) -> Int32? {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { return nil }
        var limit = timeval(tv_sec: timeout, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr = in_addr(s_addr: UInt32(0x7F00_0001).bigEndian)
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            close(socket)
            return nil
        }
        return socket
    }

    static func send(_ text: String, on socket: Int32) {
        let bytes = Array(text.utf8)
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes {
                Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            guard count > 0 else { return }
            sent += count
        }
    }

    /// Everything the server sends until it closes the connection (or the read times out).
    static func readAll(_ socket: Int32) -> String {
        var received: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = chunk.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { break }
            received += chunk[..<count]
        }
        return String(decoding: received, as: UTF8.self)
    }

    /// Whether the server closes the connection without sending a byte (not when the read times out).
    static func isClosedWithoutAnAnswer(_ socket: Int32) -> Bool {
        var byte: UInt8 = 0
        return recv(socket, &byte, 1, 0) == 0
    }

    /// Sends `request` as is on a new connection and returns the whole answer; "" if none.
    static func exchange(_ request: String, port: UInt16) -> String {
        guard let socket = connect(port: port) else { return "" }
        defer { close(socket) }
        send(request, on: socket)
        return readAll(socket)
    }

    /// A request with the usual fields; `host` nil leaves the Host field out.
    static func request(_ path: String, method: String = "GET", host: String?, port: UInt16, extra: String = "")
        -> String
    {
        exchange(
            "\(method) \(path) HTTP/1.1\r\n" + (host.map { "Host: \($0)\r\n" } ?? "") + extra
                + "Connection: close\r\n\r\n", port: port)
    }

    /// The status code of a raw answer (0 without one).
    static func status(_ answer: String) -> Int {
        answer.split(separator: " ", maxSplits: 2).dropFirst().first.flatMap { Int($0) } ?? 0
    }
}
