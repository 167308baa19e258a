import TemplateEngine

/// What the shortcodes of one page are rendered with: the site's templates (a shortcode `name` is
/// the template `shortcodes/name`), its Markdown renderer (for what stands between the tags of
/// `{{% %}}`, and for `highlight`), the page, and how a link to another page is made.
package struct ShortcodeSite: Sendable {
    let templates: TemplateLibrary
    let markdown: MarkdownRenderer
    /// The page's title and its path in the output (without `.html`), as templates see them.
    let title: String
    let path: String
    /// The page's file, and the line of it the body starts on (worked out only when a line is
    /// told): where errors are.
    let file: String
    let firstLine: @Sendable () -> Int
    /// The link from this page to the page a `ref` or `relref` names by its source.
    let reference: @Sendable (String) -> String
    /// How the links in what a template makes are written, as the page's own are.
    let links: LinkRewriter?

    package init(
        templates: TemplateLibrary, markdown: MarkdownRenderer, title: String, path: String, file: String,
        firstLine: @escaping @autoclosure @Sendable () -> Int, reference: @escaping @Sendable (String) -> String,
        links: LinkRewriter? = nil
    ) {
        (self.templates, self.markdown, self.title, self.path) = (templates, markdown, title, path)
        (self.file, self.firstLine, self.reference, self.links) = (file, firstLine, reference, links)
    }

    /// `file:line` of line `line` of the body (from 1).
    func location(_ line: Int) -> String {
        "\(file):\(fileLine(line))"
    }

    /// The line of the file that line `line` of the body (from 1) is.
    func fileLine(_ line: Int) -> Int {
        firstLine() + line - 1
    }

    /// The template of shortcode `name`, when the site has one.
    func template(of name: String) -> String? {
        let template = TemplateLibrary.shortcodes + name
        return templates.has(template) ? template : nil
    }
}
