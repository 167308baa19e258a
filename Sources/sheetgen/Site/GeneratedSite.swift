import ArgumentParser
import DefaultTemplates
import Foundation
import Site
import SiteModel
import TemplateEngine

/// What the commands that build a site of generated documents alone share (`catalogue`,
/// `ghost highscores`, `bullseye summary`): where it goes, how it is built, how much is said.
struct GeneratedSiteOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Where the site goes (default: a folder of Output/ named after the command); replaced whole, only when "
                + "the build succeeds.",
            valueName: "dir"))
    var output: String?
    @Option(help: "Pages rendered at once (the output is the same whatever the number).")
    var jobs = ProcessInfo.processInfo.activeProcessorCount
    @Flag(help: "Print nothing but errors.") var quiet = false
    @Flag(help: ArgumentHelp(forceHelp)) var force = false
    @OptionGroup var templates: TemplateOptions

    func validate() throws {
        guard jobs >= 1 else { throw ValidationError("--jobs must be at least 1") }
    }

    /// Builds `documents` into --output (else `defaultOutput`). Unless --quiet, warns of broken links and says
    /// `summary` of what was built and where. `inputs` (the vault) may not be in the output.
    func build(
        _ documents: [Document], title: String, defaultOutput: String, inputs: [String] = [],
        summary: (BuildReport, String) -> String
    ) throws {
        let folder = output ?? defaultOutput
        var config = SiteConfig()
        config.title = title
        let library = try TemplateLibrary(defaults: DefaultTemplates.files, overrides: templates.overrides)
        var options = BuildOptions(content: nil, output: URL(fileURLWithPath: folder), jobs: jobs)
        options.force = force
        options.protectedPaths = inputs.map { URL(fileURLWithPath: $0) } + (templates.overrides.map { [$0] } ?? [])
        let builder = SiteBuilder(config: config, renderer: PageRenderer(templates: library))
        let result = try ProgressReporter("Building pages", quiet: quiet).run { progress in
            options.progress = progress
            return try builder.build(generated: documents, options: options)
        }
        guard !quiet else { return }
        brokenLinkWarnings(result).forEach(report)
        say(summary(result, folder))
    }
}
