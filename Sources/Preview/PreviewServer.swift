import Foundation

/// Serves a built site from a folder on 127.0.0.1 for previewing, and reloads open pages when a
/// new build finishes.
///
/// Every HTML page is served with a small script added before `</body>`; it long-polls
/// `/_sheetgen/status`, which answers as soon as the build generation changes (or after 25 s),
/// and then reloads the page, or shows the build's error over it. The files on disk are never
/// changed: the script exists only in what the preview serves.
///
/// The preview answers only what a browser on this machine asks of it: GET and HEAD, with a Host
/// of 127.0.0.1, localhost or [::1] at its own port (so a page elsewhere cannot reach it by DNS
/// rebinding), for files whose real path lies inside the folder (a symbolic link out of it is
/// not followed).
public struct PreviewServer: Sendable {
    public let folder: String
    public let status: BuildStatus
    /// Where the site's root is on its host (`/`, or `/games/`): the folder is served there too,
    /// so that links written from the root (the 404 page's) lead to its files.
    public let sitePath: String
    private let versions = PageVersion()

    public init(folder: URL, status: BuildStatus, sitePath: String = "/") {
        self.folder = folder.standardizedFileURL.path
        self.status = status
        self.sitePath = sitePath
    }

    /// Listens on 127.0.0.1:`port` (0 picks a free port) and serves in the background; the port
    /// it listens on. A port in use or any other reason it cannot listen is thrown at once.
    /// Should the server later be unable to go on, `stopped` is told why; `warn` hears of
    /// trouble it waits out (running out of file descriptors).
    public func start(
        port: UInt16, warn: @escaping @Sendable (String) -> Void,
        stopped: @escaping @Sendable (ServeError) -> Void
    ) throws(ServeError) -> UInt16 {
        let listener = try Listener(port: port)
        let port = listener.port
        Thread.detachNewThread {
            stopped(listener.acceptConnections(serve: { serve($0, port: port) }, warn: warn))
        }
        return port
    }

    /// Answers the requests of one connection until it closes, idles or misbehaves.
    private func serve(_ connection: ClientConnection, port: UInt16) {
        while true {
            let head: RequestHead
            do {
                head = try connection.nextHead()
            } catch {
                if let refusal = Self.refusal(for: error) {
                    connection.send(refusal, bodyIncluded: true, keepAlive: false)
                    connection.lingeringClose()
                }
                return
            }
            let response = respond(to: head, port: port, connection: connection)
            let keepAlive = head.keepsAlive && !head.announcesBody && ![400, 403, 405].contains(response.status)
            guard connection.send(response, bodyIncluded: head.method != "HEAD", keepAlive: keepAlive) else { return }
            guard keepAlive else { return connection.lingeringClose() }
        }
    }

    /// The answer to a request that could not be read; nil when the client simply went away.
    static func refusal(for problem: ClientConnection.ReadProblem) -> Response? {
        switch problem {
        case .gone: nil
        case .requestLineTooLong:
            .text(414, "The request line is longer than \(ClientConnection.requestLineLimit) bytes.")
        case .headTooLarge:
            .text(431, "The request's header fields are longer than \(ClientConnection.headLimit) bytes.")
        case .timedOut: .text(408, "The request did not arrive within \(Int(ClientConnection.headTimeLimit)) s.")
        case .malformed: .text(400, "Not an HTTP/1.1 request.")
        }
    }

    func respond(to head: RequestHead, port: UInt16, connection: ClientConnection) -> Response {
        guard Self.hostIsLocal(head.values("host"), port: port) else {
            return .text(403, "This preview answers only requests for http://127.0.0.1:\(port)/.")
        }
        guard head.method == "GET" || head.method == "HEAD" else {
            return .text(405, "The preview only serves files: GET and HEAD.", [("Allow", "GET, HEAD")])
        }
        if head.path == "/_sheetgen/status" { return statusResponse(query: head.query, connection: connection) }
        return response(to: target(of: head.path, query: head.query))
    }

    /// Whether the one Host field names this machine at the server's port, as only a browser on
    /// this machine sends: a name that merely resolves to 127.0.0.1 (DNS rebinding) does not.
    static func hostIsLocal(_ hosts: [String], port: UInt16) -> Bool {
        guard hosts.count == 1 else { return false }
        let host = hosts[0].lowercased()
        return ["127.0.0.1", "localhost", "[::1]"].contains { host == "\($0):\(port)" || (port == 80 && host == $0) }
    }

    /// The build status, once it moves past `since`. With `page` (the path of the page asking),
    /// also the version of what that page would now be served, so that only a page whose bytes
    /// changed reloads.
    private func statusResponse(query: String?, connection: ClientConnection) -> Response {
        let since = Self.queryValue("since", in: query).flatMap { Int($0) } ?? -1
        let snapshot = status.change(from: since, timeout: since < 0 ? 0 : 25) { connection.peerClosed }
        var body: [String: Any] = ["generation": snapshot.generation]
        if let error = snapshot.error { body["error"] = error }
        if let page = Self.queryValue("page", in: query)?.removingPercentEncoding {
            body["page"] = version(of: page)
        }
        let json = (try? JSONSerialization.data(withJSONObject: body, options: [.sortedKeys])) ?? Data()
        return Response(200, [("Content-Type", "application/json"), ("Cache-Control", "no-store")], body: Array(json))
    }

    /// The value of `name=` in a query, as it is written.
    static func queryValue(_ name: String, in query: String?) -> String? {
        query?.split(separator: "&").first { $0.hasPrefix(name + "=") }.map { String($0.dropFirst(name.count + 1)) }
    }

