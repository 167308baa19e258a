import Foundation

/// Why the preview cannot listen, or cannot go on listening, in one line.
public struct ServeError: Error, CustomStringConvertible, Sendable {
    public let description: String
    init(_ description: String) { self.description = description }
}

/// A TCP socket listening on 127.0.0.1 that hands each connection to a thread of its own.
final class Listener: Sendable {
    let socket: Int32
    let port: UInt16

    /// Binds 127.0.0.1:`port` (0 picks a free port) and listens; a port in use is said at once.
    init(port: UInt16) throws(ServeError) {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue | SOCK_CLOEXEC.rawValue), 0)
        guard socket >= 0 else { throw ServeError("cannot open a socket: \(String(cString: strerror(errno)))") }
        var reuse: Int32 = 1  // a port left in TIME_WAIT by the last run can be taken again
        setsockopt(socket, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr = in_addr(s_addr: UInt32(0x7F00_0001).bigEndian)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0, listen(socket, 128) == 0 else {
            let problem = errno
            close(socket)
            if problem == EADDRINUSE { throw ServeError("port \(port) is in use; pick another with --port") }
            throw ServeError("cannot serve on 127.0.0.1:\(port): \(String(cString: strerror(problem)))")
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        withUnsafeMutablePointer(to: &address) {
            _ = $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socket, $0, &length) }
        }
        self.socket = socket
        self.port = UInt16(bigEndian: address.sin_port)
    }

    /// At most this many connections are served at once, so that connections alone cannot use
    /// up the file descriptors the builds need; others wait in the kernel's queue.
    static var connectionLimit: Int {
        var limit = rlimit()
        guard getrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limit) == 0 else { return 16 }
        return max(4, min(64, (Int(clamping: limit.rlim_cur) - 24) / 2))
    }

    /// Accepts connections for ever, each served by `serve` on a thread of its own. Running out
    /// of file descriptors (or memory) is waited out, said by `warn` at most once a minute; any other failure ends
    /// the loop with the reason, as the server cannot go on.
    func acceptConnections(serve: @escaping @Sendable (ClientConnection) -> Void, warn: @Sendable (String) -> Void)
        -> ServeError
    {
        let free = DispatchSemaphore(value: Self.connectionLimit)
        var pause = 0.05
        var warned = Date.distantPast
        while true {
            free.wait()
            let client = accept(socket, nil, nil)
            guard client < 0 else {
                _ = fcntl(client, F_SETFD, FD_CLOEXEC)  // not handed on to programs a build may start
                pause = 0.05
                Thread.detachNewThread {
                    serve(ClientConnection(socket: client))
                    free.signal()
                }
                continue
            }
            let problem = errno
            free.signal()
            switch problem {
            case EINTR, ECONNABORTED, EPROTO, EPERM:
                continue
            case EMFILE, ENFILE, ENOBUFS, ENOMEM:
                if warned.timeIntervalSinceNow < -60 {
                    warn(
                        "warning: cannot accept a connection (\(String(cString: strerror(problem)))); waiting for "
                            + "others to close"
                    )
                    warned = Date()
                }
                Thread.sleep(forTimeInterval: pause)
                pause = min(pause * 2, 1)
            default:
                return ServeError(
                    "the preview server stopped: cannot accept connections: \(String(cString: strerror(problem)))")
            }
        }
    }
}
