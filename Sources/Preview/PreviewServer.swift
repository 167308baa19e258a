import FlyingFox
import Foundation

/// Serves a built site from a folder on 127.0.0.1 for previewing, and reloads open pages when a
/// new build finishes.
///
/// Every HTML page is served with a small script added before `</body>`; it long-polls
/// `/_sheetgen/status`, which answers as soon as the build generation changes (or after 25 s),
/// and then reloads the page, or shows the build's error over it. The files on disk are never
/// changed: the script exists only in what the preview serves.
public struct PreviewServer: Sendable {
    public let folder: String
    public let status: BuildStatus

    public init(folder: URL, status: BuildStatus) {
        self.folder = folder.standardizedFileURL.path
        self.status = status
    }

    /// Listens on 127.0.0.1:`port` (0 picks a free port); `ready` is told the port once listening.
    /// Runs until the task is cancelled.
    public func run(port: UInt16, ready: @escaping @Sendable (UInt16) -> Void) async throws {
        let server = HTTPServer(address: try .inet(ip4: "127.0.0.1", port: port), logger: .disabled)
        await server.appendRoute("GET /_sheetgen/status") { request in await statusResponse(request) }
        await server.appendRoute("GET,HEAD *") { request in fileResponse(request.path) }
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { try await server.run() }
            try await server.waitUntilListening()
            if case .ip4(_, let port) = await server.listeningAddress { ready(port) }
            try await group.next()
        }
    }

    private func statusResponse(_ request: HTTPRequest) async -> HTTPResponse {
        let since = request.query["since"].flatMap { Int($0) } ?? -1
        let snapshot = await status.change(from: since, timeout: since < 0 ? 0 : 25)
        var body: [String: Any] = ["generation": snapshot.generation]
        if let error = snapshot.error { body["error"] = error }
        let json = (try? JSONSerialization.data(withJSONObject: body, options: [.sortedKeys])) ?? Data()
        return HTTPResponse(statusCode: .ok, headers: [.contentType: "application/json", .cacheControl: "no-store"], body: json)
    }

    private func fileResponse(_ requestPath: String) -> HTTPResponse {
        guard let relative = Self.relativePath(requestPath) else {
            return HTTPResponse(statusCode: .badRequest, body: Data("bad path\n".utf8))
        }
        var isFolder: ObjCBool = false
        var file = folder + "/" + relative
        if FileManager.default.fileExists(atPath: file, isDirectory: &isFolder), isFolder.boolValue {
            guard requestPath.hasSuffix("/") else {
                return HTTPResponse(statusCode: .movedPermanently, headers: HTTPHeaders([.location: requestPath + "/"]), body: Data())
            }
            file += "/index.html"
        }
        if let data = FileManager.default.contents(atPath: file) {
            return response(.ok, data, for: file)
        }
        let missing = folder + "/404.html"
        return response(.notFound, FileManager.default.contents(atPath: missing) ?? Data("Not found\n".utf8), for: missing)
    }

    private func response(_ code: HTTPStatusCode, _ data: Data, for file: String) -> HTTPResponse {
        let type = Self.contentType(of: file)
        let body = type.hasPrefix("text/html") ? LiveReload.inject(into: data) : data
        return HTTPResponse(statusCode: code, headers: [.contentType: type, .cacheControl: "no-cache"], body: body)
    }

    /// The path below the served folder, percent-decoded; nil when it would climb out of it.
    static func relativePath(_ requestPath: String) -> String? {
        let decoded = requestPath.removingPercentEncoding ?? requestPath
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
