import Yams

/// YAML front matter: the block between `---` lines that opens a Markdown page.
public enum FrontMatter {
    /// The document as Markdown with front matter. Keys come in a fixed order (title, layout, date,
    /// weight, draft, tags, then the other fields alphabetically), so the text is stable.
    public static func markdown(for document: Document) -> String {
        var pairs: [(Node, Node)] = [(node("title"), node(.string(document.title))), (node("layout"), node(.string(document.layout)))]
        if let date = document.date { pairs.append((node("date"), node(.string(date)))) }
        if let weight = document.weight { pairs.append((node("weight"), node(.int(weight)))) }
        if document.draft { pairs.append((node("draft"), node(.bool(true)))) }
        if !document.tags.isEmpty { pairs.append((node("tags"), node(.list(document.tags.map(MetadataValue.string))))) }
        for key in document.fields.keys.sorted() {
            pairs.append((node(.string(key)), node(document.fields[key]!)))
        }
        let yaml = (try? Yams.serialize(node: .mapping(Node.Mapping(pairs)), width: -1, allowUnicode: true)) ?? ""
        return "---\n\(yaml)---\n\n\(document.body)"
    }

    private static func node(_ value: MetadataValue) -> Node {
        switch value {
        // Yams quotes a string exactly when it would otherwise read back as a number, bool or null.
        case .string(let text): .scalar(text.represented())
        case .int(let number): Node(String(number), Tag(.int))
        case .double(let number): Node(String(number), Tag(.float))
        case .bool(let flag): Node(flag ? "true" : "false", Tag(.bool))
        case .list(let values): .sequence(Node.Sequence(values.map(node)))
        case .map(let values): .mapping(Node.Mapping(values.keys.sorted().map { (node(.string($0)), node(values[$0]!)) }))
        }
    }
}
