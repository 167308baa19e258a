import ArgumentParser
import DefaultTemplates
import Foundation
import Printing
import Reports
import Site
import SiteModel
import TemplateEngine

extension Paper: ExpressibleByArgument {}

/// What the commands that make a print pack share (`party`, `cards`): the paper, where the pack
/// goes, and whether it is HTML or a PDF printed by headless Chromium.
struct PrintOptions: ParsableArguments {
    @Option(help: "The paper: a4 or letter.")
    var paper: Paper = .a4

    @OptionGroup var output: OutputOptions

    @Flag(help: "Write a PDF, printed by headless Chromium, instead of HTML (implied by an --output ending in .pdf).")
    var pdf = false

    @OptionGroup var templates: TemplateOptions

    @Flag(help: "Print nothing but errors (no progress line while Chromium prints).") var quiet = false

    var writesPDF: Bool { pdf || (output.output?.lowercased().hasSuffix(".pdf") ?? false) }

    func validate() throws {
        if writesPDF && output.output == nil && isatty(STDOUT_FILENO) == 1 {
            throw ValidationError("a PDF is not for the terminal: give --output FILE or redirect standard output")
        }
    }

    /// Renders the pack and writes it as HTML or PDF, never over one of `inputs`.
    func emit(_ document: Document, readingFrom inputs: [String] = []) throws {
        let printer = writesPDF ? try ChromiumPrinter.find() : nil
        let library = try TemplateLibrary(defaults: DefaultTemplates.files, overrides: templates.overrides)
        let html = try PageRenderer(templates: library).render(document)
        let bytes = try printer.map { printer in
            let progress = ProgressReporter("Printing \(document.title) to PDF with Chromium…", quiet: quiet)
            progress.tellStarted()
            defer { progress.finish() }
            return try printer.pdf(of: html)
        }
        try output.emit(bytes ?? Data(html.utf8), readingFrom: inputs)
    }
}
