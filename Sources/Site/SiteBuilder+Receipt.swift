import Foundation
import SiteModel
import Synchronization

/// A build with nothing changed since the last one: it finds the last build's receipt true to
/// the inputs and the output, and stops there (see `BuildReceipt`).
extension SiteBuilder {
    /// Whether some page of a build could come out otherwise from the same inputs: one that may
    /// name a publishing date (the moment of the build decides whether it is out) or hold game
    /// blocks (what they read is not among the inputs). Such a build leaves no receipt.
    package final class Repeatability: Sendable {
        private let lost = Atomic<Bool>(false)

        func lose() {
            lost.store(true, ordering: .relaxed)
        }

        var isLost: Bool { lost.load(ordering: .relaxed) }
    }

    /// Where a plain build of `options` keeps its receipt: beside the cache's manifest, when the
    /// cache is on.
    func receiptFile(_ options: BuildOptions) -> String? {
        options.cache.map { BuildReceipt.file(beside: BuildCache.manifest(in: $0, output: options.output)) }
    }

    /// Everything a build is made of: what shapes every page (`renderEnvironment`), the listing
    /// size, whether broken links fail it, the generated documents, and the path, stamp and change
    /// time of every file of the content and static folders. Nil when a file could not be looked at.
    func receiptInputs(
        _ scan: Scan, generated: [Document], navigation: Navigation, options: BuildOptions
    ) -> UInt64? {
        guard let files = scan.stamps else { return nil }
        var inputs = renderEnvironment(navigation, options: options)
        inputs.add(options.content?.path ?? "")
        inputs.add(options.staticFolder?.path ?? "")
        inputs.add("listings of \(config.listingSize) strict \(options.strict)")
        inputs.add(files.value)
        for document in generated { inputs.add(document) }
        return inputs.value
    }

    /// The report of the last build, whose `receipt` holds this build's inputs, when the output
    /// is still as that build left it; nil when a build must see to it. Looks with the output's
    /// lock held, and only when no killed build left anything beside the output to clean up.
    /// (The receipt is read before: should another build have replaced it since, the output is
    /// no longer the one it tells of.)
    func upToDateReport(_ receipt: BuildReceipt, options: BuildOptions, warnings: [String]) -> BuildReport? {
        let staging = StagingFolder(for: options.output)
        guard staging.lockToLook() else { return nil }
        defer { staging.unlock() }
        guard FolderFingerprint.of(staging.target.path) == receipt.output else { return nil }
        return receipt.report(warnings: warnings)
    }

    /// Writes the receipt of a build that went through, with the output's lock still held,
    /// when the same inputs could make nothing else.
    /// `sourcePages` is how many of the report's pages came from page sources.
    func writeReceipt(_ file: String, inputs: UInt64?, report: BuildReport, sourcePages: Int, run: PageRun) {
        guard let inputs, !run.repeatability.isLost, let output = FolderFingerprint.of(run.output.staging.target.path)
        else { return }
        BuildReceipt(
            inputs: inputs, output: output, pages: report.pages, sourcePages: sourcePages,
            staticFiles: report.staticFiles, brokenLinks: report.brokenLinks
        ).write(to: file)
    }
}
