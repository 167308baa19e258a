import DefaultTemplates
import OSR
import Printing
import Reports
import Site
import TemplateEngine
import TestSupport
import Testing

/// A record sheet of the longest kinds, a caster's or a thief's at the class's maximum level (14th;
/// an elf's 10th), printed by headless Chromium on either paper, still fits on one page. The name
/// ends in `PrintingTests`, so the pattern that leaves out the slow suites leaves this one out too.
@Suite(.tags(.slow)) struct RecordSheetPrintingTests {
    static let papers = ["A4": "(A4)", "letter": "(letter)"]

    @Test(
        .enabled(
            if: RequiredTool.chromium.canTest && RequiredTool.pdfinfo.canTest,
            "needs Chromium and pdfinfo (Debian: chromium, poppler-utils)"),
        arguments: [CharacterClass.magicUser, .cleric, .thief, .elf])
    func aSheetAtTheMaximumLevelPrintsOnOnePage(_ characterClass: CharacterClass) throws {
        let character = CharacterGenerator.generate(
            seed: 5, options: CharacterOptions(characterClass: characterClass, level: characterClass.maximumLevel))
        let html = try PageRenderer(templates: try TemplateLibrary(defaults: DefaultTemplates.files)).render(
            CharacterSheet.document(for: character))
        // The paper a person would choose in the print dialog; the sheet itself names none.
        let rule = "@page { margin: 9mm; }"
        #expect(html.contains(rule))
        let printer = try ChromiumPrinter.find()
        for (paper, name) in Self.papers.sorted(by: { $0.key < $1.key }) {
            let sized = html.replacingOccurrences(of: rule, with: "@page { size: \(paper); margin: 9mm; }")
            let info = try PDFInfo(try printer.pdf(of: sized))
            #expect(info.pages == 1, "\(characterClass.name) at its maximum level on \(paper)")
            #expect(info.pageSize.hasSuffix(name), "\(info.pageSize)")
        }
    }
}
