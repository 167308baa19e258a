import ArgumentParser
import DefaultTemplates
import Foundation
import LiveUpdates
import Markdown
import Reports
import Site
import SiteFiles
import SiteModel
import TemplateEngine

/// What `build`, `serve` and `check` share: where the site comes from, and how it is built.
/// (Where it goes is `SiteOutputOptions`, which `check` has not.)
struct SiteOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "The folder of Markdown pages (default: Content, or content/ beside a Hugo or Zola config).",
            valueName: "dir"))
    var content: String?
    @Option(
        help: ArgumentHelp(
            // Plain ASCII: the man page made of this help (`make install`) drops an ellipsis.
            "The site config (default: sheetgen.yml when there is one, else a Hugo or Zola config such as "
                + "hugo.toml or config.toml).",
            valueName: "file"))
    var config: String?
    @Option(help: ArgumentHelp("Where unchanged pages are remembered between builds.", valueName: "dir"))
    var cache = ".sheetgen-cache"
    @Flag(help: "Render every page, ignoring and keeping no cache.") var noCache = false
    @Option(help: "Pages rendered at once (the output is the same whatever the number).")
    var jobs = ProcessInfo.processInfo.activeProcessorCount
    @Flag(help: "Include pages marked draft: true.") var drafts = false
    @Flag(help: "Include pages whose publishDate is still to come.") var future = false
    @Flag(help: "Include pages whose expiryDate has passed.") var expired = false
    @OptionGroup var templates: TemplateOptions
    /// The build's moment in place of the clock's, in seconds since 1970: for tests, which would
    /// otherwise wait a second before the files they write count as settled (`SourceFile.isSettled`).
    @Option(help: .hidden) var now: Int?

    func validate() throws {
        guard jobs >= 1 else { throw ValidationError("--jobs must be at least 1") }
        // Up to 2200: its nanoseconds must fit the build cache's 64 bits.
        if let now, !(0..<7_258_118_400).contains(now) {
            throw ValidationError("--now must be a number of seconds since 1970, before 2200")
        }
    }

    /// The files whose change calls for a new build: everything a build reads (see `readPaths`),
    /// the sheetgen.yml that is not there yet among them.
    func watchedPaths(_ inputs: SiteInputs) -> [String] {
        // Bad section settings fail the build, which tells of them; the rest is still watched.
        readPaths(inputs, sectionInputs: (try? siteGames.sectionRegistry.inputs(for: inputs.config)) ?? [])
    }

    /// The folders and config of `inputs`, the templates, and what the generated sections
    /// (`sectionInputs`) and the game blocks read: the players' vaults and character files.
    private func readPaths(_ inputs: SiteInputs, sectionInputs: [String]) -> [String] {
        [inputs.content, inputs.configFile ?? "sheetgen.yml"] + (inputs.staticFolder.map { [$0] } ?? [])
            + (templates.overrides.map { [$0.path] } ?? []) + sectionInputs
            + siteGames.blockRegistry(for: inputs.config).inputs
    }

    /// Reads the config, templates and generated sections afresh (unless `inputs` were read
    /// already) and builds the site into `output`, with the options `adjust` sets. `seed` stands in
    /// for the config's own (`build --reroll`); a `session` keeps the site for updates of single
    /// pages.
    func build(
        _ inputs: SiteInputs? = nil, into output: URL, progress: (@Sendable (Int, Int) -> Void)? = nil,
        seed: UInt64? = nil, session: SiteSession? = nil, adjust: (inout BuildOptions) -> Void = { _ in }
    ) throws -> BuildReport {
        let inputs = try inputs ?? self.inputs()
        let siteConfig = inputs.config
        // One moment for the whole build: the generated boards' weeks and the pages' publishing dates.
        let now = self.now.map { Date(timeIntervalSince1970: Double($0)) } ?? Date()
        let generated = try siteGames.sectionRegistry.documents(for: siteConfig, now: now)
        // Parsed by the build, and only when it has something to do.
        let library = try TemplateLibrary.unparsed(defaults: DefaultTemplates.files, overrides: templates.overrides)
        var options = BuildOptions(content: URL(fileURLWithPath: inputs.content), output: output, jobs: jobs)
        options.staticFolder = inputs.staticFolder.map { URL(fileURLWithPath: $0) }
        options.now = now
        options.drafts = drafts
        options.future = future
        options.expired = expired
        options.cache = noCache ? nil : URL(fileURLWithPath: cache)
        options.templates = templates.overrides
        options.progress = progress
        options.blocks = siteGames.blockRegistry(for: siteConfig)
        options.blockSeed = seed ?? siteConfig.seed
        options.protectedPaths = try protectedPaths(inputs)
        adjust(&options)
        var markdown = MarkdownOptions.site
        markdown.unsafe = siteConfig.unsafeHTML
        let renderer = PageRenderer(templates: library, markdown: MarkdownRenderer(options: markdown))
        let builder = SiteBuilder(config: siteConfig, renderer: renderer)
        if let session { return try session.build(with: builder, generated: generated, options: options) }
        return try builder.build(generated: generated, options: options)
    }

    /// Refuses at once an --output that no build may replace (serve checks before it serves it).
    func checkOutput(_ inputs: SiteInputs, target: SiteOutputOptions) throws {
        try OutputFolderGuard.check(target.url, protecting: try protectedPaths(inputs), force: target.force)
    }

    /// The config and folders a build reads: --config, else sheetgen.yml when there is one, else
    /// a Hugo or Zola config in the current folder; --content wins over the folder a config names.
    func inputs() throws -> SiteInputs {
        var inputs = try configuredInputs()
        // A folder that Obsidian keeps its settings in is a vault, whatever the config says.
        if FileTree.isFolder(inputs.content + "/" + ContentFlavor.vaultSettingsFolder) {
            inputs.config.flavor = .obsidian
        }
        return inputs
    }

    private func configuredInputs() throws -> SiteInputs {
        if let config, !FileManager.default.fileExists(atPath: config) {
            throw UsageError("\(config): no such site config")
        }
        if let config, ForeignSiteConfig.isForeign(config) {
            return SiteInputs(try ForeignSiteConfig.load(from: config), content: content)
        }
        let file = config ?? "sheetgen.yml"
        if FileManager.default.fileExists(atPath: file) {
            let siteConfig = try SiteConfig.load(from: URL(fileURLWithPath: file))
            return SiteInputs(config: siteConfig, content: content ?? "Content", configFile: file)
        }
        if let foreign = ForeignSiteConfig.find(in: ".") {
            return SiteInputs(try ForeignSiteConfig.load(from: foreign), content: content)
        }
        return SiteInputs(config: SiteConfig(), content: content ?? "Content", configFile: nil)
    }

    /// What the output may not be, hold or lie inside: everything the build reads, and its cache.
    private func protectedPaths(_ inputs: SiteInputs) throws -> [URL] {
        let sectionInputs = try siteGames.sectionRegistry.inputs(for: inputs.config)
        return (readPaths(inputs, sectionInputs: sectionInputs) + [cache]).map { URL(fileURLWithPath: $0) }
    }

    /// Says which Hugo or Zola config the site's settings come from, and warns of what in it
    /// goes unused; nothing for a sheetgen.yml.
    func tellOfConfig(_ inputs: SiteInputs) {
        guard let notes = inputs.foreignConfigNotes else { return }
        say(notes.read)
        notes.unused.map(report)
    }

    /// One line for a finished build into `output`.
    func summary(_ report: BuildReport, output: String, seconds: Double) -> String {
        let took = String(format: "%.2f", seconds)
        let broken = report.brokenLinks.isEmpty ? "." : "; \(report.brokenLinks.count) broken links."
        if report.upToDate {
            return
                "Nothing changed: \(output) is up to date, with \(report.pages) pages and \(report.staticFiles) files "
                + "(checked in \(took) s)" + broken
        }
        let reused = report.reused > 0 ? " (\(report.reused) unchanged)" : ""
        return
            "Built \(report.pages) pages\(reused) and \(report.staticFiles) files into \(output) in "
            + "\(took) s" + broken
    }

}

/// A build's warnings: what was left out of the content folder, then its broken links, the first
/// twenty in full; before them, what it kept in the output that sheetgen did not make.
func brokenLinkWarnings(_ report: BuildReport) -> [String] {
    var lines = report.keptForeign.isEmpty ? [] : [keptForeignNote(report.keptForeign)]
    lines += report.warnings.map { "warning: \($0)" }
    lines += report.brokenLinks.prefix(20).map { "warning: broken link \($0)" }
    if report.brokenLinks.count > 20 { lines.append("warning: \(report.brokenLinks.count - 20) more broken links") }
    return lines
}

/// One line naming what a build kept in its output because sheetgen did not make it (ten at most).
private func keptForeignNote(_ kept: [String]) -> String {
    let shown = kept.prefix(10).joined(separator: ", ") + (kept.count > 10 ? ", and \(kept.count - 10) more" : "")
    return "note: kept what sheetgen did not make in the output: \(shown)"
}

/// What `--force` allows, for every command that builds a folder.
let forceHelp =
    "Build into an --output folder with files and no mark of an earlier build, and write over files there that "
    + "sheetgen did not make."
