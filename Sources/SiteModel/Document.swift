/// The one currency between content and site: a page's place, its metadata and its Markdown body.
/// Generated reports and hand-written pages are both documents, so the site treats them alike.
public struct Document: Hashable, Sendable {
    /// Where the page lives, without extension: "characters/seed-7".
    public var path: String
    public var title: String
    /// The template that renders it.
    public var layout: String
    public var date: String?
    public var weight: Int?
    public var draft: Bool
    public var tags: [String]
    /// Everything else a template needs, by name.
    public var fields: [String: MetadataValue]
    public var body: String
    /// Documents shown within this one, each with its own fields and body: the sheets of a print
    /// pack, say. They are not pages of their own; a template shows them with `{{#parts}}`.
    public var parts: [Document]

    public init(
        path: String, title: String, layout: String = "page", date: String? = nil, weight: Int? = nil,
        draft: Bool = false, tags: [String] = [], fields: [String: MetadataValue] = [:], body: String,
        parts: [Document] = []
    ) {
        self.path = path
        self.title = title
        self.layout = layout
        self.date = date
        self.weight = weight
        self.draft = draft
        self.tags = tags
        self.fields = fields
        self.body = body
        self.parts = parts
    }
}
