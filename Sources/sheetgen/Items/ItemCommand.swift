import ArgumentParser
import DefaultTemplates
import Reports
import Site
import SiteModel
import TemplateEngine

struct ItemCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "item",
        abstract: "A loot item card from a seed: name, stats, modifiers, and how it fares in seeded battles."
    )

    @Option(parsing: .unconditional, help: "The seed: the same seed gives the same item, always.", transform: parseSeed)
    var seed: UInt64

    @Option(help: "html (a card page), markdown (with front matter) or json.")
    var format: DocumentFormat = .html

    @OptionGroup var output: OutputOptions
    @OptionGroup var templates: TemplateOptions

    func run() throws {
        let report = ItemReport(seed: seed)
        switch format {
        case .json:
            try output.emit(ItemJSON.encode(report) + "\n")
        case .markdown:
            try output.emit(FrontMatter.markdown(for: ItemCard.document(for: report)))
        case .html:
            let library = try TemplateLibrary(defaults: DefaultTemplates.files, overrides: templates.overrides)
            try output.emit(PageRenderer(templates: library).render(ItemCard.document(for: report)))
        }
    }
}
