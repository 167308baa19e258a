import Foundation
import Mistakes
import SiteFiles

/// The templates a site renders with: built-in defaults, overridden file by file by a folder.
///
/// Every file counts, not only `.mustache` ones: `page.mustache` is the template `page`, and a
/// stylesheet `sheet.css` is the partial `sheet.css`, so a standalone page inlines it with
/// `{{> sheet.css}}` and a user's own sheet.css replaces it like any template.
///
/// A library is made parsed (`init`), or with its files read and nothing more (`unparsed`), for
/// a build that may find it has nothing to do: that one is made to render by `parsed()`.
public struct TemplateLibrary: Sendable {
    /// The text of every file, by its path relative to the templates folder.
    public let files: [String: String]
    /// Every template parsed, by name; nil while unparsed.
    private let templates: [String: [TemplateNode]]?
    /// The folder of overrides, and the files of it that replace or add to the defaults: where
    /// an error is said to be.
    private let overrides: URL?
    private let overridden: Set<String>
    /// The types of its contexts the renderer knows by their type.
    private var known = TemplateTypes()

    /// - Parameters:
    ///   - defaults: file texts by relative path (the embedded Templates/ folder).
    ///   - overrides: a folder whose files replace or add to the defaults; nil for none.
    public init(defaults: [String: String], overrides: URL? = nil) throws {
        self = try Self.unparsed(defaults: defaults, overrides: overrides).parsed()
    }

    /// The library of `defaults` and `overrides`, its files read but not parsed.
    public static func unparsed(defaults: [String: String], overrides: URL? = nil) throws -> TemplateLibrary {
        var files = defaults
        var overridden: Set<String> = []
        if let overrides {
            for (path, text) in try Self.readFolder(overrides) where files[path] != text || defaults[path] == nil {
                files[path] = text
                overridden.insert(path)
            }
        }
        return TemplateLibrary(files: files, templates: nil, overrides: overrides, overridden: overridden)
    }

    private init(
        files: [String: String], templates: [String: [TemplateNode]]?, overrides: URL?, overridden: Set<String>
    ) {
        (self.files, self.templates, self.overrides, self.overridden) = (files, templates, overrides, overridden)
    }

    /// This library with every template parsed, and checked for partials that are missing or
    /// include themselves, and for nesting deeper than `TemplateParser.deepest`: the first such
    /// error, naming its file.
    public func parsed() throws(UserError) -> TemplateLibrary {
        if templates != nil { return self }
        let sorted = files.sorted(by: { $0.key < $1.key })
        var paths: [String: String] = [:]
        for (path, _) in sorted { paths[Self.templateName(path)] = path }
        /// Where the template of that name came from.
        func location(ofTemplate template: String) -> String {
            self.location(paths[template] ?? template)
        }
        let templates = try parse(sorted)
        let graph = PartialGraph(templates)
        if let (template, partial) = graph.missing() {
            throw UserError(
                "template '\(template)' uses the partial '\(partial)', which does not exist",
                at: location(ofTemplate: template)
            )
        }
        switch graph.problem() {
        case .cycle(let cycle)?:
            throw UserError(
                "template '\(cycle[0])' includes itself (\(cycle.joined(separator: " → ")))",
                at: location(ofTemplate: cycle[0])
            )
        case .tooDeep(let template)?:
            throw UserError(
                "template '\(template)' nests more than \(TemplateParser.deepest) deep with the partials it includes",
                at: location(ofTemplate: template)
            )
        case nil:
            break
        }
        var library = TemplateLibrary(files: files, templates: templates, overrides: overrides, overridden: overridden)
        library.known = known
        return library
    }

    /// Every file parsed, by template name (a later path of one name stands for it); the first
    /// error in the order of the paths.
    private func parse(_ sorted: [(key: String, value: String)]) throws(UserError) -> [String: [TemplateNode]] {
        var templates: [String: [TemplateNode]] = [:]
        for (path, text) in sorted {
            do {
                templates[Self.templateName(path)] = try TemplateParser.parse(text)
            } catch {
                throw UserError("template error: \(error.message)", at: "\(location(path)):\(error.line)")
            }
        }
        return templates
    }

