import Foundation
import Mistakes

/// JSON front matter, as Hugo reads it: a page that opens with a JSON object (`{` then a key or
/// `}`) that ends its line has that object as its front matter and the rest, from the next line,
/// as its body. A page that opens with `{{` (a shortcode), or with `{}` followed by text, is all
/// body.
enum JSONFrontMatter {
    /// Where the object that opens `text` ends (just past its `}`), or nil when `text` does not
    /// open with one; a string or nesting never closed is an error.
    static func end(of text: String, file: String) throws(UserError) -> String.Index? {
        let bytes = text.utf8
        guard bytes.first == openBrace else { return nil }
        let next = bytes.dropFirst().first { !whitespace.contains($0) }
        guard next == quote || next == closeBrace else { return nil }
        let end = try closingBrace(of: text, from: bytes.startIndex, file: file, naming: "front matter")
        let restOfLine = bytes[end...].prefix { $0 != UInt8(ascii: "\n") }
        return restOfLine.allSatisfy(whitespace.contains) ? end : nil
    }

    /// The values of a file that is one JSON object, a site config (`what` says so in errors).
    static func fields(ofFile text: String, file: String, naming what: String) throws(UserError) -> [String:
        MetadataValue]
    {
        let bytes = text.utf8
        guard let start = bytes.firstIndex(where: { !whitespace.contains($0) }), bytes[start] == openBrace else {
            throw UserError("\(what) must be a JSON object of keys to values", at: "\(file):1")
        }
        let end = try closingBrace(of: text, from: start, file: file, naming: what)
        guard bytes[end...].allSatisfy(whitespace.contains) else {
            let line = 1 + bytes[..<end].count { $0 == UInt8(ascii: "\n") }
            throw UserError("invalid JSON: text after the object", at: "\(file):\(line)")
        }
        // From the start, so that a mistake's line counts the lines above the object.
        return try fields(text[..<end], file: file)
    }

    /// Just past the `}` that closes the object opening at `start`; a string or nesting never
    /// closed, or nesting deeper than values may, is an error.
    private static func closingBrace(
        of text: String, from start: String.Index, file: String, naming what: String
    ) throws(UserError) -> String.Index {
        let bytes = text.utf8
        var depth = 0, inString = false, escaped = false
        for index in bytes[start...].indices {
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
                    let line = 1 + bytes[..<index].count { $0 == UInt8(ascii: "\n") }
                    throw UserError("\(what) nests deeper than \(FrontMatter.depthLimit) levels", at: "\(file):\(line)")
                }
            case closeBrace, closeBracket:
                depth -= 1
                if depth == 0 { return bytes.index(after: index) }
            default: break
            }
        }
        throw UserError("\(what) opened with { is never closed", at: "\(file):1")
    }

    /// The values of the JSON object `json`, which opens line 1 of `file`.
    static func fields(_ json: Substring, file: String) throws(UserError) -> [String: MetadataValue] {
        let value: JSONValue
        do {
            value = try JSONDecoder().decode(JSONValue.self, from: Data(json.utf8))
        } catch {
            throw mistake(in: json, file: file)
        }
        guard case .map(let fields) = metadata(value, depth: 0) else {
            throw UserError("front matter must be a mapping of keys to values", at: "\(file):1")
        }
        return fields
    }

    /// What is wrong with the JSON `json`, at its line. The decoder says only that it is not
    /// valid; `JSONSerialization` says what and where (`Invalid value around character 13.`).
    private static func mistake(in json: Substring, file: String) -> UserError {
        let text = Data(json.utf8)
        do {
            _ = try JSONSerialization.jsonObject(with: text)
        } catch {
            let reason = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "unreadable"
            let offset = reason.split(separator: " ").last.flatMap {
                Int($0.trimmingCharacters(in: .punctuationCharacters))
            }
            let line = offset.map { at in 1 + json.utf8.prefix(at).count { $0 == UInt8(ascii: "\n") } } ?? 1
            return UserError("invalid JSON: \(reason.prefix(200))", at: "\(file):\(line)")
        }
        // Valid JSON the decoder would not take: a value of a shape metadata has no place for.
        return UserError("invalid JSON: a value sheetgen cannot read", at: "\(file):1")
    }

    /// A JSON value as metadata: nil for null, and past the depth values may nest to (see
    /// `FrontMatter`).
    private static func metadata(_ value: JSONValue, depth: Int) -> MetadataValue? {
        guard depth < FrontMatter.depthLimit else { return nil }
        switch value {
        case .null: return nil
        case .bool(let flag): return .bool(flag)
        case .integer(let number): return .int(number)
        case .number(let number): return .double(number)
        case .string(let text): return .string(text)
        case .array(let items): return .list(items.compactMap { metadata($0, depth: depth + 1) })
        case .object(let pairs): return .map(pairs.compactMapValues { metadata($0, depth: depth + 1) })
        }
    }

    private static let openBrace = UInt8(ascii: "{"), closeBrace = UInt8(ascii: "}"), quote = UInt8(ascii: "\"")
    private static let openBracket = UInt8(ascii: "["), closeBracket = UInt8(ascii: "]")
    private static let backslash = UInt8(ascii: "\\")
    private static let whitespace = Set(" \t\r\n".utf8)
}
