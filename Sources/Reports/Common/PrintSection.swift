import Site
import SiteModel

/// The printable versions of a site section, under `<folder>/print/`: the section's documents in
/// batches (so no print page grows without bound), each batch one pack, and an introduction page
/// that lists them. A pack is laid out for A4 and switches to Letter on screen; its field `back`
/// links it to the list, on screen only.
///
/// Pack paths are `<folder>/print/<slug>-<batch>`: `characters/print/sheets-1`.
enum PrintSection {
    /// - Parameters:
    ///   - parts: the documents to print (the section's own pages serve: a pack ignores their
    ///     paths and layouts).
    ///   - noun: what they are called in titles, plural: "record sheets".
    ///   - pack: makes one pack of a batch, at a path, with a title, linking `back` to the list.
    static func documents(
        _ parts: [Document], batchSize: Int, folder: String, slug: String, noun: String, intro: String,
        pack: ([Document], _ path: String, _ title: String, _ back: String) -> Document
    ) -> [Document] {
        let base = folder.isEmpty ? "print" : "\(folder)/print"
        let capitalised = noun.prefix(1).uppercased() + noun.dropFirst()
        let index = FolderIntroFields(summary: "\(capitalised) to print, on A4 or Letter paper.")
        var documents = [
            Document(
                path: "\(base)/index", title: "Print \(noun)", weight: 0, fields: index.encoded,
                body: intro + "\n")
        ]
        for (batch, start) in stride(from: 0, to: parts.count, by: batchSize).enumerated() {
            let end = min(start + batchSize, parts.count)
            let range = end - start == 1 ? "\(start + 1)" : "\(start + 1)–\(end)"
            let path = "\(base)/\(slug)-\(batch + 1)"
            var document = pack(Array(parts[start..<end]), path, "\(capitalised) \(range)", "index.html")
            document.weight = batch
            documents.append(document)
        }
        return documents
    }
}
