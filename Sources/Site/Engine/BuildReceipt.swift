import Foundation
import Mistakes
import SiteFiles

/// What the last build of an output was made from and what it left there, so that a build with
/// nothing changed stops as soon as it has made sure of that, instead of going through every page.
///
/// Kept beside the cache's manifest (`site-<hash>.receipt`). Written at the end of a build with
/// the cache on, and only when the same inputs could make nothing else: no page named a
/// publishing date (the moment of a build may move a page in or out of its window) or held game
/// blocks (what they read, a vault, is not among the inputs), and every file of the content
/// folder was last changed a while before the build (see `SourceFile.isSettled`). Every other
/// build of the output removes it, with the output's lock held, before it writes anything; so a
/// build that fails or is killed leaves none.
///
/// `inputs` is the hash of everything the build was made from (see `SiteBuilder.receiptInputs`),
/// `output` the fingerprint of the output folder it left (`FolderFingerprint`); the rest is what
/// its report said.
struct BuildReceipt {
    let inputs: UInt64
    let output: UInt64
    /// The report's pages (index pages among them), how many of them came from page sources,
    /// and its static files.
    let pages: Int, sourcePages: Int, staticFiles: Int
    /// Every broken link, in the report's order.
    let brokenLinks: BrokenLinks

    static let header = "sheetgen build receipt 1"

    /// The receipt of the output whose cache manifest is `manifest`.
    static func file(beside manifest: URL) -> String {
        manifest.deletingPathExtension().appendingPathExtension("receipt").path
    }

    /// The receipt kept at `path`, when it holds the inputs `expected`; nil when there is none,
    /// it holds others, or it is not one this version wrote. Its broken links are looked at only
    /// when the inputs are the same, and read only when told: a big site has tens of thousands.
    static func read(_ path: String, holding expected: UInt64) -> BuildReceipt? {
        guard let bytes = FileTree.read(path) else { return nil }
        let lines = bytes.split(
            separator: UInt8(ascii: "\n"), maxSplits: 2, omittingEmptySubsequences: false)
        guard lines.count == 3, lines[0].elementsEqual(header.utf8) else { return nil }
        let numbers = lines[1].split(separator: UInt8(ascii: " ")).map { String(decoding: $0, as: UTF8.self) }
        guard numbers.count == 5, let inputs = UInt64(numbers[0], radix: 16), inputs == expected,
            let output = UInt64(numbers[1], radix: 16),
            let pages = Int(numbers[2]), let sourcePages = Int(numbers[3]), let staticFiles = Int(numbers[4])
        else { return nil }
        guard let brokenLinks = BrokenLinks(escapedLines: lines[2]) else { return nil }
        return BuildReceipt(
            inputs: inputs, output: output, pages: pages, sourcePages: sourcePages, staticFiles: staticFiles,
            brokenLinks: brokenLinks)
    }

    /// Writes the receipt to `path`, whole or not at all: a receipt is only ever a shortcut. The
    /// broken links go a buffer at a time, each made a string only then: a big site has tens of
    /// thousands, and this is the end of its build, when its memory peaks.
    func write(to path: String) {
        let draft = path + ".new"
        do throws(UserError) {
            let file = try FileTree.NewFile(creating: draft)
            var buffer = Array("\(Self.header)\n".utf8)
            buffer += "\(String(inputs, radix: 16)) \(String(output, radix: 16)) \(pages) \(sourcePages) ".utf8
            buffer += "\(staticFiles)\n".utf8
            for index in brokenLinks.indices {
                let link = brokenLinks.link(index)
                ManifestFormat.escape(link.page.utf8, into: &buffer)
                buffer.append(UInt8(ascii: "\t"))
                ManifestFormat.escape(link.target.utf8, into: &buffer)
                buffer.append(UInt8(ascii: "\n"))
                if buffer.count >= 1 << 16 {
                    try file.write(buffer)
                    buffer.removeAll(keepingCapacity: true)
                }
            }
            try file.write(buffer)
            _ = try file.close()
            guard rename(draft, path) == 0 else { throw FileTree.failure(path) }
        } catch {
            FileTree.removeFile(draft)
        }
    }

    /// The report of a build that found this receipt true: what the build that wrote it made,
    /// every page of it unchanged. `warnings` are the scan's, which a build tells every time.
    func report(warnings: [String]) -> BuildReport {
        var report = BuildReport()
        (report.pages, report.reused, report.staticFiles) = (pages, sourcePages, staticFiles)
        report.upToDate = true
        report.brokenLinks = brokenLinks
        report.warnings = warnings
        return report
    }
}
