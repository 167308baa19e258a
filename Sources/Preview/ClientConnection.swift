import Foundation

/// One accepted connection: reads request heads within size and time limits, and writes
/// responses. Reading is linear in what arrives (one pass over each byte), so no request, however
/// long, costs more than a few milliseconds before it is answered or refused.
final class ClientConnection {
    /// A request line longer than this is answered 414 at once.
    static let requestLineLimit = 8 * 1024
    /// A head (request line and fields) longer than this is answered 431 at once.
    static let headLimit = 32 * 1024
    /// How long the preview waits for a whole request head (also between requests on an open
    /// connection): an idle or trickling client is let go after this.
    static let headTimeLimit: Double = 5
    /// How long a response may take to leave when the client does not read it.
    static let sendTimeLimit = 10

    enum ReadProblem: Error {
        /// The client closed the connection, or stayed silent past the time limit, before
        /// sending a byte of a new request: closed without an answer.
        case gone
        case requestLineTooLong, headTooLarge, timedOut, malformed
    }

    let socket: Int32
    /// Bytes received and not yet used: the start of the next pipelined request.
    private var pending: [UInt8] = []

    init(socket: Int32) {
        self.socket = socket
        var limit = timeval(tv_sec: Self.sendTimeLimit, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_SNDTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
    }

    deinit { close(socket) }

    /// The next request head, read within `headTimeLimit` seconds.
    func nextHead() throws(ReadProblem) -> RequestHead {
        let deadline = Date().addingTimeInterval(Self.headTimeLimit)
        var scanned = 0, lineStart = 0, headStart = 0
        var requestLineEnd: Int?
        while true {
            // One pass over the new bytes, line by line, up to the blank line that ends the head.
            while scanned < pending.count {
                let index = scanned
                scanned += 1
                guard pending[index] == UInt8(ascii: "\n") else { continue }
                let blank = index == lineStart || (index == lineStart + 1 && pending[lineStart] == UInt8(ascii: "\r"))
                lineStart = index + 1
                if !blank {
                    if requestLineEnd == nil { requestLineEnd = index }
                } else if requestLineEnd == nil {
                    headStart = lineStart  // blank lines before a request are skipped (RFC 9112 §2.2)
                } else {
                    // The limits hold however the bytes arrived (in one read, the whole head may).
                    if let end = requestLineEnd, end - headStart > Self.requestLineLimit { throw .requestLineTooLong }
                    if index > Self.headLimit { throw .headTooLarge }
                    let head = RequestHead(pending[headStart..<index])
                    pending.removeFirst(index + 1)
                    guard let head else { throw .malformed }
                    return head
                }
            }
            if (requestLineEnd ?? pending.count) - headStart > Self.requestLineLimit { throw .requestLineTooLong }
            if pending.count > Self.headLimit { throw .headTooLarge }
            try receive(until: deadline, started: !pending.isEmpty)
        }
    }

    /// Appends what the client sends next, waiting no later than `deadline`.
    private func receive(until deadline: Date, started: Bool) throws(ReadProblem) {
        while true {
            let wait = Int32(max(0, min(deadline.timeIntervalSinceNow, 60)) * 1000)
            var poller = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, wait)
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0 else { throw started ? .timedOut : .gone }
            var chunk = [UInt8](repeating: 0, count: 16 * 1024)
            let count = chunk.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { throw .gone }
            pending.append(contentsOf: chunk[..<count])
            return
        }
    }

    /// Ends the connection after an answer the client may still be sending a request behind (a
    /// refusal, a body the preview does not read): closing with unread bytes would reset the
    /// connection and could destroy the answer before the client reads it, so the rest is
    /// read and dropped for a moment first.
    func lingeringClose() {
        shutdown(socket, Int32(SHUT_WR))
        let deadline = Date().addingTimeInterval(1)
        var chunk = [UInt8](repeating: 0, count: 16 * 1024)
        var poller = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
        while deadline.timeIntervalSinceNow > 0, poll(&poller, 1, Int32(deadline.timeIntervalSinceNow * 1000) + 1) > 0,
            chunk.withUnsafeMutableBytes({ recv(socket, $0.baseAddress, $0.count, 0) }) > 0
        {}
    }

    /// Whether the client has closed its end (a long poll then stops waiting for it).
    var peerClosed: Bool {
        var poller = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
        guard poll(&poller, 1, 0) > 0 else { return false }
        if poller.revents & Int16(POLLHUP | POLLERR) != 0 { return true }
        var byte: UInt8 = 0
        return recv(socket, &byte, 1, Int32(MSG_PEEK | MSG_DONTWAIT)) == 0
    }

    /// Sends the whole response; false when the client is gone or stopped reading.
    @discardableResult
    func send(_ response: Response, bodyIncluded: Bool, keepAlive: Bool) -> Bool {
        var bytes = Array(response.head(keepAlive: keepAlive).utf8)
        if bodyIncluded { bytes += response.body }
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes {
                Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return false }
            sent += count
        }
        return true
    }
}
