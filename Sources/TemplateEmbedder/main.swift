import Foundation

// Usage: TemplateEmbedder TEMPLATES_DIR OUTPUT_SWIFT_FILE
// Writes one Swift file declaring `embeddedFiles: [String: String]`, keyed by each file's path
// relative to TEMPLATES_DIR, in sorted order so the generated source is stable.

let arguments = CommandLine.arguments
guard arguments.count == 3 else {
    FileHandle.standardError.write(Data("usage: TemplateEmbedder TEMPLATES_DIR OUTPUT\n".utf8))
    exit(2)
}
let root = URL(fileURLWithPath: arguments[1]).standardizedFileURL
let output = URL(fileURLWithPath: arguments[2])

/// A raw string literal that holds `text` exactly: enough `#`s that no run inside can close it.
func literal(_ text: String) -> String {
    var longestRun = 0
    var run = 0
    var afterQuote = false
    for character in text {
        if character == "#" && afterQuote {
            run += 1
            longestRun = max(longestRun, run)
        } else {
            afterQuote = character == "\""
            run = 0
        }
    }
    let hashes = String(repeating: "#", count: longestRun + 1)
    return "\(hashes)\"\"\"\n\(text)\n\"\"\"\(hashes)"
}

var entries: [(String, String)] = []
if let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey]) {
    for case let url as URL in walker {
        guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
        let relative = String(url.standardizedFileURL.path.dropFirst(root.path.count + 1))
        guard let text = try? String(contentsOf: url, encoding: .utf8) else {
            FileHandle.standardError.write(Data("TemplateEmbedder: \(relative) is not UTF-8 text\n".utf8))
            exit(1)
        }
        entries.append((relative, text))
    }
}
entries.sort { $0.0 < $1.0 }

var source = "// Generated from Templates/ by the EmbedTemplates plugin. Do not edit.\n\n"
source += "let embeddedFiles: [String: String] = [\n"
for (path, text) in entries {
    source += "    \(literal(path)): \(literal(text)),\n"
}
source += entries.isEmpty ? "    :\n]\n" : "]\n"
try source.write(to: output, atomically: true, encoding: .utf8)
