import ArgumentParser
import DefaultTemplates
import Loot
import Reports
import Site
import SiteModel
import TemplateEngine

struct BattleCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "battle",
        abstract: "A run of seeded battles as a report: every turn, the loot, identifications and equipment changes."
    )

    @Option(
        parsing: .unconditional, help: "The seed: the same seed gives the same battles, always.", transform: parseSeed)
    var seed: UInt64

    @Option(parsing: .unconditional, help: "Stop after this many victories (1 to 1000), or when the player dies.")
    var victories = 5

    @Option(help: "html (a report page), markdown (with front matter) or json.")
    var format: DocumentFormat = .html

    @OptionGroup var output: OutputOptions
    @OptionGroup var templates: TemplateOptions

    func validate() throws {
        guard (1...1000).contains(victories) else { throw ValidationError("--victories must be from 1 to 1000") }
    }

    func run() throws {
        let rounds = Campaign.play(seed: seed, victories: victories)
        switch format {
        case .json:
            try output.emit(BattleJSON.encode(seed: seed, rounds: rounds) + "\n")
        case .markdown:
            try output.emit(
                FrontMatter.markdown(for: BattleReport.document(seed: seed, victories: victories, rounds: rounds)))
        case .html:
            let library = try TemplateLibrary(defaults: DefaultTemplates.files, overrides: templates.overrides)
            try output.emit(
                PageRenderer(templates: library).render(
                    BattleReport.document(seed: seed, victories: victories, rounds: rounds)))
        }
    }
}