    /// Where the file at `path` came from: the overrides folder, or the built-in templates.
    private func location(_ path: String) -> String {
        overridden.contains(path) ? overrides!.appendingPathComponent(path).path : "Templates/\(path)"
    }

    /// This library, its renderer told of a type its contexts hold, which it then finds its way
    /// into without asking the type what it conforms to: a site's pages, a listing's entries.
    package func knowing<Parent: TemplateParent>(_ type: Parent.Type) -> TemplateLibrary {
        var library = self
        library.known = known.adding(type)
        return library
    }

    /// The folder of the templates of shortcodes (`shortcodes/figure.mustache` renders
    /// `{{< figure >}}`).
    package static let shortcodes = "shortcodes/"

    /// The first part of every name any template but a shortcode's reads (`page` of
    /// `{{page.title}}`), so that a page's front matter key that none reads can be told (a
    /// shortcode's template reads its parameters); empty while unparsed.
    package var readNames: Set<String> {
        guard let templates else { return [] }
        return Set(
            templates.filter { !$0.key.hasPrefix(Self.shortcodes) }.values.flatMap { $0.keys.compactMap(\.firstName) })
    }

    /// Whether there is a template of that name (a file of it, parsed or not).
    public func has(_ template: String) -> Bool {
        files[template + ".mustache"] != nil || (files[template] != nil && !template.hasSuffix(".mustache"))
    }

    /// Renders `context` (dictionaries, arrays, strings, numbers, booleans) with a template by name
    /// (see `TemplateRenderer`).
    public func render(_ context: Any, with template: String) throws -> String {
        String(decoding: try renderUTF8(context, with: template), as: UTF8.self)
    }

    /// The same as `render`, as the bytes a file is written with.
    package func renderUTF8(_ context: Any, with template: String) throws -> [UInt8] {
        // Not meant to happen, but not worth a crash: a library that was never parsed is parsed
        // for every page.
        guard let templates else { return try parsed().renderUTF8(context, with: template) }
        guard let nodes = templates[template] else {
            throw UserError("no template named '\(template)' (looked for \(template).mustache)")
        }
        var renderer = TemplateRenderer(templates: templates, context: context, known: known)
        renderer.render(nodes)
        return renderer.output
    }

    static func templateName(_ path: String) -> String {
        path.hasSuffix(".mustache") ? String(path.dropLast(".mustache".count)) : path
    }

    private static func readFolder(_ folder: URL) throws -> [String: String] {
        guard FileTree.isFolder(folder.path) else {
            throw UserError("templates folder not found", at: folder.path)
        }
        // Walked as the content folder is, so a link out of it (a theme's assets/ leading to a
        // private file, say) is never read, let alone copied into the output.
        var findings = FileTree.Findings()
        var paths: [String] = []
        FileTree.forEachFile(under: folder, named: "templates folder", findings: &findings) { paths.append($0) }
        if let error = findings.errors.first {
            throw UserError(error.message, at: folder.appendingPathComponent(error.location ?? "").path)
        }
        if let warning = findings.warnings.first {
            throw UserError(
                "templates folder: \(warning.replacingOccurrences(of: ": skipped: ", with: ": "))", at: folder.path)
        }
        var files: [String: String] = [:]
        for path in paths {
            let url = folder.appendingPathComponent(path)
            guard let bytes = FileTree.read(url.path) else {
                throw UserError("cannot read template: \(String(cString: strerror(errno)))", at: url.path)
            }
            guard let text = String(validating: bytes, as: UTF8.self) else {
                throw UserError("template is not UTF-8 text", at: url.path)
            }
            files[path] = text
        }
        return files
    }
}
