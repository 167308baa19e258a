import Markdown
import Mistakes
import TemplateEngine

/// A page's body rendered with its shortcodes, as a site renders it, through templates of the
/// tests' own.
enum ShortcodeRendering {
    static let templates: [String: String] = [
        "page.mustache": "{{{content}}}",
        "shortcodes/note.mustache": "<aside class=\"note\">{{{inner}}}</aside>\n",
        "shortcodes/md.mustache": "<div>{{{markdown}}}</div>",
        "shortcodes/show.mustache":
            "[{{#positional}}({{.}}){{/positional}}|0={{0}}|1={{1}}|a={{a}}|b={{b}}|n={{n}}|flag={{#flag}}on{{/flag}}"
            + "{{^flag}}off{{/flag}}|list={{#list}}<{{.}}>{{/list}}|nth={{nth}}|page={{page.title}}@{{page.path}}]",
        "shortcodes/quote.mustache": "<blockquote>{{{body}}} — {{author}}</blockquote>",
        "shortcodes/img.mustache": "<img src=\"{{src}}\" alt=\"{{alt}}\">",
        "shortcodes/dir/deep.mustache": "deep",
    ]

    /// The HTML of `body`, and what its expansion found.
    static func render(
        _ body: String, templates: [String: String] = templates, unsafe: Bool = false, file: String = "p.md",
        firstLine: Int = 1
    ) throws -> (html: String, expansion: ShortcodeExpansion?) {
        var options = MarkdownOptions.site
        options.unsafe = unsafe
        let markdown = MarkdownRenderer(options: options)
        let site = ShortcodeSite(
            templates: try TemplateLibrary(defaults: templates), markdown: markdown, title: "Page", path: "docs/p",
            file: file, firstLine: firstLine, reference: { "link-to(\($0))" })
        guard let expansion = try ShortcodeExpansion.expand(body, site: site) else {
            return (markdown.html(from: body), nil)
        }
        let html = markdown.html(from: expansion.markdown, blocks: nil, anchored: false, shortcodes: expansion.html)
        return (html.html, expansion)
    }

    static func html(_ body: String, templates: [String: String] = templates, unsafe: Bool = false) throws -> String {
        try render(body, templates: templates, unsafe: unsafe).html
    }

    /// The error rendering `body` gives.
    static func error(_ body: String) -> UserError? {
        do {
            _ = try render(body)
            return nil
        } catch let error as UserError {
            return error
        } catch {
            return UserError("\(error)")
        }
    }
}
