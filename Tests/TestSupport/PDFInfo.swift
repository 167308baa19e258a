import Foundation

/// What `pdfinfo` (Debian: poppler-utils) says of a PDF: how many pages and what size.
public struct PDFInfo {
    public static let executable = "/usr/bin/pdfinfo"
    public let pages: Int
    /// As pdfinfo writes it: "595.92 x 842.88 pts (A4)", "612 x 792 pts (letter)".
    public let pageSize: String

    public init(_ pdf: Data) throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("pdfinfo-\(UUID().uuidString).pdf")
        try pdf.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        try self.init(file: file)
    }

    public init(file: URL) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.executable)
        process.arguments = [file.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        var fields: [String: String] = [:]
        for line in text.split(separator: "\n") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            fields[String(line[..<colon])] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        guard process.terminationStatus == 0, let pages = fields["Pages"].flatMap(Int.init),
            let size = fields["Page size"]
        else {
            throw PDFInfoError(message: "pdfinfo could not read \(file.path) (status \(process.terminationStatus))")
        }
        self.pages = pages
        self.pageSize = size
    }
}

public struct PDFInfoError: Error {
    public let message: String
}
