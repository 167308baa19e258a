import ArgumentParser
import ExternalLinks
import Foundation
import Mistakes
import Site

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Build the site without keeping it, and list every error, warning and broken link.",
        discussion: """
            The site is built as `build` builds it, without the cache, into a new folder among the system's \
            temporary files, which is removed once the check is done, fails or is stopped: the output folder \
            and the build cache are left as they are. Every error and warning is listed, then every broken \
            link with the file and line it is written at (a link a template made, with its file alone), \
            sorted by file and line; a summary line ends the list. The exit status is 1 when there is an \
            error or a broken link, 0 otherwise.

            With --external, the links to other sites (http, https) are asked about too: each URL once, 8 \
            at a time, HEAD first (GET when a server refuses HEAD), redirects followed (10 at most), 10 s \
            at most a request; a 2xx or 3xx answer is fine. Answers are remembered for a day in the cache \
            folder (its file external-links, the one file a check writes); --no-cache asks again and \
            remembers nothing.
            """
    )

    @OptionGroup var site: SiteOptions
    @Flag(help: "Print only what the check found: no progress line, no word on the config.") var quiet = false
    @Flag(help: "Also ask other sites whether the links to them (http, https) lead somewhere.")
    var external = false
    /// How long a request to another site may wait, in seconds: for tests, whose server never answers.
    @Option(help: .hidden) var externalTimeout: Double = 10

    func validate() throws {
        guard externalTimeout > 0 else { throw ValidationError("--external-timeout must be more than 0") }
    }

    func run() throws {
        let inputs = try site.inputs()
        if !quiet { site.tellOfConfig(inputs) }
        let findings = try ScratchFolder.using("sheetgen-check") { folder in try check(inputs, into: folder) }
        findings.lines.forEach(tell)
        say(findings.summary)
        guard findings.passed else { throw ExitCode.failure }
    }

    /// Builds the site into `folder` and, with --external, asks other sites about the links to them.
    private func check(_ inputs: SiteInputs, into folder: URL) throws -> CheckFindings {
        let output = folder.appendingPathComponent("site")
        let report: BuildReport
        do {
            report = try ProgressReporter("Checking pages", quiet: quiet).run { progress in
                try site.build(inputs, into: output, progress: progress) { options in
                    options.cache = nil
                    options.linkLines = true
                    options.externalLinks = external
                }
            }
        } catch let failure as BuildFailure {
            return CheckFindings(errors: failure.errors.map(\.description), stopped: failure.phase)
        } catch let error as UserError {
            return CheckFindings(errors: [error.description], stopped: nil)
        }
        var findings = CheckFindings(report)
        if external {
            do throws(UserError) {
                try checkExternal(report.externalLinks, inputs: inputs, output: output, findings: &findings)
            } catch {
                findings.errors.append(error.description)
            }
        }
        return findings
    }

    /// Asks about each link to another site, or takes what the cache folder remembers of it.
    private func checkExternal(
        _ links: [(url: String, places: [LinkPlace])], inputs: SiteInputs, output: URL, findings: inout CheckFindings
    ) throws(UserError) {
        var memory = try memory(of: inputs, beside: output)
        var check = ExternalLinkCheck()
        check.timeout = externalTimeout
        let outcomes = try check.outcomes(of: links.map(\.url), memory: &memory)
        do {
            try memory?.save()
        } catch {
            findings.warnings.append("the answers of other sites could not be remembered: \(error)")
        }
        findings.add(links, outcomes: outcomes)
    }

    /// What the cache folder remembers of other sites' answers; nil with --no-cache. The cache
    /// may not be where the build reads, nor in the `output` it wrote.
    private func memory(of inputs: SiteInputs, beside output: URL) throws(UserError) -> ExternalLinkMemory? {
        guard !site.noCache else { return nil }
        let cache = URL(fileURLWithPath: site.cache)
        try OutputFolderGuard.checkCache(
            cache, content: URL(fileURLWithPath: inputs.content), output: output, templates: site.templates.overrides,
            statics: inputs.staticFolder.map { URL(fileURLWithPath: $0) })
        return ExternalLinkMemory(
            folder: cache, now: site.now.map { Date(timeIntervalSince1970: Double($0)) } ?? Date())
    }
}

/// Writes a line of the check's list to stdout, on one line whatever it holds.
private func tell(_ line: String) {
    StandardOutput.write(escapingControls(line) + "\n")
}
