import Foundation
import Mistakes

/// JSON front matter, as Hugo reads it: a page that opens with a JSON object (`{` then a key or
/// `}`) has that object as its front matter and the rest, from the line after it closes, as its
/// body. A page that opens with `{{` (a shortcode) is all body.
enum JSONFrontMatter {
    /// Where the object that opens `text` ends (just past its `}`), or nil when `text` does not
    /// open with one; a string or nesting never closed is an error.
    static func end(of text: String, file: String) throws(UserError) -> String.Index? {
        let bytes = text.utf8
        guard bytes.first == openBrace else { return nil }
        let next = bytes.dropFirst().first { !whitespace.contains($0) }
        guard next == quote || next == closeBrace else { return nil }
        var depth = 0, inString = false, escaped = false
        for index in bytes.indices {
            let byte = bytes[index]
            if inString {
                if escaped {
                    escaped = false
                } else if byte == backslash {
                    escaped = true
                } else if byte == quote {
                    inString = false
                }
                continue
            }
            switch byte {
            case quote: inString = true
            case openBrace, openBracket:
                depth += 1
                // Read by recursion below, as YAML and TOML are: no deeper than they may go.
                guard depth <= FrontMatter.depthLimit else {
                    throw UserError("front matter nests deeper than \(FrontMatter.depthLimit) levels", at: "\(file):1")
                }
            case closeBrace, closeBracket:
                depth -= 1
                if depth == 0 { return bytes.index(after: index) }
            default: break
            }
        }
        throw UserError("front matter opened with { is never closed", at: "\(file):1")
    }

    /// The values of the JSON object `json`, which opens line 1 of `file`.
    static func fields(_ json: Substring, file: String) throws(UserError) -> [String: MetadataValue] {
        let value: JSONValue
        do {
            value = try JSONDecoder().decode(JSONValue.self, from: Data(json.utf8))
        } catch let DecodingError.dataCorrupted(context) {
            // The decoder's own words say what and where; its context only that the JSON is bad.
            let detail = context.underlyingError.map { ($0 as NSError).userInfo[NSDebugDescriptionErrorKey] as? String }
            let reason = (detail ?? nil) ?? context.debugDescription
            throw UserError("invalid JSON: \(reason.prefix(200))", at: "\(file):1")
        } catch {
            throw UserError("invalid JSON", at: "\(file):1")
        }
        guard case .map(let fields) = value.metadata(depth: 0) else {
            throw UserError("front matter must be a mapping of keys to values", at: "\(file):1")
        }
        return fields
    }

    /// A JSON value as read, before it becomes metadata.
    private indirect enum JSONValue: Decodable {
        case null, flag(Bool), whole(Int), decimal(Double), text(String), list([JSONValue]), object([String: JSONValue])

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if container.decodeNil() {
                self = .null
            } else if let flag = try? container.decode(Bool.self) {
                self = .flag(flag)
            } else if let number = try? container.decode(Int.self) {
                self = .whole(number)
            } else if let number = try? container.decode(Double.self) {
                self = .decimal(number)
            } else if let text = try? container.decode(String.self) {
                self = .text(text)
            } else if let items = try? container.decode([JSONValue].self) {
                self = .list(items)
            } else {
                self = .object(try container.decode([String: JSONValue].self))
            }
        }

        /// nil for null, and past the depth values may nest to (see `FrontMatter`).
        func metadata(depth: Int) -> MetadataValue? {
            guard depth < FrontMatter.depthLimit else { return nil }
            switch self {
            case .null: return nil
            case .flag(let flag): return .bool(flag)
            case .whole(let number): return .int(number)
            case .decimal(let number): return .double(number)
            case .text(let text): return .string(text)
            case .list(let items): return .list(items.compactMap { $0.metadata(depth: depth + 1) })
            case .object(let pairs): return .map(pairs.compactMapValues { $0.metadata(depth: depth + 1) })
            }
        }
    }

    private static let openBrace = UInt8(ascii: "{"), closeBrace = UInt8(ascii: "}"), quote = UInt8(ascii: "\"")
    private static let openBracket = UInt8(ascii: "["), closeBracket = UInt8(ascii: "]")
    private static let backslash = UInt8(ascii: "\\")
    private static let whitespace = Set(" \t\r\n".utf8)
}
