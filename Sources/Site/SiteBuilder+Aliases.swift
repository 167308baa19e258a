import Foundation
import Mistakes
import SiteFiles
import SiteModel
import Synchronization

extension SiteBuilder {
    /// The aliases of the pages rendered so far, gathered as pages are rendered in parallel, then
    /// checked with every other writer of the output and written once nothing clashes.
    package final class AliasList: Sendable {
        struct Alias {
            let file: String
            let target: String
            let title: String
            let origin: String
        }

        private let aliases = Mutex<[Alias]>([])

        func add(_ files: [String], target: String, title: String, origin: String) {
            guard !files.isEmpty else { return }
            aliases.withLock { $0 += files.map { Alias(file: $0, target: target, title: title, origin: origin) } }
        }

        /// In the order of their files, then their pages, so that clashes are told alike whatever
        /// order the pages were rendered in.
        var sorted: [Alias] {
            aliases.withLock { $0 }.sorted { ($0.file, $0.origin) < ($1.file, $1.origin) }
        }

        var writers: [OtherWriter] {
            sorted.map { OtherWriter(file: $0.file, origin: "the alias in \($0.origin)", aliasOf: $0.origin) }
        }

        /// Leaves out the alias of the page `origin` that writes `file`, which something else
        /// writes (see `SiteBuilder.buildPages`).
        func leaveOut(_ file: String, of origin: String) {
            aliases.withLock { $0.removeAll { $0.file == file && $0.origin == origin } }
        }
    }

    /// Writes the page of every alias.
    func writeAliases(_ aliases: AliasList, into output: BuildOutput) throws(UserError) {
        for alias in aliases.sorted {
            let html = AliasPage.html(file: alias.file, target: alias.target, title: alias.title)
            do {
                try output.write(html, to: alias.file)
            } catch {
                throw error.writing(for: "the alias in \(alias.origin)")
            }
        }
    }

    /// The alias files of a document about to be rendered, told to the link checker (a link to
    /// an old address is not broken) and kept for the clash check.
    func gatherAliases(of document: Document, origin: String, run: PageRun) throws(UserError) {
        let files = try AliasPage.files(in: document.fields).mapError { UserError($0.message, at: origin) }.get()
        run.links.add(files)
        run.aliases.add(files, target: document.path, title: document.title, origin: origin)
    }
}
