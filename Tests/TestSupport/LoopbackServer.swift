import Foundation

/// A tiny HTTP server on 127.0.0.1, on a port the kernel picks, standing in for other sites in
/// the tests of `check --external`: each path answers as `routes` says (an unknown one 404), every
/// request is recorded, and `serving` always stops it, with every connection it holds. Nothing
/// here reaches past the loopback.
public final class LoopbackServer: @unchecked Sendable {
    public enum Answer: Sendable {
        /// A status, and where a redirect leads.
        case status(Int, location: String? = nil)
        /// 405 to HEAD, 200 to GET.
        case refusesHead
        /// The request is read, and nothing said until the server stops.
        case silence
        /// 200, once the test lets it go (`releaseOne`).
        case held
    }

    public let port: UInt16
    private let listener: Int32
    private let routes: [String: Answer]
    /// Guards everything below, and wakes those waiting for a request.
    private let condition = NSCondition()
    private var received: [String] = []
    private var open: Set<Int32> = []
    private var mostOpen = 0
    /// The requests of `held` routes not let go yet, and the most there were at once.
    private var waiting = 0, mostWaiting = 0, released = 0
    private var stopped = false
    private let running = DispatchGroup()

    /// Runs `body` with a server of `routes`, stopped however `body` ends.
    public static func serving<Result>(
        _ routes: [String: Answer], _ body: (LoopbackServer) throws -> Result
    ) throws -> Result {
        let server = try LoopbackServer(routes: routes)
        defer { server.stop() }
        return try body(server)
    }

    private init(routes: [String: Answer]) throws {
        self.routes = routes
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue | SOCK_CLOEXEC.rawValue), 0)
        self.listener = listener
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr = in_addr(s_addr: UInt32(0x7F00_0001).bigEndian)
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(listener, $0, length) == 0 && listen(listener, 64) == 0 && getsockname(listener, $0, &length) == 0
            }
        }
        guard listener >= 0, bound else {
            if listener >= 0 { close(listener) }
            throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
        }
        port = UInt16(bigEndian: address.sin_port)
        running.enter()
        Thread.detachNewThread { [self] in
            acceptConnections()
            running.leave()
        }
    }

    /// `http://127.0.0.1:port/path`.
    public func url(_ path: String) -> String { "http://127.0.0.1:\(port)\(path)" }

    /// Every request so far, as `METHOD /path`, in the order they came.
    public var requests: [String] { locked { received } }

    /// The most connections that were open at once.
    public var mostConnectionsAtOnce: Int { locked { mostOpen } }

    /// The most requests that were held at once.
    public var mostHeldAtOnce: Int { locked { mostWaiting } }

    /// Waits until a request for `path` has come (any method); false if none came within a
    /// minute, which only a hang takes.
    public func waitForRequest(to path: String) -> Bool {
        waitUntil { received.contains(where: { $0.hasSuffix(" " + path) }) }
    }

    /// Waits until `count` requests are held; false if they were not within a minute.
    public func waitUntilHeld(_ count: Int) -> Bool {
        waitUntil { waiting >= count }
    }

    /// Lets one held request be answered (the first to see it).
    public func releaseOne() {
        condition.lock()
        released += 1
        condition.broadcast()
        condition.unlock()
    }

    private func waitUntil(_ isDone: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(60)
        condition.lock()
        defer { condition.unlock() }
        while !isDone() {
            guard condition.wait(until: deadline) else { return isDone() }
        }
        return true
    }

    /// Ends the server and every connection it holds, and waits until its threads are done.
    public func stop() {
        let connections = locked {
            stopped = true
            released = .max / 2  // and every held request is let go
            condition.broadcast()
            return open
        }
        shutdown(listener, Int32(SHUT_RDWR))
        for connection in connections { shutdown(connection, Int32(SHUT_RDWR)) }
        running.wait()
        close(listener)
    }

    private func locked<Value>(_ body: () -> Value) -> Value {
        condition.lock()
        defer { condition.unlock() }
        return body()
    }

    private func acceptConnections() {
        while true {
            let connection = accept(listener, nil, nil)
            if connection < 0 && errno == EINTR { continue }
            guard connection >= 0 else { return }
            let taken = locked {
                guard !stopped else { return false }
                open.insert(connection)
                mostOpen = max(mostOpen, open.count)
                return true
            }
            guard taken else {
                close(connection)
                return
            }
            running.enter()
            Thread.detachNewThread { [self] in
                serve(connection)
                locked { _ = open.remove(connection) }
                close(connection)
                running.leave()
            }
        }
    }

    /// Reads one request's head and answers it as its route says.
    private func serve(_ connection: Int32) {
        var head: [UInt8] = [], chunk = [UInt8](repeating: 0, count: 4096)
        while !head.ends(with: "\r\n\r\n".utf8), head.count < 65536 {
            let count = chunk.withUnsafeMutableBytes { recv(connection, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { return }
            head += chunk[..<count]
        }
        let words = String(decoding: head, as: UTF8.self).prefix { $0 != "\r" }.split(separator: " ")
        guard words.count >= 2 else { return }
        let (method, path) = (String(words[0]), String(words[1]))
        condition.lock()
        received.append("\(method) \(path)")
        condition.broadcast()
        condition.unlock()
        switch routes[String(path.prefix { $0 != "?" })] ?? .status(404) {
        case .status(let status, let location): answer(status, location: location, on: connection)
        case .refusesHead: answer(method == "HEAD" ? 405 : 200, on: connection)
        case .silence: while recv(connection, &chunk, chunk.count, 0) > 0 {}
        case .held:
            hold()
            answer(200, on: connection)
        }
    }

    /// Waits until the test lets this request go: counted as held until then, and no longer
    /// before its answer is sent, so that the client cannot have sent another meanwhile.
    private func hold() {
        condition.lock()
        defer { condition.unlock() }
        waiting += 1
        mostWaiting = max(mostWaiting, waiting)
        condition.broadcast()
        while released == 0 { condition.wait() }
        released -= 1
        waiting -= 1
    }

    private func answer(_ status: Int, location: String? = nil, on connection: Int32) {
        let text =
            "HTTP/1.1 \(status) Answer\r\nContent-Length: 0\r\nConnection: close\r\n"
            + (location.map { "Location: \($0)\r\n" } ?? "") + "\r\n"
        _ = Array(text.utf8).withUnsafeBytes { send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
    }
}

extension Array where Element == UInt8 {
    fileprivate func ends(with suffix: String.UTF8View) -> Bool {
        count >= suffix.count && self[(count - suffix.count)...].elementsEqual(suffix)
    }
}
