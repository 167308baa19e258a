import Foundation

/// The request line and header fields of one HTTP/1.x request: all the preview reads of a
/// request (it serves files and answers GET and HEAD only, so it never reads a body).
struct RequestHead: Equatable {
    let method: String
    /// The request target as sent: `/path?query`, still percent-encoded.
    let target: String
    let version: String
    /// Field names lower-cased, in the order sent.
    let fields: [Field]

    struct Field: Equatable {
        let name: String
        let value: String
    }

    /// Every value sent for the field `name` (lower case).
    func values(_ name: String) -> [String] {
        fields.filter { $0.name == name }.map(\.value)
    }

    /// The target's path, before any `?`.
    var path: String { String(target.prefix { $0 != "?" }) }

    /// The target's query, after the first `?`; nil without one.
    var query: String? { target.firstIndex(of: "?").map { String(target[target.index(after: $0)...]) } }

    /// Whether the request announces a body (which the preview does not read, so the
    /// connection cannot carry another request after it).
    var announcesBody: Bool {
        !values("transfer-encoding").isEmpty || values("content-length").contains { $0 != "0" }
    }

    /// HTTP/1.1 keeps a connection open unless told to close; HTTP/1.0 closes unless told not to.
    var keepsAlive: Bool {
        let connection = values("connection").joined(separator: ",").lowercased()
        return version == "HTTP/1.1" ? !connection.contains("close") : connection.contains("keep-alive")
    }

    /// Parses the bytes of a head without its blank last line; nil when they are not HTTP/1.x.
    init?(_ bytes: some BidirectionalCollection<UInt8>) {
        // Split on the bytes: as Characters, "\r\n" is one grapheme and would not split on "\n".
        var lines: [String] = []
        for line in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            guard let text = String(bytes: line.last == UInt8(ascii: "\r") ? line.dropLast() : line, encoding: .utf8)
            else { return nil }
            lines.append(text)
        }
        while lines.last == "" { lines.removeLast() }
        guard let requestLine = lines.first else { return nil }
        let parts = requestLine.split(separator: " ", omittingEmptySubsequences: false)
        guard parts.count == 3, !parts[0].isEmpty, parts[0].allSatisfy({ $0.isLetter && $0.isUppercase }),
            parts[1].hasPrefix("/"), parts[2] == "HTTP/1.1" || parts[2] == "HTTP/1.0"
        else { return nil }
        var fields: [Field] = []
        for line in lines.dropFirst() {
            // A field name is a token: no spaces, no folded continuation lines (RFC 9112 §5).
            guard let colon = line.firstIndex(of: ":"), colon != line.startIndex,
                !line[..<colon].contains(where: { $0 == " " || $0 == "\t" })
            else { return nil }
            fields.append(
                Field(
                    name: line[..<colon].lowercased(),
                    value: line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)))
        }
        self.method = String(parts[0])
        self.target = String(parts[1])
        self.version = String(parts[2])
        self.fields = fields
    }
}
