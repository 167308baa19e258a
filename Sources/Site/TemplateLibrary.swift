import Foundation
import Mustache

/// The templates a site renders with: built-in defaults, overridden file by file by a folder.
///
/// Every file counts, not only `.mustache` ones: `page.mustache` is the template `page`, and a
/// stylesheet `sheet.css` is the partial `sheet.css`, so a standalone page inlines it with
/// `{{> sheet.css}}` and a user's own sheet.css replaces it like any template.
public struct TemplateLibrary: Sendable {
    /// The text of every file, by its path relative to the templates folder.
    public let files: [String: String]
    private let library: MustacheLibrary

    /// - Parameters:
    ///   - defaults: file texts by relative path (the embedded Templates/ folder).
    ///   - overrides: a folder whose files replace or add to the defaults; nil for none.
    public init(defaults: [String: String], overrides: URL? = nil) throws {
        var files = defaults
        if let overrides {
            for (path, text) in try Self.readFolder(overrides) { files[path] = text }
        }
        var library = MustacheLibrary()
        for (path, text) in files.sorted(by: { $0.key < $1.key }) {
            do {
                try library.register(text, named: Self.templateName(path))
            } catch let error as MustacheTemplate.ParserError {
                let folder = overrides.map { $0.appendingPathComponent(path).path } ?? "Templates/\(path)"
                throw SiteError("template error: \(error.error)", at: "\(folder):\(error.context.lineNumber)")
            }
        }
        self.files = files
        self.library = library
    }

    public func has(_ template: String) -> Bool {
        library.getTemplate(named: template) != nil
    }

    /// Renders `context` (dictionaries, arrays, strings, numbers, booleans) with a template by name.
    public func render(_ context: Any, with template: String) throws -> String {
        guard let output = library.render(context, withTemplate: template) else {
            throw SiteError("no template named '\(template)' (looked for \(template).mustache)")
        }
        return output
    }

    static func templateName(_ path: String) -> String {
        path.hasSuffix(".mustache") ? String(path.dropLast(".mustache".count)) : path
    }

    private static func readFolder(_ folder: URL) throws -> [String: String] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw SiteError("templates folder not found", at: folder.path)
        }
        let root = folder.standardizedFileURL.path
        var files: [String: String] = [:]
        let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
        while let url = walker?.nextObject() as? URL {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
            let path = String(url.standardizedFileURL.path.dropFirst(root.count + 1))
            guard let data = FileManager.default.contents(atPath: url.path) else {
                throw SiteError("cannot read template", at: url.path)
            }
            guard let text = String(data: data, encoding: .utf8) else {
                throw SiteError("template is not UTF-8 text", at: url.path)
            }
            files[path] = text
        }
        return files
    }
}
