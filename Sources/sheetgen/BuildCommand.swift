import ArgumentParser
import DefaultTemplates
import Foundation
import Reports
import Site

struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Build Content/ and the generated sections of sheetgen.yml into a static site."
    )

    @Option(help: ArgumentHelp("The folder of Markdown pages.", valueName: "dir")) var content = "Content"
    @Option(help: ArgumentHelp("Where the site goes; replaced whole, only when the build succeeds.", valueName: "dir"))
    var output = "Output"
    @Option(help: ArgumentHelp("The site config (default: sheetgen.yml when there is one).", valueName: "file"))
    var config: String?
    @Option(help: ArgumentHelp("Where unchanged pages are remembered between builds.", valueName: "dir"))
    var cache = ".sheetgen-cache"
    @Flag(help: "Render every page, ignoring and keeping no cache.") var noCache = false
    @Option(help: "Pages rendered at once (the output is the same whatever the number).")
    var jobs = ProcessInfo.processInfo.activeProcessorCount
    @Flag(help: "Include pages marked draft: true.") var drafts = false
    @Flag(help: "Treat broken internal links as errors.") var strict = false
    @Flag(help: "Print nothing but errors.") var quiet = false
    @OptionGroup var templates: TemplateOptions

    func validate() throws {
        guard jobs >= 1 else { throw ValidationError("--jobs must be at least 1") }
    }

    func run() throws {
        let started = DispatchTime.now().uptimeNanoseconds
        let configFile = config ?? "sheetgen.yml"
        let hasConfig = config != nil || FileManager.default.fileExists(atPath: configFile)
        let siteConfig = hasConfig ? try SiteConfig.load(from: URL(fileURLWithPath: configFile)) : SiteConfig()
        let generated = try GeneratedSections.documents(for: siteConfig.sections, configFile: configFile)
        let library = try TemplateLibrary(defaults: DefaultTemplates.files, overrides: templates.overrides)

        var options = BuildOptions(content: URL(fileURLWithPath: content), output: URL(fileURLWithPath: output), jobs: jobs)
        options.drafts = drafts
        options.strict = strict
        options.cache = noCache ? nil : URL(fileURLWithPath: cache)
        if !quiet && isatty(STDERR_FILENO) == 1 { options.progress = Progress.show }
        let report: BuildReport
        do {
            report = try SiteBuilder(config: siteConfig, renderer: PageRenderer(templates: library)).build(generated: generated, options: options)
        } catch {
            if options.progress != nil { Progress.clear() }
            for problem in error.errors.dropLast() { FileHandle.standardError.write(Data("sheetgen: \(problem)\n".utf8)) }
            throw UsageError(error.errors.last.map { "\($0)" } ?? "build failed")
        }
        if options.progress != nil { Progress.clear() }
        guard !quiet else { return }
        for link in report.brokenLinks.prefix(20) { FileHandle.standardError.write(Data("sheetgen: warning: broken link \(link)\n".utf8)) }
        if report.brokenLinks.count > 20 {
            FileHandle.standardError.write(Data("sheetgen: warning: \(report.brokenLinks.count - 20) more broken links\n".utf8))
        }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
        let reused = report.reused > 0 ? " (\(report.reused) unchanged)" : ""
        print("Built \(report.pages) pages\(reused) and \(report.staticFiles) files into \(output) in \(String(format: "%.2f", seconds)) s"
              + (report.brokenLinks.isEmpty ? "." : "; \(report.brokenLinks.count) broken links."))
    }
}

/// The one-line progress display on a terminal.
enum Progress {
    @Sendable static func show(done: Int, total: Int) {
        guard done == total || done % 250 == 0 else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[Krendering pages \(done)/\(total)".utf8))
    }

    static func clear() {
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
    }
}
