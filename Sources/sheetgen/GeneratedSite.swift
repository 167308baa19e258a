import DefaultTemplates
import Foundation
import Site

/// Builds a site of generated documents alone (a catalogue, highscores) into `output`: every
/// problem but the last goes to stderr, the last is the command's error.
func buildGeneratedSite(_ documents: [Document], title: String, output: String, jobs: Int, templates: TemplateOptions) throws -> BuildReport {
    var config = SiteConfig()
    config.title = title
    let library = try TemplateLibrary(defaults: DefaultTemplates.files, overrides: templates.overrides)
    let options = BuildOptions(content: nil, output: URL(fileURLWithPath: output), jobs: jobs)
    do {
        return try SiteBuilder(config: config, renderer: PageRenderer(templates: library)).build(generated: documents, options: options)
    } catch {
        for problem in error.errors.dropLast() { report("\(problem)") }
        throw UsageError(error.errors.last.map { "\($0)" } ?? "build failed")
    }
}
