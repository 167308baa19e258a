import Foundation

/// An HTTP response the preview sends: always with its length, never chunked.
struct Response {
    let status: Int
    var fields: [(name: String, value: String)]
    let body: [UInt8]

    init(_ status: Int, _ fields: [(name: String, value: String)] = [], body: [UInt8]) {
        self.status = status
        self.fields = fields
        self.body = body
    }

    /// A short plain-text answer, for errors and refusals.
    static func text(_ status: Int, _ message: String, _ fields: [(name: String, value: String)] = []) -> Response {
        Response(status, [("Content-Type", "text/plain; charset=utf-8")] + fields, body: Array((message + "\n").utf8))
    }

    /// The status line and fields, ending with the blank line.
    func head(keepAlive: Bool) -> String {
        var lines = ["HTTP/1.1 \(status) \(Self.reason(status))"]
        lines += fields.map { "\($0.name): \($0.value)" }
        lines.append("Content-Length: \(body.count)")
        lines.append("X-Content-Type-Options: nosniff")
        lines.append("Connection: \(keepAlive ? "keep-alive" : "close")")
        return lines.joined(separator: "\r\n") + "\r\n\r\n"
    }

    static func reason(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 301: "Moved Permanently"
        case 400: "Bad Request"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 408: "Request Timeout"
        case 414: "URI Too Long"
        case 431: "Request Header Fields Too Large"
        default: "Internal Server Error"
        }
    }
}
