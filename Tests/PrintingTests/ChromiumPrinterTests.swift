import Foundation
import Printing
import TestSupport
import Testing

@Suite(.tags(.slow)) struct ChromiumPrinterTests {
    @Test func withoutChromiumTheErrorNamesTheDebianPackage() throws {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("no-chromium-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: empty) }
        #expect {
            try ChromiumPrinter.find(path: empty.path)
        } throws: { error in
            "\(error)".contains("Debian package chromium")
        }
    }

    @Test(
        .enabled(
            if: RequiredTool.chromium.canTest && RequiredTool.pdfinfo.canTest,
            "needs Chromium and pdfinfo (Debian: chromium, poppler-utils)"))
    func printsAPageToPDFOnThePaperItsCSSAsksFor() throws {
        let printer = try ChromiumPrinter.find()
        let html = """
            <!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>t</title>
            <style>@page { size: A5; margin: 10mm } section { break-after: page }
            section:last-child { break-after: auto }</style></head>
            <body><section>one</section><section>two</section></body></html>
            """
        let pdf = try printer.pdf(of: html)
        #expect(pdf.starts(with: Array("%PDF-".utf8)))
        let info = try PDFInfo(pdf)
        #expect(info.pages == 2)
        #expect(info.pageSize.hasSuffix("(A5)"))
    }

    @Test func aProgramThatIsNotChromiumGivesOneClearLine() {
        #expect {
            try ChromiumPrinter(executable: "/bin/false").pdf(of: "<p>x</p>")
        } throws: { error in
            "\(error)".hasPrefix("Chromium could not print the page (/bin/false, exit status 1)")
        }
    }
}