    /// What a GET of a path leads to: a file to serve with a status, or an answer of its own.
    private enum Target {
        case file(Int, String)
        case answer(Response)
    }

    private func target(of requestPath: String, query: String?) -> Target {
        let requestPath = withinSite(requestPath)
        guard let relative = Self.relativePath(requestPath), let decoded = requestPath.removingPercentEncoding else {
            return .answer(.text(400, "Bad path."))
        }
        guard let root = Self.realPath(folder) else { return notFound(root: nil) }
        guard let file = Self.contained(relative.isEmpty ? root : root + "/" + relative, in: root) else {
            return notFound(root: root)
        }
        let asksForFolder = decoded.hasSuffix("/")
        guard Self.isFolder(file) else {
            return asksForFolder ? notFound(root: root) : .file(200, file)
        }
        guard asksForFolder else {
            // `/tags` → `/tags/`, so that the index page's relative links resolve; the location is
            // made from the parts, never from the raw target (`//host` would leave the site).
            let location =
                "/" + (relative.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? relative) + "/"
            return .answer(Response(301, [("Location", location + (query.map { "?" + $0 } ?? ""))], body: []))
        }
        guard let index = Self.contained(file + "/index.html", in: root) else { return notFound(root: root) }
        return .file(200, index)
    }

    /// `requestPath` from the site's root when it is below `sitePath` and the folder has nothing at
    /// it as it is: `/games/a.html` is `/a.html`, unless the site has a folder `games/` of its own.
    private func withinSite(_ requestPath: String) -> String {
        let prefix = sitePath.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? sitePath
        guard prefix != "/", requestPath.hasPrefix(prefix) else { return requestPath }
        if let relative = Self.relativePath(requestPath), let root = Self.realPath(folder),
            Self.contained(root + "/" + relative, in: root) != nil
        {
            return requestPath
        }
        return "/" + requestPath.dropFirst(prefix.count)
    }

    private func notFound(root: String?) -> Target {
        if let root, let page = Self.contained(root + "/404.html", in: root) { return .file(404, page) }
        return .answer(.text(404, "Not found."))
    }

    /// What a target serves, read: its status, file and bytes, after the fallback to the 404 page
    /// for a file that cannot be read (or is not a regular file, such as a FIFO, which would
    /// block); nil for an answer of its own, or when nothing can be read.
    private func content(of target: Target) -> (status: Int, file: String, data: Data)? {
        guard case .file(let status, let file) = target else { return nil }
        if let data = Self.contents(of: file) { return (status, file, data) }
        guard status != 404, case .file(_, let page) = notFound(root: Self.realPath(folder)),
            let data = Self.contents(of: page)
        else { return nil }
        return (404, page, data)
    }

    /// The file with its type; HTML with the reload script added, told the page's version.
    private func response(to target: Target) -> Response {
        if case .answer(let response) = target { return response }
        guard let (status, file, data) = content(of: target) else { return .text(404, "Not found.") }
        let type = Self.contentType(of: file)
        let body = type.hasPrefix("text/html") ? LiveReload.inject(into: data, version: version(file, data)) : data
        return Response(status, [("Content-Type", type), ("Cache-Control", "no-cache")], body: Array(body))
    }

    /// The version of what a GET of `requestPath` serves now, as the page was told it (see
    /// `PageVersion`); "" when that is not an HTML page.
    private func version(of requestPath: String) -> String {
        guard let (_, file, data) = content(of: target(of: requestPath, query: nil)),
            Self.contentType(of: file).hasPrefix("text/html")
        else { return "" }
        return version(file, data)
    }

    private func version(_ file: String, _ data: Data) -> String {
        versions.of(data, file: file, root: Self.realPath(folder) ?? folder)
    }

    private static func contents(of file: String) -> Data? {
        isRegularFile(file) ? FileManager.default.contents(atPath: file) : nil
    }

    /// `path` with every symbolic link resolved, when that lies inside `root` (itself a real
    /// path); nil when it is missing or leaves the folder.
    static func contained(_ path: String, in root: String) -> String? {
        guard let real = realPath(path) else { return nil }
        return real == root || real.hasPrefix(root == "/" ? "/" : root + "/") ? real : nil
    }

    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    static func isFolder(_ path: String) -> Bool { fileType(path) == S_IFDIR }
    static func isRegularFile(_ path: String) -> Bool { fileType(path) == S_IFREG }

    private static func fileType(_ path: String) -> mode_t? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return info.st_mode & S_IFMT
    }

    /// The path below the served folder, percent-decoded; nil when it would climb out of it, or
    /// is not valid percent-encoded UTF-8. (Symbolic links are checked on the real path later.)
    static func relativePath(_ requestPath: String) -> String? {
        guard let decoded = requestPath.removingPercentEncoding else { return nil }
        let parts = decoded.split(separator: "/").filter { $0 != "." }
        guard !parts.contains("..") && !decoded.contains("\0") else { return nil }
        return parts.joined(separator: "/")
    }

    static func contentType(of file: String) -> String {
        switch file.split(separator: ".").last?.lowercased() {
        case "html": "text/html; charset=utf-8"
        case "css": "text/css; charset=utf-8"
        case "js": "text/javascript; charset=utf-8"
        case "json": "application/json"
        case "xml": "application/xml; charset=utf-8"
        case "svg": "image/svg+xml"
        case "png": "image/png"
        case "jpg", "jpeg": "image/jpeg"
        case "gif": "image/gif"
        case "webp": "image/webp"
        case "pdf": "application/pdf"
        case "txt", "md": "text/plain; charset=utf-8"
        default: "application/octet-stream"
        }
    }
}
